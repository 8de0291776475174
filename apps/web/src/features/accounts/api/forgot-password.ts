import type { ForgotPasswordBody } from '@pillars/shared/accounts/schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Asks for a reset e-mail; the answer is the same whether or not the address has an account. */
export function requestPasswordReset(body: ForgotPasswordBody): Promise<{ ok: true }> {
  return api.post<{ ok: true }>('/api/auth/forgot-password', body);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
