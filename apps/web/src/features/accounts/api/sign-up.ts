import { accountEndpoints } from '@pillars/shared/accounts/endpoints';
import type { MeResponse, SignUpBody } from '@pillars/shared/accounts/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { browserTimeZone } from '@/lib/time-zone';
import { startSession } from './get-me';

/** The browser's zone becomes the profile's (Settings > Time zone changes it later). */
export function signUp(body: SignUpBody): Promise<MeResponse> {
  return callEndpoint(accountEndpoints.signUp, { body: { ...body, timeZone: browserTimeZone() } });
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    onSuccess: (me) => startSession(queryClient, me),
  });
}
