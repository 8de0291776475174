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
import { and, eq, sql } from 'drizzle-orm';
import { type Database, type Executor, preparedStatement } from '../../db/client.ts';
import { lessons, userLessonBookmarks, userLessonProgress } from '../../db/schema/index.ts';
import { AppError, notFound, postgresErrorCode, validationFailed } from '../../lib/app-error.ts';
import type { ViewerContext } from '../../lib/service-context.ts';
import {
  getLearningTree,
  type KeyElementNode,
  type LearningTree,
  type LessonNode,
  type PillarNode,
} from './learning-tree.ts';

/*
 * Learning: pillars -> key elements -> lessons, with each member's progress and bookmarks.
 * The tree comes from memory (learning-tree.ts); every read adds one statement for the
 * member's own rows, whatever the amount of content or the number of members.
 */

const lessonCount = sql<number>`count(${lessons.id})::int`;
/** Join condition: this member's completion row of the joined lesson. */
const isCompletedBy = (userId: string) =>
  and(eq(userLessonProgress.lessonId, lessons.id), eq(userLessonProgress.userId, userId));
const completedCount = sql<number>`count(${userLessonProgress.lessonId})::int`;

/** What a member has done, as the overview pages need it. */
interface LearnerProgress {
  completedLessonIds: Set<string>;
  /** The lesson the member completed or bookmarked last, for "continue learning". */
  lastTouchedLessonId: string | null;
}

/**
 * The member's completions and their latest bookmark change, in one statement (prepared:
 * every learning read runs it): at most one row per lesson, whatever the number of members.
 */
const selectLearnerTouches = preparedStatement<
  { lesson_id: string; is_completion: boolean },
  { userId: string }
>(
  'learner_touches',
  sql`select lesson_id, is_completion from (
        (select lesson_id, completed_at as touched_at, true as is_completion
           from user_lesson_progress where user_id = ${sql.placeholder('userId')})
        union all
        (select lesson_id, updated_at, false from user_lesson_bookmarks
          where user_id = ${sql.placeholder('userId')} order by updated_at desc limit 1)
      ) touches
      order by touched_at desc`,
);

async function readLearnerProgress(db: Database, userId: string): Promise<LearnerProgress> {
  const rows = await selectLearnerTouches(db, { userId });
  return {
    completedLessonIds: new Set(rows.filter((row) => row.is_completion).map((row) => row.lesson_id)),
    lastTouchedLessonId: rows[0]?.lesson_id ?? null,
  };
}

function countCompleted(lessonList: LessonNode[], progress: LearnerProgress): number {
  let completed = 0;
  for (const lesson of lessonList) if (progress.completedLessonIds.has(lesson.id)) completed += 1;
  return completed;
}

function keyElementProgress(keyElement: KeyElementNode, progress: LearnerProgress) {
  return toProgress(countCompleted(keyElement.lessons, progress), keyElement.lessons.length);
}

function pillarProgress(node: PillarNode, progress: LearnerProgress) {
  let completed = 0;
  let total = 0;
  for (const keyElement of node.keyElements) {
    completed += countCompleted(keyElement.lessons, progress);
    total += keyElement.lessons.length;
  }
  return toProgress(completed, total);
}

/**
 * The next unfinished lesson of the key element the member touched last (completed a
 * lesson or changed a bookmark); null when there is none or that element is finished.
 */
function continueLearningFrom(tree: LearningTree, progress: LearnerProgress): ContinueLearning | null {
  const place = progress.lastTouchedLessonId
    ? tree.lessonPlaces.get(progress.lastTouchedLessonId)
    : undefined;
  if (!place) return null;
  const { pillar, keyElement } = place;
  const nextLesson = keyElement.lessons.find((lesson) => !progress.completedLessonIds.has(lesson.id));
  if (!nextLesson) return null;
  return {
    pillarSlug: pillar.pillar.slug,
    pillarTitle: pillar.pillar.title,
    pillarColor: pillar.pillar.color,
    elementSlug: keyElement.slug,
    elementTitle: keyElement.title,
    lessonId: nextLesson.id,
    lessonTitle: nextLesson.title,
    progress: keyElementProgress(keyElement, progress),
  };
}

