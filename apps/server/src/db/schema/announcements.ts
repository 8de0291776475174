import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { mailOutbox } from './accounts.ts';
import { user } from './auth.ts';
import { inList } from './sql-helpers.ts';

/*
 * Announcements (issue 60, decision 073): what the team behind Pillars tells many members at
 * once, on Home's banner, the bell and by e-mail. Written by superadmins at
 * /admin/announcements, sent by the `announcements.send` job in batches.
 */

export const announcementStatuses = ['scheduled', 'sending', 'sent'] as const;
export type AnnouncementStatus = (typeof announcementStatuses)[number];

/** The audience as chosen (`kind` and its parameters; shared/announcements/schemas.ts). */
export type AnnouncementAudienceValue = {
  kind: string;
  planIds?: string[];
  pillarId?: string;
  organizationId?: string;
};

export const announcements = pgTable(
  'announcements',
  {
    id: uuid().primaryKey().defaultRandom(),
    title: text().notNull(),
    /** Sanitised HTML (the allow-list of lib/sanitize-html.ts), sanitised again when shown. */
    bodyHtml: text().notNull(),
    audience: jsonb().$type<AnnouncementAudienceValue>().notNull(),
    /** Some of 'banner', 'bell', 'email'. */
    channels: text().array().notNull(),
    status: text().$type<AnnouncementStatus>().notNull().default('scheduled'),
    /** When it goes out (now for Send now). */
    sendAt: timestamp({ withTimezone: true }).notNull(),
    /** When its job took it (the first batch); the audience is judged from then on. */
    startedAt: timestamp({ withTimezone: true }),
    sentAt: timestamp({ withTimezone: true }),
    /** How many people the audience held when sending ended. */
    audienceSize: integer(),
    createdBy: uuid().references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('announcements_send_at_idx').on(table.sendAt.desc()),
    check('announcements_status_check', sql`${table.status} in (${inList(announcementStatuses)})`),
    check('announcements_title_check', sql`char_length(${table.title}) between 1 and 200`),
    check(
      'announcements_channels_check',
      sql`${table.channels} <@ array['banner', 'bell', 'email']::text[] and cardinality(${table.channels}) > 0`,
    ),
  ],
);

export const announcementEmailOutcomes = ['queued', 'skipped'] as const;

/**
 * One row per announcement and person it went to: the primary key is what makes it once per
 * person whatever the instances and retries (the row, its bell notification and its e-mail
 * are written in one transaction by whoever inserted the row). The banner's dismissal and
 * an unsubscribe through this announcement's link are kept here too, for its figures.
 */
export const announcementDeliveries = pgTable(
  'announcement_deliveries',
  {
    announcementId: uuid()
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** null: no e-mail channel; 'skipped': the person's Announcements preference is off. */
    emailOutcome: text().$type<(typeof announcementEmailOutcomes)[number]>(),
    /** The e-mail's unsubscribe link's secret (random, 24 bytes): the link works without a sign-in. */
    unsubscribeToken: text().notNull(),
    mailOutboxId: uuid().references(() => mailOutbox.id, { onDelete: 'set null' }),
    deliveredAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    dismissedAt: timestamp({ withTimezone: true }),
    unsubscribedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.announcementId, table.userId] }),
    // A member's banner and archive.
    uniqueIndex('announcement_deliveries_unsubscribe_token_key').on(table.unsubscribeToken),
    index('announcement_deliveries_user_id_idx').on(table.userId, table.deliveredAt.desc()),
    check(
      'announcement_deliveries_email_outcome_check',
      sql`${table.emailOutcome} in (${inList(announcementEmailOutcomes)})`,
    ),
  ],
);
