import { z } from 'zod';
import { highlightSegment } from '../articles/schemas.ts';
import {
  type CommunityTab,
  communityLimits,
  communityMessages,
  communityTabs,
  type ModerationAction,
  moderationActions,
  type ReportReason,
  reportReasons,
} from './messages.ts';

export {
  type CommunityTab,
  communityLimits,
  communityMessages,
  communityTabs,
  type ModerationAction,
  moderationActions,
  type ReportReason,
  reportReasons,
};

const id = (label: string) => z.uuid(`${label} must be a UUID`);

/** What a member writes: plain text (URLs become links, markup reads as text). */
const body = z
  .string(communityMessages.bodyRequired)
  .trim()
  .min(1, communityMessages.bodyRequired)
  .max(communityLimits.bodyMax, communityMessages.bodyTooLong);
const title = z
  .string(communityMessages.titleRequired)
  .trim()
  .min(1, communityMessages.titleRequired)
  .max(communityLimits.titleMax, communityMessages.titleTooLong);
const page = z.coerce
  .number()
  .int('Page must be a whole number')
  .min(1, 'Page must be at least 1')
  .default(1);

export const postParams = z.object({ postId: id('Discussion id') });
export const replyParams = z.object({ replyId: id('Reply id') });
export const categoryParams = z.object({ categoryId: id('Category id') });
export const lessonDiscussionParams = z.object({ lessonId: id('Lesson id') });
export const articleDiscussionParams = z.object({ articleId: id('Article id') });

export const communityAuthor = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  avatarUrl: z.string().nullable(),
  /** The organization's name (the agency), when the author has one. */
  agencyName: z.string().nullable(),
});
export type CommunityAuthor = z.infer<typeof communityAuthor>;

/** A writer of a post or reply as the Community shows them: with their level (1-10, issue 59). */
export const communityWriter = communityAuthor.extend({
  /** The level from their points total (decision 080), shown as a small badge beside the name. */
  level: z.number().int().min(1).max(10),
});
export type CommunityWriter = z.infer<typeof communityWriter>;

/** Where a post lives: a category of /community, a lesson or an article. */
export const communityPlace = z.object({
  kind: z.enum(['category', 'lesson', 'article']),
  id: z.uuid(),
  /** The category's name, the lesson's or the article's title. */
  name: z.string(),
  /** An article's slug; a lesson's pillar and key element slugs (for its link). */
  slug: z.string().nullable(),
  pillarSlug: z.string().nullable(),
  elementSlug: z.string().nullable(),
});
export type CommunityPlace = z.infer<typeof communityPlace>;

/**
 * A person @mentioned in a post or reply whose page the reader can open (their listing in
 * the member directory): the text's `@<name>` links to it. Others stay plain text.
 */
export const communityMention = z.object({ id: z.uuid(), name: z.string() });
export type CommunityMention = z.infer<typeof communityMention>;

export const communityCategory = z.object({ id: z.uuid(), name: z.string(), position: z.number().int() });
export type CommunityCategory = z.infer<typeof communityCategory>;

/** A row of /community. */
export const communityPostRow = z.object({
  id: z.uuid(),
  /** "Hidden by a moderator" when moderators hid it (null for a lesson's or an article's post). */
  title: z.string().nullable(),
  /** The first words of the body (plain text), or null when moderators hid it. */
  excerpt: z.string().nullable(),
  place: communityPlace,
  author: communityWriter,
  replyCount: z.number().int().min(0),
  likeCount: z.number().int().min(0),
  isAnswered: z.boolean(),
  isPinned: z.boolean(),
  isLocked: z.boolean(),
  isHidden: z.boolean(),
  createdAt: z.string(),
  lastActivityAt: z.string(),
  highlight: z.object({ title: z.array(highlightSegment), snippet: z.array(highlightSegment) }).nullable(),
});
export type CommunityPostRow = z.infer<typeof communityPostRow>;

export const communityListQuery = z.object({
  tab: z.enum(communityTabs, `Tab must be one of ${communityTabs.join(', ')}`).default('recent'),
  categoryId: id('Category').optional(),
  pillarId: id('Pillar').optional(),
  topicId: id('Topic').optional(),
  q: z.string().trim().max(200, 'Search can be at most 200 characters').optional(),
  page,
});
export type CommunityListQuery = z.input<typeof communityListQuery>;
/** What the server reads (defaults applied). */
export type CommunityListInput = z.infer<typeof communityListQuery>;

