import { guruContentEndpoints } from '@pillars/shared/gurus/content-endpoints';
import type { GuruArticleBody, GuruArticleSavedResponse } from '@pillars/shared/gurus/content-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { guruContentKeys, refreshAfterGuruWrite } from './guru-content-keys';

export function createGuruArticle(body: GuruArticleBody): Promise<GuruArticleSavedResponse> {
  return callEndpoint(guruContentEndpoints.createGuruArticle, { body });
}

export function updateGuruArticle(
  articleId: string,
  body: GuruArticleBody,
): Promise<GuruArticleSavedResponse> {
  return callEndpoint(guruContentEndpoints.updateGuruArticle, { params: { articleId }, body });
}

/** Create (no id) or save (an id). */
export function useSaveGuruArticle(articleId?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GuruArticleBody) =>
      articleId ? updateGuruArticle(articleId, body) : createGuruArticle(body),
    onSuccess: () => {
      if (articleId) queryClient.removeQueries({ queryKey: guruContentKeys.form(articleId) });
      void refreshAfterGuruWrite(queryClient);
    },
  });
}
