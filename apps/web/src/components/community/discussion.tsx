import { zodResolver } from '@hookform/resolvers/zod';
import { communityLimits, communityMessages } from '@pillars/shared/community/messages';
import {
  type CommunityMention,
  type CommunityPost,
  type CommunityReply,
  createReplyBody,
  updateReplyBody,
} from '@pillars/shared/community/schemas';
import {
  BellIcon,
  BellOffIcon,
  CheckCircle2Icon,
  EyeOffIcon,
  FlagIcon,
  HeartIcon,
  LockIcon,
  PencilIcon,
  QuoteIcon,
  RotateCcwIcon,
  Trash2Icon,
  XIcon,
} from 'lucide-react';
import { type ReactNode, useId, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FieldError } from '@/components/form-error';
import { Label } from '@/components/label';
import { RichText } from '@/components/rich-text';
import { Textarea } from '@/components/textarea';
import { serverMessageOr } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import {
  useCreateReply,
  useDeletePost,
  useDeleteReply,
  useFollow,
  useLike,
  useMarkAnswer,
  useUpdatePost,
  useUpdateReply,
} from './api';
import { AuthorLine } from './author-line';
import { mentionLinks } from './mention-links';
import { type ChosenMention, MentionTextarea, mentionIdsOf } from './mention-textarea';
import { ReportDialog } from './report-dialog';
import { useHideOrRestore } from './use-hide-or-restore';

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
const fullName = (author: { firstName: string; lastName: string }) =>
  `${author.firstName} ${author.lastName}`.trim();

/**
 * What was written (sanitised HTML, its @mentions linked to the people's pages), or "Hidden by
 * a moderator" in its place.
 */
export function DiscussionBody({
  html,
  mentions = [],
}: {
  html: string | null;
  mentions?: readonly CommunityMention[];
}) {
  const renderText = useMemo(() => mentionLinks(mentions), [mentions]);
  if (html === null) return <p className="text-sm text-slate-500 italic">{communityMessages.hidden}</p>;
  return <RichText html={html} className="text-sm" renderText={renderText} />;
}

/**
 * Above words moderators hid, for the two who still read them: its author (read-only now)
 * and a moderator, who may restore it (issue 54).
 */
function HiddenNotice({
  what,
  canModerate,
  onRestore,
  isRestoring,
  restoreLabel,
}: {
  what: 'post' | 'comment' | 'reply';
  canModerate: boolean;
  onRestore: () => void;
  isRestoring: boolean;
  restoreLabel: string;
}) {
  return (
    <div className="mt-2 flex flex-wrap items-center justify-between gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
      <p className="inline-flex items-center gap-2">
        <EyeOffIcon aria-hidden className="size-4 shrink-0" />
        <span>
          <span className="font-medium">{communityMessages.hidden}.</span>{' '}
          {canModerate
            ? `Members do not see this ${what}.`
            : `Only you and the moderators can read this ${what}; it can no longer be edited.`}
        </span>
      </p>
      {canModerate ? (
        <Button
          size="sm"
          variant="outline"
          aria-label={restoreLabel}
          disabled={isRestoring}
          onClick={onRestore}
        >
          <RotateCcwIcon aria-hidden />
          Restore
        </Button>
      ) : null}
    </div>
  );
}

/** A moderator hides a post or a reply in place (issue 54), as from /admin/community. */
function HideButton({ label, isPending, onHide }: { label: string; isPending: boolean; onHide: () => void }) {
  return (
    <Button variant="ghost" size="sm" aria-label={label} disabled={isPending} onClick={onHide}>
      <EyeOffIcon aria-hidden />
      Hide
    </Button>
  );
}

