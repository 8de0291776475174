import { auditEndpoints } from '@pillars/shared/audit/endpoints';
import type { AuditResponse } from '@pillars/shared/audit/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';

/** The trail's filters as the page keeps them in its URL. */
export interface AuditPageFilters {
  actor?: string;
  action?: string;
  targetType?: string;
  from?: string;
  to?: string;
  page: number;
}

export const auditKeys = {
  all: ['admin-audit'] as const,
  list: (filters: AuditPageFilters) => ['admin-audit', 'list', filters] as const,
};

/** One page of the trail (50, newest first), filtered and scoped by the server. */
export function getAuditEntries(filters: AuditPageFilters): Promise<AuditResponse> {
  return callEndpoint(auditEndpoints.listAuditEntries, { query: filters });
}

export function auditEntriesQueryOptions(filters: AuditPageFilters) {
  return queryOptions({ queryKey: auditKeys.list(filters), queryFn: () => getAuditEntries(filters) });
}

/** The previous page stays on screen while the next one loads. */
export function useAuditEntries(filters: AuditPageFilters) {
  return useQuery({ ...auditEntriesQueryOptions(filters), placeholderData: keepPreviousData });
}
