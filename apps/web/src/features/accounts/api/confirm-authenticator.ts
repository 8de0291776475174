import type { MeResponse } from '@pillars/shared/accounts/schemas';
import { twoFactorEndpoints } from '@pillars/shared/two-factor/endpoints';
import type { BackupCodesResponse, ConfirmAuthenticatorBody } from '@pillars/shared/two-factor/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { meQueryKey } from './get-me';
import { twoFactorQueryKey } from './get-two-factor';

/** A right code turns the authenticator on; the answer holds the ten backup codes, shown once. */
export function confirmAuthenticator(body: ConfirmAuthenticatorBody): Promise<BackupCodesResponse> {
  return callEndpoint(twoFactorEndpoints.confirmAuthenticator, { body });
}

export function useConfirmAuthenticator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmAuthenticator,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: twoFactorQueryKey });
      // A session that had to set one up is a full sign-in now.
      queryClient.setQueryData<MeResponse | null>(meQueryKey, (me) =>
        me ? { ...me, secondFactor: null } : me,
      );
    },
  });
}
