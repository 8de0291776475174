import { z } from 'zod';

import { planStatuses } from '../learning-plans/messages.ts';
import { learningMessages, notesMaxLength } from './messages.ts';

/** Removing a bookmark answers `{ ok: true }`, as every write with nothing else to say. */
export { okResponse } from '../accounts/schemas.ts';
export { learningMessages, notesMaxLength };

export const progress = z.object({
  completed: z.number().int(),
  total: z.number().int(),
  percent: z.number().int(),
});

export const pillarSummary = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  slug: z.string(),
  color: z.string(),
  icon: z.string(),
  overlayImageUrl: z.string().nullable(),
  videoUrl: z.string().nullable(),
  videoTitle: z.string().nullable(),
  videoDuration: z.string().nullable(),
  displayOrder: z.number().int(),
  /** Offered on these plans only (issue 58; empty: every plan): `content.open` decides. */
  planIds: z.array(z.uuid()),
  /** 'Available on Team and Agency'; null when it is on every plan. */
  availableOn: z.string().nullable(),
  progress,
});
export type PillarSummary = z.infer<typeof pillarSummary>;

export const pillarsResponse = z.object({ pillars: z.array(pillarSummary) });
export type PillarsResponse = z.infer<typeof pillarsResponse>;

/**
 * The viewer's assignment of a pillar, key element or lesson (learning plans), as its own page
 * says it: "Assigned by <name>, due <date>" (issue 54). The due date is a day in the
 * viewer's zone; the status as My Plan judges it.
 */
export const viewerAssignment = z.object({
  /** Who assigned it; null when that person has left. */
  assignedBy: z.string().nullable(),
  dueDate: z.string().nullable(),
  timeZone: z.string(),
  status: z.enum(planStatuses),
});
export type ViewerAssignment = z.infer<typeof viewerAssignment>;

export const keyElementSummary = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  slug: z.string(),
  lessonCount: z.number().int(),
  progress,
  /** The viewer's assignment of this key element, if any. */
  assignment: viewerAssignment.nullable(),
});
export type KeyElementSummary = z.infer<typeof keyElementSummary>;

export const pillarDetailResponse = z.object({
  pillar: pillarSummary,
  /** The viewer's assignment of this pillar, if any (issue 54). */
  assignment: viewerAssignment.nullable(),
  keyElements: z.array(keyElementSummary),
});
export type PillarDetailResponse = z.infer<typeof pillarDetailResponse>;

/** A bookmark and the member's rating of the lesson (0: not rated). */
export const lessonBookmark = z.object({ id: z.uuid(), rating: z.number().int() });
export type LessonBookmark = z.infer<typeof lessonBookmark>;

export const lessonDetail = z.object({
  id: z.uuid(),
  title: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  imageUrl: z.string().nullable(),
  orderPosition: z.number().int(),
  isCompleted: z.boolean(),
  bookmark: lessonBookmark.nullable(),
  /** The member's notes on the lesson ('' when none): kept with or without a bookmark (issue 54). */
  notes: z.string(),
  /** The viewer's assignment of this very lesson, if any (issue 54). */
  assignment: viewerAssignment.nullable(),
  /**
   * The lesson's quiz (issue 57), never its right answers: a lesson with a quiz counts
   * complete when the quiz is passed, not by "Mark as Completed".
   */
  quiz: z
    .object({
      id: z.uuid(),
      passMark: z.number().int(),
      maxAttempts: z.number().int().nullable(),
      questionCount: z.number().int(),
    })
    .nullable(),
});
export type LessonDetail = z.infer<typeof lessonDetail>;

/** A lesson to go on to (issue 43's next step): where it is and what it is called. */
export const stepTarget = z.object({
  pillarSlug: z.string(),
  pillarTitle: z.string(),
  elementSlug: z.string(),
  elementTitle: z.string(),
  lessonId: z.uuid(),
  lessonTitle: z.string(),
});
export type StepTarget = z.infer<typeof stepTarget>;

/**
 * What follows the last lesson of a key element (shared/learning/next-step.ts): the next key
 * element of the pillar, or (the pillar done) the next pillar the member has not finished.
 */
export const afterKeyElement = z.object({
  kind: z.enum(['keyElement', 'pillarDone']),
  next: stepTarget.nullable(),
});
export type AfterKeyElement = z.infer<typeof afterKeyElement>;

export const keyElementDetailResponse = z.object({
  pillar: z.object({ id: z.uuid(), title: z.string(), slug: z.string(), color: z.string() }),
  keyElement: z.object({ id: z.uuid(), title: z.string(), description: z.string(), slug: z.string() }),
  lessons: z.array(lessonDetail),
  progress,
  /** Null when the key element has no lessons. */
  afterElement: afterKeyElement.nullable(),
  /** The viewer's certificate of this pillar, when they have one that is not revoked. */
  certificateId: z.uuid().nullable(),
  /**
   * The viewer's assignment that takes in this key element (issue 54): the key element's own,
   * else its pillar's; null when neither is assigned.
   */
  assignment: viewerAssignment.nullable(),
});
export type KeyElementDetailResponse = z.infer<typeof keyElementDetailResponse>;

export const pillarSlugParams = z.object({ pillarSlug: z.string().min(1).max(200) });
export const keyElementSlugParams = pillarSlugParams.extend({ elementSlug: z.string().min(1).max(200) });
export const lessonParams = z.object({ lessonId: z.uuid('Lesson id must be a UUID') });
export const lessonCompletionParams = z.object({
  keyElementId: z.uuid('Key element id must be a UUID'),
  lessonId: z.uuid('Lesson id must be a UUID'),
});

export const lessonCompletionResponse = z.object({
  lessonId: z.uuid(),
  /** False when the lesson was already complete: nothing changed. */
  isNewlyCompleted: z.boolean(),
  progress,
  /**
   * The viewer's certificate of the lesson's pillar when the pillar is complete (issue 43):
   * `isNew` when this completion issued it.
   */
  certificate: z.object({ id: z.uuid(), isNew: z.boolean() }).nullable(),
});
export type LessonCompletionResponse = z.infer<typeof lessonCompletionResponse>;

/** A bookmarked lesson's rating (notes have their own route: they need no bookmark). */
export const updateLessonBookmarkBody = z
  .object({
    rating: z
      .number({ error: learningMessages.ratingRange })
      .int(learningMessages.ratingRange)
      .min(1, learningMessages.ratingRange)
      .max(5, learningMessages.ratingRange),
  })
  .strict();
export type UpdateLessonBookmarkBody = z.input<typeof updateLessonBookmarkBody>;

/** The member's notes on a lesson, bookmarked or not (issue 54); '' clears them. */
export const lessonNotesBody = z
  .object({
    notes: z.string(learningMessages.notesRequired).max(notesMaxLength, learningMessages.notesTooLong),
  })
  .strict();
export type LessonNotesBody = z.input<typeof lessonNotesBody>;
export const lessonNotes = z.object({ notes: z.string() });
export type LessonNotes = z.infer<typeof lessonNotes>;

export const continueLearning = z.object({
  pillarSlug: z.string(),
  pillarTitle: z.string(),
  pillarColor: z.string(),
  elementSlug: z.string(),
  elementTitle: z.string(),
  lessonId: z.uuid(),
  lessonTitle: z.string(),
  progress,
});
export type ContinueLearning = z.infer<typeof continueLearning>;