/** Edit one's own words in place (shown as edited afterwards). */
function EditForm({
  initial,
  label,
  onSave,
  onCancel,
  isPending,
}: {
  initial: string;
  label: string;
  onSave: (body: string, setError: (message: string) => void) => void;
  onCancel: () => void;
  isPending: boolean;
}) {
  const id = useId();
  const form = useForm<z.input<typeof updateReplyBody>, unknown, z.output<typeof updateReplyBody>>({
    resolver: zodResolver(updateReplyBody),
    defaultValues: { body: initial },
  });
  const error = form.formState.errors.body?.message;
  return (
    <form
      noValidate
      className="mt-2 flex flex-col gap-2"
      onSubmit={form.handleSubmit((values) =>
        onSave(values.body, (message) => form.setError('body', { type: 'server', message })),
      )}
    >
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        id={id}
        rows={3}
        maxLength={communityLimits.bodyMax}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...form.register('body')}
      />
      <FieldError id={`${id}-error`} message={error} />
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={isPending}>
          {isPending ? 'Saving…' : 'Save'}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function LikeButton({
  target,
  isLiked,
  likeCount,
}: {
  target: { postId: string } | { replyId: string };
  isLiked: boolean;
  likeCount: number;
}) {
  const like = useLike(target);
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-pressed={isLiked}
      disabled={like.isPending}
      onClick={() =>
        like.mutate(!isLiked, {
          onError: (failure) => toast.error(serverMessageOr(failure, 'Failed to save your like.')),
        })
      }
    >
      <HeartIcon aria-hidden className={isLiked ? 'fill-current text-red-600' : ''} />
      {plural(likeCount, 'like')}
    </Button>
  );
}

