import { supportEndpoints } from '@pillars/shared/support/endpoints';
import type { TicketStatus } from '@pillars/shared/support/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { updateTeamTicket } from './get-team-ticket';
import { invalidateTicketQueues } from './get-ticket-queue';

export function updateTicketStatus(ticketId: string, status: TicketStatus) {
  return callEndpoint(supportEndpoints.updateTicketStatus, { params: { ticketId }, body: { status } });
}

/** Moves a ticket between open, in_progress and closed. */
export function useUpdateTicketStatus(ticketId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: TicketStatus) => updateTicketStatus(ticketId, status),
    onSuccess: ({ ticket }) => {
      updateTeamTicket(queryClient, ticket);
      invalidateTicketQueues(queryClient);
    },
  });
}
