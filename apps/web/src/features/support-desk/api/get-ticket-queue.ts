import { supportEndpoints } from '@pillars/shared/support/endpoints';
import type { TicketQueueResponse, TicketStatus } from '@pillars/shared/support/schemas';
import {
  infiniteQueryOptions,
  type QueryClient,
  useInfiniteQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { useRealtime } from '@/lib/realtime';
import { addTeamTicketResponse, updateTeamTicket } from './get-team-ticket';

export const ticketQueueQueryKey = (status: TicketStatus | undefined) =>
  ['support-desk', 'tickets', status ?? 'all'] as const;
const ticketQueuesKey = ['support-desk', 'tickets'] as const;

/** The team's ticket queue, newest activity first, of one status or all; pages by `page`. */
export function getTicketQueue(status: TicketStatus | undefined, page: number): Promise<TicketQueueResponse> {
  return callEndpoint(supportEndpoints.getTicketQueue, { query: status ? { status, page } : { page } });
}

export function ticketQueueQueryOptions(status: TicketStatus | undefined) {
  return infiniteQueryOptions({
    queryKey: ticketQueueQueryKey(status),
    queryFn: ({ pageParam }) => getTicketQueue(status, pageParam),
    initialPageParam: 1,
    getNextPageParam: (lastPage) => (lastPage.hasMore ? lastPage.page + 1 : undefined),
  });
}

export function useTicketQueue(status: TicketStatus | undefined) {
  return useInfiniteQuery(ticketQueueQueryOptions(status));
}

/** Every status filter's queue: a new ticket, a reply or a status change moves tickets between them. */
export function invalidateTicketQueues(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: ticketQueuesKey });
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
