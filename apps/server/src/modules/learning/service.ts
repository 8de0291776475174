import { toProgress } from '@pillars/shared/learning/progress';
import type {
  ContinueLearning,
  KeyElementDetailResponse,
  LessonBookmark,
  LessonCompletionResponse,
  PillarDetailResponse,
  PillarSummary,
  UpdateLessonBookmarkBody,
} from '@pillars/shared/learning/schemas';
import { learningMessages } from '@pillars/shared/learning/schemas';
import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import {
  keyElements,
  lessons,
  pillars,
  userLessonBookmarks,
  userLessonProgress,
} from '../../db/schema/index.ts';
import { AppError, notFound, postgresErrorCode, validationFailed } from '../../lib/app-error.ts';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';
import type { ViewerContext } from '../../lib/service-context.ts';

/*
 * Learning: pillars -> key elements -> lessons, with each member's progress and bookmarks.
 * Every read is a fixed number of statements whatever the amount of content: progress is
 * aggregated in SQL (count of lessons, count of this member's completions) per group.
 */

const lessonCount = sql<number>`count(${lessons.id})::int`;
/** Join condition: this member's completion row of the joined lesson. */
const isCompletedBy = (userId: string) =>
  and(eq(userLessonProgress.lessonId, lessons.id), eq(userLessonProgress.userId, userId));
const completedCount = sql<number>`count(${userLessonProgress.lessonId})::int`;

const { createdAt: _pillarCreatedAt, ...pillarColumns } = getTableColumns(pillars);

/** Pillars with this member's progress, in display order (one statement). */
export async function listPillars(ctx: ViewerContext): Promise<PillarSummary[]> {
  const { db, viewer } = ctx;
  const userId = viewer.userId;
  const rows = await db
    .select({ ...pillarColumns, total: lessonCount, completed: completedCount })
    .from(pillars)
    .leftJoin(keyElements, eq(keyElements.pillarId, pillars.id))
    .leftJoin(lessons, eq(lessons.keyElementId, keyElements.id))
    .leftJoin(userLessonProgress, isCompletedBy(userId))
    .groupBy(pillars.id)
    .orderBy(asc(pillars.displayOrder), asc(pillars.createdAt));
  return rows.map(({ total, completed, ...pillar }) => ({
    ...pillar,
    progress: toProgress(completed, total),
  }));
}

/**
 * One pillar and its key elements with this member's progress, in one statement: a row per
 * key element (one row with no element when there are none), the pillar's columns on each.
 */
export async function getPillarDetail(
  ctx: ViewerContext,
  { pillarSlug }: { pillarSlug: string },
): Promise<PillarDetailResponse> {
  const { db, viewer } = ctx;
  const userId = viewer.userId;
  const rows = await db
    .select({
      pillar: pillarColumns,
      elementId: keyElements.id,
      elementTitle: keyElements.title,
      elementDescription: keyElements.description,
      elementSlug: keyElements.slug,
      total: lessonCount,
      completed: completedCount,
    })
    .from(pillars)
    .leftJoin(keyElements, eq(keyElements.pillarId, pillars.id))
    .leftJoin(lessons, eq(lessons.keyElementId, keyElements.id))
    .leftJoin(userLessonProgress, isCompletedBy(userId))
    .where(eq(pillars.slug, pillarSlug))
    .groupBy(pillars.id, keyElements.id)
    .orderBy(asc(keyElements.createdAt), asc(keyElements.title));
  const [first] = rows;
  if (!first) throw notFound(learningMessages.pillarNotFound);

  const keyElementSummaries = rows.flatMap((row) =>
    row.elementId === null
      ? []
      : [
          {
            id: row.elementId,
            title: row.elementTitle!,
            description: row.elementDescription!,
            slug: row.elementSlug!,
            lessonCount: row.total,
            progress: toProgress(row.completed, row.total),
          },
        ],
  );
  const total = rows.reduce((sum, row) => sum + row.total, 0);
  const completed = rows.reduce((sum, row) => sum + row.completed, 0);
  return {
    pillar: { ...first.pillar, progress: toProgress(completed, total) },
    keyElements: keyElementSummaries,
  };
}

/**
 * A key element with its lessons, this member's completions and bookmarks, in one
 * statement: a row per lesson (one row with no lesson when there are none).
 */
