import { communityLimits, communityMessages } from '@pillars/shared/community/messages';
import type { CommunityReply } from '@pillars/shared/community/schemas';
import { CheckCircle2Icon, HeartIcon, LockIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { BackLink } from '@/components/back-link';
import { Button } from '@/components/button';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { RichText } from '@/components/rich-text';
import { SkeletonList } from '@/components/skeleton';
import { serverMessageOr } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { useCreateReply, useLikePost, useMarkAnswer, useThread } from '../api/community';
import { AuthorLine } from '../components/author-line';
import { type ChosenMention, MentionTextarea, mentionIdsOf } from '../components/mention-textarea';

/** /community/posts/:postId (issue 42): a discussion, its replies a page at a time, and Reply. */
export function ThreadPage() {
  const { postId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const thread = useThread(postId, page);
  return (
    <>
      <BackLink to={paths.community} label="Community" />
      <QueryState
        query={thread}
        errorTitle="Failed to load the discussion. Please try again."
        skeleton={<SkeletonList label="Loading the discussion..." count={3} rowClassName="h-24 rounded-xl" />}
      >
        {(data) => (
          <div className="flex flex-col gap-6">
            <PageHeader title={data.post.title ?? data.post.place.name} description={data.post.place.name} />
            <article className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <AuthorLine
                author={data.post.author}
                createdAt={data.post.createdAt}
                editedAt={data.post.editedAt}
              />
              <div className="mt-3">
                {data.post.bodyHtml === null ? (
                  <p className="text-sm text-slate-500 italic">{communityMessages.removed}</p>
                ) : (
                  <RichText html={data.post.bodyHtml} />
                )}
              </div>
              <PostLike postId={data.post.id} isLiked={data.post.isLiked} likeCount={data.post.likeCount} />
            </article>
            <section aria-label="Replies" className="flex flex-col gap-3">
              <h2 className="text-lg font-semibold text-slate-900">
                {data.post.replyCount} {data.post.replyCount === 1 ? 'reply' : 'replies'}
              </h2>
              <ul className="flex flex-col gap-3">
                {data.replies.map((reply) => (
                  <ReplyItem
                    key={reply.id}
                    postId={data.post.id}
                    reply={reply}
                    canMarkAnswer={data.post.canMarkAnswer}
                  />
                ))}
              </ul>
              {data.pageCount > 1 ? (
                <div className="flex justify-between">
                  <Button
                    variant="outline"
                    disabled={page <= 1}
                    onClick={() => setParams(page - 1 > 1 ? { page: String(page - 1) } : {})}
                  >
                    Previous replies
                  </Button>
                  <Button
                    variant="outline"
                    disabled={page >= data.pageCount}
                    onClick={() => setParams({ page: String(page + 1) })}
                  >
                    More replies
                  </Button>
                </div>
              ) : null}
            </section>
            {data.post.isLocked ? (
              <p className="inline-flex items-center gap-2 text-sm text-slate-600">
                <LockIcon aria-hidden className="size-4" /> {communityMessages.locked}
              </p>
            ) : (
              <ReplyComposer postId={data.post.id} />
            )}
          </div>
        )}
      </QueryState>
    </>
  );
}

function PostLike({ postId, isLiked, likeCount }: { postId: string; isLiked: boolean; likeCount: number }) {
  const like = useLikePost(postId);
  return (
    <Button
      variant="ghost"
      size="sm"
      className="mt-3"
      aria-pressed={isLiked}
      onClick={() => like.mutate(!isLiked)}
    >
      <HeartIcon aria-hidden className={isLiked ? 'fill-current text-red-600' : ''} />
      {likeCount} {likeCount === 1 ? 'like' : 'likes'}
    </Button>
  );
}

function ReplyItem({
  postId,
  reply,
  canMarkAnswer,
}: {
  postId: string;
  reply: CommunityReply;
  canMarkAnswer: boolean;
}) {
  const mark = useMarkAnswer(postId);
  return (
    <li
      className={`rounded-xl border bg-white p-4 shadow-sm ${reply.isAnswer ? 'border-emerald-400' : 'border-slate-200'}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <AuthorLine author={reply.author} createdAt={reply.createdAt} editedAt={reply.editedAt} />
        {reply.isAnswer ? (
          <span className="inline-flex items-center gap-1 text-sm font-medium text-emerald-700">
            <CheckCircle2Icon aria-hidden className="size-4" /> Answer
          </span>
        ) : null}
      </div>
      {reply.quoted ? (
        <blockquote className="mt-2 border-l-4 border-slate-200 pl-3 text-sm text-slate-600">
          {reply.quoted.authorName}: {reply.quoted.excerpt ?? communityMessages.removed}
        </blockquote>
      ) : null}
      <div className="mt-2">
        {reply.bodyHtml === null ? (
          <p className="text-sm text-slate-500 italic">{communityMessages.removed}</p>
        ) : (
          <RichText html={reply.bodyHtml} />
        )}
      </div>
      {canMarkAnswer && !reply.isHidden ? (
        <Button
          variant="outline"
          size="sm"
          className="mt-3"
          disabled={mark.isPending}
          onClick={() =>
            mark.mutate(reply.isAnswer ? null : reply.id, {
              onSuccess: () =>
                toast.success(reply.isAnswer ? 'The answer mark has been removed.' : 'Marked as the answer.'),
              onError: (failure) => toast.error(serverMessageOr(failure, 'Failed to mark the answer.')),
            })
          }
        >
          {reply.isAnswer ? 'Unmark answer' : 'Mark as answer'}
        </Button>
      ) : null}
    </li>
  );
}

function ReplyComposer({ postId }: { postId: string }) {
  const [body, setBody] = useState('');
  const [mentions, setMentions] = useState<ChosenMention[]>([]);
  const [error, setError] = useState<string | null>(null);
  const create = useCreateReply(postId);
  const id = useId();
  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        setError(null);
        create.mutate(
          { body, mentionIds: mentionIdsOf(body, mentions) },
          {
            onSuccess: () => {
              setBody('');
              setMentions([]);
              toast.success('Your reply has been posted.');
            },
            onError: (failure) =>
              setError(serverMessageOr(failure, 'Failed to post your reply. Please try again.')),
          },
        );
      }}
    >
      <MentionTextarea
        id={id}
        label="Your reply"
        postId={postId}
        value={body}
        onValueChange={setBody}
        chosen={mentions}
        onChosenChange={setMentions}
        maxLength={communityLimits.bodyMax}
        error={error ?? undefined}
      />
      <div>
        <Button type="submit" disabled={create.isPending}>
          Reply
        </Button>
      </div>
    </form>
  );
}
