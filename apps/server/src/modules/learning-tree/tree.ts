import type { PillarSummary } from '@pillars/shared/learning/schemas';
import { asc, count, eq, getTableColumns } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { keyElements, lessons, pillars, quizQuestions, quizzes } from '../../db/schema/index.ts';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';
import type { ServiceContext } from '../../lib/service-context.ts';
import { availableOnOf, readPlanNames } from '../plans/plan-rows.ts';

/*
 * A module of its own below `learning` and `learning-plans` (both read the tree, and the
 * pillar pages read the viewer's assignments: in `learning` the two would import each other).
 *
 * The pillar tree (pillars -> key elements -> lessons) is the same for every member: it is
 * loaded once per version of the learning content and served from memory
 * (lib/content-cache.ts); each request adds only the member's own progress.
 */

export interface LessonNode {
  id: string;
  title: string;
  /** Sanitised once, when the tree is loaded. */
  content: string;
  imageUrl: string | null;
  orderPosition: number;
  /** The lesson's quiz (issue 57): the lesson counts complete when it is passed. */
  quiz: LessonQuizNode | null;
}

/** What a lesson's quiz looks like from outside: never its questions' right answers. */
export interface LessonQuizNode {
  id: string;
  passMark: number;
  maxAttempts: number | null;
  questionCount: number;
}

export interface KeyElementNode {
  id: string;
  title: string;
  description: string;
  slug: string;
  /** In reading order: order position, then creation. */
  lessons: LessonNode[];
}

export type PillarFields = Omit<PillarSummary, 'progress'>;

export interface PillarNode {
  pillar: PillarFields;
  /** Oldest first, as the pillar page lists them. */
  keyElements: KeyElementNode[];
}

export interface LearningTree {
  /** In display order. */
  pillars: PillarNode[];
  pillarsBySlug: Map<string, PillarNode>;
  /** Where each lesson sits, for "continue learning". */
  lessonPlaces: Map<string, { pillar: PillarNode; keyElement: KeyElementNode }>;
}

const {
  createdAt: _createdAt,
  certificatesEnabled: _certificatesEnabled,
  ...pillarColumns
} = getTableColumns(pillars);

/** Five statements whatever the amount of content, run only when the content changed. */
async function loadLearningTree(db: Executor): Promise<LearningTree> {
  const [pillarRows, elementRows, lessonRows, planNames, quizRows] = await Promise.all([
    db.select(pillarColumns).from(pillars).orderBy(asc(pillars.displayOrder), asc(pillars.createdAt)),
    db
      .select({
        id: keyElements.id,
        pillarId: keyElements.pillarId,
        title: keyElements.title,
        description: keyElements.description,
        slug: keyElements.slug,
      })
      .from(keyElements)
      .orderBy(asc(keyElements.createdAt), asc(keyElements.title)),
    db
      .select({
        id: lessons.id,
        keyElementId: lessons.keyElementId,
        title: lessons.title,
        content: lessons.content,
        imageUrl: lessons.imageUrl,
        orderPosition: lessons.orderPosition,
      })
      .from(lessons)
      .orderBy(asc(lessons.orderPosition), asc(lessons.createdAt)),
    // 'Available on Team and Agency' of a pillar offered on some plans (issue 58).
    readPlanNames({ db }),
    db
      .select({
        id: quizzes.id,
        lessonId: quizzes.lessonId,
        passMark: quizzes.passMark,
        maxAttempts: quizzes.maxAttempts,
        questionCount: count(quizQuestions.id),
      })
      .from(quizzes)
      .leftJoin(quizQuestions, eq(quizQuestions.quizId, quizzes.id))
      .groupBy(quizzes.id),
  ]);
  const quizzesByLessonId = new Map<string, LessonQuizNode>();
  for (const { lessonId, ...quiz } of quizRows) quizzesByLessonId.set(lessonId, quiz);

  const tree: LearningTree = { pillars: [], pillarsBySlug: new Map(), lessonPlaces: new Map() };
  const pillarsById = new Map<string, PillarNode>();
  for (const row of pillarRows) {
    const pillar = { ...row, availableOn: availableOnOf(row.planIds, planNames) };
    const node: PillarNode = { pillar, keyElements: [] };
    tree.pillars.push(node);
    tree.pillarsBySlug.set(pillar.slug, node);
    pillarsById.set(pillar.id, node);
  }
  const elementsById = new Map<string, { pillar: PillarNode; keyElement: KeyElementNode }>();
  for (const { pillarId, ...element } of elementRows) {
    const pillar = pillarsById.get(pillarId);
    if (!pillar) continue; // added after the pillars were read: the next load has it
    const keyElement: KeyElementNode = { ...element, lessons: [] };
    pillar.keyElements.push(keyElement);
    elementsById.set(keyElement.id, { pillar, keyElement });
  }
  for (const { keyElementId, content, ...lesson } of lessonRows) {
    const place = elementsById.get(keyElementId);
    if (!place) continue;
    place.keyElement.lessons.push({
      ...lesson,
      content: sanitizeHtml(content),
      quiz: quizzesByLessonId.get(lesson.id) ?? null,
    });
    tree.lessonPlaces.set(lesson.id, place);
  }
  return tree;
}

/**
 * The tree for work outside a request (a scan, a job): from memory when the context holds
 * the content cache, otherwise loaded (five statements).
 */
export function learningTreeFor(ctx: {
  db: Executor;
  content?: ServiceContext['content'];
}): Promise<LearningTree> {
  const { content } = ctx;
  return content ? content.get('learning', 'tree', () => loadLearningTree(ctx.db)) : loadLearningTree(ctx.db);
}

/** The pillar tree, from memory unless the learning content changed since it was loaded. */
export function getLearningTree(ctx: ServiceContext): Promise<LearningTree> {
  return ctx.content.get('learning', 'tree', () => loadLearningTree(ctx.db));
}
