import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { jobDefinitions } from '../../jobs/definitions.ts';
import type { JobHandlerOf } from '../../jobs/job-context.ts';
import type { ServiceContext } from '../../lib/service-context.ts';

/*
 * Audit retention (issue 22): a daily job deletes the rows older than AUDIT_RETENTION_DAYS.
 * The table refuses every other delete (migration 0019's trigger): the job names its cutoff
 * in a transaction-local setting (`pillars.audit_retention_cutoff`), and the trigger lets
 * through only rows older than that cutoff, only in that transaction. An UPDATE is refused
 * always.
 *
 * The job runs once a day across instances: each run, in the transaction of its delete,
 * queues the next one a day later; an instance starting its worker queues a first run when
 * none is pending or running (under an advisory lock, so two instances starting together
 * queue one).
 */

export const auditRetentionJob = jobDefinitions.auditRetention.name;
const dayMs = 24 * 60 * 60_000;

/** Deletes the rows older than `retentionDays` (relative to `now`); returns how many went. */
export async function pruneAuditTrail(
  ctx: Pick<ServiceContext, 'db'>,
  options: { retentionDays: number; now?: Date; scheduleNextAt?: Date },
): Promise<number> {
  const cutoff = new Date(
    (options.now ?? new Date()).getTime() - options.retentionDays * dayMs,
  ).toISOString();
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pillars.audit_retention_cutoff', ${cutoff}, true)`);
    const [deleted] = await queryRows<{ count: string | number }>(
      tx,
      sql`with gone as (delete from audit_events where occurred_at < ${cutoff}::timestamptz returning 1)
          select count(*) as count from gone`,
    );
    if (options.scheduleNextAt) {
      await tx.execute(
        sql`insert into jobs (name, payload, max_attempts, run_at)
            select ${auditRetentionJob}, '{}'::jsonb, 3, ${options.scheduleNextAt.toISOString()}::timestamptz
             where not exists (select 1 from jobs where name = ${auditRetentionJob} and status = 'pending')`,
      );
    }
    return Number(deleted?.count ?? 0);
  });
}

/** The `audit.retention` job: today's prune, and tomorrow's run queued with it. */
export const pruneAuditTrailDaily: JobHandlerOf<typeof jobDefinitions.auditRetention> = async (ctx) => {
  const retentionDays = ctx.config.AUDIT_RETENTION_DAYS;
  const now = new Date();
  const deleted = await pruneAuditTrail(ctx, {
    retentionDays,
    now,
    scheduleNextAt: new Date(now.getTime() + dayMs),
  });
  ctx.log.info(
    { deleted, retentionDays },
    `audit retention: ${deleted} row(s) older than ${retentionDays} days deleted`,
  );
};

/** Queues the first run (now) unless one is pending or running: at the worker's start. */
export async function scheduleAuditRetention(ctx: Pick<ServiceContext, 'db' | 'jobs'>): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${auditRetentionJob}))`);
    await tx.execute(
      sql`insert into jobs (name, payload, max_attempts, run_at)
          select ${auditRetentionJob}, '{}'::jsonb, 3, now()
           where not exists (select 1 from jobs where name = ${auditRetentionJob}
                                                  and status in ('pending', 'running'))`,
    );
  });
  ctx.jobs.wake();
}
