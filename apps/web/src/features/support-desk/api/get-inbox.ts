import { messagesEndpoints } from '@pillars/shared/messages/endpoints';
import type { ChatMessage, InboxResponse } from '@pillars/shared/messages/schemas';
import {
  infiniteQueryOptions,
  type QueryClient,
  useInfiniteQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { useRealtime } from '@/lib/realtime';
import { addMemberConversationMessage } from './get-member-conversation';

export const inboxQueryKey = ['support-desk', 'inbox'] as const;

/** The team's inbox: member conversations, unread first, then latest first; pages by `page`. */
export function getInbox(page: number): Promise<InboxResponse> {
  return callEndpoint(messagesEndpoints.getInbox, { query: { page } });
}

export function inboxQueryOptions() {
  return infiniteQueryOptions({
    queryKey: inboxQueryKey,
    queryFn: ({ pageParam }) => getInbox(pageParam),
    initialPageParam: 1,
    getNextPageParam: (lastPage) => (lastPage.hasMore ? lastPage.page + 1 : undefined),
  });
}

export function useInbox() {
  return useInfiniteQuery(inboxQueryOptions());
}

/**
 * A message that arrived (live, or the answer to a reply) joins the member's open
 * conversation once, and the inbox sorts and counts again.
 */
export function receiveMemberMessage(queryClient: QueryClient, message: ChatMessage): void {
  addMemberConversationMessage(queryClient, message);
  void queryClient.invalidateQueries({ queryKey: inboxQueryKey, exact: true });
}

/** Members' messages and other team members' replies reach the inbox and the open conversation live. */
export function useInboxLiveUpdates(): void {
  const queryClient = useQueryClient();
  useRealtime((event) => {
    if (event.type === 'message') receiveMemberMessage(queryClient, event.message);
  });
}
