import { eventEndpoints } from '@pillars/shared/events/endpoints';
import type { EventsResponse, EventTypeFilter } from '@pillars/shared/events/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { eventKeys } from './event-keys';

export interface EventsFilter {
  type: EventTypeFilter;
  includePast: boolean;
}

/** Active events of a type, upcoming first (soonest first), then past ones when asked. */
export function getEvents({ type, includePast }: EventsFilter): Promise<EventsResponse> {
  return callEndpoint(eventEndpoints.listEvents, { query: { type, includePast } });
}

export function eventsQueryOptions(filter: EventsFilter) {
  return queryOptions({
    queryKey: eventKeys.list(filter.type, filter.includePast),
    queryFn: () => getEvents(filter),
  });
}

/** The list keeps showing the last answer while a new filter loads (no flash of skeletons). */
export function useEvents(filter: EventsFilter) {
  return useQuery({ ...eventsQueryOptions(filter), placeholderData: keepPreviousData });
}
