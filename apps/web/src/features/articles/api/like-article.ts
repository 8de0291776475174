import { articlesEndpoints } from '@pillars/shared/articles/endpoints';
import type { ArticleDetailResponse, ArticleLikeResponse } from '@pillars/shared/articles/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { toggledLike } from '../utils/article-content';
import { updateCachedArticle } from './get-article';
import { articleKeys } from './keys';

export function setArticleLike(articleId: string, isLiked: boolean): Promise<ArticleLikeResponse> {
  const endpoint = isLiked ? articlesEndpoints.likeArticle : articlesEndpoints.unlikeArticle;
  return callEndpoint(endpoint, { params: { articleId } });
}

type LikeState = Pick<ArticleDetailResponse, 'isLiked' | 'likeCount'>;

/**
 * Like or unlike at once (optimistic); a failure puts the previous state back and says so.
 * The calls of one article run in order (one scope), and the server's count is taken only
 * from the last one, so quick clicks never end on a stale answer.
 */
export function useToggleArticleLike(slug: string, articleId: string) {
  const queryClient = useQueryClient();
  const mutationKey = ['articles', 'like', articleId];
  return useMutation({
    mutationKey,
    scope: { id: `article-like-${articleId}` },
    mutationFn: (isLiked: boolean) => setArticleLike(articleId, isLiked),
    onMutate: async (isLiked: boolean): Promise<{ previous: LikeState | undefined }> => {
      await queryClient.cancelQueries({ queryKey: articleKeys.article(slug) });
      const page = queryClient.getQueryData<ArticleDetailResponse>(articleKeys.article(slug));
      const previous = page ? { isLiked: page.isLiked, likeCount: page.likeCount } : undefined;
      updateCachedArticle(queryClient, slug, (current) =>
        current.isLiked === isLiked ? current : { ...current, ...toggledLike(current) },
      );
      return { previous };
    },
    onSuccess: (answer) => {
      if (queryClient.isMutating({ mutationKey }) > 1) return;
      updateCachedArticle(queryClient, slug, (current) => ({ ...current, ...answer }));
    },
    onError: (_error, _isLiked, context) => {
      if (context?.previous) {
        const previous = context.previous;
        updateCachedArticle(queryClient, slug, (current) => ({ ...current, ...previous }));
      }
      toast.error('Failed to update your like. Please try again.');
    },
  });
}
