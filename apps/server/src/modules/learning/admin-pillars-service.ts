import {
  type AdminPillar,
  type MoveBody,
  adminLearningMessages as messages,
  type PillarBody,
} from '@pillars/shared/learning/admin-schemas';
import { availableOnText } from '@pillars/shared/plans/messages';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import type { SqlRow } from '../../db/row-types.ts';
import type { pillars } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import { auditText, changedFields } from '../../lib/audit-values.ts';
import type { ViewerContext } from '../../lib/service-context.ts';
import { knownPlanIds, planNamesOf } from '../plans/plan-rows.ts';
import { pillarOrder, swapWithNeighbour } from './admin-ordering.ts';
import { nullIfEmpty, slugTaken } from './admin-values.ts';

/*
 * Pillars, key elements and lessons for superadmins (spec 02 sections 2-9): the pillars here,
 * admin-key-elements-service.ts and admin-lessons-service.ts, their order admin-ordering.ts.
 * Every write is one transaction; the statement-level triggers on the three tables bump the
 * 'learning' content version, so every instance drops its cached tree and members see the
 * change on their next request (lib/content-cache.ts).
 *
 * Each write records its audit row in its transaction (ctx.audit, decision 023): 'pillar.*',
 * 'key_element.*', 'lesson.*' with the changed fields; a lesson's HTML as auditText keeps it.
 */

/** The pillar's columns and its counts. */
interface PillarRow
  extends Pick<
    SqlRow<typeof pillars>,
    | 'id'
    | 'title'
    | 'description'
    | 'slug'
    | 'color'
    | 'icon'
    | 'overlay_image_url'
    | 'video_url'
    | 'video_title'
    | 'video_duration'
    | 'display_order'
    | 'plan_ids'
  > {
  plan_names: string[];
  key_element_count: number;
  lesson_count: number;
  progress_count: number;
}

/**
 * Pillars with what a deletion takes with it, in one statement. Each count on its own: the
 * progress rows are counted per lesson first (one pass, 72 groups), then summed per pillar;
 * joined to every key element and lesson, they made one row per progress row and two distinct
 * counts to sort, which grew with every lesson a member completed (issue 39).
 *
 * The list passes the progress counts it holds in memory (`progressCounts`) instead: counting
 * 100,000 progress rows was most of the list's time (35 ms), on every request of the screen.
 */
async function selectPillars(
  db: Executor,
  where: SQL = sql`true`,
  progressCounts?: ReadonlyMap<string, number>,
): Promise<AdminPillar[]> {
  const progress = progressCounts
    ? sql`(select null::uuid as pillar_id, 0 as count where false)`
    : sql`(${progressByPillar})`;
  const rows = await queryRows<PillarRow>(
    db,
    sql`select p.id, p.title, p.description, p.slug, p.color, p.icon, p.overlay_image_url, p.video_url,
               p.video_title, p.video_duration, p.display_order, p.plan_ids, ${planNamesOf(sql`p.plan_ids`)} as plan_names,
               (select count(*) from key_elements ke where ke.pillar_id = p.id)::int as key_element_count,
               (select count(*) from lessons l join key_elements ke on ke.id = l.key_element_id
                 where ke.pillar_id = p.id)::int as lesson_count,
               coalesce(progress.count, 0)::int as progress_count
          from pillars p
          left join ${progress} progress on progress.pillar_id = p.id
         where ${where}
         order by p.display_order, p.created_at`,
  );
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    slug: row.slug,
    color: row.color,
    icon: row.icon,
    overlayImageUrl: row.overlay_image_url,
    videoUrl: row.video_url,
    videoTitle: row.video_title,
    videoDuration: row.video_duration,
    displayOrder: Number(row.display_order),
    planIds: row.plan_ids,
    availableOn: row.plan_names.length > 0 ? availableOnText(row.plan_names) : null,
    keyElementCount: Number(row.key_element_count),
    lessonCount: Number(row.lesson_count),
    progressCount: progressCounts ? (progressCounts.get(row.id) ?? 0) : Number(row.progress_count),
  }));
}

