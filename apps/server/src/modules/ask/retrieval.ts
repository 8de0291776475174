import { askSourceLimit } from '@pillars/shared/ask/messages';
import type { AskSource, AskSourceLink } from '@pillars/shared/ask/schemas';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Executor, queryRows } from '../../db/client.ts';
import type { SqlRow } from '../../db/row-types.ts';
import type { askPassages } from '../../db/schema/index.ts';
import { type AiProvider, AiProviderError } from '../../integrations/ai/index.ts';
import type { ContentCache } from '../../lib/content-cache.ts';
import { toSegments } from '../../lib/highlight-segments.ts';
import {
  type LexicalCandidate,
  type LexicalIndex,
  loadLexicalIndex,
  searchLexicalIndex,
} from './lexical-index.ts';
import type { QuestionRewrite } from './model-help.ts';
import { hasVector } from './passage-index.ts';
import { analyseQuestion, textArray } from './query-analysis.ts';
import { recordUsage } from './usage.ts';

/*
 * Retrieval (issues 41 and 55, decision 053): the passages the asker may open that best answer
 * a question, and whether they are good enough to answer from.
 *
 * - Full text: BM25 over the passages' stems with the domain vocabulary (lexical-index.ts,
 *   query-analysis.ts), in memory.
 * - Vectors, where there are embeddings and pgvector: the question's embedding against the
 *   passages' (cosine). An embedding call that fails or is slow is dropped for that question
 *   (full text alone; logged and counted on /admin/ask), never a failed answer.
 * - The two rankings fused by reciprocal rank; one passage (its best) per source.
 * - The gate, "no source, no answer": each passage's relevance is the larger of its full-text
 *   relevance (how much of the question it holds) and its cosine similarity over its floor; a
 *   question is answered when one of its five sources reaches `relevanceFloor`.
 */

/** Candidates each ranking keeps before fusion. */
const candidateCount = 40;
/** Reciprocal rank fusion's constant (the usual 60). */
const rrfK = 60;
/**
 * The gate: a question is answered when one of its five sources reaches relevance 1: its
 * full-text relevance (lexical-index.ts, floors chosen on the development half of `npm run
 * eval:ask`) or its cosine similarity over ASK_SIMILARITY_FLOOR, whichever is larger
 * (decision 053).
 */
export const relevanceFloor = 1;
/**
 * With embeddings: the cosine similarity that reaches the floor on its own (a question whose
 * words miss but whose meaning matches). ASK_SIMILARITY_FLOOR; the default was chosen with the
 * local fake embeddings: a real model's scale differs (decision 053).
 */
export const defaultSimilarityFloor = 0.65;

export interface RetrievalScope {
  /** Articles visible to agents only are included (agents, support, superadmins: `article.read`). */
  includeAgentsOnly: boolean;
  /** "Ask about this pillar": that pillar's lessons and its outline only. */
  pillarId?: string | null;
  /**
   * Lessons of pillars offered on some plans only: those of this plan, none of the others
   * (issue 58; `content.open`). Absent: every plan's (staff, free access).
   */
  lessonPlans?: { planId: string | null };
}

export interface RetrievedPassage extends Omit<AskSource, 'number'> {
  passageId: string;
  /** The fused rank's score (reciprocal rank fusion). */
  score: number;
  /** The gate's measure: full-text relevance or scaled cosine, whichever is larger. */
  relevance: number;
}

export interface Retrieval {
  /** Whether the best passages are good enough to answer from. */
  isAnswerable: boolean;
  passages: RetrievedPassage[];
  /** Which rankings took part. */
  mode: 'full_text' | 'hybrid';
  /** The embedding call failed or was too slow: full text alone for this question. */
  embeddingFellBack: boolean;
}

export interface RetrievalContext {
  db: Executor;
  ai: AiProvider | null;
  /** The in-memory index lives here (scope 'ask'); without it, it is loaded for the call. */
  content?: ContentCache;
  log?: Pick<FastifyBaseLogger, 'warn'>;
  /** The longest the question's embedding may take before full text answers alone. */
  embeddingTimeoutMs?: number;
  similarityFloor?: number;
}

