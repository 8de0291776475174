import { dateInZone, mondayOf } from '@pillars/shared/calls/schedule';
import { pointsToNextLevel, streakActions, streakOf } from '@pillars/shared/engagement/rules';
import type { PointsPanel } from '@pillars/shared/engagement/schemas';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import type { SqlRow } from '../../db/row-types.ts';
import type { memberPoints } from '../../db/schema/index.ts';
import type { ViewerContext } from '../../lib/service-context.ts';

type PanelRow = Pick<SqlRow<typeof memberPoints>, 'total' | 'level'> & {
  week_points: number;
  weeks: string[];
  thresholds: number[];
};

/**
 * Home's points panel (issue 59): the kept total and level, this week's points and the weeks
 * with a lesson, in one statement over the person's own ledger rows (its index on
 * `(user_id, earned_at)`), never a sum over everyone. Held in the member cache: the total's
 * row bumps the person's counter on every change (migration), and the key names this week,
 * so a new week reads again.
 */
export async function readPointsPanel(ctx: ViewerContext): Promise<PointsPanel> {
  const timeZone = ctx.account?.profile.timeZone ?? 'UTC';
  const monday = mondayOf(dateInZone(new Date(ctx.now()), timeZone));
  return ctx.viewerRows.get(`points:${monday}`, async () => {
    const userId = ctx.viewer.userId;
    const weekStart = sql`(${monday}::date::timestamp at time zone ${timeZone})`;
    const [row] = await queryRows<PanelRow>(
      ctx.db,
      sql`select coalesce(mp.total, 0)::int as total, coalesce(mp.level, 1)::int as level,
                 (select coalesce(sum(points), 0)::int from points_ledger
                   where user_id = ${userId} and earned_at >= ${weekStart} and taken_back_at is null) as week_points,
                 array(select distinct to_char(date_trunc('week', earned_at at time zone ${timeZone}), 'YYYY-MM-DD')
                         from points_ledger
                        where user_id = ${userId} and action = any(${sql.param([...streakActions])}::text[])) as weeks,
                 (select level_thresholds from engagement_settings where id = 1) as thresholds
            from (select ${userId}::uuid as id) u left join member_points mp on mp.user_id = u.id`,
    );
    return {
      total: row!.total,
      level: row!.level,
      pointsToNextLevel: pointsToNextLevel(row!.total, row!.thresholds),
      weekPoints: row!.week_points,
      streakWeeks: streakOf(row!.weeks, monday),
    };
  });
}
