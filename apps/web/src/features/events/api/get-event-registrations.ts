import { adminEventEndpoints } from '@pillars/shared/events/admin-endpoints';
import type { EventRegistrationsResponse } from '@pillars/shared/events/admin-schemas';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { eventKeys } from './event-keys';

/** The event's details and one page of its registrations, searched on the server. */
export function getEventRegistrations(
  eventId: string,
  search: string,
  page = 1,
): Promise<EventRegistrationsResponse> {
  return callEndpoint(adminEventEndpoints.listEventRegistrations, {
    params: { eventId },
    query: { search: search || undefined, page },
  });
}

export function eventRegistrationsQueryOptions(eventId: string, search: string) {
  return infiniteQueryOptions({
    queryKey: eventKeys.registrationList(eventId, search),
    queryFn: ({ pageParam }) => getEventRegistrations(eventId, search, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });
}

export function useEventRegistrations(eventId: string, search: string) {
  return useInfiniteQuery({
    ...eventRegistrationsQueryOptions(eventId, search),
    placeholderData: keepPreviousData,
  });
}
