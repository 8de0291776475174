import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { jobDefinitions } from '../../jobs/definitions.ts';
import type { JobHandlerOf } from '../../jobs/job-context.ts';
import type { JobLog, JobQueue } from '../../jobs/queue.ts';
import { startScanSchedule } from '../../jobs/scan-schedule.ts';

/**
 * The `ask.retention` job: conversations not continued for ASK_RETENTION_DAYS are removed
 * with their answers and ratings (the tokens per month stay: ask_usage_months).
 */
export const pruneAskConversations: JobHandlerOf<typeof jobDefinitions.askRetention> = async (ctx) => {
  const rows = await queryRows<{ removed: number }>(
    ctx.db,
    sql`with gone as (
          delete from ask_conversations
           where updated_at < now() - make_interval(days => ${ctx.config.ASK_RETENTION_DAYS})
          returning 1
        ) select count(*)::int as removed from gone`,
  );
  const removed = rows[0]?.removed ?? 0;
  if (removed > 0) ctx.log.info({ removed }, `ask: ${removed} conversations past retention removed`);
  return { removed };
};

/** The daily tick that queues the retention (ASK_RETENTION_SCHEDULE). */
export function startAskRetentionScheduler(options: {
  db: Database;
  jobs: JobQueue;
  log: JobLog;
  schedule: string;
}): { stop(): void } {
  return startScanSchedule({
    name: jobDefinitions.askRetention.name,
    scans: [jobDefinitions.askRetention],
    ...options,
  });
}
