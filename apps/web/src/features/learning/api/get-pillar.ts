import { learningEndpoints } from '@pillars/shared/learning/endpoints';
import type { PillarDetailResponse } from '@pillars/shared/learning/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** One pillar with its key elements and the member's progress; 404 'Pillar not found'. */
export function getPillar(pillarSlug: string): Promise<PillarDetailResponse> {
  return callEndpoint(learningEndpoints.getPillar, { params: { pillarSlug } });
}

export function pillarQueryOptions(pillarSlug: string) {
  return queryOptions({ queryKey: queryKeys.pillar(pillarSlug), queryFn: () => getPillar(pillarSlug) });
}

export function usePillar(pillarSlug: string) {
  return useQuery(pillarQueryOptions(pillarSlug));
}
