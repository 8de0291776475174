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

/**
 * `isAwaitingPayment`: back from a paid checkout; the payment provider's confirmation reaches
 * the server on its own path, so the page asks again every 2 s while the seat is still pending.
 */
export function useEvent(eventId: string, { isAwaitingPayment = false } = {}) {
  return useQuery({
    ...eventQueryOptions(eventId),
    refetchInterval: (query) =>
      isAwaitingPayment && query.state.data?.registration?.paymentStatus === 'pending' ? 2_000 : false,
  });
}

/** The .ics file's address: a plain link downloads it with the session cookie. */
export function calendarFileUrl(eventId: string): string {
  return endpointUrl(eventEndpoints.downloadCalendar, { eventId });
}
