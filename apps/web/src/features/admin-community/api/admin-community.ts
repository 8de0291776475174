import { communityEndpoints } from '@pillars/shared/community/endpoints';
import type { CategoryBody, HiddenItemsResponse, ReportsResponse } from '@pillars/shared/community/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

// Moderating a post or a reply is shared with a thread's Restore (components/community/api.ts).
export { useModeratePost, useModerateReply } from '@/components/community/api';

const reportsKey = [...queryKeys.community, 'admin', 'reports'] as const;

/** /admin/community: the open reports, newest first, and the categories (staff). */
export function reportsQueryOptions() {
  return queryOptions({
    queryKey: reportsKey,
    queryFn: (): Promise<ReportsResponse> => callEndpoint(communityEndpoints.listReports),
  });
}

export function useReports() {
  return useQuery(reportsQueryOptions());
}

const hiddenKey = [...queryKeys.community, 'admin', 'hidden'] as const;

/** /admin/community's "Hidden by moderators": what was hidden, newest first, with its text (staff). */
export function hiddenItemsQueryOptions() {
  return queryOptions({
    queryKey: hiddenKey,
    queryFn: (): Promise<HiddenItemsResponse> => callEndpoint(communityEndpoints.listHidden),
  });
}

export function useHiddenItems() {
  return useQuery(hiddenItemsQueryOptions());
}

function useInvalidateCommunity() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.community });
}

export function useSaveCategory() {
  const invalidate = useInvalidateCommunity();
  return useMutation({
    mutationFn: ({ categoryId, ...body }: CategoryBody & { categoryId?: string }) =>
      categoryId
        ? callEndpoint(communityEndpoints.updateCategory, { params: { categoryId }, body })
        : callEndpoint(communityEndpoints.createCategory, { body }),
    onSuccess: invalidate,
  });
}

export function useDeleteCategory() {
  const invalidate = useInvalidateCommunity();
  return useMutation({
    mutationFn: (categoryId: string) =>
      callEndpoint(communityEndpoints.deleteCategory, { params: { categoryId } }),
    onSuccess: invalidate,
  });
}
