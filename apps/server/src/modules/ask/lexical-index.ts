import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import type { QueryAnalysis } from './query-analysis.ts';

/*
 * Ask the Library's full-text ranking (issue 55, decision 053): BM25 over the passages' stems,
 * with fields (the source's title, the passage's heading, its context: a lesson's key element
 * and pillar, and its text) weighted apart, and each question concept's words and vocabulary
 * counted once (a concept is matched, or not, whichever of its names a passage uses).
 *
 * The stems come from the database (the passages' stored `search_vector`; titles and context
 * stemmed by the same `english` configuration at load), and the index is held in memory
 * (ctx.content, scope 'ask': reloaded after any write to the passages, the key elements or the
 * pillars), so a question costs no statement for its ranking, whatever the library's size.
 * Access is still decided by a join when the chosen passages are read (retrieval.ts): the
 * flags kept here only spare the ranking passages the asker may not open.
 */

export type IndexedSourceType = 'article' | 'lesson' | 'faq' | 'pillar';

/** The fields, in order: the source's title, the passage's heading, its context, its text. */
const fieldCount = 4;
/** How much a word counts in each field, against the passage's text (tuned on the development half). */
export const fieldWeights = [3, 1.5, 1, 1] as const;
/** BM25's saturation and length normalisation. */
const k1 = 1.2;
const lengthNormalisation = [0.3, 0.3, 0.3, 0.75] as const;

export interface IndexedPassage {
  passageId: string;
  sourceType: IndexedSourceType;
  sourceId: string;
  /** A lesson's pillar, a pillar outline's own pillar; null otherwise. */
  pillarId: string | null;
  /** An article visible to agents only (and the team). */
  isAgentsOnly: boolean;
  lengths: number[];
}

/** Per lexeme: the passages holding it and its count in each field. */
type Postings = Array<{ doc: number; tf: number[] }>;

export interface LexicalIndex {
  passages: IndexedPassage[];
  postings: Map<string, Postings>;
  averageLengths: number[];
}

export interface LexicalScope {
  includeAgentsOnly: boolean;
  pillarId?: string | null;
}

export interface LexicalCandidate {
  doc: number;
  passage: IndexedPassage;
  score: number;
  /** The question's weight the passage holds (each concept's idf, a synonym's less). */
  covered: number;
  /** Each matched concept's part of `covered`. */
  matched: number[];
  /** The full-text side of the gate, 1 at its floor (`heldWeightFloor`, `heldShareFloor`). */
  relevance: number;
}

/** `'lexeme':1A,2,3B 'other':4` (a tsvector's text) into counts per weight letter. */
function parseVector(text: string | null): Map<string, { a: number; b: number; other: number }> {
  const counts = new Map<string, { a: number; b: number; other: number }>();
  if (!text) return counts;
  for (const match of text.matchAll(/'((?:[^']|'')*)'(?::([0-9A-D,]+))?/g)) {
    const lexeme = match[1]!.replaceAll("''", "'");
    const count = counts.get(lexeme) ?? { a: 0, b: 0, other: 0 };
    for (const position of (match[2] ?? '0').split(',')) {
      if (position.endsWith('A')) count.a += 1;
      else if (position.endsWith('B')) count.b += 1;
      else count.other += 1;
    }
    counts.set(lexeme, count);
  }
  return counts;
}

interface IndexRow {
  passage_id: string;
  source_type: IndexedSourceType;
  source_id: string;
  pillar_id: string | null;
  is_agents_only: boolean;
  passage_vector: string | null;
  title_vector: string | null;
  context_vector: string | null;
}

/**
 * Every passage with its stems by field, and one outline per pillar (its title; its
 * description, key elements and lessons as text), for "Ask about this pillar".
 */
