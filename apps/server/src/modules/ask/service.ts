import { randomUUID } from 'node:crypto';
import { askFollowUpTurns, askSourceLimit, askMessages as messages } from '@pillars/shared/ask/messages';
import type {
  AskAdminResponse,
  AskBody,
  AskConversationResponse,
  AskConversationsResponse,
  AskRatingBody,
  AskSource,
  AskStreamEvent,
  AskTurn,
} from '@pillars/shared/ask/schemas';
import { can, opensEveryPlan } from '@pillars/shared/policies';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import type { SqlRow } from '../../db/row-types.ts';
import type { askConversations, askTurns } from '../../db/schema/index.ts';
import { AiProviderError, aiSettings } from '../../integrations/ai/index.ts';
import { jobDefinitions } from '../../jobs/definitions.ts';
import { notFound, RateLimitedError } from '../../lib/app-error.ts';
import { tryTakeLease } from '../../lib/leases.ts';
import { consumeRateLimits } from '../../lib/rate-limiter.ts';
import type { ViewerContext } from '../../lib/service-context.ts';
import { answerPrompt, CitationFilter, type HistoryTurn, plainAnswer } from './answer-rules.ts';
import { rerankCandidates, rewriteQuestion } from './model-help.ts';
import { hasVector } from './passage-index.ts';
import { type Retrieval, type RetrievalScope, retrievePassages } from './retrieval.ts';
import { recordUsage } from './usage.ts';

/*
 * Ask the Library (issue 41, decision 053): a member's question answered from the portal's own
 * content. Retrieval only ever sees what the asker may open (retrieval.ts); without a good
 * enough passage there is no answer; without an AI provider the passages are the answer.
 */

type TurnRow = Pick<
  SqlRow<typeof askTurns>,
  'id' | 'question' | 'answer' | 'status' | 'sources' | 'rating' | 'created_at'
>;

const turnOf = (row: TurnRow): AskTurn => ({
  id: row.id,
  question: row.question,
  answer: row.answer,
  status: row.status,
  sources: row.sources as AskSource[],
  rating: row.rating === 1 || row.rating === -1 ? row.rating : null,
  createdAt: new Date(row.created_at).toISOString(),
});

/**
 * A conversation's owner, for the route's row check ('ask.own'). Only the viewer's own are
 * found: anyone else's (a superadmin's look included) is a 404, as if it did not exist.
 */
export async function loadConversationResource(
  ctx: ViewerContext,
  { conversationId }: { conversationId: string },
): Promise<{ ownerId: string } | null> {
  const [row] = await queryRows<{ owner_id: string }>(
    ctx.db,
    sql`select user_id as owner_id from ask_conversations
         where id = ${conversationId} and user_id = ${ctx.viewer.userId}`,
  );
  return row ? { ownerId: row.owner_id } : null;
}

/** A turn's asker, for the route's row check ('ask.own'): the viewer's own only, as above. */
export async function loadTurnResource(
  ctx: ViewerContext,
  { turnId }: { turnId: string },
): Promise<{ ownerId: string } | null> {
  const [row] = await queryRows<{ owner_id: string }>(
    ctx.db,
    sql`select c.user_id as owner_id from ask_turns t join ask_conversations c on c.id = t.conversation_id
         where t.id = ${turnId} and c.user_id = ${ctx.viewer.userId}`,
  );
  return row ? { ownerId: row.owner_id } : null;
}

/** Whether answers are on; the variables that turn them on only for a superadmin (issue 54). */
const aiStatus = (ctx: ViewerContext) => ({
  isConfigured: ctx.ai !== null,
  settings: ctx.ai || !can(ctx.viewer, 'ask.manage') ? [] : [...aiSettings],
});

export async function listAskConversations(
  ctx: ViewerContext,
  _input: Record<string, never>,
): Promise<AskConversationsResponse> {
  const rows = await queryRows<
    Pick<SqlRow<typeof askConversations>, 'id' | 'title' | 'pillar_id' | 'updated_at'>
  >(
    ctx.db,
    sql`select id, title, pillar_id, updated_at from ask_conversations
         where user_id = ${ctx.viewer.userId} order by updated_at desc, id desc limit 50`,
  );
  return {
    conversations: rows.map((row) => ({
      id: row.id,
      title: row.title,
      pillarId: row.pillar_id,
      updatedAt: new Date(row.updated_at).toISOString(),
    })),
    ai: aiStatus(ctx),
  };
}

