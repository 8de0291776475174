import { describe, expect, it } from 'vitest';
import {
  emptyResourceFilters,
  hasActiveFilters,
  readResourceFilters,
  resourceFiltersToParams,
  resourcesHref,
} from './resource-filters';

describe('resource filters in the URL', () => {
  it('reads every filter', () => {
    const filters = readResourceFilters(
      new URLSearchParams('q=pricing+plan&category=sales&topic=growth&type=video&saved=true&guru=jane'),
    );
    expect(filters).toEqual({
      q: 'pricing plan',
      category: 'sales',
      topic: 'growth',
      type: 'video',
      isSaved: true,
      guru: 'jane',
    });
  });

  it('ignores unknown types, blank values and saved other than true', () => {
    expect(readResourceFilters(new URLSearchParams('q=%20%20&type=podcast&saved=1'))).toEqual(
      emptyResourceFilters,
    );
  });

  it('writes the same view back, without empty parameters', () => {
    const url = 'q=pricing&category=sales&topic=growth&type=document&saved=true&guru=jane';
    expect(resourceFiltersToParams(readResourceFilters(new URLSearchParams(url))).toString()).toBe(url);
    expect(resourceFiltersToParams({ ...emptyResourceFilters, q: '  hiring ' }).toString()).toBe('q=hiring');
  });

  it('tells whether anything narrows the list', () => {
    expect(hasActiveFilters(emptyResourceFilters)).toBe(false);
    expect(hasActiveFilters({ ...emptyResourceFilters, isSaved: true })).toBe(true);
  });

  it('builds links to a view', () => {
    expect(resourcesHref({})).toBe('/resources');
    expect(resourcesHref({ guru: 'jane doe' })).toBe('/resources?guru=jane+doe');
  });
});
