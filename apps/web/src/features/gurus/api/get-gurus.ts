import { gurusEndpoints } from '@pillars/shared/gurus/endpoints';
import type { GuruProfileResponse, GurusResponse } from '@pillars/shared/gurus/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';

/** The gurus feature's query keys. */
export const guruKeys = {
  gurus: ['gurus', 'list'] as const,
  guru: (slug: string) => ['gurus', 'profile', slug] as const,
};

/** Active gurus by name, each with every specialty. */
export function getGurus(): Promise<GurusResponse> {
  return callEndpoint(gurusEndpoints.listGurus);
}

export function gurusQueryOptions() {
  return queryOptions({ queryKey: guruKeys.gurus, queryFn: getGurus });
}

export function useGurus() {
  return useQuery(gurusQueryOptions());
}

/** A guru's profile with its newest linked articles and their count; 404 'Guru not found'. */
export function getGuru(slug: string): Promise<GuruProfileResponse> {
  return callEndpoint(gurusEndpoints.getGuru, { params: { slug } });
}

export function guruQueryOptions(slug: string) {
  return queryOptions({ queryKey: guruKeys.guru(slug), queryFn: () => getGuru(slug) });
}

export function useGuru(slug: string) {
  return useQuery(guruQueryOptions(slug));
}
