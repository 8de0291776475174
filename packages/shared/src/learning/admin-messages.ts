/*
 * The texts of the pillar, key element and lesson admin screens (spec 02 sections 2, 5 and 8),
 * apart from the zod schemas so the web app can show them without loading the schema
 * library; admin-schemas.ts re-exports them.
 */
import { groupThousands } from '../numbers.ts';

export const adminLearningMessages = {
  requiredFields: 'Please fill in all required fields.',
  pillarsLoadFailed: 'Failed to load pillars. Please try again.',
  keyElementsLoadFailed: 'Failed to load key elements. Please try again.',
  lessonsLoadFailed: 'Failed to load lessons. Please try again.',
  savePillarFailed: 'Failed to save pillar. Please try again.',
  deletePillarFailed: 'Failed to delete pillar. Please try again.',
  saveKeyElementFailed: 'Failed to save key element. Please try again.',
  deleteKeyElementFailed: 'Failed to delete key element. Please try again.',
  saveLessonFailed: 'Failed to save lesson. Please try again.',
  deleteLessonFailed: 'Failed to delete lesson. Please try again.',
  // Ours: the spec only logs a failed reorder; we say it and put the list back.
  moveFailed: 'Failed to move. Please try again.',
  pillarNotFound: 'Pillar not found',
  keyElementNotFound: 'Key element not found',
  lessonNotFound: 'Lesson not found',
  // Ours: the database keeps slugs unique; the form says so on the slug field.
  pillarSlugTaken: 'Another pillar already uses this slug. Please choose another.',
  keyElementSlugTaken: 'Another key element of this pillar already uses this slug. Please choose another.',
  slugFormat: 'The slug may contain only lowercase letters, numbers and single hyphens.',
  colorFormat: 'The colour must be a hex colour such as #0F3460.',
  iconInvalid: 'Choose one of the listed icons.',
  urlFormat: 'Enter a full URL (https://...) or upload a file.',
  videoDurationFormat: 'The video duration must look like 12:34.',
  tooLong: (maximum: number) => `At most ${groupThousands(maximum)} characters.`,
} as const;

export const pillarTitleMaxLength = 200;
export const pillarDescriptionMaxLength = 2_000;
export const slugMaxLength = 200;
export const urlMaxLength = 2_000;
export const lessonContentMaxLength = 200_000;
