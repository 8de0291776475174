import { askEndpoints } from '@pillars/shared/ask/endpoints';
import type { AskConversationResponse } from '@pillars/shared/ask/schemas';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { askKeys } from './ask-keys';

/** One of the member's conversations with its turns (none asked while `conversationId` is null). */
export function useAskConversation(conversationId: string | null) {
  return useQuery({
    queryKey: askKeys.conversation(conversationId ?? ''),
    queryFn: (): Promise<AskConversationResponse> =>
      callEndpoint(askEndpoints.getAskConversation, { params: { conversationId: conversationId ?? '' } }),
    enabled: conversationId !== null,
  });
}
