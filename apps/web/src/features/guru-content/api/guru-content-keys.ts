import type { GuruArticlesFilters } from '@pillars/shared/gurus/content-schemas';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';

/** The guru content feature's query keys (no other feature reads or changes them). */
export const guruContentKeys = {
  all: ['guru-content'] as const,
  lists: ['guru-content', 'list'] as const,
  list: (filters: GuruArticlesFilters) => ['guru-content', 'list', filters] as const,
  options: ['guru-content', 'options'] as const,
  form: (articleId: string) => ['guru-content', 'form', articleId] as const,
};

/**
 * After a guru's write: their lists, and the member pages that show articles and gurus (the
 * server's caches follow the write by themselves; these are the browser's copies).
 */
export function refreshAfterGuruWrite(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: guruContentKeys.lists }),
    queryClient.invalidateQueries({ queryKey: queryKeys.articlesContent }),
    queryClient.invalidateQueries({ queryKey: queryKeys.gurusContent }),
    queryClient.invalidateQueries({ queryKey: queryKeys.home }),
  ]);
}
