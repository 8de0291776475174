import { adminEventEndpoints } from '@pillars/shared/events/admin-endpoints';
import type { AdminEventsResponse } from '@pillars/shared/events/admin-schemas';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import type { AdminEventsFilter } from '../utils/admin-events-filter';
import { eventKeys } from './event-keys';

/** One page of events of every status (the server filters, sorts and counts). */
export function getAdminEvents(filter: AdminEventsFilter, page = 1): Promise<AdminEventsResponse> {
  return callEndpoint(adminEventEndpoints.listAdminEvents, { query: { ...filter, page } });
}

/** Pages of the server's size; 'Show more events' asks for the next while some are left. */
export function adminEventsQueryOptions(filter: AdminEventsFilter) {
  return infiniteQueryOptions({
    queryKey: eventKeys.adminList(filter),
    queryFn: ({ pageParam }) => getAdminEvents(filter, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });
}

export function useAdminEvents(filter: AdminEventsFilter) {
  return useInfiniteQuery({ ...adminEventsQueryOptions(filter), placeholderData: keepPreviousData });
}
