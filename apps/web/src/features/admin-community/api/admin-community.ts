import { communityEndpoints } from '@pillars/shared/community/endpoints';
import type {
  CategoryBody,
  ModeratePostBody,
  ModerateReplyBody,
  ReportsResponse,
} from '@pillars/shared/community/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

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

function useInvalidateCommunity() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.community });
}

export function useModeratePost() {
  const invalidate = useInvalidateCommunity();
  return useMutation({
    mutationFn: ({ postId, ...body }: ModeratePostBody & { postId: string }) =>
      callEndpoint(communityEndpoints.moderatePost, { params: { postId }, body }),
    onSuccess: invalidate,
  });
}

export function useModerateReply() {
  const invalidate = useInvalidateCommunity();
  return useMutation({
    mutationFn: ({ replyId, ...body }: ModerateReplyBody & { replyId: string }) =>
      callEndpoint(communityEndpoints.moderateReply, { params: { replyId }, body }),
    onSuccess: invalidate,
  });
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
