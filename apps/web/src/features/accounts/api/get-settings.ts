import { accountEndpoints } from '@pillars/shared/accounts/endpoints';
import type { AccountSettings } from '@pillars/shared/accounts/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';

export const settingsQueryKey = ['accounts', 'settings'] as const;

/** The settings page's one call: sessions, e-mail preferences and time zone. */
export function getSettings(): Promise<AccountSettings> {
  return callEndpoint(accountEndpoints.getSettings);
}

export function settingsQueryOptions() {
  return queryOptions({ queryKey: settingsQueryKey, queryFn: getSettings });
}

export function useSettings() {
  return useQuery(settingsQueryOptions());
}
