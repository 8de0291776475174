import { articleMagicEndpoints } from '@pillars/shared/ai/article-magic-endpoints';
import type {
  ArticleMagicSaveBody,
  ArticleMagicSavedResponse,
} from '@pillars/shared/ai/article-magic-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { articleMagicKeys } from './article-magic-keys';

export function saveEnhancedArticle(
  articleId: string,
  body: ArticleMagicSaveBody,
): Promise<ArticleMagicSavedResponse> {
  return callEndpoint(articleMagicEndpoints.saveEnhancedArticle, { params: { articleId }, body });
}

/** Save Changes: the row's title, topics and date change, so the table's pages reload. */
export function useSaveEnhancedArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ articleId, body }: { articleId: string; body: ArticleMagicSaveBody }) =>
      saveEnhancedArticle(articleId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: articleMagicKeys.lists }),
  });
}
