import { messagesEndpoints } from '@pillars/shared/messages/endpoints';
import type { PostMessageBody, PostMessageResponse } from '@pillars/shared/messages/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { addConversationMessage } from './get-conversation';

export function postMessage(body: PostMessageBody): Promise<PostMessageResponse> {
  return callEndpoint(messagesEndpoints.postMessage, { body });
}

/** Sends a message; it shows in the conversation as soon as the server has it. */
export function usePostMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postMessage,
    onSuccess: ({ message }) => addConversationMessage(queryClient, message),
  });
}
