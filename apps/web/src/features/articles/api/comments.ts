import { articlesEndpoints } from '@pillars/shared/articles/endpoints';
import type { AddCommentBody, ArticleComment } from '@pillars/shared/articles/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, serverMessageOr } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { updateCachedArticle } from './get-article';

export async function addComment(articleId: string, body: AddCommentBody): Promise<ArticleComment> {
  return (await callEndpoint(articlesEndpoints.addComment, { params: { articleId }, body })).comment;
}

export function deleteComment(articleId: string, commentId: string): Promise<unknown> {
  return callEndpoint(articlesEndpoints.deleteComment, { params: { articleId, commentId } });
}

/** Posts a comment; it goes on top of the page's list (newest first). */
export function useAddComment(slug: string, articleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddCommentBody) => addComment(articleId, body),
    onSuccess: (comment) => {
      updateCachedArticle(queryClient, slug, (page) => ({
        ...page,
        comments: [comment, ...page.comments.filter((existing) => existing.id !== comment.id)],
        commentCount: page.commentCount + 1,
      }));
      toast.success('Comment posted');
    },
  });
}

/** Deletes a comment (its author, support, superadmin: the server decides). */
export function useDeleteComment(slug: string, articleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentId: string) => deleteComment(articleId, commentId),
    onSuccess: (_answer, commentId) => {
      updateCachedArticle(queryClient, slug, (page) => ({
        ...page,
        comments: page.comments.filter((comment) => comment.id !== commentId),
        commentCount: Math.max(0, page.commentCount - 1),
      }));
      toast.success('Comment deleted');
    },
    onError: (error) =>
      toast.error(serverMessageOr(error, 'Failed to delete the comment. Please try again.')),
  });
}