/** The in-memory full-text index, shared by every question until a write moves its counter. */
export function lexicalIndexOf(ctx: Pick<RetrievalContext, 'db' | 'content'>): Promise<LexicalIndex> {
  return ctx.content
    ? ctx.content.get('ask', 'lexical-index', () => loadLexicalIndex(ctx))
    : loadLexicalIndex(ctx);
}

interface SourceRow
  extends Pick<SqlRow<typeof askPassages>, 'source_type' | 'source_id' | 'heading' | 'content'> {
  passage_id: string;
  title: string;
  article_slug: string | null;
  pillar_slug: string | null;
  element_slug: string | null;
  marked: string;
}

/** The passages the asker may open, and the sources' titles and links (left joins by type). */
function accessibleFrom(scope: RetrievalScope): { from: SQL; where: SQL } {
  const articleVisible = scope.includeAgentsOnly
    ? sql`a.is_published`
    : sql`a.is_published and a.visibility_scope = 'all'`;
  const lessonOpen = scope.lessonPlans
    ? sql` and (cardinality(pl.plan_ids) = 0 or ${scope.lessonPlans.planId}::uuid = any(pl.plan_ids))`
    : sql``;
  const where = scope.pillarId
    ? sql`p.source_type = 'lesson' and pl.id = ${scope.pillarId}${lessonOpen}`
    : sql`((p.source_type = 'article' and ${articleVisible}) or (l.id is not null${lessonOpen}) or f.id is not null)`;
  return {
    from: sql`ask_passages p
      left join articles a on p.source_type = 'article' and a.id = p.source_id
      left join lessons l on p.source_type = 'lesson' and l.id = p.source_id
      left join key_elements k on k.id = l.key_element_id
      left join pillars pl on pl.id = k.pillar_id
      left join support_faq_items f on p.source_type = 'faq' and f.id = p.source_id`,
    where,
  };
}

/** The lexemes as an OR query for marking them in the text (ts_headline). */
const markQuery = (lexemes: string[]) =>
  lexemes.length === 0
    ? sql`null::tsquery`
    : sql`array_to_string(array(select quote_literal(x) from unnest(${textArray(lexemes)}::text[]) x), ' | ')::tsquery`;

const markedColumn = (column: SQL, lexemes: string[]) =>
  sql`coalesce(ts_headline('english', translate(${column}, chr(2) || chr(3), ''), ${markQuery(lexemes)},
                           'StartSel=' || chr(2) || ', StopSel=' || chr(3) || ', HighlightAll=true'), ${column})`;

/**
 * The chosen passages as the asker may open them (access is a join, so a passage unpublished
 * or removed a moment ago is never returned), with their links and the question's words
 * marked; and a pillar's outline, when it is among them.
 */
async function readSources(
  db: Executor,
  passageIds: string[],
  outlinePillarId: string | null,
  scope: RetrievalScope,
  lexemes: string[],
): Promise<Map<string, SourceRow>> {
  const { from, where } = accessibleFrom(scope);
  const ids = `{${passageIds.join(',')}}`;
  const rows = await queryRows<SourceRow>(
    db,
    sql`select p.id as passage_id, p.source_type, p.source_id, p.heading, p.content,
               coalesce(a.title, l.title, f.question) as title, a.slug as article_slug, pl.slug as pillar_slug,
               k.slug as element_slug, ${markedColumn(sql`p.content`, lexemes)} as marked
          from ${from}
         where p.id = any(${ids}::uuid[]) and ${where}
        union all
        select o.id, 'pillar', o.id, 'What this pillar covers', o.outline, o.title, null, o.slug, null,
               ${markedColumn(sql`o.outline`, lexemes)}
          from (select pl.id, pl.title, pl.slug,
                       concat_ws(' ', pl.description,
                         (select string_agg(k.title || ': ' || k.description || ' Lessons: ' ||
                                   coalesce((select string_agg(l.title, '; ' order by l.order_position)
                                               from lessons l where l.key_element_id = k.id), '') || '.',
                                   ' ' order by k.created_at, k.id)
                            from key_elements k where k.pillar_id = pl.id)) as outline
                  from pillars pl where pl.id = ${outlinePillarId}) o`,
  );
  return new Map(rows.map((row) => [row.passage_id, row]));
}

