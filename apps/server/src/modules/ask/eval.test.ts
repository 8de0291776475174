import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { queryRows } from '../../db/client.ts';
import { jobDefinitions } from '../../jobs/definitions.ts';
import { belowTheLines, evalContentCache, evalSets, evaluateRetrieval } from './eval.ts';
import { drawHalves, ownerQuestions } from './eval-owner-questions.ts';

/**
 * `npm run eval:ask`'s questions and a fast check of its figures (issues 41 and 55), full text
 * alone on the demo data: the whole report, with hybrid, is the command's.
 */
describe('Ask the Library: retrieval quality on the demo content', async () => {
  const { app, db, runJobs } = await buildTestApp({});
  await app.jobs.enqueueJob(jobDefinitions.askBackfill, {});
  await runJobs();
  const [kinds] = await queryRows<{ titles: Record<string, string> }>(
    db,
    sql`select json_object_agg(title, kind) as titles from (
          select title, 'lesson' as kind from lessons
          union all select title, 'article' from articles where is_published and visibility_scope = 'all'
          union all select question, 'faq' from support_faq_items) t`,
  );
  const kindOf = (title: string) => kinds!.titles[title] ?? 'unknown';

  it("has 150 owners' questions or more, 30 not covered and 10 only a draft answers, each expected title published", () => {
    expect(ownerQuestions.length).toBeGreaterThanOrEqual(150);
    expect(
      ownerQuestions.filter((question) => question.expect === 'uncovered').length,
    ).toBeGreaterThanOrEqual(30);
    expect(ownerQuestions.filter((question) => question.expect === 'draft').length).toBeGreaterThanOrEqual(
      10,
    );
    const unknown = ownerQuestions.flatMap((question) =>
      question.answeredBy.filter((title) => kindOf(title) === 'unknown'),
    );
    expect(unknown).toEqual([]);
  });

  it('keeps the halves as they were drawn from the recorded seed', () => {
    expect(ownerQuestions.map((question) => question.half)).toEqual(drawHalves(ownerQuestions, kindOf));
  });

  it('asks without the words of the titles it expects (stemmed as the index stems them)', async () => {
    const [row] = await queryRows<{ overlaps: Array<{ question: string; words: string[] }> | null }>(
      db,
      sql`select json_agg(json_build_object('question', q.question, 'words', q.words)) as overlaps
            from (select x.question, array(select unnest(tsvector_to_array(to_tsvector('english', x.question)))
                                             intersect
                                           select unnest(tsvector_to_array(to_tsvector('english', x.titles)))) as words
                    from json_to_recordset(${JSON.stringify(
                      ownerQuestions.map((question) => ({
                        question: question.question,
                        titles: question.answeredBy.join(' '),
                      })),
                    )}::json) as x(question text, titles text)) q
           where cardinality(q.words) > 0`,
    );
    expect(row!.overlaps ?? []).toEqual([]);
  });

  it("full text alone, issue 41's questions: recall@5 and no-answer precision and recall at least 0.9", async () => {
    const result = await evaluateRetrieval(
      { db, ai: null, content: await evalContentCache({ db }) },
      { set: 'original', useEmbeddings: false },
    );
    expect(result.mode).toBe('full_text');
    expect(evalSets.original).toHaveLength(55);
    expect(result.recallAt5, result.misses.join('\n')).toBeGreaterThanOrEqual(0.9);
    expect(result.noAnswerPrecision, result.misses.join('\n')).toBeGreaterThanOrEqual(0.9);
    expect(result.noAnswerRecall, result.misses.join('\n')).toBeGreaterThanOrEqual(0.9);
  });

  it("full text alone, the owners' test half: recall@5 at the issue's lines, no draft cited, no-answer as measured", async () => {
    const result = await evaluateRetrieval(
      { db, ai: null, content: await evalContentCache({ db }) },
      { set: 'test', useEmbeddings: false },
    );
    const misses = result.misses.join('\n');
    expect(
      belowTheLines(result).filter((line) => !line.startsWith('no-answer')),
      misses,
    ).toEqual([]);
    // Below the 0.9 on the test half (0.68 and 0.71 when the gate was chosen, decision
    // 053): held where it is, so that a change that loses more fails here.
    expect(result.noAnswerPrecision, misses).toBeGreaterThanOrEqual(0.65);
    expect(result.noAnswerRecall, misses).toBeGreaterThanOrEqual(0.65);
  });
});
