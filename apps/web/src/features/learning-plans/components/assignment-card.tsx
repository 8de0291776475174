import { pillarGradient } from '@pillars/shared/learning/colour';
import { planMessages } from '@pillars/shared/learning-plans/messages';
import type { PlanAssignment } from '@pillars/shared/learning-plans/schemas';
import { ArrowRightIcon } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/button';
import { ProgressBar } from '@/components/progress-bar';
import { Skeleton } from '@/components/skeleton';
import { paths } from '@/lib/paths';
import { contentKindLabel, DueText, isOpenStatus, PlanStatusBadge, progressText } from './plan-status';

/**
 * One of the member's assignments (Home's "Assigned to you", My Plan): the content in its
 * pillar's colour, who assigned it, the due date, the progress, and Continue to the next
 * unfinished lesson (the lesson viewer, as Home's "continue learning" opens it).
 */
export function AssignmentCard({
  assignment,
  headingLevel: Heading = 'h3',
}: {
  assignment: PlanAssignment;
  headingLevel?: 'h2' | 'h3';
}) {
  const headingId = useId();
  const { content, nextLesson } = assignment;
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full overflow-hidden rounded-card border border-slate-200 bg-white shadow-sm"
    >
      <div className="w-1.5 shrink-0" style={{ background: pillarGradient(content.color) }} />
      <div className="flex min-w-0 flex-1 flex-col gap-3 p-4 sm:p-5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <p className="text-xs font-semibold tracking-wider text-slate-500 uppercase">
              {contentKindLabel(content.kind)}
            </p>
            <Heading
              id={headingId}
              className="text-base leading-snug font-semibold break-words text-slate-900"
            >
              {content.title}
              {content.available ? null : (
                <span className="ml-2 text-sm font-normal text-slate-500">
                  ({planMessages.noLongerAvailable})
                </span>
              )}
            </Heading>
          </div>
          {isOpenStatus(assignment.status) && assignment.status !== 'overdue' ? null : (
            <PlanStatusBadge status={assignment.status} />
          )}
        </div>
        <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-600">
          {assignment.assignedBy ? <span>Assigned by {assignment.assignedBy.name}</span> : null}
          <DueText assignment={assignment} />
        </p>
        {assignment.note ? (
          <p className="text-sm break-words whitespace-pre-line text-slate-700">{assignment.note}</p>
        ) : null}
        <div className="mt-auto flex flex-col gap-3 sm:flex-row sm:items-center">
          <div className="flex min-w-0 flex-1 flex-col gap-1.5">
            <ProgressBar
              percent={assignment.percent}
              color={content.color ?? undefined}
              label={`${content.title} progress`}
            />
            <span className="text-xs font-medium text-slate-500">{progressText(assignment)}</span>
          </div>
          {nextLesson ? (
            <Button asChild size="sm" className="self-start sm:self-center">
              <Link
                to={paths.keyElement(nextLesson.pillarSlug, nextLesson.elementSlug, nextLesson.id)}
                aria-label={`Continue: ${content.title}`}
              >
                Continue
                <ArrowRightIcon aria-hidden />
              </Link>
            </Button>
          ) : null}
        </div>
      </div>
    </article>
  );
}

export function AssignmentCardSkeleton() {
  return (
    <div
      aria-hidden
      className="flex flex-col gap-3 rounded-card border border-slate-200 bg-white p-5 shadow-sm"
    >
      <Skeleton className="h-3 w-20" />
      <Skeleton className="h-5 w-2/3" />
      <Skeleton className="h-4 w-1/2" />
      <Skeleton className="h-2.5 w-full rounded-full" />
    </div>
  );
}
