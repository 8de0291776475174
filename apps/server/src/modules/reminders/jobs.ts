import type { Database } from '../../db/client.ts';
import { type JobDefinition, jobDefinitions } from '../../jobs/definitions.ts';
import type { JobHandlerOf } from '../../jobs/job-context.ts';
import type { JobLog, JobQueue } from '../../jobs/queue.ts';
import { startScanSchedule } from '../../jobs/scan-schedule.ts';
import { sendDueReminders } from './service.ts';

/*
 * Reminders run through the job queue: a scheduler tick (croner, on every instance) queues
 * one `reminders.scan` job unless one is already pending or running, and whichever instance
 * claims it sends what is due (service.ts). The tick does no work of its own, so an instance
 * that is busy or stopping only delays a scan, and several instances queue one between them
 * (jobs/scan-schedule.ts).
 *
 * The same tick queues the agents' weekly digest scan (`analytics.weekly-digest-scan`,
 * decision 032): one clock for every minute scan, each scan its own job (its own attempts,
 * result and failure), so a digest that fails never holds up a reminder.
 */

const reminderScanJob = jobDefinitions.reminderScan;

/** Every minute at second 0; REMINDER_SCHEDULE changes it (tests tick every second). */
export const defaultReminderSchedule = '0 * * * * *';

/** The `reminders.scan` job: sends every reminder that is due (service.ts). */
export const scanDueReminders: JobHandlerOf<typeof jobDefinitions.reminderScan> = async (ctx) => {
  const sent = await sendDueReminders(ctx);
  if (sent > 0) ctx.log.info({ sent }, `reminders: ${sent} sent`);
  return { sent };
};

/** The scans the scheduler's tick queues, each a job of its own with an empty payload. */
export const scheduledScanJobs: readonly JobDefinition[] = [reminderScanJob, jobDefinitions.weeklyDigestScan];

/**
 * The scheduler: ticks on `schedule` (a cron pattern with seconds) and queues the scans
 * (jobs/scan-schedule.ts). `stop` ends it before the queue stops.
 */
export function startReminderScheduler(options: {
  db: Database;
  jobs: JobQueue;
  log: JobLog;
  schedule: string;
}): { stop(): void } {
  return startScanSchedule({ name: reminderScanJob.name, scans: scheduledScanJobs, ...options });
}
