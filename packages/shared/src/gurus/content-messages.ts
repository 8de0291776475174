/*
 * My Guru Content and the guru article form (spec 02 sections 2, 5, 6 and 8): texts and
 * limits apart from the zod schemas, so pages show them without loading zod;
 * content-schemas.ts re-exports them.
 */

export const guruContentMessages = {
  title: 'My Guru Content',
  createTitle: 'Create New Article',
  editTitle: 'Edit Article',
  // The list's two access states (spec 02 section 2).
  notAGuru: 'You need guru privileges to create and manage content.',
  notAGuruHint: 'Contact an administrator if you believe you should have access.',
  noGuruProfile: 'You need to complete your guru profile before managing content.',
  setUpProfile: 'Set Up Guru Profile',
  // The form's guru-record requirement (spec 02 section 5): also the server's refusal of a write.
  profileRequired: 'You need to complete your guru profile before creating content.',
  // The list.
  noArticles: 'No Articles Found',
  createFirst: 'Create Your First Article',
  adjustFilters: 'Try adjusting your search or filters.',
  notPublished: 'Not published',
  loadFailed: 'Failed to load articles. Please try again.',
  loadArticleFailed: 'Failed to load article data. Please try again.',
  deleteFailed: 'Failed to delete article. Please try again.',
  deleteConfirm: (title: string) =>
    `Are you sure you want to delete "${title}"? This action cannot be undone.`,
  // Ours: the outcomes (the spec only logs the publish toggle's failure; we say it).
  toggleFailed: 'Failed to update the article. Please try again.',
  published: 'Article published.',
  unpublished: 'Article moved to drafts.',
  created: 'Article created.',
  saved: 'Article saved.',
  deleted: 'Article deleted.',
  // The guru profile set-up (ours: the spec shows the button only).
  profileSaved: 'Your guru profile is set up.',
  profileSaveFailed: 'Failed to save your guru profile. Please try again.',
  nameRequired: 'Please enter your name.',
  tooManySpecialties: 'At most 20 specialties.',
} as const;

/** The status toggle (spec 02 section 2), in its order. */
export const guruStatusFilterLabels = { all: 'All', published: 'Published', drafts: 'Drafts' } as const;
/** The type toggle: 'Documents' holds documents and presentations, as on the admin screen. */
export const guruTypeFilterLabels = {
  all: 'All Types',
  post: 'Articles',
  document: 'Documents',
  video: 'Videos',
} as const;

/** Cards per page of My Articles (a guru's list grows: paged on the server). */
export const guruArticlesPageSize = 12;
export const guruSpecialtiesMax = 20;