export async function getAskConversation(
  ctx: ViewerContext,
  { conversationId }: { conversationId: string },
): Promise<AskConversationResponse> {
  const [row] = await queryRows<
    Pick<SqlRow<typeof askConversations>, 'id' | 'title' | 'pillar_id' | 'updated_at'> & { turns: TurnRow[] }
  >(
    ctx.db,
    sql`select c.id, c.title, c.pillar_id, c.updated_at,
               coalesce((select json_agg(json_build_object('id', t.id, 'question', t.question, 'answer', t.answer,
                                                           'status', t.status, 'sources', t.sources, 'rating', t.rating,
                                                           'created_at', t.created_at) order by t.created_at, t.id)
                           from ask_turns t where t.conversation_id = c.id), '[]'::json) as turns
          from ask_conversations c where c.id = ${conversationId}`,
  );
  if (!row) throw notFound(messages.conversationNotFound);
  return {
    conversation: {
      id: row.id,
      title: row.title,
      pillarId: row.pillar_id,
      updatedAt: new Date(row.updated_at).toISOString(),
    },
    turns: row.turns.map(turnOf),
  };
}

export async function deleteAskConversation(
  ctx: ViewerContext,
  { conversationId }: { conversationId: string },
): Promise<{ ok: true }> {
  await ctx.db.execute(sql`delete from ask_conversations where id = ${conversationId}`);
  return { ok: true };
}

export async function rateAskTurn(
  ctx: ViewerContext,
  { turnId, rating, comment }: { turnId: string } & AskRatingBody,
): Promise<{ ok: true }> {
  await ctx.db.execute(
    sql`update ask_turns set rating = ${rating}, rating_comment = ${comment || null} where id = ${turnId}`,
  );
  return { ok: true };
}

/** What a question needs before its stream starts: the conversation's history, checked. */
export interface AskStart {
  question: string;
  conversationId: string | null;
  pillarId: string | null;
  history: HistoryTurn[];
  release(): Promise<void>;
}

/**
 * Checks a question before the stream (JSON refusals): a follow-up's conversation is the
 * viewer's (404 otherwise), a pillar exists, one answer at a time per member (429) and
 * ASK_LIMIT_PER_HOUR an hour (429 saying when to retry).
 */
export async function startQuestion(
  ctx: ViewerContext,
  { body, limitPerHour }: { body: AskBody; limitPerHour: number },
): Promise<AskStart> {
  let history: HistoryTurn[] = [];
  let pillarId = body.pillarId ?? null;
  if (body.conversationId) {
    const [conversation] = await queryRows<{
      pillar_id: string | null;
      history: HistoryTurn[];
    }>(
      ctx.db,
      sql`select c.pillar_id,
                 coalesce((select json_agg(json_build_object('question', h.question, 'answer', h.answer)
                                           order by h.created_at)
                             from (select question, answer, created_at from ask_turns
                                    where conversation_id = c.id and status = 'answered'
                                    order by created_at desc limit ${askFollowUpTurns}) h), '[]'::json) as history
            from ask_conversations c where c.id = ${body.conversationId} and c.user_id = ${ctx.viewer.userId}`,
    );
    if (!conversation) throw notFound(messages.conversationNotFound);
    history = conversation.history;
    pillarId = conversation.pillar_id;
  } else if (pillarId) {
    const [pillar] = await queryRows<{ id: string }>(
      ctx.db,
      sql`select id from pillars where id = ${pillarId}`,
    );
    if (!pillar) throw notFound(messages.pillarNotFound);
  }
  const lease = await tryTakeLease(
    ctx.db,
    `ask:user:${ctx.viewer.userId}`,
    Math.ceil((ctx.ai?.timeoutMs ?? 60_000) / 1000) + 60,
  );
  if (!lease) throw new RateLimitedError(messages.oneAtATime, 30);
  try {
    await consumeRateLimits(ctx.db, [
      {
        key: `ask:hourly:${ctx.viewer.userId}`,
        max: limitPerHour,
        windowSeconds: 60 * 60,
        message: (wait) => messages.tooManyPerHour(limitPerHour, wait),
      },
    ]);
  } catch (error) {
    await lease.release();
    throw error;
  }
  return {
    question: body.question,
    conversationId: body.conversationId ?? null,
    pillarId,
    history,
    release: () => lease.release(),
  };
}

/** Retrieval's settings from the server's configuration (routes.ts). */
export interface AskRetrievalSettings {
  /** ASK_MODEL_HELP_TIMEOUT_MS: the longest the embedding, the rewrite or the rerank may take. */
  modelHelpTimeoutMs: number;
  /** ASK_SIMILARITY_FLOOR. */
  similarityFloor: number;
}

