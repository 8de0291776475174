import { askMessages as messages } from '@pillars/shared/ask/messages';
import { PenLineIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/button';

import { Card } from '@/components/card';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { ProgressBar } from '@/components/progress-bar';
import { QueryState } from '@/components/query-state';
import { Skeleton, SkeletonGroup } from '@/components/skeleton';
import { formatDateTime } from '@/lib/format-date';
import { paths } from '@/lib/paths';
import { useAskAdmin } from '../api/get-ask-admin';

const formatNumber = (value: number) => value.toLocaleString('en-US');

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="text-lg font-semibold text-slate-900">{value}</dd>
    </div>
  );
}

/**
 * /admin/ask (issue 41, superadmins): the passage index, the tokens used per month, and the
 * questions the library could not answer (no source, or a thumbs-down), grouped by wording,
 * without the askers' names; "Write an article" opens the article form with the question.
 */
export function AdminAskPage() {
  const query = useAskAdmin();
  return (
    <>
      <PageHeader title={messages.adminTitle} />
      <QueryState
        query={query}
        documentTitle={messages.adminTitle}
        errorTitle="Could not load Ask the Library's status."
        skeleton={
          <SkeletonGroup label="Loading..." className="flex flex-col gap-4">
            <Skeleton className="h-32 rounded-card" />
            <Skeleton className="h-48 rounded-card" />
          </SkeletonGroup>
        }
      >
        {({ index, tokens, unanswered }) => (
          <div className="flex flex-col gap-6">
            <Card className="flex flex-col gap-4 p-5">
              <h2 className="text-base font-semibold text-slate-900">{messages.indexStatus}</h2>
              <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
                <Stat label="Passages" value={formatNumber(index.passages)} />
                <Stat label="Sources" value={formatNumber(index.sources)} />
                <Stat
                  label="Embedded"
                  value={index.passages ? `${Math.round((100 * index.embedded) / index.passages)}%` : '0%'}
                />
                <Stat label="Failures" value={formatNumber(index.failures)} />
              </dl>
              <p className="text-sm text-slate-600">
                Last run: {index.lastRunAt ? formatDateTime(index.lastRunAt) : 'never'}.{' '}
                {index.embeddingModel && index.hasVector
                  ? `Embedding model: ${index.embeddingModel}.`
                  : messages.fullTextOnly}
              </p>
              {index.backfill ? (
                <div className="flex flex-col gap-1">
                  <p className="text-sm text-slate-700">
                    Indexing: {index.backfill.done} of {index.backfill.total}
                  </p>
                  <ProgressBar
                    percent={index.backfill.total ? (100 * index.backfill.done) / index.backfill.total : 0}
                    label="Indexing"
                  />
                </div>
              ) : null}
            </Card>
            <Card className="flex flex-col gap-3 p-5">
              <h2 className="text-base font-semibold text-slate-900">{messages.tokensPerMonth}</h2>
              {tokens.length === 0 ? (
                <p className="text-sm text-slate-500">No tokens used yet.</p>
              ) : (
                <div className="overflow-x-auto">
                  <table className="w-full text-left text-sm">
                    <thead className="text-xs text-slate-500">
                      <tr>
                        <th className="py-1 pr-4 font-medium">Month</th>
                        <th className="py-1 pr-4 font-medium">Prompt</th>
                        <th className="py-1 pr-4 font-medium">Completion</th>
                        <th className="py-1 pr-4 font-medium">Embeddings</th>
                        <th className="py-1 font-medium">{messages.fallbacksColumn}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {tokens.map((month) => (
                        <tr key={month.month} className="border-t border-slate-100">
                          <td className="py-1.5 pr-4">{month.month}</td>
                          <td className="py-1.5 pr-4">{formatNumber(month.chatPromptTokens)}</td>
                          <td className="py-1.5 pr-4">{formatNumber(month.chatCompletionTokens)}</td>
                          <td className="py-1.5 pr-4">{formatNumber(month.embeddingTokens)}</td>
                          <td className="py-1.5">{formatNumber(month.embeddingFallbacks)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                  <p className="mt-2 text-xs text-slate-500">{messages.fallbacksNote}</p>
                </div>
              )}
            </Card>
            <section aria-labelledby="unanswered-heading" className="flex flex-col gap-3">
              <h2 id="unanswered-heading" className="text-base font-semibold text-slate-900">
                {messages.unanswered}
              </h2>
              {unanswered.length === 0 ? (
                <EmptyState title={messages.noUnanswered} />
              ) : (
                <ul className="flex flex-col gap-2">
                  {unanswered.map((group) => (
                    <li key={group.question}>
                      <Card className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
                        <div className="min-w-0">
                          <p className="text-sm font-medium text-slate-900">{group.question}</p>
                          <p className="text-xs text-slate-500">
                            Asked {group.count} {group.count === 1 ? 'time' : 'times'}: {group.noSource}{' '}
                            without a source, {group.thumbsDown} thumbs down
                          </p>
                        </div>
                        <Button asChild variant="outline" size="sm">
                          <Link to={paths.adminArticleCreateTitled(group.question)}>
                            <PenLineIcon aria-hidden />
                            {messages.writeArticle}
                          </Link>
                        </Button>
                      </Card>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </div>
        )}
      </QueryState>
    </>
  );
}
