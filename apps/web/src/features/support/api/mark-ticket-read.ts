import { messagesEndpoints } from '@pillars/shared/messages/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Marks a ticket's team replies read; the answer is the header bell's new state. */
export function useMarkTicketRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ticketId: string) =>
      callEndpoint(messagesEndpoints.markNotificationsRead, { body: { kind: 'ticket', ticketId } }),
    onSuccess: (notifications) => queryClient.setQueryData(queryKeys.notifications, notifications),
  });
}
