import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import type { jobDefinitions } from '../../jobs/definitions.ts';
import type { JobHandlerOf } from '../../jobs/job-context.ts';
import { levelOfTotal } from './points.ts';

/** People per transaction: their rows are locked while their totals are rebuilt. */
const batchSize = 1000;

/**
 * Recalculate (issue 59, decision 079): every person's total and level rebuilt from the
 * ledger (the rows not taken back), a batch of people per transaction, with progress
 * ('k of n people'). Each batch first makes and locks the people's total rows, then sums the
 * ledger in a statement of its own: an award that commits meanwhile either waits for the lock
 * (and adds its points after) or is already in the sum, so no point is lost or counted twice.
 */
export const recalculatePointsJob: JobHandlerOf<typeof jobDefinitions.pointsRecalculate> = async (
  ctx,
  _payload,
  job,
) => {
  const [count] = await queryRows<{ total: number }>(ctx.db, sql`select count(*)::int as total from "user"`);
  const total = count!.total;
  await job.reportProgress({ done: 0, total });
  let after = '00000000-0000-0000-0000-000000000000';
  let done = 0;
  for (;;) {
    const ids = await ctx.db.transaction(async (tx) => {
      const batch = await queryRows<{ id: string }>(
        tx,
        sql`select id from "user" where id > ${after}::uuid order by id limit ${batchSize}`,
      );
      if (batch.length === 0) return [];
      const idList = sql`${sql.param(batch.map((row) => row.id))}::uuid[]`;
      await tx.execute(
        sql`insert into member_points (user_id) select unnest(${idList}) on conflict (user_id) do nothing`,
      );
      await tx.execute(
        sql`select user_id from member_points where user_id = any(${idList}) order by user_id for update`,
      );
      await tx.execute(
        sql`with sums as (
              select m.user_id, coalesce(sum(l.points) filter (where l.taken_back_at is null), 0)::int as total
                from member_points m left join points_ledger l on l.user_id = m.user_id
               where m.user_id = any(${idList})
               group by m.user_id
            )
            update member_points m set total = sums.total, level = ${levelOfTotal(sql`sums.total`)}, updated_at = now()
              from sums where m.user_id = sums.user_id`,
      );
      return batch;
    });
    if (ids.length === 0) break;
    done += ids.length;
    after = ids[ids.length - 1]!.id;
    await job.reportProgress({ done: Math.min(done, total), total: Math.max(total, done) });
  }
  return { people: done };
};
