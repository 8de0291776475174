import type { HomeResponse } from '@pillars/shared/home/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Everything the home page shows, in one call. */
export function getHome(): Promise<HomeResponse> {
  return api.get<HomeResponse>('/api/home');
}

export function homeQueryOptions() {
  return queryOptions({ queryKey: queryKeys.home, queryFn: getHome });
}

export function useHome() {
  return useQuery(homeQueryOptions());
}
