import { eventEndpoints } from '@pillars/shared/events/endpoints';
import type { EventsResponse, EventTypeFilter } from '@pillars/shared/events/schemas';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { eventKeys } from './event-keys';

export interface EventsFilter {
  type: EventTypeFilter;
  includePast: boolean;
}

/** One page of active events of a type, upcoming first (soonest first), then past ones when asked. */
export function getEvents({ type, includePast }: EventsFilter, page = 1): Promise<EventsResponse> {
  return callEndpoint(eventEndpoints.listEvents, { query: { type, includePast, page } });
}

/** Pages of the server's size; 'Show more events' asks for the next while some are left. */
export function eventsQueryOptions(filter: EventsFilter) {
  return infiniteQueryOptions({
    queryKey: eventKeys.list(filter.type, filter.includePast),
    queryFn: ({ pageParam }) => getEvents(filter, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });
}

/** The list keeps showing the last answer while a new filter loads (no flash of skeletons). */
export function useEvents(filter: EventsFilter) {
  return useInfiniteQuery({ ...eventsQueryOptions(filter), placeholderData: keepPreviousData });
}
