import type { MeResponse, SignInBody } from '@pillars/shared/accounts/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { startSession } from './get-me';

export function signIn(body: SignInBody): Promise<MeResponse> {
  return api.post<MeResponse>('/api/auth/sign-in', body);
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (me) => startSession(queryClient, me),
  });
}