export async function getKeyElementDetail(
  ctx: ViewerContext,
  params: { pillarSlug: string; elementSlug: string },
): Promise<KeyElementDetailResponse> {
  const { db, viewer } = ctx;
  const userId = viewer.userId;
  const rows = await db
    .select({
      pillar: { id: pillars.id, title: pillars.title, slug: pillars.slug, color: pillars.color },
      keyElement: {
        id: keyElements.id,
        title: keyElements.title,
        description: keyElements.description,
        slug: keyElements.slug,
      },
      lessonId: lessons.id,
      title: lessons.title,
      content: lessons.content,
      imageUrl: lessons.imageUrl,
      orderPosition: lessons.orderPosition,
      completedAt: userLessonProgress.completedAt,
      bookmarkId: userLessonBookmarks.id,
      notes: userLessonBookmarks.notes,
      rating: userLessonBookmarks.rating,
    })
    .from(keyElements)
    .innerJoin(pillars, eq(pillars.id, keyElements.pillarId))
    .leftJoin(lessons, eq(lessons.keyElementId, keyElements.id))
    .leftJoin(userLessonProgress, isCompletedBy(userId))
    .leftJoin(
      userLessonBookmarks,
      and(eq(userLessonBookmarks.lessonId, lessons.id), eq(userLessonBookmarks.userId, userId)),
    )
    .where(and(eq(pillars.slug, params.pillarSlug), eq(keyElements.slug, params.elementSlug)))
    .orderBy(asc(lessons.orderPosition), asc(lessons.createdAt));
  const [first] = rows;
  if (!first) throw notFound(learningMessages.contentNotFound);

  const lessonDetails = rows.flatMap((row) =>
    row.lessonId === null
      ? []
      : [
          {
            id: row.lessonId,
            title: row.title!,
            content: sanitizeHtml(row.content!),
            imageUrl: row.imageUrl,
            orderPosition: row.orderPosition!,
            isCompleted: row.completedAt !== null,
            bookmark: row.bookmarkId
              ? { id: row.bookmarkId, notes: row.notes ?? '', rating: row.rating ?? 0 }
              : null,
          },
        ],
  );
  const completed = lessonDetails.filter((lesson) => lesson.isCompleted).length;
  return {
    pillar: first.pillar,
    keyElement: first.keyElement,
    lessons: lessonDetails,
    progress: toProgress(completed, lessonDetails.length),
  };
}

/** The lesson must exist and belong to the key element the viewer is working through. */
async function assertLessonInKeyElement(db: Executor, lessonId: string, keyElementId: string): Promise<void> {
  const [lesson] = await db
    .select({ keyElementId: lessons.keyElementId })
    .from(lessons)
    .where(eq(lessons.id, lessonId));
  if (!lesson) throw notFound(learningMessages.lessonNotFound);
  if (lesson.keyElementId !== keyElementId) {
    throw validationFailed(learningMessages.lessonNotInElement, {
      lessonId: learningMessages.lessonNotInElement,
    });
  }
}

/**
 * Marks a lesson complete for the viewer. Idempotent: a second call changes nothing and
 * answers `isNewlyCompleted: false`.
 */
export async function markLessonComplete(
  { db, viewer }: ViewerContext,
  input: { keyElementId: string; lessonId: string },
): Promise<LessonCompletionResponse> {
  await assertLessonInKeyElement(db, input.lessonId, input.keyElementId);
  const inserted = await db
    .insert(userLessonProgress)
    .values({ userId: viewer.userId, lessonId: input.lessonId })
    .onConflictDoNothing()
    .returning({ lessonId: userLessonProgress.lessonId });

  const [totals] = await db
    .select({ total: lessonCount, completed: completedCount })
    .from(lessons)
    .leftJoin(userLessonProgress, isCompletedBy(viewer.userId))
    .where(eq(lessons.keyElementId, input.keyElementId));
  return {
    lessonId: input.lessonId,
    isNewlyCompleted: inserted.length > 0,
    progress: toProgress(totals?.completed ?? 0, totals?.total ?? 0),
  };
}

const bookmarkColumns = {
  id: userLessonBookmarks.id,
  notes: userLessonBookmarks.notes,
  rating: userLessonBookmarks.rating,
};

