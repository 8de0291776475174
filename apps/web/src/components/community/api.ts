import { communityEndpoints } from '@pillars/shared/community/endpoints';
import { mentionEndpoints } from '@pillars/shared/community/mention-endpoints';
import type { MentionCandidatesResponse } from '@pillars/shared/community/mention-schemas';
import type {
  CreatePostBody,
  CreateReplyBody,
  ModeratePostBody,
  ModerateReplyBody,
  PlaceDiscussionResponse,
  ReportBody,
  ThreadResponse,
  UpdatePostBody,
} from '@pillars/shared/community/schemas';
import {
  infiniteQueryOptions,
  type Query,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useRealtime } from '@/lib/realtime';

/*
 * The Community's discussions (issue 42), shared by the Community's pages, the lesson viewer
 * and the article page (a feature never imports another: what they share lives here).
 */

export type DiscussionPlace = { kind: 'lesson' | 'article'; id: string };

const placeKey = (place: DiscussionPlace) => [...queryKeys.community, 'place', place.kind, place.id] as const;
const threadKey = (postId: string) => [...queryKeys.community, 'thread', postId] as const;

/** A lesson's or an article's discussion, a page at a time (newest first). */
export function placeDiscussionQueryOptions(place: DiscussionPlace) {
  return infiniteQueryOptions({
    queryKey: placeKey(place),
    initialPageParam: 1,
    queryFn: ({ pageParam }): Promise<PlaceDiscussionResponse> =>
      place.kind === 'lesson'
        ? callEndpoint(communityEndpoints.getLessonDiscussion, {
            params: { lessonId: place.id },
            query: { page: pageParam },
          })
        : callEndpoint(communityEndpoints.getArticleDiscussion, {
            params: { articleId: place.id },
            query: { page: pageParam },
          }),
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });
}

export function usePlaceDiscussion(place: DiscussionPlace) {
  return useInfiniteQuery(placeDiscussionQueryOptions(place));
}

/** A thread and a page of its replies (oldest first). */
export function threadQueryOptions(postId: string, page = 1) {
  return queryOptions({
    queryKey: [...threadKey(postId), page] as const,
    queryFn: (): Promise<ThreadResponse> =>
      callEndpoint(communityEndpoints.getThread, { params: { postId }, query: { page } }),
  });
}

export function useThread(postId: string, page = 1, options: { enabled?: boolean } = {}) {
  return useQuery({ ...threadQueryOptions(postId, page), enabled: options.enabled ?? true });
}

/**
 * Live threads: a discussion that changed (a reply from anyone, an edit, a mark, moderation)
 * is read again by every screen showing it, through the API (the event carries ids only).
 */
export function useLiveDiscussions() {
  const queryClient = useQueryClient();
  useRealtime((event) => {
    if (event.type !== 'community') return;
    const showsPost = (query: Query) => {
      const [, kind, id] = query.queryKey as readonly unknown[];
      if (kind === 'thread') return id === event.postId;
      if (kind !== 'place') return false;
      const data = query.state.data as { pages?: PlaceDiscussionResponse[] } | undefined;
      return Boolean(data?.pages?.some((page) => page.posts.some((post) => post.id === event.postId)));
    };
    void queryClient.invalidateQueries({ queryKey: queryKeys.community, predicate: showsPost });
  });
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

export function useUpdatePost(postId: string) {
  const invalidate = useInvalidateCommunity();
  return useMutation({
    mutationFn: (body: UpdatePostBody) =>
      callEndpoint(communityEndpoints.updatePost, { params: { postId }, body }),
    onSuccess: invalidate,
  });
}

export function useDeletePost(postId: string) {
  const invalidate = useInvalidateCommunity();
  return useMutation({
    mutationFn: () => callEndpoint(communityEndpoints.deletePost, { params: { postId } }),
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

export function useUpdateReply(replyId: string) {
  const invalidate = useInvalidateCommunity();
  return useMutation({
    mutationFn: (body: { body: string }) =>
      callEndpoint(communityEndpoints.updateReply, { params: { replyId }, body }),
    onSuccess: invalidate,
  });
}

export function useDeleteReply(replyId: string) {
  const invalidate = useInvalidateCommunity();
  return useMutation({
    mutationFn: () => callEndpoint(communityEndpoints.deleteReply, { params: { replyId } }),
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

export function useLike(target: { postId: string } | { replyId: string }) {
  const invalidate = useInvalidateCommunity();
  return useMutation({
    mutationFn: (isLiked: boolean) =>
      'postId' in target
        ? callEndpoint(isLiked ? communityEndpoints.likePost : communityEndpoints.unlikePost, {
            params: { postId: target.postId },
          })
        : callEndpoint(isLiked ? communityEndpoints.likeReply : communityEndpoints.unlikeReply, {
            params: { replyId: target.replyId },
          }),
    onSuccess: invalidate,
  });
}

export function useFollow(postId: string) {
  const invalidate = useInvalidateCommunity();
  return useMutation({
    mutationFn: (isFollowing: boolean) =>
      callEndpoint(isFollowing ? communityEndpoints.followPost : communityEndpoints.unfollowPost, {
        params: { postId },
      }),
    onSuccess: invalidate,
  });
}

/**
 * Moderation (staff): hide, restore (`unhide`), lock, pin, move or delete a post; hide,
 * restore or delete a reply. Shared by /admin/community and a thread's Restore.
 */
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

export function useReport() {
  return useMutation({
    mutationFn: (body: ReportBody) => callEndpoint(communityEndpoints.reportContent, { body }),
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