/** How many fused sources the model reranks (issue 55). */
const rerankCount = 20;

/**
 * The sources for a question: with a chat model, its restatement helps the ranking and a
 * rerank of the best twenty picks the five; a follow-up ("and for retainers?") that finds
 * nothing alone is read with the question before it.
 */
async function findSources(
  ctx: ViewerContext,
  input: { start: AskStart; scope: RetrievalScope; settings: AskRetrievalSettings; signal: AbortSignal },
): Promise<Retrieval> {
  const { start, scope, settings, signal } = input;
  const retrievalCtx = {
    ...ctx,
    embeddingTimeoutMs: settings.modelHelpTimeoutMs,
    similarityFloor: settings.similarityFloor,
  };
  const retrieve = async (question: string) => {
    const help = ctx.ai
      ? await rewriteQuestion(ctx, { question, timeoutMs: settings.modelHelpTimeoutMs, signal })
      : null;
    return retrievePassages(retrievalCtx, {
      question,
      scope,
      help,
      limit: ctx.ai ? rerankCount : askSourceLimit,
    });
  };
  let retrieval = await retrieve(start.question);
  const previous = start.history.at(-1);
  if (!retrieval.isAnswerable && previous) {
    retrieval = await retrieve(`${previous.question} ${start.question}`);
  }
  if (!retrieval.isAnswerable || retrieval.passages.length <= askSourceLimit) return retrieval;
  const reranked = await rerankCandidates(ctx, {
    question: start.question,
    candidates: retrieval.passages,
    timeoutMs: settings.modelHelpTimeoutMs,
    signal,
  });
  return { ...retrieval, passages: reranked.slice(0, askSourceLimit) };
}

/** Numbers the retrieved passages as the answer cites them. */
const numbered = (retrieval: Retrieval): AskSource[] =>
  retrieval.passages.map(
    ({ passageId: _passageId, score: _score, relevance: _relevance, ...source }, index) => ({
      ...source,
      number: index + 1,
    }),
  );

/**
 * The answer's stream: `start` with the conversation and the sources, the answer's pieces
 * (`delta`, citations checked), and `done` with the stored turn. No good passage: the
 * library does not cover it (no sources). No AI provider: the passages alone.
 */
export async function streamAnswer(
  ctx: ViewerContext,
  {
    start,
    settings,
    signal,
    send,
  }: {
    start: AskStart;
    settings: AskRetrievalSettings;
    signal: AbortSignal;
    send: (event: AskStreamEvent) => void;
  },
): Promise<void> {
  const scope = {
    includeAgentsOnly: can(ctx.viewer, 'article.read', { isPublished: true, visibilityScope: 'agents_only' }),
    pillarId: start.pillarId,
    lessonPlans: opensEveryPlan(ctx.viewer) ? undefined : { planId: ctx.viewer.planId ?? null },
  };
  const retrieval = await findSources(ctx, { start, scope, settings, signal });
  if (signal.aborted) return;
  const sources = retrieval.isAnswerable ? numbered(retrieval) : [];
  const status: AskTurn['status'] = !retrieval.isAnswerable ? 'no_answer' : ctx.ai ? 'answered' : 'passages';

  // The sources go out first (time to sources, issue 55); the conversation is written just after.
  const conversationId = start.conversationId ?? randomUUID();
  send({ type: 'start', conversationId, sources });
  await ctx.db.execute(
    start.conversationId
      ? sql`update ask_conversations set updated_at = now() where id = ${conversationId}`
      : sql`insert into ask_conversations (id, user_id, title, pillar_id)
            values (${conversationId}, ${ctx.viewer.userId}, ${start.question.slice(0, 120)}, ${start.pillarId})`,
  );

  let answer = status === 'no_answer' ? messages.noAnswer : '';
  let finalStatus: AskTurn['status'] = status;
  if (status === 'answered') {
    const filter = new CitationFilter(sources.length);
    try {
      const completion = await ctx.ai!.completeText({
        messages: answerPrompt(start.question, retrieval.passages, start.history),
        signal,
        onDelta: (piece) => {
          const text = filter.push(piece);
          if (text) send({ type: 'delta', text });
        },
      });
      const rest = filter.flush();
      if (rest) send({ type: 'delta', text: rest });
      const whole = new CitationFilter(sources.length);
      answer = plainAnswer(whole.push(completion.content) + whole.flush());
      await recordUsage(ctx, { kind: 'chat', ...completion.usage });
    } catch (error) {
      if (signal.aborted) return;
      ctx.log.warn(
        { failure: error instanceof AiProviderError ? error.failure : 'unknown', model: ctx.ai?.model },
        'Ask the Library: the AI call failed',
      );
      finalStatus = 'failed';
      answer = '';
    }
  }
  const [row] = await queryRows<TurnRow>(
    ctx.db,
    sql`insert into ask_turns (conversation_id, question, answer, status, sources)
        values (${conversationId}, ${start.question}, ${answer}, ${finalStatus}, ${JSON.stringify(sources)}::jsonb)
        returning id, question, answer, status, sources, rating, created_at`,
  );
  if (finalStatus === 'failed') send({ type: 'error', message: messages.answerFailed });
  send({ type: 'done', turn: turnOf(row!) });
}

