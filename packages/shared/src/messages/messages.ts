/*
 * The chat's texts and limits, apart from the zod schemas so the web app can show them
 * without loading the schema library; schemas.ts re-exports them.
 */

/** Message and reply text, after trimming (issue 13): 1 to 5,000 characters, plain text. */
export const messageMaxLength = 5000;
/** A page of the conversation (newest last; older pages by `before`). */
export const conversationPageSize = 50;
/** A page of the team's inbox. */
export const inboxPageSize = 30;
/** Posting limit per member: this many messages and ticket posts per window. */
export const postRateLimit = { max: 20, windowSeconds: 60 } as const;

export const messagesMessages = {
  // Spec 01 section 8, Messages.
  loadFailed: 'Failed to load messages. Please try again later.',
  sendFailed: 'Failed to send message. Please try again.',
  // Ours (spec 01 section 5: "Message: trimmed, non-empty").
  messageRequired: 'Please enter a message.',
  messageTooLong: 'Messages can be at most 5,000 characters.',
  rateLimited: 'You are sending messages too quickly. Please wait a minute and try again.',
  memberNotFound: 'Member not found',
  /** The author shown for a team reply whose author account is gone. */
  formerTeamMember: 'Pillars team',
  noMessages: 'No messages yet. Send the team a message to start the conversation.',
  inboxLoadFailed: 'Failed to load the inbox. Please try again later.',
  inboxEmpty: 'No conversations yet.',
  notificationsEmpty: 'No new replies',
  notificationNotFound: 'Notification not found',
  markAllNotificationsRead: 'Mark all as read',
  /** The team's bell with nothing waiting. */
  teamNotificationsEmpty: 'No new messages or tickets',
} as const;

/** The page a chat notification opens. */
export const messagesPagePath = '/messages';

/** The team's inbox opened on one member's conversation (a team notification opens it). */
export const inboxConversationPath = (memberId: string) =>
  `/admin/inbox?member=${encodeURIComponent(memberId)}`;
