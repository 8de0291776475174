import {
  articleMagicSortLabels,
  articleMagicStatusLabels,
  articleMagicSubtitleLength,
  articleMagicTopicChips,
  articleMagicTopicsLabels,
  articleMagicTypeLabels,
  articleMagicMessages as messages,
} from '@pillars/shared/ai/article-magic-messages';
import type { ArticleMagicFilters, ArticleMagicRow } from '@pillars/shared/ai/article-magic-schemas';
import { articleContentTypeLabels } from '@pillars/shared/domain-values';
import {
  FileTextIcon,
  InfoIcon,
  LoaderCircleIcon,
  PencilIcon,
  SparklesIcon,
  TriangleAlertIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { BackLink } from '@/components/back-link';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { EmptyState } from '@/components/empty-state';
import { ListToolbar } from '@/components/list-toolbar';
import { PageHeader } from '@/components/page-header';
import { Pager } from '@/components/pager';
import { QueryState } from '@/components/query-state';
import { SkeletonList } from '@/components/skeleton';
import { serverMessageOr } from '@/lib/api-client';
import { formatDate } from '@/lib/format-date';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { useUrlSearchParams } from '@/lib/use-url-search-params';
import { useArticleMagic } from '../api/get-article-magic';
import { useSaveEnhancedArticle } from '../api/save-enhanced-article';
import { EnhancementPreview } from '../components/enhancement-preview';
import {
  filtersFromSearchParams,
  hasActiveFilters,
  searchParamsFrom,
} from '../utils/article-magic-search-params';
import { type EnhancementState, useEnhancements } from '../utils/use-enhancements';

const truncate = (text: string, length: number) =>
  text.length > length ? `${text.slice(0, length)}...` : text;
const authorOf = (article: ArticleMagicRow) =>
  article.author
    ? `${article.author.firstName} ${article.author.lastName}`.trim() || messages.noAuthor
    : messages.noAuthor;

/** /admin/article-magic (spec 02): the articles to enhance, each row with its own enhancement. */
export function ArticleMagicPage() {
  const [searchParams, setSearchParams] = useUrlSearchParams();
  const filters = filtersFromSearchParams(searchParams);
  const list = useArticleMagic(filters);
  const enhancements = useEnhancements();
  const update = (change: Partial<ArticleMagicFilters>, options: { replace?: boolean } = {}) =>
    setSearchParams((latest) => searchParamsFrom(filtersFromSearchParams(latest), change), options);

  return (
    <>
      <BackLink to={paths.admin} label={messages.backToAdmin} />
      <PageHeader title={messages.title} description={messages.subtitle} />
      {list.data && !list.data.ai.isConfigured ? (
        <div
          role="alert"
          className="mb-4 flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
        >
          <TriangleAlertIcon className="mt-0.5 size-5 shrink-0" aria-hidden />
          <div>
            <p className="font-semibold">{messages.notConfiguredTitle}</p>
            <p className="mt-1">{messages.notConfigured}</p>
            <p className="mt-1 break-words">
              {list.data.ai.settings.map((name) => (
                <code key={name} className="mr-2 rounded bg-amber-100 px-1.5 py-0.5">
                  {name}
                </code>
              ))}
            </p>
          </div>
        </div>
      ) : null}
      <div className="mb-4 flex flex-col gap-3">
        <ListToolbar
          filters={filters}
          onChange={update}
          searchLabel={messages.searchLabel}
          searchPlaceholder={messages.searchPlaceholder}
          selects={[
            { name: 'type', label: 'Content type', options: articleMagicTypeLabels },
            { name: 'topics', label: 'Topics', options: articleMagicTopicsLabels },
            { name: 'status', label: 'Status', options: articleMagicStatusLabels },
            { name: 'sort', label: 'Sort', options: articleMagicSortLabels },
          ]}
          className="lg:grid-cols-[minmax(0,1fr)_9.5rem_9.5rem_9.5rem_9.5rem]"
        />
        {hasActiveFilters(filters) ? (
          <div>
            <Button variant="outline" size="sm" onClick={() => setSearchParams(new URLSearchParams())}>
              {messages.resetFilters}
            </Button>
          </div>
        ) : null}
      </div>
      <HowItWorks model={list.data?.ai.model ?? null} />
      <QueryState
        query={list}
        errorTitle={messages.loadFailed}
        skeleton={<SkeletonList label="Loading articles" count={6} rowClassName="h-14 w-full" />}
      >
        {(data) => (
          <div className="flex flex-col gap-4" aria-busy={list.isPlaceholderData || undefined}>
            <p className="text-sm font-medium text-slate-700" aria-live="polite">
              {messages.found(data.total)}
            </p>
            {data.articles.length === 0 ? (
              <EmptyState
                icon={FileTextIcon}
                title={messages.noArticles}
                description={
                  hasActiveFilters(filters) ? 'No articles match your search or filters.' : undefined
                }
              />
            ) : (
              <>
                <ArticlesTable
                  articles={data.articles}
                  canEnhance={data.ai.isConfigured}
                  enhancements={enhancements}
                />
                {/* 10 a page (spec 02 section 9): Previous, the page numbers, Next and 'Showing X to Y of Z results'. */}
                <Pager result={data} onPage={(page) => update({ page })} hasRange hasPageNumbers />
              </>
            )}
          </div>
        )}
      </QueryState>
    </>
  );
}

function HowItWorks({ model }: { model: string | null }) {
  return (
    <section
      aria-labelledby="how-article-magic-works"
      className="mb-4 rounded-lg border border-brand-100 bg-brand-50 p-4 text-sm text-slate-700"
    >
      <h2 id="how-article-magic-works" className="flex items-center gap-2 font-semibold text-slate-900">
        <InfoIcon className="size-4 text-brand-700" aria-hidden />
        {messages.howItWorksTitle}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {messages.howItWorks.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {model ? <p className="mt-2 text-xs text-slate-600">{messages.model(model)}</p> : null}
    </section>
  );
}

function TopicChips({ article }: { article: ArticleMagicRow }) {
  if (article.topics.length === 0) return <span className="text-slate-500">{messages.noTopics}</span>;
  const shown = article.topics.slice(0, articleMagicTopicChips);
  const more = article.topics.length - shown.length;
  return (
    <span className="flex flex-wrap items-center gap-1">
      {shown.map((topic) => (
        <span key={topic.id} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
          {topic.name}
        </span>
      ))}
      {more > 0 ? <span className="text-xs text-slate-600">{messages.moreTopics(more)}</span> : null}
    </span>
  );
}

type Enhancements = ReturnType<typeof useEnhancements>;

/** The row's buttons for its state (spec 02 section 4), and the edit link. */
function RowActions({
  article,
  state,
  canEnhance,
  enhancements,
}: {
  article: ArticleMagicRow;
  state: EnhancementState | undefined;
  canEnhance: boolean;
  enhancements: Enhancements;
}) {
  const save = useSaveEnhancedArticle();
  const onSave = () => {
    if (state?.status !== 'success') return;
    const { enhanced, chosenTopicIds } = state;
    enhancements.update(article.id, (current) =>
      current.status === 'success' ? { ...current, isSaving: true } : current,
    );
    save.mutate(
      {
        articleId: article.id,
        body: {
          title: enhanced.title,
          subtitle: enhanced.subtitle,
          featuredImageUrl: enhanced.featuredImageUrl,
          proTip: enhanced.proTip,
          body: enhanced.body,
          topicIds: chosenTopicIds,
        },
      },
      {
        onSuccess: () => {
          enhancements.set(article.id, null);
          toast.success(messages.saved);
        },
        onError: (error) =>
          enhancements.set(article.id, {
            status: 'error',
            message: serverMessageOr(error, messages.saveFailed),
          }),
      },
    );
  };
  const edit = (
    <Button asChild variant="ghost" size="sm">
      <Link to={paths.adminArticleEdit(article.id)} aria-label={`${messages.edit} ${article.title}`}>
        <PencilIcon aria-hidden />
        {messages.edit}
      </Link>
    </Button>
  );
  if (state?.status === 'enhancing') {
    return (
      <div className="flex flex-wrap items-center gap-2">
        <Button size="sm" disabled>
          <LoaderCircleIcon className="animate-spin" aria-hidden />
          {messages.enhancing}
        </Button>
        <Button variant="outline" size="sm" onClick={() => enhancements.cancel(article.id)}>
          {messages.cancel}
        </Button>
        {edit}
      </div>
    );
  }
  if (state?.status === 'success') {
    return (
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="outline"
          size="sm"
          aria-expanded={state.isPreviewOpen}
          onClick={() =>
            enhancements.update(article.id, (current) =>
              current.status === 'success' ? { ...current, isPreviewOpen: !current.isPreviewOpen } : current,
            )
          }
        >
          {state.isPreviewOpen ? messages.hidePreview : messages.previewChanges}
        </Button>
        <Button size="sm" onClick={onSave} disabled={state.isSaving}>
          {state.isSaving ? messages.saving : messages.saveChanges}
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={state.isSaving}
          onClick={() => enhancements.cancel(article.id)}
        >
          {messages.cancel}
        </Button>
        {edit}
      </div>
    );
  }
  if (state?.status === 'error') {
    return (
      <div className="flex flex-wrap items-center gap-2">
        <Button size="sm" onClick={() => enhancements.start(article.id)}>
          {messages.tryAgain}
        </Button>
        <Button variant="outline" size="sm" onClick={() => enhancements.cancel(article.id)}>
          {messages.cancel}
        </Button>
        {edit}
      </div>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button
        size="sm"
        disabled={!canEnhance}
        aria-label={`${messages.enhance}: ${article.title}`}
        onClick={() => enhancements.start(article.id)}
      >
        <SparklesIcon aria-hidden />
        <span className="hidden sm:inline">{messages.enhance}</span>
        <span className="sm:hidden">{messages.enhanceShort}</span>
      </Button>
      {edit}
    </div>
  );
}

/** The title's value as the AI writes it, read from the unfinished JSON (shown while it streams). */
function partialTitle(received: string): string | null {
  const match = /"title"\s*:\s*"((?:[^"\\]|\\.)*)/.exec(received);
  if (!match) return null;
  try {
    return JSON.parse(`"${match[1]!.replace(/\\$/, '')}"`) as string;
  } catch {
    return match[1]!;
  }
}

