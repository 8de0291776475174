import { accountEndpoints } from '@pillars/shared/accounts/endpoints';
import type { MeResponse } from '@pillars/shared/accounts/schemas';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const meQueryKey = queryKeys.me;

/**
 * The signed-in account with its access, or null for a signed-out visitor (the server
 * answers 200 null: being signed out is not an error). Any failure rejects: the layout
 * shows it, since a failed check means no access (spec 01 section 4).
 */
export function getMe(): Promise<MeResponse | null> {
  return callEndpoint(accountEndpoints.getMe);
}

export function meQueryOptions() {
  return queryOptions({
    queryKey: meQueryKey,
    queryFn: getMe,
    staleTime: 60_000,
    // A failed check stays failed until the member presses Try Again: a component that mounts
    // does not start it again (with the retries, that made a request loop).
    retryOnMount: false,
  });
}

export function useMe() {
  return useQuery(meQueryOptions());
}

/** After sign-in or sign-up: drop anything cached for a previous account, keep the new one. */
export function startSession(queryClient: QueryClient, me: MeResponse): void {
  queryClient.clear();
  queryClient.setQueryData(meQueryKey, me);
}