/** The team's page: the index, the tokens per month, the questions without an answer. */
export async function getAskAdmin(
  ctx: ViewerContext,
  _input: Record<string, never>,
): Promise<AskAdminResponse> {
  const model = ctx.ai?.embeddingModel ?? null;
  const [row] = await queryRows<{
    passages: number;
    sources: number;
    embedded: number;
    last_run_at: string | null;
    failures: number;
    backfill: { jobId: string; done: number; total: number } | null;
    tokens: AskAdminResponse['tokens'];
    unanswered: Array<
      Omit<AskAdminResponse['unanswered'][number], 'lastAskedAt'> & { last_asked_at: string }
    >;
  }>(
    ctx.db,
    sql`select
          (select count(*)::int from ask_passages) as passages,
          (select count(*)::int from (select distinct source_type, source_id from ask_passages) s) as sources,
          (select count(*)::int from ask_passages where embedding is not null and embedding_model = ${model}) as embedded,
          (select max(completed_at) from jobs where name in (${jobDefinitions.askReindex.name}, ${jobDefinitions.askBackfill.name})
              and status = 'completed') as last_run_at,
          (select count(*)::int from jobs where name in (${jobDefinitions.askReindex.name}, ${jobDefinitions.askBackfill.name})
              and status = 'failed') as failures,
          (select json_build_object('jobId', id, 'done', coalesce((progress->>'done')::int, 0),
                                    'total', coalesce((progress->>'total')::int, 0))
             from jobs where name = ${jobDefinitions.askBackfill.name} and status in ('pending', 'running')
            order by created_at desc limit 1) as backfill,
          coalesce((select json_agg(json_build_object(
                      'month', to_char(m.month, 'YYYY-MM'),
                      'chatPromptTokens', m.chat_prompt, 'chatCompletionTokens', m.chat_completion,
                      'embeddingTokens', m.embedding, 'embeddingFallbacks', m.fallbacks) order by m.month desc)
                     from (select month,
                                  sum(prompt_tokens) filter (where kind = 'chat')::int as chat_prompt,
                                  sum(completion_tokens) filter (where kind = 'chat')::int as chat_completion,
                                  coalesce(sum(prompt_tokens) filter (where kind = 'embedding'), 0)::int as embedding,
                                  coalesce(sum(fallbacks) filter (where kind = 'embedding'), 0)::int as fallbacks
                             from ask_usage_months group by month order by month desc limit 12) m), '[]'::json) as tokens,
          coalesce((select json_agg(g order by g.count desc, g.last_asked_at desc)
                     from (select min(t.question) as question, count(*)::int as count,
                                  (count(*) filter (where t.status = 'no_answer'))::int as "noSource",
                                  (count(*) filter (where t.rating = -1))::int as "thumbsDown",
                                  max(t.created_at) as last_asked_at
                             from ask_turns t
                            where t.status = 'no_answer' or t.rating = -1
                            group by coalesce(nullif(array_to_string(
                                       tsvector_to_array(to_tsvector('english', t.question)), ' '), ''), lower(t.question))
                            order by count(*) desc, max(t.created_at) desc limit 50) g), '[]'::json) as unanswered`,
  );
  return {
    index: {
      passages: row!.passages,
      sources: row!.sources,
      embedded: row!.embedded,
      embeddingModel: model,
      hasVector: hasVector(ctx),
      lastRunAt: row!.last_run_at ? new Date(row!.last_run_at).toISOString() : null,
      failures: row!.failures,
      backfill: row!.backfill,
    },
    tokens: row!.tokens.map((month) => ({
      ...month,
      chatPromptTokens: month.chatPromptTokens ?? 0,
      chatCompletionTokens: month.chatCompletionTokens ?? 0,
    })),
    unanswered: row!.unanswered.map(({ last_asked_at, ...group }) => ({
      ...group,
      lastAskedAt: new Date(last_asked_at).toISOString(),
    })),
  };
}
