import { articlesEndpoints } from '@pillars/shared/articles/endpoints';
import type { ArticleDetailResponse } from '@pillars/shared/articles/schemas';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { articleKeys } from './keys';

/** The article page in one call: article, likes, the member's like and bookmark, comments, related. */
export function getArticle(slug: string): Promise<ArticleDetailResponse> {
  return callEndpoint(articlesEndpoints.getArticle, { params: { slug } });
}

export function articleQueryOptions(slug: string) {
  return queryOptions({ queryKey: articleKeys.article(slug), queryFn: () => getArticle(slug) });
}

export function useArticle(slug: string) {
  return useQuery(articleQueryOptions(slug));
}

/** Changes the cached article page (an optimistic like, a new comment). */
export function updateCachedArticle(
  queryClient: QueryClient,
  slug: string,
  update: (page: ArticleDetailResponse) => ArticleDetailResponse,
): void {
  queryClient.setQueryData<ArticleDetailResponse>(articleKeys.article(slug), (page) =>
    page ? update(page) : page,
  );
}
