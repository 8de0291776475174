import {
  communityMessages,
  type ModerationAction,
  reportReasonLabels,
} from '@pillars/shared/community/messages';
import type { CommunityCategory, CommunityReportRow, HiddenItemRow } from '@pillars/shared/community/schemas';
import { can } from '@pillars/shared/policies';
import { useQueryClient } from '@tanstack/react-query';
import { EyeOffIcon, FlagIcon, RotateCcwIcon, TagsIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/button';
import { useHideOrRestore } from '@/components/community/use-hide-or-restore';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { Label } from '@/components/label';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { selectClass } from '@/components/select-field';
import { SkeletonList } from '@/components/skeleton';
import { ViewTabs } from '@/components/view-tabs';
import { serverMessageOr } from '@/lib/api-client';
import { formatDate } from '@/lib/format-date';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { cachedPolicyViewer } from '@/lib/viewer';
import { useHiddenItems, useModeratePost, useModerateReply, useReports } from '../api/admin-community';

/** What was reported: a post or one of its replies, with every open report of it. */
interface ReportedTarget {
  key: string;
  first: CommunityReportRow;
  reports: CommunityReportRow[];
}

function groupByTarget(reports: readonly CommunityReportRow[]): ReportedTarget[] {
  const targets = new Map<string, ReportedTarget>();
  for (const report of reports) {
    const key = `${report.postId}:${report.replyId ?? ''}`;
    const target = targets.get(key);
    if (target) target.reports.push(report);
    else targets.set(key, { key, first: report, reports: [report] });
  }
  return [...targets.values()];
}

const doneMessages: Record<ModerationAction, string> = {
  hide: communityMessages.hiddenDone,
  unhide: communityMessages.restored,
  lock: 'Locked: no new replies.',
  unlock: 'Unlocked.',
  pin: 'Pinned.',
  unpin: 'Unpinned.',
  move: 'Moved.',
  delete: 'Deleted.',
};

function ReportedItem({ target, categories }: { target: ReportedTarget; categories: CommunityCategory[] }) {
  const { first, reports } = target;
  const moveId = useId();
  const isReply = first.replyId !== null;
  const movePost = useModeratePost();
  const moveReply = useModerateReply();
  const [isDeleting, setDeleting] = useState(false);
  const [moveTo, setMoveTo] = useState('');
  const isPending = movePost.isPending || moveReply.isPending;
  const act = (action: ModerationAction, categoryId?: string) => {
    const options = {
      onSuccess: () => {
        setDeleting(false);
        toast.success(doneMessages[action]);
      },
      onError: (failure: unknown) =>
        toast.error(serverMessageOr(failure, 'Failed to moderate. Please try again.')),
    };
    if (isReply) {
      if (action === 'hide' || action === 'unhide' || action === 'delete')
        moveReply.mutate({ replyId: first.replyId!, action }, options);
      return;
    }
    movePost.mutate({ postId: first.postId, action, ...(categoryId ? { categoryId } : {}) }, options);
  };
  const authorName = `${first.author.firstName} ${first.author.lastName}`.trim();
  const what = isReply ? 'reply' : 'post';
  return (
    <li
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      aria-label={`Reported ${what} by ${authorName}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-600">
        <span>
          A {what} by <span className="font-medium text-slate-900">{authorName}</span>
          {first.author.agencyName ? ` · ${first.author.agencyName}` : ''}
          {first.postTitle ? ` in “${first.postTitle}”` : ''}
        </span>
        <span className="font-medium text-red-700">
          Reported by {reports.length} {reports.length === 1 ? 'person' : 'people'}
        </span>
      </div>
      <blockquote className="mt-2 border-l-4 border-slate-200 pl-3 text-sm whitespace-pre-line break-words text-slate-800">
        {first.excerpt}
      </blockquote>
      <div className="mt-2 flex flex-wrap gap-2 text-xs">
        {first.isHidden ? <span className="rounded bg-slate-100 px-2 py-0.5">Hidden</span> : null}
        {!isReply && first.isLocked ? <span className="rounded bg-slate-100 px-2 py-0.5">Locked</span> : null}
        {!isReply && first.isPinned ? <span className="rounded bg-slate-100 px-2 py-0.5">Pinned</span> : null}
      </div>
      <ul className="mt-3 flex flex-col gap-1 text-sm text-slate-600" aria-label="Reports">
        {reports.map((report) => (
          <li key={report.id}>
            <span className="font-medium">{reportReasonLabels[report.reason]}</span> ·{' '}
            {report.reporter.firstName} {report.reporter.lastName} · {formatDate(report.createdAt)}
            {report.note ? <span className="block break-words text-slate-700">“{report.note}”</span> : null}
          </li>
        ))}
      </ul>
      <div className="mt-3 flex flex-wrap items-end gap-2">
        <Button asChild variant="ghost" size="sm">
          <Link to={paths.communityThread(first.postId)}>Open thread</Link>
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={isPending}
          onClick={() => act(first.isHidden ? 'unhide' : 'hide')}
        >
          {first.isHidden ? 'Restore' : 'Hide'}
        </Button>
        {!isReply ? (
          <>
            <Button
              size="sm"
              variant="outline"
              disabled={isPending}
              onClick={() => act(first.isLocked ? 'unlock' : 'lock')}
            >
              {first.isLocked ? 'Unlock' : 'Lock'}
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={isPending}
              onClick={() => act(first.isPinned ? 'unpin' : 'pin')}
            >
              {first.isPinned ? 'Unpin' : 'Pin'}
            </Button>
          </>
        ) : null}
        {!isReply && first.categoryId !== null ? (
          <form
            className="flex items-end gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              if (moveTo) act('move', moveTo);
            }}
          >
            <div className="flex flex-col gap-1">
              <Label htmlFor={moveId} className="text-xs">
                Move to
              </Label>
              <select
                id={moveId}
                className={`${selectClass} h-8`}
                value={moveTo}
                onChange={(event) => setMoveTo(event.target.value)}
              >
                <option value="">Choose a category</option>
                {categories
                  .filter((category) => category.id !== first.categoryId)
                  .map((category) => (
                    <option key={category.id} value={category.id}>
                      {category.name}
                    </option>
                  ))}
              </select>
            </div>
            <Button type="submit" size="sm" variant="outline" disabled={isPending || !moveTo}>
              Move
            </Button>
          </form>
        ) : null}
        <Button
          size="sm"
          variant="ghost"
          className="text-red-700 hover:bg-red-50 hover:text-red-800"
          disabled={isPending}
          onClick={() => setDeleting(true)}
        >
          Delete
        </Button>
      </div>
      <ConfirmDialog
        open={isDeleting}
        onOpenChange={setDeleting}
        title={`Delete this ${what}`}
        description={
          isReply
            ? 'The reply is deleted for everyone. This action cannot be undone.'
            : 'The post is deleted with its replies for everyone. This action cannot be undone.'
        }
        confirmLabel="Delete"
        isPending={isPending}
        onConfirm={() => act('delete')}
      />
    </li>
  );
}

/**
 * Something moderators hid, with its text: they read it here and may restore it (issue 54;
 * hiding resolves its reports, so it leaves the reports queue).
 */
function HiddenItem({ item }: { item: HiddenItemRow }) {
  const { restore, isPending } = useHideOrRestore(
    item.replyId ? { replyId: item.replyId } : { postId: item.postId },
  );
  const what = item.replyId ? 'reply' : 'post';
  const authorName = `${item.author.firstName} ${item.author.lastName}`.trim();
  return (
    <li
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      aria-label={`Hidden ${what} by ${authorName}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-600">
        <span className="min-w-0 break-words">
          A {what} by <span className="font-medium text-slate-900">{authorName}</span>
          {item.author.agencyName ? ` · ${item.author.agencyName}` : ''}
          {` in “${item.postTitle ?? item.placeName}”`}
        </span>
        <span>Hidden {formatDate(item.hiddenAt)}</span>
      </div>
      <blockquote className="mt-2 border-l-4 border-slate-200 pl-3 text-sm whitespace-pre-line break-words text-slate-800">
        {item.excerpt}
      </blockquote>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button asChild variant="ghost" size="sm">
          <Link to={paths.communityThread(item.postId)}>Open thread</Link>
        </Button>
        <Button size="sm" variant="outline" disabled={isPending} onClick={restore}>
          <RotateCcwIcon aria-hidden />
          Restore
        </Button>
      </div>
    </li>
  );
}

function HiddenItems() {
  const hidden = useHiddenItems();
  return (
    <QueryState
      query={hidden}
      errorTitle="Failed to load what was hidden. Please try again."
      skeleton={<SkeletonList label="Loading what was hidden..." count={3} rowClassName="h-32 rounded-xl" />}
      isEmpty={(data) => data.items.length === 0}
      empty={
        <EmptyState
          icon={EyeOffIcon}
          title="Nothing is hidden"
          description="Posts and replies you hide show here, where you can read and restore them."
        />
      }
    >
      {(data) => (
        <ul aria-label="Hidden by moderators" className="flex flex-col gap-3">
          {data.items.map((item) => (
            <HiddenItem key={`${item.postId}:${item.replyId ?? ''}`} item={item} />
          ))}
        </ul>
      )}
    </QueryState>
  );
}

function OpenReports() {
  const reports = useReports();
  return (
    <QueryState
      query={reports}
      errorTitle="Failed to load the reports. Please try again."
      skeleton={<SkeletonList label="Loading the reports..." count={3} rowClassName="h-32 rounded-xl" />}
      isEmpty={(data) => data.reports.length === 0}
      empty={
        <EmptyState
          icon={FlagIcon}
          title="No open reports"
          description="When members report a post or a reply, it shows here."
        />
      }
    >
      {(data) => (
        <ul aria-label="Open reports" className="flex flex-col gap-3">
          {groupByTarget(data.reports).map((target) => (
            <ReportedItem key={target.key} target={target} categories={data.categories} />
          ))}
        </ul>
      )}
    </QueryState>
  );
}

const views = { reports: 'Open reports', hidden: 'Hidden' } as const;
type View = keyof typeof views;

/**
 * /admin/community (issue 42): the reports queue (hide, lock, pin, move or delete, each
 * audited) and, under Hidden (`?view=hidden`), what moderators hid, to read and restore.
 */
export function AdminCommunityPage() {
  const [params, setParams] = useSearchParams();
  const view: View = params.get('view') === 'hidden' ? 'hidden' : 'reports';
  const viewer = cachedPolicyViewer(useQueryClient());
  const canManageCategories = viewer ? can(viewer, 'community.manageCategories') : false;
  return (
    <>
      <PageHeader
        title="Community Moderation"
        description="Open reports from members, newest first, and what moderators hid. Every action is recorded in the audit trail."
        actions={
          canManageCategories ? (
            <Button asChild variant="outline">
              <Link to={paths.adminCommunityCategories}>
                <TagsIcon aria-hidden />
                Categories
              </Link>
            </Button>
          ) : null
        }
      />
      <ViewTabs
        label="Moderation"
        views={views}
        value={view}
        onChange={(item) => setParams(item === 'reports' ? {} : { view: item }, { replace: true })}
      />
      {view === 'hidden' ? <HiddenItems /> : <OpenReports />}
    </>
  );
}
