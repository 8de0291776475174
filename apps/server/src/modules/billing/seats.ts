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

/** The seats in use and the limit, in one statement (indexed counts). */
export async function readSeatUsage(db: Executor, organizationId: string): Promise<SeatUsage | null> {
  const [row] = await queryRows<{ used: number; seat_limit: number | null; plan_name: string | null }>(
    db,
    sql`select (select count(*) from profiles where organization_id = o.id)::int
             + (select count(*) from team_invitations i
                 where i.organization_id = o.id and i.accepted_at is null and i.revoked_at is null
                   and i.expires_at > now())::int as used,
               case when o.has_free_access then null else pl.seats end as seat_limit,
               case when o.has_free_access then null else pl.name end as plan_name
          from organizations o
          left join lateral (select s.plan_price_id, s.status from subscriptions s
                              where s.organization_id = o.id order by s.created_at desc limit 1) s
                 on s.status in ('active', 'trialing', 'past_due')
          left join plan_prices pp on pp.id = s.plan_price_id
          left join plans pl on pl.id = pp.plan_id
         where o.id = ${organizationId}`,
  );
  if (!row) return null;
  return { used: Number(row.used), limit: row.seat_limit, planName: row.plan_name };
}

/**
 * Takes `count` more seats for a write in progress (an invitation, an account made at once):
 * locks the organization's row first, so two such writes take turns and the second counts
 * what the first added (READ COMMITTED reads it after the wait); refused with SEATS_FULL
 * past the plan's seats. Call it in the write's transaction, before the insert.
 */
export async function takeSeats(tx: Executor, organizationId: string, count = 1): Promise<void> {
  await tx.execute(sql`select id from organizations where id = ${organizationId} for update`);
  const usage = await readSeatUsage(tx, organizationId);
  if (!usage || usage.limit === null) return;
  if (usage.used + count > usage.limit) {
    throw new AppError('SEATS_FULL', seatsFullMessage(usage.planName ?? 'current', usage.limit));
  }
}
