import { twoFactorEndpoints } from '@pillars/shared/two-factor/endpoints';
import type { DisableAuthenticatorBody, TwoFactorStatus } from '@pillars/shared/two-factor/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { twoFactorQueryKey } from './get-two-factor';

/** Turns the authenticator app off: the password and a code. */
export function disableAuthenticator(body: DisableAuthenticatorBody): Promise<TwoFactorStatus> {
  return callEndpoint(twoFactorEndpoints.disableAuthenticator, { body });
}

export function useDisableAuthenticator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableAuthenticator,
    onSuccess: (status) => queryClient.setQueryData(twoFactorQueryKey, status),
  });
}