/** Bookmarks a lesson (empty notes, rating 0); bookmarking again returns the same bookmark. */
export async function bookmarkLesson(
  { db, viewer }: ViewerContext,
  input: { lessonId: string },
): Promise<LessonBookmark> {
  try {
    const [bookmark] = await db
      .insert(userLessonBookmarks)
      .values({ userId: viewer.userId, lessonId: input.lessonId })
      .onConflictDoUpdate({
        target: [userLessonBookmarks.userId, userLessonBookmarks.lessonId],
        set: { updatedAt: sql`now()` },
      })
      .returning(bookmarkColumns);
    return bookmark!;
  } catch (error) {
    if (postgresErrorCode(error) === '23503') throw notFound(learningMessages.lessonNotFound);
    throw error;
  }
}

/** Notes and rating change only on the viewer's own bookmark of that lesson. */
export async function updateLessonBookmark(
  { db, viewer }: ViewerContext,
  input: { lessonId: string; changes: UpdateLessonBookmarkBody },
): Promise<LessonBookmark> {
  const [bookmark] = await db
    .update(userLessonBookmarks)
    .set({ ...input.changes, updatedAt: sql`now()` })
    .where(
      and(eq(userLessonBookmarks.userId, viewer.userId), eq(userLessonBookmarks.lessonId, input.lessonId)),
    )
    .returning(bookmarkColumns);
  if (!bookmark) throw new AppError('VALIDATION_FAILED', learningMessages.bookmarkRequired);
  return bookmark;
}

/** Removing the bookmark drops its notes and rating (spec 01 section 4). */
export async function removeLessonBookmark(
  { db, viewer }: ViewerContext,
  input: { lessonId: string },
): Promise<boolean> {
  const deleted = await db
    .delete(userLessonBookmarks)
    .where(
      and(eq(userLessonBookmarks.userId, viewer.userId), eq(userLessonBookmarks.lessonId, input.lessonId)),
    )
    .returning({ id: userLessonBookmarks.id });
  return deleted.length > 0;
}

interface ContinueRow {
  pillar_slug: string;
  pillar_title: string;
  pillar_color: string;
  element_slug: string;
  element_title: string;
  lesson_id: string;
  lesson_title: string;
  total: number;
  completed: number;
}

/**
 * The next unfinished lesson of the key element the member touched last (completed a
 * lesson or changed a bookmark), in one statement; null when there is none.
 */
export async function getContinueLearning(ctx: ViewerContext): Promise<ContinueLearning | null> {
  const { db, viewer } = ctx;
  const userId = viewer.userId;
  const [row] = await queryRows<ContinueRow>(
    db,
    sql`
    with last_touched as (
      select l.key_element_id
        from (select lesson_id, completed_at as touched_at from user_lesson_progress where user_id = ${userId}
              union all
              select lesson_id, updated_at from user_lesson_bookmarks where user_id = ${userId}) touches
        join lessons l on l.id = touches.lesson_id
       order by touches.touched_at desc
       limit 1
    )
    select p.slug as pillar_slug, p.title as pillar_title, p.color as pillar_color,
           ke.slug as element_slug, ke.title as element_title,
           next_lesson.id as lesson_id, next_lesson.title as lesson_title,
           (select count(*)::int from lessons where key_element_id = ke.id) as total,
           (select count(*)::int from lessons counted
              join user_lesson_progress done on done.lesson_id = counted.id and done.user_id = ${userId}
             where counted.key_element_id = ke.id) as completed
      from last_touched
      join key_elements ke on ke.id = last_touched.key_element_id
      join pillars p on p.id = ke.pillar_id
      join lateral (
        select candidate.id, candidate.title from lessons candidate
         where candidate.key_element_id = ke.id
           and not exists (select 1 from user_lesson_progress done
                            where done.lesson_id = candidate.id and done.user_id = ${userId})
         order by candidate.order_position, candidate.created_at
         limit 1
      ) next_lesson on true`,
  );
  if (!row) return null;
  return {
    pillarSlug: row.pillar_slug,
    pillarTitle: row.pillar_title,
    pillarColor: row.pillar_color,
    elementSlug: row.element_slug,
    elementTitle: row.element_title,
    lessonId: row.lesson_id,
    lessonTitle: row.lesson_title,
    progress: toProgress(Number(row.completed), Number(row.total)),
  };
}
