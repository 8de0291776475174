import { adminArticleEndpoints } from '@pillars/shared/articles/admin-endpoints';
import { adminArticleMessages } from '@pillars/shared/articles/admin-messages';
import type {
  AdminArticleFlagsBody,
  AdminArticleFlagsResponse,
  AdminArticlesResponse,
} from '@pillars/shared/articles/admin-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, serverMessageOr } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { adminArticleKeys } from './admin-article-keys';

export function setAdminArticleFlags(
  articleId: string,
  body: AdminArticleFlagsBody,
): Promise<AdminArticleFlagsResponse> {
  return callEndpoint(adminArticleEndpoints.setAdminArticleFlags, { params: { articleId }, body });
}

type Snapshot = Array<[readonly unknown[], AdminArticlesResponse | undefined]>;

/**
 * The table's Published and Featured switches: the row changes at once; if the server
 * refuses, it changes back and a toast says so. The server's answer (published_at, set once)
 * replaces the row.
 */
export function useSetAdminArticleFlags() {
  const queryClient = useQueryClient();
  const patchRows = (articleId: string, change: Partial<AdminArticlesResponse['articles'][number]>) =>
    queryClient.setQueriesData<AdminArticlesResponse>({ queryKey: adminArticleKeys.lists }, (list) =>
      list
        ? {
            ...list,
            articles: list.articles.map((row) => (row.id === articleId ? { ...row, ...change } : row)),
          }
        : list,
    );
  return useMutation({
    mutationFn: ({ articleId, flags }: { articleId: string; flags: AdminArticleFlagsBody }) =>
      setAdminArticleFlags(articleId, flags),
    onMutate: async ({ articleId, flags }) => {
      await queryClient.cancelQueries({ queryKey: adminArticleKeys.lists });
      const snapshot: Snapshot = queryClient.getQueriesData<AdminArticlesResponse>({
        queryKey: adminArticleKeys.lists,
      });
      patchRows(articleId, flags);
      return { snapshot };
    },
    onError: (error, _variables, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
      toast.error(serverMessageOr(error, adminArticleMessages.toggleFailed));
    },
    onSuccess: ({ article }) => patchRows(article.id, article),
    // A filtered list (Drafts, Featured) may no longer hold the row.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminArticleKeys.lists }),
  });
}
