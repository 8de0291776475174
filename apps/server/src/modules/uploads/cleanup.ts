import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { type Database, queryRows } from '../../db/client.ts';
import { profiles } from '../../db/schema/accounts.ts';
import { articles } from '../../db/schema/articles.ts';
import { user } from '../../db/schema/auth.ts';
import { events } from '../../db/schema/events.ts';
import { gurus } from '../../db/schema/gurus.ts';
import { lessons, pillars } from '../../db/schema/learning.ts';
import { contentRevisions } from '../../db/schema/revisions.ts';
import { jobDefinitions } from '../../jobs/definitions.ts';
import type { JobHandlerOf } from '../../jobs/job-context.ts';
import type { JobLog, JobQueue } from '../../jobs/queue.ts';
import { startScanSchedule } from '../../jobs/scan-schedule.ts';
import { lockUploadKeys } from './service.ts';
import type { UploadStorage } from './storage.ts';

/*
 * The daily upload cleanup (decision 033): a stored file whose URL no content names, and
 * whose newest upload is older than UPLOAD_CLEANUP_GRACE_HOURS, is removed from the store with
 * its `uploads` rows. What references a file is computed when the job runs, by one query over
 * the columns below, rather than kept in a table of references every writer would have to
 * keep true.
 */

/**
 * Every column that can name an uploaded file, as a URL (`/uploads/<key>`, alone or inside
 * HTML or JSON). A new column that holds image or document URLs joins this list
 * (`cleanup.test.ts` fails for a `...Url`/`...Image` column that is in neither list).
 */
export const uploadReferenceColumns: ReadonlyArray<readonly [PgTable, PgColumn]> = [
  [pillars, pillars.overlayImageUrl],
  [pillars, pillars.videoUrl],
  [lessons, lessons.imageUrl],
  // Rich text: images the editor uploaded (decision 015).
  [lessons, lessons.content],
  [articles, articles.featuredImageUrl],
  [articles, articles.documentUrl],
  [articles, articles.videoUrl],
  [articles, articles.contentImages],
  [articles, articles.body],
  [events, events.imageUrl],
  [gurus, gurus.imageUrl],
  [gurus, gurus.coverUrl],
  [profiles, profiles.avatarUrl],
  [user, user.image],
  // Earlier versions of articles can be restored (decision 028): their files stay with them.
  [contentRevisions, contentRevisions.snapshot],
];

/** URL-like columns that never name an upload (Stripe's return pages, a guru's own site, a meeting link). */
export const columnsThatNameNoUpload = [
  'successUrl',
  'cancelUrl',
  'websiteUrl',
  'linkedinUrl',
  'zoomLink',
] as const;

/** An upload's key inside any text: `/uploads/<sha256>.<ext>`, its first group the key. */
const uploadMentionPattern = '/uploads/([0-9a-f]{64}\\.[a-z0-9]+)';

/** The keys of every upload some content names (one pass over each referencing column). */
function referencedUploadKeys(): SQL {
  const mentions = sql.join(
    uploadReferenceColumns.map(
      ([table, column]) =>
        sql`select ${column}::text as mention from ${table} where ${column}::text like '%/uploads/%'`,
    ),
    sql` union all `,
  );
  return sql`select distinct found.parts[1] as key
               from (${mentions}) as mentions
              cross join lateral regexp_matches(mentions.mention, ${uploadMentionPattern}, 'g') as found(parts)`;
}

/** Keys removed per transaction: each batch checks its keys again, under their locks, before removing them. */
const removalBatchSize = 100;

export interface UploadCleanupResult {
  /** Files removed from the store (with their rows). */
  removedFiles: number;
  /** `uploads` rows removed (several uploads of one file share it). */
  removedRows: number;
}

/**
 * Removes the stored files that nothing references and whose newest upload is older than
 * `graceHours` (before `now`): their rows and the files, key by key. Idempotent: a file
 * already gone from the store still loses its rows, and a second run finds nothing to do.
 */
export async function removeUnreferencedUploads(options: {
  db: Database;
  storage: UploadStorage;
  graceHours: number;
  now?: Date;
}): Promise<UploadCleanupResult> {
  const { db, storage } = options;
  const cutoff = new Date(
    (options.now ?? new Date()).getTime() - options.graceHours * 60 * 60_000,
  ).toISOString();
  /** A key nobody uploaded since the cutoff and no content names. */
  const isRemovable = (key: SQL) =>
    sql`not exists (select 1 from uploads newer where newer.key = ${key} and newer.created_at >= ${cutoff}::timestamptz)
        and not exists (select 1 from referenced where referenced.key = ${key})`;

  const candidates = await queryRows<{ key: string }>(
    db,
    sql`with referenced as (${referencedUploadKeys()})
        select u.key from uploads u
         where u.created_at < ${cutoff}::timestamptz and ${isRemovable(sql`u.key`)}
         group by u.key order by u.key`,
  );
  const result: UploadCleanupResult = { removedFiles: 0, removedRows: 0 };
  for (let start = 0; start < candidates.length; start += removalBatchSize) {
    const keys = candidates.slice(start, start + removalBatchSize).map((candidate) => candidate.key);
    await db.transaction(async (tx) => {
      // An upload of one of these files waits here, then stores it anew; one that came first
      // made its key young again, and the delete below leaves it.
      await lockUploadKeys({ db: tx }, { keys });
      const deleted = await queryRows<{ key: string }>(
        tx,
        sql`with referenced as (${referencedUploadKeys()})
            delete from uploads u
             where u.key = any(${sql.param(keys)}::text[]) and ${isRemovable(sql`u.key`)}
            returning u.key`,
      );
      const removedKeys = [...new Set(deleted.map((row) => row.key))];
      // Inside the transaction: a store that fails keeps the rows, and the next run tries again.
      for (const key of removedKeys) await storage.remove(key);
      result.removedFiles += removedKeys.length;
      result.removedRows += deleted.length;
    });
  }
  return result;
}

/** The `uploads.cleanup` job: today's removals, past UPLOAD_CLEANUP_GRACE_HOURS. */
export const cleanUpUploads: JobHandlerOf<typeof jobDefinitions.uploadCleanup> = async (ctx) => {
  const graceHours = ctx.config.UPLOAD_CLEANUP_GRACE_HOURS;
  const result = await removeUnreferencedUploads({ db: ctx.db, storage: ctx.uploadStorage, graceHours });
  ctx.log.info(
    { ...result, graceHours },
    `upload cleanup: ${result.removedFiles} unreferenced file(s) older than ${graceHours} hours removed`,
  );
  return result;
};

/** The daily tick (UPLOAD_CLEANUP_SCHEDULE) on every instance: it queues one `uploads.cleanup` at a time. */
export function startUploadCleanupScheduler(options: {
  db: Database;
  jobs: JobQueue;
  log: JobLog;
  schedule: string;
}): { stop(): void } {
  return startScanSchedule({
    name: jobDefinitions.uploadCleanup.name,
    scans: [jobDefinitions.uploadCleanup],
    ...options,
  });
}
