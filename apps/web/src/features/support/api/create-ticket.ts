import { supportEndpoints } from '@pillars/shared/support/endpoints';
import type { CreateTicketBody, CreateTicketResponse } from '@pillars/shared/support/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { upsertCachedTicket } from './get-support-page';

export function createTicket(body: CreateTicketBody): Promise<CreateTicketResponse> {
  return callEndpoint(supportEndpoints.createTicket, { body });
}

/** Opens a ticket; it heads my tickets at once. */
export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTicket,
    onSuccess: ({ ticket }) => upsertCachedTicket(queryClient, ticket),
  });
}
