import { supportEndpoints } from '@pillars/shared/support/endpoints';
import type { ReplyToTicketResponse } from '@pillars/shared/support/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { addCachedTicketResponse } from './get-ticket';

export function replyToTicket(ticketId: string, responseText: string): Promise<ReplyToTicketResponse> {
  return callEndpoint(supportEndpoints.replyToTicket, { params: { ticketId }, body: { responseText } });
}

/** The member's reply to their own ticket (refused with 409 when it is closed). */
export function useReplyToTicket(ticketId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (responseText: string) => replyToTicket(ticketId, responseText),
    onSuccess: ({ response }) => addCachedTicketResponse(queryClient, response),
  });
}
