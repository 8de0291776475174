import {
  type AdminKeyElement,
  type AdminKeyElementsResponse,
  type AdminLesson,
  type AdminLessonsResponse,
  type AdminPillar,
  hasHtmlContent,
  type KeyElementBody,
  type LessonBody,
  type MoveBody,
  adminLearningMessages as messages,
  type PillarBody,
} from '@pillars/shared/learning/admin-schemas';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import type { SqlRow } from '../../db/row-types.ts';
import type { keyElements, lessons, pillars } from '../../db/schema/index.ts';
import { AppError, notFound, validationFailed } from '../../lib/app-error.ts';
import { auditText, changedFields } from '../../lib/audit-values.ts';
import {
  type ConstraintName,
  isConstraintViolation,
  isTransactionConflict,
} from '../../lib/database-errors.ts';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';
import type { ViewerContext } from '../../lib/service-context.ts';

/*
 * Pillars, key elements and lessons for superadmins (spec 02 sections 2-9). Every write is
 * one transaction; the statement-level triggers on the three tables bump the 'learning'
 * content version, so every instance drops its cached tree and members see the change on
 * their next request (lib/content-cache.ts).
 *
 * Order (docs/decisions/016-ordering-under-concurrency.md): pillars.display_order and each
 * key element's lessons.order_position are unique, checked at commit. A move locks the row
 * and its neighbour (FOR UPDATE, in id order), checks under the lock that they are still
 * neighbours, and swaps their positions: the set of positions never changes, so concurrent
 * moves keep it a gapless permutation. A new pillar goes last (max + 1, 0 if none) under a
 * transaction lock, a new lesson last (max + 1, 1 if none) under its key element's row lock;
 * a deletion closes the gap it leaves.
 *
 * Each write records its audit row in its transaction (ctx.audit, decision 023): 'pillar.*',
 * 'key_element.*', 'lesson.*' with the changed fields; a lesson's HTML as auditText keeps it.
 */

/** Optional texts arrive as '' and are kept as null. */
const nullIfEmpty = (value: string): string | null => (value === '' ? null : value);

// ---------------------------------------------------------------------------------------
// Reads

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
  > {
  key_element_count: number;
  lesson_count: number;
  progress_count: number;
}

/**
 * Pillars with what a deletion takes with it, in one statement. Each count on its own: the
 * progress rows are counted per lesson first (one pass, 72 groups), then summed per pillar;
 * joined to every key element and lesson, they made one row per progress row and two distinct
 * counts to sort, which grew with every lesson a member completed (issue 39).
 */
