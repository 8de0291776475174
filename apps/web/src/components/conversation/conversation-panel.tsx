import { ArrowLeftIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Button } from '../button';
import { Card } from '../card';
import { QueryState } from '../query-state';
import { Skeleton, SkeletonGroup } from '../skeleton';

/** A query in the shape QueryState reads. */
export type ConversationQuery<TData> = ComponentProps<typeof QueryState<TData>>['query'];

/**
 * A conversation opened in place of (or beside) the list it was chosen from: a way back to
 * the list, the loading, failed and not-found states of its query, then `children` with the
 * answer (its heading and its thread).
 */
export function ConversationPanel<TData>({
  query,
  loadingLabel,
  errorTitle,
  notFoundTitle,
  backLabel,
  onBack,
  isBesideList = false,
  className,
  children,
}: {
  query: ConversationQuery<TData>;
  /** What screen readers hear while it loads: 'Loading ticket...'. */
  loadingLabel: string;
  errorTitle: string;
  notFoundTitle: string;
  backLabel: string;
  onBack: () => void;
  /** The list stays beside the panel on wide screens (the inbox): Back is for narrow ones only. */
  isBesideList?: boolean;
  className?: string;
  children: (data: TData) => ReactNode;
}) {
  return (
    <Card className={cn('flex flex-col gap-4 p-4 sm:p-5', className)}>
      <Button
        variant="ghost"
        size="sm"
        onClick={onBack}
        className={cn('-ml-2 self-start', isBesideList && 'lg:hidden')}
      >
        <ArrowLeftIcon aria-hidden />
        {backLabel}
      </Button>
      <QueryState
        query={query}
        skeleton={
          <SkeletonGroup label={loadingLabel} className="flex flex-col gap-3">
            <Skeleton className="h-6 w-1/2" />
            <Skeleton className="h-64 w-full" />
          </SkeletonGroup>
        }
        errorTitle={errorTitle}
        notFound={{ title: notFoundTitle }}
      >
        {children}
      </QueryState>
    </Card>
  );
}
