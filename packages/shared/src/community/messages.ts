/** Limits (per member): posts, replies and edits per hour, and the window a repeated text is refused in. */
export const communityLimits = {
  bodyMax: 10_000,
  titleMax: 200,
  /** Posts, replies and edits together (decision 066). */
  postsPerHour: 30,
  /** Reports of posts and replies (decision 066). */
  reportsPerHour: 20,
  duplicateWindowSeconds: 60,
  /** An account younger than this writes links as plain text (spam). */
  newAccountHours: 24,
  reportNoteMax: 1_000,
  pageSize: 20,
  repliesPageSize: 50,
} as const;

/** The texts and limits of the Community (issue 42): the server's refusals and the pages' words, once. */
export const communityMessages = {
  postNotFound: 'Discussion not found',
  replyNotFound: 'Reply not found',
  categoryNotFound: 'Category not found',
  bodyRequired: 'Please write something before posting.',
  bodyTooLong: 'A post can be at most 10,000 characters.',
  titleRequired: 'Please give your discussion a title.',
  titleTooLong: 'A title can be at most 200 characters.',
  categoryRequired: 'Choose a category.',
  locked: 'This discussion is locked: no new replies.',
  replyToReply: 'Replies go one level deep: quote the reply instead.',
  quoteElsewhere: 'You can only quote a reply of the same discussion.',
  answerNotReply: 'Only a reply can be marked as the answer.',
  /** Posts, replies and edits share one hourly budget (decision 066). */
  tooManyPosts: (wait: string) =>
    `Too many posts and edits: at most ${communityLimits.postsPerHour} an hour. Try again ${wait}.`,
  duplicate: 'You just posted the same text. Please wait a minute before posting it again.',
  /**
   * What others read in place of a hidden post's title and words, and of a hidden reply's
   * (its author and the moderators read them, with this as a notice).
   */
  hidden: 'Hidden by a moderator',
  hiddenReadOnly: 'A moderator has hidden this, so it can no longer be edited.',
  /** The moderators' toasts: hidden, and restored (the `unhide` action). */
  hiddenDone: 'Hidden: members see "Hidden by a moderator".',
  restored: 'Restored: members see it again.',
  reportNoteTooLong: 'A note can be at most 1,000 characters.',
  alreadyReported: 'You have already reported this.',
  tooManyReports: (wait: string) =>
    `Too many reports: at most ${communityLimits.reportsPerHour} an hour. Try again ${wait}.`,
  categoryNameTaken: 'A category with that name already exists.',
  categoryInUse: 'This category still has discussions: move them first.',
} as const;

export const reportReasons = ['spam', 'abusive', 'off_topic', 'other'] as const;
export type ReportReason = (typeof reportReasons)[number];
export const reportReasonLabels: Record<ReportReason, string> = {
  spam: 'Spam',
  abusive: 'Abusive',
  off_topic: 'Off-topic',
  other: 'Other',
};

/** The Community page's tabs. */
export const communityTabs = ['recent', 'unanswered', 'following'] as const;
export type CommunityTab = (typeof communityTabs)[number];

/** What a moderator may do to a post (each audited as `community.<action>`). */
export const moderationActions = [
  'hide',
  'unhide',
  'lock',
  'unlock',
  'pin',
  'unpin',
  'move',
  'delete',
] as const;
export type ModerationAction = (typeof moderationActions)[number];

/** The categories the migration creates (superadmins manage them afterwards). */
export const defaultCommunityCategories = [
  'Questions',
  'Wins',
  'Hiring',
  'Tools & Systems',
  'Introductions',
] as const;
