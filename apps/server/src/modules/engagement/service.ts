import { defaultActionPoints, defaultLevelThresholds, pointActions } from '@pillars/shared/engagement/rules';
import type {
  EngagementSettings,
  EngagementSettingsResponse,
  RecalculateResponse,
} from '@pillars/shared/engagement/schemas';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import type { SqlRow } from '../../db/row-types.ts';
import type { engagementSettings } from '../../db/schema/index.ts';
import { jobDefinitions } from '../../jobs/definitions.ts';
import type { DatabaseContext, ViewerContext } from '../../lib/service-context.ts';
import { readJob } from '../jobs/service.ts';

/*
 * /admin/engagement (issue 59, decision 079): the points per action and the level thresholds,
 * superadmins only, audited. A change applies to rows earned from then on; Recalculate
 * rebuilds the totals (and so the levels, with new thresholds) from the ledger.
 */

type SettingsRow = Pick<SqlRow<typeof engagementSettings>, 'action_points' | 'level_thresholds'>;

/** The settings in force (the defaults for any action a stored row lacks). */
export async function readEngagementSettings(ctx: DatabaseContext): Promise<EngagementSettings> {
  const [row] = await queryRows<SettingsRow>(
    ctx.db,
    sql`select action_points, level_thresholds from engagement_settings where id = 1`,
  );
  const stored = (row?.action_points ?? {}) as Record<string, number>;
  return {
    actionPoints: Object.fromEntries(
      pointActions.map((action) => [action, stored[action] ?? defaultActionPoints[action]]),
    ) as EngagementSettings['actionPoints'],
    levelThresholds: (row?.level_thresholds as number[] | undefined) ?? [...defaultLevelThresholds],
  };
}

async function latestRecalculation(ctx: DatabaseContext) {
  const [row] = await queryRows<{ id: string }>(
    ctx.db,
    sql`select id from jobs where name = ${jobDefinitions.pointsRecalculate.name} order by created_at desc limit 1`,
  );
  return row ? await readJob(ctx, { jobId: row.id }) : null;
}

/** GET /api/admin/engagement. */
export async function getEngagementSettings(ctx: ViewerContext): Promise<EngagementSettingsResponse> {
  return { settings: await readEngagementSettings(ctx), lastRecalculation: await latestRecalculation(ctx) };
}

/** PUT /api/admin/engagement: audited, with the settings before and after. */
export async function saveEngagementSettings(
  ctx: ViewerContext,
  input: EngagementSettings,
): Promise<EngagementSettingsResponse> {
  await ctx.db.transaction(async (tx) => {
    const [locked] = await queryRows<SettingsRow>(
      tx,
      sql`select action_points, level_thresholds from engagement_settings where id = 1 for update`,
    );
    const before = locked
      ? await readEngagementSettings({ db: tx })
      : { actionPoints: defaultActionPoints, levelThresholds: [...defaultLevelThresholds] };
    await tx.execute(
      sql`insert into engagement_settings (id, action_points, level_thresholds, updated_at)
          values (1, ${JSON.stringify(input.actionPoints)}::jsonb, ${JSON.stringify(input.levelThresholds)}::jsonb, now())
          on conflict (id) do update
             set action_points = excluded.action_points, level_thresholds = excluded.level_thresholds,
                 updated_at = now()`,
    );
    await ctx.audit.record(tx, {
      action: 'engagement.settings.update',
      target: { type: 'engagement_settings', id: '1', name: 'Points and levels' },
      before,
      after: input,
    });
  });
  return getEngagementSettings(ctx);
}

/** POST /api/admin/engagement/recalculate: queues the job (one at a time), audited. */
export async function recalculatePoints(ctx: ViewerContext): Promise<RecalculateResponse> {
  const jobId = await ctx.db.transaction(async (tx) => {
    const id = await ctx.jobs.enqueueJob(
      jobDefinitions.pointsRecalculate,
      {},
      { createdBy: ctx.viewer.userId },
      tx,
    );
    await ctx.audit.record(tx, {
      action: 'engagement.recalculate',
      target: { type: 'job', id, name: 'Points recalculation' },
    });
    return id;
  });
  return { job: (await readJob(ctx, { jobId }))! };
}
