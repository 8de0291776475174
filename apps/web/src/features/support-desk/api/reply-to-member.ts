import { messagesEndpoints } from '@pillars/shared/messages/endpoints';
import type { PostMessageResponse } from '@pillars/shared/messages/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { receiveMemberMessage } from './get-inbox';

export function replyToMember(memberId: string, content: string): Promise<PostMessageResponse> {
  return callEndpoint(messagesEndpoints.replyToMember, { params: { memberId }, body: { content } });
}

/** The team's reply in a member's conversation (also e-mailed to the member by the server). */
export function useReplyToMember(memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => replyToMember(memberId, content),
    onSuccess: ({ message }) => receiveMemberMessage(queryClient, message),
  });
}
