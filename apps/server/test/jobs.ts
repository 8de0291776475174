import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../src/db/client.ts';
import type { JobQueue } from '../src/jobs/queue.ts';

/**
 * Runs due jobs until none is pending or running any more (retries included: it waits for
 * the next `run_at` rather than a fixed sleep). Fails after `timeoutMs`.
 */
export async function runJobsUntilSettled(jobs: JobQueue, db: Database, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await jobs.runDue();
    const [row] = await queryRows<{ unsettled: number; wait_ms: number | null }>(
      db,
      sql`select count(*)::int as unsettled,
                 (extract(epoch from min(run_at) - now()) * 1000)::int as wait_ms
            from jobs where status in ('pending', 'running')`,
    );
    if (!row || Number(row.unsettled) === 0) return;
    if (Date.now() > deadline)
      throw new Error(`${row.unsettled} job(s) still unsettled after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, Math.min(Math.max(Number(row.wait_ms ?? 0), 5), 250)));
  }
}

/** Waits until `check` holds, looking every 50 ms; fails with `what` after `timeoutMs`. */
export async function waitFor(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
