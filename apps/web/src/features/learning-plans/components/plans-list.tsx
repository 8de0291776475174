import { planMessages } from '@pillars/shared/learning-plans/messages';
import type { PlanAssignment } from '@pillars/shared/learning-plans/schemas';
import { CalendarClockIcon, Trash2Icon } from 'lucide-react';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { ProgressBar } from '@/components/progress-bar';
import { formatDay } from '@/lib/format-date';
import { contentKindLabel, DueText, isOpenStatus, PlanStatusBadge, progressText } from './plan-status';

interface RowActions {
  onChangeDueDate: (assignment: PlanAssignment) => void;
  onRemove: (assignment: PlanAssignment) => void;
}

function ContentTitle({ assignment }: { assignment: PlanAssignment }) {
  const { content } = assignment;
  return (
    <span className="flex min-w-0 items-start gap-2">
      <span
        aria-hidden
        className="mt-1.5 size-2.5 shrink-0 rounded-full border border-slate-300"
        style={{ background: content.color ?? undefined }}
      />
      <span className="min-w-0">
        <span className="block font-medium break-words text-slate-900">
          {content.title}
          {content.available ? null : (
            <span className="ml-1 font-normal text-slate-500">({planMessages.noLongerAvailable})</span>
          )}
        </span>
        <span className="block text-xs text-slate-500">
          {contentKindLabel(content.kind)}
          {assignment.everyone ? ' · Everyone in the team' : ''}
        </span>
      </span>
    </span>
  );
}

function DueCell({ assignment }: { assignment: PlanAssignment }) {
  if (!assignment.dueDate) return <span className="text-slate-500">No due date</span>;
  return (
    <>
      <span className="block whitespace-nowrap">{formatDay(assignment.dueDate)}</span>
      {isOpenStatus(assignment.status) ? <DueText assignment={assignment} className="block text-xs" /> : null}
    </>
  );
}

function Progress({ assignment }: { assignment: PlanAssignment }) {
  return (
    <div className="flex flex-col gap-1">
      <span className="text-xs whitespace-nowrap text-slate-600 tabular-nums">
        {progressText(assignment)}
      </span>
      <ProgressBar
        percent={assignment.percent}
        color={assignment.content.color ?? undefined}
        label={`${assignment.person.name}: ${assignment.content.title} progress`}
        className="h-2"
      />
    </div>
  );
}

function Actions({ assignment, onChangeDueDate, onRemove }: { assignment: PlanAssignment } & RowActions) {
  const what = `${assignment.content.title} for ${assignment.person.name}`;
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="outline"
        size="sm"
        aria-label={`Change due date: ${what}`}
        onClick={() => onChangeDueDate(assignment)}
      >
        <CalendarClockIcon aria-hidden />
        Due date
      </Button>
      <Button
        variant="outline"
        size="sm"
        aria-label={`Remove: ${what}`}
        className="text-red-700 hover:bg-red-50 hover:text-red-800"
        onClick={() => onRemove(assignment)}
      >
        <Trash2Icon aria-hidden />
        Remove
      </Button>
    </div>
  );
}

/**
 * The assignments, per person: a table on wide screens, cards on a phone (as Analytics'
 * team table), each with Change due date and Remove.
 */
export function PlansList({ assignments, ...actions }: { assignments: PlanAssignment[] } & RowActions) {
  return (
    <>
      <Card className="hidden overflow-x-auto md:block">
        <table className="w-full text-sm">
          <caption className="sr-only">Assignments</caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-left text-slate-700">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                Person
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                Content
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                Due date
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                Status
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                Progress
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {assignments.map((assignment) => (
              <tr key={assignment.id} className="align-top">
                <th scope="row" className="max-w-48 px-3 py-2 text-left font-normal">
                  <span className="block font-medium text-slate-900">{assignment.person.name}</span>
                  <span className="block text-xs break-all text-slate-500">{assignment.person.email}</span>
                </th>
                <td className="max-w-64 px-3 py-2">
                  <ContentTitle assignment={assignment} />
                </td>
                <td className="px-3 py-2">
                  <DueCell assignment={assignment} />
                </td>
                <td className="px-3 py-2">
                  <PlanStatusBadge status={assignment.status} />
                </td>
                <td className="min-w-36 px-3 py-2">
                  <Progress assignment={assignment} />
                </td>
                <td className="px-3 py-2">
                  <Actions assignment={assignment} {...actions} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
      <ul aria-label="Assignments" className="flex flex-col gap-3 md:hidden">
        {assignments.map((assignment) => (
          <li key={assignment.id}>
            <Card className="flex flex-col gap-3 p-4 text-sm">
              <div className="flex items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">{assignment.person.name}</p>
                  <p className="text-xs break-all text-slate-500">{assignment.person.email}</p>
                </div>
                <PlanStatusBadge status={assignment.status} />
              </div>
              <ContentTitle assignment={assignment} />
              <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
                <dt className="text-slate-600">Due date</dt>
                <dd className="text-right">
                  <DueCell assignment={assignment} />
                </dd>
              </dl>
              <Progress assignment={assignment} />
              <Actions assignment={assignment} {...actions} />
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}
