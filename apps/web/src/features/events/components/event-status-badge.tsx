import { cn } from '@/lib/cn';

/** 'Active' or 'Inactive' on the admin's screens: whether members see the event. */
export function EventStatusBadge({ isActive }: { isActive: boolean }) {
  return (
    <span
      className={cn(
        'rounded-full px-2.5 py-0.5 text-xs font-semibold',
        isActive ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-200 text-slate-700',
      )}
    >
      {isActive ? 'Active' : 'Inactive'}
    </span>
  );
}