function linkOf(row: SourceRow): AskSourceLink {
  if (row.source_type === 'article') return { type: 'article', slug: row.article_slug ?? '' };
  if (row.source_type === 'lesson') {
    return {
      type: 'lesson',
      pillarSlug: row.pillar_slug ?? '',
      elementSlug: row.element_slug ?? '',
      lessonId: row.source_id,
    };
  }
  if ((row.source_type as string) === 'pillar') return { type: 'pillar', pillarSlug: row.pillar_slug ?? '' };
  return { type: 'faq' };
}

interface VectorRow {
  passage_id: string;
  source_type: string;
  source_id: string;
  similarity: number;
}

/**
 * The nearest passages the asker may open by cosine (pgvector's `<=>`) to the last vector
 * (the hypothetical answer, else the question), each with its similarity to the first (the
 * question's own, for the gate).
 */
async function vectorCandidates(
  db: Executor,
  vectors: number[][],
  model: string,
  scope: RetrievalScope,
): Promise<VectorRow[]> {
  const { from, where } = accessibleFrom(scope);
  const asked = `[${vectors[0]!.join(',')}]`;
  const ranked = `[${vectors.at(-1)!.join(',')}]`;
  return queryRows<VectorRow>(
    db,
    sql`select p.id as passage_id, p.source_type, p.source_id,
               1 - (p.embedding::vector <=> ${asked}::vector) as similarity
          from ${from}
         where p.embedding_model = ${model} and p.embedding is not null and ${where}
         order by p.embedding::vector <=> ${ranked}::vector, p.id
         limit ${candidateCount}`,
  );
}

/**
 * The texts' embeddings (the question first), or null when the call fails or takes longer than
 * the timeout: the question is then answered by full text alone (the caller logs and counts it).
 */
async function embedTexts(
  ctx: RetrievalContext,
  texts: string[],
): Promise<{ vectors: number[][] | null; failure: string | null }> {
  const timeout = ctx.embeddingTimeoutMs ?? ctx.ai!.timeoutMs;
  try {
    const { vectors, tokens } = await ctx.ai!.embed(texts, AbortSignal.timeout(timeout));
    await recordUsage(ctx, { kind: 'embedding', promptTokens: tokens, completionTokens: 0 });
    return vectors.length === texts.length ? { vectors, failure: null } : { vectors: null, failure: 'empty' };
  } catch (error) {
    const failure =
      error instanceof AiProviderError
        ? error.failure
        : error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')
          ? 'timeout'
          : 'unknown';
    return { vectors: null, failure };
  }
}

interface Fused {
  key: string;
  sourceKey: string;
  passageId: string;
  sourceType: string;
  score: number;
  relevance: number;
}

/**
 * The best passages for a question among what the asker may open: at most `limit` sources,
 * one passage each, and whether they are good enough to answer from.
 */
