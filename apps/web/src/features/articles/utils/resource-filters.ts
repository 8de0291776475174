import { type ArticleContentType, articleContentTypes } from '@pillars/shared/domain-values';
// Relative, not '@/': the unit tests import this file without the app's path alias.
import { paths } from '../../../lib/paths';

/**
 * The /resources view as URL search parameters, so a link reproduces it: `q` (search),
 * `category` and `topic` (slugs), `type` (a content type), `saved=true` (the member's
 * bookmarks) and `guru` (a guru's slug, from the guru page's 'view all').
 */
export interface ResourceFilters {
  q: string;
  category: string;
  topic: string;
  type: ArticleContentType | '';
  isSaved: boolean;
  guru: string;
}

export const emptyResourceFilters: ResourceFilters = {
  q: '',
  category: '',
  topic: '',
  type: '',
  isSaved: false,
  guru: '',
};

function isContentType(value: string): value is ArticleContentType {
  return (articleContentTypes as readonly string[]).includes(value);
}

/** Reads the filters from the URL; unknown types and blank values count as no filter. */
export function readResourceFilters(params: URLSearchParams): ResourceFilters {
  const type = params.get('type')?.trim() ?? '';
  return {
    q: params.get('q')?.trim() ?? '',
    category: params.get('category')?.trim() ?? '',
    topic: params.get('topic')?.trim() ?? '',
    type: isContentType(type) ? type : '',
    isSaved: params.get('saved') === 'true',
    guru: params.get('guru')?.trim() ?? '',
  };
}

/** The URL search parameters of a view, in a fixed order and without empty ones. */
export function resourceFiltersToParams(filters: ResourceFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.category) params.set('category', filters.category);
  if (filters.topic) params.set('topic', filters.topic);
  if (filters.type) params.set('type', filters.type);
  if (filters.isSaved) params.set('saved', 'true');
  if (filters.guru) params.set('guru', filters.guru);
  return params;
}

/** Whether anything narrows the list (the empty state then offers to clear it). */
export function hasActiveFilters(filters: ResourceFilters): boolean {
  return resourceFiltersToParams(filters).toString() !== '';
}

/** The resources page's URL for a view (an article's category and topic tags link to it). */
export function resourcesHref(filters: Partial<ResourceFilters>): string {
  const query = resourceFiltersToParams({ ...emptyResourceFilters, ...filters }).toString();
  return query ? `${paths.resources}?${query}` : paths.resources;
}
