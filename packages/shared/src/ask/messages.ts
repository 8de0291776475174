/**
 * Ask the Library (issue 41): the texts members and the team read. The server and the web
 * take them from here, so a test can ask for the exact words.
 */
export const askMessages = {
  menuItem: 'Ask the Library',
  pageTitle: 'Ask the Library',
  pageSubtitle:
    "Ask a question: the answer comes from the portal's own lessons, articles and FAQ, with its sources.",
  pillarPanelTitle: 'Ask about this pillar',
  questionLabel: 'Your question',
  questionPlaceholder: 'How do I price a retainer?',
  followUpPlaceholder: 'Ask a follow-up question',
  ask: 'Ask',
  asking: 'Answering…',
  sources: 'Sources',
  noAnswer: 'The library does not cover this yet. Our team can answer it for you.',
  askOurTeam: 'Ask our team',
  /** Without an AI provider, what everyone reads (issue 54: members are not shown server settings). */
  unconfigured: 'Answers are turned off for now: you get the passages that match your question best.',
  /** Followed by the variables' names: for superadmins only (the server sends the names to no one else). */
  unconfiguredSettings: 'To turn answers on, set these variables on the server:',
  conversations: 'Past conversations',
  noConversations: 'No conversations yet. Ask your first question above.',
  newConversation: 'New conversation',
  deleteConversation: 'Delete conversation',
  conversationDeleted: 'Conversation deleted',
  conversationNotFound: 'Conversation not found',
  turnNotFound: 'Answer not found',
  pillarNotFound: 'Pillar not found',
  rateUp: 'Helpful',
  rateDown: 'Not helpful',
  ratingComment: 'What was missing? (optional)',
  ratingSaved: 'Thanks for your feedback',
  answerFailed: 'The answer could not be written. Please try again.',
  questionRequired: 'Please enter a question.',
  questionTooLong: 'A question can be at most 500 characters.',
  oneAtATime: 'An answer is still being written. Please wait for it to finish.',
  /** `wait`: 'in 12 minutes' (lib/rate-limiter.ts). */
  tooManyPerHour: (limit: number, wait: string) =>
    `You have asked ${limit} questions in the last hour. Please try again ${wait}.`,
  // The team's page (/admin/ask).
  adminTitle: 'Ask the Library',
  indexStatus: 'Index status',
  tokensPerMonth: 'Tokens per month',
  unanswered: 'Questions the library could not answer',
  noUnanswered: 'Every question so far found its answer.',
  writeArticle: 'Write an article',
  fullTextOnly: 'Full text only: no embedding model is configured, or the database has no pgvector.',
  fallbacksColumn: 'Full-text fallbacks',
  fallbacksNote:
    'Full-text fallbacks: questions answered by full text alone because the embedding model failed or was too slow.',
} as const;

/** Source types as the cards name them. */
export const askSourceTypeLabels = {
  article: 'Article',
  lesson: 'Lesson',
  faq: 'FAQ',
  pillar: 'Pillar',
} as const;

export const askQuestionMaxLength = 500;
/** How many earlier turns a follow-up sends to the model. */
export const askFollowUpTurns = 3;
/** How many sources an answer is given (and the unconfigured mode shows). */
export const askSourceLimit = 5;
