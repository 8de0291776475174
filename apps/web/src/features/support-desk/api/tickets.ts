import { supportEndpoints } from '@pillars/shared/support/endpoints';
import type {
  TicketDetailResponse,
  TicketQueueResponse,
  TicketResponse,
  TicketStatus,
  TicketSummary,
} from '@pillars/shared/support/schemas';
import {
  infiniteQueryOptions,
  type QueryClient,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { mergeById } from '@/lib/merge-by-id';
import { useRealtime } from '@/lib/realtime';

export const ticketQueueQueryKey = (status: TicketStatus | undefined) =>
  ['support-desk', 'tickets', status ?? 'all'] as const;
const ticketQueuesKey = ['support-desk', 'tickets'] as const;
export const teamTicketQueryKey = (ticketId: string) => ['support-desk', 'ticket', ticketId] as const;

export function getTicketQueue(status: TicketStatus | undefined, page: number): Promise<TicketQueueResponse> {
  return callEndpoint(supportEndpoints.getTicketQueue, { query: status ? { status, page } : { page } });
}

export function useTicketQueue(status: TicketStatus | undefined) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: ticketQueueQueryKey(status),
      queryFn: ({ pageParam }) => getTicketQueue(status, pageParam),
      initialPageParam: 1,
      getNextPageParam: (lastPage) => (lastPage.hasMore ? lastPage.page + 1 : undefined),
    }),
  );
}

/** Every status filter's queue: a new ticket, a reply or a status change moves tickets between them. */
function invalidateTicketQueues(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: ticketQueuesKey });
}

export function useTeamTicket(ticketId: string) {
  return useQuery(
    queryOptions({
      queryKey: teamTicketQueryKey(ticketId),
      queryFn: () => callEndpoint(supportEndpoints.getTeamTicket, { params: { ticketId } }),
    }),
  );
}

/** A reply that arrived (live, or the answer to a reply) joins the open ticket's conversation once. */
function addTeamTicketResponse(queryClient: QueryClient, response: TicketResponse): void {
  queryClient.setQueryData<TicketDetailResponse>(teamTicketQueryKey(response.ticketId), (data) =>
    data ? { ...data, responses: mergeById(data.responses, [response]) } : data,
  );
}

/** A ticket's new status in its open detail. */
function updateTeamTicket(queryClient: QueryClient, ticket: TicketSummary): void {
  queryClient.setQueryData<TicketDetailResponse>(teamTicketQueryKey(ticket.id), (data) =>
    data ? { ...data, ticket: { ...data.ticket, ...ticket } } : data,
  );
}

/** New tickets, replies from either side and status changes reach the queue and the open ticket live. */
export function useTicketQueueLiveUpdates(): void {
  const queryClient = useQueryClient();
  useRealtime((event) => {
    if (event.type === 'ticket_response') addTeamTicketResponse(queryClient, event.response);
    if (event.type === 'ticket_status') updateTeamTicket(queryClient, event.ticket);
    if (event.type !== 'message') invalidateTicketQueues(queryClient);
  });
}

/** A team reply (e-mailed to the member by the server); refused with 409 when the ticket is closed. */
export function useReplyAsTeam(ticketId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (responseText: string) =>
      callEndpoint(supportEndpoints.replyAsTeam, { params: { ticketId }, body: { responseText } }),
    onSuccess: ({ response }) => {
      addTeamTicketResponse(queryClient, response);
      invalidateTicketQueues(queryClient);
    },
  });
}

/** Moves a ticket between open, in_progress and closed. */
export function useUpdateTicketStatus(ticketId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: TicketStatus) =>
      callEndpoint(supportEndpoints.updateTicketStatus, { params: { ticketId }, body: { status } }),
    onSuccess: ({ ticket }) => {
      updateTeamTicket(queryClient, ticket);
      invalidateTicketQueues(queryClient);
    },
  });
}
