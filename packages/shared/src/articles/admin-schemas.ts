import { z } from 'zod';
import { articleContentTypes, articleVisibilityScopes } from '../domain-values.ts';
import {
  adminArticleBodyMaxLength,
  adminArticleContentImagesMax,
  adminArticleDefaultPageSize,
  adminArticleMessages,
  adminArticlePageSizes,
  adminArticleSortLabels,
  adminArticleTitleMaxLength,
  adminFeaturedFilterLabels,
  adminPublishedFilterLabels,
  adminTypeFilterLabels,
  untitledArticleSlug,
} from './admin-messages.ts';

export { okResponse } from '../accounts/schemas.ts';
export {
  adminArticleContentImagesMax,
  adminArticleDefaultPageSize,
  adminArticleMessages,
  adminArticlePageSizes,
  adminArticleSortLabels,
  adminFeaturedFilterLabels,
  adminPublishedFilterLabels,
  adminTypeFilterLabels,
  untitledArticleSlug,
};

const messages = adminArticleMessages;

const keysOf = <T extends Record<string, string>>(labels: T) =>
  Object.keys(labels) as [keyof T & string, ...(keyof T & string)[]];

export const adminPublishedFilters = keysOf(adminPublishedFilterLabels);
export const adminFeaturedFilters = keysOf(adminFeaturedFilterLabels);
export const adminTypeFilters = keysOf(adminTypeFilterLabels);
export const adminArticleSorts = keysOf(adminArticleSortLabels);
export type AdminPublishedFilter = (typeof adminPublishedFilters)[number];
export type AdminFeaturedFilter = (typeof adminFeaturedFilters)[number];
export type AdminTypeFilter = (typeof adminTypeFilters)[number];
export type AdminArticleSort = (typeof adminArticleSorts)[number];

/**
 * GET /api/admin/articles: the page's URL search params carry the same names, so a reload or
 * Back shows the same page of the same list.
 */
