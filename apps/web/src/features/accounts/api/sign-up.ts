import { accountEndpoints } from '@pillars/shared/accounts/endpoints';
import type { MeResponse, SignUpBody } from '@pillars/shared/accounts/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { startSession } from './get-me';

export function signUp(body: SignUpBody): Promise<MeResponse> {
  return callEndpoint(accountEndpoints.signUp, { body });
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    onSuccess: (me) => startSession(queryClient, me),
  });
}
