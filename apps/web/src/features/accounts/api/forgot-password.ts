import { accountEndpoints } from '@pillars/shared/accounts/endpoints';
import type { ForgotPasswordBody } from '@pillars/shared/accounts/schemas';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';

/** Asks for a reset e-mail; the answer is the same whether or not the address has an account. */
export function requestPasswordReset(body: ForgotPasswordBody): Promise<{ ok: true }> {
  return callEndpoint(accountEndpoints.forgotPassword, { body });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
