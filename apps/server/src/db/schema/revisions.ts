import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Earlier versions of content (issue 25, decision 028): one row per write, holding the
 * content's fields as they were BEFORE that write (for an article: its columns with its
 * category and topic ids), who wrote and why. Any version can be seen and restored, and a
 * restore writes a row too, so it can be undone.
 *
 * No foreign keys, like the audit trail: the rows outlive the article (a deleted article's
 * last version is kept) and the account that wrote it (its name is copied).
 */
export const contentRevisions = pgTable(
  'content_revisions',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Which kind of content: 'article' for now (lessons could follow). */
    contentType: text().notNull(),
    contentId: uuid().notNull(),
    /** The write that replaced this version: 'admin.update', 'ai.enhance', 'restore', ... */
    source: text().notNull(),
    actorId: uuid(),
    actorName: text(),
    actorEmail: text(),
    /** The content's fields before the write (articles: shared/articles/revision-schemas.ts). */
    snapshot: jsonb().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // An article's history, newest first (the one read there is).
    index('content_revisions_content_idx').on(
      table.contentType,
      table.contentId,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    check('content_revisions_content_type_check', sql`${table.contentType} in ('article')`),
  ],
);