/** Progress rows per pillar: per lesson first (one pass), then summed per pillar. */
const progressByPillar = sql`select ke.pillar_id, sum(per_lesson.count) as count
      from (select lesson_id, count(*) as count from user_lesson_progress group by lesson_id) per_lesson
      join lessons l on l.id = per_lesson.lesson_id
      join key_elements ke on ke.id = l.key_element_id
     group by ke.pillar_id`;

/**
 * The progress counts per pillar, from memory between changes: content scope 'analytics' is
 * bumped by every write to progress rows and by lessons and key elements moving, added or
 * deleted (migrations 0026, 0035), all that these counts depend on.
 */
async function progressCounts(ctx: ViewerContext): Promise<ReadonlyMap<string, number>> {
  return ctx.content.get('analytics', 'admin-pillar-progress', async () => {
    const rows = await queryRows<{ pillar_id: string; count: string | number }>(ctx.db, progressByPillar);
    return new Map(rows.map((row) => [row.pillar_id, Number(row.count)]));
  });
}

export async function listAdminPillars(ctx: ViewerContext): Promise<{ pillars: AdminPillar[] }> {
  return { pillars: await selectPillars(ctx.db, sql`true`, await progressCounts(ctx)) };
}

async function selectPillar(db: Executor, pillarId: string): Promise<AdminPillar> {
  const [pillar] = await selectPillars(db, sql`p.id = ${pillarId}`);
  if (!pillar) throw notFound(messages.pillarNotFound);
  return pillar;
}

async function assertPillarSlugFree(db: Executor, slug: string, exceptId: string | null): Promise<void> {
  const [taken] = await queryRows<{ id: string }>(
    db,
    sql`select id from pillars where slug = ${slug} and (${exceptId}::uuid is null or id <> ${exceptId}::uuid)`,
  );
  if (taken) throw slugTaken(messages.pillarSlugTaken);
}

const pillarValues = (body: PillarBody) => ({
  title: body.title,
  description: body.description,
  slug: body.slug,
  color: body.color.toUpperCase(),
  icon: body.icon,
  overlayImageUrl: nullIfEmpty(body.overlayImageUrl),
  videoUrl: nullIfEmpty(body.videoUrl),
  videoTitle: nullIfEmpty(body.videoTitle),
  videoDuration: nullIfEmpty(body.videoDuration),
  planIds: [...new Set(body.planIds ?? [])].sort(),
});

type PillarValues = ReturnType<typeof pillarValues>;

/** A pillar as its audit rows keep it (the description, free text, kept short). */
const auditedPillar = (values: PillarValues) => ({ ...values, description: auditText(values.description) });

/** The pillar's stored values, locked for the write that reads them. */
async function lockedPillarValues(tx: Executor, pillarId: string): Promise<PillarValues | null> {
  const [row] = await queryRows<
    Pick<
      SqlRow<typeof pillars>,
      | 'title'
      | 'description'
      | 'slug'
      | 'color'
      | 'overlay_image_url'
      | 'video_url'
      | 'video_title'
      | 'video_duration'
      | 'plan_ids'
    > & { /** Written only from the body's list of icons. */ icon: PillarBody['icon'] }
  >(
    tx,
    sql`select title, description, slug, color, icon, overlay_image_url, video_url, video_title, video_duration,
               plan_ids
          from pillars where id = ${pillarId} for update`,
  );
  if (!row) return null;
  return {
    title: row.title,
    description: row.description,
    slug: row.slug,
    color: row.color,
    icon: row.icon,
    overlayImageUrl: row.overlay_image_url,
    videoUrl: row.video_url,
    videoTitle: row.video_title,
    videoDuration: row.video_duration,
    planIds: [...row.plan_ids].sort(),
  };
}

/** Serialises the writes that change the set of pillar positions (create, delete). */
const lockPillarOrder = (db: Executor) =>
  db.execute(sql`select pg_advisory_xact_lock(hashtext('pillars.display_order'))`);

