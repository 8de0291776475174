import { eventEndpoints } from '@pillars/shared/events/endpoints';
import type { RegisterForEventResponse } from '@pillars/shared/events/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { eventKeys } from './event-keys';

export function registerForEvent(eventId: string): Promise<RegisterForEventResponse> {
  return callEndpoint(eventEndpoints.registerForEvent, { params: { eventId } });
}

/**
 * Registers the viewer. A free event is done at once: the page and the lists refetch (seats,
 * the registered state and the Zoom link come from the server). A paid one sends the browser to
 * the checkout page the server answers; the seat is held meanwhile.
 */
export function useRegisterForEvent(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => registerForEvent(eventId),
    onSuccess: async ({ checkoutUrl }) => {
      if (checkoutUrl) {
        window.location.assign(checkoutUrl);
        return;
      }
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: eventKeys.detail(eventId), exact: true }),
        queryClient.invalidateQueries({ queryKey: eventKeys.lists }),
      ]);
    },
  });
}
