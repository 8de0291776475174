import { analyticsEndpoints } from '@pillars/shared/analytics/endpoints';
import type { BusinessAnalyticsResponse } from '@pillars/shared/analytics/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { analyticsKeys } from './get-team-analytics';

/** The business at a glance (superadmins). */
export function getBusinessAnalytics(): Promise<BusinessAnalyticsResponse> {
  return callEndpoint(analyticsEndpoints.getBusinessAnalytics);
}

export function businessAnalyticsQueryOptions() {
  return queryOptions({ queryKey: analyticsKeys.business, queryFn: getBusinessAnalytics });
}

export function useBusinessAnalytics() {
  return useQuery(businessAnalyticsQueryOptions());
}
