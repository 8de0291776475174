import { nextStepAfter, type OutlinePillar, type StepPlace } from '@pillars/shared/learning/next-step';
import { toProgress } from '@pillars/shared/learning/progress';
import type {
  AfterKeyElement,
  ContinueLearning,
  KeyElementDetailResponse,
  LessonBookmark,
  LessonCompletionResponse,
  LessonNotes,
  PillarDetailResponse,
  PillarSummary,
  PillarsResponse,
  StepTarget,
  UpdateLessonBookmarkBody,
  ViewerAssignment,
} from '@pillars/shared/learning/schemas';
import { learningMessages } from '@pillars/shared/learning/schemas';
import type { PlanAssignment } from '@pillars/shared/learning-plans/schemas';
import { planRequiredMessage } from '@pillars/shared/plans/messages';
import { can } from '@pillars/shared/policies';
import { quizMessages } from '@pillars/shared/quizzes/messages';
import { and, eq, sql } from 'drizzle-orm';
import { type Database, type Executor, preparedStatement, queryRows } from '../../db/client.ts';
import type { SqlRow } from '../../db/row-types.ts';
import {
  lessons,
  userLessonBookmarks,
  type userLessonNotes,
  userLessonProgress,
} from '../../db/schema/index.ts';
import { AppError, notFound, validationFailed } from '../../lib/app-error.ts';
import type { ViewerContext } from '../../lib/service-context.ts';
import { shareAnswer } from '../../lib/shared-answer.ts';
import { issueCertificateIfComplete } from '../certificates/issue.ts';
import { viewerCertificateOf } from '../certificates/service.ts';
import { awardPoints } from '../engagement/points.ts';
import { viewerAssignmentsByContent } from '../learning-plans/service.ts';
import {
  getLearningTree,
  type KeyElementNode,
  type LearningTree,
  type LessonNode,
  type PillarNode,
} from '../learning-tree/tree.ts';

/*
 * Learning: pillars -> key elements -> lessons, with each member's progress and bookmarks.
 * The tree comes from memory (modules/learning-tree/tree.ts), the member's own rows too while they have
 * not changed (lib/member-cache.ts); otherwise one statement reads them, whatever the
 * amount of content or the number of members.
 */

const lessonCount = sql<number>`count(${lessons.id})::int`;
/** Join condition: this member's completion row of the joined lesson. */
const isCompletedBy = (userId: string) =>
  and(eq(userLessonProgress.lessonId, lessons.id), eq(userLessonProgress.userId, userId));
const completedCount = sql<number>`count(${userLessonProgress.lessonId})::int`;

/** What a member has done: completions, bookmarks, notes, and where they were last. */
interface LearnerProgress {
  completedLessonIds: Set<string>;
  bookmarksByLessonId: Map<string, LessonBookmark>;
  /** The member's notes by lesson, bookmarked or not (issue 54). */
  notesByLessonId: Map<string, string>;
  /** The lesson the member completed, bookmarked or wrote notes on last, for "continue learning". */
  lastTouchedLessonId: string | null;
}

/**
 * The member's completions, bookmarks and notes, newest first, in one statement (prepared:
 * every learning read may run it): at most three rows per lesson, whatever the number of members.
 */
type LearnerRow = Pick<SqlRow<typeof userLessonBookmarks>, 'lesson_id'> & {
  kind: 'completion' | 'bookmark' | 'notes';
  /** Only a bookmark's row has these. */
  bookmark_id: SqlRow<typeof userLessonBookmarks>['id'] | null;
  rating: SqlRow<typeof userLessonBookmarks>['rating'] | null;
  /** Only a notes row has this. */
  notes: SqlRow<typeof userLessonNotes>['notes'] | null;
};
const selectLearnerRows = preparedStatement<LearnerRow, { userId: string }>(
  'learner_rows',
  sql`select lesson_id, kind, bookmark_id, rating, notes from (
        (select lesson_id, completed_at as touched_at, 'completion' as kind,
                null::uuid as bookmark_id, null::int as rating, null::text as notes
           from user_lesson_progress where user_id = ${sql.placeholder('userId')})
        union all
        (select lesson_id, updated_at, 'bookmark', id, rating, null
           from user_lesson_bookmarks where user_id = ${sql.placeholder('userId')})
        union all
        (select lesson_id, updated_at, 'notes', null, null, notes
           from user_lesson_notes where user_id = ${sql.placeholder('userId')})
      ) touches
      order by touched_at desc`,
);