export async function loadLexicalIndex(db: Executor): Promise<LexicalIndex> {
  const rows = await queryRows<IndexRow>(
    db,
    sql`select p.id as passage_id, p.source_type, p.source_id, pl.id as pillar_id,
               coalesce(a.visibility_scope = 'agents_only', false) as is_agents_only,
               p.search_vector::text as passage_vector,
               to_tsvector('english', coalesce(a.title, l.title, f.question, ''))::text as title_vector,
               case when l.id is not null
                    then to_tsvector('english', concat_ws(' ', k.title, k.description, pl.title))::text end
                 as context_vector
          from ask_passages p
          left join articles a on p.source_type = 'article' and a.id = p.source_id
          left join lessons l on p.source_type = 'lesson' and l.id = p.source_id
          left join key_elements k on k.id = l.key_element_id
          left join pillars pl on pl.id = k.pillar_id
          left join support_faq_items f on p.source_type = 'faq' and f.id = p.source_id
        union all
        select pl.id, 'pillar', pl.id, pl.id, false,
               to_tsvector('english', concat_ws(' ', pl.description,
                 (select string_agg(concat_ws(' ', k.title, k.description,
                           (select string_agg(l.title, ' ') from lessons l where l.key_element_id = k.id)), ' ')
                    from key_elements k where k.pillar_id = pl.id)))::text,
               to_tsvector('english', pl.title)::text,
               to_tsvector('english', 'pillar outline overview key elements lessons')::text
          from pillars pl
         order by 1`,
  );
  const passages: IndexedPassage[] = [];
  const postings = new Map<string, Postings>();
  const totals = new Array<number>(fieldCount).fill(0);
  for (const row of rows) {
    const doc = passages.length;
    const body = parseVector(row.passage_vector);
    const title = parseVector(row.title_vector);
    const context = parseVector(row.context_vector);
    const lengths = new Array<number>(fieldCount).fill(0);
    const add = (lexeme: string, field: number, count: number) => {
      if (count === 0) return;
      let list = postings.get(lexeme);
      if (!list) {
        list = [];
        postings.set(lexeme, list);
      }
      let entry = list.at(-1);
      if (entry?.doc !== doc) {
        entry = { doc, tf: new Array<number>(fieldCount).fill(0) };
        list.push(entry);
      }
      entry.tf[field]! += count;
      lengths[field]! += count;
    };
    for (const [lexeme, count] of title) add(lexeme, 0, count.a + count.b + count.other);
    for (const [lexeme, count] of body) {
      // The stored vector: the heading is weight A, the text B (the outline's text is unweighted).
      add(lexeme, 1, count.a);
      add(lexeme, 3, count.b + count.other);
    }
    for (const [lexeme, count] of context) add(lexeme, 2, count.a + count.b + count.other);
    lengths.forEach((length, field) => {
      totals[field]! += length;
    });
    passages.push({
      passageId: row.passage_id,
      sourceType: row.source_type,
      sourceId: row.source_id,
      pillarId: row.pillar_id,
      isAgentsOnly: row.is_agents_only,
      lengths,
    });
  }
  return {
    passages,
    postings,
    averageLengths: totals.map((total) => total / Math.max(passages.length, 1) || 1),
  };
}

/** Whether the asker's question may use a passage (the outline only in its own pillar's scope). */
function isInScope(passage: IndexedPassage, scope: LexicalScope): boolean {
  if (scope.pillarId) {
    return (
      (passage.sourceType === 'lesson' || passage.sourceType === 'pillar') &&
      passage.pillarId === scope.pillarId
    );
  }
  return passage.sourceType !== 'pillar' && (scope.includeAgentsOnly || !passage.isAgentsOnly);
}

/** The inverse document frequency of a set of passages' size. */
const idfOf = (documents: number, matching: number) =>
  Math.log(1 + (documents - matching + 0.5) / (matching + 0.5));

/*
 * The gate's measure of a passage (issue 55, decision 053), 1 at the floor: it answers when
 * it holds enough of the question's weight (at least `heldWeightFloor` of the rarest word's
 * weight, less a quarter of the weight of the question's words the library never uses: a
 * topic it lacks, "trademark", "Shopify", or only a name, "Lisbon", hence a quarter), or
 * nearly all of it (`heldShareFloor`, the unknown words counted in full: a short question
 * whose every word the passage holds). Both chosen on the development half.
 */
export const unknownWordPenalty = 0.25;
export const heldWeightFloor = 0.9;
export const heldShareFloor = 0.8;

/** The best passages for the question's concepts, by BM25, with each one's coverage. */
export interface LexicalSearch {
  candidates: LexicalCandidate[];
  /** The question's weight in words the library uses, and in words it never uses. */
  knownWeight: number;
  unknownWeight: number;
}

