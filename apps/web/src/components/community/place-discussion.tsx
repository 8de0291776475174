import { zodResolver } from '@hookform/resolvers/zod';
import { communityLimits } from '@pillars/shared/community/messages';
import { type CommunityPost, createReplyBody } from '@pillars/shared/community/schemas';
import { MessageSquareIcon, MessagesSquareIcon } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Button } from '@/components/button';
import { FieldError } from '@/components/form-error';
import { Label } from '@/components/label';
import { LoadMoreButton } from '@/components/load-more-button';
import { QueryState } from '@/components/query-state';
import { SkeletonList } from '@/components/skeleton';
import { Textarea } from '@/components/textarea';
import { serverMessageOr } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import {
  type DiscussionPlace,
  useCreatePost,
  useLiveDiscussions,
  usePlaceDiscussion,
  useThread,
} from './api';
import { DiscussionPost, RepliesSection } from './discussion';

/** The words of a place: an article's posts are its comments (as before), a lesson's its discussion. */
const wording = {
  article: {
    heading: 'Comments',
    noun: 'comment' as const,
    composer: 'Add a comment',
    placeholder: 'Share your thoughts...',
    submit: 'Post Comment',
    empty: 'No comments yet. Be the first to share your thoughts.',
  },
  lesson: {
    heading: 'Discussion',
    noun: 'post' as const,
    composer: 'Ask a question or share a thought',
    placeholder: 'What would you like to ask the other members about this lesson?',
    submit: 'Post',
    empty: 'No posts yet. Ask the first question about this lesson.',
  },
};

/** The composer on top of a lesson's or an article's discussion. */
function PlaceComposer({
  place,
  label,
  placeholder,
  submit,
}: {
  place: DiscussionPlace;
  label: string;
  placeholder: string;
  submit: string;
}) {
  const id = useId();
  const create = useCreatePost();
  // The post's body rule is the reply's (the place comes from the page).
  const form = useForm<z.input<typeof createReplyBody>, unknown, z.output<typeof createReplyBody>>({
    resolver: zodResolver(createReplyBody),
    defaultValues: { body: '' },
  });
  const error = form.formState.errors.body?.message;
  const onSubmit = form.handleSubmit((values) =>
    create.mutate(
      { body: values.body, ...(place.kind === 'lesson' ? { lessonId: place.id } : { articleId: place.id }) },
      {
        onSuccess: () => {
          form.reset({ body: '' });
          toast.success('Posted.');
        },
        onError: (failure) => {
          if (applyServerFieldErrors(failure, ['body'], form.setError)) return;
          form.setError('body', {
            type: 'server',
            message: serverMessageOr(failure, 'Failed to post. Please try again.'),
          });
        },
      },
    ),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        id={id}
        rows={3}
        maxLength={communityLimits.bodyMax}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...form.register('body')}
      />
      <FieldError id={`${id}-error`} message={error} />
      <div className="flex justify-end">
        <Button type="submit" aria-disabled={create.isPending} disabled={create.isPending}>
          {create.isPending ? 'Posting...' : submit}
        </Button>
      </div>
    </form>
  );
}

/** A post's replies, read when opened (and live while open), with the reply composer. */
function InlineReplies({ post }: { post: CommunityPost }) {
  const thread = useThread(post.id);
  return (
    <div className="mt-3 border-l-2 border-slate-100 pl-3 sm:pl-4">
      <QueryState
        query={thread}
        errorTitle="Failed to load the replies. Please try again."
        skeleton={<SkeletonList label="Loading the replies..." count={2} rowClassName="h-16 rounded-xl" />}
      >
        {(data) => (
          <RepliesSection
            post={data.post}
            replies={data.replies}
            footer={
              data.pageCount > 1 ? (
                <Link to={paths.communityThread(post.id)} className="text-sm font-medium text-brand-700">
                  See all {data.post.replyCount} replies in the thread
                </Link>
              ) : null
            }
          />
        )}
      </QueryState>
    </div>
  );
}

function PlacePost({
  post,
  noun,
  onDeleted,
}: {
  post: CommunityPost;
  noun: 'post' | 'comment';
  onDeleted: () => void;
}) {
  const [isOpen, setOpen] = useState(false);
  return (
    <li className="py-4">
      <DiscussionPost post={post} noun={noun} onDeleted={onDeleted} showThreadLink>
        <Button
          variant="link"
          size="sm"
          className="mt-1"
          aria-expanded={isOpen}
          onClick={() => setOpen((open) => !open)}
        >
          <MessagesSquareIcon aria-hidden />
          {isOpen
            ? 'Hide replies'
            : post.replyCount === 0
              ? 'Reply'
              : `${post.replyCount} ${post.replyCount === 1 ? 'reply' : 'replies'}`}
          {post.answerReplyId ? ' · answered' : ''}
        </Button>
        {isOpen ? <InlineReplies post={post} /> : null}
      </DiscussionPost>
    </li>
  );
}

/**
 * A lesson's or an article's discussion (issue 42): the composer, the posts newest first
 * (pinned first) a page at a time, each with its replies one level deep, live.
 */
export function PlaceDiscussion({ place }: { place: DiscussionPlace }) {
  const words = wording[place.kind];
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const discussion = usePlaceDiscussion(place);
  useLiveDiscussions();
  const postCount = discussion.data?.pages[0]?.postCount;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="flex items-center gap-2 text-lg font-semibold text-slate-900 outline-none"
      >
        <MessageSquareIcon className="size-5 text-muted" aria-hidden />
        {words.heading}
        {postCount === undefined ? '' : ` (${postCount})`}
      </h2>
      <PlaceComposer
        place={place}
        label={words.composer}
        placeholder={words.placeholder}
        submit={words.submit}
      />
      <QueryState
        query={discussion}
        errorTitle="Failed to load the discussion. Please try again."
        skeleton={<SkeletonList label="Loading the discussion..." count={2} rowClassName="h-20 rounded-xl" />}
        isEmpty={(data) => data.pages[0]!.posts.length === 0}
        empty={<p className="text-sm text-slate-500">{words.empty}</p>}
      >
        {(data) => (
          <>
            <ul aria-label={words.heading} className="divide-y divide-slate-100">
              {data.pages.flatMap((page) =>
                page.posts.map((post) => (
                  <PlacePost
                    key={post.id}
                    post={post}
                    noun={words.noun}
                    onDeleted={() => headingRef.current?.focus()}
                  />
                )),
              )}
            </ul>
            <LoadMoreButton query={discussion} label={`Show more ${words.noun}s`} />
          </>
        )}
      </QueryState>
    </section>
  );
}