async function loadLearnerProgress(db: Database, userId: string): Promise<LearnerProgress> {
  const rows = await selectLearnerRows(db, { userId });
  const progress: LearnerProgress = {
    completedLessonIds: new Set(),
    bookmarksByLessonId: new Map(),
    notesByLessonId: new Map(),
    lastTouchedLessonId: rows[0]?.lesson_id ?? null,
  };
  for (const row of rows) {
    if (row.kind === 'completion') progress.completedLessonIds.add(row.lesson_id);
    else if (row.kind === 'bookmark')
      progress.bookmarksByLessonId.set(row.lesson_id, { id: row.bookmark_id!, rating: row.rating ?? 0 });
    else progress.notesByLessonId.set(row.lesson_id, row.notes ?? '');
  }
  return progress;
}

/**
 * The viewer's progress: from memory while the viewer's counter has not moved since it was
 * read (lib/member-cache.ts), otherwise one statement. Callers must not change it.
 */
function readLearnerProgress(ctx: ViewerContext): Promise<LearnerProgress> {
  return ctx.viewerRows.get('learning', () => loadLearnerProgress(ctx.db, ctx.viewer.userId));
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

/** The tree as the next-step rule reads it (shared/learning/next-step.ts), made once per tree. */
const outlines = new WeakMap<LearningTree, OutlinePillar[]>();
function outlineOf(tree: LearningTree): OutlinePillar[] {
  let outline = outlines.get(tree);
  if (!outline) {
    outline = tree.pillars.map(({ pillar, keyElements }) => ({
      id: pillar.id,
      slug: pillar.slug,
      title: pillar.title,
      color: pillar.color,
      keyElements,
    }));
    outlines.set(tree, outline);
  }
  return outline;
}

function stepTargetOf(place: StepPlace): StepTarget {
  return {
    pillarSlug: place.pillar.slug,
    pillarTitle: place.pillar.title,
    elementSlug: place.keyElement.slug,
    elementTitle: place.keyElement.title,
    lessonId: place.lesson.id,
    lessonTitle: place.lesson.title,
  };
}

/**
 * Where Home's "continue" leads: the lesson the member touched last (completed a lesson or
 * changed a bookmark) while it is unfinished, else the next step after it by the lesson
 * viewer's own rule (shared/learning/next-step.ts): the next lesson, the next key element,
 * the next pillar not finished. Null when there is none.
 */
function continueLearningFrom(tree: LearningTree, progress: LearnerProgress): ContinueLearning | null {
  const lastId = progress.lastTouchedLessonId;
  const place = lastId ? tree.lessonPlaces.get(lastId) : undefined;
  if (!lastId || !place) return null;
  let target: StepPlace | null = null;
  if (!progress.completedLessonIds.has(lastId)) {
    const lesson = place.keyElement.lessons.find((candidate) => candidate.id === lastId)!;
    target = {
      pillar: outlineOf(tree).find((pillar) => pillar.id === place.pillar.pillar.id)!,
      keyElement: place.keyElement,
      lesson,
    };
  } else {
    const step = nextStepAfter(outlineOf(tree), lastId, (id) => progress.completedLessonIds.has(id));
    target = step === null ? null : step.kind === 'pillarDone' ? step.next : step;
  }
  if (!target) return null;
  const keyElement = tree.lessonPlaces.get(target.lesson.id)!.keyElement;
  return {
    ...stepTargetOf(target),
    pillarColor: target.pillar.color,
    progress: keyElementProgress(keyElement, progress),
  };
}

/** What follows the key element's last lesson, by the shared rule (counting the element done). */
function afterKeyElementOf(
  tree: LearningTree,
  keyElement: KeyElementNode,
  progress: LearnerProgress,
): AfterKeyElement | null {
  const last = keyElement.lessons.at(-1);
  if (!last) return null;
  const inElement = new Set(keyElement.lessons.map((lesson) => lesson.id));
  const step = nextStepAfter(
    outlineOf(tree),
    last.id,
    (id) => inElement.has(id) || progress.completedLessonIds.has(id),
  );
  if (!step || step.kind === 'lesson') return null;
  if (step.kind === 'keyElement') return { kind: 'keyElement', next: stepTargetOf(step) };
  return { kind: 'pillarDone', next: step.next ? stepTargetOf(step.next) : null };
}

/**
 * Pillars with the member's progress, in display order, and where to continue: the tree
 * from memory, then one statement for the member's progress.
 */
export async function getLearningOverview(ctx: ViewerContext): Promise<LearningOverview> {
  const [tree, progress] = await Promise.all([getLearningTree(ctx), readLearnerProgress(ctx)]);
  let byTree = overviews.get(progress);
  if (!byTree) {
    byTree = new WeakMap();
    overviews.set(progress, byTree);
  }
  let overview = byTree.get(tree);
  if (!overview) {
    overview = {
      pillars: tree.pillars.map((node) => ({ ...node.pillar, progress: pillarProgress(node, progress) })),
      continueLearning: continueLearningFrom(tree, progress),
    };
    byTree.set(tree, overview);
  }
  return overview;
}

export interface LearningOverview {
  pillars: PillarSummary[];
  continueLearning: ContinueLearning | null;
}

/**
 * Home's learning part, made once per member's progress and tree (as the pillars grid below):
 * the same object while neither changes, so Home can tell its answer has not changed by
 * identity (modules/home/service.ts). Callers must not change it.
 */
const overviews = new WeakMap<LearnerProgress, WeakMap<LearningTree, LearningOverview>>();

/**
 * The pillars grids already built, by the member's progress and then the tree they were built
 * from. Both are immutable and kept in memory while nothing changes (the member's counter, the
 * content cache's version), so a member who opens the grid again gets the same object, whose
 * JSON the response serialiser wrote once (lib/shared-answer.ts). A new progress or tree is a
 * new object: the old grid is no longer found, and goes with them.
 */
const pillarGrids = new WeakMap<LearnerProgress, WeakMap<LearningTree, PillarsResponse>>();

/** Pillars with this member's progress, in display order. */
export async function listPillars(ctx: ViewerContext): Promise<PillarsResponse> {
  const [tree, progress] = await Promise.all([getLearningTree(ctx), readLearnerProgress(ctx)]);
  let byTree = pillarGrids.get(progress);
  if (!byTree) {
    byTree = new WeakMap();
    pillarGrids.set(progress, byTree);
  }
  let grid = byTree.get(tree);
  if (!grid) {
    grid = shareAnswer({
      pillars: tree.pillars.map((node) => ({ ...node.pillar, progress: pillarProgress(node, progress) })),
    });
    byTree.set(tree, grid);
  }
  return grid;
}

/** How a page says the viewer was assigned it (issue 54): who, when it is due, where it stands. */
function viewerAssignmentOf(assignment: PlanAssignment | undefined): ViewerAssignment | null {
  if (!assignment) return null;
  return {
    assignedBy: assignment.assignedBy?.name ?? null,
    dueDate: assignment.dueDate,
    timeZone: assignment.timeZone,
    status: assignment.status,
  };
}

/**
 * One pillar and its key elements with this member's progress, and what of it the member was
 * assigned (learning plans: from the member's cached rows, no statement when warm).
 */
export async function getPillarDetail(
  ctx: ViewerContext,
  { pillarSlug }: { pillarSlug: string },
): Promise<PillarDetailResponse> {
  const [tree, progress, assigned] = await Promise.all([
    getLearningTree(ctx),
    readLearnerProgress(ctx),
    viewerAssignmentsByContent(ctx),
  ]);
  const node = tree.pillarsBySlug.get(pillarSlug);
  if (!node) throw notFound(learningMessages.pillarNotFound);
  requireOpenablePillar(ctx, node);
  return {
    pillar: { ...node.pillar, progress: pillarProgress(node, progress) },
    assignment: viewerAssignmentOf(assigned.get(`pillar:${node.pillar.id}`)),
    keyElements: node.keyElements.map((keyElement) => ({
      id: keyElement.id,
      title: keyElement.title,
      description: keyElement.description,
      slug: keyElement.slug,
      lessonCount: keyElement.lessons.length,
      progress: keyElementProgress(keyElement, progress),
      assignment: viewerAssignmentOf(assigned.get(`key_element:${keyElement.id}`)),
    })),
  };
}

/** A key element with its lessons (from memory) and this member's completions and bookmarks. */
export async function getKeyElementDetail(
  ctx: ViewerContext,
  params: { pillarSlug: string; elementSlug: string },
): Promise<KeyElementDetailResponse> {
  const tree = await getLearningTree(ctx);
  const node = tree.pillarsBySlug.get(params.pillarSlug);
  const keyElement = node?.keyElements.find((element) => element.slug === params.elementSlug);
  if (!node || !keyElement) throw notFound(learningMessages.contentNotFound);
  requireOpenablePillar(ctx, node);

  const [progress, certificateId, assigned] = await Promise.all([
    readLearnerProgress(ctx),
    viewerCertificateOf(ctx, { pillarId: node.pillar.id }),
    viewerAssignmentsByContent(ctx),
  ]);
  const lessonDetails = keyElement.lessons.map((lesson) => ({
    ...lesson,
    isCompleted: progress.completedLessonIds.has(lesson.id),
    bookmark: progress.bookmarksByLessonId.get(lesson.id) ?? null,
    notes: progress.notesByLessonId.get(lesson.id) ?? '',
    assignment: viewerAssignmentOf(assigned.get(`lesson:${lesson.id}`)),
  }));
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
    afterElement: afterKeyElementOf(tree, keyElement, progress),
    certificateId,
    // The most specific assignment that takes in the key element: its own, else its pillar's.
    assignment: viewerAssignmentOf(
      assigned.get(`key_element:${keyElement.id}`) ?? assigned.get(`pillar:${node.pillar.id}`),
    ),
  };
}

