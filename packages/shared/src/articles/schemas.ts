import { z } from 'zod';
import { articleContentTypes } from '../domain-values.ts';
import {
  articleCommentsLimit,
  articlesMessages,
  commentMaxLength,
  relatedArticlesLimit,
  resourcesPageSize,
  searchMaxLength,
} from './messages.ts';

/** Writes with nothing else to say answer `{ ok: true }`. */
export { okResponse } from '../accounts/schemas.ts';
export {
  articleCommentsLimit,
  articlesMessages,
  commentMaxLength,
  relatedArticlesLimit,
  resourcesPageSize,
  searchMaxLength,
};

const author = z
  .object({ firstName: z.string(), lastName: z.string(), avatarUrl: z.string().nullable() })
  .nullable();

/** What a list or card shows of an article (home scroller, recent resources, lists). */
export const articleCard = z.object({
  id: z.uuid(),
  title: z.string(),
  subtitle: z.string().nullable(),
  slug: z.string(),
  featuredImageUrl: z.string().nullable(),
  contentType: z.enum(articleContentTypes),
  publishedAt: z.string().nullable(),
  estimatedReadTimeMinutes: z.number().int().nullable(),
  author,
});
export type ArticleCard = z.infer<typeof articleCard>;

/** A category or topic: filter options and an article's tags. */
export const articleTag = z.object({ id: z.uuid(), name: z.string(), slug: z.string() });
export type ArticleTag = z.infer<typeof articleTag>;

/**
 * Highlighted text as segments, rendered as text (never innerHTML): `match` marks the
 * words the search matched.
 */
export const highlightSegment = z.object({ text: z.string(), match: z.boolean() });
export type HighlightSegment = z.infer<typeof highlightSegment>;

/**
 * One row of the resources list: what its card shows. Its topics are chips on the card; its
 * categories are not shown there (the filter above the list and the article page show them),
 * so a page of 24 does not carry them (issue 21: the list's bytes bound its throughput).
 */
export const resourceItem = articleCard.extend({
  topics: z.array(articleTag),
  /** With a search: the title and a passage of the subtitle or body with the matches marked; else null. */
  highlight: z.object({ title: z.array(highlightSegment), snippet: z.array(highlightSegment) }).nullable(),
});
export type ResourceItem = z.infer<typeof resourceItem>;

const slugFilter = z.string().trim().min(1).max(200).optional();

/** GET /api/articles: every filter lives in the page URL with the same names. */
export const resourcesQuery = z.object({
  /** Search text (PostgreSQL web-search syntax: words, "phrases", -excluded, or). */
  q: z
    .string()
    .trim()
    .max(searchMaxLength, `Search can be at most ${searchMaxLength} characters.`)
    .optional(),
  /** Category slug. */
  category: slugFilter,
  /** Topic slug. */
  topic: slugFilter,
  type: z.enum(articleContentTypes, 'Type must be one of post, document, video, presentation').optional(),
  /** Only the viewer's bookmarked articles. */
  saved: z
    .enum(['true', 'false'], 'Saved must be true or false')
    .optional()
    .transform((value) => value === 'true'),
  /** Guru slug: the articles linked to that guru (the guru page's 'view all'). */
  guru: slugFilter,
  /** `nextCursor` of the previous page. */
  cursor: z.string().max(500).optional(),
});
export type ResourcesQuery = z.input<typeof resourcesQuery>;

export const resourcesResponse = z.object({
  items: z.array(resourceItem),
  /** Pass as `cursor` for the next 24; null on the last page. */
  nextCursor: z.string().nullable(),
  /** Filter options, ordered by name. */
  categories: z.array(articleTag),
  topics: z.array(articleTag),
  /** The guru of the `guru` filter (for the heading); null without it or when unknown. */
  guru: z.object({ name: z.string(), slug: z.string() }).nullable(),
});
export type ResourcesResponse = z.infer<typeof resourcesResponse>;

export const articleSlugParams = z.object({ slug: z.string().min(1).max(200) });
export const articleParams = z.object({ articleId: z.uuid('Article id must be a UUID') });

export const articleComment = z.object({
  id: z.uuid(),
  /** Plain text: render as text. */
  content: z.string(),
  createdAt: z.string(),
  author: z.object({
    id: z.uuid(),
    firstName: z.string(),
    lastName: z.string(),
    avatarUrl: z.string().nullable(),
  }),
  /** The viewer may delete it (its author, support, superadmin). */
  canDelete: z.boolean(),
});
export type ArticleComment = z.infer<typeof articleComment>;

export const articleDetail = articleCard.extend({
  /** Sanitised HTML (the shared allow-list). */
  body: z.string(),
  proTip: z.string().nullable(),
  videoUrl: z.string().nullable(),
  documentUrl: z.string().nullable(),
  /** Always a list, even where the stored value was a JSON string. */
  contentImages: z.array(z.string()),
  isPublished: z.boolean(),
  visibilityScope: z.enum(['all', 'agents_only']),
  categories: z.array(articleTag),
  topics: z.array(articleTag),
  guru: z.object({ name: z.string(), slug: z.string(), imageUrl: z.string().nullable() }).nullable(),
});
export type ArticleDetail = z.infer<typeof articleDetail>;

/** GET /api/articles/:slug: everything the article page shows. */
export const articleDetailResponse = z.object({
  article: articleDetail,
  likeCount: z.number().int().min(0),
  isLiked: z.boolean(),
  isBookmarked: z.boolean(),
  /** Newest first, at most `articleCommentsLimit`. */
  comments: z.array(articleComment),
  commentCount: z.number().int().min(0),
  /** Up to 5 other published articles, those sharing a topic first. */
  related: z.array(articleCard),
});
export type ArticleDetailResponse = z.infer<typeof articleDetailResponse>;

/** PUT/DELETE /api/articles/:articleId/like (idempotent). */
export const articleLikeResponse = z.object({ isLiked: z.boolean(), likeCount: z.number().int().min(0) });
export type ArticleLikeResponse = z.infer<typeof articleLikeResponse>;

/** PUT/DELETE /api/articles/:articleId/bookmark (idempotent). */
export const articleBookmarkResponse = z.object({ isBookmarked: z.boolean() });
export type ArticleBookmarkResponse = z.infer<typeof articleBookmarkResponse>;
