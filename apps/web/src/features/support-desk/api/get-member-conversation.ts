import { messagesEndpoints } from '@pillars/shared/messages/endpoints';
import type { ChatMessage, TeamConversationResponse } from '@pillars/shared/messages/schemas';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { mergeById } from '@/lib/merge-by-id';

export const memberConversationQueryKey = (memberId: string) =>
  ['support-desk', 'conversation', memberId] as const;

/** A member's conversation for the team (the latest page), newest last. */
export function getMemberConversation(memberId: string): Promise<TeamConversationResponse> {
  return callEndpoint(messagesEndpoints.getMemberConversation, { params: { memberId }, query: {} });
}

export function memberConversationQueryOptions(memberId: string) {
  return queryOptions({
    queryKey: memberConversationQueryKey(memberId),
    queryFn: () => getMemberConversation(memberId),
  });
}

export function useMemberConversation(memberId: string) {
  return useQuery(memberConversationQueryOptions(memberId));
}

/** A message joins the member's conversation, if it is cached, once. */
export function addMemberConversationMessage(queryClient: QueryClient, message: ChatMessage): void {
  queryClient.setQueryData<TeamConversationResponse>(memberConversationQueryKey(message.memberId), (data) =>
    data ? { ...data, messages: mergeById(data.messages, [message]) } : data,
  );
}
