import type { ResourceFilters } from '../utils/resource-filters';

/** The articles feature's query keys (no other feature reads or changes these answers). */
export const articleKeys = {
  resourcesLists: ['articles', 'resources'] as const,
  resources: (filters: ResourceFilters) => ['articles', 'resources', filters] as const,
  article: (slug: string) => ['articles', 'article', slug] as const,
};
