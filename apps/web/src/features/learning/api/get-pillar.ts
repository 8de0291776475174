import type { PillarDetailResponse } from '@pillars/shared/learning/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** One pillar with its key elements and the member's progress; 404 'Pillar not found'. */
export function getPillar(pillarSlug: string): Promise<PillarDetailResponse> {
  return api.get<PillarDetailResponse>(`/api/learning/pillars/${encodeURIComponent(pillarSlug)}`);
}

export function pillarQueryOptions(pillarSlug: string) {
  return queryOptions({ queryKey: queryKeys.pillar(pillarSlug), queryFn: () => getPillar(pillarSlug) });
}

export function usePillar(pillarSlug: string) {
  return useQuery(pillarQueryOptions(pillarSlug));
}
