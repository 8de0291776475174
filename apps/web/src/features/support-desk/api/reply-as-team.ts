import { supportEndpoints } from '@pillars/shared/support/endpoints';
import type { ReplyToTicketResponse } from '@pillars/shared/support/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { addTeamTicketResponse } from './get-team-ticket';
import { invalidateTicketQueues } from './get-ticket-queue';

export function replyAsTeam(ticketId: string, responseText: string): Promise<ReplyToTicketResponse> {
  return callEndpoint(supportEndpoints.replyAsTeam, { params: { ticketId }, body: { responseText } });
}

/** A team reply (e-mailed to the member by the server); refused with 409 when the ticket is closed. */
export function useReplyAsTeam(ticketId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (responseText: string) => replyAsTeam(ticketId, responseText),
    onSuccess: ({ response }) => {
      addTeamTicketResponse(queryClient, response);
      invalidateTicketQueues(queryClient);
    },
  });
}
