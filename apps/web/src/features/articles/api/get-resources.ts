import { articlesEndpoints } from '@pillars/shared/articles/endpoints';
import type { ResourcesQuery, ResourcesResponse } from '@pillars/shared/articles/schemas';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import type { ResourceFilters } from '../utils/resource-filters';
import { articleKeys } from './keys';

/** One page (24) of the resources list for a view, with the filter options. */
export function getResources(filters: ResourceFilters, cursor?: string): Promise<ResourcesResponse> {
  const query: ResourcesQuery = {};
  if (filters.q) query.q = filters.q;
  if (filters.category) query.category = filters.category;
  if (filters.topic) query.topic = filters.topic;
  if (filters.type) query.type = filters.type;
  if (filters.isSaved) query.saved = 'true';
  if (filters.guru) query.guru = filters.guru;
  if (cursor) query.cursor = cursor;
  return callEndpoint(articlesEndpoints.listResources, { query });
}

export function resourcesQueryOptions(filters: ResourceFilters) {
  return infiniteQueryOptions({
    queryKey: articleKeys.resources(filters),
    queryFn: ({ pageParam }) => getResources(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });
}

/**
 * The resources list as pages that 'Load more' extends. While a new view loads, the last
 * one stays on screen (dimmed by the page) instead of flashing back to skeletons.
 */
export function useResources(filters: ResourceFilters) {
  return useInfiniteQuery({ ...resourcesQueryOptions(filters), placeholderData: keepPreviousData });
}
