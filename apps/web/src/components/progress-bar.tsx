import { progressFill } from '@pillars/shared/learning/colour';
import { cn } from '@/lib/cn';

/**
 * A thin progress bar with its accessible name and value. The fill is the pillar's
 * gradient (kept at 3:1 against the white track), the brand colour without one, or any CSS
 * background (`fill`) on coloured surfaces. The track is outlined at 3:1 or more (WCAG 2.2
 * 1.4.11), so an empty bar still shows; on a coloured surface pass `className` with
 * `border-current bg-transparent` and `fill` the text colour.
 */
export function ProgressBar({
  percent,
  label,
  color,
  fill,
  className,
}: {
  percent: number;
  /** What the bar measures, for screen readers: 'Mindset & Leadership progress'. */
  label: string;
  color?: string;
  fill?: string;
  className?: string;
}) {
  const value = Math.min(100, Math.max(0, Math.round(percent)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={`${value}%`}
      className={cn('h-2.5 w-full overflow-hidden rounded-full border border-control bg-white', className)}
    >
      <div
        className="h-full rounded-full bg-brand-600 transition-[width] duration-500 ease-out motion-reduce:transition-none"
        style={{ width: `${value}%`, background: fill ?? (color ? progressFill(color) : undefined) }}
      />
    </div>
  );
}
