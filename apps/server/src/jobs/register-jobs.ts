import { deliverMail } from '../integrations/mail/mailer.ts';
import { requestPasswordResetJob } from '../modules/accounts/auth.ts';
import { scanWeeklyDigests } from '../modules/analytics/weekly-digest.ts';
import { sendAnnouncement } from '../modules/announcements/send-job.ts';
import { runBackfill, runReindex } from '../modules/ask/passage-index.ts';
import { pruneAskConversations } from '../modules/ask/retention.ts';
import { pruneAuditTrailDaily } from '../modules/audit/retention.ts';
import { releaseHoldAtExpiry } from '../modules/billing/payment-holds.ts';
import { endTestTrial } from '../modules/billing/test-checkout-service.ts';
import { recalculatePointsJob } from '../modules/engagement/recalculate.ts';
import { runBubbleImport } from '../modules/imports/import-job.ts';
import { scanDueReminders } from '../modules/reminders/jobs.ts';
import { cleanUpUploads } from '../modules/uploads/cleanup.ts';
import { type JobDefinitions, jobDefinitions } from './definitions.ts';
import type { JobHandlerOf, JobServiceContext } from './job-context.ts';
import type { JobQueue } from './queue.ts';

/**
 * Every job's handler, by the key of its definition (jobs/definitions.ts). A definition
 * without a handler here, or a handler whose payload does not match, is a type error.
 */
const jobHandlers: { [Key in keyof JobDefinitions]: JobHandlerOf<JobDefinitions[Key]> } = {
  mailSend: deliverMail,
  passwordReset: requestPasswordResetJob,
  releaseHold: releaseHoldAtExpiry,
  testTrialEnd: endTestTrial,
  auditRetention: pruneAuditTrailDaily,
  reminderScan: scanDueReminders,
  weeklyDigestScan: scanWeeklyDigests,
  uploadCleanup: cleanUpUploads,
  bubbleImport: runBubbleImport,
  askReindex: runReindex,
  askBackfill: runBackfill,
  askRetention: pruneAskConversations,
  pointsRecalculate: recalculatePointsJob,
  announcementSend: sendAnnouncement,
};

/**
 * The one registration of every job (app.ts calls it once): each handler gets the app's job
 * context and its payload parsed by the definition's schema (a payload that does not parse
 * fails the attempt with the schema's message).
 */
export function registerJobs(queue: JobQueue, ctx: JobServiceContext): void {
  for (const key of Object.keys(jobDefinitions) as Array<keyof JobDefinitions>) {
    const definition = jobDefinitions[key];
    const handler = jobHandlers[key] as JobHandlerOf<typeof definition>;
    queue.register(definition.name, async (payload, job) =>
      handler(ctx, definition.payload.parse(payload) as never, job),
    );
  }
}
