import { twoFactorEndpoints } from '@pillars/shared/two-factor/endpoints';
import type { TeamTwoFactorBody, TwoFactorStatus } from '@pillars/shared/two-factor/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { twoFactorQueryKey } from './get-two-factor';

/** The agent requires a second factor of the whole team (from each one's next sign-in). */
export function setTeamTwoFactor(body: TeamTwoFactorBody): Promise<TwoFactorStatus> {
  return callEndpoint(twoFactorEndpoints.setTeamTwoFactor, { body });
}

export function useSetTeamTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setTeamTwoFactor,
    onSuccess: (status) => queryClient.setQueryData(twoFactorQueryKey, status),
  });
}