/**
 * Pillars with the member's progress, in display order, and where to continue: the tree
 * from memory, then one statement for the member's progress.
 */
export async function getLearningOverview(
  ctx: ViewerContext,
): Promise<{ pillars: PillarSummary[]; continueLearning: ContinueLearning | null }> {
  const [tree, progress] = await Promise.all([
    getLearningTree(ctx),
    readLearnerProgress(ctx.db, ctx.viewer.userId),
  ]);
  return {
    pillars: tree.pillars.map((node) => ({ ...node.pillar, progress: pillarProgress(node, progress) })),
    continueLearning: continueLearningFrom(tree, progress),
  };
}

/** Pillars with this member's progress, in display order. */
export async function listPillars(ctx: ViewerContext): Promise<PillarSummary[]> {
  return (await getLearningOverview(ctx)).pillars;
}

/** One pillar and its key elements with this member's progress. */
export async function getPillarDetail(
  ctx: ViewerContext,
  { pillarSlug }: { pillarSlug: string },
): Promise<PillarDetailResponse> {
  const [tree, progress] = await Promise.all([
    getLearningTree(ctx),
    readLearnerProgress(ctx.db, ctx.viewer.userId),
  ]);
  const node = tree.pillarsBySlug.get(pillarSlug);
  if (!node) throw notFound(learningMessages.pillarNotFound);
  return {
    pillar: { ...node.pillar, progress: pillarProgress(node, progress) },
    keyElements: node.keyElements.map((keyElement) => ({
      id: keyElement.id,
      title: keyElement.title,
      description: keyElement.description,
      slug: keyElement.slug,
      lessonCount: keyElement.lessons.length,
      progress: keyElementProgress(keyElement, progress),
    })),
  };
}

/** The member's completions and bookmarks of one key element's lessons (prepared). */
const selectMemberLessonRows = preparedStatement<
  {
    lesson_id: string;
    is_completed: boolean;
    bookmark_id: string | null;
    notes: string | null;
    rating: number | null;
  },
  { userId: string; keyElementId: string }
>(
  'member_lesson_rows',
  sql`select l.id as lesson_id, (done.lesson_id is not null) as is_completed,
             bookmark.id as bookmark_id, bookmark.notes, bookmark.rating
        from lessons l
        left join user_lesson_progress done
          on done.lesson_id = l.id and done.user_id = ${sql.placeholder('userId')}
        left join user_lesson_bookmarks bookmark
          on bookmark.lesson_id = l.id and bookmark.user_id = ${sql.placeholder('userId')}
       where l.key_element_id = ${sql.placeholder('keyElementId')}`,
);

/**
 * A key element with its lessons (from memory) and this member's completions and bookmarks
 * of those lessons (one statement).
 */
export async function getKeyElementDetail(
  ctx: ViewerContext,
  params: { pillarSlug: string; elementSlug: string },
): Promise<KeyElementDetailResponse> {
  const tree = await getLearningTree(ctx);
  const node = tree.pillarsBySlug.get(params.pillarSlug);
  const keyElement = node?.keyElements.find((element) => element.slug === params.elementSlug);
  if (!node || !keyElement) throw notFound(learningMessages.contentNotFound);

  const memberRows = await selectMemberLessonRows(ctx.db, {
    userId: ctx.viewer.userId,
    keyElementId: keyElement.id,
  });
  const memberRowsByLesson = new Map(memberRows.map((row) => [row.lesson_id, row]));

  const lessonDetails = keyElement.lessons.map((lesson) => {
    const memberRow = memberRowsByLesson.get(lesson.id);
    return {
      ...lesson,
      isCompleted: memberRow?.is_completed ?? false,
      bookmark: memberRow?.bookmark_id
        ? { id: memberRow.bookmark_id, notes: memberRow.notes ?? '', rating: memberRow.rating ?? 0 }
        : null,
    };
  });
  const completed = lessonDetails.filter((lesson) => lesson.isCompleted).length;
  return {
    pillar: {
      id: node.pillar.id,
      title: node.pillar.title,
      slug: node.pillar.slug,
      color: node.pillar.color,
    },
    keyElement: {
      id: keyElement.id,
      title: keyElement.title,
      description: keyElement.description,
      slug: keyElement.slug,
    },
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
