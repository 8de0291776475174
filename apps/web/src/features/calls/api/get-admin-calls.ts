import { callEndpoints } from '@pillars/shared/calls/endpoints';
import type { AdminCallsQuery, AdminCallsResponse } from '@pillars/shared/calls/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { callKeys } from './call-keys';

/** The calls the viewer may manage (agents: their organization's), searched, filtered and sorted on the server. */
export function getAdminCalls(query: AdminCallsQuery): Promise<AdminCallsResponse> {
  return callEndpoint(callEndpoints.listAdminCalls, { query });
}

export function adminCallsQueryOptions(query: AdminCallsQuery) {
  return queryOptions({ queryKey: callKeys.adminList(query), queryFn: () => getAdminCalls(query) });
}

export function useAdminCalls(query: AdminCallsQuery) {
  return useQuery({ ...adminCallsQueryOptions(query), placeholderData: keepPreviousData });
}
