import { describe, expect, it } from 'vitest';
import {
  defaultAdminArticlesFilters,
  filtersFromSearchParams,
  searchParamsFromFilters,
  withFilterChange,
} from './admin-articles-search-params';

describe('admin articles search params', () => {
  it('reads every filter from the URL and writes back only what differs from the defaults', () => {
    const params = new URLSearchParams(
      'q=growth&published=drafts&featured=not_featured&type=document&sort=title&direction=asc&page=3&pageSize=50',
    );
    const filters = filtersFromSearchParams(params);
    expect(filters).toEqual({
      q: 'growth',
      published: 'drafts',
      featured: 'not_featured',
      type: 'document',
      sort: 'title',
      direction: 'asc',
      page: 3,
      pageSize: 50,
    });
    expect(searchParamsFromFilters(filters).toString()).toBe(params.toString());
    expect(searchParamsFromFilters(defaultAdminArticlesFilters).toString()).toBe('');
  });

  it('falls back to the defaults for values it does not know', () => {
    const filters = filtersFromSearchParams(
      new URLSearchParams(
        'published=maybe&type=presentation&sort=likes&direction=up&page=-2&pageSize=7&q=%20',
      ),
    );
    expect(filters).toEqual(defaultAdminArticlesFilters);
  });

  it('goes back to page 1 when a filter changes, and keeps an asked page', () => {
    const onPage4 = { ...defaultAdminArticlesFilters, page: 4 };
    expect(withFilterChange(onPage4, { published: 'published' }).page).toBe(1);
    expect(withFilterChange(onPage4, { page: 5 }).page).toBe(5);
  });
});
