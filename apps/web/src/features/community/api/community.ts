import { communityEndpoints } from '@pillars/shared/community/endpoints';
import { mentionEndpoints } from '@pillars/shared/community/mention-endpoints';
import type { MentionCandidatesResponse } from '@pillars/shared/community/mention-schemas';
import type {
  CommunityListQuery,
  CommunityListResponse,
  CreatePostBody,
  CreateReplyBody,
  ThreadResponse,
} from '@pillars/shared/community/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

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

/** A thread and a page of its replies. */
export function threadQueryOptions(postId: string, page = 1) {
  return queryOptions({
    queryKey: [...queryKeys.community, 'thread', postId, page] as const,
    queryFn: (): Promise<ThreadResponse> =>
      callEndpoint(communityEndpoints.getThread, { params: { postId }, query: { page } }),
  });
}

export function useThread(postId: string, page = 1) {
  return useQuery(threadQueryOptions(postId, page));
}

function useInvalidateCommunity() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.community });
}

export function useCreatePost() {
  const invalidate = useInvalidateCommunity();
  return useMutation({
    mutationFn: (body: CreatePostBody) => callEndpoint(communityEndpoints.createPost, { body }),
    onSuccess: invalidate,
  });
}

export function useCreateReply(postId: string) {
  const invalidate = useInvalidateCommunity();
  return useMutation({
    mutationFn: (body: CreateReplyBody) =>
      callEndpoint(communityEndpoints.createReply, { params: { postId }, body }),
    onSuccess: invalidate,
  });
}

export function useMarkAnswer(postId: string) {
  const invalidate = useInvalidateCommunity();
  return useMutation({
    mutationFn: (replyId: string | null) =>
      replyId
        ? callEndpoint(communityEndpoints.markAnswer, { params: { postId }, body: { replyId } })
        : callEndpoint(communityEndpoints.unmarkAnswer, { params: { postId } }),
    onSuccess: invalidate,
  });
}

export function useLikePost(postId: string) {
  const invalidate = useInvalidateCommunity();
  return useMutation({
    mutationFn: (isLiked: boolean) =>
      callEndpoint(isLiked ? communityEndpoints.likePost : communityEndpoints.unlikePost, {
        params: { postId },
      }),
    onSuccess: invalidate,
  });
}

/** The @mention autocomplete: people who can see the thread whose name starts with `q` (at most 8). */
export function mentionCandidatesQueryOptions(q: string, postId?: string) {
  return queryOptions({
    queryKey: [...queryKeys.community, 'mention-candidates', postId ?? null, q] as const,
    queryFn: (): Promise<MentionCandidatesResponse> =>
      callEndpoint(mentionEndpoints.listMentionCandidates, { query: { q, ...(postId ? { postId } : {}) } }),
    staleTime: 30_000,
  });
}

export function useMentionCandidates(q: string, postId?: string) {
  return useQuery({ ...mentionCandidatesQueryOptions(q, postId), enabled: q.length > 0 });
}
