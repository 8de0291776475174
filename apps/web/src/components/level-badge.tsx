import { cn } from '@/lib/cn';

/**
 * A person's level (1-10, from their points: issue 59) as a small badge beside their name: in
 * the Community, the member directory, the team's lists and on their profile.
 */
export function LevelBadge({ level, className }: { level: number; className?: string }) {
  return (
    <span
      title={`Level ${level}`}
      className={cn(
        'inline-flex shrink-0 items-center rounded-full bg-brand-50 px-1.5 py-0.5 align-middle text-[11px] font-semibold leading-none text-brand-700 ring-1 ring-inset ring-brand-200',
        className,
      )}
    >
      Level {level}
    </span>
  );
}
