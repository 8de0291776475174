import { accountEndpoints } from '@pillars/shared/accounts/endpoints';
import type { MeResponse } from '@pillars/shared/accounts/schemas';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, isApiError } from '@/lib/api-client';

export const meQueryKey = ['me'] as const;

/** The signed-in account with its access, or null when signed out (the server answers 401). */
export async function getMe(): Promise<MeResponse | null> {
  try {
    return await callEndpoint(accountEndpoints.getMe);
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

export function meQueryOptions() {
  return queryOptions({ queryKey: meQueryKey, queryFn: getMe, staleTime: 60_000 });
}

export function useMe() {
  return useQuery(meQueryOptions());
}

/** After sign-in or sign-up: drop anything cached for a previous account, keep the new one. */
export function startSession(queryClient: QueryClient, me: MeResponse): void {
  queryClient.clear();
  queryClient.setQueryData(meQueryKey, me);
}
