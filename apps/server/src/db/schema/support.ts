import { ticketStatuses } from '@pillars/shared/domain-values';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { nextSupportEventSeq } from './messages.ts';
import { inList } from './sql-helpers.ts';

/** A single row (id = 1) of headings for the support page. */
export const supportSettings = pgTable(
  'support_settings',
  {
    id: integer().primaryKey().default(1),
    supportTitle: text().notNull(),
    supportSubtitle: text().notNull(),
    faqTitle: text().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('support_settings_single_row_check', sql`${table.id} = 1`)],
);

export const supportFaqItems = pgTable(
  'support_faq_items',
  {
    id: uuid().primaryKey().defaultRandom(),
    question: text().notNull(),
    answer: text().notNull(),
    orderPosition: integer().notNull(),
  },
  (table) => [
    index('support_faq_items_order_position_idx').on(table.orderPosition),
    check('support_faq_items_order_position_check', sql`${table.orderPosition} >= 1`),
  ],
);

export const supportRequests = pgTable(
  'support_requests',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    subject: text().notNull(),
    message: text().notNull(),
    status: text().$type<(typeof ticketStatuses)[number]>().notNull().default('open'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The realtime stream's id of the ticket's creation (messages.ts: support_event_seq). */
    seq: bigint({ mode: 'number' }).notNull().default(nextSupportEventSeq),
    /** The stream's id of the latest status change; null while never changed. */
    statusSeq: bigint({ mode: 'number' }),
  },
  (table) => [
    index('support_requests_user_id_created_at_idx').on(table.userId, table.createdAt),
    // Analytics' first replies over the tickets of the last weeks (issue 27).
    index('support_requests_created_at_idx').on(table.createdAt),
    index('support_requests_status_created_at_idx').on(table.status, table.createdAt),
    // The member's tickets newest first, and their replay after a seq.
    index('support_requests_user_id_seq_idx').on(table.userId, table.seq.desc()),
    // The team's queue: by status (or all), latest activity first.
    index('support_requests_status_updated_at_idx').on(table.status, table.updatedAt.desc(), table.id),
    index('support_requests_updated_at_idx').on(table.updatedAt.desc(), table.id),
    // The team's replay after a reconnect: new tickets, status changes.
    index('support_requests_seq_idx').on(table.seq),
    index('support_requests_status_seq_idx').on(table.statusSeq).where(sql`${table.statusSeq} is not null`),
    check('support_requests_status_check', sql`${table.status} in (${inList(ticketStatuses)})`),
  ],
);

export const ticketResponses = pgTable(
  'ticket_responses',
  {
    id: uuid().primaryKey().defaultRandom(),
    ticketId: uuid()
      .notNull()
      .references(() => supportRequests.id, { onDelete: 'cascade' }),
    responderId: uuid().references(() => user.id, { onDelete: 'set null' }),
    responseText: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The realtime stream's id (messages.ts: support_event_seq). */
    seq: bigint({ mode: 'number' }).notNull().default(nextSupportEventSeq),
    /** A team reply read by the ticket's member (the bell); null while unread. */
    readAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('ticket_responses_ticket_id_created_at_idx').on(table.ticketId, table.createdAt),
    // Replay after a seq (members: joined to their tickets; the team: all).
    index('ticket_responses_seq_idx').on(table.seq),
    // Unread replies per ticket.
    index('ticket_responses_unread_idx').on(table.ticketId).where(sql`${table.readAt} is null`),
  ],
);
