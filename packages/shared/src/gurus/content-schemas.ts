import { z } from 'zod';
import {
  adminArticleDetail,
  adminArticleMessages,
  articleFormFields,
  checkContentTypeUrl,
  optionalText,
  optionalUrl,
  requiredText,
} from '../articles/admin-schemas.ts';
import { articleCard } from '../articles/schemas.ts';
import {
  guruArticlesPageSize,
  guruContentMessages,
  guruSpecialtiesMax,
  guruStatusFilterLabels,
  guruTypeFilterLabels,
} from './content-messages.ts';

export { okResponse } from '../accounts/schemas.ts';
export {
  guruArticlesPageSize,
  guruContentMessages,
  guruSpecialtiesMax,
  guruStatusFilterLabels,
  guruTypeFilterLabels,
};

const keysOf = <T extends Record<string, string>>(labels: T) =>
  Object.keys(labels) as [keyof T & string, ...(keyof T & string)[]];
export const guruStatusFilters = keysOf(guruStatusFilterLabels);
export const guruTypeFilters = keysOf(guruTypeFilterLabels);
export type GuruStatusFilter = (typeof guruStatusFilters)[number];
export type GuruTypeFilter = (typeof guruTypeFilters)[number];

/** GET /api/guru-content/articles: search, the two toggles, the page. */
export const guruArticlesQuery = z.object({
  q: z.string().trim().max(200, 'Search can be at most 200 characters.').optional(),
  status: z.enum(guruStatusFilters, 'Status must be all, published or drafts').default('all'),
  type: z.enum(guruTypeFilters, 'Type must be all, post, document or video').default('all'),
  page: z.coerce.number().int().min(1, 'Page must be 1 or more').max(100_000).default(1),
});
export type GuruArticlesQuery = z.input<typeof guruArticlesQuery>;
export type GuruArticlesFilters = z.output<typeof guruArticlesQuery>;

const option = z.object({ id: z.uuid(), name: z.string() });

/** The viewer's own guru record (null: none yet). Inactive means not set up (decision 025). */
export const myGuru = z.object({
  id: z.uuid(),
  name: z.string(),
  slug: z.string(),
  businessName: z.string().nullable(),
  bio: z.string().nullable(),
  imageUrl: z.string().nullable(),
  specialties: z.array(z.string()),
  isActive: z.boolean(),
});
export type MyGuru = z.infer<typeof myGuru>;

/** One card of My Articles: everything it shows (spec 02 section 2). */
export const guruArticleCard = articleCard
  .pick({ id: true, title: true, subtitle: true, slug: true, featuredImageUrl: true, contentType: true })
  .extend({
    isPublished: z.boolean(),
    publishedAt: z.string().nullable(),
    createdAt: z.string(),
    categories: z.array(option),
    likeCount: z.number().int().min(0),
  });
export type GuruArticleCard = z.infer<typeof guruArticleCard>;

/** The page's one answer: the guru record (for its states) and one page of its articles. */
export const guruArticlesResponse = z.object({
  guru: myGuru.nullable(),
  articles: z.array(guruArticleCard),
  total: z.number().int().min(0),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type GuruArticlesResponse = z.infer<typeof guruArticlesResponse>;

/** The create form's one answer: whether the guru may write yet, and the choices. */
export const guruArticleOptions = z.object({
  guru: myGuru.nullable(),
  categories: z.array(option),
  topics: z.array(option),
});
export type GuruArticleOptions = z.infer<typeof guruArticleOptions>;

export const guruArticleParams = z.object({ articleId: z.uuid(adminArticleMessages.articleNotFound) });

/**
 * POST and PUT: the guru form's fields (spec 02 section 2), the admin form's rules. No guru,
 * author, featured flag or visibility: the server sets those (the viewer's own guru record,
 * 'all'), and a body naming them is refused (strict), forged guru ids included.
 */
export const guruArticleBody = z.object(articleFormFields).strict().superRefine(checkContentTypeUrl);
export type GuruArticleBody = z.input<typeof guruArticleBody>;
export type GuruArticleValues = z.output<typeof guruArticleBody>;

/** The edit form's article, as saved. */
export const guruArticleDetail = adminArticleDetail.omit({
  contentImages: true,
  visibilityScope: true,
  isFeatured: true,
  guruId: true,
  estimatedReadTimeMinutes: true,
});
export type GuruArticleDetail = z.infer<typeof guruArticleDetail>;

export const guruArticleFormResponse = z.object({
  article: guruArticleDetail,
  categories: z.array(option),
  topics: z.array(option),
});
export type GuruArticleFormResponse = z.infer<typeof guruArticleFormResponse>;

export const guruArticleSavedResponse = z.object({
  article: z.object({ id: z.uuid(), slug: z.string() }),
});
export type GuruArticleSavedResponse = z.infer<typeof guruArticleSavedResponse>;

/** PATCH: the card's publish/unpublish. */
export const guruArticlePublishBody = z
  .object({ isPublished: z.boolean('Say whether the article is published.') })
  .strict();
export type GuruArticlePublishBody = z.infer<typeof guruArticlePublishBody>;

export const guruArticlePublishResponse = z.object({
  article: z.object({ id: z.uuid(), isPublished: z.boolean(), publishedAt: z.string().nullable() }),
});
export type GuruArticlePublishResponse = z.infer<typeof guruArticlePublishResponse>;

/**
 * PUT /api/guru-content/profile: 'Set Up Guru Profile' creates or completes the viewer's
 * guru record and switches it on, so the directory at /gurus shows it.
 */
export const guruProfileBody = z
  .object({
    name: z
      .string(guruContentMessages.nameRequired)
      .trim()
      .min(1, guruContentMessages.nameRequired)
      .max(200, 'At most 200 characters.'),
    businessName: optionalText(200),
    bio: optionalText(5000),
    imageUrl: optionalUrl,
    specialties: z
      .array(requiredText(100))
      .max(guruSpecialtiesMax, guruContentMessages.tooManySpecialties)
      .default([])
      // The first spelling of a specialty named twice (any case) is kept.
      .transform((names) =>
        names.filter(
          (name, index) => names.findIndex((other) => other.toLowerCase() === name.toLowerCase()) === index,
        ),
      ),
  })
  .strict();
export type GuruProfileBody = z.input<typeof guruProfileBody>;
export type GuruProfileValues = z.output<typeof guruProfileBody>;

export const guruProfileSavedResponse = z.object({ guru: myGuru });
export type GuruProfileSavedResponse = z.infer<typeof guruProfileSavedResponse>;
