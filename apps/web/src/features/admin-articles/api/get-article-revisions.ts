import { articleRevisionEndpoints } from '@pillars/shared/articles/revision-endpoints';
import type { ArticleRevisionsResponse } from '@pillars/shared/articles/revision-schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { adminArticleKeys } from './admin-article-keys';

/** An article's earlier versions, newest first, 20 a page (issue 25). */
export function getArticleRevisions(articleId: string, page: number): Promise<ArticleRevisionsResponse> {
  return callEndpoint(articleRevisionEndpoints.listArticleRevisions, {
    params: { articleId },
    query: { page },
  });
}

export function articleRevisionsQueryOptions(articleId: string, page: number) {
  return queryOptions({
    queryKey: adminArticleKeys.revisionsPage(articleId, page),
    queryFn: () => getArticleRevisions(articleId, page),
    staleTime: 0,
  });
}

export function useArticleRevisions(articleId: string, page: number) {
  return useQuery({ ...articleRevisionsQueryOptions(articleId, page), placeholderData: keepPreviousData });
}
