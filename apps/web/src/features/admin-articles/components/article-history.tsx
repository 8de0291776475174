import {
  revisionMessages as messages,
  revisionSourceLabels,
} from '@pillars/shared/articles/revision-messages';
import type { ArticleRevision } from '@pillars/shared/articles/revision-schemas';
import { HistoryIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { QueryState } from '@/components/query-state';
import { Skeleton, SkeletonGroup } from '@/components/skeleton';
import { serverMessageOr } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import { toast } from '@/lib/toast';
import { useArticleRevisions } from '../api/get-article-revisions';
import { useRestoreArticleRevision } from '../api/restore-article-revision';

/**
 * The article's history on its edit page (issue 25): every earlier version, newest first, who
 * replaced it and how (an edit, a switch, Article Magic, a restore), and Restore, which asks
 * first. A restore keeps the version it replaces here too, so it can be undone the same way.
 */
export function ArticleHistory({ articleId, onRestored }: { articleId: string; onRestored: () => void }) {
  const [page, setPage] = useState(1);
  const revisions = useArticleRevisions(articleId, page);
  const restore = useRestoreArticleRevision(articleId);
  const [restoring, setRestoring] = useState<ArticleRevision | null>(null);
  const [error, setError] = useState<string>();
  return (
    <Card className="mt-6 p-4 sm:p-6" id="history">
      <section aria-labelledby="article-history-title">
        <h2
          id="article-history-title"
          className="flex items-center gap-2 text-lg font-semibold text-slate-900"
        >
          <HistoryIcon className="size-5 text-brand-700" aria-hidden />
          {messages.title}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{messages.intro}</p>
        <QueryState
          query={revisions}
          errorTitle={messages.loadFailed}
          skeleton={
            <SkeletonGroup label="Loading the history" className="mt-4 flex flex-col gap-2">
              <Skeleton className="h-12 w-full" />
              <Skeleton className="h-12 w-full" />
            </SkeletonGroup>
          }
        >
          {(data) =>
            data.revisions.length === 0 ? (
              <p className="mt-4 text-sm text-slate-600">{messages.empty}</p>
            ) : (
              <>
                <ul className="mt-4 divide-y divide-slate-100" aria-label={messages.title}>
                  {data.revisions.map((revision) => (
                    <li
                      key={revision.id}
                      className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
                    >
                      <div className="min-w-0 text-sm">
                        <p className="font-medium break-words text-slate-900">{revision.article.title}</p>
                        <p className="text-slate-600">
                          {revisionSourceLabels[revision.source] ?? revision.source} ·{' '}
                          {formatDateTime(revision.createdAt)}
                          {revision.actor ? ` · ${revision.actor.name ?? revision.actor.email ?? ''}` : ''}
                        </p>
                      </div>
                      <Button
                        variant="outline"
                        size="sm"
                        aria-label={`${messages.restore}: ${revision.article.title}, ${formatDateTime(revision.createdAt)}`}
                        onClick={() => {
                          setError(undefined);
                          setRestoring(revision);
                        }}
                      >
                        {messages.restore}
                      </Button>
                    </li>
                  ))}
                </ul>
                {data.total > data.pageSize ? (
                  <div className="mt-2 flex items-center gap-2">
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={page <= 1}
                      onClick={() => setPage(page - 1)}
                    >
                      Newer
                    </Button>
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={page * data.pageSize >= data.total}
                      onClick={() => setPage(page + 1)}
                    >
                      Older
                    </Button>
                  </div>
                ) : null}
              </>
            )
          }
        </QueryState>
      </section>
      <ConfirmDialog
        open={restoring !== null}
        onOpenChange={(open) => {
          if (!open) setRestoring(null);
        }}
        title={messages.restoreTitle}
        description={
          restoring ? (
            <>
              <p className="font-medium">{restoring.article.title}</p>
              <p className="mt-2">{messages.restoreDescription}</p>
            </>
          ) : null
        }
        confirmLabel={messages.restore}
        isPending={restore.isPending}
        error={error}
        onConfirm={() => {
          if (!restoring) return;
          restore.mutate(restoring.id, {
            onSuccess: () => {
              toast.success(messages.restored);
              setRestoring(null);
              setPage(1);
              onRestored();
            },
            onError: (failure) => setError(serverMessageOr(failure, messages.restoreFailed)),
          });
        }}
      />
    </Card>
  );
}