/** Under the row: the answer arriving, the error, or the preview. */
function RowDetail({
  article,
  state,
  enhancements,
}: {
  article: ArticleMagicRow;
  state: EnhancementState;
  enhancements: Enhancements;
}) {
  if (state.status === 'enhancing') {
    const title = partialTitle(state.received);
    return (
      <div className="flex flex-col gap-1 text-sm text-slate-700" aria-live="polite">
        {state.isRetrying ? <p className="text-amber-800">{messages.retrying}</p> : null}
        <p>{messages.receiving(state.received.length)}</p>
        {title ? <p className="font-medium break-words text-slate-900">{title}</p> : null}
        <pre
          aria-hidden
          className="max-h-24 overflow-hidden rounded bg-slate-900 p-2 text-xs whitespace-pre-wrap break-all text-slate-100"
        >
          {state.received.slice(-400) || ' '}
        </pre>
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <p role="alert" className="text-sm text-red-700">
        {messages.errorRow(state.message)}
      </p>
    );
  }
  if (!state.isPreviewOpen) return null;
  return (
    <EnhancementPreview
      original={state.original}
      enhanced={state.enhanced}
      chosenTopicIds={state.chosenTopicIds}
      onToggleTopic={(topicId) =>
        enhancements.update(article.id, (current) =>
          current.status === 'success'
            ? {
                ...current,
                chosenTopicIds: current.chosenTopicIds.includes(topicId)
                  ? current.chosenTopicIds.filter((id) => id !== topicId)
                  : [...current.chosenTopicIds, topicId],
              }
            : current,
        )
      }
    />
  );
}

