import { bubbleImportJobName } from '@pillars/shared/imports/bubble-mapping';
import { z } from 'zod';

/**
 * Every background job of the app, in one place: its name (what the `jobs` row says) and the
 * zod schema of its payload (decision 027). Enqueue through a definition
 * (`jobs.enqueueJob(jobDefinitions.passwordReset, { email })`): the payload is checked when
 * it is queued and again when it runs, so a job queued by an older instance with another
 * shape fails with a clear message rather than half-running. The handlers live with their
 * domain and are registered once, together, in `jobs/register-jobs.ts`.
 *
 * Adding a job: a definition here, a handler `(ctx, payload, job)` in its domain, a line in
 * `register-jobs.ts`'s `jobHandlers`. TypeScript refuses a definition without a handler.
 */
export interface JobDefinition<Name extends string = string, Schema extends z.ZodType = z.ZodType> {
  name: Name;
  payload: Schema;
  /** Attempts before the job is `failed` (the queue's default, 5, when not said). */
  maxAttempts?: number;
}

export function defineJob<const Name extends string, Schema extends z.ZodType>(
  definition: JobDefinition<Name, Schema>,
): JobDefinition<Name, Schema> {
  return definition;
}

/** The payload a definition's handler receives (parsed). */
export type JobPayload<Definition extends JobDefinition> = z.output<Definition['payload']>;
/** The payload a caller passes when queueing (before defaults). */
export type JobPayloadInput<Definition extends JobDefinition> = z.input<Definition['payload']>;

export const jobDefinitions = {
  /** Delivers one `mail_outbox` row (integrations/mail). */
  mailSend: defineJob({
    name: 'mail.send',
    payload: z.object({ outboxId: z.uuid() }),
    // With the queue's 10 s doubling backoff: retries over about 20 minutes, then `failed`.
    maxAttempts: 8,
  }),
  /** Looks the address up, creates the reset token and queues its e-mail (modules/accounts). */
  passwordReset: defineJob({
    name: 'accounts.password-reset',
    payload: z.object({ email: z.string().min(1) }),
    maxAttempts: 3,
  }),
  /** A paid registration's seat hold ends (modules/billing). */
  releaseHold: defineJob({
    name: 'billing.release-hold',
    payload: z.object({ registrationId: z.uuid() }),
  }),
  /**
   * The built-in test provider's trial end (modules/billing, issue 58): it reports the trial
   * converted (a card) or ended (none), as Stripe does at `trial_end`.
   */
  testTrialEnd: defineJob({
    name: 'billing.test-trial-end',
    payload: z.object({ providerSubscriptionId: z.string().min(1).max(200) }),
  }),
  /** The daily audit trail retention (modules/audit). */
  auditRetention: defineJob({
    name: 'audit.retention',
    payload: z.object({}),
    maxAttempts: 3,
  }),
  /**
   * Sends the e-mail reminders that are due (modules/reminders): queued by the scheduler tick
   * on every instance, one pending or running at a time (decision 029).
   */
  reminderScan: defineJob({
    name: 'reminders.scan',
    payload: z.object({}).strict(),
    maxAttempts: 3,
  }),
  /**
   * Sends the agents' weekly team digests that are due (modules/analytics/weekly-digest.ts):
   * queued by the same scheduler tick as `reminders.scan`, one pending or running at a time
   * (decision 032).
   */
  weeklyDigestScan: defineJob({
    name: 'analytics.weekly-digest-scan',
    payload: z.object({}).strict(),
    maxAttempts: 3,
  }),
  /**
   * Removes the uploaded files nothing references, past their grace period (modules/uploads,
   * decision 033): queued by its daily scheduler tick on every instance, one pending or
   * running at a time.
   */
  uploadCleanup: defineJob({
    name: 'uploads.cleanup',
    payload: z.object({}).strict(),
    maxAttempts: 3,
  }),
  /**
   * Import from Bubble.io (modules/imports, decision 026): the selected records by Bubble id
   * (read from the Data API by the job), or the rows of an uploaded CSV export.
   */
  bubbleImport: defineJob({
    name: bubbleImportJobName,
    payload: z.object({
      source: z.enum(['api', 'csv']),
      /** The selected records' Bubble ids, in the order they are imported. */
      ids: z.array(z.string().min(1)).min(1),
      /** Product field -> source field (null: not mapped). */
      mapping: z.record(z.string(), z.string().nullable()),
      /** The CSV's selected records (source 'csv' only; the Data API's are read by the job). */
      records: z.array(z.record(z.string(), z.unknown())).optional(),
    }),
    // A run that failed as a whole (Bubble unreachable) is tried again, then reported.
    maxAttempts: 3,
  }),
  /** Ask the Library (modules/ask, decision 053): one item's passages indexed again after a write. */
  askReindex: defineJob({
    name: 'ask.reindex',
    payload: z.object({ sourceType: z.enum(['article', 'lesson', 'faq']), sourceId: z.uuid() }).strict(),
    maxAttempts: 5,
  }),
  /** Indexes whatever the passage index lacks (queued at start, one pending or running at a time). */
  askBackfill: defineJob({
    name: 'ask.backfill',
    payload: z.object({}).strict(),
    maxAttempts: 3,
  }),
  /** Removes conversations older than ASK_RETENTION_DAYS (daily). */
  askRetention: defineJob({
    name: 'ask.retention',
    payload: z.object({}).strict(),
    maxAttempts: 3,
  }),
  /**
   * Rebuilds every person's points total and level from the ledger (modules/engagement,
   * issue 59): started from /admin/engagement, one pending or running at a time.
   */
  pointsRecalculate: defineJob({
    name: 'engagement.recalculate',
    payload: z.object({}).strict(),
    maxAttempts: 3,
  }),
  /**
   * Sends an announcement (modules/announcements, decision 073): queued at its time, in
   * batches, each person once (the deliveries' key), resumable after a restart.
   */
  announcementSend: defineJob({
    name: 'announcements.send',
    payload: z
      .object({
        announcementId: z.uuid(),
        /** People per transaction (tests make it small). */
        batchSize: z.number().int().min(1).max(1000).optional(),
      })
      .strict(),
    maxAttempts: 10,
  }),
} as const;

export type JobDefinitions = typeof jobDefinitions;
export type JobKey = keyof JobDefinitions;
