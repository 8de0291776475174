import { articlesEndpoints } from '@pillars/shared/articles/endpoints';
import type { ArticleBookmarkResponse, ArticleDetailResponse } from '@pillars/shared/articles/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { updateCachedArticle } from './get-article';
import { articleKeys } from './keys';

export function setArticleBookmark(
  articleId: string,
  isBookmarked: boolean,
): Promise<ArticleBookmarkResponse> {
  const endpoint = isBookmarked ? articlesEndpoints.bookmarkArticle : articlesEndpoints.removeArticleBookmark;
  return callEndpoint(endpoint, { params: { articleId } });
}

/**
 * Bookmark or remove the bookmark at once (optimistic); a failure puts the previous state
 * back and says so. The resources lists (their 'Saved' view) are read again afterwards.
 */
export function useToggleArticleBookmark(slug: string, articleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    scope: { id: `article-bookmark-${articleId}` },
    mutationFn: (isBookmarked: boolean) => setArticleBookmark(articleId, isBookmarked),
    onMutate: async (isBookmarked: boolean): Promise<{ previous: boolean | undefined }> => {
      await queryClient.cancelQueries({ queryKey: articleKeys.article(slug) });
      const previous = queryClient.getQueryData<ArticleDetailResponse>(
        articleKeys.article(slug),
      )?.isBookmarked;
      updateCachedArticle(queryClient, slug, (current) => ({ ...current, isBookmarked }));
      return { previous };
    },
    onError: (_error, _isBookmarked, context) => {
      const previous = context?.previous;
      if (previous !== undefined)
        updateCachedArticle(queryClient, slug, (current) => ({ ...current, isBookmarked: previous }));
      toast.error('Failed to update your bookmark. Please try again.');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: articleKeys.resourcesLists }),
  });
}
