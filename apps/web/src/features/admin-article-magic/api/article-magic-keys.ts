import type { ArticleMagicFilters } from '@pillars/shared/ai/article-magic-schemas';

/** Article Magic's query keys (no other feature reads or changes them). */
export const articleMagicKeys = {
  lists: ['article-magic', 'list'] as const,
  list: (filters: ArticleMagicFilters) => ['article-magic', 'list', filters] as const,
};
