import {
  articleMagicSortLabels,
  articleMagicStatusLabels,
  articleMagicTopicsLabels,
  articleMagicTypeLabels,
} from '@pillars/shared/ai/article-magic-messages';
import type { ArticleMagicFilters } from '@pillars/shared/ai/article-magic-schemas';

/*
 * The table's state lives in the page URL (?q=&type=&topics=&status=&sort=&page=), under the
 * API's query names, so a reload or Back shows the same page. Unknown values fall back.
 */
export const defaultArticleMagicFilters: ArticleMagicFilters = {
  q: undefined,
  type: 'all',
  topics: 'all',
  status: 'all',
  sort: 'newest',
  page: 1,
};

const oneOf = <T extends string>(labels: Record<T, string>, value: string | null, fallback: T): T =>
  value !== null && Object.hasOwn(labels, value) ? (value as T) : fallback;

export function filtersFromSearchParams(params: URLSearchParams): ArticleMagicFilters {
  const defaults = defaultArticleMagicFilters;
  const page = Number(params.get('page'));
  return {
    q: params.get('q')?.trim().slice(0, 200) || undefined,
    type: oneOf(articleMagicTypeLabels, params.get('type'), defaults.type),
    topics: oneOf(articleMagicTopicsLabels, params.get('topics'), defaults.topics),
    status: oneOf(articleMagicStatusLabels, params.get('status'), defaults.status),
    sort: oneOf(articleMagicSortLabels, params.get('sort'), defaults.sort),
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : defaults.page,
  };
}

/** Only what differs from the defaults; a change of anything but the page starts at page 1. */
export function searchParamsFrom(
  filters: ArticleMagicFilters,
  change: Partial<ArticleMagicFilters>,
): URLSearchParams {
  const next = { ...filters, ...change, page: change.page ?? 1 };
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(next) as Array<[keyof ArticleMagicFilters, unknown]>) {
    if (value === undefined || value === '' || value === defaultArticleMagicFilters[name]) continue;
    params.set(name, String(value));
  }
  return params;
}

/** Reset Filters appears when any of them is set (spec 02). */
export const hasActiveFilters = (filters: ArticleMagicFilters) =>
  Boolean(filters.q) ||
  filters.type !== 'all' ||
  filters.topics !== 'all' ||
  filters.status !== 'all' ||
  filters.sort !== 'newest';
