import type { ReactNode } from 'react';

/** Heading of a sign-in screen; also sets the document title. */
export function AuthPageHeader({ title, description }: { title: string; description?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-col gap-2">
      <title>{`${title} · Pillars`}</title>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      {description ? <p className="text-sm text-slate-500">{description}</p> : null}
    </div>
  );
}
