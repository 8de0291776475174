import { adminArticleEndpoints } from '@pillars/shared/articles/admin-endpoints';
import type { AdminArticleFormResponse, AdminArticleOptions } from '@pillars/shared/articles/admin-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { adminArticleKeys } from './admin-article-keys';

/** The create form's one request: the categories, topics and gurus to choose from. */
export function getAdminArticleOptions(): Promise<AdminArticleOptions> {
  return callEndpoint(adminArticleEndpoints.getAdminArticleOptions);
}

export function adminArticleOptionsQueryOptions() {
  return queryOptions({ queryKey: adminArticleKeys.options, queryFn: getAdminArticleOptions });
}

export function useAdminArticleOptions() {
  return useQuery(adminArticleOptionsQueryOptions());
}

/** The edit form's one request: the article with the same choices. */
export function getAdminArticleForm(articleId: string): Promise<AdminArticleFormResponse> {
  return callEndpoint(adminArticleEndpoints.getAdminArticle, { params: { articleId } });
}

export function adminArticleFormQueryOptions(articleId: string) {
  return queryOptions({
    queryKey: adminArticleKeys.form(articleId),
    queryFn: () => getAdminArticleForm(articleId),
    // A form edits what is saved now, not what was cached a minute ago.
    staleTime: 0,
  });
}

export function useAdminArticleForm(articleId: string) {
  return useQuery(adminArticleFormQueryOptions(articleId));
}
