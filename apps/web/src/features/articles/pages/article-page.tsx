import { articlesMessages } from '@pillars/shared/articles/messages';
import type { ArticleDetailResponse, ArticleTag } from '@pillars/shared/articles/schemas';
import { articleContentTypeLabels } from '@pillars/shared/domain-values';
import { useQueryClient } from '@tanstack/react-query';
import { ClockIcon, LightbulbIcon } from 'lucide-react';
import { useEffect, useId } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ArticleCard } from '@/components/article-card';
import { BackLink } from '@/components/back-link';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { PlaceDiscussion } from '@/components/community/deferred-place-discussion';
import { FallbackImage } from '@/components/fallback-image';
import { QueryState } from '@/components/query-state';
import { RichText } from '@/components/rich-text';
import { Skeleton, SkeletonGroup } from '@/components/skeleton';
import { UserAvatar } from '@/components/user-avatar';
import { formatDate } from '@/lib/format-date';
import { paths } from '@/lib/paths';
import { useToggleArticleBookmark } from '../api/bookmark-article';
import { useArticle } from '../api/get-article';
import { articleKeys } from '../api/keys';
import { useToggleArticleLike } from '../api/like-article';
import { ArticleActions } from '../components/article-actions';
import { ArticleDocument, ArticleVideo } from '../components/article-media';
import { ImageGallery } from '../components/image-gallery';
import { resourcesHref } from '../utils/resource-filters';

function BackToResources() {
  return <BackLink to={paths.resources} label="Back to Resources" />;
}

const layoutClass = 'grid grid-cols-1 items-start gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]';

function ArticleSkeleton() {
  return (
    <SkeletonGroup label="Loading article..." className={layoutClass}>
      <div className="flex flex-col gap-4">
        <Skeleton className="h-4 w-20 rounded-full" />
        <Skeleton className="h-9 w-4/5" />
        <Skeleton className="h-5 w-3/5" />
        <Skeleton className="h-10 w-64" />
        <Skeleton className="aspect-video w-full rounded-card" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
      </div>
      <Skeleton className="hidden h-80 rounded-card lg:block" />
    </SkeletonGroup>
  );
}