function ArticlesTable({
  articles,
  canEnhance,
  enhancements,
}: {
  articles: ArticleMagicRow[];
  canEnhance: boolean;
  enhancements: Enhancements;
}) {
  const columns = messages.columns;
  const hasDetail = (state: EnhancementState | undefined) =>
    state !== undefined && (state.status !== 'success' || state.isPreviewOpen);
  return (
    <>
      {/* Wide screens: the table. */}
      <Card className="hidden overflow-x-auto lg:block">
        <table className="w-full text-sm">
          <caption className="sr-only">Articles</caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-slate-700">
            <tr>
              {[
                columns.title,
                columns.author,
                columns.type,
                columns.topics,
                columns.updated,
                columns.actions,
              ].map((name) => (
                <th key={name} scope="col" className="px-3 py-2 text-left font-semibold">
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          {articles.map((article) => {
            const state = enhancements.states[article.id];
            return (
              <tbody key={article.id} className="border-b border-slate-100 last:border-b-0">
                <tr className="align-top">
                  <td className="max-w-80 px-3 py-3">
                    <p className="font-medium break-words text-slate-900">{article.title}</p>
                    {article.subtitle ? (
                      <p className="text-xs text-slate-600">
                        {truncate(article.subtitle, articleMagicSubtitleLength)}
                      </p>
                    ) : null}
                  </td>
                  <td className="px-3 py-3">{authorOf(article)}</td>
                  <td className="px-3 py-3">{articleContentTypeLabels[article.contentType]}</td>
                  <td className="px-3 py-3">
                    <TopicChips article={article} />
                  </td>
                  <td className="px-3 py-3 whitespace-nowrap">{formatDate(article.updatedAt)}</td>
                  <td className="px-3 py-3">
                    <RowActions
                      article={article}
                      state={state}
                      canEnhance={canEnhance}
                      enhancements={enhancements}
                    />
                  </td>
                </tr>
                {state && hasDetail(state) ? (
                  <tr>
                    <td colSpan={6} className="bg-slate-50 px-3 py-3">
                      <RowDetail article={article} state={state} enhancements={enhancements} />
                    </td>
                  </tr>
                ) : null}
              </tbody>
            );
          })}
        </table>
      </Card>
      {/* Phones and tablets: a card per article. */}
      <ul aria-label="Articles" className="flex flex-col gap-3 lg:hidden">
        {articles.map((article) => {
          const state = enhancements.states[article.id];
          return (
            <li key={article.id}>
              <Card className="flex flex-col gap-2 p-4 text-sm">
                <p className="font-semibold break-words text-slate-900">{article.title}</p>
                {article.subtitle ? (
                  <p className="break-words text-slate-600">
                    {truncate(article.subtitle, articleMagicSubtitleLength)}
                  </p>
                ) : null}
                <p className="text-slate-600">
                  {articleContentTypeLabels[article.contentType]} · {authorOf(article)} ·{' '}
                  {messages.columns.updated} {formatDate(article.updatedAt)}
                </p>
                <TopicChips article={article} />
                <RowActions
                  article={article}
                  state={state}
                  canEnhance={canEnhance}
                  enhancements={enhancements}
                />
                {state && hasDetail(state) ? (
                  <div className="mt-2 border-t border-slate-200 pt-3">
                    <RowDetail article={article} state={state} enhancements={enhancements} />
                  </div>
                ) : null}
              </Card>
            </li>
          );
        })}
      </ul>
    </>
  );
}
