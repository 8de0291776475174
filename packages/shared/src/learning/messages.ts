/*
 * The learning screens' texts and limits, apart from the zod schemas so the web app can
 * show them without loading the schema library; schemas.ts re-exports them.
 */

/** Spec 01 section 8 texts for the learning screens. */
export const learningMessages = {
  pillarsLoadFailed: 'Failed to load pillars of agency content. Please try again later.',
  pillarLoadFailed: 'Failed to load pillar content. Please try again later.',
  pillarNotFound: 'Pillar not found',
  contentLoadFailed: 'Failed to load content. Please try again later.',
  contentNotFound: 'Content not found',
  lessonNotInElement: 'This lesson does not belong to this key element.',
  lessonNotFound: 'Lesson not found',
  bookmarkRequired: 'Bookmark this lesson before rating it.',
  notesRequired: 'Notes must be text.',
  ratingRange: 'Rating must be a whole number from 1 to 5.',
  notesTooLong: 'Notes can be at most 10,000 characters.',
  noKeyElements: 'No Key Elements Available',
  noKeyElementsHint: 'Content for this pillar is coming soon.',
  noLessons: 'No Lessons Available',
} as const;

export const notesMaxLength = 10_000;
