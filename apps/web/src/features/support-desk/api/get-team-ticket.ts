import { supportEndpoints } from '@pillars/shared/support/endpoints';
import type { TicketDetailResponse, TicketResponse, TicketSummary } from '@pillars/shared/support/schemas';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { mergeById } from '@/lib/merge-by-id';

export const teamTicketQueryKey = (ticketId: string) => ['support-desk', 'ticket', ticketId] as const;

/** Any member's ticket with its conversation, for the team. */
export function getTeamTicket(ticketId: string): Promise<TicketDetailResponse> {
  return callEndpoint(supportEndpoints.getTeamTicket, { params: { ticketId } });
}

export function teamTicketQueryOptions(ticketId: string) {
  return queryOptions({ queryKey: teamTicketQueryKey(ticketId), queryFn: () => getTeamTicket(ticketId) });
}

export function useTeamTicket(ticketId: string) {
  return useQuery(teamTicketQueryOptions(ticketId));
}

/** A reply that arrived (live, or the answer to a reply) joins the open ticket's conversation once. */
export function addTeamTicketResponse(queryClient: QueryClient, response: TicketResponse): void {
  queryClient.setQueryData<TicketDetailResponse>(teamTicketQueryKey(response.ticketId), (data) =>
    data ? { ...data, responses: mergeById(data.responses, [response]) } : data,
  );
}

/** A ticket's new status in its open detail. */
export function updateTeamTicket(queryClient: QueryClient, ticket: TicketSummary): void {
  queryClient.setQueryData<TicketDetailResponse>(teamTicketQueryKey(ticket.id), (data) =>
    data ? { ...data, ticket: { ...data.ticket, ...ticket } } : data,
  );
}
