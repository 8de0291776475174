import type { ResourceItem } from '@pillars/shared/articles/schemas';
import { articleContentTypeLabels } from '@pillars/shared/domain-values';
import { Link } from 'react-router';
import { FallbackImage } from '@/components/fallback-image';
import { formatDate } from '@/lib/format-date';
import { paths } from '@/lib/paths';
import { HighlightedText } from './highlighted-text';

/**
 * One result of the resources list: picture, type, date, the title (its matched words
 * marked during a search), a passage with the matches or the subtitle, author and read time,
 * and its topics. The title's link stretches over the whole card.
 */
export function ResourceCard({ resource }: { resource: ResourceItem }) {
  const { highlight } = resource;
  const author = resource.author ? `${resource.author.firstName} ${resource.author.lastName}`.trim() : '';
  const meta = [
    author,
    resource.estimatedReadTimeMinutes ? `${resource.estimatedReadTimeMinutes} min read` : '',
  ]
    .filter(Boolean)
    .join(' · ');
  const hasSnippet = highlight?.snippet.some((segment) => segment.text.trim() !== '') ?? false;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-card border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand-500 has-[a:focus-visible]:ring-offset-2">
      <FallbackImage src={resource.featuredImageUrl} alt="" className="aspect-video w-full object-cover" />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="flex flex-wrap items-center gap-x-2 text-xs text-slate-500">
          <span className="rounded-full bg-accent-50 px-2 py-0.5 font-semibold text-accent-700">
            {articleContentTypeLabels[resource.contentType]}
          </span>
          {resource.publishedAt ? <span>{formatDate(resource.publishedAt)}</span> : null}
        </p>
        <h2 className="leading-snug font-semibold text-pretty text-slate-900 group-hover:text-brand-700">
          <Link
            to={paths.resource(resource.slug)}
            className='outline-none after:absolute after:inset-0 after:content-[""]'
          >
            {highlight ? <HighlightedText segments={highlight.title} /> : resource.title}
          </Link>
        </h2>
        {hasSnippet && highlight ? (
          <p className="line-clamp-3 text-sm text-slate-600">
            <HighlightedText segments={highlight.snippet} />
          </p>
        ) : resource.subtitle ? (
          <p className="line-clamp-2 text-sm text-slate-600">{resource.subtitle}</p>
        ) : null}
        {resource.topics.length > 0 ? (
          <ul aria-label="Topics" className="flex flex-wrap gap-1.5">
            {resource.topics.map((topic) => (
              <li key={topic.id} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
                {topic.name}
              </li>
            ))}
          </ul>
        ) : null}
        {meta ? <p className="mt-auto pt-1 text-xs text-slate-500">{meta}</p> : null}
      </div>
    </article>
  );
}
