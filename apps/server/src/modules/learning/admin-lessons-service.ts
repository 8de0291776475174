import {
  type AdminLesson,
  type AdminLessonsResponse,
  hasHtmlContent,
  type LessonBody,
  type MoveBody,
  adminLearningMessages as messages,
} from '@pillars/shared/learning/admin-schemas';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import type { SqlRow } from '../../db/row-types.ts';
import type { keyElements, lessons, pillars } from '../../db/schema/index.ts';
import { notFound, validationFailed } from '../../lib/app-error.ts';
import { auditText, changedFields } from '../../lib/audit-values.ts';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';
import type { ViewerContext } from '../../lib/service-context.ts';
import { queueReindex } from '../ask/passage-index.ts';
import { lessonOrder, swapWithNeighbour } from './admin-ordering.ts';
import { nullIfEmpty } from './admin-values.ts';

/* The superadmin's lessons of a key element (see admin-pillars-service.ts). */

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
    queryRows<
      Pick<SqlRow<typeof keyElements>, 'id' | 'title' | 'slug' | 'pillar_id'> & {
        pillar_title: SqlRow<typeof pillars>['title'];
        pillar_slug: SqlRow<typeof pillars>['slug'];
        pillar_color: SqlRow<typeof pillars>['color'];
      }
    >(
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
    await queueReindex({ db: tx, jobs: ctx.jobs }, { sourceType: 'lesson', sourceId: lesson!.id });
    return { lesson: lesson! };
  });
}

export async function updateLesson(
  ctx: ViewerContext,
  { lessonId, ...body }: LessonBody & { lessonId: string },
): Promise<{ lesson: AdminLesson }> {
  const values = lessonValues(body);
  return ctx.db.transaction(async (tx) => {
    const [before] = await queryRows<Pick<SqlRow<typeof lessons>, 'title' | 'content' | 'image_url'>>(
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
      await queueReindex({ db: tx, jobs: ctx.jobs }, { sourceType: 'lesson', sourceId: lessonId });
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
    await queueReindex({ db: tx, jobs: ctx.jobs }, { sourceType: 'lesson', sourceId: lessonId });
  });
}

export async function moveLesson(
  ctx: ViewerContext,
  { lessonId, direction }: MoveBody & { lessonId: string },
): Promise<AdminLessonsResponse> {
  const elementId = await swapWithNeighbour(ctx, { order: lessonOrder, id: lessonId, direction });
  return selectLessonsPage(ctx.db, elementId!);
}
