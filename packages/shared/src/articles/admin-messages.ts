/*
 * The admin articles screens' texts and limits (spec 02 sections 2, 5 and 8), apart from the
 * zod schemas so the web app can show them without loading the schema library;
 * admin-schemas.ts re-exports them.
 */

export const adminArticleMessages = {
  title: 'Manage Articles',
  requiredFields: 'Please fill in all required fields.',
  loadFailed: 'Failed to load articles. Please try again.',
  loadArticleFailed: 'Failed to load article data. Please try again.',
  articleNotFound: 'Article not found',
  saveFailed: 'Failed to save article. Please try again.',
  createFailed: 'Failed to create article',
  deleteFailed: 'Failed to delete article. Please try again.',
  // Ours: the toggles' failure (the spec only logs it), the outcomes and the rules it states without a text.
  toggleFailed: 'Failed to update the article. Please try again.',
  created: 'Article created.',
  saved: 'Article saved.',
  deleted: 'Article deleted.',
  slugTaken: 'This slug is already used by another article. Please choose another.',
  slugFormat: 'The slug may contain only lowercase letters, numbers and single hyphens.',
  videoUrlRequired: 'Video URL is required for videos.',
  documentUrlRequired: 'Document URL is required for documents and presentations.',
  invalidUrl: 'Please enter a full URL (https://...) or an uploaded file (/uploads/...).',
  guruNotFound: 'The chosen guru does not exist.',
  unknownCategory: 'A chosen category or topic does not exist.',
  nothingToChange: 'Say whether the article is published or featured.',
  noArticles: 'No articles found',
} as const;

/** Filter option texts (spec 02 section 2), in the order the selects show them. */
export const adminPublishedFilterLabels = { all: 'All', published: 'Published', drafts: 'Drafts' } as const;
export const adminFeaturedFilterLabels = {
  all: 'All',
  featured: 'Featured',
  not_featured: 'Not Featured',
} as const;
/**
 * The type filter: spec 02 names four options. 'Documents' covers documents and
 * presentations (both are files behind a document URL, spec 02 section 5).
 */
export const adminTypeFilterLabels = {
  all: 'All Types',
  post: 'Articles',
  document: 'Documents',
  video: 'Videos',
} as const;

export const adminArticleSortLabels = {
  createdAt: 'Created',
  publishedAt: 'Published',
  title: 'Title',
} as const;

export const adminArticlePageSizes = [10, 20, 50] as const;
export const adminArticleDefaultPageSize = 20;
export const adminArticleTitleMaxLength = 300;
export const adminArticleBodyMaxLength = 500_000;
export const adminArticleContentImagesMax = 30;

/** Spec 02 section 5: an article without a title gets `untitled-article-{timestamp}`. */
export const untitledArticleSlug = (now = Date.now()) => `untitled-article-${now}`;
