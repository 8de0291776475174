import {
  adminArticlePageSizes,
  adminFeaturedFilterLabels,
  adminPublishedFilterLabels,
  adminTypeFilterLabels,
  adminArticleMessages as messages,
} from '@pillars/shared/articles/admin-messages';
import type {
  AdminArticleRow,
  AdminArticleSort,
  AdminArticlesFilters,
} from '@pillars/shared/articles/admin-schemas';
import { articleContentTypeLabels } from '@pillars/shared/domain-values';
import { plural } from '@pillars/shared/plural';
import {
  ArrowDownIcon,
  ArrowUpDownIcon,
  ArrowUpIcon,
  ExternalLinkIcon,
  FileTextIcon,
  PencilIcon,
  PlusIcon,
  Trash2Icon,
} from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { BackLink } from '@/components/back-link';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState, ResetFiltersButton } from '@/components/empty-state';
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
import { useDeleteAdminArticle } from '../api/delete-admin-article';
import { useAdminArticles } from '../api/get-admin-articles';
import { useSetAdminArticleFlags } from '../api/set-admin-article-flags';
import { FlagSwitch } from '../components/flag-switch';
import {
  filtersFromSearchParams,
  searchParamsFromFilters,
  withFilterChange,
} from '../utils/admin-articles-search-params';
import { listReturnState } from '../utils/use-list-return-path';

const authorOf = (article: AdminArticleRow) =>
  article.guru?.name ??
  (article.author ? `${article.author.firstName} ${article.author.lastName}`.trim() : null) ??
  '—';

