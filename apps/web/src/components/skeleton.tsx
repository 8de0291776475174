import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A grey placeholder block shown while content loads. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden className={cn('animate-pulse rounded-md bg-slate-200', className)} {...props} />;
}

/** Skeletons standing in for a section: screen readers hear `label` ('Loading pillars...'). */
export function SkeletonGroup({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div role="status" className={className}>
      <span className="sr-only">{label}</span>
      {children}
    </div>
  );
}

/** A list's rows while it loads: `count` blocks of `rowClassName`, one under the other. */
export function SkeletonList({
  label,
  count,
  rowClassName,
}: {
  label: string;
  count: number;
  rowClassName: string;
}) {
  return (
    <SkeletonGroup label={label} className="flex flex-col gap-3">
      {Array.from({ length: count }, (_, index) => `row-${index}`).map((key) => (
        <Skeleton key={key} className={rowClassName} />
      ))}
    </SkeletonGroup>
  );
}
