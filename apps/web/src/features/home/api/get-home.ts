import { homeEndpoints } from '@pillars/shared/home/endpoints';
import type { HomeResponse } from '@pillars/shared/home/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Everything the home page shows, in one call. */
export function getHome(): Promise<HomeResponse> {
  return callEndpoint(homeEndpoints.getHome);
}

export function homeQueryOptions() {
  return queryOptions({ queryKey: queryKeys.home, queryFn: getHome });
}

export function useHome() {
  return useQuery(homeQueryOptions());
}
