import { guruContentEndpoints } from '@pillars/shared/gurus/content-endpoints';
import type { GuruArticlesFilters, GuruArticlesResponse } from '@pillars/shared/gurus/content-schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { guruContentKeys } from './guru-content-keys';

/** My Articles' one request: the guru record (its states) and one page of its articles. */
export function getGuruArticles(filters: GuruArticlesFilters): Promise<GuruArticlesResponse> {
  return callEndpoint(guruContentEndpoints.listGuruArticles, { query: filters });
}

export function guruArticlesQueryOptions(filters: GuruArticlesFilters) {
  return queryOptions({ queryKey: guruContentKeys.list(filters), queryFn: () => getGuruArticles(filters) });
}

/** The previous answer stays on screen while a new search or filter loads. */
export function useGuruArticles(filters: GuruArticlesFilters, { enabled = true } = {}) {
  return useQuery({ ...guruArticlesQueryOptions(filters), placeholderData: keepPreviousData, enabled });
}