async function selectPillars(db: Executor, where: SQL = sql`true`): Promise<AdminPillar[]> {
  const rows = await queryRows<PillarRow>(
    db,
    sql`select p.id, p.title, p.description, p.slug, p.color, p.icon, p.overlay_image_url, p.video_url,
               p.video_title, p.video_duration, p.display_order,
               (select count(*) from key_elements ke where ke.pillar_id = p.id)::int as key_element_count,
               (select count(*) from lessons l join key_elements ke on ke.id = l.key_element_id
                 where ke.pillar_id = p.id)::int as lesson_count,
               coalesce(progress.count, 0)::int as progress_count
          from pillars p
          left join (
            select ke.pillar_id, sum(per_lesson.count) as count
              from (select lesson_id, count(*) as count from user_lesson_progress group by lesson_id) per_lesson
              join lessons l on l.id = per_lesson.lesson_id
              join key_elements ke on ke.id = l.key_element_id
             group by ke.pillar_id
          ) progress on progress.pillar_id = p.id
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
    keyElementCount: Number(row.key_element_count),
    lessonCount: Number(row.lesson_count),
    progressCount: Number(row.progress_count),
  }));
}

export async function listAdminPillars(ctx: ViewerContext): Promise<{ pillars: AdminPillar[] }> {
  return { pillars: await selectPillars(ctx.db) };
}

async function selectPillar(db: Executor, pillarId: string): Promise<AdminPillar> {
  const [pillar] = await selectPillars(db, sql`p.id = ${pillarId}`);
  if (!pillar) throw notFound(messages.pillarNotFound);
  return pillar;
}

/** The key element's columns and its counts. */
interface KeyElementRow
  extends Pick<SqlRow<typeof keyElements>, 'id' | 'pillar_id' | 'title' | 'description' | 'slug'> {
  lesson_count: number;
  progress_count: number;
}

async function selectKeyElements(db: Executor, where: SQL): Promise<AdminKeyElement[]> {
  const rows = await queryRows<KeyElementRow>(
    db,
    sql`select ke.id, ke.pillar_id, ke.title, ke.description, ke.slug,
               count(distinct l.id)::int as lesson_count, count(ulp.lesson_id)::int as progress_count
          from key_elements ke
          left join lessons l on l.key_element_id = ke.id
          left join user_lesson_progress ulp on ulp.lesson_id = l.id
         where ${where}
         group by ke.id
         order by ke.created_at, ke.title`,
  );
  return rows.map((row) => ({
    id: row.id,
    pillarId: row.pillar_id,
    title: row.title,
    description: row.description,
    slug: row.slug,
    lessonCount: Number(row.lesson_count),
    progressCount: Number(row.progress_count),
  }));
}

export async function listAdminKeyElements(
  ctx: ViewerContext,
  { pillarId }: { pillarId: string },
): Promise<AdminKeyElementsResponse> {
  const [pillars, keyElements] = await Promise.all([
    queryRows<{ id: string; title: string; slug: string; color: string }>(
      ctx.db,
      sql`select id, title, slug, color from pillars where id = ${pillarId}`,
    ),
    selectKeyElements(ctx.db, sql`ke.pillar_id = ${pillarId}`),
  ]);
  const [pillar] = pillars;
  if (!pillar) throw notFound(messages.pillarNotFound);
  return { pillar, keyElements };
}

async function selectKeyElement(db: Executor, elementId: string): Promise<AdminKeyElement> {
  const [keyElement] = await selectKeyElements(db, sql`ke.id = ${elementId}`);
  if (!keyElement) throw notFound(messages.keyElementNotFound);
  return keyElement;
}

/** The lesson's columns and its count of completions. */
interface LessonRow
  extends Pick<
    SqlRow<typeof lessons>,
    'id' | 'key_element_id' | 'title' | 'content' | 'image_url' | 'order_position'
  > {
  progress_count: number;
}

async function selectLessons(db: Executor, where: SQL): Promise<AdminLesson[]> {
  const rows = await queryRows<LessonRow>(
    db,
    sql`select l.id, l.key_element_id, l.title, l.content, l.image_url, l.order_position,
               count(ulp.lesson_id)::int as progress_count
          from lessons l
          left join user_lesson_progress ulp on ulp.lesson_id = l.id
         where ${where}
         group by l.id
         order by l.order_position, l.created_at`,
  );
  return rows.map((row) => ({
    id: row.id,
    keyElementId: row.key_element_id,
    title: row.title,
    content: row.content,
    imageUrl: row.image_url,
    orderPosition: Number(row.order_position),
    progressCount: Number(row.progress_count),
  }));
}

export async function listAdminLessons(
  ctx: ViewerContext,
  { elementId }: { elementId: string },
): Promise<AdminLessonsResponse> {
  return selectLessonsPage(ctx.db, elementId);
}

async function selectLessonsPage(db: Executor, elementId: string): Promise<AdminLessonsResponse> {
  const [headings, lessons] = await Promise.all([
    queryRows<{
      id: string;
      title: string;
      slug: string;
      pillar_id: string;
      pillar_title: string;
      pillar_slug: string;
      pillar_color: string;
    }>(
      db,
      sql`select ke.id, ke.title, ke.slug, p.id as pillar_id, p.title as pillar_title, p.slug as pillar_slug,
                 p.color as pillar_color
            from key_elements ke join pillars p on p.id = ke.pillar_id
           where ke.id = ${elementId}`,
    ),
    selectLessons(db, sql`l.key_element_id = ${elementId}`),
  ]);
  const [heading] = headings;
  if (!heading) throw notFound(messages.keyElementNotFound);
  return {
    pillar: {
      id: heading.pillar_id,
      title: heading.pillar_title,
      slug: heading.pillar_slug,
      color: heading.pillar_color,
    },
    keyElement: { id: heading.id, title: heading.title, slug: heading.slug },
    lessons,
  };
}

// ---------------------------------------------------------------------------------------
// Slugs (a concurrent save that takes the slug after the check fails the unique key, and the
// error handler answers it with the same message: lib/database-errors.ts)

function slugTaken(message: string): AppError {
  return validationFailed(message, { slug: message });
}

async function assertPillarSlugFree(db: Executor, slug: string, exceptId: string | null): Promise<void> {
  const [taken] = await queryRows<{ id: string }>(
    db,
    sql`select id from pillars where slug = ${slug} and (${exceptId}::uuid is null or id <> ${exceptId}::uuid)`,
  );
  if (taken) throw slugTaken(messages.pillarSlugTaken);
}

async function assertKeyElementSlugFree(
  db: Executor,
  pillarId: string,
  slug: string,
  exceptId: string | null,
): Promise<void> {
  const [taken] = await queryRows<{ id: string }>(
    db,
    sql`select id from key_elements
         where pillar_id = ${pillarId} and slug = ${slug}
           and (${exceptId}::uuid is null or id <> ${exceptId}::uuid)`,
  );
  if (taken) throw slugTaken(messages.keyElementSlugTaken);
}

// ---------------------------------------------------------------------------------------
// Pillars

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
});

type PillarValues = ReturnType<typeof pillarValues>;

/** A pillar as its audit rows keep it (the description, free text, kept short). */
const auditedPillar = (values: PillarValues) => ({ ...values, description: auditText(values.description) });

/** The pillar's stored values, locked for the write that reads them. */
async function lockedPillarValues(tx: Executor, pillarId: string): Promise<PillarValues | null> {
  const [row] = await queryRows<{
    title: string;
    description: string;
    slug: string;
    color: string;
    icon: PillarBody['icon'];
    overlay_image_url: string | null;
    video_url: string | null;
    video_title: string | null;
    video_duration: string | null;
  }>(
    tx,
    sql`select title, description, slug, color, icon, overlay_image_url, video_url, video_title, video_duration
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
  };
}

