import { twoFactorEndpoints } from '@pillars/shared/two-factor/endpoints';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';

/** A superadmin removes someone's second factor (a lost phone): their sessions end, they are e-mailed. */
export function resetTwoFactor(userId: string): Promise<{ ok: true }> {
  return callEndpoint(twoFactorEndpoints.resetTwoFactor, { params: { userId } });
}

export function useResetTwoFactor() {
  return useMutation({ mutationFn: resetTwoFactor });
}
