import { articlesMessages } from '@pillars/shared/articles/messages';
import type { ResourcesResponse } from '@pillars/shared/articles/schemas';
import { pluralNoun } from '@pillars/shared/plural';
import type { InfiniteData } from '@tanstack/react-query';
import { LibraryIcon, LoaderCircleIcon, XIcon } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { Skeleton, SkeletonGroup } from '@/components/skeleton';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { useUrlSearchParams } from '@/lib/use-url-search-params';
import { useResources } from '../api/get-resources';
import { ResourceCard } from '../components/resource-card';
import { ResourceFiltersBar } from '../components/resource-filters-bar';
import {
  emptyResourceFilters,
  hasActiveFilters,
  type ResourceFilters,
  readResourceFilters,
  resourceFiltersToParams,
} from '../utils/resource-filters';

const gridClass = 'grid grid-cols-1 gap-5 sm:grid-cols-2 xl:grid-cols-3';

function ResourcesSkeleton() {
  return (
    <SkeletonGroup label="Loading resources..." className={gridClass}>
      {[1, 2, 3, 4, 5, 6].map((key) => (
        <div key={key} className="overflow-hidden rounded-card border border-slate-200 bg-white shadow-sm">
          <Skeleton className="aspect-video w-full rounded-none" />
          <div className="flex flex-col gap-2 p-4">
            <Skeleton className="h-4 w-24 rounded-full" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        </div>
      ))}
    </SkeletonGroup>
  );
}

function resultsSummary(count: number, hasMore: boolean, filters: ResourceFilters): string {
  const noun = pluralNoun(count, 'resource');
  const shown = hasMore ? `Showing the first ${count} ${noun}` : `${count} ${noun}`;
  return filters.q ? `${shown} for “${filters.q}”` : shown;
}

/** /resources: search, filters and 'Saved' in the URL; results 24 at a time with 'Load more'. */
export function ResourcesPage() {
  const [searchParams, setSearchParams] = useUrlSearchParams();
  const searchKey = searchParams.toString();
  // Parsed once per URL: the filters object stays the same between renders of one view.
  const filters = useMemo(() => readResourceFilters(new URLSearchParams(searchKey)), [searchKey]);
  const query = useResources(filters);
  const firstPage = query.data?.pages[0];

  const onChange = useCallback(
    (change: Partial<ResourceFilters>, options?: { replace?: boolean }) => {
      setSearchParams((latest) => resourceFiltersToParams({ ...readResourceFilters(latest), ...change }), {
        replace: options?.replace,
        preventScrollReset: true,
      });
    },
    [setSearchParams],
  );

  return (
    <>
      <PageHeader
        title="All Resources"
        description="Articles, documents, videos and presentations from our gurus."
        actions={
          <Button asChild variant="outline">
            <Link to={paths.gurus}>Meet the gurus</Link>
          </Button>
        }
      />
      <div className="flex flex-col gap-6">
        <ResourceFiltersBar
          filters={filters}
          categories={firstPage?.categories ?? []}
          topics={firstPage?.topics ?? []}
          onChange={onChange}
        />
        {filters.guru ? (
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-800">
            <p>
              Showing resources by <strong>{firstPage?.guru?.name ?? filters.guru}</strong>
            </p>
            <Button variant="ghost" size="sm" onClick={() => onChange({ guru: '' })}>
              <XIcon aria-hidden />
              Show all gurus
            </Button>
          </div>
        ) : null}
        <QueryState
          // A failed 'Load more' keeps the pages already shown (its error shows below them).
          query={{ ...query, isError: query.isError && !query.data }}
          skeleton={<ResourcesSkeleton />}
          errorTitle={articlesMessages.resourcesLoadFailed}
          isEmpty={(data) => data.pages[0]?.items.length === 0}
          empty={
            <EmptyState
              icon={LibraryIcon}
              title={articlesMessages.noResources}
              description={
                hasActiveFilters(filters)
                  ? 'No resources match this search and these filters.'
                  : 'Resources will appear here once they are published.'
              }
              action={
                hasActiveFilters(filters) ? (
                  <Button variant="outline" onClick={() => onChange(emptyResourceFilters)}>
                    Clear filters
                  </Button>
                ) : undefined
              }
            />
          }
        >
          {(data) => (
            <ResourceResults
              data={data}
              filters={filters}
              isUpdating={query.isPlaceholderData}
              hasNextPage={query.hasNextPage}
              isFetchingNextPage={query.isFetchingNextPage}
              hasNextPageFailed={query.isFetchNextPageError}
              onLoadMore={() => void query.fetchNextPage()}
            />
          )}
        </QueryState>
      </div>
    </>
  );
}

function ResourceResults({
  data,
  filters,
  isUpdating,
  hasNextPage,
  isFetchingNextPage,
  hasNextPageFailed,
  onLoadMore,
}: {
  data: InfiniteData<ResourcesResponse>;
  filters: ResourceFilters;
  isUpdating: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  hasNextPageFailed: boolean;
  onLoadMore: () => void;
}) {
  const items = data.pages.flatMap((page) => page.items);
  return (
    <section
      aria-label="Results"
      aria-busy={isUpdating || isFetchingNextPage}
      className="flex flex-col gap-5"
    >
      <p role="status" className="text-sm text-slate-600">
        {resultsSummary(items.length, hasNextPage, filters)}
      </p>
      <ul className={cn(gridClass, 'transition-opacity', isUpdating && 'opacity-60')}>
        {items.map((item) => (
          <li key={item.id}>
            <ResourceCard resource={item} />
          </li>
        ))}
      </ul>
      {hasNextPageFailed ? (
        <ErrorState
          title={articlesMessages.resourcesLoadFailed}
          action={<Button onClick={onLoadMore}>Try Again</Button>}
        />
      ) : hasNextPage ? (
        <div className="flex justify-center">
          <Button
            variant="outline"
            size="lg"
            onClick={() => {
              // Not `disabled`: the button keeps keyboard focus while the next page loads.
              if (!isFetchingNextPage) onLoadMore();
            }}
            aria-disabled={isFetchingNextPage}
          >
            {isFetchingNextPage ? <LoaderCircleIcon className="animate-spin" aria-hidden /> : null}
            {isFetchingNextPage ? 'Loading...' : 'Load more'}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