export const communityListResponse = z.object({
  posts: z.array(communityPostRow),
  page: z.number().int(),
  hasMore: z.boolean(),
  categories: z.array(communityCategory),
});
export type CommunityListResponse = z.infer<typeof communityListResponse>;

/** A post as its thread (or its lesson's or article's discussion) shows it. */
export const communityPost = z.object({
  id: z.uuid(),
  /** Its title; "Hidden by a moderator" when hidden, unless the viewer wrote it or moderates. */
  title: z.string().nullable(),
  /**
   * Sanitised HTML; null when hidden by moderators ("Hidden by a moderator" shows in place),
   * unless the viewer wrote it or moderates (they read it with that notice).
   */
  bodyHtml: z.string().nullable(),
  /** The text as written (for Edit and quoting); null when `bodyHtml` is. */
  body: z.string().nullable(),
  mentions: z.array(communityMention),
  place: communityPlace,
  author: communityWriter,
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  lastActivityAt: z.string(),
  replyCount: z.number().int().min(0),
  likeCount: z.number().int().min(0),
  answerReplyId: z.uuid().nullable(),
  isHidden: z.boolean(),
  isLocked: z.boolean(),
  isPinned: z.boolean(),
  isLiked: z.boolean(),
  isFollowing: z.boolean(),
  canEdit: z.boolean(),
  canDelete: z.boolean(),
  canMarkAnswer: z.boolean(),
  canModerate: z.boolean(),
});
export type CommunityPost = z.infer<typeof communityPost>;

export const communityReply = z.object({
  id: z.uuid(),
  postId: z.uuid(),
  /** As a post's: null when hidden, unless the viewer wrote it or moderates. */
  bodyHtml: z.string().nullable(),
  body: z.string().nullable(),
  mentions: z.array(communityMention),
  author: communityWriter,
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  likeCount: z.number().int().min(0),
  isLiked: z.boolean(),
  isHidden: z.boolean(),
  isAnswer: z.boolean(),
  /** The reply this one quotes: its author and first words (null when hidden or gone). */
  quoted: z.object({ id: z.uuid(), authorName: z.string(), excerpt: z.string().nullable() }).nullable(),
  canEdit: z.boolean(),
  canDelete: z.boolean(),
});
export type CommunityReply = z.infer<typeof communityReply>;

export const threadQuery = z.object({ page });
export const threadResponse = z.object({
  /** Its `replyCount` leaves hidden replies out; they keep their place in the pages. */
  post: communityPost,
  /** Oldest first, `communityLimits.repliesPageSize` a page, hidden ones in place. */
  replies: z.array(communityReply),
  page: z.number().int(),
  pageCount: z.number().int(),
});
export type ThreadResponse = z.infer<typeof threadResponse>;

/** A lesson's or an article's discussion: a page of its posts, newest first (pinned first). */
export const placeDiscussionQuery = z.object({ page });
export type PlaceDiscussionQuery = z.input<typeof placeDiscussionQuery>;
export const placeDiscussionResponse = z.object({
  place: communityPlace,
  /** `communityLimits.pageSize` a page. */
  posts: z.array(communityPost),
  postCount: z.number().int().min(0),
  page: z.number().int(),
  hasMore: z.boolean(),
});
export type PlaceDiscussionResponse = z.infer<typeof placeDiscussionResponse>;

/** New discussion (a category and a title) or a post under a lesson or an article. */
export const createPostBody = z
  .object({
    categoryId: id('Category').optional(),
    lessonId: id('Lesson').optional(),
    articleId: id('Article').optional(),
    title: title.optional(),
    body,
    /** People the author picked in the @mention list (those who cannot see the thread are ignored). */
    mentionIds: z.array(z.uuid()).max(20).default([]),
  })
  .strict()
  .refine((value) => [value.categoryId, value.lessonId, value.articleId].filter(Boolean).length === 1, {
    message: communityMessages.categoryRequired,
    path: ['categoryId'],
  })
  .refine((value) => !value.categoryId || value.title !== undefined, {
    message: communityMessages.titleRequired,
    path: ['title'],
  });
export type CreatePostBody = z.input<typeof createPostBody>;

export const updatePostBody = z.object({ title: title.optional(), body }).strict();
export type UpdatePostBody = z.input<typeof updatePostBody>;

