import type { MeResponse, SignUpBody } from '@pillars/shared/accounts/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { startSession } from './get-me';

export function signUp(body: SignUpBody): Promise<MeResponse> {
  return api.post<MeResponse>('/api/auth/sign-up', body);
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    onSuccess: (me) => startSession(queryClient, me),
  });
}