/** A post with its actions: like, follow, report, edit and delete (one's own), and its replies below. */
export function DiscussionPost({
  post,
  noun = 'post',
  onDeleted,
  showThreadLink = false,
  headingLevel = 3,
  children,
}: {
  post: CommunityPost;
  /** How the place calls a post: an article's are its comments. */
  noun?: 'post' | 'comment';
  onDeleted?: () => void;
  showThreadLink?: boolean;
  headingLevel?: 2 | 3;
  children?: ReactNode;
}) {
  const [isEditing, setEditing] = useState(false);
  const [isDeleting, setDeleting] = useState(false);
  const [isReporting, setReporting] = useState(false);
  const hasJustDeletedRef = useRef(false);
  const update = useUpdatePost(post.id);
  const remove = useDeletePost(post.id);
  const follow = useFollow(post.id);
  const moderate = useHideOrRestore({ postId: post.id });
  const name = fullName(post.author);
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  const Noun = noun === 'comment' ? 'Comment' : 'Post';
  return (
    <article className="min-w-0" aria-label={`${Noun} by ${name}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <AuthorLine author={post.author} createdAt={post.createdAt} editedAt={post.editedAt} />
        <span className="flex items-center gap-2 text-xs text-slate-500">
          {post.isPinned ? <span className="font-medium text-brand-700">Pinned</span> : null}
          {post.isLocked ? (
            <span className="inline-flex items-center gap-1">
              <LockIcon aria-hidden className="size-3.5" /> Locked
            </span>
          ) : null}
        </span>
      </div>
      {post.title ? <Title className="mt-2 font-semibold text-slate-900">{post.title}</Title> : null}
      {post.isHidden && post.bodyHtml !== null ? (
        <HiddenNotice
          what={noun}
          canModerate={post.canModerate}
          isRestoring={moderate.isPending}
          restoreLabel={`Restore ${noun} by ${name}`}
          onRestore={moderate.restore}
        />
      ) : null}
      {isEditing && post.body !== null ? (
        <EditForm
          initial={post.body}
          label={`Edit your ${noun}`}
          isPending={update.isPending}
          onCancel={() => setEditing(false)}
          onSave={(body, setError) =>
            update.mutate(
              { body },
              {
                onSuccess: () => {
                  setEditing(false);
                  toast.success(`Your ${noun} has been updated.`);
                },
                onError: (failure) => setError(serverMessageOr(failure, `Failed to save your ${noun}.`)),
              },
            )
          }
        />
      ) : (
        <div className="mt-2">
          <DiscussionBody html={post.bodyHtml} mentions={post.mentions} />
        </div>
      )}
      <div className="mt-2 flex flex-wrap items-center gap-1">
        <LikeButton target={{ postId: post.id }} isLiked={post.isLiked} likeCount={post.likeCount} />
        <Button
          variant="ghost"
          size="sm"
          aria-pressed={post.isFollowing}
          disabled={follow.isPending}
          onClick={() =>
            follow.mutate(!post.isFollowing, {
              onSuccess: () =>
                toast.success(
                  post.isFollowing ? 'You no longer follow this discussion.' : 'You follow this discussion.',
                ),
              onError: (failure) => toast.error(serverMessageOr(failure, 'Failed to change following.')),
            })
          }
        >
          {post.isFollowing ? <BellOffIcon aria-hidden /> : <BellIcon aria-hidden />}
          {post.isFollowing ? 'Unfollow' : 'Follow'}
        </Button>
        {showThreadLink ? (
          <Link
            to={paths.communityThread(post.id)}
            aria-label={`Open thread of the ${noun} by ${name}`}
            className="rounded-md px-3 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-50"
          >
            Open thread
          </Link>
        ) : null}
        {post.canEdit && post.body !== null ? (
          <Button variant="ghost" size="sm" aria-label={`Edit ${noun}`} onClick={() => setEditing(true)}>
            <PencilIcon aria-hidden />
            Edit
          </Button>
        ) : null}
        {post.canDelete ? (
          <Button
            variant="ghost"
            size="sm"
            className="text-red-700 hover:bg-red-50 hover:text-red-800"
            aria-label={`Delete ${noun} by ${name}`}
            onClick={() => setDeleting(true)}
          >
            <Trash2Icon aria-hidden />
            Delete
          </Button>
        ) : null}
        {post.canModerate && !post.isHidden ? (
          <HideButton
            label={`Hide ${noun} by ${name}`}
            isPending={moderate.isPending}
            onHide={moderate.hide}
          />
        ) : null}
        {!post.isHidden ? (
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Report ${noun} by ${name}`}
            onClick={() => setReporting(true)}
          >
            <FlagIcon aria-hidden />
            Report
          </Button>
        ) : null}
      </div>
      {children}
      <ConfirmDialog
        open={isDeleting}
        onOpenChange={setDeleting}
        title={`Delete ${Noun}`}
        description={`Are you sure you want to delete this ${noun}? ${
          post.replyCount > 0 ? `Its ${plural(post.replyCount, 'reply', 'replies')} go with it. ` : ''
        }This action cannot be undone.`}
        confirmLabel="Delete"
        isPending={remove.isPending}
        error={remove.error ? serverMessageOr(remove.error, `Failed to delete the ${noun}.`) : undefined}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              hasJustDeletedRef.current = true;
              setDeleting(false);
              toast.success(`The ${noun} has been deleted.`);
              onDeleted?.();
            },
          })
        }
        // Once deleted, its Delete button is gone: the place decides where focus goes.
        onCloseAutoFocus={(event) => {
          if (!hasJustDeletedRef.current || !onDeleted) return;
          hasJustDeletedRef.current = false;
          event.preventDefault();
          onDeleted();
        }}
      />
      {isReporting ? (
        <ReportDialog open onOpenChange={setReporting} target={{ postId: post.id, what: 'post' }} />
      ) : null}
    </article>
  );
}

