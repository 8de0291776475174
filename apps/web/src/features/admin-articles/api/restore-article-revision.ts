import { articleRevisionEndpoints } from '@pillars/shared/articles/revision-endpoints';
import type { ArticleRevisionRestoredResponse } from '@pillars/shared/articles/revision-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { adminArticleKeys } from './admin-article-keys';

export function restoreArticleRevision(
  articleId: string,
  revisionId: string,
): Promise<ArticleRevisionRestoredResponse> {
  return callEndpoint(articleRevisionEndpoints.restoreArticleRevision, { params: { articleId, revisionId } });
}

/**
 * Restore: the article, its history (the replaced version is now the newest revision) and the
 * table change; the mutation settles once the form's data is read again, so the form can
 * start over from it.
 */
export function useRestoreArticleRevision(articleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (revisionId: string) => restoreArticleRevision(articleId, revisionId),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminArticleKeys.form(articleId) }),
        queryClient.invalidateQueries({ queryKey: adminArticleKeys.revisions(articleId) }),
        queryClient.invalidateQueries({ queryKey: adminArticleKeys.lists }),
      ]),
  });
}
