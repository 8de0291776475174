/*
 * The support page's texts and limits, apart from the zod schemas so the web app can show
 * them without loading the schema library; schemas.ts re-exports them.
 */

export const subjectMaxLength = 200;
export const faqQuestionMaxLength = 500;
export const faqAnswerMaxLength = 5000;
export const settingsTextMaxLength = 300;
/** The member's tickets on /support: the newest this many (older ones stay in the database). */
export const myTicketsLimit = 100;
export const ticketQueuePageSize = 30;

export const supportMessages = {
  // Spec 01 section 8, Support.
  loadFailed: 'Failed to load support information. Please try again later.',
  submitFailed: 'Failed to submit support ticket. Please try again.',
  notConfigured: 'Support settings are not configured. Please contact the administrator.',
  // Ours (spec 01 section 5: subject and message required, trimmed).
  subjectRequired: 'Please enter a subject.',
  subjectTooLong: 'The subject can be at most 200 characters.',
  messageRequired: 'Please enter a message.',
  messageTooLong: 'Messages can be at most 5,000 characters.',
  ticketNotFound: 'Ticket not found',
  ticketClosed: 'This ticket is closed. Open a new ticket if you need more help.',
  replyFailed: 'Failed to send reply. Please try again.',
  statusUnchanged: 'The ticket already has this status.',
  faqNotFound: 'FAQ item not found',
  faqOrderMismatch: 'The order must list every FAQ item exactly once.',
  questionRequired: 'Please enter a question.',
  answerRequired: 'Please enter an answer.',
  settingsRequired: 'Please fill in all fields',
  noTickets: 'No support tickets yet.',
  noFaq: 'No FAQ items yet.',
} as const;

/** Labels of the ticket statuses (spec 01 section 4: open, in_progress, closed). */
export const ticketStatusLabels = {
  open: 'Open',
  in_progress: 'In Progress',
  closed: 'Closed',
} as const;

/** The page a ticket notification or e-mail opens. */
export const ticketPagePath = (ticketId: string) => `/support?ticket=${encodeURIComponent(ticketId)}`;
/** The team's ticket queue opened on one ticket (a team notification opens it). */
export const teamTicketPagePath = (ticketId: string) =>
  `/admin/tickets?ticket=${encodeURIComponent(ticketId)}`;
