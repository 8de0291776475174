/*
 * Article Magic's texts and constants (spec 02: the screen in section 2, states in 4, rules in 5,
 * errors in 8, constants in 9), apart from the zod schemas so the web app shows them without
 * loading the schema library. Texts marked "ours" are not in the spec.
 */
import { groupThousands } from '../numbers.ts';

export const articleMagicMessages = {
  title: 'Article Magic',
  // Ours: the page's subtitle.
  subtitle: 'Rewrite articles with AI, compare side by side, then save or keep the original.',
  backToAdmin: 'Back to Admin Dashboard',
  searchLabel: 'Search articles',
  searchPlaceholder: 'Search by title or subtitle...',
  resetFilters: 'Reset Filters',
  found: (count: number) => `${count} article(s) found`,
  howItWorksTitle: 'How Article Magic Works',
  // Ours: the info box's text.
  howItWorks: [
    'Enhance with AI rewrites an article’s title, subtitle, pro tip and body, suggests a featured image and 2-4 of your existing topics.',
    'Preview Changes shows the original and the enhanced version side by side, with the body’s changed words marked.',
    'Nothing changes until you press Save Changes. The previous version is kept in the article’s history, where one click restores it.',
  ],
  columns: {
    title: 'Title',
    author: 'Author',
    type: 'Type',
    topics: 'Topics',
    updated: 'Last Updated',
    actions: 'Actions',
  },
  noAuthor: 'No author',
  noTopics: 'No topics',
  moreTopics: (count: number) => `+${count} more`,
  enhance: 'Enhance with AI',
  enhanceShort: 'Enhance',
  enhancing: 'Enhancing...',
  previewChanges: 'Preview Changes',
  hidePreview: 'Hide Preview',
  saveChanges: 'Save Changes',
  saving: 'Saving...',
  cancel: 'Cancel',
  tryAgain: 'Try Again',
  edit: 'Edit',
  history: 'History',
  errorRow: (message: string) => `Error enhancing article: ${message}`,
  enhanceFailed: 'Failed to enhance article. Please try again.',
  saveFailed: 'Failed to save enhanced article. Please try again.',
  // Ours: the outcome of a save, and what the stream shows while the answer arrives.
  saved: 'Enhanced article saved. The previous version is in the article’s history (Edit).',
  receiving: (characters: number) =>
    `Receiving the AI’s answer (${groupThousands(characters)} characters)...`,
  retrying: 'The AI’s answer was not valid JSON. Asking once more...',
  noArticles: 'No articles found',
  loadFailed: 'Failed to load articles. Please try again.',
  // Ours: without an AI provider the screen says what to set (never a value).
  notConfiguredTitle: 'Article Magic needs an AI provider',
  notConfigured:
    'Set OPENAI_API_KEY on the server (and OPENAI_BASE_URL for a provider other than OpenAI, such as Azure, OpenRouter or a local Ollama; AI_MODEL for another model), then restart it.',
  model: (model: string) => `Model: ${model}`,
  articleNotFound: 'Article not found',
  // Ours (issue 38): the limits on enhancements (each one is paid AI calls).
  alreadyEnhancing:
    'This article is being enhanced already. Wait for that enhancement to finish (or cancel it), then try again.',
  tooManyRunning: (running: number) =>
    `You have ${running} enhancements running already. Try again when one of them has finished.`,
  tooManyPerHour: (perHour: number, wait: string) =>
    `Too many enhancements: at most ${perHour} an hour. Try again ${wait}.`,
  preview: {
    original: 'Original',
    enhanced: 'Enhanced',
    title: 'Title',
    subtitle: 'Subtitle',
    featuredImage: 'Featured Image',
    proTip: 'Pro Tip',
    body: 'Body',
    suggestedTopics: 'Suggested Topics',
    noSuggestedTopics: 'None of the suggested topics matches an existing topic.',
    topicsHint:
      'Press a topic to leave it out or take it back. The chosen topics replace the article’s topics.',
    none: 'None',
    noImage: 'No image',
  },
} as const;

/** Spec 02 section 2's filters, in the order the selects show them. */
export const articleMagicTypeLabels = {
  all: 'All Types',
  post: 'Articles',
  document: 'Documents',
  video: 'Videos',
  presentation: 'Presentations',
} as const;
export const articleMagicTopicsLabels = {
  all: 'All Topics',
  with: 'With Topics',
  without: 'Without Topics',
} as const;
export const articleMagicStatusLabels = {
  all: 'All Status',
  published: 'Published Only',
  drafts: 'Drafts Only',
} as const;
export const articleMagicSortLabels = {
  newest: 'Newest First',
  oldest: 'Oldest First',
  title: 'By Title',
} as const;

/** Spec 02 section 9. */
export const articleMagicPageSize = 10;
export const articleMagicSubtitleLength = 80;
export const articleMagicTopicChips = 2;
export const articleMagicSuggestedTopics = { min: 2, max: 4 } as const;
