import { askEndpoints } from '@pillars/shared/ask/endpoints';
import type { AskConversationsResponse } from '@pillars/shared/ask/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { askKeys } from './ask-keys';

/** The member's past conversations, newest first, and whether answers are turned on. */
export function getAskConversations(): Promise<AskConversationsResponse> {
  return callEndpoint(askEndpoints.listAskConversations);
}

export function askConversationsQueryOptions() {
  return queryOptions({ queryKey: askKeys.conversations, queryFn: getAskConversations });
}

export function useAskConversations() {
  return useQuery(askConversationsQueryOptions());
}
