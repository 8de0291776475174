import {
  guruStatusFilterLabels,
  guruTypeFilterLabels,
  guruContentMessages as messages,
} from '@pillars/shared/gurus/content-messages';
import type {
  GuruArticleCard as Card,
  GuruArticlesFilters,
  GuruStatusFilter,
  GuruTypeFilter,
} from '@pillars/shared/gurus/content-schemas';
import { can } from '@pillars/shared/policies';
import { useQueryClient } from '@tanstack/react-query';
import { FileTextIcon, PlusIcon, UserRoundIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState, ResetFiltersButton } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { Pager } from '@/components/pager';
import { QueryState } from '@/components/query-state';
import { SearchField } from '@/components/search-field';
import { Skeleton, SkeletonGroup } from '@/components/skeleton';
import { serverMessageOr } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { useSearchText } from '@/lib/use-search-text';
import { useUrlSearchParams } from '@/lib/use-url-search-params';
import { cachedPolicyViewer } from '@/lib/viewer';
import { useDeleteGuruArticle } from '../api/delete-guru-article';
import { useGuruArticles } from '../api/get-guru-articles';
import { useSetGuruArticlePublished } from '../api/set-guru-article-published';
import { NoGuruProfileState, NotAGuruState } from '../components/guru-access-states';
import { GuruArticleCard } from '../components/guru-article-card';

const gridClass = 'grid grid-cols-1 gap-5 sm:grid-cols-2 xl:grid-cols-3';

const oneOf = <T extends string>(labels: Record<T, string>, value: string | null, fallback: T): T =>
  value !== null && Object.hasOwn(labels, value) ? (value as T) : fallback;

