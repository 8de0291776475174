import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Button } from './button';

interface StatePanelProps {
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
}

/** The centred panel that empty and error states share. */
export function StatePanel({
  icon: Icon,
  tone,
  title,
  description,
  action,
  className,
  role,
}: StatePanelProps & { icon?: LucideIcon; tone: 'neutral' | 'error'; role?: 'alert' }) {
  const isError = tone === 'error';
  return (
    <div
      role={role}
      className={cn(
        'flex flex-col items-center justify-center gap-3 rounded-card border bg-white px-6 py-12 text-center',
        isError ? 'border-red-100' : 'border-dashed border-slate-300',
        className,
      )}
    >
      {Icon ? (
        <div
          className={cn(
            'flex size-12 items-center justify-center rounded-full',
            isError ? 'bg-red-50 text-red-600' : 'bg-brand-50 text-brand-600',
          )}
        >
          <Icon className="size-6" aria-hidden />
        </div>
      ) : null}
      <h2 className="max-w-md text-base font-semibold text-slate-900">{title}</h2>
      {description ? <p className="max-w-md text-sm text-slate-500">{description}</p> : null}
      {action ? <div className="mt-2 flex flex-wrap justify-center gap-2">{action}</div> : null}
    </div>
  );
}

/** Nothing to show yet: what is missing and, where there is one, the way to add it. */
export function EmptyState({ icon, ...props }: StatePanelProps & { icon?: LucideIcon }) {
  return <StatePanel icon={icon} tone="neutral" {...props} />;
}

/** The way out of a filtered list that shows nothing: 'Reset Filters', or the page's own words. */
export function ResetFiltersButton({
  onClick,
  label = 'Reset Filters',
}: {
  onClick: () => void;
  label?: string;
}) {
  return (
    <Button variant="outline" onClick={onClick}>
      {label}
    </Button>
  );
}
