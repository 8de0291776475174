import { articleContentTypeLabels } from '@pillars/shared/domain-values';
import { guruContentMessages as messages } from '@pillars/shared/gurus/content-messages';
import type { GuruArticleCard as Card } from '@pillars/shared/gurus/content-schemas';
import { plural } from '@pillars/shared/plural';
import { ExternalLinkIcon, EyeIcon, EyeOffIcon, HeartIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/button';
import { FallbackImage } from '@/components/fallback-image';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format-date';
import { paths } from '@/lib/paths';

const badgeClass = 'rounded-full px-2.5 py-0.5 text-xs font-medium';

/** One card of My Articles (spec 02 section 2): what it is, where it stands, what can be done. */
export function GuruArticleCard({
  article,
  isToggling,
  onTogglePublished,
  onDelete,
}: {
  article: Card;
  isToggling: boolean;
  onTogglePublished: () => void;
  onDelete: () => void;
}) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-card border border-slate-200 bg-white shadow-sm">
      <FallbackImage src={article.featuredImageUrl} alt="" className="aspect-video w-full object-cover" />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap gap-1.5">
          <span className={cn(badgeClass, 'bg-slate-100 text-slate-700')}>
            {articleContentTypeLabels[article.contentType]}
          </span>
          <span
            className={cn(
              badgeClass,
              article.isPublished ? 'bg-green-100 text-green-800' : 'bg-amber-100 text-amber-900',
            )}
          >
            {article.isPublished ? 'Published' : 'Draft'}
          </span>
        </div>
        <h2 className="text-base font-semibold break-words text-slate-900">{article.title}</h2>
        {article.subtitle ? <p className="line-clamp-2 text-sm text-slate-600">{article.subtitle}</p> : null}
        <p className="text-xs text-slate-500">
          {article.publishedAt ? `Published ${formatDate(article.publishedAt)}` : messages.notPublished}
        </p>
        {article.categories.length ? (
          <ul aria-label="Categories" className="flex flex-wrap gap-1.5">
            {article.categories.map((category) => (
              <li key={category.id} className={cn(badgeClass, 'bg-brand-50 text-brand-700')}>
                {category.name}
              </li>
            ))}
          </ul>
        ) : null}
        {article.likeCount > 0 ? (
          <p className="flex items-center gap-1 text-xs text-slate-600">
            <HeartIcon className="size-3.5 text-red-500" aria-hidden />
            {plural(article.likeCount, 'like')}
          </p>
        ) : null}
        <div className="mt-auto flex flex-wrap items-center gap-1 border-t border-slate-100 pt-3">
          <Button variant="outline" size="sm" disabled={isToggling} onClick={onTogglePublished}>
            {article.isPublished ? <EyeOffIcon aria-hidden /> : <EyeIcon aria-hidden />}
            {article.isPublished ? 'Unpublish' : 'Publish'}
            <span className="sr-only"> {article.title}</span>
          </Button>
          <Button asChild variant="ghost" size="icon" title="View">
            <a
              href={paths.resource(article.slug)}
              target="_blank"
              rel="noreferrer"
              aria-label={`View ${article.title} (opens in a new tab)`}
            >
              <ExternalLinkIcon aria-hidden />
            </a>
          </Button>
          <Button asChild variant="ghost" size="icon" title="Edit">
            <Link to={paths.guruArticleEdit(article.id)} aria-label={`Edit ${article.title}`}>
              <PencilIcon aria-hidden />
            </Link>
          </Button>
          <Button
            variant="ghost"
            size="icon"
            title="Delete"
            aria-label={`Delete ${article.title}`}
            onClick={onDelete}
          >
            <Trash2Icon aria-hidden className="text-red-600" />
          </Button>
        </div>
      </div>
    </article>
  );
}
