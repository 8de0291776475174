import { planEndpoints } from '@pillars/shared/learning-plans/endpoints';
import type { MyPlanResponse } from '@pillars/shared/learning-plans/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The viewer's own assignments, open ones first, completed ones included. */
export function getMyPlan(): Promise<MyPlanResponse> {
  return callEndpoint(planEndpoints.getMyPlan);
}

export function myPlanQueryOptions() {
  return queryOptions({ queryKey: queryKeys.myPlan, queryFn: getMyPlan });
}

export function useMyPlan() {
  return useQuery(myPlanQueryOptions());
}
