import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CommunityTab,
  communityLimits,
  communityMessages,
  communityTabs,
} from '@pillars/shared/community/messages';
import { type CommunityPostRow, createPostBody } from '@pillars/shared/community/schemas';
import { CheckCircle2Icon, HeartIcon, MessageCircleIcon, MessagesSquareIcon, PinIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { Button } from '@/components/button';
import { type ChosenMention, MentionTextarea, mentionIdsOf } from '@/components/community/mention-textarea';
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '@/components/dialog';
import { EmptyState } from '@/components/empty-state';
import { FormError } from '@/components/form-error';
import { LevelBadge } from '@/components/level-badge';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { SearchField } from '@/components/search-field';
import { SelectField } from '@/components/select-field';
import { SkeletonList } from '@/components/skeleton';
import { TextField } from '@/components/text-field';
import { ViewTabs } from '@/components/view-tabs';
import { serverMessageOr } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { formatDate } from '@/lib/format-date';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { useCommunityList, useCreatePost } from '../api/community';

const tabLabels: Record<CommunityTab, string> = {
  recent: 'Recent',
  unanswered: 'Unanswered',
  following: 'Following',
};

/** /community (issue 42): discussions of every organization, Recent, Unanswered or Following. */
export function CommunityPage() {
  const [params, setParams] = useSearchParams();
  const tab = (communityTabs as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as CommunityTab)
    : 'recent';
  const categoryId = params.get('category') ?? '';
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useCommunityList({
    tab,
    ...(categoryId ? { categoryId } : {}),
    ...(q ? { q } : {}),
    page,
  });
  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key !== 'page') next.delete('page');
    setParams(next, { replace: true });
  };
  const categories = list.data?.categories ?? [];
  return (
    <>
      <PageHeader
        title="Community"
        description="Ask, answer and share with agency owners from every member agency."
        actions={<NewDiscussionButton categories={categories} />}
      />
      <ViewTabs
        label="Discussions"
        views={tabLabels}
        value={tab}
        onChange={(item) => set('tab', item === 'recent' ? '' : item)}
      />
      <div className="mb-6 grid grid-cols-1 gap-3 md:grid-cols-[2fr_1fr]">
        <SearchField label="Search discussions" value={q} onChange={(value) => set('q', value)} />
        <SelectField
          label="Category"
          value={categoryId}
          options={{ '': 'All categories', ...Object.fromEntries(categories.map((c) => [c.id, c.name])) }}
          onChange={(value) => set('category', value)}
        />
      </div>
      <QueryState
        query={list}
        errorTitle="Failed to load the discussions. Please try again."
        skeleton={<SkeletonList label="Loading discussions..." count={4} rowClassName="h-24 rounded-xl" />}
        isEmpty={(data) => data.posts.length === 0}
        empty={
          <EmptyState
            icon={MessagesSquareIcon}
            title={q ? 'No discussions match your search.' : 'No discussions here yet.'}
            description="Start one with New discussion: other agency owners will see it."
          />
        }
      >
        {(data) => (
          <>
            <ul className="flex flex-col gap-3">
              {data.posts.map((post) => (
                <PostRowItem key={post.id} post={post} />
              ))}
            </ul>
            <div className="mt-6 flex justify-between">
              {page > 1 ? (
                <Button variant="outline" onClick={() => set('page', String(page - 1))}>
                  Previous
                </Button>
              ) : (
                <span />
              )}
              {data.hasMore ? (
                <Button variant="outline" onClick={() => set('page', String(page + 1))}>
                  Next
                </Button>
              ) : null}
            </div>
          </>
        )}
      </QueryState>
    </>
  );
}

function Segments({ segments }: { segments: Array<{ text: string; match: boolean }> }) {
  return (
    <>
      {segments.map((segment, index) =>
        segment.match ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: segments never move.
          <mark key={index} className="rounded bg-amber-100 px-0.5">
            {segment.text}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: segments never move.
          <span key={index}>{segment.text}</span>
        ),
      )}
    </>
  );
}