/** A reply: quote, like, Mark as answer (the post's author, staff, gurus), edit, delete, report. */
export function ReplyItem({
  post,
  reply,
  onQuote,
}: {
  post: Pick<CommunityPost, 'id' | 'canMarkAnswer' | 'canModerate' | 'isLocked'>;
  reply: CommunityReply;
  onQuote?: (reply: CommunityReply) => void;
}) {
  const [isEditing, setEditing] = useState(false);
  const [isDeleting, setDeleting] = useState(false);
  const [isReporting, setReporting] = useState(false);
  const mark = useMarkAnswer(post.id);
  const update = useUpdateReply(reply.id);
  const remove = useDeleteReply(reply.id);
  const moderate = useHideOrRestore({ replyId: reply.id });
  const name = fullName(reply.author);
  return (
    <li
      aria-label={`Reply by ${name}`}
      className={`rounded-xl border bg-white p-3 sm:p-4 ${reply.isAnswer ? 'border-emerald-400 bg-emerald-50/40' : 'border-slate-200'}`}
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
          <span className="font-medium">{reply.quoted.authorName}:</span>{' '}
          {reply.quoted.excerpt ?? communityMessages.hidden}
        </blockquote>
      ) : null}
      {reply.isHidden && reply.bodyHtml !== null ? (
        <HiddenNotice
          what="reply"
          canModerate={post.canModerate}
          isRestoring={moderate.isPending}
          restoreLabel={`Restore reply by ${name}`}
          onRestore={moderate.restore}
        />
      ) : null}
      {isEditing && reply.body !== null ? (
        <EditForm
          initial={reply.body}
          label="Edit your reply"
          isPending={update.isPending}
          onCancel={() => setEditing(false)}
          onSave={(body, setError) =>
            update.mutate(
              { body },
              {
                onSuccess: () => {
                  setEditing(false);
                  toast.success('Your reply has been updated.');
                },
                onError: (failure) => setError(serverMessageOr(failure, 'Failed to save your reply.')),
              },
            )
          }
        />
      ) : (
        <div className="mt-2">
          <DiscussionBody html={reply.bodyHtml} mentions={reply.mentions} />
        </div>
      )}
      <div className="mt-2 flex flex-wrap items-center gap-1">
        <LikeButton target={{ replyId: reply.id }} isLiked={reply.isLiked} likeCount={reply.likeCount} />
        {onQuote && !reply.isHidden && !post.isLocked ? (
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Quote reply by ${name}`}
            onClick={() => onQuote(reply)}
          >
            <QuoteIcon aria-hidden />
            Quote
          </Button>
        ) : null}
        {post.canMarkAnswer && !reply.isHidden ? (
          <Button
            variant={reply.isAnswer ? 'ghost' : 'outline'}
            size="sm"
            disabled={mark.isPending}
            onClick={() =>
              mark.mutate(reply.isAnswer ? null : reply.id, {
                onSuccess: () =>
                  toast.success(
                    reply.isAnswer ? 'The answer mark has been removed.' : 'Marked as the answer.',
                  ),
                onError: (failure) => toast.error(serverMessageOr(failure, 'Failed to mark the answer.')),
              })
            }
          >
            <CheckCircle2Icon aria-hidden />
            {reply.isAnswer ? 'Unmark answer' : 'Mark as answer'}
          </Button>
        ) : null}
        {reply.canEdit && reply.body !== null ? (
          <Button variant="ghost" size="sm" aria-label="Edit reply" onClick={() => setEditing(true)}>
            <PencilIcon aria-hidden />
            Edit
          </Button>
        ) : null}
        {reply.canDelete ? (
          <Button
            variant="ghost"
            size="sm"
            className="text-red-700 hover:bg-red-50 hover:text-red-800"
            aria-label={`Delete reply by ${name}`}
            onClick={() => setDeleting(true)}
          >
            <Trash2Icon aria-hidden />
            Delete
          </Button>
        ) : null}
        {post.canModerate && !reply.isHidden ? (
          <HideButton label={`Hide reply by ${name}`} isPending={moderate.isPending} onHide={moderate.hide} />
        ) : null}
        {!reply.isHidden ? (
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Report reply by ${name}`}
            onClick={() => setReporting(true)}
          >
            <FlagIcon aria-hidden />
            Report
          </Button>
        ) : null}
      </div>
      <ConfirmDialog
        open={isDeleting}
        onOpenChange={setDeleting}
        title="Delete Reply"
        description="Are you sure you want to delete this reply? This action cannot be undone."
        confirmLabel="Delete"
        isPending={remove.isPending}
        error={remove.error ? serverMessageOr(remove.error, 'Failed to delete the reply.') : undefined}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              setDeleting(false);
              toast.success('The reply has been deleted.');
            },
          })
        }
      />
      {isReporting ? (
        <ReportDialog
          open
          onOpenChange={setReporting}
          target={{ postId: post.id, replyId: reply.id, what: 'reply' }}
        />
      ) : null}
    </li>
  );
}

