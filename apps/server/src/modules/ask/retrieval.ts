import { askSourceLimit } from '@pillars/shared/ask/messages';
import type { AskSource, AskSourceLink } from '@pillars/shared/ask/schemas';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import type { SqlRow } from '../../db/row-types.ts';
import type { askPassages } from '../../db/schema/index.ts';
import type { AiProvider } from '../../integrations/ai/index.ts';
import { toSegments } from '../../lib/highlight-segments.ts';
import { hasVector } from './passage-index.ts';
import { recordUsage } from './usage.ts';

/*
 * Retrieval (issue 41, decision 053): full text and, where there are embeddings and pgvector,
 * cosine distance; each a ranked list of passages the asker may open, fused by reciprocal rank
 * fusion; one passage (its best) per source; and a threshold under which there is no answer.
 *
 * Full text asks `websearch_to_tsquery` with its terms joined by OR (a question's words are
 * never all in one passage), ranked in two stages: the cheap `ts_rank` keeps the best
 * `preRankCount` passages the asker may open, `ts_rank_cd` orders those (decision 053).
 * Whether the best passages answer at all is judged by coverage: the share of the question's
 * words (lexemes) a passage holds.
 */

/** Candidates each ranking keeps before fusion. */
const candidateCount = 40;
/** Reciprocal rank fusion's constant (the usual 60). */
const rrfK = 60;
/**
 * An answer needs a passage with at least this share of the question's words, and at least two
 * of them (one for a one-word question). Chosen with `npm run eval:ask` on the demo content.
 */
export const coverageThreshold = 0.5;
/** With embeddings: a passage this similar (cosine) answers even with fewer shared words. */
export const similarityThreshold = 0.75;

export interface RetrievalScope {
  /** Articles visible to agents only are included (agents, support, superadmins: `article.read`). */
  includeAgentsOnly: boolean;
  /** "Ask about this pillar": that pillar's lessons only. */
  pillarId?: string | null;
  /**
   * Lessons of pillars offered on some plans only: those of this plan, none of the others
   * (issue 58; `content.open`). Absent: every plan's (staff, free access).
   */
  lessonPlans?: { planId: string | null };
}

export interface RetrievedPassage extends Omit<AskSource, 'number'> {
  passageId: string;
  score: number;
}

export interface Retrieval {
  /** Whether the best passages are good enough to answer from. */
  isAnswerable: boolean;
  passages: RetrievedPassage[];
  /** Which rankings took part. */
  mode: 'full_text' | 'hybrid';
}

