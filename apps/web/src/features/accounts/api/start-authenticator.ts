import { twoFactorEndpoints } from '@pillars/shared/two-factor/endpoints';
import type { AuthenticatorSetup } from '@pillars/shared/two-factor/schemas';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';

/** A new key for the authenticator app (its QR code and text); on only after a right code. */
export function startAuthenticator(): Promise<AuthenticatorSetup> {
  return callEndpoint(twoFactorEndpoints.startAuthenticator);
}

export function useStartAuthenticator() {
  return useMutation({ mutationFn: startAuthenticator });
}
