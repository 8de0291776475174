import type { MeResponse } from '@pillars/shared/accounts/schemas';
import { twoFactorEndpoints } from '@pillars/shared/two-factor/endpoints';
import type { VerifySecondFactorBody } from '@pillars/shared/two-factor/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { startSession } from './get-me';

/** The code after the password (or a backup code): the sign-in is complete. */
export function verifySecondFactor(body: VerifySecondFactorBody): Promise<MeResponse> {
  return callEndpoint(twoFactorEndpoints.verifySecondFactor, { body });
}

export function useVerifySecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifySecondFactor,
    onSuccess: (me) => startSession(queryClient, me),
  });
}