/**
 * A pillar offered on some plans only opens for a viewer whose organization is on one of
 * them (`content.open`): otherwise 403 PLAN_REQUIRED naming them (issue 58). The grid still
 * lists it, with Upgrade to open.
 */
function requireOpenablePillar(ctx: ViewerContext, node: PillarNode): void {
  if (!can(ctx.viewer, 'content.open', { planIds: node.pillar.planIds })) {
    throw new AppError('PLAN_REQUIRED', planRequiredMessage(node.pillar.availableOn));
  }
}

/** A lesson's pillar, from the tree in memory: what its writes check the plan of. */
async function requireOpenableLesson(ctx: ViewerContext, lessonId: string): Promise<void> {
  const place = (await getLearningTree(ctx)).lessonPlaces.get(lessonId);
  if (place) requireOpenablePillar(ctx, place.pillar);
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
 * answers `isNewlyCompleted: false`. A lesson with a quiz is completed by passing the quiz
 * only (issue 57, decision 077): the quiz's grading records the completion.
 */
export async function markLessonComplete(
  ctx: ViewerContext,
  input: { keyElementId: string; lessonId: string },
): Promise<LessonCompletionResponse> {
  const tree = await getLearningTree(ctx);
  const place = tree.lessonPlaces.get(input.lessonId);
  if (place) requireOpenablePillar(ctx, place.pillar);
  await assertLessonInKeyElement(ctx.db, input.lessonId, input.keyElementId);
  const lesson = place?.keyElement.lessons.find((candidate) => candidate.id === input.lessonId);
  if (lesson?.quiz) {
    throw validationFailed(quizMessages.passTheQuiz, { lessonId: quizMessages.passTheQuiz });
  }
  return recordLessonCompletion(ctx, input);
}

/**
 * The one place a lesson becomes complete (a `user_lesson_progress` row, which every other
 * reader counts: progress, plans, Home's continue, the certificate): "Mark as Completed" on
 * a lesson without a quiz, or a passed quiz. Then the key element's progress, and the
 * pillar's certificate when this finished it.
 */
export async function recordLessonCompletion(
  ctx: ViewerContext,
  input: { keyElementId: string; lessonId: string },
): Promise<LessonCompletionResponse> {
  const { db, viewer } = ctx;
  const inserted = await db
    .insert(userLessonProgress)
    .values({ userId: viewer.userId, lessonId: input.lessonId })
    .onConflictDoNothing()
    .returning({ lessonId: userLessonProgress.lessonId });
  // Earned once per lesson (the ledger's unique key), also when a retry follows a lost answer.
  await awardPoints(ctx, { userId: viewer.userId, action: 'lesson.complete', thingId: input.lessonId });

  const [totals] = await db
    .select({ total: lessonCount, completed: completedCount })
    .from(lessons)
    .leftJoin(userLessonProgress, isCompletedBy(viewer.userId))
    .where(eq(lessons.keyElementId, input.keyElementId));
  const progress = toProgress(totals?.completed ?? 0, totals?.total ?? 0);
  // Only a finished key element can finish its pillar: otherwise no statement more (issue 43).
  const certificate =
    progress.total > 0 && progress.completed === progress.total
      ? await issueCertificateIfComplete(ctx, { keyElementId: input.keyElementId })
      : null;
  return {
    lessonId: input.lessonId,
    isNewlyCompleted: inserted.length > 0,
    progress,
    certificate,
  };
}

/**
 * A lesson the viewer may open, from the tree in memory: 404 when there is none, 403
 * PLAN_REQUIRED when the viewer's plan does not offer its pillar (issue 58).
 */
export async function openableLessonOf(
  ctx: ViewerContext,
  input: { lessonId: string },
): Promise<{ lesson: LessonNode; keyElement: KeyElementNode; pillar: PillarNode }> {
  const place = (await getLearningTree(ctx)).lessonPlaces.get(input.lessonId);
  const lesson = place?.keyElement.lessons.find((candidate) => candidate.id === input.lessonId);
  if (!place || !lesson) throw notFound(learningMessages.lessonNotFound);
  requireOpenablePillar(ctx, place.pillar);
  return { lesson, keyElement: place.keyElement, pillar: place.pillar };
}

const bookmarkColumns = {
  id: userLessonBookmarks.id,
  rating: userLessonBookmarks.rating,
};

/** Bookmarks a lesson (rating 0); bookmarking again returns the same bookmark. */
export async function bookmarkLesson(
  ctx: ViewerContext,
  input: { lessonId: string },
): Promise<LessonBookmark> {
  const { db, viewer } = ctx;
  await requireOpenableLesson(ctx, input.lessonId);
  // An unknown lesson fails the lesson's foreign key: the error handler answers 404.
  const [bookmark] = await db
    .insert(userLessonBookmarks)
    .values({ userId: viewer.userId, lessonId: input.lessonId })
    .onConflictDoUpdate({
      target: [userLessonBookmarks.userId, userLessonBookmarks.lessonId],
      set: { updatedAt: sql`now()` },
    })
    .returning(bookmarkColumns);
  return bookmark!;
}

/** The rating changes only on the viewer's own bookmark of that lesson (spec 01: rated while bookmarked). */
export async function updateLessonBookmark(
  ctx: ViewerContext,
  input: { lessonId: string; changes: UpdateLessonBookmarkBody },
): Promise<LessonBookmark> {
  const { db, viewer } = ctx;
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

/** Removing the bookmark drops its rating (spec 01 section 4); the notes stay (issue 54). */
export async function removeLessonBookmark(
  ctx: ViewerContext,
  input: { lessonId: string },
): Promise<boolean> {
  const { db, viewer } = ctx;
  const deleted = await db
    .delete(userLessonBookmarks)
    .where(
      and(eq(userLessonBookmarks.userId, viewer.userId), eq(userLessonBookmarks.lessonId, input.lessonId)),
    )
    .returning({ id: userLessonBookmarks.id });
  return deleted.length > 0;
}

/**
 * The viewer's notes on a lesson, bookmarked or not (issue 54): written, or cleared (blank
 * notes are no row), in one statement. An unknown lesson is a 404 either way: writing fails
 * the lesson's foreign key (lib/database-errors.ts), clearing finds no lesson.
 */
export async function saveLessonNotes(
  ctx: ViewerContext,
  input: { lessonId: string; notes: string },
): Promise<LessonNotes> {
  const { db, viewer } = ctx;
  if (input.notes.trim() !== '') {
    await db.execute(
      sql`insert into user_lesson_notes (user_id, lesson_id, notes)
          values (${viewer.userId}, ${input.lessonId}, ${input.notes})
          on conflict (user_id, lesson_id) do update set notes = excluded.notes, updated_at = now()`,
    );
    return { notes: input.notes };
  }
  const [found] = await queryRows<{ exists: boolean }>(
    db,
    sql`with cleared as (
          delete from user_lesson_notes where user_id = ${viewer.userId} and lesson_id = ${input.lessonId}
        )
        select exists (select 1 from lessons where id = ${input.lessonId}) as exists`,
  );
  if (!found?.exists) throw notFound(learningMessages.lessonNotFound);
  return { notes: '' };
}
