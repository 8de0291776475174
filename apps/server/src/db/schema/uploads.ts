import { type UploadKind, uploadKinds } from '@pillars/shared/uploads/messages';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { inList } from './sql-helpers.ts';

/**
 * One row per stored upload (POST /api/uploads, decision 033): which file, who sent it, what
 * for, and how large. Written before the file is stored; the daily `uploads.cleanup` job
 * removes a file and its rows once nothing references its URL and its newest row is older
 * than UPLOAD_CLEANUP_GRACE_HOURS (modules/uploads/cleanup.ts).
 *
 * Keys are content hashes: the same file sent twice is one stored file with two rows, so a
 * key is not unique here. No foreign keys point at this table: what references a file is
 * its URL in a content column, found by one query when the job runs (decision 033).
 */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The stored file: `<sha256>.<ext>`, served at `/uploads/<key>`. */
    key: text().notNull(),
    /** Who uploaded it; the row stays when the account goes (the file may be in use). */
    uploadedBy: uuid().references(() => user.id, { onDelete: 'set null' }),
    /** What the upload was for, as the upload said (`kind`): an image or a document. */
    kind: text().$type<UploadKind>().notNull(),
    contentType: text().notNull(),
    sizeBytes: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The cleanup's candidates (rows past the grace period), then each candidate key's rows.
    index('uploads_created_at_idx').on(table.createdAt),
    index('uploads_key_created_at_idx').on(table.key, table.createdAt),
    index('uploads_uploaded_by_idx').on(table.uploadedBy),
    check('uploads_kind_check', sql`${table.kind} in (${inList(uploadKinds)})`),
    check('uploads_key_check', sql`${table.key} ~ '^[0-9a-f]{64}\\.[a-z0-9]+$'`),
    check('uploads_size_bytes_check', sql`${table.sizeBytes} > 0`),
  ],
);
