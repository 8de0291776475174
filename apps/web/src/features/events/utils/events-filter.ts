import type { EventsFilter } from '../api/get-events';

/** The filter lives in the URL (`?type=live&past=1`), so a link or a reload shows the same view. */
export function readEventsFilter(searchParams: URLSearchParams): EventsFilter {
  const type = searchParams.get('type');
  return {
    type: type === 'live' || type === 'virtual' ? type : 'all',
    includePast: searchParams.get('past') === '1',
  };
}
