import type { ViewerAssignment } from '@pillars/shared/learning/schemas';
import { planStatusLabels } from '@pillars/shared/learning-plans/messages';
import { ClipboardListIcon } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { formatDay } from '@/lib/format-date';
import { paths } from '@/lib/paths';

/** 'Assigned by Jordan Reyes, due Dec 4, 2026' ('Assigned to you' when the assigner has left). */
export function assignmentText(assignment: ViewerAssignment): string {
  const who = assignment.assignedBy ? `Assigned by ${assignment.assignedBy}` : 'Assigned to you';
  return assignment.dueDate ? `${who}, due ${formatDay(assignment.dueDate)}` : who;
}

/**
 * A pillar, key element or lesson says it was assigned to the viewer (learning plans, issue
 * 54), as Home and My Plan do: who, when it is due, and where it stands once that is news
 * (overdue in the danger colour, or completed), with the way to My Plan.
 */
export function AssignmentNote({
  assignment,
  className,
  hasPlanLink = true,
}: {
  assignment: ViewerAssignment;
  className?: string;
  /** The link to My Plan (once a page: the cards of a list leave it out). */
  hasPlanLink?: boolean;
}) {
  const { status } = assignment;
  const isNews = status === 'overdue' || status === 'completed_on_time' || status === 'completed_late';
  return (
    <p
      className={cn(
        'flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900',
        className,
      )}
    >
      <ClipboardListIcon className="size-4 shrink-0" aria-hidden />
      <span className="font-medium">{assignmentText(assignment)}</span>
      {isNews ? (
        <span className={cn('font-semibold', status === 'overdue' ? 'text-red-700' : 'text-green-800')}>
          · {planStatusLabels[status]}
        </span>
      ) : null}
      {hasPlanLink ? (
        <Link to={paths.myPlan} className="font-medium text-brand-700 underline underline-offset-2">
          My Plan
        </Link>
      ) : null}
    </p>
  );
}
