import {
  dailyBucketOf,
  dailyCaps,
  defaultActionPoints,
  type PointAction,
} from '@pillars/shared/engagement/rules';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { notify } from '../../lib/notifications.ts';

/*
 * The points ledger's one write path (issue 59, docs/decisions/079-points-ledger.md). Every
 * domain that earns points calls `awardPoints` from its own write (a lesson completed, a
 * certificate issued, a post, a reply, an answer mark, a like) and `takeBackPoints` /
 * `giveBackPoints` where the thing goes or comes back (hidden, deleted, unhidden; a
 * certificate revoked or restored). Totals and levels (`member_points`) move in the same
 * transaction as the ledger row, so they are never summed per request; Recalculate rebuilds
 * them from the ledger (recalculate.ts).
 */

const noOne = '00000000-0000-0000-0000-000000000000';

/** The level (1-10) of a total, from the thresholds kept in `engagement_settings`. */
export const levelOfTotal = (total: SQL) =>
  sql`(select greatest(1, least(10, count(*)::int))
         from engagement_settings s, jsonb_array_elements_text(s.level_thresholds) t
        where s.id = 1 and t::int <= ${total})`;

interface AwardInput {
  userId: string;
  action: PointAction;
  thingId: string;
  /** `like.received`: the person who liked. */
  fromUserId?: string;
}

/**
 * Earns the action's points for the thing, once (the ledger's unique key: a second call, or
 * a concurrent one in another tab, earns nothing). Posts and replies count against 10 points
 * a day, likes received against 20, in the person's own day (their time zone): the daily row's
 * upsert adds and caps in one statement. Answers the points earned by this call.
 */
export async function awardPoints(
  ctx: { db: Executor; now: () => number },
  input: AwardInput,
): Promise<{ points: number }> {
  const at = new Date(ctx.now()).toISOString();
  return ctx.db.transaction(async (tx) => {
    // The person's member_versions row first: a write of theirs that awards in its own
    // transaction (a certificate, a post) has already bumped it (its table's trigger), and
    // member_points' trigger bumps it after the total moves. Taken here first, the two orders
    // agree: without it a certificate's transaction (that row, then member_points) and a
    // lesson's award at the same instant (member_points, then that row) deadlocked on
    // PostgreSQL (certificates.postgres.test.ts). The no-op update only locks the row.
    await tx.execute(
      sql`insert into member_versions (user_id, version) values (${input.userId}, 1)
          on conflict (user_id) do update set version = member_versions.version`,
    );
    const [row] = await queryRows<{ id: string; points: number }>(
      tx,
      sql`insert into points_ledger (user_id, action, thing_id, from_user_id, points, earned_at)
          values (${input.userId}, ${input.action}, ${input.thingId}, ${input.fromUserId ?? noOne},
                  coalesce((select (action_points ->> ${input.action})::int from engagement_settings where id = 1),
                           ${defaultActionPoints[input.action]}),
                  ${at}::timestamptz)
          on conflict (user_id, action, thing_id, from_user_id) do nothing
          returning id, points`,
    );
    if (!row) return { points: 0 };
    let points = row.points;
    const bucket = dailyBucketOf(input.action);
    if (bucket && points > 0) {
      const cap = dailyCaps[bucket];
      const [daily] = await queryRows<{ last_grant: number }>(
        tx,
        sql`insert into points_daily (user_id, day, bucket, points, last_grant)
            select ${input.userId}, (${at}::timestamptz at time zone coalesce(p.time_zone, 'UTC'))::date, ${bucket},
                   least(${cap}::int, ${points}::int), least(${cap}::int, ${points}::int)
              from (select ${input.userId}::uuid as id) u left join profiles p on p.id = u.id
            on conflict (user_id, day, bucket) do update
               set points = least(${cap}::int, points_daily.points + excluded.points),
                   last_grant = least(${cap}::int, points_daily.points + excluded.points) - points_daily.points
            returning last_grant`,
      );
      if (daily!.last_grant !== points) {
        points = daily!.last_grant;
        await tx.execute(sql`update points_ledger set points = ${points} where id = ${row.id}`);
      }
    }
    if (points > 0) {
      const [moved] = await queryRows<{ before_level: number | null; level: number }>(
        tx,
        sql`with before as (select level from member_points where user_id = ${input.userId} for update),
            moved as (
              insert into member_points (user_id, total, level)
              values (${input.userId}, ${points}::int, ${levelOfTotal(sql`${points}::int`)})
              on conflict (user_id) do update
                 set total = member_points.total + excluded.total,
                     level = ${levelOfTotal(sql`member_points.total + excluded.total`)},
                     updated_at = now()
              returning level
            )
            select (select level from before) as before_level, (select level from moved) as level`,
      );
      // A level reached for the first time: a bell item, once per level (its key).
      if (moved && moved.level > (moved.before_level ?? 1)) {
        await notify(tx, {
          userId: input.userId,
          kind: 'engagement.level_reached',
          title: `You reached level ${moved.level}`,
          body: 'Keep learning to reach the next one.',
          href: '/',
          dedupeKey: `level:${moved.level}`,
        });
      }
    }
    return { points };
  });
}

