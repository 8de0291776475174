import { articleMagicEndpoints } from '@pillars/shared/ai/article-magic-endpoints';
import type { ArticleMagicFilters, ArticleMagicResponse } from '@pillars/shared/ai/article-magic-schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { articleMagicKeys } from './article-magic-keys';

/** One page of the table (10), and whether the server has an AI provider: the screen's one call. */
export function getArticleMagic(filters: ArticleMagicFilters): Promise<ArticleMagicResponse> {
  return callEndpoint(articleMagicEndpoints.listArticleMagic, { query: filters });
}

export function articleMagicQueryOptions(filters: ArticleMagicFilters) {
  return queryOptions({
    queryKey: articleMagicKeys.list(filters),
    queryFn: () => getArticleMagic(filters),
  });
}

/** The previous page stays on screen while the next one loads. */
export function useArticleMagic(filters: ArticleMagicFilters) {
  return useQuery({ ...articleMagicQueryOptions(filters), placeholderData: keepPreviousData });
}
