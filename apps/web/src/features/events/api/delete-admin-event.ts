import { adminEventEndpoints } from '@pillars/shared/events/admin-endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { eventKeys } from './event-keys';

export function useDeleteAdminEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (eventId: string) =>
      callEndpoint(adminEventEndpoints.deleteAdminEvent, { params: { eventId } }),
    onSuccess: (_result, eventId) => {
      queryClient.removeQueries({ queryKey: eventKeys.adminEvent(eventId) });
      queryClient.removeQueries({ queryKey: eventKeys.registrations(eventId) });
      void queryClient.invalidateQueries({ queryKey: eventKeys.adminLists });
      void queryClient.invalidateQueries({ queryKey: eventKeys.all });
    },
  });
}
