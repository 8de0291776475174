import { adminEventEndpoints } from '@pillars/shared/events/admin-endpoints';
import type { SaveAdminEventBody, SavedAdminEventResponse } from '@pillars/shared/events/admin-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { eventKeys } from './event-keys';

/** Creates (no id) or replaces (with an id) an event and its tags. */
export function saveAdminEvent(
  eventId: string | undefined,
  body: SaveAdminEventBody,
): Promise<SavedAdminEventResponse> {
  return eventId
    ? callEndpoint(adminEventEndpoints.updateAdminEvent, { params: { eventId }, body })
    : callEndpoint(adminEventEndpoints.createAdminEvent, { body });
}

/** The admin lists and this event's form refetch; members' event pages too (what they show changed). */
export function useSaveAdminEvent(eventId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveAdminEventBody) => saveAdminEvent(eventId, body),
    onSuccess: ({ event }) => {
      queryClient.setQueryData(eventKeys.adminEvent(event.id), (previous: { hosts: unknown } | undefined) =>
        previous ? { ...previous, event } : previous,
      );
      void queryClient.invalidateQueries({ queryKey: eventKeys.adminLists });
      void queryClient.invalidateQueries({ queryKey: eventKeys.registrations(event.id) });
      void queryClient.invalidateQueries({ queryKey: eventKeys.all });
    },
  });
}