function PostRowItem({ post }: { post: CommunityPostRow }) {
  const title = post.title ?? post.excerpt ?? communityMessages.hidden;
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-col gap-2">
        <Link to={paths.communityThread(post.id)} className="font-semibold text-slate-900 hover:underline">
          {post.isPinned ? (
            <PinIcon aria-label="Pinned" className="mr-1 inline size-4 text-brand-700" />
          ) : null}
          {post.highlight ? <Segments segments={post.highlight.title} /> : title}
        </Link>
        {post.highlight && post.highlight.snippet.length > 0 ? (
          <p className="text-sm text-slate-600">
            <Segments segments={post.highlight.snippet} />
          </p>
        ) : null}
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
            {post.place.name}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <span>
              {post.author.firstName} {post.author.lastName}
            </span>
            <LevelBadge level={post.author.level} />
            {post.author.agencyName ? <span>· {post.author.agencyName}</span> : null}
          </span>
          <span className="inline-flex items-center gap-1">
            <MessageCircleIcon aria-hidden className="size-4" />
            {post.replyCount} {post.replyCount === 1 ? 'reply' : 'replies'}
          </span>
          <span className="inline-flex items-center gap-1">
            <HeartIcon aria-hidden className="size-4" />
            {post.likeCount} {post.likeCount === 1 ? 'like' : 'likes'}
          </span>
          {post.isAnswered ? (
            <span className="inline-flex items-center gap-1 font-medium text-emerald-700">
              <CheckCircle2Icon aria-hidden className="size-4" /> Answered
            </span>
          ) : null}
          <span>Last activity {formatDate(post.lastActivityAt)}</span>
        </div>
      </div>
    </li>
  );
}

type Categories = ReadonlyArray<{ id: string; name: string }>;

/**
 * New discussion. Its form is made once the categories are known, so that the category it
 * shows first is the one it holds and sends (issue 54: "Questions" was shown while the form
 * held no category, and Post answered "Category must be a UUID").
 */
function NewDiscussionButton({ categories }: { categories: Categories }) {
  if (categories.length === 0) return <Button disabled>New discussion</Button>;
  return <NewDiscussionDialog categories={categories} />;
}

function NewDiscussionDialog({ categories }: { categories: Categories }) {
  const [open, setOpen] = useState(false);
  // A category's discussion is open to every member: anyone may be mentioned (issue 42). The
  // people chosen in the @mention list; the body's text says which of them are still named.
  const [mentions, setMentions] = useState<ChosenMention[]>([]);
  const create = useCreatePost();
  const navigate = useNavigate();
  const formId = useId();
  const empty = { categoryId: categories[0]!.id, title: '', body: '', mentionIds: [] };
  const form = useForm<z.input<typeof createPostBody>, unknown, z.output<typeof createPostBody>>({
    resolver: zodResolver(createPostBody),
    defaultValues: empty,
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    create.mutate(
      { ...values, mentionIds: mentionIdsOf(values.body, mentions) },
      {
        onSuccess: ({ post }) => {
          toast.success('Your discussion has been posted.');
          setOpen(false);
          form.reset(empty);
          setMentions([]);
          navigate(paths.communityThread(post.id));
        },
        onError: (failure) => {
          if (applyServerFieldErrors(failure, ['categoryId', 'title', 'body'], form.setError)) return;
          form.setError('root', {
            type: 'server',
            message: serverMessageOr(failure, 'Failed to post. Please try again.'),
          });
        },
      },
    ),
  );
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button onClick={() => setOpen(true)}>New discussion</Button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>New discussion</DialogTitle>
        </DialogHeader>
        <form id={formId} className="flex flex-col gap-4" noValidate onSubmit={onSubmit}>
          <Controller
            control={form.control}
            name="categoryId"
            render={({ field }) => (
              <SelectField
                label="Category"
                value={field.value ?? ''}
                options={Object.fromEntries(categories.map((c) => [c.id, c.name]))}
                onChange={field.onChange}
              />
            )}
          />
          <TextField
            id={`${formId}-title`}
            label="Title"
            maxLength={communityLimits.titleMax}
            error={errors.title?.message}
            {...form.register('title')}
          />
          <Controller
            control={form.control}
            name="body"
            render={({ field }) => (
              <MentionTextarea
                id={`${formId}-body`}
                label="Your question or story"
                value={field.value}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
                chosen={mentions}
                onChosenChange={setMentions}
                maxLength={communityLimits.bodyMax}
                error={errors.body?.message}
              />
            )}
          />
          <FormError message={errors.root?.message ?? errors.categoryId?.message} />
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={create.isPending}>
            Post
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
