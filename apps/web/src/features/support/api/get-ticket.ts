import { supportEndpoints } from '@pillars/shared/support/endpoints';
import type { TicketDetailResponse, TicketResponse, TicketSummary } from '@pillars/shared/support/schemas';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { mergeById } from '@/lib/merge-by-id';

export const ticketQueryKey = (ticketId: string) => ['support', 'ticket', ticketId] as const;

/** One of my tickets with its conversation; 404 'Ticket not found' for another member's. */
export function getTicket(ticketId: string): Promise<TicketDetailResponse> {
  return callEndpoint(supportEndpoints.getTicket, { params: { ticketId } });
}

export function ticketQueryOptions(ticketId: string) {
  return queryOptions({ queryKey: ticketQueryKey(ticketId), queryFn: () => getTicket(ticketId) });
}

export function useTicket(ticketId: string) {
  return useQuery(ticketQueryOptions(ticketId));
}

/** A reply that arrived (live, or the answer to a post) joins the open ticket's conversation once. */
export function addCachedTicketResponse(queryClient: QueryClient, response: TicketResponse): void {
  queryClient.setQueryData<TicketDetailResponse>(ticketQueryKey(response.ticketId), (data) =>
    data ? { ...data, responses: mergeById(data.responses, [response]) } : data,
  );
}

/** A ticket's new status (and counts) in its cached detail. */
export function updateCachedTicket(queryClient: QueryClient, ticket: TicketSummary): void {
  queryClient.setQueryData<TicketDetailResponse>(ticketQueryKey(ticket.id), (data) =>
    data ? { ...data, ticket: { ...data.ticket, ...ticket } } : data,
  );
}