/** Serialises the writes that change the set of pillar positions (create, delete). */
const lockPillarOrder = (db: Executor) =>
  db.execute(sql`select pg_advisory_xact_lock(hashtext('pillars.display_order'))`);

export async function createPillar(ctx: ViewerContext, body: PillarBody): Promise<{ pillar: AdminPillar }> {
  const values = pillarValues(body);
  return ctx.db.transaction(async (tx) => {
    await assertPillarSlugFree(tx, values.slug, null);
    await lockPillarOrder(tx);
    const [inserted] = await queryRows<{ id: string }>(
      tx,
      sql`insert into pillars (title, description, slug, color, icon, overlay_image_url, video_url,
                                 video_title, video_duration, display_order)
            select ${values.title}, ${values.description}, ${values.slug}, ${values.color}, ${values.icon},
                   ${values.overlayImageUrl}, ${values.videoUrl}, ${values.videoTitle}, ${values.videoDuration},
                   coalesce(max(display_order) + 1, 0)
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
  return ctx.db.transaction(async (tx) => {
    const before = await lockedPillarValues(tx, pillarId);
    if (!before) throw notFound(messages.pillarNotFound);
    await assertPillarSlugFree(tx, values.slug, pillarId);
    await tx.execute(
      sql`update pillars set title = ${values.title}, description = ${values.description}, slug = ${values.slug},
                   color = ${values.color}, icon = ${values.icon}, overlay_image_url = ${values.overlayImageUrl},
                   video_url = ${values.videoUrl}, video_title = ${values.videoTitle},
                   video_duration = ${values.videoDuration}
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

// ---------------------------------------------------------------------------------------
// Moves

interface OrderedRows {
  table: SQL;
  position: SQL;
  /** The audit row's target type and position field ('pillar', 'displayOrder'). */
  targetType: 'pillar' | 'lesson';
  positionField: 'displayOrder' | 'orderPosition';
  /** The rows that share one order (lessons: of one key element); `sql\`true\`` for pillars. */
  scope: (row: { scope_id: string | null }) => SQL;
  scopeColumn: SQL;
  notFoundMessage: string;
  /** The unique key on the positions: a swap that collides with a concurrent one is tried again. */
  positionConstraint: ConstraintName;
}

const pillarOrder: OrderedRows = {
  table: sql.raw('pillars'),
  position: sql.raw('display_order'),
  targetType: 'pillar',
  positionField: 'displayOrder',
  scopeColumn: sql.raw('null::uuid'),
  scope: () => sql`true`,
  notFoundMessage: messages.pillarNotFound,
  positionConstraint: 'pillars_display_order_key',
};

const lessonOrder: OrderedRows = {
  table: sql.raw('lessons'),
  position: sql.raw('order_position'),
  targetType: 'lesson',
  positionField: 'orderPosition',
  scopeColumn: sql.raw('key_element_id'),
  scope: (row) => sql`key_element_id = ${row.scope_id}`,
  notFoundMessage: messages.lessonNotFound,
  positionConstraint: 'lessons_key_element_id_order_position_key',
};

/** Thrown inside the transaction to roll it back and try again (the neighbour changed). */
class NeighbourChanged extends Error {}

const moveAttempts = 10;

/** A pillar or a lesson (`OrderedRows`): its place in the order and its scope (a lesson's key element). */
interface Positioned {
  id: SqlRow<typeof pillars>['id'] | SqlRow<typeof lessons>['id'];
  position: SqlRow<typeof pillars>['display_order'] | SqlRow<typeof lessons>['order_position'];
  scope_id: SqlRow<typeof lessons>['key_element_id'] | null;
}

async function neighbourOf(
  db: Executor,
  order: OrderedRows,
  row: Positioned,
  direction: MoveBody['direction'],
): Promise<Positioned | undefined> {
  const [neighbour] = await queryRows<Positioned>(
    db,
    direction === 'up'
      ? sql`select id, ${order.position} as position, ${order.scopeColumn} as scope_id from ${order.table}
             where ${order.scope(row)} and ${order.position} < ${row.position}
             order by ${order.position} desc limit 1`
      : sql`select id, ${order.position} as position, ${order.scopeColumn} as scope_id from ${order.table}
             where ${order.scope(row)} and ${order.position} > ${row.position}
             order by ${order.position} asc limit 1`,
  );
  return neighbour;
}

/**
 * Swaps a row's position with its neighbour's, in one transaction. The first row moving up
 * and the last moving down stay where they are (200, nothing written). Returns the scope.
 */
async function swapWithNeighbour(
  ctx: ViewerContext,
  order: OrderedRows,
  id: string,
  direction: MoveBody['direction'],
): Promise<string | null> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await ctx.db.transaction(async (tx) => {
        const [row] = await queryRows<Positioned>(
          tx,
          sql`select id, ${order.position} as position, ${order.scopeColumn} as scope_id
                from ${order.table} where id = ${id}`,
        );
        if (!row) throw notFound(order.notFoundMessage);
        const neighbour = await neighbourOf(tx, order, row, direction);
        if (!neighbour) return row.scope_id;
        // Both rows, locked in one fixed order (by id), so two moves never wait on each other in a circle.
        const locked = await queryRows<Positioned & { title: string }>(
          tx,
          sql`select id, ${order.position} as position, ${order.scopeColumn} as scope_id, title from ${order.table}
               where id in (${row.id}, ${neighbour.id}) order by id for update`,
        );
        const lockedRow = locked.find((candidate) => candidate.id === row.id);
        const lockedNeighbour = locked.find((candidate) => candidate.id === neighbour.id);
        if (!lockedRow) throw notFound(order.notFoundMessage);
        if (!lockedNeighbour) throw new NeighbourChanged();
        // Under the locks, positions are the committed ones: are they still neighbours?
        const current = await neighbourOf(tx, order, lockedRow, direction);
        if (current?.id !== lockedNeighbour.id) throw new NeighbourChanged();
        await tx.execute(
          sql`update ${order.table}
                 set ${order.position} = case when id = ${lockedRow.id} then ${lockedNeighbour.position}::int
                                              else ${lockedRow.position}::int end
               where id in (${lockedRow.id}, ${lockedNeighbour.id})`,
        );
        // One row for the move the admin asked for (the neighbour's position follows from it).
        await ctx.audit.record(tx, {
          action: `${order.targetType}.move`,
          target: { type: order.targetType, id: lockedRow.id, name: lockedRow.title },
          before: { [order.positionField]: Number(lockedRow.position) },
          after: { [order.positionField]: Number(lockedNeighbour.position), direction },
        });
        return row.scope_id;
      });
    } catch (error) {
      const isRetryable =
        error instanceof NeighbourChanged ||
        isTransactionConflict(error) ||
        isConstraintViolation(error, order.positionConstraint);
      if (!isRetryable) throw error;
      if (attempt >= moveAttempts) {
        ctx.log.warn({ err: error, id }, 'move kept conflicting');
        throw new AppError('CONFLICT', messages.moveFailed);
      }
      // A random pause that grows with each attempt: moves that collided and all tried again at
      // once collided again (60 moves on one list used up the ten attempts of one of them).
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * attempt));
    }
  }
}

