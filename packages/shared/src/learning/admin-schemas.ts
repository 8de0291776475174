import { z } from 'zod';
import { defaultPillarColor, pillarIcons } from '../domain-values.ts';
import {
  lessonContentMaxLength,
  adminLearningMessages as messages,
  pillarDescriptionMaxLength,
  pillarTitleMaxLength,
  slugMaxLength,
  urlMaxLength,
} from './admin-messages.ts';
import { pillarSummary } from './schemas.ts';

export { okResponse } from '../accounts/schemas.ts';
export { adminLearningMessages } from './admin-messages.ts';

/*
 * Pillars, key elements and lessons for superadmins (spec 02 sections 2, 3 and 5). The web
 * forms validate with these same schemas (zodResolver); the server validates every write
 * with them again and answers 400 naming the field.
 */

const requiredText = (maximum: number) =>
  z.string().trim().min(1, messages.requiredFields).max(maximum, messages.tooLong(maximum));

/** Required; its format is only judged once it is there (one message per field). */
const slug = requiredText(slugMaxLength).refine(
  (value) => value === '' || /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value),
  { message: messages.slugFormat },
);

/** '' (none), an http(s) URL, or a same-site path such as an uploaded file's `/uploads/<key>`. */
const optionalUrl = z
  .string()
  .trim()
  .max(urlMaxLength, messages.tooLong(urlMaxLength))
  .refine((value) => value === '' || /^https?:\/\/\S+$/i.test(value) || /^\/(?![/\\])\S*$/.test(value), {
    message: messages.urlFormat,
  });

const optionalText = (maximum: number) => z.string().trim().max(maximum, messages.tooLong(maximum));

export const pillarIcon = z.enum(pillarIcons, messages.iconInvalid);

/** Create and edit a pillar. Optional texts are '' when empty (saved as null). */
export const pillarBody = z.object({
  title: requiredText(pillarTitleMaxLength),
  description: requiredText(pillarDescriptionMaxLength),
  slug,
  color: z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, messages.colorFormat),
  icon: pillarIcon,
  overlayImageUrl: optionalUrl,
  videoUrl: optionalUrl,
  videoTitle: optionalText(pillarTitleMaxLength),
  videoDuration: z
    .string()
    .trim()
    .refine((value) => value === '' || /^\d{1,3}:[0-5]\d(?::[0-5]\d)?$/.test(value), {
      message: messages.videoDurationFormat,
    }),
  /** Offered on these plans only (issue 58); empty or absent: every plan. */
  planIds: z.array(z.uuid('Plan id must be a UUID')).max(20).optional(),
});
export type PillarBody = z.infer<typeof pillarBody>;

export const emptyPillarBody: PillarBody = {
  title: '',
  description: '',
  slug: '',
  color: defaultPillarColor,
  icon: 'BookOpen',
  overlayImageUrl: '',
  videoUrl: '',
  videoTitle: '',
  videoDuration: '',
  planIds: [],
};

export const keyElementBody = z.object({
  title: requiredText(pillarTitleMaxLength),
  description: requiredText(pillarDescriptionMaxLength),
  slug,
});
export type KeyElementBody = z.infer<typeof keyElementBody>;

/** Whether an HTML body says anything: text, or an image or embed. */
export function hasHtmlContent(html: string): boolean {
  if (/<(?:img|iframe|video)\b/i.test(html)) return true;
  return (
    html
      .replace(/<[^>]*>/g, ' ')
      .replace(/&nbsp;/g, ' ')
      .trim() !== ''
  );
}

export const lessonBody = z.object({
  title: requiredText(pillarTitleMaxLength),
  /** HTML from the editor; sanitised by the server before it is saved. */
  content: z
    .string()
    .max(lessonContentMaxLength, messages.tooLong(lessonContentMaxLength))
    .refine(hasHtmlContent, { message: messages.requiredFields }),
  imageUrl: optionalUrl,
});
export type LessonBody = z.infer<typeof lessonBody>;

/** Move up (towards the start) or down; the first moving up or the last moving down stays (200). */
export const moveBody = z.object({
  direction: z.enum(['up', 'down'], 'Direction must be up or down'),
});
export type MoveBody = z.infer<typeof moveBody>;

export const pillarIdParams = z.object({ pillarId: z.uuid(messages.pillarNotFound) });
export const keyElementIdParams = z.object({ elementId: z.uuid(messages.keyElementNotFound) });
export const lessonIdParams = z.object({ lessonId: z.uuid(messages.lessonNotFound) });

const count = z.number().int().min(0);

/** A pillar as members see it (without their progress), with what a deletion takes with it. */
export const adminPillar = pillarSummary.omit({ progress: true }).extend({
  keyElementCount: count,
  lessonCount: count,
  /** Lesson completions of members in this pillar. */
  progressCount: count,
});
export type AdminPillar = z.infer<typeof adminPillar>;

export const adminPillarsResponse = z.object({ pillars: z.array(adminPillar) });
export type AdminPillarsResponse = z.infer<typeof adminPillarsResponse>;
export const adminPillarResponse = z.object({ pillar: adminPillar });
export type AdminPillarResponse = z.infer<typeof adminPillarResponse>;

export const adminKeyElement = z.object({
  id: z.uuid(),
  pillarId: z.uuid(),
  title: z.string(),
  description: z.string(),
  slug: z.string(),
  lessonCount: count,
  progressCount: count,
});
export type AdminKeyElement = z.infer<typeof adminKeyElement>;

const pillarHeading = z.object({ id: z.uuid(), title: z.string(), slug: z.string(), color: z.string() });

export const adminKeyElementsResponse = z.object({
  pillar: pillarHeading,
  /** Oldest first, as members see them. */
  keyElements: z.array(adminKeyElement),
});
export type AdminKeyElementsResponse = z.infer<typeof adminKeyElementsResponse>;
export const adminKeyElementResponse = z.object({ keyElement: adminKeyElement });
export type AdminKeyElementResponse = z.infer<typeof adminKeyElementResponse>;

export const adminLesson = z.object({
  id: z.uuid(),
  keyElementId: z.uuid(),
  title: z.string(),
  /** Sanitised HTML, as saved. */
  content: z.string(),
  imageUrl: z.string().nullable(),
  orderPosition: z.number().int(),
  progressCount: count,
});
export type AdminLesson = z.infer<typeof adminLesson>;

export const adminLessonsResponse = z.object({
  pillar: pillarHeading,
  keyElement: z.object({ id: z.uuid(), title: z.string(), slug: z.string() }),
  /** In order position. */
  lessons: z.array(adminLesson),
});
export type AdminLessonsResponse = z.infer<typeof adminLessonsResponse>;
export const adminLessonResponse = z.object({ lesson: adminLesson });
export type AdminLessonResponse = z.infer<typeof adminLessonResponse>;
