import { activeCallStatuses, callStatuses } from '@pillars/shared/domain-values';
import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { inList } from './sql-helpers.ts';

export const scheduledCalls = pgTable(
  'scheduled_calls',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    scheduledDate: date({ mode: 'string' }).notNull(),
    scheduledTime: text().notNull(),
    status: text().$type<(typeof callStatuses)[number]>().notNull().default('pending'),
    /** The member's call topics (Book a Call, step 4): the member's own words, shown back to them. */
    notes: text(),
    /** Staff notes (Save Notes in Call Details): never shown to the member. */
    staffNotes: text(),
    phoneNumber: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    /** One pending or confirmed call per slot: the database, not the client, keeps the rule. */
    uniqueIndex('scheduled_calls_active_slot_key')
      .on(table.scheduledDate, table.scheduledTime)
      .where(sql`${table.status} in (${inList(activeCallStatuses)})`),
    index('scheduled_calls_user_id_scheduled_date_idx').on(table.userId, table.scheduledDate),
    index('scheduled_calls_scheduled_date_idx').on(table.scheduledDate),
    // Manage Scheduled Calls filtered by status, in date order.
    index('scheduled_calls_status_scheduled_date_idx').on(table.status, table.scheduledDate),
    check('scheduled_calls_status_check', sql`${table.status} in (${inList(callStatuses)})`),
  ],
);
