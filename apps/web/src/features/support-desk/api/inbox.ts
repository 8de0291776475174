import { messagesEndpoints } from '@pillars/shared/messages/endpoints';
import type { ChatMessage, InboxResponse, TeamConversationResponse } from '@pillars/shared/messages/schemas';
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
import { queryKeys } from '@/lib/query-keys';
import { useRealtime } from '@/lib/realtime';

export const inboxQueryKey = ['support-desk', 'inbox'] as const;
export const memberConversationQueryKey = (memberId: string) =>
  ['support-desk', 'conversation', memberId] as const;

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

/** A member's conversation for the team (the latest page), newest last. */
export function getMemberConversation(memberId: string): Promise<TeamConversationResponse> {
  return callEndpoint(messagesEndpoints.getMemberConversation, { params: { memberId }, query: {} });
}

export function useMemberConversation(memberId: string) {
  return useQuery(
    queryOptions({
      queryKey: memberConversationQueryKey(memberId),
      queryFn: () => getMemberConversation(memberId),
    }),
  );
}

/**
 * A message that arrived (live, or the answer to a reply) joins the member's open
 * conversation once, and the inbox sorts and counts again.
 */
function receiveMessage(queryClient: QueryClient, message: ChatMessage): void {
  queryClient.setQueryData<TeamConversationResponse>(memberConversationQueryKey(message.memberId), (data) =>
    data ? { ...data, messages: mergeById(data.messages, [message]) } : data,
  );
  void queryClient.invalidateQueries({ queryKey: inboxQueryKey, exact: true });
}

/** Members' messages and other team members' replies reach the inbox and the open conversation live. */
export function useInboxLiveUpdates(): void {
  const queryClient = useQueryClient();
  useRealtime((event) => {
    if (event.type === 'message') receiveMessage(queryClient, event.message);
  });
}

/** The team's reply in a member's conversation (also e-mailed to the member by the server). */
export function useReplyToMember(memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) =>
      callEndpoint(messagesEndpoints.replyToMember, { params: { memberId }, body: { content } }),
    onSuccess: ({ message }) => receiveMessage(queryClient, message),
  });
}

/** The member's messages are read by the team: the inbox's unread marks go, and the bell's and sidebar's counts. */
export function useMarkConversationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memberId: string) =>
      callEndpoint(messagesEndpoints.markConversationRead, { params: { memberId } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: inboxQueryKey, exact: true });
      void queryClient.invalidateQueries({ queryKey: queryKeys.notifications, exact: true });
    },
  });
}
