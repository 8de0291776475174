import { Cron } from 'croner';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { JobDefinition } from './definitions.ts';
import type { JobLog, JobQueue } from './queue.ts';

/*
 * Scheduled scans (reminders and the weekly digest every minute, decisions 029 and 032; the
 * upload cleanup daily, decision 033): a croner tick on every instance queues one job per scan
 * unless one is already pending or running, and whichever instance claims it does the work.
 * The tick does no work of its own, so an instance that is busy or stopping only delays a
 * scan, and several instances queue one between them.
 */

/** Queues a scan unless one is pending or running (the advisory lock makes the check and the insert one step). */
export async function queueScan(db: Database, scan: JobDefinition): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${scan.name}))`);
    await tx.execute(
      sql`insert into jobs (name, payload, max_attempts, run_at)
          select ${scan.name}, '{}'::jsonb, ${scan.maxAttempts ?? 5}, now()
           where not exists (select 1 from jobs where name = ${scan.name}
                                                  and status in ('pending', 'running'))`,
    );
  });
}

/**
 * Ticks on `schedule` (a cron pattern with seconds) and queues `scans`, each a job of its own
 * with an empty payload. Its timer never keeps the process alive; `stop` ends it before the
 * queue stops.
 */
export function startScanSchedule(options: {
  /** Names the timer (croner refuses two live timers of one name) and its log line. */
  name: string;
  scans: readonly JobDefinition[];
  schedule: string;
  db: Database;
  jobs: JobQueue;
  log: JobLog;
}): { stop(): void } {
  const cron = new Cron(
    options.schedule,
    {
      name: options.name,
      // A tick still queueing when the next comes is skipped, not run twice.
      protect: true,
      unref: true,
      catch: (error) => options.log.error({ err: error }, `${options.name}: the scheduler tick failed`),
    },
    async () => {
      for (const scan of options.scans) await queueScan(options.db, scan);
      options.jobs.wake();
    },
  );
  return { stop: () => cron.stop() };
}
