import { planContentKinds, planNoteLimit } from '@pillars/shared/learning-plans/messages';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organizations } from './accounts.ts';
import { user } from './auth.ts';
import { keyElements, lessons, pillars } from './learning.ts';
import { inList } from './sql-helpers.ts';

/*
 * Learning plans (issue 40, decision 048). An assignment is one person and one content item
 * (a pillar, a key element or a lesson). Its progress and status are not stored: they come
 * from `user_lesson_progress` each time (one source of truth), in the assignee's time zone.
 */

/**
 * "Everyone in the team": what was assigned to the whole organization, so that a person who
 * joins later (an accepted invitation) gets the same assignments.
 */
export const learningTeamPlans = pgTable(
  'learning_team_plans',
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    contentKind: text().$type<(typeof planContentKinds)[number]>().notNull(),
    pillarId: uuid().references(() => pillars.id, { onDelete: 'cascade' }),
    keyElementId: uuid().references(() => keyElements.id, { onDelete: 'cascade' }),
    lessonId: uuid().references(() => lessons.id, { onDelete: 'cascade' }),
    dueDate: date({ mode: 'string' }),
    note: text().notNull().default(''),
    assignedBy: uuid().references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('learning_team_plans_organization_id_idx').on(table.organizationId),
    check(
      'learning_team_plans_content_kind_check',
      sql`${table.contentKind} in (${inList(planContentKinds)})`,
    ),
  ],
);

export const learningAssignments = pgTable(
  'learning_assignments',
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** The assignee: deleting the person (leaving the organization) takes their assignments. */
    userId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    contentKind: text().$type<(typeof planContentKinds)[number]>().notNull(),
    pillarId: uuid().references(() => pillars.id, { onDelete: 'cascade' }),
    keyElementId: uuid().references(() => keyElements.id, { onDelete: 'cascade' }),
    /** Set null when the lesson is deleted: the assignment stays, "no longer available". */
    lessonId: uuid().references(() => lessons.id, { onDelete: 'set null' }),
    /** The content's title when assigned, for a lesson that no longer exists. */
    contentTitle: text().notNull(),
    dueDate: date({ mode: 'string' }),
    note: text().notNull().default(''),
    assignedBy: uuid().references(() => user.id, { onDelete: 'set null' }),
    /** From "Everyone in the team": the team plan it came from. */
    teamPlanId: uuid().references(() => learningTeamPlans.id, { onDelete: 'set null' }),
    /** Whether the assignment still counts for the whole team (kept when the team plan row goes). */
    everyone: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The plans page reads one organization's; the member's plan and Home one person's.
    index('learning_assignments_organization_id_due_date_idx').on(table.organizationId, table.dueDate),
    index('learning_assignments_user_id_idx').on(table.userId),
    // One assignment per person and content item: assigning it again changes its due date.
    uniqueIndex('learning_assignments_user_id_pillar_id_key')
      .on(table.userId, table.pillarId)
      .where(sql`${table.pillarId} is not null`),
    uniqueIndex('learning_assignments_user_id_key_element_id_key')
      .on(table.userId, table.keyElementId)
      .where(sql`${table.keyElementId} is not null`),
    uniqueIndex('learning_assignments_user_id_lesson_id_key')
      .on(table.userId, table.lessonId)
      .where(sql`${table.lessonId} is not null`),
    index('learning_assignments_team_plan_id_idx').on(table.teamPlanId),
    check(
      'learning_assignments_content_kind_check',
      sql`${table.contentKind} in (${inList(planContentKinds)})`,
    ),
    check(
      'learning_assignments_note_check',
      sql`char_length(${table.note}) <= ${sql.raw(String(planNoteLimit))}`,
    ),
  ],
);
