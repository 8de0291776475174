/*
 * The resources screens' texts and limits, apart from the zod schemas so the web app can
 * show them without loading the schema library; schemas.ts re-exports them.
 */

/** Spec 01 sections 2, 5 and 8 texts for the resources list and the article page. */
export const articlesMessages = {
  resourcesLoadFailed: 'Failed to load resources. Please try again later.',
  articleLoadFailed: 'Failed to load article. Please try again.',
  articleNotFound: 'Article not found',
  noResources: 'No Resources Found',
  linkCopied: 'Link copied to clipboard!',
  signInToLike: 'Sign in to like',
  signInToBookmark: 'Sign in to bookmark',
  commentRequired: 'Please write a comment before posting.',
  commentTooLong: 'A comment can be at most 5,000 characters.',
  commentNotFound: 'Comment not found',
  invalidCursor: 'This list link has expired. Please reload the resources.',
} as const;

/** Resources list page size ("Load more" adds this many). */
export const resourcesPageSize = 24;
/** Spec 01 section 9: related articles on the article page. */
export const relatedArticlesLimit = 5;
/** The newest comments the article page shows (the count says how many there are). */
export const articleCommentsLimit = 100;
/** Comment length after trimming (issue 11). */
export const commentMaxLength = 5000;
/** Longest search text accepted. */
export const searchMaxLength = 200;
