import { guruContentEndpoints } from '@pillars/shared/gurus/content-endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { guruContentKeys, refreshAfterGuruWrite } from './guru-content-keys';

export function deleteGuruArticle(articleId: string): Promise<{ ok: true }> {
  return callEndpoint(guruContentEndpoints.deleteGuruArticle, { params: { articleId } });
}

export function useDeleteGuruArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGuruArticle,
    onSuccess: (_result, articleId) => {
      queryClient.removeQueries({ queryKey: guruContentKeys.form(articleId) });
      return refreshAfterGuruWrite(queryClient);
    },
  });
}
