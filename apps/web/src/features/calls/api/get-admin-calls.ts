import { callEndpoints } from '@pillars/shared/calls/endpoints';
import type { AdminCallsQuery, AdminCallsResponse } from '@pillars/shared/calls/schemas';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { callKeys } from './call-keys';

/** The calls the viewer may manage (agents: their organization's), searched, filtered and sorted on the server. */
export function getAdminCalls(query: AdminCallsQuery, page = 1): Promise<AdminCallsResponse> {
  return callEndpoint(callEndpoints.listAdminCalls, { query: { ...query, page } });
}

/** Pages of the server's size; 'Show more calls' asks for the next while some are left. */
export function adminCallsQueryOptions(query: AdminCallsQuery) {
  return infiniteQueryOptions({
    queryKey: callKeys.adminList(query),
    queryFn: ({ pageParam }) => getAdminCalls(query, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });
}

export function useAdminCalls(query: AdminCallsQuery) {
  return useInfiniteQuery({ ...adminCallsQueryOptions(query), placeholderData: keepPreviousData });
}
