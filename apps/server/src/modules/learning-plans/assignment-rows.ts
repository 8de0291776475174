import { planStatusOf } from '@pillars/shared/learning-plans/due-dates';
import type { PlanAssignment, PlanContentKind } from '@pillars/shared/learning-plans/schemas';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import type { SqlRow } from '../../db/row-types.ts';
import type { learningAssignments, profiles } from '../../db/schema/index.ts';

/*
 * The one read of assignments with their progress, for the plans page, its export, the
 * member's plan and Home. ONE statement whatever the number of assignments: the lessons of
 * each assignment's content are found through indexes (key elements by pillar, lessons by
 * key element) and joined to the assignee's completions; the status is then derived here in
 * the assignee's zone (`planStatusOf`), never stored.
 */

export type AssignmentRow = Pick<
  SqlRow<typeof learningAssignments>,
  'id' | 'content_kind' | 'note' | 'everyone' | 'user_id' | 'assigned_by'
> &
  Pick<SqlRow<typeof profiles>, 'time_zone'> & {
    content_id: string | null;
    title: string;
    color: string | null;
    due_date: string | null;
    person_name: string;
    email: string;
    assigned_by_name: string | null;
    total_lessons: number;
    completed_lessons: number;
    last_completed_at: string | null;
    next_lesson: PlanAssignment['nextLesson'];
    created_at: string;
  };

/** A person's name as the app shows it: first and last name, or the e-mail without one. */
const nameOf = (profile: string, email: string) =>
  sql.raw(`coalesce(nullif(trim(concat_ws(' ', ${profile}.first_name, ${profile}.last_name)), ''), ${email})`);

/** The lessons of an assignment's content, with what Continue links to. */
const contentLessons = (condition: SQL) =>
  sql`select cl.id, cl.title, cl.order_position, cke.created_at as element_created_at,
             cke.slug as element_slug, cpl.slug as pillar_slug
        from key_elements cke
        join lessons cl on cl.key_element_id = cke.id
        join pillars cpl on cpl.id = cke.pillar_id
       where ${condition}`;

/** The assignments `where` keeps (on `a`, the assignment), with progress, in no particular order. */
export async function loadAssignments(ctx: { db: Executor }, input: { where: SQL }): Promise<AssignmentRow[]> {
  const { where } = input;
  return queryRows<AssignmentRow>(
    ctx.db,
    sql`select a.id, a.content_kind, coalesce(a.pillar_id, a.key_element_id, a.lesson_id) as content_id,
               coalesce(pl.title, ke.title, l.title, a.content_title) as title, cp.color,
               a.due_date::text as due_date, a.note, a.everyone, a.user_id, a.assigned_by,
               ${nameOf('p', 'u.email')} as person_name, u.email, p.time_zone,
               ${nameOf('ap', 'au.email')} as assigned_by_name,
               progress.total_lessons, progress.completed_lessons, progress.last_completed_at, progress.next_lesson,
               a.created_at
          from learning_assignments a
          join "user" u on u.id = a.user_id
          join profiles p on p.id = a.user_id
          left join profiles ap on ap.id = a.assigned_by
          left join "user" au on au.id = a.assigned_by
          left join pillars pl on pl.id = a.pillar_id
          left join key_elements ke on ke.id = a.key_element_id
          left join lessons l on l.id = a.lesson_id
          left join key_elements lke on lke.id = l.key_element_id
          left join pillars cp on cp.id = coalesce(a.pillar_id, ke.pillar_id, lke.pillar_id)
          cross join lateral (
            select count(*)::int as total_lessons,
                   count(done.lesson_id)::int as completed_lessons,
                   max(done.completed_at) as last_completed_at,
                   (array_agg(json_build_object('id', cl.id, 'title', cl.title, 'pillarSlug', cl.pillar_slug,
                                                'elementSlug', cl.element_slug)
                              order by cl.element_created_at, cl.order_position)
                      filter (where done.lesson_id is null))[1] as next_lesson
              -- Only one of the three ids is set: each branch is an index lookup, not a scan.
              from (${contentLessons(sql`cke.pillar_id = a.pillar_id`)}
                    union all ${contentLessons(sql`cke.id = a.key_element_id`)}
                    union all ${contentLessons(sql`cl.id = a.lesson_id`)}) cl
              left join user_lesson_progress done on done.lesson_id = cl.id and done.user_id = a.user_id
          ) progress
         where ${where}`,
  );
}

/** A row as the API answers it, its status judged at `now` in the assignee's zone. */
export function toPlanAssignment(row: AssignmentRow, now: Date): PlanAssignment {
  const { status, completedAt } = planStatusOf({
    completedLessons: row.completed_lessons,
    totalLessons: row.total_lessons,
    lastCompletedAt: row.last_completed_at ? new Date(row.last_completed_at) : null,
    dueDate: row.due_date,
    timeZone: row.time_zone,
    now,
  });
  const available = row.content_id !== null && row.total_lessons > 0;
  return {
    id: row.id,
    content: {
      kind: row.content_kind as PlanContentKind,
      id: row.content_id,
      title: row.title,
      color: row.color,
      available,
    },
    person: { id: row.user_id, name: row.person_name, email: row.email },
    assignedBy:
      row.assigned_by && row.assigned_by_name ? { id: row.assigned_by, name: row.assigned_by_name } : null,
    everyone: row.everyone,
    dueDate: row.due_date,
    timeZone: row.time_zone,
    note: row.note,
    totalLessons: row.total_lessons,
    completedLessons: row.completed_lessons,
    percent: row.total_lessons === 0 ? 0 : Math.round((100 * row.completed_lessons) / row.total_lessons),
    status,
    completedAt: completedAt ? completedAt.toISOString() : null,
    nextLesson: status === 'completed_on_time' || status === 'completed_late' ? null : row.next_lesson,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
