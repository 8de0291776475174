import { adminEventEndpoints } from '@pillars/shared/events/admin-endpoints';
import type { AdminEventResponse } from '@pillars/shared/events/admin-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { eventKeys } from './event-keys';

/** The edit form in one request: the event with its tags, and the host choices. */
export function getAdminEvent(eventId: string): Promise<AdminEventResponse> {
  return callEndpoint(adminEventEndpoints.getAdminEvent, { params: { eventId } });
}

export function adminEventQueryOptions(eventId: string) {
  return queryOptions({ queryKey: eventKeys.adminEvent(eventId), queryFn: () => getAdminEvent(eventId) });
}

export function useAdminEvent(eventId: string) {
  return useQuery(adminEventQueryOptions(eventId));
}

/** The create form's one request: who may host. */
export function adminEventHostsQueryOptions() {
  return queryOptions({
    queryKey: eventKeys.adminHosts,
    queryFn: () => callEndpoint(adminEventEndpoints.getAdminEventHosts),
  });
}

export function useAdminEventHosts() {
  return useQuery(adminEventHostsQueryOptions());
}
