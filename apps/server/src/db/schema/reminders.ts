import { sql } from 'drizzle-orm';
import { check, date, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { inList } from './sql-helpers.ts';

/**
 * The e-mail reminders (modules/reminders): an event's registrants the day before and one
 * hour before it, a booked call's member the day before.
 */
export const reminderKinds = [
  'event_day_before',
  'event_hour_before',
  'call_day_before',
  // A trial's end (issue 58): its organization's agent, 3 days and 1 day before; the target is the subscription.
  'trial_3_days_before',
  'trial_1_day_before',
] as const;
export type ReminderKind = (typeof reminderKinds)[number];

/**
 * One row per reminder sent, written in the transaction that queues its e-mail: the unique
 * key (kind, target) is what makes each reminder go out at most once, whichever instance
 * and however many scans find it due. The target is the event registration or the call.
 */
export const reminderDeliveries = pgTable(
  'reminder_deliveries',
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text().$type<ReminderKind>().notNull(),
    targetId: uuid().notNull(),
    userId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('reminder_deliveries_kind_target_id_key').on(table.kind, table.targetId),
    check('reminder_deliveries_kind_check', sql`${table.kind} in (${inList(reminderKinds)})`),
  ],
);

export const weeklyDigestOutcomes = ['sent', 'nothing_happened'] as const;
export type WeeklyDigestOutcome = (typeof weeklyDigestOutcomes)[number];

/**
 * One row per agent and week the weekly digest was settled for (modules/analytics,
 * decision 032): the primary key (agent, Monday of the week in the agent's zone) is the
 * delivery key, written in the transaction that queues the e-mail, so a week's digest goes
 * out at most once whatever the instances and scans. A week in which nothing happened gets a
 * row too (`nothing_happened`): it is settled, not looked at again every minute.
 */
export const weeklyDigestDeliveries = pgTable(
  'weekly_digest_deliveries',
  {
    userId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The Monday (a date in the agent's zone) whose 08:00 ends the digest's week. */
    weekOf: date({ mode: 'string' }).notNull(),
    outcome: text().$type<WeeklyDigestOutcome>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.weekOf] }),
    check(
      'weekly_digest_deliveries_outcome_check',
      sql`${table.outcome} in (${inList(weeklyDigestOutcomes)})`,
    ),
  ],
);
