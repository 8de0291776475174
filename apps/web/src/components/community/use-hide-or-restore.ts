import { communityMessages } from '@pillars/shared/community/messages';
import { serverMessageOr } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useModeratePost, useModerateReply } from './api';

/**
 * A moderator hides a post or a reply, or restores it (`unhide`), with the toast that says so
 * (issue 54): in a thread and under /admin/community's Hidden.
 */
export function useHideOrRestore(target: { postId: string } | { replyId: string }) {
  const post = useModeratePost();
  const reply = useModerateReply();
  const act = (action: 'hide' | 'unhide') => {
    const options = {
      onSuccess: () =>
        toast.success(action === 'hide' ? communityMessages.hiddenDone : communityMessages.restored),
      onError: (failure: unknown) =>
        toast.error(
          serverMessageOr(
            failure,
            action === 'hide' ? 'Failed to hide. Please try again.' : 'Failed to restore. Please try again.',
          ),
        ),
    };
    if ('postId' in target) post.mutate({ postId: target.postId, action }, options);
    else reply.mutate({ replyId: target.replyId, action }, options);
  };
  return {
    hide: () => act('hide'),
    restore: () => act('unhide'),
    isPending: post.isPending || reply.isPending,
  };
}
