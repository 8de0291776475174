import { dueLabel } from '@pillars/shared/learning-plans/due-dates';
import {
  type PlanStatus,
  planContentKindLabels,
  planStatusLabels,
} from '@pillars/shared/learning-plans/messages';
import type { PlanAssignment } from '@pillars/shared/learning-plans/schemas';
import { pluralNoun } from '@pillars/shared/plural';
import { cn } from '@/lib/cn';
import { formatDay } from '@/lib/format-date';

const statusClasses: Record<PlanStatus, string> = {
  not_started: 'bg-slate-100 text-slate-700',
  in_progress: 'bg-brand-50 text-brand-800',
  completed_on_time: 'bg-green-50 text-green-800',
  completed_late: 'bg-amber-50 text-amber-900',
  overdue: 'bg-red-50 text-red-700',
};

/** Where an assignment stands, in the words: 'Overdue' in the danger colour. */
export function PlanStatusBadge({ status }: { status: PlanStatus }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap',
        statusClasses[status],
      )}
    >
      {planStatusLabels[status]}
    </span>
  );
}

/** '3 of 10 lessons, 30%'. */
export function progressText(
  assignment: Pick<PlanAssignment, 'completedLessons' | 'totalLessons' | 'percent'>,
) {
  const { completedLessons, totalLessons, percent } = assignment;
  return `${completedLessons} of ${totalLessons} ${pluralNoun(totalLessons, 'lesson')}, ${percent}%`;
}

export function contentKindLabel(kind: PlanAssignment['content']['kind']): string {
  return planContentKindLabels[kind];
}

export const isOpenStatus = (status: PlanStatus) =>
  status !== 'completed_on_time' && status !== 'completed_late';

/**
 * The due date as the assignee reads it: 'due in 3 days', 'overdue by 2 days' (in the danger
 * colour) while open, counted in the assignee's zone; the day itself once complete.
 */
export function DueText({ assignment, className }: { assignment: PlanAssignment; className?: string }) {
  if (!assignment.dueDate) return <span className={cn('text-slate-500', className)}>No due date</span>;
  if (!isOpenStatus(assignment.status)) {
    return <span className={cn('text-slate-600', className)}>Due {formatDay(assignment.dueDate)}</span>;
  }
  const label = dueLabel(assignment.dueDate, assignment.timeZone);
  return (
    <span
      className={cn(
        assignment.status === 'overdue' ? 'font-medium text-red-700' : 'text-slate-700',
        className,
      )}
    >
      {label.charAt(0).toUpperCase() + label.slice(1)}
    </span>
  );
}
