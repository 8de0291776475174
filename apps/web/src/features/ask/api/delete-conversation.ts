import { askEndpoints } from '@pillars/shared/ask/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { askKeys } from './ask-keys';

/** Deletes one of the member's conversations (the page asks first). */
export function useDeleteAskConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (conversationId: string) =>
      callEndpoint(askEndpoints.deleteAskConversation, { params: { conversationId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: askKeys.conversations }),
  });
}
