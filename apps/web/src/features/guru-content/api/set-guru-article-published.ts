import { guruContentEndpoints } from '@pillars/shared/gurus/content-endpoints';
import { guruContentMessages } from '@pillars/shared/gurus/content-messages';
import type { GuruArticlePublishResponse, GuruArticlesResponse } from '@pillars/shared/gurus/content-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, serverMessageOr } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { guruContentKeys, refreshAfterGuruWrite } from './guru-content-keys';

export function setGuruArticlePublished(
  articleId: string,
  isPublished: boolean,
): Promise<GuruArticlePublishResponse> {
  return callEndpoint(guruContentEndpoints.setGuruArticlePublished, {
    params: { articleId },
    body: { isPublished },
  });
}

/**
 * A card's publish/unpublish: the card changes with the server's answer (published_at is set
 * once, by the server); a refusal says so in a toast (the spec only logs it).
 */
export function useSetGuruArticlePublished() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ articleId, isPublished }: { articleId: string; isPublished: boolean }) =>
      setGuruArticlePublished(articleId, isPublished),
    onSuccess: ({ article }) => {
      queryClient.setQueriesData<GuruArticlesResponse>({ queryKey: guruContentKeys.lists }, (list) =>
        list
          ? {
              ...list,
              articles: list.articles.map((card) =>
                card.id === article.id ? { ...card, ...article } : card,
              ),
            }
          : list,
      );
      toast.success(article.isPublished ? guruContentMessages.published : guruContentMessages.unpublished);
      // A filtered list (Drafts, Published) may no longer hold the card.
      return refreshAfterGuruWrite(queryClient);
    },
    onError: (error) => toast.error(serverMessageOr(error, guruContentMessages.toggleFailed)),
  });
}
