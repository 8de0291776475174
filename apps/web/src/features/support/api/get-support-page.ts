import { supportEndpoints } from '@pillars/shared/support/endpoints';
import type { SupportPageResponse, TicketSummary } from '@pillars/shared/support/schemas';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';

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
