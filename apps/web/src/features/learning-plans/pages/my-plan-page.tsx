import type { PlanAssignment } from '@pillars/shared/learning-plans/schemas';
import { ClipboardListIcon } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { SkeletonGroup } from '@/components/skeleton';
import { paths } from '@/lib/paths';
import { useMyPlan } from '../api/get-my-plan';
import { AssignmentCard, AssignmentCardSkeleton } from '../components/assignment-card';
import { isOpenStatus } from '../components/plan-status';

const title = 'My Plan';

/** /my-plan (issue 40): everything assigned to the viewer, open first, then completed. */
export function MyPlanPage() {
  const plan = useMyPlan();
  return (
    <>
      <PageHeader title={title} description="What your team has asked you to learn, and by when." />
      <QueryState
        query={plan}
        errorTitle="Failed to load your plan. Please try again."
        skeleton={
          <SkeletonGroup label="Loading your plan..." className="grid grid-cols-1 gap-4 lg:grid-cols-2">
            <AssignmentCardSkeleton />
            <AssignmentCardSkeleton />
          </SkeletonGroup>
        }
        isEmpty={(data) => data.assignments.length === 0}
        empty={
          <EmptyState
            icon={ClipboardListIcon}
            title="Nothing is assigned to you yet."
            description="When your team assigns you pillars, key elements or lessons, they appear here with their due dates."
            action={
              <Button asChild variant="outline">
                <Link to={paths.pillars}>Browse the Pillars of Agency</Link>
              </Button>
            }
          />
        }
      >
        {(data) => {
          const open = data.assignments.filter((assignment) => isOpenStatus(assignment.status));
          const completed = data.assignments.filter((assignment) => !isOpenStatus(assignment.status));
          return (
            <div className="flex flex-col gap-8">
              <PlanSection
                title="To do"
                assignments={open}
                emptyText="You have completed everything assigned to you."
              />
              {completed.length > 0 ? <PlanSection title="Completed" assignments={completed} /> : null}
            </div>
          );
        }}
      </QueryState>
    </>
  );
}

function PlanSection({
  title: sectionTitle,
  assignments,
  emptyText,
}: {
  title: string;
  assignments: PlanAssignment[];
  emptyText?: string;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {sectionTitle}
      </h2>
      {assignments.length === 0 ? (
        <p className="text-sm text-slate-600">{emptyText}</p>
      ) : (
        <ul aria-labelledby={headingId} className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          {assignments.map((assignment) => (
            <li key={assignment.id}>
              <AssignmentCard assignment={assignment} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
