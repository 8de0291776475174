import { eventEndpoints } from '@pillars/shared/events/endpoints';
import type { CancelRegistrationResponse } from '@pillars/shared/events/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { eventKeys } from './event-keys';

export function cancelRegistration(eventId: string): Promise<CancelRegistrationResponse> {
  return callEndpoint(eventEndpoints.cancelRegistration, { params: { eventId } });
}

/** Cancels the viewer's registration (the seat is free again); the page and lists refetch. */
export function useCancelRegistration(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelRegistration(eventId),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: eventKeys.detail(eventId), exact: true }),
        queryClient.invalidateQueries({ queryKey: eventKeys.lists }),
      ]),
  });
}
