import { messagesEndpoints } from '@pillars/shared/messages/endpoints';
import type { ChatMessage, ConversationResponse } from '@pillars/shared/messages/schemas';
import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  useInfiniteQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { mergeById } from '@/lib/merge-by-id';
import { useRealtime } from '@/lib/realtime';
import { cachedViewerId } from '@/lib/viewer';

export const conversationQueryKey = ['messages', 'conversation'] as const;

/** The viewer's own conversation, newest last; `before` (a seq) asks for the page before it. */
export function getConversation(before?: number): Promise<ConversationResponse> {
  return callEndpoint(messagesEndpoints.getConversation, { query: before === undefined ? {} : { before } });
}

/** Pages newest first: the first page is the latest one, later pages go back in time. */
export function conversationQueryOptions() {
  return infiniteQueryOptions({
    queryKey: conversationQueryKey,
    queryFn: ({ pageParam }) => getConversation(pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (lastPage) => (lastPage.hasOlder ? lastPage.messages[0]?.seq : undefined),
  });
}

export function useConversation() {
  return useInfiniteQuery(conversationQueryOptions());
}

/** Every loaded message, oldest first. */
export function conversationMessages(data: InfiniteData<ConversationResponse> | undefined): ChatMessage[] {
  if (!data) return [];
  return [...data.pages].reverse().flatMap((page) => page.messages);
}

/** Adds a message that arrived (live, or the answer to a post) to the latest page, once. */
export function addConversationMessage(queryClient: QueryClient, message: ChatMessage): void {
  queryClient.setQueryData<InfiniteData<ConversationResponse>>(conversationQueryKey, (data) => {
    if (!data) return data;
    const [latest, ...older] = data.pages;
    if (!latest) return data;
    return { ...data, pages: [{ ...latest, messages: mergeById(latest.messages, [message]) }, ...older] };
  });
}

/** The viewer's messages and the team's replies to them reach the open chat live. */
export function useConversationLiveUpdates(): void {
  const queryClient = useQueryClient();
  useRealtime((event) => {
    // Only the viewer's own conversation (the team's stream carries every member's).
    if (event.type === 'message' && event.message.memberId === cachedViewerId(queryClient)) {
      addConversationMessage(queryClient, event.message);
    }
  });
}
