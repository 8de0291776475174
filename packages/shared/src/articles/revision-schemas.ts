import { z } from 'zod';
import { articleContentTypes, articleVisibilityScopes } from '../domain-values.ts';
import { revisionMessages, revisionPageSize, revisionSourceLabels } from './revision-messages.ts';

export { revisionMessages, revisionPageSize, revisionSourceLabels };

/**
 * An article as a revision keeps it (content_revisions.snapshot): every column an editor can
 * change, with its category and topic ids. The server writes it in one statement
 * (modules/articles/revisions.ts) and a restore writes it back.
 */
export const articleRevisionSnapshot = z.object({
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
  visibilityScope: z.enum(articleVisibilityScopes),
  isFeatured: z.boolean(),
  isPublished: z.boolean(),
  publishedAt: z.string().nullable(),
  guruId: z.uuid().nullable(),
  estimatedReadTimeMinutes: z.number().int().nullable(),
  categoryIds: z.array(z.uuid()),
  topicIds: z.array(z.uuid()),
});
export type ArticleRevisionSnapshot = z.infer<typeof articleRevisionSnapshot>;

export const articleRevisionParams = z.object({
  articleId: z.uuid(revisionMessages.articleNotFound),
});
export const articleRevisionItemParams = articleRevisionParams.extend({
  revisionId: z.uuid(revisionMessages.revisionNotFound),
});

export const articleRevisionsQuery = z.object({
  page: z.coerce.number().int().min(1, 'Page must be 1 or more').max(100_000).default(1),
});

/** One earlier version in the history list: when, who, which write replaced it, and the version itself. */
export const articleRevision = z.object({
  id: z.uuid(),
  createdAt: z.string(),
  /** The write that replaced this version (revisionSourceLabels names it). */
  source: z.string(),
  actor: z.object({ name: z.string().nullable(), email: z.string().nullable() }).nullable(),
  article: articleRevisionSnapshot,
});
export type ArticleRevision = z.infer<typeof articleRevision>;

/** GET /api/admin/articles/:articleId/revisions: newest first, `revisionPageSize` a page. */
export const articleRevisionsResponse = z.object({
  revisions: z.array(articleRevision),
  total: z.number().int().min(0),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ArticleRevisionsResponse = z.infer<typeof articleRevisionsResponse>;

/** POST .../revisions/:revisionId/restore: the article as it now is (the version before it is a new revision). */
export const articleRevisionRestoredResponse = z.object({
  article: z.object({ id: z.uuid(), slug: z.string(), title: z.string() }),
});
export type ArticleRevisionRestoredResponse = z.infer<typeof articleRevisionRestoredResponse>;
