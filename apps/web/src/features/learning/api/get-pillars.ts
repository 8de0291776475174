import { learningEndpoints } from '@pillars/shared/learning/endpoints';
import type { PillarsResponse } from '@pillars/shared/learning/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Every pillar in display order, with the member's progress. */
export function getPillars(): Promise<PillarsResponse> {
  return callEndpoint(learningEndpoints.listPillars);
}

export function pillarsQueryOptions() {
  return queryOptions({ queryKey: queryKeys.pillars, queryFn: getPillars });
}

export function usePillars() {
  return useQuery(pillarsQueryOptions());
}
