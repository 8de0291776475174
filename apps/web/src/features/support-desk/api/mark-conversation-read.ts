import { messagesEndpoints } from '@pillars/shared/messages/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { inboxQueryKey } from './get-inbox';

export function markConversationRead(memberId: string) {
  return callEndpoint(messagesEndpoints.markConversationRead, { params: { memberId } });
}

/** The member's messages are read by the team: the inbox's unread marks go, and the bell's and sidebar's counts. */
export function useMarkConversationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markConversationRead,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: inboxQueryKey, exact: true });
      void queryClient.invalidateQueries({ queryKey: queryKeys.notifications, exact: true });
    },
  });
}