export const adminArticlesQuery = z.object({
  q: z.string().trim().max(200, 'Search can be at most 200 characters.').optional(),
  published: z.enum(adminPublishedFilters, 'Published must be all, published or drafts').default('all'),
  featured: z.enum(adminFeaturedFilters, 'Featured must be all, featured or not_featured').default('all'),
  type: z.enum(adminTypeFilters, 'Type must be all, post, document or video').default('all'),
  sort: z.enum(adminArticleSorts, 'Sort must be createdAt, publishedAt or title').default('createdAt'),
  direction: z.enum(['asc', 'desc'], 'Direction must be asc or desc').default('desc'),
  page: z.coerce.number().int().min(1, 'Page must be 1 or more').max(100_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine(
      (size) => (adminArticlePageSizes as readonly number[]).includes(size),
      'Page size must be 10, 20 or 50',
    )
    .default(adminArticleDefaultPageSize),
});
export type AdminArticlesQuery = z.input<typeof adminArticlesQuery>;
export type AdminArticlesFilters = z.output<typeof adminArticlesQuery>;

export const adminArticleOption = z.object({ id: z.uuid(), name: z.string() });
export type AdminArticleOption = z.infer<typeof adminArticleOption>;

/** One row of the admin table: everything it shows, read in one statement. */
export const adminArticleRow = z.object({
  id: z.uuid(),
  title: z.string(),
  slug: z.string(),
  contentType: z.enum(articleContentTypes),
  isPublished: z.boolean(),
  isFeatured: z.boolean(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  author: z.object({ firstName: z.string(), lastName: z.string() }).nullable(),
  guru: adminArticleOption.nullable(),
  categories: z.array(adminArticleOption),
  topics: z.array(adminArticleOption),
  likeCount: z.number().int().min(0),
  /** What a delete takes with it (the confirmation says so). */
  commentCount: z.number().int().min(0),
  bookmarkCount: z.number().int().min(0),
});
export type AdminArticleRow = z.infer<typeof adminArticleRow>;

export const adminArticlesResponse = z.object({
  articles: z.array(adminArticleRow),
  total: z.number().int().min(0),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminArticlesResponse = z.infer<typeof adminArticlesResponse>;

export const adminArticleParams = z.object({ articleId: z.uuid(messages.articleNotFound) });

/** The form's choices: categories, topics, gurus, each by name. */
export const adminArticleOptions = z.object({
  categories: z.array(adminArticleOption),
  topics: z.array(adminArticleOption),
  gurus: z.array(adminArticleOption),
});
export type AdminArticleOptions = z.infer<typeof adminArticleOptions>;

export const requiredText = (max: number) =>
  z
    .string(messages.requiredFields)
    .trim()
    .min(1, messages.requiredFields)
    .max(max, `At most ${max} characters.`);

/** Optional text: trimmed, and empty becomes null (spec 02 section 5). */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters.`)
    .nullish()
    .transform((value) => value || null);

const webUrlPattern = /^(?:https?:\/\/[^\s/]+\S*|\/(?![/\\])\S*)$/i;
/** A full http(s) URL or a same-site path (an upload's /uploads/...); empty becomes null. */
export const optionalUrl = z
  .string()
  .trim()
  .max(2000, 'At most 2000 characters.')
  .refine((value) => value === '' || webUrlPattern.test(value), messages.invalidUrl)
  .nullish()
  .transform((value) => value || null);

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Body text an editor leaves when it is empty ('<p></p>') counts as no body. */
export function isEmptyHtml(html: string): boolean {
  if (/<(?:img|iframe|video)\b/i.test(html)) return false;
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|\u00a0/g, ' ')
      .trim() === ''
  );
}

/**
 * The fields an article form shares (spec 02 section 5): the admin form and the guru form
 * (gurus/content-schemas.ts) both build their body from these, so the rules cannot drift.
 */
export const articleFormFields = {
  title: requiredText(adminArticleTitleMaxLength),
  subtitle: optionalText(500),
  slug: z
    .string(messages.requiredFields)
    .trim()
    .min(1, messages.requiredFields)
    .max(200, 'At most 200 characters.')
    .regex(slugPattern, messages.slugFormat),
  featuredImageUrl: optionalUrl,
  body: z
    .string(messages.requiredFields)
    .max(adminArticleBodyMaxLength, 'The body is too long.')
    .refine((html) => !isEmptyHtml(html), messages.requiredFields),
  proTip: optionalText(2000),
  contentType: z.enum(articleContentTypes, 'Choose a content type.').default('post'),
  videoUrl: optionalUrl,
  documentUrl: optionalUrl,
  categoryIds: z
    .array(z.uuid(messages.unknownCategory))
    .max(100)
    .default([])
    .transform((ids) => [...new Set(ids)]),
  topicIds: z
    .array(z.uuid(messages.unknownCategory))
    .max(100)
    .default([])
    .transform((ids) => [...new Set(ids)]),
  isPublished: z.boolean().default(false),
};
/** The shared fields as a valid form gives them. */
export type ArticleFormValues = {
  [Field in keyof typeof articleFormFields]: z.output<(typeof articleFormFields)[Field]>;
};

/** Video URL required for a video; document URL for a document or presentation (spec 02 section 5). */
export function checkContentTypeUrl(
  article: { contentType: string; videoUrl: string | null; documentUrl: string | null },
  context: z.RefinementCtx,
) {
  if (article.contentType === 'video' && !article.videoUrl) {
    context.addIssue({ code: 'custom', path: ['videoUrl'], message: messages.videoUrlRequired });
  }
  if (
    (article.contentType === 'document' || article.contentType === 'presentation') &&
    !article.documentUrl
  ) {
    context.addIssue({ code: 'custom', path: ['documentUrl'], message: messages.documentUrlRequired });
  }
}

/**
 * POST /api/admin/articles and PUT /api/admin/articles/:articleId: every field of spec 02's
 * article form. The web form and the server validate with this one schema.
 */
export const adminArticleBody = z
  .object({
    ...articleFormFields,
    /** Added image URLs: trimmed, empty ones ignored (spec 02 section 5). */
    contentImages: z
      .array(z.string().max(2000, 'At most 2000 characters.'))
      .max(adminArticleContentImagesMax, `At most ${adminArticleContentImagesMax} images.`)
      .default([])
      .transform((urls) => urls.map((url) => url.trim()).filter((url) => url !== ''))
      .refine((urls) => urls.every((url) => webUrlPattern.test(url)), messages.invalidUrl),
    visibilityScope: z.enum(articleVisibilityScopes, 'Choose who may see the article.').default('all'),
    isFeatured: z.boolean().default(false),
    /** Which guru record the article belongs to; null for none. */
    guruId: z
      .union([z.uuid(messages.guruNotFound), z.literal('')])
      .nullish()
      .transform((value) => value || null),
    estimatedReadTimeMinutes: z
      .union([z.number().int('Whole minutes only.').min(0, 'At least 0.').max(600, 'At most 600.'), z.nan()])
      .nullish()
      .transform((value) => (value === undefined || value === null || Number.isNaN(value) ? null : value)),
  })
  .strict()
  .superRefine(checkContentTypeUrl);
export type AdminArticleBody = z.input<typeof adminArticleBody>;
export type AdminArticleValues = z.output<typeof adminArticleBody>;

/**
 * The edit form's article: the body's fields as saved. The guru form's article
 * (gurus/content-schemas.ts) and a revision's snapshot (revision-schemas.ts) are made from it.
 */
export const adminArticleDetail = z.object({
  id: z.uuid(),
  title: z.string(),
  subtitle: z.string().nullable(),
  slug: z.string(),
  featuredImageUrl: z.string().nullable(),
  body: z.string(),
  proTip: z.string().nullable(),
  contentType: z.enum(articleContentTypes),
  videoUrl: z.string().nullable(),
  documentUrl: z.string().nullable(),
  contentImages: z.array(z.string()),
  categoryIds: z.array(z.uuid()),
  topicIds: z.array(z.uuid()),
  visibilityScope: z.enum(articleVisibilityScopes),
  isFeatured: z.boolean(),
  isPublished: z.boolean(),
  publishedAt: z.string().nullable(),
  guruId: z.uuid().nullable(),
  estimatedReadTimeMinutes: z.number().int().nullable(),
});
export type AdminArticleDetail = z.infer<typeof adminArticleDetail>;

/** GET /api/admin/articles/:articleId: the edit form in one answer. */
export const adminArticleFormResponse = adminArticleOptions.extend({ article: adminArticleDetail });
export type AdminArticleFormResponse = z.infer<typeof adminArticleFormResponse>;

/** POST/PUT: where the form goes next. */
export const adminArticleSavedResponse = z.object({
  article: z.object({ id: z.uuid(), slug: z.string() }),
});
export type AdminArticleSavedResponse = z.infer<typeof adminArticleSavedResponse>;

/** PATCH /api/admin/articles/:articleId: the list's toggles. */
export const adminArticleFlagsBody = z
  .object({ isPublished: z.boolean().optional(), isFeatured: z.boolean().optional() })
  .strict()
  .refine(
    (flags) => flags.isPublished !== undefined || flags.isFeatured !== undefined,
    messages.nothingToChange,
  );
export type AdminArticleFlagsBody = z.input<typeof adminArticleFlagsBody>;

export const adminArticleFlagsResponse = z.object({
  article: z.object({
    id: z.uuid(),
    isPublished: z.boolean(),
    isFeatured: z.boolean(),
    publishedAt: z.string().nullable(),
  }),
});
export type AdminArticleFlagsResponse = z.infer<typeof adminArticleFlagsResponse>;
