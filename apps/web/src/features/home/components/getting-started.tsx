import {
  type GettingStarted,
  type GettingStartedStep,
  gettingStartedMessages as messages,
} from '@pillars/shared/home/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowRightIcon, CircleCheckIcon, CircleIcon, XIcon } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { ProgressBar } from '@/components/progress-bar';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { queryKeys } from '@/lib/query-keys';
import { useDismissGettingStarted } from '../api/dismiss-getting-started';

/** Where each step is done. */
const stepPaths: Record<GettingStartedStep, string> = {
  inviteTeam: paths.adminTeam,
  assignPlan: paths.adminTeamPlans,
  turnOnTwoFactor: `${paths.settings}#security`,
  askLibrary: paths.ask,
};

/**
 * A new owner's first steps, first on Home (issue 54): each ticked when the server says it is
 * done, a link to do the others, and Dismiss. It goes when every step is done (the server
 * stops sending it) or once dismissed.
 */
export function GettingStartedChecklist({ checklist }: { checklist: GettingStarted }) {
  const headingId = useId();
  const dismiss = useDismissGettingStarted();
  const queryClient = useQueryClient();
  // Leaving for a step: Home's answer is marked stale (not fetched now), so it is read again
  // when the owner comes back, with the step done (the pages that do it do not know Home).
  const onLeaveForStep = () =>
    void queryClient.invalidateQueries({ queryKey: queryKeys.home, exact: true, refetchType: 'none' });
  const doneCount = checklist.steps.filter((step) => step.isDone).length;
  const total = checklist.steps.length;
  return (
    <section aria-labelledby={headingId}>
      <Card className="flex flex-col gap-4 border-brand-200 p-4 sm:p-6">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 id={headingId} className="text-lg font-semibold tracking-tight text-slate-900 sm:text-xl">
              {messages.title}
            </h2>
            <p className="text-sm text-slate-600">{messages.description}</p>
          </div>
          <Button
            variant="ghost"
            size="sm"
            disabled={dismiss.isPending}
            onClick={() => dismiss.mutate()}
            aria-label={`${messages.dismiss}: ${messages.title}`}
          >
            <XIcon aria-hidden />
            <span className="max-sm:sr-only">{messages.dismiss}</span>
          </Button>
        </div>
        <div className="flex items-center gap-3">
          <ProgressBar
            percent={Math.round((100 * doneCount) / total)}
            label={`${messages.title} progress`}
            className="flex-1"
          />
          <span className="text-sm font-medium whitespace-nowrap text-slate-700">
            {doneCount} of {total} done
          </span>
        </div>
        <ol className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {checklist.steps.map(({ key, isDone }) => {
            const step = messages.steps[key];
            return (
              <li
                key={key}
                className={cn(
                  'flex items-center justify-between gap-3 rounded-lg border px-3 py-2.5',
                  isDone ? 'border-green-200 bg-green-50' : 'border-slate-200 bg-white',
                )}
              >
                <span className="flex min-w-0 items-center gap-2.5 text-sm font-medium text-slate-900">
                  {isDone ? (
                    <CircleCheckIcon className="size-5 shrink-0 text-green-700" aria-hidden />
                  ) : (
                    <CircleIcon className="size-5 shrink-0 text-slate-400" aria-hidden />
                  )}
                  {step.title}
                  <span className="sr-only">{isDone ? ' (done)' : ' (to do)'}</span>
                </span>
                {isDone ? (
                  <span className="text-sm font-medium text-green-800">Done</span>
                ) : (
                  <Button asChild variant="outline" size="sm" className="shrink-0">
                    <Link
                      to={stepPaths[key]}
                      aria-label={`${step.action}: ${step.title}`}
                      onClick={onLeaveForStep}
                    >
                      {step.action}
                      <ArrowRightIcon aria-hidden />
                    </Link>
                  </Button>
                )}
              </li>
            );
          })}
        </ol>
      </Card>
    </section>
  );
}
