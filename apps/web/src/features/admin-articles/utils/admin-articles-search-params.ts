import {
  adminArticleDefaultPageSize,
  adminArticlePageSizes,
  adminArticleSortLabels,
  adminFeaturedFilterLabels,
  adminPublishedFilterLabels,
  adminTypeFilterLabels,
} from '@pillars/shared/articles/admin-messages';
import type { AdminArticlesFilters } from '@pillars/shared/articles/admin-schemas';

/*
 * The admin table's state lives in the page URL (?q=&published=&featured=&type=&sort=
 * &direction=&page=&pageSize=), under the same names as the API's query, so a reload, Back or
 * a shared link shows the same page. Values the screen does not know fall back to the defaults.
 */

export const defaultAdminArticlesFilters: AdminArticlesFilters = {
  q: undefined,
  published: 'all',
  featured: 'all',
  type: 'all',
  sort: 'createdAt',
  direction: 'desc',
  page: 1,
  pageSize: adminArticleDefaultPageSize,
};

const oneOf = <T extends string>(labels: Record<T, string>, value: string | null, fallback: T): T =>
  value !== null && Object.hasOwn(labels, value) ? (value as T) : fallback;

export function filtersFromSearchParams(params: URLSearchParams): AdminArticlesFilters {
  const defaults = defaultAdminArticlesFilters;
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('pageSize'));
  const direction = params.get('direction');
  return {
    q: params.get('q')?.trim().slice(0, 200) || undefined,
    published: oneOf(adminPublishedFilterLabels, params.get('published'), defaults.published),
    featured: oneOf(adminFeaturedFilterLabels, params.get('featured'), defaults.featured),
    type: oneOf(adminTypeFilterLabels, params.get('type'), defaults.type),
    sort: oneOf(adminArticleSortLabels, params.get('sort'), defaults.sort),
    direction: direction === 'asc' || direction === 'desc' ? direction : defaults.direction,
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : defaults.page,
    pageSize: (adminArticlePageSizes as readonly number[]).includes(pageSize) ? pageSize : defaults.pageSize,
  };
}

/** Only what differs from the defaults, so the plain list keeps a plain URL. */
export function searchParamsFromFilters(filters: AdminArticlesFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters) as Array<[keyof AdminArticlesFilters, unknown]>) {
    if (value === undefined || value === '' || value === defaultAdminArticlesFilters[name]) continue;
    params.set(name, String(value));
  }
  return params;
}

/** A change of search, filter, sort or page size starts again at page 1. */
export function withFilterChange(
  filters: AdminArticlesFilters,
  change: Partial<AdminArticlesFilters>,
): AdminArticlesFilters {
  return { ...filters, ...change, page: change.page ?? 1 };
}
