import { adminArticleEndpoints } from '@pillars/shared/articles/admin-endpoints';
import type { AdminArticlesFilters, AdminArticlesResponse } from '@pillars/shared/articles/admin-schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { adminArticleKeys } from './admin-article-keys';

/** One page of the admin table: searched, filtered, sorted and paged by the server. */
export function getAdminArticles(filters: AdminArticlesFilters): Promise<AdminArticlesResponse> {
  return callEndpoint(adminArticleEndpoints.listAdminArticles, { query: filters });
}

export function adminArticlesQueryOptions(filters: AdminArticlesFilters) {
  return queryOptions({
    queryKey: adminArticleKeys.list(filters),
    queryFn: () => getAdminArticles(filters),
  });
}

/** The previous page stays on screen while the next one loads (no flash of the skeleton). */
export function useAdminArticles(filters: AdminArticlesFilters) {
  return useQuery({ ...adminArticlesQueryOptions(filters), placeholderData: keepPreviousData });
}
