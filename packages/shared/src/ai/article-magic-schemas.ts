import { z } from 'zod';
import { adminArticleMessages } from '../articles/admin-messages.ts';
import { articleContentTypes } from '../domain-values.ts';
import {
  articleMagicMessages,
  articleMagicPageSize,
  articleMagicSortLabels,
  articleMagicStatusLabels,
  articleMagicTopicsLabels,
  articleMagicTypeLabels,
} from './article-magic-messages.ts';

export { okResponse } from '../accounts/schemas.ts';

const keysOf = <T extends Record<string, string>>(labels: T) =>
  Object.keys(labels) as [keyof T & string, ...(keyof T & string)[]];

export const articleMagicTypes = keysOf(articleMagicTypeLabels);
export const articleMagicTopicFilters = keysOf(articleMagicTopicsLabels);
export const articleMagicStatuses = keysOf(articleMagicStatusLabels);
export const articleMagicSorts = keysOf(articleMagicSortLabels);

/** GET /api/admin/article-magic: the page's URL search params carry the same names. */
export const articleMagicQuery = z.object({
  q: z.string().trim().max(200, 'Search can be at most 200 characters.').optional(),
  type: z.enum(articleMagicTypes, 'Type must be all, post, document, video or presentation').default('all'),
  topics: z.enum(articleMagicTopicFilters, 'Topics must be all, with or without').default('all'),
  status: z.enum(articleMagicStatuses, 'Status must be all, published or drafts').default('all'),
  sort: z.enum(articleMagicSorts, 'Sort must be newest, oldest or title').default('newest'),
  page: z.coerce.number().int().min(1, 'Page must be 1 or more').max(100_000).default(1),
});
export type ArticleMagicQuery = z.input<typeof articleMagicQuery>;
export type ArticleMagicFilters = z.output<typeof articleMagicQuery>;

const topic = z.object({ id: z.uuid(), name: z.string() });
export type ArticleMagicTopic = z.infer<typeof topic>;

export const articleMagicRow = z.object({
  id: z.uuid(),
  title: z.string(),
  subtitle: z.string().nullable(),
  slug: z.string(),
  contentType: z.enum(articleContentTypes),
  isPublished: z.boolean(),
  author: z.object({ firstName: z.string(), lastName: z.string() }).nullable(),
  topics: z.array(topic),
  updatedAt: z.string(),
});
export type ArticleMagicRow = z.infer<typeof articleMagicRow>;

export const articleMagicResponse = z.object({
  articles: z.array(articleMagicRow),
  total: z.number().int().min(0),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Whether the server has an AI provider; without one, the variables to set (names only). */
  ai: z.object({
    isConfigured: z.boolean(),
    model: z.string().nullable(),
    settings: z.array(z.string()),
  }),
});
export type ArticleMagicResponse = z.infer<typeof articleMagicResponse>;

export const articleMagicParams = z.object({ articleId: z.uuid(articleMagicMessages.articleNotFound) });

/**
 * What the AI must answer (spec 02 sections 3 and 7): one JSON object. An answer that is not
 * JSON or does not fit this is malformed: asked once more, then the spec's error.
 */
export const aiEnhancementResult = z.object({
  title: z.string().trim().min(1).max(300),
  subtitle: z.string().trim().max(500).nullish(),
  featuredImage: z.string().trim().max(2000).nullish(),
  proTip: z.string().trim().max(2000).nullish(),
  body: z.string().trim().min(1).max(500_000),
  suggestedTopics: z.array(z.string().max(200)).max(20).default([]),
});
export type AiEnhancementResult = z.infer<typeof aiEnhancementResult>;

/** One side of the preview: what the article has, or what the AI proposes (normalised, sanitised). */
export const articleMagicVersion = z.object({
  title: z.string(),
  subtitle: z.string().nullable(),
  featuredImageUrl: z.string().nullable(),
  proTip: z.string().nullable(),
  body: z.string(),
  topics: z.array(topic),
});
export type ArticleMagicVersion = z.infer<typeof articleMagicVersion>;

/**
 * POST /api/admin/article-magic/:articleId/enhance answers a stream of server-sent events
 * (decision 028), each `event: <type>` with this JSON as `data`:
 * - delta: a piece of the AI's answer as it arrives;
 * - retry: the answer was malformed, the AI is asked once more (start over);
 * - result: the original and the enhanced version (topics matched, image URL normalised,
 *   body sanitised);
 * - error: the spec's message (the AI's error, or 'Failed to enhance article. Please try again.').
 */
export const articleMagicStreamEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('delta'), text: z.string() }),
  z.object({ type: z.literal('retry'), message: z.string() }),
  z.object({ type: z.literal('result'), original: articleMagicVersion, enhanced: articleMagicVersion }),
  z.object({ type: z.literal('error'), message: z.string() }),
]);
export type ArticleMagicStreamEvent = z.infer<typeof articleMagicStreamEvent>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters.`)
    .nullish()
    .transform((value) => value || null);

/** POST /api/admin/article-magic/:articleId/save: the preview's enhanced side as approved. */
export const articleMagicSaveBody = z
  .object({
    title: z
      .string(adminArticleMessages.requiredFields)
      .trim()
      .min(1, adminArticleMessages.requiredFields)
      .max(300, 'At most 300 characters.'),
    subtitle: optionalText(500),
    featuredImageUrl: optionalText(2000).refine(
      (url) => url === null || /^(?:https?:\/\/[^\s/]+\S*|\/(?![/\\])\S*)$/i.test(url),
      adminArticleMessages.invalidUrl,
    ),
    proTip: optionalText(2000),
    body: z
      .string(adminArticleMessages.requiredFields)
      .trim()
      .min(1, adminArticleMessages.requiredFields)
      .max(500_000, 'The body is too long.'),
    /** The chosen suggested topics; they replace the article's topics (none chosen: topics unchanged). */
    topicIds: z
      .array(z.uuid(adminArticleMessages.unknownCategory))
      .max(20)
      .default([])
      .transform((ids) => [...new Set(ids)]),
  })
  .strict();
export type ArticleMagicSaveBody = z.input<typeof articleMagicSaveBody>;
export type ArticleMagicSaveValues = z.output<typeof articleMagicSaveBody>;

export const articleMagicSavedResponse = z.object({
  article: z.object({ id: z.uuid(), slug: z.string(), title: z.string() }),
});
export type ArticleMagicSavedResponse = z.infer<typeof articleMagicSavedResponse>;

export { articleMagicPageSize };
