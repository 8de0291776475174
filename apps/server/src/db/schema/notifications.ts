import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { nextSupportEventSeq } from './messages.ts';

/**
 * Stored in-app notifications (decision 050): one row per person and thing to tell them
 * (an assignment, a reminder, a reply). Written only through `lib/notifications.ts`
 * (`notify`), listed by the bell beside the unread replies the bell computes from their own
 * tables. `dedupe_key` says what makes a notification once: the unique (user, key) lets every
 * instance try to store it and exactly one succeed (`on conflict do nothing`).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** What happened, `<domain>.<event>` (e.g. `learning_plan.assigned`). */
    kind: text().notNull(),
    title: text().notNull(),
    /** Plain text, shown under the title. */
    body: text().notNull().default(''),
    /** The web page that opens it (a path of the app). */
    href: text().notNull(),
    /** Once per person and key: e.g. `learning_plan.due:<assignment>:<due date>`. */
    dedupeKey: text().notNull(),
    /** The realtime stream's event id (messages.ts: support_event_seq). */
    seq: bigint({ mode: 'number' }).notNull().default(nextSupportEventSeq),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('notifications_user_id_dedupe_key_key').on(table.userId, table.dedupeKey),
    // The bell: the person's newest, and their unread count.
    index('notifications_user_id_created_at_idx').on(table.userId, table.createdAt.desc()),
    index('notifications_unread_idx').on(table.userId).where(sql`${table.readAt} is null`),
    // The stream's replay after a reconnect.
    index('notifications_seq_idx').on(table.seq),
    check('notifications_title_check', sql`char_length(${table.title}) between 1 and 200`),
    check('notifications_body_check', sql`char_length(${table.body}) <= 500`),
    check('notifications_kind_check', sql`${table.kind} ~ '^[a-z_]+\\.[a-z_]+$'`),
  ],
);
