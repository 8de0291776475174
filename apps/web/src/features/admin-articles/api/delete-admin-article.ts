import { adminArticleEndpoints } from '@pillars/shared/articles/admin-endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { adminArticleKeys } from './admin-article-keys';

export function deleteAdminArticle(articleId: string): Promise<{ ok: true }> {
  return callEndpoint(adminArticleEndpoints.deleteAdminArticle, { params: { articleId } });
}

export function useDeleteAdminArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdminArticle,
    onSuccess: (_result, articleId) => {
      queryClient.removeQueries({ queryKey: adminArticleKeys.form(articleId) });
      return queryClient.invalidateQueries({ queryKey: adminArticleKeys.lists });
    },
  });
}
