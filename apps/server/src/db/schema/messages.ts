import { sql } from 'drizzle-orm';
import { bigint, boolean, index, pgSequence, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/**
 * One number that only grows across chat messages, tickets, ticket replies and status
 * changes: the realtime stream's event id (`Last-Event-ID` replays what came after it) and
 * the conversation's paging cursor. UUIDs do not sort by time; timestamps can tie.
 */
export const supportEventSeq = pgSequence('support_event_seq');
export const nextSupportEventSeq = sql`nextval('support_event_seq')`;

/** One conversation per member (`userId`); team replies carry `isAdminMessage` and `adminId`. */
export const messages = pgTable(
  'messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    content: text().notNull(),
    userId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    isAdminMessage: boolean().notNull().default(false),
    adminId: uuid().references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    seq: bigint({ mode: 'number' }).notNull().default(nextSupportEventSeq),
    /**
     * When the other side read it: a team reply read by the member (the bell), a member's
     * message read by the team (the inbox's unread first). Null while unread.
     */
    readAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('messages_user_id_created_at_idx').on(table.userId, table.createdAt),
    // The conversation page by page (newest last, `before` a seq) and the inbox's last message.
    index('messages_user_id_seq_idx').on(table.userId, table.seq.desc()),
    // The team's replay after a reconnect (every conversation after a seq).
    index('messages_seq_idx').on(table.seq),
    // Unread counts: the member's bell (team replies) and the inbox (member messages).
    index('messages_unread_idx').on(table.userId, table.isAdminMessage).where(sql`${table.readAt} is null`),
  ],
);