function TagLinks({
  label,
  tags,
  filter,
}: {
  label: string;
  tags: readonly ArticleTag[];
  filter: 'category' | 'topic';
}) {
  if (tags.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <span className="font-medium text-slate-700">{label}:</span>
      <ul className="flex flex-wrap gap-1.5">
        {tags.map((tag) => (
          <li key={tag.id}>
            <Link
              to={resourcesHref({ [filter]: tag.slug })}
              className="inline-block rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700 hover:bg-slate-200"
            >
              {tag.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function RelatedArticles({ related }: { related: ArticleDetailResponse['related'] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        Related
      </h2>
      {related.length === 0 ? (
        <p className="text-sm text-slate-500">No related resources yet.</p>
      ) : (
        <Card className="divide-y divide-slate-100 overflow-hidden">
          {related.map((article) => (
            <ArticleCard key={article.id} article={article} layout="row" />
          ))}
        </Card>
      )}
    </section>
  );
}

function ArticleContent({ page }: { page: ArticleDetailResponse }) {
  const { article } = page;
  const toggleLike = useToggleArticleLike(article.slug, article.id);
  const toggleBookmark = useToggleArticleBookmark(article.slug, article.id);
  const authorName = article.author ? `${article.author.firstName} ${article.author.lastName}`.trim() : null;
  const showsDocument = article.contentType === 'document' || article.contentType === 'presentation';

  return (
    <div className={layoutClass}>
      <title>{`${article.title} · Pillars`}</title>
      <article aria-labelledby="article-title" className="flex min-w-0 flex-col gap-6">
        <header className="flex flex-col gap-3">
          <span className="self-start rounded-full bg-accent-50 px-2.5 py-0.5 text-xs font-semibold text-accent-700">
            {articleContentTypeLabels[article.contentType]}
          </span>
          <h1
            id="article-title"
            className="text-2xl leading-tight font-bold tracking-tight text-balance text-slate-900 sm:text-3xl"
          >
            {article.title}
          </h1>
          {article.subtitle ? (
            <p className="text-base text-slate-600 sm:text-lg">{article.subtitle}</p>
          ) : null}
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-600">
            {article.author && authorName ? (
              <span className="flex items-center gap-2">
                <UserAvatar
                  firstName={article.author.firstName}
                  lastName={article.author.lastName}
                  avatarUrl={article.author.avatarUrl}
                  className="size-8"
                />
                <span className="font-medium text-slate-800">{authorName}</span>
              </span>
            ) : null}
            {article.publishedAt ? (
              <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time>
            ) : null}
            {article.estimatedReadTimeMinutes ? (
              <span className="flex items-center gap-1">
                <ClockIcon className="size-4" aria-hidden />
                {article.estimatedReadTimeMinutes} min read
              </span>
            ) : null}
          </div>
          <ArticleActions
            title={article.title}
            likeCount={page.likeCount}
            isLiked={page.isLiked}
            isBookmarked={page.isBookmarked}
            onToggleLike={() => toggleLike.mutate(!page.isLiked)}
            onToggleBookmark={() => toggleBookmark.mutate(!page.isBookmarked)}
          />
        </header>

        {article.featuredImageUrl ? (
          <FallbackImage
            src={article.featuredImageUrl}
            alt=""
            loading="eager"
            fetchPriority="high"
            fallback="none"
            className="aspect-video w-full rounded-card object-cover"
          />
        ) : null}

        {article.contentType === 'video' && article.videoUrl ? (
          <ArticleVideo
            videoUrl={article.videoUrl}
            title={article.title}
            posterUrl={article.featuredImageUrl}
          />
        ) : null}
        {showsDocument && article.documentUrl ? (
          <ArticleDocument documentUrl={article.documentUrl} title={article.title} />
        ) : null}

        <RichText html={article.body} />

        {article.proTip ? (
          <aside
            aria-label="Pro tip"
            className="flex gap-3 rounded-card border border-accent-200 bg-accent-50 p-4 sm:p-5"
          >
            <LightbulbIcon className="mt-0.5 size-5 shrink-0 text-accent-700" aria-hidden />
            <div>
              <p className="text-sm font-semibold text-accent-700">Pro Tip</p>
              <p className="mt-1 text-sm whitespace-pre-line text-slate-700">{article.proTip}</p>
            </div>
          </aside>
        ) : null}

        <ImageGallery images={article.contentImages} title={article.title} />

        <div className="flex flex-col gap-2">
          <TagLinks label="Categories" tags={article.categories} filter="category" />
          <TagLinks label="Topics" tags={article.topics} filter="topic" />
        </div>

        <Card className="p-4 sm:p-6">
          {/* The article's comments are its Community discussion (decision 055): replies, likes, live. */}
          <PlaceDiscussion place={{ kind: 'article', id: article.id }} />
        </Card>
      </article>

      <div className="flex flex-col gap-6 lg:sticky lg:top-24">
        {article.guru ? (
          <Card className="flex items-center gap-3 p-4">
            <FallbackImage
              src={article.guru.imageUrl}
              alt=""
              className="size-12 shrink-0 rounded-full object-cover"
            />
            <div className="min-w-0">
              <p className="text-xs font-medium text-slate-500">Guru</p>
              <Link
                to={paths.guru(article.guru.slug)}
                className="font-semibold text-brand-700 hover:underline"
              >
                {article.guru.name}
              </Link>
            </div>
          </Card>
        ) : null}
        <RelatedArticles related={page.related} />
      </div>
    </div>
  );
}

/** /resources/{slug}: the article, its media by type, like, bookmark, share, comments and related. */
export function ArticlePage() {
  const { slug = '' } = useParams();
  const query = useArticle(slug);
  const currentSlug = query.data?.article.slug;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // A renamed article's old address (decision 043): the server answers the article as it is
  // now, and the page moves to its current address, replacing the old one in the history.
  useEffect(() => {
    if (!query.data || currentSlug === undefined || currentSlug === slug) return;
    queryClient.setQueryData(articleKeys.article(currentSlug), query.data);
    navigate(paths.resource(currentSlug), { replace: true });
  }, [query.data, currentSlug, slug, queryClient, navigate]);
  return (
    <div className="flex flex-col gap-5">
      <BackToResources />
      <QueryState
        query={query}
        skeleton={<ArticleSkeleton />}
        documentTitle="All Resources"
        errorTitle={articlesMessages.articleLoadFailed}
        notFound={{
          title: articlesMessages.articleNotFound,
          description: 'This resource may have been moved or removed.',
        }}
        errorAction={
          <Button asChild>
            <Link to={paths.resources}>Back to Resources</Link>
          </Button>
        }
      >
        {(page) => <ArticleContent key={page.article.id} page={page} />}
      </QueryState>
    </div>
  );
}
