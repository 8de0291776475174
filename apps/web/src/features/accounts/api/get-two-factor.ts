import { twoFactorEndpoints } from '@pillars/shared/two-factor/endpoints';
import type { TwoFactorStatus } from '@pillars/shared/two-factor/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';

export const twoFactorQueryKey = ['accounts', 'two-factor'] as const;

/** Settings > Security: the authenticator app, backup codes left, whether one is required. */
export function getTwoFactor(): Promise<TwoFactorStatus> {
  return callEndpoint(twoFactorEndpoints.getTwoFactor);
}

export function twoFactorQueryOptions() {
  return queryOptions({ queryKey: twoFactorQueryKey, queryFn: getTwoFactor });
}

export function useTwoFactor() {
  return useQuery(twoFactorQueryOptions());
}
