import { z } from 'zod';

import { conversationPageSize, messageMaxLength, messagesMessages } from './messages.ts';

export { okResponse } from '../accounts/schemas.ts';
export { conversationPageSize, messageMaxLength, messagesMessages };

/** Trimmed text of 1..5,000 characters: the rule of every message, ticket and reply text. */
export const messageText = z
  .string(messagesMessages.messageRequired)
  .trim()
  .min(1, messagesMessages.messageRequired)
  .max(messageMaxLength, messagesMessages.messageTooLong);

/**
 * One chat message. `seq` is its place in the realtime stream (a number that only grows,
 * shared with tickets and replies): the SSE `id:` and the conversation's paging cursor.
 */
export const chatMessage = z.object({
  id: z.uuid(),
  seq: z.number().int(),
  /** The member whose conversation this is. */
  memberId: z.uuid(),
  content: z.string(),
  isAdminMessage: z.boolean(),
  /** The writer: the member, or the team member who replied (their name is shown). */
  author: z.object({ id: z.uuid().nullable(), name: z.string() }),
  createdAt: z.string(),
  /** Team replies: read by the member; member messages: read by the team. */
  isRead: z.boolean(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

/** GET /api/messages and the team's conversation: newest last; `before` pages backwards. */
export const conversationQuery = z.object({
  /** Messages with a `seq` below this one (the oldest one shown). */
  before: z.coerce.number().int().min(1, 'before must be a positive number').optional(),
});
export type ConversationQuery = z.input<typeof conversationQuery>;

export const conversationResponse = z.object({
  messages: z.array(chatMessage),
  /** True when older messages exist (ask again with `before` = the first message's seq). */
  hasOlder: z.boolean(),
});
export type ConversationResponse = z.infer<typeof conversationResponse>;

export const postMessageBody = z.object({ content: messageText });
export type PostMessageBody = z.input<typeof postMessageBody>;
export const postMessageResponse = z.object({ message: chatMessage });
export type PostMessageResponse = z.infer<typeof postMessageResponse>;

/** The member a team view is about: name, e-mail and organization. */
export const memberSummary = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  organization: z.object({ id: z.uuid(), name: z.string() }).nullable(),
});
export type MemberSummary = z.infer<typeof memberSummary>;

/** The team's inbox: one row per member conversation, unread first, then latest first. */
export const inboxQuery = z.object({
  page: z.coerce.number().int().min(1, 'Page must be 1 or more').max(10_000).default(1),
});
export type InboxQuery = z.input<typeof inboxQuery>;
export const inboxConversation = z.object({
  member: memberSummary,
  lastMessage: chatMessage,
  /** Member messages the team has not read. */
  unreadCount: z.number().int(),
});
export type InboxConversation = z.infer<typeof inboxConversation>;
export const inboxResponse = z.object({
  conversations: z.array(inboxConversation),
  page: z.number().int(),
  pageSize: z.number().int(),
  hasMore: z.boolean(),
});
export type InboxResponse = z.infer<typeof inboxResponse>;

export const memberParams = z.object({ memberId: z.uuid('Member id must be a UUID') });
export const teamConversationResponse = conversationResponse.extend({ member: memberSummary });
export type TeamConversationResponse = z.infer<typeof teamConversationResponse>;

/**
 * The header bell. A member's: team replies (chat and tickets) they have not seen, one item
 * for the chat and one per ticket. The team's (support and superadmins, `audience: 'team'`):
 * the work waiting for them, one item per member whose messages nobody has read and one per
 * open ticket whose member spoke last. Both also list the viewer's newest stored
 * notifications (`kind: 'notification'`: an assignment, a reminder; decision 050), read or
 * not. `count` is the bell's number (everything unread); `counts` splits it for the
 * sidebar's badges (Messages and Support, or Support Inbox and Support Tickets) and the
 * stored notifications.
 */
export const notificationItem = z.object({
  kind: z.enum(['conversation', 'ticket', 'notification']),
  /** The ticket (kind 'ticket'); null for the chat. */
  ticketId: z.uuid().nullable(),
  /** The stored notification (kind 'notification'), to mark it read; null otherwise. */
  notificationId: z.uuid().nullable(),
  /** What a stored notification tells, `<domain>.<event>` (e.g. 'learning_plan.assigned'); null otherwise. */
  topic: z.string().nullable(),
  /** 'Messages' or the ticket's subject; for the team, the member's name or the ticket's subject. */
  title: z.string(),
  /** The newest unread text (shortened to 140 characters) and its author ('' for a stored notification). */
  preview: z.string(),
  authorName: z.string(),
  /** Unread messages or replies; a stored notification: 1 while unread, 0 once read. */
  unreadCount: z.number().int(),
  latestAt: z.string(),
  /** The web page that opens it: /messages, /support?ticket={id}, /admin/inbox?member={id}, /admin/tickets?ticket={id}. */
  href: z.string(),
});
export type NotificationItem = z.infer<typeof notificationItem>;
export const notificationsResponse = z.object({
  audience: z.enum(['member', 'team']),
  count: z.number().int(),
  counts: z.object({
    /** Unread team replies in the chat; for the team, unread messages from members. */
    messages: z.number().int(),
    /** Unread team replies in tickets; for the team, open tickets awaiting the team's reply. */
    tickets: z.number().int(),
    /** The viewer's unread stored notifications (all of them, not only those listed). */
    notifications: z.number().int(),
  }),
  items: z.array(notificationItem),
});
export type NotificationsResponse = z.infer<typeof notificationsResponse>;

/**
 * Marks the chat's team replies, or one ticket's, as read by the member, or one of the
 * viewer's stored notifications, or all of them (`all_notifications`: the stored ones; the
 * chat and the tickets are read where they are shown); answers the new bell.
 */
export const markNotificationsReadBody = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('conversation') }),
  z.object({ kind: z.literal('ticket'), ticketId: z.uuid('Ticket id must be a UUID') }),
  z.object({ kind: z.literal('notification'), notificationId: z.uuid('Notification id must be a UUID') }),
  z.object({ kind: z.literal('all_notifications') }),
]);
export type MarkNotificationsReadBody = z.input<typeof markNotificationsReadBody>;
