import { cardTagCount } from '@pillars/shared/events/messages';
import { cn } from '@/lib/cn';

/** The first 2 tags, then '+N more' (spec 01 section 2); every tag with `showAll`. */
export function EventTags({
  tags,
  showAll = false,
  className,
}: {
  tags: string[];
  showAll?: boolean;
  className?: string;
}) {
  if (tags.length === 0) return null;
  const limit = showAll ? tags.length : cardTagCount;
  const shown = tags.slice(0, limit);
  const more = tags.length - shown.length;
  return (
    <ul aria-label="Tags" className={cn('flex flex-wrap gap-1.5', className)}>
      {shown.map((tag) => (
        <li key={tag} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-700">
          {tag}
        </li>
      ))}
      {more > 0 ? (
        <li className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">
          +{more} more
        </li>
      ) : null}
    </ul>
  );
}
