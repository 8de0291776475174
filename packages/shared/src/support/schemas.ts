import { z } from 'zod';
import { ticketStatuses } from '../domain-values.ts';
import { memberSummary, messageText } from '../messages/schemas.ts';
import { groupThousands } from '../numbers.ts';
import {
  faqAnswerMaxLength,
  faqQuestionMaxLength,
  myTicketsLimit,
  settingsTextMaxLength,
  subjectMaxLength,
  supportMessages,
  ticketQueuePageSize,
  ticketStatusLabels,
} from './messages.ts';

export { okResponse } from '../accounts/schemas.ts';
export { memberSummary, myTicketsLimit, supportMessages, ticketQueuePageSize, ticketStatusLabels };

export const ticketStatus = z.enum(ticketStatuses, 'Status must be one of open, in_progress, closed');
export type TicketStatus = z.infer<typeof ticketStatus>;

/** Support settings (spec 01 section 3): the page's headings. */
export const supportSettings = z.object({
  supportTitle: z.string(),
  supportSubtitle: z.string(),
  faqTitle: z.string(),
});
export type SupportSettings = z.infer<typeof supportSettings>;

export const faqItem = z.object({
  id: z.uuid(),
  question: z.string(),
  answer: z.string(),
  orderPosition: z.number().int(),
});
export type FaqItem = z.infer<typeof faqItem>;

/** A ticket as lists show it. */
export const ticketSummary = z.object({
  id: z.uuid(),
  seq: z.number().int(),
  subject: z.string(),
  status: ticketStatus,
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Replies after the opening message (the member's and the team's). */
  responseCount: z.number().int(),
  /** Team replies the member has not read (always 0 in the team's views). */
  unreadCount: z.number().int(),
});
export type TicketSummary = z.infer<typeof ticketSummary>;

/**
 * GET /api/support: the whole /support screen in one call. `settings` is null when no
 * settings row exists: the page shows `supportMessages.notConfigured`.
 */
export const supportPageResponse = z.object({
  settings: supportSettings.nullable(),
  faq: z.array(faqItem),
  /** The viewer's own tickets, newest first (at most `myTicketsLimit`). */
  tickets: z.array(ticketSummary),
});
export type SupportPageResponse = z.infer<typeof supportPageResponse>;

export const createTicketBody = z.object({
  subject: z
    .string(supportMessages.subjectRequired)
    .trim()
    .min(1, supportMessages.subjectRequired)
    .max(subjectMaxLength, supportMessages.subjectTooLong),
  message: messageText,
});
export type CreateTicketBody = z.input<typeof createTicketBody>;

/** One reply in a ticket's conversation. */
export const ticketResponse = z.object({
  id: z.uuid(),
  seq: z.number().int(),
  ticketId: z.uuid(),
  responseText: z.string(),
  /** True when written by the team (support or superadmin), false when by the member. */
  isTeamResponse: z.boolean(),
  author: z.object({ id: z.uuid().nullable(), name: z.string() }),
  createdAt: z.string(),
});
export type TicketResponse = z.infer<typeof ticketResponse>;

/** A ticket with its opening message and its replies, oldest first. */
export const ticketDetailResponse = z.object({
  ticket: ticketSummary.extend({ message: z.string(), member: memberSummary }),
  responses: z.array(ticketResponse),
});
export type TicketDetailResponse = z.infer<typeof ticketDetailResponse>;

export const ticketParams = z.object({ ticketId: z.uuid('Ticket id must be a UUID') });
export const replyToTicketBody = z.object({ responseText: messageText });
export type ReplyToTicketBody = z.input<typeof replyToTicketBody>;
export const replyToTicketResponse = z.object({ response: ticketResponse });
export type ReplyToTicketResponse = z.infer<typeof replyToTicketResponse>;
export const createTicketResponse = z.object({ ticket: ticketSummary });
export type CreateTicketResponse = z.infer<typeof createTicketResponse>;

/** The team's ticket queue: a status filter (none: all), newest activity first. */
export const ticketQueueQuery = z.object({
  status: ticketStatus.optional(),
  page: z.coerce.number().int().min(1, 'Page must be 1 or more').max(10_000).default(1),
});
export type TicketQueueQuery = z.input<typeof ticketQueueQuery>;
export const queueTicket = ticketSummary.extend({
  member: memberSummary,
  /** True when the newest word is the member's (the opening message or a member reply). */
  isAwaitingTeam: z.boolean(),
});
export type QueueTicket = z.infer<typeof queueTicket>;
export const ticketQueueResponse = z.object({
  tickets: z.array(queueTicket),
  /** Tickets per status, for the filter's labels. */
  counts: z.object({ open: z.number().int(), in_progress: z.number().int(), closed: z.number().int() }),
  page: z.number().int(),
  pageSize: z.number().int(),
  hasMore: z.boolean(),
});
export type TicketQueueResponse = z.infer<typeof ticketQueueResponse>;

export const updateTicketStatusBody = z.object({ status: ticketStatus });
export type UpdateTicketStatusBody = z.input<typeof updateTicketStatusBody>;
export const updateTicketStatusResponse = z.object({ ticket: ticketSummary });

/** Superadmin: the settings and the FAQ, as the editor shows them. */
export const supportConfigurationResponse = z.object({
  settings: supportSettings.nullable(),
  faq: z.array(faqItem),
});
export type SupportConfigurationResponse = z.infer<typeof supportConfigurationResponse>;

const settingsText = z
  .string(supportMessages.settingsRequired)
  .trim()
  .min(1, supportMessages.settingsRequired)
  .max(settingsTextMaxLength, `At most ${settingsTextMaxLength} characters.`);
export const updateSupportSettingsBody = z.object({
  supportTitle: settingsText,
  supportSubtitle: settingsText,
  faqTitle: settingsText,
});
export type UpdateSupportSettingsBody = z.input<typeof updateSupportSettingsBody>;

const faqQuestion = z
  .string(supportMessages.questionRequired)
  .trim()
  .min(1, supportMessages.questionRequired)
  .max(faqQuestionMaxLength, `A question can be at most ${faqQuestionMaxLength} characters.`);
const faqAnswer = z
  .string(supportMessages.answerRequired)
  .trim()
  .min(1, supportMessages.answerRequired)
  .max(faqAnswerMaxLength, `An answer can be at most ${groupThousands(faqAnswerMaxLength)} characters.`);
/** A new FAQ item goes last. */
export const createFaqItemBody = z.object({ question: faqQuestion, answer: faqAnswer });
export type CreateFaqItemBody = z.input<typeof createFaqItemBody>;
export const updateFaqItemBody = z.object({ question: faqQuestion, answer: faqAnswer });
export type UpdateFaqItemBody = z.input<typeof updateFaqItemBody>;
export const faqItemParams = z.object({ faqItemId: z.uuid('FAQ item id must be a UUID') });
export const faqItemResponse = z.object({ item: faqItem });
/** The new order: every item's id exactly once, first to last. */
export const reorderFaqBody = z.object({
  ids: z.array(z.uuid('FAQ item id must be a UUID')).max(500),
});
export type ReorderFaqBody = z.input<typeof reorderFaqBody>;
export const faqListResponse = z.object({ faq: z.array(faqItem) });
export type FaqListResponse = z.infer<typeof faqListResponse>;