export async function movePillar(
  ctx: ViewerContext,
  { pillarId, direction }: MoveBody & { pillarId: string },
): Promise<{ pillars: AdminPillar[] }> {
  await swapWithNeighbour(ctx, pillarOrder, pillarId, direction);
  return listAdminPillars(ctx);
}

export async function moveLesson(
  ctx: ViewerContext,
  { lessonId, direction }: MoveBody & { lessonId: string },
): Promise<AdminLessonsResponse> {
  const elementId = await swapWithNeighbour(ctx, lessonOrder, lessonId, direction);
  return selectLessonsPage(ctx.db, elementId!);
}

// ---------------------------------------------------------------------------------------
// Key elements

/** A key element as its audit rows keep it. */
const auditedKeyElement = (values: KeyElementBody) => ({
  title: values.title,
  description: auditText(values.description),
  slug: values.slug,
});

export async function createKeyElement(
  ctx: ViewerContext,
  { pillarId, ...body }: KeyElementBody & { pillarId: string },
): Promise<{ keyElement: AdminKeyElement }> {
  return ctx.db.transaction(async (tx) => {
    const [pillar] = await queryRows<{ id: string }>(tx, sql`select id from pillars where id = ${pillarId}`);
    if (!pillar) throw notFound(messages.pillarNotFound);
    await assertKeyElementSlugFree(tx, pillarId, body.slug, null);
    const [inserted] = await queryRows<{ id: string }>(
      tx,
      sql`insert into key_elements (pillar_id, title, description, slug)
            values (${pillarId}, ${body.title}, ${body.description}, ${body.slug}) returning id`,
    );
    await ctx.audit.record(tx, {
      action: 'key_element.create',
      target: { type: 'key_element', id: inserted!.id, name: body.title },
      after: { pillarId, ...auditedKeyElement(body) },
    });
    return { keyElement: await selectKeyElement(tx, inserted!.id) };
  });
}

