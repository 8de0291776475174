import type { ArticleCard as ArticleCardData } from '@pillars/shared/articles/schemas';
import { articleContentTypeLabels } from '@pillars/shared/domain-values';
import { Link } from 'react-router';
import { FallbackImage } from '@/components/fallback-image';
import { Skeleton } from '@/components/skeleton';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format-date';
import { paths } from '@/lib/paths';

function byline(article: ArticleCardData): string {
  const parts: string[] = [];
  if (article.author) parts.push(`${article.author.firstName} ${article.author.lastName}`.trim());
  if (article.estimatedReadTimeMinutes) parts.push(`${article.estimatedReadTimeMinutes} min read`);
  return parts.join(' · ');
}

const stretchedLink = 'outline-none after:absolute after:inset-0 after:content-[""]';

/**
 * An article or resource as a card (the featured scroller) or a row (lists). The title
 * links to /resources/{slug} and stretches over the whole card.
 */
export function ArticleCard({
  article,
  layout = 'card',
  headingLevel: Heading = 'h3',
}: {
  article: ArticleCardData;
  layout?: 'card' | 'row';
  headingLevel?: 'h2' | 'h3';
}) {
  const typeLabel = articleContentTypeLabels[article.contentType];
  const meta = byline(article);

  if (layout === 'row') {
    return (
      <article className="group relative flex items-start gap-4 p-4 transition-colors hover:bg-slate-50 has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand-500 has-[a:focus-visible]:ring-inset sm:items-center">
        <FallbackImage
          src={article.featuredImageUrl}
          alt=""
          className="size-16 shrink-0 rounded-lg object-cover sm:h-16 sm:w-24"
        />
        <div className="min-w-0 flex-1">
          <p className="text-xs font-medium text-slate-500">
            <span className="text-accent-700">{typeLabel}</span>
            {article.publishedAt ? ` · ${formatDate(article.publishedAt)}` : null}
          </p>
          <Heading className="mt-0.5 line-clamp-2 text-sm leading-snug font-semibold text-slate-900 group-hover:text-brand-700 sm:text-base">
            <Link to={paths.resource(article.slug)} className={stretchedLink}>
              {article.title}
            </Link>
          </Heading>
          {meta ? <p className="mt-0.5 truncate text-xs text-slate-500">{meta}</p> : null}
        </div>
      </article>
    );
  }

  return (
    <article
      className={cn(
        'group relative flex h-full flex-col overflow-hidden rounded-card border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md',
        'has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand-500 has-[a:focus-visible]:ring-offset-2',
      )}
    >
      <FallbackImage src={article.featuredImageUrl} alt="" className="aspect-video w-full object-cover" />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <span className="self-start rounded-full bg-accent-50 px-2 py-0.5 text-xs font-semibold text-accent-700">
          {typeLabel}
        </span>
        {/* The title wraps whole (three lines hold the longest seeded titles at a phone's card
            width): cutting it to two lines ended it mid-word. The clamp only guards extremes. */}
        <Heading className="line-clamp-3 leading-snug font-semibold text-pretty text-slate-900 group-hover:text-brand-700">
          <Link to={paths.resource(article.slug)} className={stretchedLink}>
            {article.title}
          </Link>
        </Heading>
        {article.subtitle ? <p className="line-clamp-2 text-sm text-slate-600">{article.subtitle}</p> : null}
        {meta ? <p className="mt-auto pt-1 text-xs text-slate-500">{meta}</p> : null}
      </div>
    </article>
  );
}

export function ArticleCardSkeleton({ layout = 'card' }: { layout?: 'card' | 'row' }) {
  if (layout === 'row') {
    return (
      <div aria-hidden className="flex items-center gap-4 p-4">
        <Skeleton className="size-16 shrink-0 rounded-lg sm:w-24" />
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton className="h-3 w-32" />
          <Skeleton className="h-4 w-3/4" />
        </div>
      </div>
    );
  }
  return (
    <div aria-hidden className="overflow-hidden rounded-card border border-slate-200 bg-white shadow-sm">
      <Skeleton className="aspect-video w-full rounded-none" />
      <div className="flex flex-col gap-2 p-4">
        <Skeleton className="h-4 w-16 rounded-full" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
      </div>
    </div>
  );
}
