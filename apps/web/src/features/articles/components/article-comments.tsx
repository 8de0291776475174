import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AddCommentBody,
  type ArticleComment,
  addCommentBody,
  commentMaxLength,
} from '@pillars/shared/articles/schemas';
import { MessageSquareIcon, Trash2Icon } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FieldError } from '@/components/form-error';
import { Label } from '@/components/label';
import { Textarea } from '@/components/textarea';
import { UserAvatar } from '@/components/user-avatar';
import { serverMessageOr } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { formatLongDate } from '@/lib/format';
import { useAddComment, useDeleteComment } from '../api/comments';

function CommentForm({ slug, articleId }: { slug: string; articleId: string }) {
  const fieldId = useId();
  const errorId = `${fieldId}-error`;
  const addComment = useAddComment(slug, articleId);
  const form = useForm<AddCommentBody>({
    resolver: zodResolver(addCommentBody),
    defaultValues: { content: '' },
  });
  const error = form.formState.errors.content?.message;

  const onSubmit = form.handleSubmit((values) => {
    addComment.mutate(values, {
      onSuccess: () => form.reset({ content: '' }),
      onError: (failure) => {
        if (applyServerFieldErrors(failure, ['content'], form.setError)) return;
        form.setError('content', {
          type: 'server',
          message: serverMessageOr(failure, 'Failed to post your comment. Please try again.'),
        });
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-2">
      <Label htmlFor={fieldId}>Add a comment</Label>
      <Textarea
        id={fieldId}
        rows={3}
        maxLength={commentMaxLength}
        placeholder="Share your thoughts..."
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...form.register('content')}
      />
      <FieldError id={errorId} message={error} />
      <div className="flex justify-end">
        <Button type="submit" aria-disabled={addComment.isPending} disabled={addComment.isPending}>
          {addComment.isPending ? 'Posting...' : 'Post Comment'}
        </Button>
      </div>
    </form>
  );
}

function CommentItem({
  comment,
  onDelete,
  isDeleting,
}: {
  comment: ArticleComment;
  onDelete: () => void;
  isDeleting: boolean;
}) {
  const name = `${comment.author.firstName} ${comment.author.lastName}`.trim();
  return (
    <li className="flex gap-3 py-4">
      <UserAvatar
        firstName={comment.author.firstName}
        lastName={comment.author.lastName}
        avatarUrl={comment.author.avatarUrl}
      />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <p className="text-sm">
            <span className="font-semibold text-slate-900">{name}</span>{' '}
            <time dateTime={comment.createdAt} className="text-slate-500">
              {formatLongDate(comment.createdAt)}
            </time>
          </p>
          {comment.canDelete ? (
            <Button
              variant="ghost"
              size="sm"
              className="text-red-700 hover:bg-red-50 hover:text-red-800"
              disabled={isDeleting}
              onClick={onDelete}
            >
              <Trash2Icon aria-hidden />
              Delete<span className="sr-only"> comment by {name}</span>
            </Button>
          ) : null}
        </div>
        {/* Plain text, shown as text; line breaks kept. */}
        <p className="mt-1 text-sm whitespace-pre-line break-words text-slate-700">{comment.content}</p>
      </div>
    </li>
  );
}

/** Comments, newest first, with the form on top; delete where the server allows it. */
export function ArticleComments({
  slug,
  articleId,
  comments,
  commentCount,
}: {
  slug: string;
  articleId: string;
  comments: readonly ArticleComment[];
  commentCount: number;
}) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const deleteComment = useDeleteComment(slug, articleId);
  // Deleting asks first (one click used to delete at once, issue 21).
  const [confirming, setConfirming] = useState<ArticleComment | null>(null);
  const hasJustDeletedRef = useRef(false);
  const onConfirmDelete = () => {
    if (!confirming) return;
    deleteComment.mutate(confirming.id, {
      onSuccess: () => {
        hasJustDeletedRef.current = true;
        setConfirming(null);
      },
    });
  };
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="flex items-center gap-2 text-lg font-semibold text-slate-900 outline-none"
      >
        <MessageSquareIcon className="size-5 text-muted" aria-hidden />
        Comments ({commentCount})
      </h2>
      <CommentForm slug={slug} articleId={articleId} />
      {comments.length === 0 ? (
        <p className="text-sm text-slate-500">No comments yet. Be the first to share your thoughts.</p>
      ) : (
        <ul aria-label="Comments" className="divide-y divide-slate-100">
          {comments.map((comment) => (
            <CommentItem
              key={comment.id}
              comment={comment}
              isDeleting={deleteComment.isPending && deleteComment.variables === comment.id}
              onDelete={() => setConfirming(comment)}
            />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title="Delete Comment"
        description="Are you sure you want to delete this comment? This action cannot be undone."
        confirmLabel="Delete"
        onConfirm={onConfirmDelete}
        isPending={deleteComment.isPending}
        // Once deleted, the comment's Delete button is gone: focus goes to the comments' heading.
        onCloseAutoFocus={(event) => {
          if (hasJustDeletedRef.current) {
            hasJustDeletedRef.current = false;
            event.preventDefault();
            headingRef.current?.focus();
          }
        }}
      />
    </section>
  );
}
