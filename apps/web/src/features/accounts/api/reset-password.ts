import { accountEndpoints } from '@pillars/shared/accounts/endpoints';
import type { ResetPasswordBody } from '@pillars/shared/accounts/schemas';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';

export function resetPassword(body: ResetPasswordBody): Promise<{ ok: true }> {
  return callEndpoint(accountEndpoints.resetPassword, { body });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
