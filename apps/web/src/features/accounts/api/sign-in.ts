import { accountEndpoints } from '@pillars/shared/accounts/endpoints';
import type { MeResponse, SignInBody } from '@pillars/shared/accounts/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { startSession } from './get-me';

export function signIn(body: SignInBody): Promise<MeResponse> {
  return callEndpoint(accountEndpoints.signIn, { body });
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (me) => startSession(queryClient, me),
  });
}
