import { StarIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '@/lib/cn';

const stars = [1, 2, 3, 4, 5] as const;

/**
 * A 1 to 5 rating built on native radio inputs (one transparent input over each star):
 * Tab reaches the group, the arrow keys move and choose at once, and each star is named
 * ('3 stars'). 0 means not rated yet.
 */
export function StarRating({
  value,
  onChange,
  isDisabled = false,
}: {
  value: number;
  onChange: (rating: number) => void;
  isDisabled?: boolean;
}) {
  const name = useId();
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = isDisabled ? value : (hovered ?? value);

  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <div
        role="radiogroup"
        aria-label="Rate this lesson"
        aria-disabled={isDisabled || undefined}
        className="flex items-center"
        onMouseLeave={() => setHovered(null)}
      >
        {stars.map((star) => (
          <span
            key={star}
            className={cn(
              'relative rounded-md p-1 transition-transform',
              'has-focus-visible:ring-2 has-focus-visible:ring-brand-500 has-focus-visible:ring-offset-2',
              !isDisabled && 'hover:scale-110',
            )}
          >
            <input
              type="radio"
              name={name}
              value={star}
              checked={value === star}
              disabled={isDisabled}
              aria-label={star === 1 ? '1 star' : `${star} stars`}
              onChange={() => onChange(star)}
              onMouseEnter={() => setHovered(star)}
              className="absolute inset-0 size-full cursor-pointer appearance-none rounded-md opacity-0 outline-none disabled:cursor-not-allowed"
            />
            <StarIcon
              className={cn(
                'size-6 transition-colors',
                // Outlines at 3:1 or more on white in both states (WCAG 2.2 1.4.11).
                star <= shown ? 'fill-amber-400 text-amber-600' : 'fill-transparent text-control',
                isDisabled && 'opacity-60',
              )}
              aria-hidden
            />
          </span>
        ))}
      </div>
      <span className="text-sm text-slate-500" aria-hidden>
        {value > 0 ? `${value} of 5` : 'Not rated yet'}
      </span>
    </div>
  );
}
