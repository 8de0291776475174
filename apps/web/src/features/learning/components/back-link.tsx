import { ArrowLeftIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/button';
import { paths } from '@/lib/paths';

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

export function BackToPillars() {
  return <BackLink to={paths.pillars} label="Back to Pillars of Agency" />;
}

/** The way out of a learning page that could not load. */
export function BackToPillarsButton() {
  return (
    <Button asChild>
      <Link to={paths.pillars}>Back to Pillars of Agency</Link>
    </Button>
  );
}
