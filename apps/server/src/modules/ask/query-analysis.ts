import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { fillerWords, pillarSelfReference, vocabulary } from './vocabulary.ts';

/*
 * A question as retrieval reads it (issue 55, decision 053): its words stemmed as the index
 * stems them (PostgreSQL's `english` configuration: "invoices", "invoiced" and "invoicing" are
 * one word), each word a concept, and each concept widened by the domain vocabulary
 * (vocabulary.ts) to the other names owners use for the same idea.
 */

/** One way a concept is found in a passage: all of `lexemes` (a phrase's words), worth `weight`. */
export interface ConceptTerm {
  lexemes: string[];
  /** 1 for the question's own word; `synonymWeight` for a word of the vocabulary. */
  weight: number;
}

export interface QueryConcept {
  /** The question's own stemmed words in this concept. */
  own: string[];
  terms: ConceptTerm[];
  /** How much the concept counts: 1, or `fillerWeight` for a word that says nothing of the topic. */
  importance: number;
}

export interface QueryAnalysis {
  concepts: QueryConcept[];
  /** Every single word searched, the question's and the vocabulary's (for marking the passages). */
  lexemes: string[];
  /** The question speaks of the pillar itself ("What matters most in this pillar?"). */
  isAboutThePillar: boolean;
}

/** How much a vocabulary word counts beside the question's own word. */
export const synonymWeight = 0.7;
/** How much a filler word ("best", "way") counts beside a topic word. */
export const fillerWeight = 0.2;
/** How much more a concept counts for each other word of the question that names it. */
export const repeatedIdeaWeight = 0.5;

/** A vocabulary term compiled: its stems, and its words for matching a phrase in the question. */
interface CompiledTerm {
  lexemes: string[];
  /** Set for a phrase (a term with spaces): its words, matched in the question's own words. */
  words: string[] | null;
}

interface CompiledVocabulary {
  groups: CompiledTerm[][];
  /** The group that speaks of the pillar itself. */
  pillarGroup: number;
  fillers: Set<string>;
}

/** Words as a PostgreSQL text[] literal (quotes and backslashes escaped). */
export const textArray = (words: string[]) =>
  `{${words.map((word) => `"${word.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`;