interface CandidateRow
  extends Pick<SqlRow<typeof askPassages>, 'source_type' | 'source_id' | 'heading' | 'content'> {
  passage_id: string;
  title: string;
  article_slug: string | null;
  pillar_slug: string | null;
  element_slug: string | null;
  /** Full text: the share of the question's lexemes in the passage; vectors: cosine similarity. */
  strength: number;
  matched: number;
  /** How many distinct words (lexemes) the question has. */
  lexeme_count: number;
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

const selectedColumns = sql`p.id as passage_id, p.source_type, p.source_id, p.heading, p.content,
  coalesce(a.title, l.title, f.question) as title, a.slug as article_slug, pl.slug as pillar_slug,
  k.slug as element_slug`;

/**
 * The question's terms joined by OR, as a tsquery (null when it has none: only stop words).
 * Written inline, not read from a CTE, so that it is a constant the planner folds at planning
 * time (every function in it is immutable): it then estimates the match from the statistics on
 * `search_vector` and joins the sources by hash, not by a nested loop sized for a few rows.
 */
const orQuery = (question: string) =>
  sql`(case when numnode(websearch_to_tsquery('english', ${question})) = 0 then null
            else replace(websearch_to_tsquery('english', ${question})::text, ' & ', ' | ')::tsquery end)`;

/**
 * How many matching passages the cheap first ranking (`ts_rank`, no cover density) keeps for
 * the dear one (`ts_rank_cd`). A common word ("price") matches thousands of passages on a large
 * library; cover density over all of them was most of a question's time (decision 053).
 */
const preRankCount = 200;

async function fullTextCandidates(
  db: Executor,
  question: string,
  scope: RetrievalScope,
): Promise<CandidateRow[]> {
  const { from, where } = accessibleFrom(scope);
  const query = orQuery(question);
  return queryRows<CandidateRow>(
    db,
    sql`with matched as (
          select ${selectedColumns}, p.search_vector, ts_rank(p.search_vector, ${query}, 1) as quick
            from ${from}
           where p.search_vector @@ ${query} and ${where}
           order by quick desc, p.id
           limit ${preRankCount}
        ),
        ranked as (
          select m.*, ts_rank_cd(m.search_vector, ${query}, 1) as rank
            from matched m
           order by rank desc, m.passage_id
           limit ${candidateCount}
        ),
        q as (select tsvector_to_array(to_tsvector('english', ${question})) as lexemes)
        select r.passage_id, r.source_type, r.source_id, r.heading, r.content, r.title, r.article_slug,
               r.pillar_slug, r.element_slug, m.matched, cardinality(q.lexemes) as lexeme_count,
               m.matched::float8 / greatest(cardinality(q.lexemes), 1) as strength
          from ranked r, q,
               lateral (select count(*)::int as matched
                          from unnest(q.lexemes) x where x = any(tsvector_to_array(r.search_vector))) m
         order by r.rank desc, r.passage_id`,
  );
}

async function vectorCandidates(
  db: Executor,
  embedding: number[],
  model: string,
  scope: RetrievalScope,
): Promise<CandidateRow[]> {
  const { from, where } = accessibleFrom(scope);
  const vector = `[${embedding.join(',')}]`;
  return queryRows<CandidateRow>(
    db,
    sql`select ${selectedColumns}, 0 as matched, 0 as lexeme_count,
               1 - (p.embedding::vector <=> ${vector}::vector) as strength
          from ${from}
         where p.embedding_model = ${model} and p.embedding is not null and ${where}
         order by p.embedding::vector <=> ${vector}::vector, p.id
         limit ${candidateCount}`,
  );
}

function linkOf(row: CandidateRow): AskSourceLink {
  if (row.source_type === 'article') return { type: 'article', slug: row.article_slug ?? '' };
  if (row.source_type === 'lesson') {
    return {
      type: 'lesson',
      pillarSlug: row.pillar_slug ?? '',
      elementSlug: row.element_slug ?? '',
      lessonId: row.source_id,
    };
  }
  return { type: 'faq' };
}

/** The chosen passages with the question's words marked (ts_headline, as Resources does). */
async function highlight(
  db: Executor,
  question: string,
  passageIds: string[],
): Promise<Map<string, AskSource['highlights']>> {
  if (passageIds.length === 0) return new Map();
  const rows = await queryRows<{ id: string; marked: string }>(
    db,
    sql`select p.id, coalesce(ts_headline('english', translate(p.content, chr(2) || chr(3), ''),
                                           ${orQuery(question)},
                                           'StartSel=' || chr(2) || ', StopSel=' || chr(3) || ', HighlightAll=true'),
                              p.content) as marked
          from ask_passages p where p.id = any(${`{${passageIds.join(',')}}`}::uuid[])`,
  );
  return new Map(
    rows.map((row) => [
      row.id,
      toSegments(row.marked, { isHtml: false }).map(({ text, match }) => ({ text, match })),
    ]),
  );
}

/**
 * The best passages for a question among what the asker may open: at most `limit` sources,
 * one passage each, and whether they are good enough to answer from.
 */
export async function retrievePassages(
  ctx: { db: Executor; ai: AiProvider | null },
  input: { question: string; scope: RetrievalScope; limit?: number; useEmbeddings?: boolean },
): Promise<Retrieval> {
  const limit = input.limit ?? askSourceLimit;
  const model = ctx.ai?.embeddingModel;
  const useVectors = Boolean(ctx.ai && model && hasVector(ctx) && input.useEmbeddings !== false);
  const fullText = await fullTextCandidates(ctx.db, input.question, input.scope);
  let vectors: CandidateRow[] = [];
  if (useVectors) {
    const { vectors: [embedding] = [], tokens } = await ctx.ai!.embed([input.question]);
    await recordUsage(ctx, { kind: 'embedding', promptTokens: tokens, completionTokens: 0 });
    if (embedding) vectors = await vectorCandidates(ctx.db, embedding, model!, input.scope);
  }

  // Reciprocal rank fusion over the two rankings.
  const fused = new Map<string, { row: CandidateRow; score: number }>();
  const add = (rows: CandidateRow[]) => {
    rows.forEach((row, index) => {
      const entry = fused.get(row.passage_id) ?? { row, score: 0 };
      entry.score += 1 / (rrfK + index + 1);
      fused.set(row.passage_id, entry);
    });
  };
  add(fullText);
  add(vectors);
  const bestPerSource = new Map<string, { row: CandidateRow; score: number }>();
  for (const entry of [...fused.values()].sort((a, b) => b.score - a.score)) {
    const key = `${entry.row.source_type}:${entry.row.source_id}`;
    if (!bestPerSource.has(key)) bestPerSource.set(key, entry);
  }
  const chosen = [...bestPerSource.values()].slice(0, limit);

  const minimumMatched = Math.min(2, Math.max(1, fullText[0]?.lexeme_count ?? 0));
  const isAnswerable =
    fullText.some((row) => row.strength >= coverageThreshold && row.matched >= minimumMatched) ||
    vectors.some((row) => row.strength >= similarityThreshold);

  const highlights = await highlight(
    ctx.db,
    input.question,
    chosen.map((entry) => entry.row.passage_id),
  );
  return {
    isAnswerable: isAnswerable && chosen.length > 0,
    mode: useVectors ? 'hybrid' : 'full_text',
    passages: chosen.map(({ row, score }) => ({
      passageId: row.passage_id,
      score,
      sourceType: row.source_type,
      sourceId: row.source_id,
      title: row.title,
      heading: row.heading,
      passage: row.content,
      highlights: highlights.get(row.passage_id) ?? [{ text: row.content, match: false }],
      link: linkOf(row),
    })),
  };
}