export async function retrievePassages(
  ctx: RetrievalContext,
  input: {
    question: string;
    scope: RetrievalScope;
    /** How many sources to return (5; more for a rerank); the gate looks at the first five. */
    limit?: number;
    useEmbeddings?: boolean;
    /** The model's restatement and hypothetical answer (model-help.ts): ranking only, never the gate. */
    help?: QuestionRewrite | null;
  },
): Promise<Retrieval> {
  const limit = input.limit ?? askSourceLimit;
  const model = ctx.ai?.embeddingModel;
  const useVectors = Boolean(ctx.ai && model && hasVector(ctx) && input.useEmbeddings !== false);
  // One call: the question (for the gate and the ranking) and the hypothetical answer (ranking).
  const hypothetical = input.help?.answer ? `${input.question}\n${input.help.answer}` : null;
  const embedding = useVectors
    ? embedTexts(ctx, hypothetical ? [input.question, hypothetical] : [input.question])
    : null;
  const [analysis, restated, index] = await Promise.all([
    analyseQuestion(ctx, { question: input.question }),
    input.help?.search ? analyseQuestion(ctx, { question: input.help.search }) : null,
    lexicalIndexOf(ctx),
  ]);
  const lexical = searchLexicalIndex(index, analysis, input.scope, candidateCount).candidates;
  const lexicalRestated = restated
    ? searchLexicalIndex(index, restated, input.scope, candidateCount).candidates
    : [];

  let vectors: VectorRow[] = [];
  let embeddingFellBack = false;
  if (embedding) {
    const result = await embedding;
    if (result.vectors) {
      vectors = await vectorCandidates(ctx.db, result.vectors, model!, input.scope);
    } else {
      embeddingFellBack = true;
      ctx.log?.warn(
        { failure: result.failure, model },
        'Ask the Library: the question could not be embedded; answered by full text alone',
      );
      await recordUsage(ctx, { kind: 'embedding', promptTokens: 0, completionTokens: 0, fallbacks: 1 });
    }
  }

  // Reciprocal rank fusion over the two rankings; each passage's relevance for the gate.
  const similarityFloor = ctx.similarityFloor ?? defaultSimilarityFloor;
  const fused = new Map<string, Fused>();
  const entryOf = (passageId: string, sourceType: string, sourceId: string) => {
    let entry = fused.get(passageId);
    if (!entry) {
      entry = {
        key: passageId,
        sourceKey: `${sourceType}:${sourceId}`,
        passageId,
        sourceType,
        score: 0,
        relevance: 0,
      };
      fused.set(passageId, entry);
    }
    return entry;
  };
  // The restated question only orders (its relevance is the model's word, not the question's).
  lexicalRestated.forEach((candidate, rank) => {
    const { passage } = candidate;
    entryOf(passage.passageId, passage.sourceType, passage.sourceId).score += 1 / (rrfK + rank + 1);
  });
  lexical.forEach((candidate: LexicalCandidate, rank) => {
    const { passage } = candidate;
    const entry = entryOf(passage.passageId, passage.sourceType, passage.sourceId);
    entry.score += 1 / (rrfK + rank + 1);
    // A question about the pillar itself is answered from its outline, first.
    const isOutlineAsked = passage.sourceType === 'pillar' && analysis.isAboutThePillar;
    entry.relevance = Math.max(entry.relevance, isOutlineAsked ? relevanceFloor : candidate.relevance);
    if (isOutlineAsked) entry.score += 1;
  });
  // Only a passage as close as the floor counts: below it, a vector ranking is noise that would
  // push good full-text sources out of the five (the local fake's bag of words, a weak model).
  vectors
    .filter((row) => row.similarity >= similarityFloor)
    .forEach((row, rank) => {
      const entry = entryOf(row.passage_id, row.source_type, row.source_id);
      entry.score += 1 / (rrfK + rank + 1);
      entry.relevance = Math.max(entry.relevance, row.similarity / similarityFloor);
    });
  const bestPerSource = new Map<string, Fused>();
  for (const entry of [...fused.values()].sort((a, b) => b.score - a.score || a.key.localeCompare(b.key))) {
    if (!bestPerSource.has(entry.sourceKey)) bestPerSource.set(entry.sourceKey, entry);
  }
  // Read as the asker may open them; the join drops any unpublished or removed a moment ago
  // (the index learns of it with the write's counter), and the next ones are read instead.
  const ranked = [...bestPerSource.values()];
  const rows = new Map<string, SourceRow>();
  let chosen: Fused[] = [];
  for (let read = 0; chosen.length < limit && read < ranked.length; ) {
    const batch = ranked.slice(read, read + limit - chosen.length);
    read += batch.length;
    const outline = batch.find((entry) => entry.sourceType === 'pillar');
    const found = await readSources(
      ctx.db,
      batch.filter((entry) => entry !== outline).map((entry) => entry.passageId),
      outline?.passageId ?? null,
      input.scope,
      analysis.lexemes,
    );
    for (const [id, row] of found) rows.set(id, row);
    chosen = ranked.slice(0, read).filter((entry) => rows.has(entry.passageId));
  }
  const best = Math.max(0, ...chosen.slice(0, askSourceLimit).map((entry) => entry.relevance));
  return {
    isAnswerable: chosen.length > 0 && best >= relevanceFloor,
    mode: useVectors && !embeddingFellBack ? 'hybrid' : 'full_text',
    embeddingFellBack,
    passages: chosen.map((entry) => {
      const row = rows.get(entry.passageId)!;
      return {
        passageId: entry.passageId,
        score: entry.score,
        relevance: entry.relevance,
        sourceType: row.source_type as AskSource['sourceType'],
        sourceId: row.source_id,
        title: row.title,
        heading: row.heading,
        passage: row.content,
        highlights: toSegments(row.marked, { isHtml: false }).map(({ text, match }) => ({ text, match })),
        link: linkOf(row),
      };
    }),
  };
}