export async function createPillar(ctx: ViewerContext, body: PillarBody): Promise<{ pillar: AdminPillar }> {
  const values = pillarValues(body);
  await knownPlanIds(ctx, { planIds: values.planIds });
  return ctx.db.transaction(async (tx) => {
    await assertPillarSlugFree(tx, values.slug, null);
    await lockPillarOrder(tx);
    const [inserted] = await queryRows<{ id: string }>(
      tx,
      sql`insert into pillars (title, description, slug, color, icon, overlay_image_url, video_url,
                                 video_title, video_duration, plan_ids, display_order)
            select ${values.title}, ${values.description}, ${values.slug}, ${values.color}, ${values.icon},
                   ${values.overlayImageUrl}, ${values.videoUrl}, ${values.videoTitle}, ${values.videoDuration},
                   ${sql.param(values.planIds)}::uuid[], coalesce(max(display_order) + 1, 0)
              from pillars
            returning id`,
    );
    const pillar = await selectPillar(tx, inserted!.id);
    await ctx.audit.record(tx, {
      action: 'pillar.create',
      target: { type: 'pillar', id: pillar.id, name: pillar.title },
      after: { ...auditedPillar(values), displayOrder: pillar.displayOrder },
    });
    return { pillar };
  });
}

export async function updatePillar(
  ctx: ViewerContext,
  { pillarId, ...body }: PillarBody & { pillarId: string },
): Promise<{ pillar: AdminPillar }> {
  const values = pillarValues(body);
  await knownPlanIds(ctx, { planIds: values.planIds });
  return ctx.db.transaction(async (tx) => {
    const before = await lockedPillarValues(tx, pillarId);
    if (!before) throw notFound(messages.pillarNotFound);
    await assertPillarSlugFree(tx, values.slug, pillarId);
    await tx.execute(
      sql`update pillars set title = ${values.title}, description = ${values.description}, slug = ${values.slug},
                   color = ${values.color}, icon = ${values.icon}, overlay_image_url = ${values.overlayImageUrl},
                   video_url = ${values.videoUrl}, video_title = ${values.videoTitle},
                   video_duration = ${values.videoDuration}, plan_ids = ${sql.param(values.planIds)}::uuid[]
             where id = ${pillarId}`,
    );
    const changes = changedFields(auditedPillar(before), auditedPillar(values));
    if (changes) {
      await ctx.audit.record(tx, {
        action: 'pillar.update',
        target: { type: 'pillar', id: pillarId, name: before.title },
        ...changes,
      });
    }
    return { pillar: await selectPillar(tx, pillarId) };
  });
}

/** Deletes the pillar (its key elements, lessons and progress go by cascade) and closes the gap. */
export async function deletePillar(ctx: ViewerContext, { pillarId }: { pillarId: string }): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await lockPillarOrder(tx);
    const [pillar] = await selectPillars(tx, sql`p.id = ${pillarId}`);
    const [deleted] = await queryRows<{ display_order: number }>(
      tx,
      sql`delete from pillars where id = ${pillarId} returning display_order`,
    );
    if (!pillar || !deleted) throw notFound(messages.pillarNotFound);
    await tx.execute(
      sql`update pillars set display_order = display_order - 1 where display_order > ${deleted.display_order}`,
    );
    // What went with it: its key elements, lessons and members' progress (the counts).
    await ctx.audit.record(tx, {
      action: 'pillar.delete',
      target: { type: 'pillar', id: pillarId, name: pillar.title },
      before: {
        title: pillar.title,
        slug: pillar.slug,
        displayOrder: Number(deleted.display_order),
        keyElementCount: pillar.keyElementCount,
        lessonCount: pillar.lessonCount,
        progressCount: pillar.progressCount,
      },
    });
  });
}

export async function movePillar(
  ctx: ViewerContext,
  { pillarId, direction }: MoveBody & { pillarId: string },
): Promise<{ pillars: AdminPillar[] }> {
  await swapWithNeighbour(ctx, { order: pillarOrder, id: pillarId, direction });
  return listAdminPillars(ctx);
}