/** Reply to a post, optionally quoting one of its replies. */
export function ReplyComposer({
  postId,
  quote,
  onClearQuote,
}: {
  postId: string;
  quote?: CommunityReply | null;
  onClearQuote?: () => void;
}) {
  const id = useId();
  const create = useCreateReply(postId);
  const form = useForm<z.input<typeof createReplyBody>, unknown, z.output<typeof createReplyBody>>({
    resolver: zodResolver(createReplyBody),
    defaultValues: { body: '' },
  });
  const error = form.formState.errors.body?.message;
  // The people chosen from the @mention list: their ids go with the text (issue 42).
  const [mentions, setMentions] = useState<ChosenMention[]>([]);
  const body = form.watch('body');
  const onSubmit = form.handleSubmit((values) =>
    create.mutate(
      {
        body: values.body,
        mentionIds: mentionIdsOf(values.body, mentions),
        ...(quote ? { quotedReplyId: quote.id } : {}),
      },
      {
        onSuccess: () => {
          form.reset({ body: '' });
          setMentions([]);
          onClearQuote?.();
          toast.success('Your reply has been posted.');
        },
        onError: (failure) => {
          if (applyServerFieldErrors(failure, ['body'], form.setError)) return;
          form.setError('body', {
            type: 'server',
            message: serverMessageOr(failure, 'Failed to post your reply. Please try again.'),
          });
        },
      },
    ),
  );
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-2">
      {quote ? (
        <div className="flex items-start justify-between gap-2 rounded-lg bg-slate-50 p-2 text-sm text-slate-600">
          <span className="min-w-0">
            Quoting <span className="font-medium">{fullName(quote.author)}</span>:{' '}
            {(quote.body ?? '').slice(0, 120)}
          </span>
          <Button type="button" variant="ghost" size="sm" onClick={onClearQuote}>
            <XIcon aria-hidden />
            <span className="sr-only">Stop quoting</span>
          </Button>
        </div>
      ) : null}
      <MentionTextarea
        id={id}
        label="Your reply"
        rows={3}
        postId={postId}
        value={body}
        onValueChange={(value) => form.setValue('body', value, { shouldDirty: true })}
        chosen={mentions}
        onChosenChange={setMentions}
        maxLength={communityLimits.bodyMax}
        error={error}
      />
      <div>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Posting…' : 'Reply'}
        </Button>
      </div>
    </form>
  );
}

/** Replies one level deep, with the composer (or the locked notice) under them. */
export function RepliesSection({
  post,
  replies,
  footer,
}: {
  post: CommunityPost;
  replies: readonly CommunityReply[];
  footer?: ReactNode;
}) {
  const [quote, setQuote] = useState<CommunityReply | null>(null);
  return (
    <div className="flex flex-col gap-3">
      {replies.length > 0 ? (
        <ul aria-label="Replies" className="flex flex-col gap-2">
          {replies.map((reply) => (
            <ReplyItem key={reply.id} post={post} reply={reply} onQuote={setQuote} />
          ))}
        </ul>
      ) : null}
      {footer}
      {post.isLocked ? (
        <p className="inline-flex items-center gap-2 text-sm text-slate-600">
          <LockIcon aria-hidden className="size-4" /> {communityMessages.locked}
        </p>
      ) : (
        <ReplyComposer postId={post.id} quote={quote} onClearQuote={() => setQuote(null)} />
      )}
    </div>
  );
}