export async function updateKeyElement(
  ctx: ViewerContext,
  { elementId, ...body }: KeyElementBody & { elementId: string },
): Promise<{ keyElement: AdminKeyElement }> {
  return ctx.db.transaction(async (tx) => {
    const [element] = await queryRows<{
      pillar_id: string;
      title: string;
      description: string;
      slug: string;
    }>(
      tx,
      sql`select pillar_id, title, description, slug from key_elements where id = ${elementId} for update`,
    );
    if (!element) throw notFound(messages.keyElementNotFound);
    await assertKeyElementSlugFree(tx, element.pillar_id, body.slug, elementId);
    await tx.execute(
      sql`update key_elements set title = ${body.title}, description = ${body.description}, slug = ${body.slug}
             where id = ${elementId}`,
    );
    const changes = changedFields(auditedKeyElement(element), auditedKeyElement(body));
    if (changes) {
      await ctx.audit.record(tx, {
        action: 'key_element.update',
        target: { type: 'key_element', id: elementId, name: element.title },
        ...changes,
      });
    }
    return { keyElement: await selectKeyElement(tx, elementId) };
  });
}

/** Deletes the key element (its lessons and members' progress go by cascade). */
export async function deleteKeyElement(
  ctx: ViewerContext,
  { elementId }: { elementId: string },
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [element] = await selectKeyElements(tx, sql`ke.id = ${elementId}`);
    const deleted = await queryRows<{ id: string }>(
      tx,
      sql`delete from key_elements where id = ${elementId} returning id`,
    );
    if (!element || deleted.length === 0) throw notFound(messages.keyElementNotFound);
    await ctx.audit.record(tx, {
      action: 'key_element.delete',
      target: { type: 'key_element', id: elementId, name: element.title },
      before: {
        pillarId: element.pillarId,
        title: element.title,
        slug: element.slug,
        lessonCount: element.lessonCount,
        progressCount: element.progressCount,
      },
    });
  });
}

// ---------------------------------------------------------------------------------------
// Lessons

