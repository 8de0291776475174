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
export const fieldWeights = [3, 2, 1, 1] as const;
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
  /** A lexeme's postings by passage, made the first time a phrase needs them. */
  byDoc: Map<string, Map<number, Postings[number]>>;
}

function postingsByDoc(index: LexicalIndex, lexeme: string): Map<number, Postings[number]> {
  let map = index.byDoc.get(lexeme);
  if (!map) {
    map = new Map((index.postings.get(lexeme) ?? []).map((entry) => [entry.doc, entry]));
    index.byDoc.set(lexeme, map);
  }
  return map;
}

/**
 * Where a term is: a word's postings, or for a phrase the passages holding all its words,
 * each field counted as often as its rarest word (walking the shortest list).
 */
function termPostings(index: LexicalIndex, lexemes: string[]): Postings {
  if (lexemes.length === 1) return index.postings.get(lexemes[0]!) ?? [];
  const lists = lexemes.map((lexeme) => index.postings.get(lexeme));
  if (lists.some((list) => list === undefined)) return [];
  const shortest = lexemes.reduce((best, lexeme, position) =>
    lists[position]!.length < index.postings.get(best)!.length ? lexeme : best,
  );
  const others = lexemes
    .filter((lexeme) => lexeme !== shortest)
    .map((lexeme) => postingsByDoc(index, lexeme));
  const found: Postings = [];
  for (const entry of index.postings.get(shortest)!) {
    const tf = [...entry.tf];
    let isEverywhere = true;
    for (const other of others) {
      const match = other.get(entry.doc);
      if (!match) {
        isEverywhere = false;
        break;
      }
      for (let field = 0; field < fieldCount; field += 1) tf[field] = Math.min(tf[field]!, match.tf[field]!);
    }
    if (isEverywhere) found.push({ doc: entry.doc, tf });
  }
  return found;
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
export async function loadLexicalIndex(ctx: { db: Executor }): Promise<LexicalIndex> {
  const rows = await queryRows<IndexRow>(
    ctx.db,
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
    byDoc: new Map(),
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
export const heldWeightFloor = 0.95;
export const heldShareFloor = 0.85;

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
  // Per passage, in arrays (a common word is in every passage of a large library): the score
  // and the weight held over all concepts, and the concept's best name, with the passages touched.
  const score = new Float64Array(documents);
  const covered = new Float64Array(documents);
  const conceptScore = new Float64Array(documents);
  const conceptCovered = new Float64Array(documents);
  const touched: number[] = [];
  const isTouched = new Uint8Array(documents);
  let knownWeight = 0;
  let unknownWeight = 0;
  for (const concept of analysis.concepts) {
    // Each of the concept's names counts by its own rarity (a passage saying "SOP" weighs more
    // than one saying "process"); a passage counts the concept once, by its best name.
    const conceptDocs: number[] = [];
    let conceptWeight = 0;
    let isKnown = false;
    // A name from the vocabulary never counts more than the owner's own word for the idea.
    let ownWeight = 0;
    for (const lexeme of concept.own) {
      ownWeight = Math.max(ownWeight, idfOf(documents, index.postings.get(lexeme)?.length ?? 0));
    }
    for (const term of concept.terms) {
      const isOwn = term.weight === 1;
      const matches = termPostings(index, term.lexemes);
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
      const termCovered = term.weight * idf;
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
        const termScore = termCovered * ((count * (k1 + 1)) / (count + k1));
        if (conceptCovered[doc] === 0) conceptDocs.push(doc);
        if (termScore > conceptScore[doc]!) conceptScore[doc] = termScore;
        if (termCovered > conceptCovered[doc]!) conceptCovered[doc] = termCovered;
      }
    }
    // A concept of the vocabulary alone (a phrase of the question): weighs as its rarest name.
    if (conceptWeight === 0) {
      for (const doc of conceptDocs) conceptWeight = Math.max(conceptWeight, conceptCovered[doc]!);
    }
    const weight = concept.importance * conceptWeight;
    if (isKnown) knownWeight += weight;
    else unknownWeight += weight;
    for (const doc of conceptDocs) {
      if (!isTouched[doc]) {
        isTouched[doc] = 1;
        touched.push(doc);
      }
      score[doc]! += concept.importance * conceptScore[doc]!;
      covered[doc]! += concept.importance * Math.min(conceptWeight, conceptCovered[doc]!);
      conceptScore[doc] = 0;
      conceptCovered[doc] = 0;
    }
  }
  const unit = idfOf(documents, 0);
  const inScope = touched.filter((doc) => isInScope(index.passages[doc]!, scope));
  // Ties in the order of the passages' ids (the index is loaded in that order).
  inScope.sort((a, b) => score[b]! - score[a]! || a - b);
  const candidates = inScope.slice(0, limit).map((doc): LexicalCandidate => {
    const relevance = Math.max(
      (covered[doc]! - unknownWordPenalty * unknownWeight) / unit / heldWeightFloor,
      covered[doc]! / Math.max(knownWeight + unknownWeight, Number.EPSILON) / heldShareFloor,
    );
    return { doc, passage: index.passages[doc]!, score: score[doc]!, covered: covered[doc]!, relevance };
  });
  return { candidates, knownWeight, unknownWeight };
}