/** Lower case words, for matching a phrase: "work from home" in "... working from home?". */
const wordsOf = (text: string) => text.toLowerCase().match(/[a-z0-9]+(?:['’-][a-z0-9]+)*/g) ?? [];

/** Two words the same but for a plural or a tense ("meeting", "meetings"; "kick", "kicked"). */
function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  const root = (word: string) => word.replace(/(?:'s|’s|ies|es|s|ed|ing)$/, '');
  return root(a).length >= 3 && root(a) === root(b);
}

function containsPhrase(words: string[], phrase: string[]): boolean {
  for (let start = 0; start + phrase.length <= words.length; start += 1) {
    if (phrase.every((word, offset) => sameWord(words[start + offset]!, word))) return true;
  }
  return false;
}

let compiled: Promise<CompiledVocabulary> | null = null;

/** The vocabulary stemmed once per process (by the database, as the index is stemmed). */
function compileVocabulary(db: Executor): Promise<CompiledVocabulary> {
  compiled ??= (async () => {
    const terms = [...new Set([...vocabulary.flat(), ...fillerWords])];
    const rows = await queryRows<{ term: string; lexemes: string[] }>(
      db,
      sql`select t as term, tsvector_to_array(to_tsvector('english', t)) as lexemes
            from unnest(${textArray(terms)}::text[]) t`,
    );
    const stems = new Map(rows.map((row) => [row.term, row.lexemes]));
    const compile = (term: string): CompiledTerm => ({
      lexemes: stems.get(term) ?? [],
      words: term.includes(' ') ? wordsOf(term) : null,
    });
    return {
      groups: vocabulary.map((group) => group.map(compile)),
      pillarGroup: vocabulary.indexOf(pillarSelfReference),
      fillers: new Set(fillerWords.flatMap((word) => stems.get(word) ?? [])),
    };
  })().catch((error: unknown) => {
    compiled = null;
    throw error;
  });
  return compiled;
}

/**
 * Each word's stems as the index's configuration makes them, remembered per process: a word is
 * stemmed on its own exactly as in a text (PostgreSQL's `english` configuration looks at one
 * token at a time), so a question whose words were all seen before costs no statement.
 */
const stemsOfWord = new Map<string, string[]>();
/** A bound on that memory (the words of many thousands of questions). */
const stemCacheSize = 50_000;

/** The stemmed words of a question, in order of first appearance. */
async function stemQuestion(db: Executor, question: string): Promise<string[]> {
  const words = question.toLowerCase().match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu) ?? [];
  const unseen = [...new Set(words.filter((word) => !stemsOfWord.has(word)))];
  if (unseen.length > 0) {
    const rows = await queryRows<{ word: string; lexemes: string[] }>(
      db,
      sql`select w as word, tsvector_to_array(to_tsvector('english', w)) as lexemes
            from unnest(${textArray(unseen)}::text[]) w`,
    );
    if (stemsOfWord.size + rows.length > stemCacheSize) stemsOfWord.clear();
    for (const row of rows) stemsOfWord.set(row.word, row.lexemes);
  }
  return [...new Set(words.flatMap((word) => stemsOfWord.get(word) ?? []))];
}

/**
 * The question's concepts: each stemmed word alone, then joined with the words of every
 * vocabulary group the question uses (a word of the group, or a phrase of it in the
 * question's words); two of the question's words in one group are one concept.
 */
export async function analyseQuestion(
  ctx: { db: Executor },
  { question }: { question: string },
): Promise<QueryAnalysis> {
  const [vocabularyStems, questionLexemes] = await Promise.all([
    compileVocabulary(ctx.db),
    stemQuestion(ctx.db, question),
  ]);
  const words = wordsOf(question);
  // One concept per question word; `parent` joins concepts (union-find).
  const parent = questionLexemes.map((_, index) => index);
  const find = (index: number): number => {
    while (parent[index] !== index) index = parent[index] = parent[parent[index]!]!;
    return index;
  };
  const position = new Map(questionLexemes.map((lexeme, index) => [lexeme, index]));
  const synonyms = new Map<number, ConceptTerm[]>();
  const extraConcepts: QueryConcept[] = [];
  let isAboutThePillar = false;

  vocabularyStems.groups.forEach((group, groupIndex) => {
    // The question's words this group holds by their stem, and its phrases in the question.
    const matched: number[] = [];
    const phrases = new Set<CompiledTerm>();
    for (const term of group) {
      if (term.words) {
        if (containsPhrase(words, term.words)) phrases.add(term);
      } else if (term.lexemes.length > 0 && term.lexemes.every((lexeme) => position.has(lexeme))) {
        matched.push(position.get(term.lexemes[0]!)!);
      }
    }
    if (matched.length === 0 && phrases.size === 0) return;
    if (groupIndex === vocabularyStems.pillarGroup) isAboutThePillar = true;
    // A phrase is searched as all its words together; one of a single common word ("say no")
    // only marks the question, it is not searched for.
    const terms = group
      .filter((term) => term.lexemes.length > 0 && (term.words === null || term.lexemes.length > 1))
      .map((term) => ({ lexemes: term.lexemes, weight: phrases.has(term) ? 1 : synonymWeight }));
    if (matched.length === 0) {
      // Matched by a phrase only: a concept of its own. Its words stay concepts of their own
      // too ("work from home": "work", in most passages, must not dilute "remote").
      extraConcepts.push({ own: [], terms, importance: 1 });
      return;
    }
    const root = find(matched[0]!);
    for (const index of matched.slice(1)) {
      const other = find(index);
      if (other === root) continue;
      parent[other] = root;
      synonyms.set(root, [...(synonyms.get(root) ?? []), ...(synonyms.get(other) ?? [])]);
      synonyms.delete(other);
    }
    synonyms.set(root, [...(synonyms.get(root) ?? []), ...terms]);
  });

  const byRoot = new Map<number, string[]>();
  questionLexemes.forEach((lexeme, index) => {
    const root = find(index);
    byRoot.set(root, [...(byRoot.get(root) ?? []), lexeme]);
  });
  const concepts: QueryConcept[] = [...byRoot.entries()].map(([root, own]) => {
    const terms = new Map<string, ConceptTerm>();
    for (const term of [
      ...own.map((lexeme) => ({ lexemes: [lexeme], weight: 1 })),
      ...(synonyms.get(root) ?? []),
    ]) {
      const key = term.lexemes.join(' ');
      if ((terms.get(key)?.weight ?? 0) < term.weight) terms.set(key, term);
    }
    // Two of the question's words for one idea ("praise or correction") stress it: it counts more.
    const topical = own.filter(
      (lexeme) => !vocabularyStems.fillers.has(lexeme) && !/^\d/.test(lexeme),
    ).length;
    return {
      own,
      terms: [...terms.values()],
      importance: topical === 0 ? fillerWeight : Math.min(2, 1 + repeatedIdeaWeight * (topical - 1)),
    };
  });
  const all = [...concepts, ...extraConcepts];
  return {
    concepts: all,
    // A phrase's words alone would mark "first" for "first weeks": only single words are marked.
    lexemes: [
      ...new Set(
        all.flatMap((concept) =>
          concept.terms.filter((term) => term.lexemes.length === 1).map((term) => term.lexemes[0]!),
        ),
      ),
    ],
    isAboutThePillar,
  };
}
