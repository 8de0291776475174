import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { inList } from './sql-helpers.ts';

/** What a running job last reported (`reportProgress`): k of n, and what it is doing. */
export interface JobProgressValue {
  done: number;
  total: number;
  message?: string;
}

export const jobStatuses = ['pending', 'running', 'completed', 'failed'] as const;
export type JobStatus = (typeof jobStatuses)[number];

/**
 * The background job queue (jobs/queue.ts, docs/decisions/007-job-queue.md). A worker claims
 * a due `pending` row with `FOR UPDATE SKIP LOCKED`, marks it `running` with a lease
 * (`locked_until`), and ends it `completed`, back to `pending` with a later `run_at` (retry
 * with backoff), or `failed` after `max_attempts`. A `running` row whose lease has expired
 * belongs to an instance that died: it becomes claimable again.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    payload: jsonb().notNull().default({}),
    status: text().$type<JobStatus>().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    maxAttempts: integer().notNull().default(5),
    /** When a pending job is due (the first run, or the next retry). */
    runAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Which instance runs it (host:pid:random), kept after it ends for the record. */
    lockedBy: text(),
    /** End of the lease of a running job. */
    lockedUntil: timestamp({ withTimezone: true }),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp({ withTimezone: true }),
    /** The last `reportProgress` of its handler (decision 027); null before the first. */
    progress: jsonb().$type<JobProgressValue>(),
    /** What the handler returned when it completed (the import's counts and warnings). */
    result: jsonb().$type<Record<string, unknown>>(),
    /**
     * The person who started it (a screen's job), or null (mail, holds, schedules). Their
     * jobs are readable by them (`GET /api/jobs/:id`) and announced live to them.
     */
    createdBy: uuid().references(() => user.id, { onDelete: 'set null' }),
  },
  (table) => [
    // The claim query: due pending jobs, oldest first.
    index('jobs_pending_run_at_idx').on(table.runAt).where(sql`${table.status} = 'pending'`),
    // Expired leases of running jobs.
    index('jobs_running_locked_until_idx').on(table.lockedUntil).where(sql`${table.status} = 'running'`),
    // A kind's latest jobs (the import screen's last run).
    index('jobs_name_created_at_idx').on(table.name, table.createdAt),
    // One Bubble import at a time, across instances (decision 026): a second start is refused.
    uniqueIndex('jobs_one_bubble_import_idx')
      .on(table.name)
      .where(sql`${table.name} = 'imports.bubble' and ${table.status} in ('pending', 'running')`),
    // One points recalculation at a time (issue 59, decision 079).
    uniqueIndex('jobs_one_points_recalculation_idx')
      .on(table.name)
      .where(sql`${table.name} = 'engagement.recalculate' and ${table.status} in ('pending', 'running')`),
    check('jobs_status_check', sql`${table.status} in (${inList(jobStatuses)})`),
    check('jobs_max_attempts_check', sql`${table.maxAttempts} >= 1`),
  ],
);