export function searchLexicalIndex(
  index: LexicalIndex,
  analysis: QueryAnalysis,
  scope: LexicalScope,
  limit: number,
): LexicalSearch {
  const documents = index.passages.length;
  const scores = new Map<number, { score: number; covered: number; matched: number[] }>();
  let knownWeight = 0;
  let unknownWeight = 0;
  for (const concept of analysis.concepts) {
    // Each of the concept's names counts by its own rarity (a passage saying "SOP" weighs more
    // than one saying "process"); a passage counts the concept once, by its best name.
    const best = new Map<number, { score: number; covered: number }>();
    let conceptWeight = 0;
    let isKnown = false;
    // A name from the vocabulary never counts more than the owner's own word for the idea.
    let ownWeight = 0;
    for (const lexeme of concept.own) {
      ownWeight = Math.max(ownWeight, idfOf(documents, index.postings.get(lexeme)?.length ?? 0));
    }
    for (const term of concept.terms) {
      const lists = term.lexemes.map((lexeme) => index.postings.get(lexeme));
      const isOwn = term.weight === 1;
      if (lists.some((list) => list === undefined)) {
        if (isOwn) conceptWeight = Math.max(conceptWeight, idfOf(documents, 0));
        continue;
      }
      const [first, ...rest] = lists as Postings[];
      const others = rest.map((list) => new Map(list.map((entry) => [entry.doc, entry])));
      // A phrase is where all its words are, as often as its rarest word.
      const matches: Array<{ doc: number; tf: number[] }> = [];
      for (const entry of first!) {
        const entries = [entry, ...others.map((list) => list.get(entry.doc))];
        if (entries.some((item) => item === undefined)) continue;
        matches.push({
          doc: entry.doc,
          tf: entry.tf.map((_, field) => Math.min(...entries.map((item) => item!.tf[field]!))),
        });
      }
      if (matches.length === 0) {
        if (isOwn) conceptWeight = Math.max(conceptWeight, idfOf(documents, 0));
        continue;
      }
      isKnown = true;
      const idf =
        isOwn || ownWeight === 0
          ? idfOf(documents, matches.length)
          : Math.min(ownWeight, idfOf(documents, matches.length));
      if (isOwn) conceptWeight = Math.max(conceptWeight, idf);
      for (const { doc, tf } of matches) {
        const passage = index.passages[doc]!;
        let count = 0;
        for (let field = 0; field < fieldCount; field += 1) {
          if (tf[field] === 0) continue;
          const norm =
            1 -
            lengthNormalisation[field]! +
            (lengthNormalisation[field]! * passage.lengths[field]!) / index.averageLengths[field]!;
          count += (fieldWeights[field]! * tf[field]!) / norm;
        }
        const score = term.weight * idf * ((count * (k1 + 1)) / (count + k1));
        const covered = term.weight * idf;
        const current = best.get(doc);
        if (!current) best.set(doc, { score, covered });
        else {
          current.score = Math.max(current.score, score);
          current.covered = Math.max(current.covered, covered);
        }
      }
    }
    // A concept of the vocabulary alone (a phrase of the question): weighs as its rarest name.
    if (conceptWeight === 0) {
      for (const [, entry] of best) conceptWeight = Math.max(conceptWeight, entry.covered);
    }
    const weight = concept.importance * conceptWeight;
    if (isKnown) knownWeight += weight;
    else unknownWeight += weight;
    for (const [doc, entry] of best) {
      const total = scores.get(doc) ?? { score: 0, covered: 0, matched: [] };
      const covered = concept.importance * Math.min(conceptWeight, entry.covered);
      total.score += concept.importance * entry.score;
      total.covered += covered;
      total.matched.push(covered);
      scores.set(doc, total);
    }
  }
  const unit = idfOf(documents, 0);
  const candidates: LexicalCandidate[] = [];
  for (const [doc, { score, covered, matched }] of scores) {
    const passage = index.passages[doc]!;
    if (!isInScope(passage, scope)) continue;
    const relevance = Math.max(
      (covered - unknownWordPenalty * unknownWeight) / unit / heldWeightFloor,
      covered / Math.max(knownWeight + unknownWeight, Number.EPSILON) / heldShareFloor,
    );
    candidates.push({ doc, passage, score, covered, matched, relevance });
  }
  candidates.sort((a, b) => b.score - a.score || a.passage.passageId.localeCompare(b.passage.passageId));
  return { candidates: candidates.slice(0, limit), knownWeight, unknownWeight };
}