/** The list's state lives in the URL (?q=&status=&type=&page=): reload and Back keep it. */
function filtersOf(params: URLSearchParams): GuruArticlesFilters {
  const page = Number(params.get('page'));
  return {
    q: params.get('q')?.trim().slice(0, 200) || undefined,
    status: oneOf(guruStatusFilterLabels, params.get('status'), 'all'),
    type: oneOf(guruTypeFilterLabels, params.get('type'), 'all'),
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

function paramsOf(filters: GuruArticlesFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.status !== 'all') params.set('status', filters.status);
  if (filters.type !== 'all') params.set('type', filters.type);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** /gurus/articles (My Articles): a guru's own articles; the two access states otherwise. */
export function MyArticlesPage() {
  const viewer = cachedPolicyViewer(useQueryClient());
  if (!can(viewer, 'article.create')) {
    return (
      <>
        <PageHeader title={messages.title} />
        <NotAGuruState />
      </>
    );
  }
  return <GuruArticles />;
}

function GuruArticles() {
  const [searchParams, setSearchParams] = useUrlSearchParams();
  const filters = filtersOf(searchParams);
  const articles = useGuruArticles(filters);
  const [deleting, setDeleting] = useState<Card | null>(null);
  const publish = useSetGuruArticlePublished();
  const isSetUp = articles.data?.guru?.isActive === true;
  const isFiltered = Boolean(filters.q) || filters.status !== 'all' || filters.type !== 'all';

  const update = (change: Partial<GuruArticlesFilters>, options: { replace?: boolean } = {}) =>
    setSearchParams(
      (latest) => paramsOf({ ...filtersOf(latest), ...change, page: change.page ?? 1 }),
      options,
    );
  const reset = () => setSearchParams(new URLSearchParams());

  return (
    <>
      <PageHeader
        title={messages.title}
        description="Write, publish and manage your expert articles."
        actions={
          isSetUp ? (
            <>
              <Button asChild variant="outline">
                <Link to={paths.gurus}>
                  <UserRoundIcon aria-hidden />
                  My Guru Profile
                </Link>
              </Button>
              <Button asChild>
                <Link to={paths.guruArticleCreate}>
                  <PlusIcon aria-hidden />
                  New Article
                </Link>
              </Button>
            </>
          ) : null
        }
      />
      <QueryState
        query={articles}
        errorTitle={messages.loadFailed}
        skeleton={
          <SkeletonGroup label="Loading your articles" className={gridClass}>
            {['one', 'two', 'three'].map((key) => (
              <Skeleton key={key} className="h-80 w-full" />
            ))}
          </SkeletonGroup>
        }
      >
        {(data) =>
          !data.guru?.isActive ? (
            <NoGuruProfileState guru={data.guru} />
          ) : (
            <>
              <Filters filters={filters} isFiltered={isFiltered} onChange={update} onReset={reset} />
              {data.articles.length === 0 ? (
                <EmptyState
                  icon={FileTextIcon}
                  title={messages.noArticles}
                  description={isFiltered ? messages.adjustFilters : undefined}
                  action={
                    isFiltered ? (
                      <ResetFiltersButton onClick={reset} />
                    ) : (
                      <Button asChild>
                        <Link to={paths.guruArticleCreate}>
                          <PlusIcon aria-hidden />
                          {messages.createFirst}
                        </Link>
                      </Button>
                    )
                  }
                />
              ) : (
                <div className="flex flex-col gap-4" aria-busy={articles.isPlaceholderData || undefined}>
                  <p className="text-sm text-slate-600" role="status">
                    {data.total === 1 ? '1 article' : `${data.total} articles`}
                  </p>
                  <ul className={gridClass}>
                    {data.articles.map((article) => (
                      <li key={article.id}>
                        <GuruArticleCard
                          article={article}
                          isToggling={publish.isPending && publish.variables?.articleId === article.id}
                          onTogglePublished={() =>
                            publish.mutate({ articleId: article.id, isPublished: !article.isPublished })
                          }
                          onDelete={() => setDeleting(article)}
                        />
                      </li>
                    ))}
                  </ul>
                  <Pager result={data} onPage={(page) => update({ page })} />
                </div>
              )}
            </>
          )
        }
      </QueryState>
      <DeleteDialog article={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}

function ToggleGroup<Value extends string>({
  label,
  labels,
  value,
  onChange,
}: {
  label: string;
  labels: Record<Value, string>;
  value: Value;
  onChange: (value: Value) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium text-slate-900">{label}</legend>
      <div className="flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1">
        {(Object.entries(labels) as Array<[Value, string]>).map(([option, text]) => (
          <button
            key={option}
            type="button"
            aria-pressed={value === option}
            onClick={() => onChange(option)}
            className={cn(
              'rounded-md px-3 py-1.5 text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
              value === option ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-700 hover:text-slate-900',
            )}
          >
            {text}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

function Filters({
  filters,
  isFiltered,
  onChange,
  onReset,
}: {
  filters: GuruArticlesFilters;
  isFiltered: boolean;
  onChange: (change: Partial<GuruArticlesFilters>, options?: { replace?: boolean }) => void;
  onReset: () => void;
}) {
  const [search, setSearch] = useSearchText(filters.q ?? '', (settled) =>
    onChange({ q: settled || undefined }, { replace: true }),
  );
  return (
    <div className="mb-5 flex flex-col gap-4 lg:flex-row lg:flex-wrap lg:items-end">
      <SearchField
        label="Search"
        placeholder="Search your articles..."
        value={search}
        onChange={setSearch}
        className="min-w-0 lg:w-72"
      />
      <ToggleGroup<GuruStatusFilter>
        label="Status"
        labels={guruStatusFilterLabels}
        value={filters.status}
        onChange={(status) => onChange({ status })}
      />
      <ToggleGroup<GuruTypeFilter>
        label="Type"
        labels={guruTypeFilterLabels}
        value={filters.type}
        onChange={(type) => onChange({ type })}
      />
      <Button variant="outline" className="self-start lg:self-end" disabled={!isFiltered} onClick={onReset}>
        Reset Filters
      </Button>
    </div>
  );
}

function DeleteDialog({ article, onClose }: { article: Card | null; onClose: () => void }) {
  const remove = useDeleteGuruArticle();
  const [shown, setShown] = useState(article);
  if (article && article !== shown) setShown(article);
  return (
    <ConfirmDialog
      open={article !== null}
      onOpenChange={(open) => {
        if (!open) {
          remove.reset();
          onClose();
        }
      }}
      title="Delete Article"
      description={shown ? messages.deleteConfirm(shown.title) : ''}
      confirmLabel="Delete"
      isPending={remove.isPending}
      error={remove.isError ? serverMessageOr(remove.error, messages.deleteFailed) : undefined}
      onConfirm={() => {
        if (!article) return;
        remove.mutate(article.id, {
          onSuccess: () => {
            toast.success(messages.deleted);
            onClose();
          },
        });
      }}
    />
  );
}