/** /admin/articles: the table, its search, filters, sort and pages, all in the URL. */
export function AdminArticlesPage() {
  const [searchParams, setSearchParams] = useUrlSearchParams();
  const filters = filtersFromSearchParams(searchParams);
  const articles = useAdminArticles(filters);
  const [deleting, setDeleting] = useState<AdminArticleRow | null>(null);

  const update = (change: Partial<AdminArticlesFilters>, options: { replace?: boolean } = {}) =>
    setSearchParams(
      (latest) => searchParamsFromFilters(withFilterChange(filtersFromSearchParams(latest), change)),
      options,
    );
  const isFiltered =
    Boolean(filters.q) || filters.published !== 'all' || filters.featured !== 'all' || filters.type !== 'all';

  return (
    <>
      <BackLink to={paths.admin} label="Back to Admin Dashboard" />
      <PageHeader
        title={messages.title}
        description="Create, edit, publish and feature articles."
        actions={
          <Button asChild>
            <Link
              to={paths.adminArticleCreate}
              state={listReturnState(searchParams.size ? `?${searchParams}` : '')}
            >
              <PlusIcon aria-hidden />
              Create Article
            </Link>
          </Button>
        }
      />
      <ListToolbar
        filters={filters}
        onChange={update}
        searchPlaceholder="Search articles..."
        selects={[
          { name: 'published', label: 'Status', options: adminPublishedFilterLabels },
          { name: 'featured', label: 'Featured', options: adminFeaturedFilterLabels },
          { name: 'type', label: 'Type', options: adminTypeFilterLabels },
        ]}
        className="mb-4 lg:grid-cols-[minmax(0,1fr)_10rem_10rem_10rem]"
      />
      <QueryState
        query={articles}
        errorTitle={messages.loadFailed}
        skeleton={<SkeletonList label="Loading articles" count={6} rowClassName="h-14 w-full" />}
      >
        {(data) =>
          data.articles.length === 0 ? (
            <EmptyState
              icon={FileTextIcon}
              title={messages.noArticles}
              description={
                isFiltered ? 'No articles match your search or filters.' : 'Create the first article.'
              }
              action={
                isFiltered ? (
                  <ResetFiltersButton onClick={() => setSearchParams(new URLSearchParams())} />
                ) : null
              }
            />
          ) : (
            <div className="flex flex-col gap-4" aria-busy={articles.isPlaceholderData || undefined}>
              <ArticlesTable
                articles={data.articles}
                filters={filters}
                onSort={(sort) =>
                  update({
                    sort,
                    direction: filters.sort === sort && filters.direction === 'desc' ? 'asc' : 'desc',
                  })
                }
                onDelete={setDeleting}
              />
              <Pager
                result={data}
                onPage={(page) => update({ page })}
                hasRange
                pageSizes={adminArticlePageSizes}
                onPageSize={(pageSize) => update({ pageSize })}
              />
            </div>
          )
        }
      </QueryState>
      <DeleteArticleDialog article={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}

const sortableColumns: Array<{ sort: AdminArticleSort; label: string }> = [
  { sort: 'title', label: 'Title' },
  { sort: 'createdAt', label: 'Created' },
  { sort: 'publishedAt', label: 'Published' },
];

function SortHeader({
  sort,
  label,
  filters,
  onSort,
}: {
  sort: AdminArticleSort;
  label: string;
  filters: AdminArticlesFilters;
  onSort: (sort: AdminArticleSort) => void;
}) {
  const isActive = filters.sort === sort;
  const Icon = !isActive ? ArrowUpDownIcon : filters.direction === 'asc' ? ArrowUpIcon : ArrowDownIcon;
  return (
    <th
      scope="col"
      aria-sort={isActive ? (filters.direction === 'asc' ? 'ascending' : 'descending') : undefined}
      className="px-3 py-2 text-left font-semibold"
    >
      <button
        type="button"
        onClick={() => onSort(sort)}
        aria-label={`Sort by ${label}`}
        className="inline-flex items-center gap-1 rounded outline-none hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-brand-500"
      >
        {label}
        <Icon className="size-3.5" aria-hidden />
      </button>
    </th>
  );
}

function ArticlesTable({
  articles,
  filters,
  onSort,
  onDelete,
}: {
  articles: AdminArticleRow[];
  filters: AdminArticlesFilters;
  onSort: (sort: AdminArticleSort) => void;
  onDelete: (article: AdminArticleRow) => void;
}) {
  const flags = useSetAdminArticleFlags();
  const returnState = listReturnState(useLocation().search);
  const toggle = (article: AdminArticleRow, flag: 'isPublished' | 'isFeatured') =>
    flags.mutate({ articleId: article.id, flags: { [flag]: !article[flag] } });

  const switches = (article: AdminArticleRow) => ({
    published: (
      <FlagSwitch
        label={`Published: ${article.title}`}
        isOn={article.isPublished}
        onToggle={() => toggle(article, 'isPublished')}
      />
    ),
    featured: (
      <FlagSwitch
        label={`Featured: ${article.title}`}
        isOn={article.isFeatured}
        onToggle={() => toggle(article, 'isFeatured')}
      />
    ),
  });
  const actions = (article: AdminArticleRow) => (
    <div className="flex items-center gap-1">
      <Button asChild variant="ghost" size="icon" title="Edit">
        <Link
          to={paths.adminArticleEdit(article.id)}
          state={returnState}
          aria-label={`Edit ${article.title}`}
        >
          <PencilIcon aria-hidden />
        </Link>
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
      <Button
        variant="ghost"
        size="icon"
        title="Delete"
        aria-label={`Delete ${article.title}`}
        onClick={() => onDelete(article)}
      >
        <Trash2Icon aria-hidden className="text-red-600" />
      </Button>
    </div>
  );
  const tags = (article: AdminArticleRow) =>
    article.categories.length ? article.categories.map((category) => category.name).join(', ') : '—';

  return (
    <>
      {/* Wide screens: the table. */}
      <Card className="hidden overflow-x-auto md:block">
        <table className="w-full text-sm">
          <caption className="sr-only">Articles</caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-slate-700">
            <tr>
              <SortHeader sort="title" label="Title" filters={filters} onSort={onSort} />
              {['Author', 'Categories', 'Published', 'Featured'].map((column) => (
                <th key={column} scope="col" className="px-3 py-2 text-left font-semibold">
                  {column}
                </th>
              ))}
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                Likes
              </th>
              {sortableColumns.slice(1).map((column) => (
                <SortHeader
                  key={column.sort}
                  sort={column.sort}
                  label={column.sort === 'publishedAt' ? 'Published on' : 'Created'}
                  filters={filters}
                  onSort={onSort}
                />
              ))}
              <th scope="col" className="px-3 py-2 text-left font-semibold">
                Actions
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {articles.map((article) => {
              const { published, featured } = switches(article);
              return (
                <tr key={article.id} className="align-middle">
                  <td className="max-w-64 px-3 py-2">
                    <Link
                      to={paths.adminArticleEdit(article.id)}
                      state={returnState}
                      className="font-medium text-slate-900 hover:underline"
                    >
                      {article.title}
                    </Link>
                    {/* The type sits under the title, not in a column of its own: at 1440 px the
                        table keeps its Actions in view (issue 21). */}
                    <p className="truncate text-xs text-slate-500">
                      {articleContentTypeLabels[article.contentType]} · /{article.slug}
                    </p>
                  </td>
                  <td className="px-3 py-2">{authorOf(article)}</td>
                  <td className="max-w-48 px-3 py-2 text-slate-700">{tags(article)}</td>
                  <td className="px-3 py-2">{published}</td>
                  <td className="px-3 py-2">{featured}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{article.likeCount}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{formatDate(article.createdAt)}</td>
                  <td className="px-3 py-2">
                    {article.publishedAt ? (
                      <span className="whitespace-nowrap">{formatDate(article.publishedAt)}</span>
                    ) : (
                      'Not published'
                    )}
                  </td>
                  <td className="px-3 py-2">{actions(article)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </Card>
      {/* Phones: a card per article. */}
      <div className="flex flex-col gap-2 md:hidden">
        <fieldset className="flex flex-wrap items-center gap-2">
          <legend className="sr-only">Sort by</legend>
          {sortableColumns.map((column) => (
            <Button
              key={column.sort}
              variant={filters.sort === column.sort ? 'secondary' : 'outline'}
              size="sm"
              aria-pressed={filters.sort === column.sort}
              onClick={() => onSort(column.sort)}
            >
              {column.label}
              {filters.sort === column.sort ? (
                filters.direction === 'asc' ? (
                  <ArrowUpIcon aria-label="ascending" />
                ) : (
                  <ArrowDownIcon aria-label="descending" />
                )
              ) : null}
            </Button>
          ))}
        </fieldset>
        <ul aria-label="Articles" className="flex flex-col gap-3">
          {articles.map((article) => {
            const { published, featured } = switches(article);
            return (
              <li key={article.id}>
                <Card className="flex flex-col gap-2 p-4 text-sm">
                  <Link
                    to={paths.adminArticleEdit(article.id)}
                    state={returnState}
                    className="font-semibold break-words text-slate-900 hover:underline"
                  >
                    {article.title}
                  </Link>
                  <p className="text-slate-600">
                    {articleContentTypeLabels[article.contentType]} · {authorOf(article)} ·{' '}
                    {plural(article.likeCount, 'like')}
                  </p>
                  <p className="text-slate-600">{tags(article)}</p>
                  <p className="text-xs text-slate-500">
                    Created {formatDate(article.createdAt)} ·{' '}
                    {article.publishedAt ? `Published ${formatDate(article.publishedAt)}` : 'Not published'}
                  </p>
                  <div className="flex flex-wrap items-center justify-between gap-3">
                    <div className="flex items-center gap-4">
                      <span className="flex items-center gap-2">Published {published}</span>
                      <span className="flex items-center gap-2">Featured {featured}</span>
                    </div>
                    {actions(article)}
                  </div>
                </Card>
              </li>
            );
          })}
        </ul>
      </div>
    </>
  );
}

function DeleteArticleDialog({ article, onClose }: { article: AdminArticleRow | null; onClose: () => void }) {
  const remove = useDeleteAdminArticle();
  const [error, setError] = useState<string>();
  return (
    <ConfirmDialog
      open={article !== null}
      onOpenChange={(open) => {
        if (!open) {
          setError(undefined);
          onClose();
        }
      }}
      title="Delete article"
      description={
        article ? (
          <>
            <p>Are you sure you want to delete "{article.title}"? This action cannot be undone.</p>
            <p className="mt-2">
              Its {plural(article.commentCount, 'comment')}, {plural(article.likeCount, 'like')} and{' '}
              {plural(article.bookmarkCount, 'bookmark')} will be deleted with it.
            </p>
          </>
        ) : null
      }
      confirmLabel="Delete Article"
      isPending={remove.isPending}
      error={error}
      onConfirm={() => {
        if (!article) return;
        setError(undefined);
        remove.mutate(article.id, {
          onSuccess: () => {
            toast.success(messages.deleted);
            onClose();
          },
          onError: (failure) => setError(serverMessageOr(failure, messages.deleteFailed)),
        });
      }}
    />
  );
}
