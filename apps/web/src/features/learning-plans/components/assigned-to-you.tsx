import type { PlanAssignment } from '@pillars/shared/learning-plans/schemas';
import { ArrowRightIcon } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { AssignmentCard } from './assignment-card';

/** Home's first section (issue 40): the member's open assignments, soonest due first, and My Plan. */
export function AssignedToYou({ assignments }: { assignments: PlanAssignment[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold tracking-tight text-slate-900 sm:text-xl">
          Assigned to you
        </h2>
        <Link
          to={paths.myPlan}
          className="inline-flex items-center gap-1 rounded-md px-1 text-sm font-medium whitespace-nowrap text-brand-600 hover:text-brand-800"
        >
          My Plan
          <ArrowRightIcon className="size-4" aria-hidden />
        </Link>
      </div>
      <ul aria-labelledby={headingId} className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        {assignments.map((assignment) => (
          <li key={assignment.id}>
            <AssignmentCard assignment={assignment} />
          </li>
        ))}
      </ul>
    </section>
  );
}
