import { supportEndpoints } from '@pillars/shared/support/endpoints';
import type { SupportPageResponse, TicketSummary } from '@pillars/shared/support/schemas';
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { useRealtime } from '@/lib/realtime';
import { cachedViewerId } from '@/lib/viewer';
import { addCachedTicketResponse, updateCachedTicket } from './get-ticket';

export const supportPageQueryKey = ['support', 'page'] as const;

/** /support in one call: headings (null when not configured), FAQ in order, my tickets newest first. */
export function getSupportPage(): Promise<SupportPageResponse> {
  return callEndpoint(supportEndpoints.getSupportPage);
}

export function supportPageQueryOptions() {
  return queryOptions({ queryKey: supportPageQueryKey, queryFn: getSupportPage });
}

export function useSupportPage() {
  return useQuery(supportPageQueryOptions());
}

/** Puts a new or changed ticket into my tickets (newest first), keeping the count of unread replies. */
export function upsertCachedTicket(queryClient: QueryClient, ticket: TicketSummary): void {
  queryClient.setQueryData<SupportPageResponse>(supportPageQueryKey, (data) => {
    if (!data) return data;
    const others = data.tickets.filter((existing) => existing.id !== ticket.id);
    const tickets = [ticket, ...others].sort((first, second) =>
      second.createdAt.localeCompare(first.createdAt),
    );
    return { ...data, tickets };
  });
}

/** The viewer's new tickets, replies and status changes reach my tickets and the open ticket live. */
export function useSupportLiveUpdates(): void {
  const queryClient = useQueryClient();
  useRealtime((event) => {
    // Only the viewer's own tickets (the team's stream carries every member's).
    if (
      event.type === 'message' ||
      event.type === 'job' ||
      event.type === 'community' ||
      event.memberId !== cachedViewerId(queryClient)
    )
      return;
    if (event.type === 'ticket') upsertCachedTicket(queryClient, event.ticket);
    if (event.type === 'ticket_status') {
      upsertCachedTicket(queryClient, event.ticket);
      updateCachedTicket(queryClient, event.ticket);
    }
    if (event.type === 'ticket_response') {
      addCachedTicketResponse(queryClient, event.response);
      // The list's reply counts and unread marks.
      void queryClient.invalidateQueries({ queryKey: supportPageQueryKey, exact: true });
    }
  });
}
