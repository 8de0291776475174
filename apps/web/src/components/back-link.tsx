import { ArrowLeftIcon } from 'lucide-react';
import { Link } from 'react-router';

/** The quiet 'Back to ...' link at the top of a detail page (a pillar, an article, an event, a guru). */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-1.5 self-start rounded-md text-sm font-medium text-slate-600 hover:text-slate-900"
    >
      <ArrowLeftIcon className="size-4" aria-hidden />
      {label}
    </Link>
  );
}
