import { type AdminEventStatusFilter, adminEventStatusFilters } from '@pillars/shared/events/admin-messages';
import type { EventTypeFilter } from '@pillars/shared/events/schemas';

export interface AdminEventsFilter {
  type: EventTypeFilter;
  status: AdminEventStatusFilter;
  includePast: boolean;
}

/**
 * The admin list's filters live in the URL (`?type=live&status=all&past=1`), so a link or a
 * reload shows the same view. Nothing in the URL: active upcoming events of every type.
 */
export function readAdminEventsFilter(searchParams: URLSearchParams): AdminEventsFilter {
  const type = searchParams.get('type');
  const status = searchParams.get('status');
  return {
    type: type === 'live' || type === 'virtual' ? type : 'all',
    status: adminEventStatusFilters.includes(status as AdminEventStatusFilter)
      ? (status as AdminEventStatusFilter)
      : 'active',
    includePast: searchParams.get('past') === '1',
  };
}

/** The URL's search for a filter: defaults are left out. */
export function adminEventsSearch(filter: AdminEventsFilter): URLSearchParams {
  const search = new URLSearchParams();
  if (filter.type !== 'all') search.set('type', filter.type);
  if (filter.status !== 'active') search.set('status', filter.status);
  if (filter.includePast) search.set('past', '1');
  return search;
}
