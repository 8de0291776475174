import { chatbotEndpoints } from '@pillars/shared/chatbot/endpoints';
import type { ChatbotResponse } from '@pillars/shared/chatbot/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';

/** The chatbot's address comes from the server (CHATBOT_URL), never from the bundle. */
export function getChatbot(): Promise<ChatbotResponse> {
  return callEndpoint(chatbotEndpoints.getChatbot);
}

export function chatbotQueryOptions() {
  return queryOptions({ queryKey: ['chatbot'] as const, queryFn: getChatbot, staleTime: 5 * 60_000 });
}

export function useChatbot() {
  return useQuery(chatbotQueryOptions());
}
