import { communityEndpoints } from '@pillars/shared/community/endpoints';
import type { CommunityListQuery, CommunityListResponse } from '@pillars/shared/community/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

// A thread's reads and every write live in components/community/api.ts (the lesson viewer and
// the article page show discussions too).
export { useCreatePost } from '@/components/community/api';

/** /community: a page of discussions for the tab, filters and search. */
export function communityListQueryOptions(query: CommunityListQuery = {}) {
  return queryOptions({
    queryKey: [...queryKeys.community, 'list', query] as const,
    queryFn: (): Promise<CommunityListResponse> => callEndpoint(communityEndpoints.listCommunity, { query }),
  });
}

export function useCommunityList(query: CommunityListQuery) {
  return useQuery(communityListQueryOptions(query));
}