/** The lesson's values with its HTML cleaned by the one allow-list; empty after cleaning is refused. */
function lessonValues(body: LessonBody) {
  const content = sanitizeHtml(body.content);
  if (!hasHtmlContent(content)) {
    throw validationFailed(messages.requiredFields, { content: messages.requiredFields });
  }
  return { title: body.title, content, imageUrl: nullIfEmpty(body.imageUrl) };
}

/** A lesson as its audit rows keep it: the HTML body as its start, length and hash when long. */
const auditedLesson = (values: ReturnType<typeof lessonValues>) => ({
  title: values.title,
  content: auditText(values.content),
  imageUrl: values.imageUrl,
});

export async function createLesson(
  ctx: ViewerContext,
  { elementId, ...body }: LessonBody & { elementId: string },
): Promise<{ lesson: AdminLesson }> {
  const values = lessonValues(body);
  return ctx.db.transaction(async (tx) => {
    // The key element's row lock makes concurrent creations take turns over max + 1.
    const [element] = await queryRows<{ id: string }>(
      tx,
      sql`select id from key_elements where id = ${elementId} for update`,
    );
    if (!element) throw notFound(messages.keyElementNotFound);
    const [inserted] = await queryRows<{ id: string }>(
      tx,
      sql`insert into lessons (key_element_id, title, content, image_url, order_position)
          select ${elementId}, ${values.title}, ${values.content}, ${values.imageUrl},
                 coalesce(max(order_position), 0) + 1
            from lessons where key_element_id = ${elementId}
          returning id`,
    );
    const [lesson] = await selectLessons(tx, sql`l.id = ${inserted!.id}`);
    await ctx.audit.record(tx, {
      action: 'lesson.create',
      target: { type: 'lesson', id: lesson!.id, name: lesson!.title },
      after: { keyElementId: elementId, ...auditedLesson(values), orderPosition: lesson!.orderPosition },
    });
    return { lesson: lesson! };
  });
}

export async function updateLesson(
  ctx: ViewerContext,
  { lessonId, ...body }: LessonBody & { lessonId: string },
): Promise<{ lesson: AdminLesson }> {
  const values = lessonValues(body);
  return ctx.db.transaction(async (tx) => {
    const [before] = await queryRows<{ title: string; content: string; image_url: string | null }>(
      tx,
      sql`select title, content, image_url from lessons where id = ${lessonId} for update`,
    );
    if (!before) throw notFound(messages.lessonNotFound);
    await tx.execute(
      sql`update lessons set title = ${values.title}, content = ${values.content}, image_url = ${values.imageUrl}
           where id = ${lessonId}`,
    );
    const changes = changedFields(
      auditedLesson({ title: before.title, content: before.content, imageUrl: before.image_url }),
      auditedLesson(values),
    );
    if (changes) {
      await ctx.audit.record(tx, {
        action: 'lesson.update',
        target: { type: 'lesson', id: lessonId, name: before.title },
        ...changes,
      });
    }
    const [lesson] = await selectLessons(tx, sql`l.id = ${lessonId}`);
    return { lesson: lesson! };
  });
}

/** Deletes the lesson (members' progress and bookmarks go by cascade) and closes the gap. */
export async function deleteLesson(ctx: ViewerContext, { lessonId }: { lessonId: string }): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [lesson] = await queryRows<{ key_element_id: string; title: string }>(
      tx,
      sql`select key_element_id, title from lessons where id = ${lessonId}`,
    );
    if (!lesson) throw notFound(messages.lessonNotFound);
    await tx.execute(sql`select id from key_elements where id = ${lesson.key_element_id} for update`);
    const [deleted] = await queryRows<{ order_position: number }>(
      tx,
      sql`delete from lessons where id = ${lessonId} returning order_position`,
    );
    if (!deleted) throw notFound(messages.lessonNotFound);
    await tx.execute(
      sql`update lessons set order_position = order_position - 1
           where key_element_id = ${lesson.key_element_id} and order_position > ${deleted.order_position}`,
    );
    await ctx.audit.record(tx, {
      action: 'lesson.delete',
      target: { type: 'lesson', id: lessonId, name: lesson.title },
      before: {
        keyElementId: lesson.key_element_id,
        title: lesson.title,
        orderPosition: Number(deleted.order_position),
      },
    });
  });
}
