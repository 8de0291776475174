import type { AdminArticlesFilters } from '@pillars/shared/articles/admin-schemas';

/** The admin articles feature's query keys (no other feature reads or changes them). */
export const adminArticleKeys = {
  all: ['admin-articles'] as const,
  lists: ['admin-articles', 'list'] as const,
  list: (filters: AdminArticlesFilters) => ['admin-articles', 'list', filters] as const,
  options: ['admin-articles', 'options'] as const,
  form: (articleId: string) => ['admin-articles', 'form', articleId] as const,
  revisions: (articleId: string) => ['admin-articles', 'revisions', articleId] as const,
  revisionsPage: (articleId: string, page: number) =>
    ['admin-articles', 'revisions', articleId, page] as const,
};
