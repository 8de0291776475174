import { seatsFullMessage } from '@pillars/shared/plans/messages';
import { organizationManagerRole } from '@pillars/shared/policies';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';

/*
 * Seats (issue 58): a plan's team size. The seats in use are the organization's people and
 * its open invitations (pending and not expired: an expired one takes a seat again when it is
 * resent). The limit is the current subscription's plan's, while that subscription is
 * current (active, trialing, past due); free access and no current plan have none.
 */

/** The organization's owner: its first agent (the one who signed it up), as billing's "ask your agent". */
export const organizationOwnerEmailSql = (organizationId: SQL) =>
  sql`(select u.email from profiles p join "user" u on u.id = p.id
        where p.organization_id = ${organizationId} and p.role = ${organizationManagerRole}
        order by p.created_at, p.id limit 1)`;

export interface SeatUsage {
  used: number;
  /** Null: no limit. */
  limit: number | null;
  /** The plan the limit is from; null without a current plan. */
  planName: string | null;
}

/**
 * Over `organizations o` joined with `seatPlanJoin`: the seats in use (`used`), the limit
 * (`seat_limit`, null: none) and the plan it is from (`plan_name`), by indexed counts. What
 * any statement that shows or checks seats selects.
 */
export const seatUsageColumns = sql`(select count(*) from profiles where organization_id = o.id)::int
       + (select count(*) from team_invitations i
           where i.organization_id = o.id and i.accepted_at is null and i.revoked_at is null
             and i.expires_at > now())::int as used,
       case when o.has_free_access then null else seat_plan.seats end as seat_limit,
       case when o.has_free_access then null else seat_plan.name end as plan_name`;

/** The plan of the organization's current subscription, while it is current (`seat_plan`). */
export const seatPlanJoin = sql`left join lateral (
         select pl.seats, pl.name from subscriptions s
           join plan_prices pp on pp.id = s.plan_price_id
           join plans pl on pl.id = pp.plan_id
          where s.organization_id = o.id and s.status in ('active', 'trialing', 'past_due')
            and s.created_at = (select max(newest.created_at) from subscriptions newest
                                 where newest.organization_id = o.id)
          limit 1) seat_plan on true`;

export type SeatUsageRow = { used: number; seat_limit: number | null; plan_name: string | null };

export const toSeatUsage = (row: SeatUsageRow): SeatUsage => ({
  used: Number(row.used),
  limit: row.seat_limit,
  planName: row.plan_name,
});

/** The seats in use and the limit, in one statement. */
export async function readSeatUsage(
  ctx: { db: Executor },
  { organizationId }: { organizationId: string },
): Promise<SeatUsage | null> {
  const [row] = await queryRows<SeatUsageRow>(
    ctx.db,
    sql`select ${seatUsageColumns} from organizations o ${seatPlanJoin} where o.id = ${organizationId}`,
  );
  return row ? toSeatUsage(row) : null;
}

/**
 * Takes `count` more seats for a write in progress (an invitation, an account made at once):
 * locks the organization's row first, so two such writes take turns and the second counts
 * what the first added (READ COMMITTED reads it after the wait); refused with SEATS_FULL
 * past the plan's seats. Call it in the write's transaction, before the insert.
 */
export async function takeSeats(
  ctx: { db: Executor },
  { organizationId, count = 1 }: { organizationId: string; count?: number },
): Promise<void> {
  await ctx.db.execute(sql`select id from organizations where id = ${organizationId} for update`);
  const usage = await readSeatUsage(ctx, { organizationId });
  if (!usage || usage.limit === null) return;
  if (usage.used + count > usage.limit) {
    throw new AppError('SEATS_FULL', seatsFullMessage(usage.planName ?? 'current', usage.limit));
  }
}