/** Which rows a take-back or give-back concerns: things, optionally one person's only. */
interface ThingsInput {
  /** The things (a post, a reply, a pillar) whose rows go or come back. */
  thingIds?: readonly string[];
  /** Also every reply of this post (a deleted post's replies go with it). */
  repliesOfPostId?: string;
  /** Only this person's rows (a revoked certificate is one person's pillar). */
  userId?: string;
  /** Only these actions. */
  actions?: readonly PointAction[];
}

function thingsWhere(input: ThingsInput): SQL {
  const parts: SQL[] = [];
  const ids = sql`${sql.param([...(input.thingIds ?? [])])}::uuid[]`;
  parts.push(
    input.repliesOfPostId
      ? sql`(thing_id = any(${ids}) or thing_id in (select id from community_replies where post_id = ${input.repliesOfPostId}))`
      : sql`thing_id = any(${ids})`,
  );
  if (input.userId) parts.push(sql`user_id = ${input.userId}`);
  if (input.actions) parts.push(sql`action = any(${sql.param([...input.actions])}::text[])`);
  return sql.join(parts, sql` and `);
}

/** Moves the totals of the people whose rows changed (one statement with the change). */
async function moveTotals(db: Executor, changed: SQL, sign: '+' | '-'): Promise<void> {
  const delta = sign === '+' ? sql`m.total + d.delta` : sql`greatest(0, m.total - d.delta)`;
  await db.execute(
    sql`with changed as (${changed}),
        d as (select user_id, sum(points)::int as delta from changed group by user_id)
        update member_points m set total = ${delta}, level = ${levelOfTotal(delta)}, updated_at = now()
          from d where m.user_id = d.user_id and d.delta > 0`,
  );
}

/**
 * Takes the points of the things back (a post hidden or deleted, a revoked certificate): the
 * rows stay, marked, so the thing does not earn again; the totals move in the same statement.
 */
export async function takeBackPoints(ctx: { db: Executor }, input: ThingsInput): Promise<void> {
  await moveTotals(
    ctx.db,
    sql`update points_ledger set taken_back_at = now()
         where ${thingsWhere(input)} and taken_back_at is null returning user_id, points`,
    '-',
  );
}

/** Gives taken-back points back (a post unhidden, a certificate restored). */
export async function giveBackPoints(ctx: { db: Executor }, input: ThingsInput): Promise<void> {
  await moveTotals(
    ctx.db,
    sql`update points_ledger set taken_back_at = null
         where ${thingsWhere(input)} and taken_back_at is not null returning user_id, points`,
    '+',
  );
}
