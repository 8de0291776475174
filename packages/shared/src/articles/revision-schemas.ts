import { z } from 'zod';
import { adminArticleDetail } from './admin-schemas.ts';
import { revisionMessages, revisionPageSize, revisionSourceLabels } from './revision-messages.ts';

export { revisionMessages, revisionPageSize, revisionSourceLabels };

/**
 * An article as a revision keeps it (content_revisions.snapshot): every column an editor can
 * change (the edit form's article without its id), then its category and topic ids. The
 * server writes it in one statement (modules/articles/revisions.ts) and a restore writes it back.
 */
const { id: _id, categoryIds, topicIds, ...articleColumns } = adminArticleDetail.shape;
export const articleRevisionSnapshot = z.object({ ...articleColumns, categoryIds, topicIds });
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