export const createReplyBody = z
  .object({
    body,
    quotedReplyId: id('Quoted reply').optional(),
    mentionIds: z.array(z.uuid()).max(20).default([]),
  })
  .strict();
export type CreateReplyBody = z.input<typeof createReplyBody>;

export const updateReplyBody = z.object({ body }).strict();
export type UpdateReplyBody = z.input<typeof updateReplyBody>;

export const postResponse = z.object({ post: communityPost });
export type PostResponse = z.infer<typeof postResponse>;
export const replyResponse = z.object({ reply: communityReply });
export type ReplyResponse = z.infer<typeof replyResponse>;
export const likeResponse = z.object({ isLiked: z.boolean(), likeCount: z.number().int().min(0) });
export type LikeResponse = z.infer<typeof likeResponse>;
export const followResponse = z.object({ isFollowing: z.boolean() });
export type FollowResponse = z.infer<typeof followResponse>;
export const markAnswerBody = z.object({ replyId: id('Reply') }).strict();
export const answerResponse = z.object({ answerReplyId: z.uuid().nullable() });
export type AnswerResponse = z.infer<typeof answerResponse>;
export const okResponse = z.object({ ok: z.literal(true) });

export const reportBody = z
  .object({
    postId: id('Discussion'),
    replyId: id('Reply').optional(),
    reason: z.enum(reportReasons, `Reason must be one of ${reportReasons.join(', ')}`),
    note: z
      .string()
      .trim()
      .max(communityLimits.reportNoteMax, communityMessages.reportNoteTooLong)
      .default(''),
  })
  .strict();
export type ReportBody = z.input<typeof reportBody>;

/** /admin/community: open reports, newest first, with what they point at. */
export const communityReportRow = z.object({
  id: z.uuid(),
  reason: z.enum(reportReasons),
  note: z.string(),
  createdAt: z.string(),
  reporter: communityAuthor,
  postId: z.uuid(),
  postTitle: z.string().nullable(),
  replyId: z.uuid().nullable(),
  /** The reported text (plain). */
  excerpt: z.string(),
  author: communityAuthor,
  isHidden: z.boolean(),
  isLocked: z.boolean(),
  isPinned: z.boolean(),
  categoryId: z.uuid().nullable(),
});
export type CommunityReportRow = z.infer<typeof communityReportRow>;
export const reportsResponse = z.object({
  reports: z.array(communityReportRow),
  categories: z.array(communityCategory),
});
export type ReportsResponse = z.infer<typeof reportsResponse>;

export const moderatePostBody = z
  .object({
    action: z.enum(moderationActions, `Action must be one of ${moderationActions.join(', ')}`),
    /** For `move`: the category it goes to. */
    categoryId: id('Category').optional(),
  })
  .strict()
  .refine((value) => value.action !== 'move' || value.categoryId !== undefined, {
    message: communityMessages.categoryRequired,
    path: ['categoryId'],
  });
export type ModeratePostBody = z.input<typeof moderatePostBody>;
/**
 * /admin/community's "Hidden by moderators": what was hidden, newest first, with its text, so
 * moderators can read it and restore it (the `unhide` action).
 */
export const hiddenItemRow = z.object({
  postId: z.uuid(),
  /** Null for the post itself. */
  replyId: z.uuid().nullable(),
  postTitle: z.string().nullable(),
  /** Where the post is: its category's name, its lesson's or article's title. */
  placeName: z.string(),
  /** The hidden text (plain). */
  excerpt: z.string(),
  author: communityAuthor,
  hiddenAt: z.string(),
});
export type HiddenItemRow = z.infer<typeof hiddenItemRow>;
export const hiddenItemsResponse = z.object({ items: z.array(hiddenItemRow) });
export type HiddenItemsResponse = z.infer<typeof hiddenItemsResponse>;

export const moderateReplyBody = z
  .object({ action: z.enum(['hide', 'unhide', 'delete'], 'Action must be one of hide, unhide, delete') })
  .strict();
export type ModerateReplyBody = z.input<typeof moderateReplyBody>;

export const categoryBody = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'Please name the category.')
      .max(60, 'A name can be at most 60 characters.'),
    position: z.number().int().min(0).max(1000).default(0),
  })
  .strict();
export type CategoryBody = z.input<typeof categoryBody>;
export const categoryResponse = z.object({ category: communityCategory });
