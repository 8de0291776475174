import { endpointUrl } from '@pillars/shared/contract';
import { eventEndpoints } from '@pillars/shared/events/endpoints';
import type { EventDetailResponse } from '@pillars/shared/events/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { eventKeys } from './event-keys';

/** One event with its host, seats, the viewer's registration and related events; 404 'Event not found'. */
export function getEvent(eventId: string): Promise<EventDetailResponse> {
  return callEndpoint(eventEndpoints.getEvent, { params: { eventId } });
}

export function eventQueryOptions(eventId: string) {
  return queryOptions({ queryKey: eventKeys.detail(eventId), queryFn: () => getEvent(eventId) });
}

export function useEvent(eventId: string) {
  return useQuery(eventQueryOptions(eventId));
}

/** The .ics file's address: a plain link downloads it with the session cookie. */
export function calendarFileUrl(eventId: string): string {
  return endpointUrl(eventEndpoints.downloadCalendar, { eventId });
}
