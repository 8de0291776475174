import { cn } from '@/lib/cn';

/** Specialties as chips; `moreCount` adds '+N more'. */
export function SpecialtyList({
  specialties,
  moreCount = 0,
  className,
}: {
  specialties: readonly string[];
  moreCount?: number;
  className?: string;
}) {
  if (specialties.length === 0) return null;
  return (
    <ul aria-label="Specialties" className={cn('flex flex-wrap gap-1.5', className)}>
      {specialties.map((specialty) => (
        <li
          key={specialty}
          className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-700"
        >
          {specialty}
        </li>
      ))}
      {moreCount > 0 ? (
        <li className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">
          +{moreCount} more
        </li>
      ) : null}
    </ul>
  );
}
