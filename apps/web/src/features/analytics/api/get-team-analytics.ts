import { analyticsEndpoints } from '@pillars/shared/analytics/endpoints';
import type { TeamAnalyticsResponse } from '@pillars/shared/analytics/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';

export const analyticsKeys = {
  all: ['analytics'] as const,
  /** `null`: the viewer's own organization (an agent's; the server decides). */
  team: (organizationId: string | null) => ['analytics', 'team', organizationId] as const,
  business: ['analytics', 'business'] as const,
};

/** The team view: an agent's own organization (whatever is named), or the one a superadmin chose. */
export function getTeamAnalytics(organizationId: string | null): Promise<TeamAnalyticsResponse> {
  return callEndpoint(analyticsEndpoints.getTeamAnalytics, {
    query: organizationId ? { organizationId } : {},
  });
}

export function teamAnalyticsQueryOptions(organizationId: string | null) {
  return queryOptions({
    queryKey: analyticsKeys.team(organizationId),
    queryFn: () => getTeamAnalytics(organizationId),
  });
}

export function useTeamAnalytics(organizationId: string | null, options: { enabled?: boolean } = {}) {
  return useQuery({ ...teamAnalyticsQueryOptions(organizationId), enabled: options.enabled ?? true });
}
