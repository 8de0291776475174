import {
  type AdminKeyElement,
  type AdminKeyElementsResponse,
  type KeyElementBody,
  adminLearningMessages as messages,
} from '@pillars/shared/learning/admin-schemas';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import type { SqlRow } from '../../db/row-types.ts';
import type { keyElements, pillars } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import { auditText, changedFields } from '../../lib/audit-values.ts';
import type { ViewerContext } from '../../lib/service-context.ts';
import { slugTaken } from './admin-values.ts';

/* The superadmin's key elements of a pillar (see admin-pillars-service.ts). */

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

/** The pillar above its key elements' list. */
type PillarHeading = Pick<SqlRow<typeof pillars>, 'id' | 'title' | 'slug' | 'color'>;

export async function listAdminKeyElements(
  ctx: ViewerContext,
  { pillarId }: { pillarId: string },
): Promise<AdminKeyElementsResponse> {
  const [pillars, keyElements] = await Promise.all([
    queryRows<PillarHeading>(ctx.db, sql`select id, title, slug, color from pillars where id = ${pillarId}`),
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
    const [element] = await queryRows<
      Pick<SqlRow<typeof keyElements>, 'pillar_id' | 'title' | 'description' | 'slug'>
    >(
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
