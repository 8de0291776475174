/** Ask the Library's query keys: the member's conversations, and one of them. */
export const askKeys = {
  all: ['ask'] as const,
  conversations: ['ask', 'conversations'] as const,
  conversation: (conversationId: string) => ['ask', 'conversation', conversationId] as const,
};
