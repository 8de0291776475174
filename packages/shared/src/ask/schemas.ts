import { z } from 'zod';
import { askMessages, askQuestionMaxLength } from './messages.ts';

export { okResponse } from '../accounts/schemas.ts';

/** 'pillar': the outline of the pillar a question was asked about (its key elements and lessons). */
export const askSourceTypes = ['article', 'lesson', 'faq', 'pillar'] as const;
export type AskSourceType = (typeof askSourceTypes)[number];

/** Where a source opens: the web builds the address from these (lib/paths.ts). */
export const askSourceLink = z.discriminatedUnion('type', [
  z.object({ type: z.literal('article'), slug: z.string() }),
  z.object({
    type: z.literal('lesson'),
    pillarSlug: z.string(),
    elementSlug: z.string(),
    lessonId: z.uuid(),
  }),
  z.object({ type: z.literal('faq') }),
  z.object({ type: z.literal('pillar'), pillarSlug: z.string() }),
]);
export type AskSourceLink = z.infer<typeof askSourceLink>;

/** One source: its number in the answer ([1] ...), what it is, and the passage. */
export const askSource = z.object({
  number: z.number().int().min(1),
  sourceType: z.enum(askSourceTypes),
  sourceId: z.uuid(),
  title: z.string(),
  heading: z.string(),
  passage: z.string(),
  /** The passage as segments, the matching words marked (rendered as <mark>). */
  highlights: z.array(z.object({ text: z.string(), match: z.boolean() })),
  link: askSourceLink,
});
export type AskSource = z.infer<typeof askSource>;

export const askTurnStatuses = ['answered', 'no_answer', 'passages', 'failed'] as const;

export const askTurn = z.object({
  id: z.uuid(),
  question: z.string(),
  answer: z.string(),
  status: z.enum(askTurnStatuses),
  sources: z.array(askSource),
  rating: z.union([z.literal(1), z.literal(-1)]).nullable(),
  createdAt: z.iso.datetime(),
});
export type AskTurn = z.infer<typeof askTurn>;

export const askBody = z.object({
  question: z
    .string(askMessages.questionRequired)
    .trim()
    .min(1, askMessages.questionRequired)
    .max(askQuestionMaxLength, askMessages.questionTooLong),
  /** A follow-up continues this conversation (the viewer's own). */
  conversationId: z.uuid().optional(),
  /** "Ask about this pillar": sources from this pillar's lessons only. */
  pillarId: z.uuid().optional(),
});
export type AskBody = z.infer<typeof askBody>;

/** What the answer's stream sends, in order: start, delta..., done (or error). */
export const askStreamEvent = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('start'),
    conversationId: z.uuid(),
    sources: z.array(askSource),
  }),
  z.object({ type: z.literal('delta'), text: z.string() }),
  z.object({ type: z.literal('done'), turn: askTurn }),
  z.object({ type: z.literal('error'), message: z.string() }),
]);
export type AskStreamEvent = z.infer<typeof askStreamEvent>;

const aiStatus = z.object({
  isConfigured: z.boolean(),
  /** The variables that turn answers on, when they are off (names, never values). */
  settings: z.array(z.string()),
});

export const askConversationSummary = z.object({
  id: z.uuid(),
  title: z.string(),
  pillarId: z.uuid().nullable(),
  updatedAt: z.iso.datetime(),
});
export type AskConversationSummary = z.infer<typeof askConversationSummary>;

export const askConversationsResponse = z.object({
  conversations: z.array(askConversationSummary),
  ai: aiStatus,
});
export type AskConversationsResponse = z.infer<typeof askConversationsResponse>;

export const askConversationParams = z.object({ conversationId: z.uuid('Conversation not found') });
export const askConversationResponse = z.object({
  conversation: askConversationSummary,
  turns: z.array(askTurn),
});
export type AskConversationResponse = z.infer<typeof askConversationResponse>;

export const askTurnParams = z.object({ turnId: z.uuid('Answer not found') });
export const askRatingBody = z.object({
  rating: z.union([z.literal(1), z.literal(-1)], 'Rating must be 1 or -1'),
  comment: z.string().trim().max(1000, 'A comment can be at most 1000 characters.').optional(),
});
export type AskRatingBody = z.infer<typeof askRatingBody>;

export const askAdminResponse = z.object({
  index: z.object({
    passages: z.number().int(),
    sources: z.number().int(),
    embedded: z.number().int(),
    embeddingModel: z.string().nullable(),
    hasVector: z.boolean(),
    lastRunAt: z.iso.datetime().nullable(),
    failures: z.number().int(),
    /** The backfill that is pending or running, with its progress, or null. */
    backfill: z.object({ jobId: z.uuid(), done: z.number().int(), total: z.number().int() }).nullable(),
  }),
  tokens: z.array(
    z.object({
      month: z.string(),
      chatPromptTokens: z.number().int(),
      chatCompletionTokens: z.number().int(),
      embeddingTokens: z.number().int(),
      /** Questions answered by full text alone: the embedding call failed or was too slow (issue 55). */
      embeddingFallbacks: z.number().int(),
    }),
  ),
  unanswered: z.array(
    z.object({
      question: z.string(),
      count: z.number().int(),
      noSource: z.number().int(),
      thumbsDown: z.number().int(),
      lastAskedAt: z.iso.datetime(),
    }),
  ),
});
export type AskAdminResponse = z.infer<typeof askAdminResponse>;
