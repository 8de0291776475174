import { adminArticleEndpoints } from '@pillars/shared/articles/admin-endpoints';
import type { AdminArticleBody, AdminArticleSavedResponse } from '@pillars/shared/articles/admin-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { adminArticleKeys } from './admin-article-keys';

export function createAdminArticle(body: AdminArticleBody): Promise<AdminArticleSavedResponse> {
  return callEndpoint(adminArticleEndpoints.createAdminArticle, { body });
}

export function updateAdminArticle(
  articleId: string,
  body: AdminArticleBody,
): Promise<AdminArticleSavedResponse> {
  return callEndpoint(adminArticleEndpoints.updateAdminArticle, { params: { articleId }, body });
}

/**
 * Create (no id) or save (an id). The admin lists and this article's form are stale after it;
 * the member pages read the server, whose caches the write itself invalidates.
 */
export function useSaveAdminArticle(articleId?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminArticleBody) =>
      articleId ? updateAdminArticle(articleId, body) : createAdminArticle(body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminArticleKeys.lists });
      if (articleId) queryClient.removeQueries({ queryKey: adminArticleKeys.form(articleId) });
    },
  });
}
