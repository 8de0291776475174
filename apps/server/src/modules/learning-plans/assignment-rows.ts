import { planStatusOf } from '@pillars/shared/learning-plans/due-dates';
import type { PlanAssignment, PlanContentKind } from '@pillars/shared/learning-plans/schemas';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { displayName } from '../../db/display-name.ts';
import type { SqlRow } from '../../db/row-types.ts';
import type { learningAssignments, profiles, userLessonProgress } from '../../db/schema/index.ts';
import type { KeyElementNode, LearningTree, LessonNode, PillarNode } from '../learning-tree/tree.ts';

/*
 * Assignments with their progress: the one way both the plans page and the member's own plan
 * (Home, /my-plan) read them. An assignment row says only who and what; the lessons of its
 * content, their titles and colours come from the learning tree in memory (the same tree the
 * pillar pages show), and the progress from the assignee's completions. So progress has one
 * source (`user_lesson_progress`), a lesson deleted since leaves the count, and a member's
 * read needs no statement while their counter has not moved (lib/member-cache.ts: the
 * assignment table bumps it, migration 0034).
 */

export type AssignmentRow = Pick<
  SqlRow<typeof learningAssignments>,
  | 'id'
  | 'organization_id'
  | 'content_kind'
  | 'pillar_id'
  | 'key_element_id'
  | 'lesson_id'
  | 'content_title'
  | 'note'
  | 'everyone'
> &
  Pick<SqlRow<typeof profiles>, 'time_zone'> & {
    user_id: string;
    due_date: string | null;
    person_name: string;
    email: string;
    assigned_by: string | null;
    assigned_by_name: string | null;
    created_at: string;
  };

/** When each person completed each lesson: `completions.get(userId)?.get(lessonId)`. */
export type Completions = Map<string, Map<string, string>>;

/**
 * The assignments `where` keeps (on `a`, the assignment; `p`, the assignee's profile) and the
 * completions of their assignees, in one statement.
 */
export async function loadAssignments(
  ctx: { db: Executor },
  input: { where: SQL },
): Promise<{ rows: AssignmentRow[]; completions: Completions }> {
  const [result] = await queryRows<{
    rows: AssignmentRow[] | null;
    /** Completion rows as JSON: the time is a string there. */
    completions: Array<
      Pick<SqlRow<typeof userLessonProgress>, 'user_id' | 'lesson_id'> & { completed_at: string }
    > | null;
  }>(
    ctx.db,
    sql`with kept as (
          select a.id, a.organization_id, a.content_kind, a.pillar_id, a.key_element_id, a.lesson_id, a.content_title,
                 a.due_date::text as due_date, a.note, a.everyone, a.user_id, a.assigned_by, a.created_at,
                 ${displayName('p', sql`u.email`)} as person_name, u.email, p.time_zone,
                 ${displayName('ap', sql`au.email`)} as assigned_by_name
            from learning_assignments a
            join "user" u on u.id = a.user_id
            join profiles p on p.id = a.user_id
            left join profiles ap on ap.id = a.assigned_by
            left join "user" au on au.id = a.assigned_by
           where ${input.where}
        )
        select (select json_agg(kept) from kept) as rows,
               (select json_agg(json_build_object('user_id', done.user_id, 'lesson_id', done.lesson_id,
                                                  'completed_at', done.completed_at))
                  from user_lesson_progress done
                 where done.user_id in (select distinct user_id from kept)) as completions`,
  );
  const completions: Completions = new Map();
  for (const done of result?.completions ?? []) {
    const ofPerson = completions.get(done.user_id) ?? new Map<string, string>();
    ofPerson.set(done.lesson_id, done.completed_at);
    completions.set(done.user_id, ofPerson);
  }
  return { rows: result?.rows ?? [], completions };
}

interface ContentNow {
  title: string;
  color: string | null;
  /** In reading order, each with where it sits (for Continue). */
  lessons: Array<{ lesson: LessonNode; pillar: PillarNode; keyElement: KeyElementNode }>;
}

/** The content an assignment points at, as the library has it now; null when it is gone. */
function contentNow(tree: LearningTree, row: AssignmentRow): ContentNow | null {
  const lessonsOf = (pillar: PillarNode, keyElement: KeyElementNode) =>
    keyElement.lessons.map((lesson) => ({ lesson, pillar, keyElement }));
  if (row.content_kind === 'lesson') {
    const place = row.lesson_id ? tree.lessonPlaces.get(row.lesson_id) : undefined;
    const lesson = place?.keyElement.lessons.find((candidate) => candidate.id === row.lesson_id);
    if (!place || !lesson) return null;
    return { title: lesson.title, color: place.pillar.pillar.color, lessons: [{ lesson, ...place }] };
  }
  for (const pillar of tree.pillars) {
    if (row.content_kind === 'pillar' && pillar.pillar.id === row.pillar_id) {
      return {
        title: pillar.pillar.title,
        color: pillar.pillar.color,
        lessons: pillar.keyElements.flatMap((keyElement) => lessonsOf(pillar, keyElement)),
      };
    }
    const keyElement = pillar.keyElements.find((candidate) => candidate.id === row.key_element_id);
    if (row.content_kind === 'key_element' && keyElement) {
      return { title: keyElement.title, color: pillar.pillar.color, lessons: lessonsOf(pillar, keyElement) };
    }
  }
  return null;
}

/** An assignment as the API answers it: its progress from the completions, its status judged at `now`. */
export function toPlanAssignment(
  tree: LearningTree,
  completions: Completions,
  row: AssignmentRow,
  now: Date,
): PlanAssignment {
  const content = contentNow(tree, row);
  const done = completions.get(row.user_id);
  const lessons = content?.lessons ?? [];
  let completedLessons = 0;
  let lastCompletedAt: string | null = null;
  for (const { lesson } of lessons) {
    const at = done?.get(lesson.id);
    if (!at) continue;
    completedLessons += 1;
    if (!lastCompletedAt || Date.parse(at) > Date.parse(lastCompletedAt)) lastCompletedAt = at;
  }
  const { status, completedAt } = planStatusOf({
    completedLessons,
    totalLessons: lessons.length,
    lastCompletedAt: lastCompletedAt ? new Date(lastCompletedAt) : null,
    dueDate: row.due_date,
    timeZone: row.time_zone,
    now,
  });
  const next = completedAt ? undefined : lessons.find(({ lesson }) => !done?.has(lesson.id));
  const contentId = row.pillar_id ?? row.key_element_id ?? row.lesson_id;
  return {
    id: row.id,
    content: {
      kind: row.content_kind as PlanContentKind,
      id: contentId,
      title: content?.title ?? row.content_title,
      color: content?.color ?? null,
      available: content !== null && lessons.length > 0,
    },
    person: { id: row.user_id, name: row.person_name, email: row.email },
    assignedBy:
      row.assigned_by && row.assigned_by_name ? { id: row.assigned_by, name: row.assigned_by_name } : null,
    everyone: row.everyone,
    dueDate: row.due_date,
    timeZone: row.time_zone,
    note: row.note,
    totalLessons: lessons.length,
    completedLessons,
    percent: lessons.length === 0 ? 0 : Math.round((100 * completedLessons) / lessons.length),
    status,
    completedAt: completedAt ? completedAt.toISOString() : null,
    nextLesson: next
      ? {
          id: next.lesson.id,
          title: next.lesson.title,
          pillarSlug: next.pillar.pillar.slug,
          elementSlug: next.keyElement.slug,
        }
      : null,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
