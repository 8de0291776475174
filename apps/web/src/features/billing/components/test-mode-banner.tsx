import { FlaskConicalIcon } from 'lucide-react';

/** Says plainly that no real money moves: the built-in payments provider's pages. */
export function TestModeBanner({ children }: { children: string }) {
  return (
    <div className="mb-6 flex items-start gap-3 rounded-card border-2 border-dashed border-amber-400 bg-amber-50 px-4 py-3 text-amber-900">
      <FlaskConicalIcon className="mt-0.5 size-5 shrink-0" aria-hidden />
      <p className="text-sm">
        <strong className="mr-1 font-bold tracking-wide">TEST MODE</strong>
        {children}
      </p>
    </div>
  );
}
