import { darkenColor, normalizeHexColor } from '@pillars/shared/learning/colour';
import { cn } from '@/lib/cn';

/** The pillar colour running to its 70% tone (spec 01 section 9). */
export function progressFill(color: string): string {
  return `linear-gradient(90deg, ${normalizeHexColor(color)} 0%, ${darkenColor(color)} 100%)`;
}

/**
 * A thin progress bar with its accessible name and value. The fill is the pillar's
 * gradient, the brand colour without one, or any CSS background (`fill`) on coloured cards.
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
      className={cn('h-2 w-full overflow-hidden rounded-full bg-slate-200', className)}
    >
      <div
        className="h-full rounded-full bg-brand-600 shadow-[inset_0_0_0_1px_rgb(0_0_0/0.08)] transition-[width] duration-500 ease-out motion-reduce:transition-none"
        style={{ width: `${value}%`, background: fill ?? (color ? progressFill(color) : undefined) }}
      />
    </div>
  );
}
