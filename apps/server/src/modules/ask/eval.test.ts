import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { jobDefinitions } from '../../jobs/definitions.ts';
import { evaluateRetrieval } from './eval.ts';
import { answerableQuestions, unanswerableQuestions } from './eval-questions.ts';

/** `npm run eval:ask`'s bar, on the demo data, full text alone (issue 41). */
describe('Ask the Library: retrieval quality on the demo content', async () => {
  const { app, db, runJobs } = await buildTestApp({});
  await app.jobs.enqueueJob(jobDefinitions.askBackfill, {});
  await runJobs();

  it('has at least 40 answerable and 10 unanswerable questions', () => {
    expect(answerableQuestions.length).toBeGreaterThanOrEqual(40);
    expect(unanswerableQuestions.length).toBeGreaterThanOrEqual(10);
  });

  it('full text alone: recall@5 and no-answer precision at least 0.8', async () => {
    const result = await evaluateRetrieval({ db, ai: null }, { useEmbeddings: false });
    expect(result.mode).toBe('full_text');
    expect(result.recallAt5, result.misses.join('\n')).toBeGreaterThanOrEqual(0.8);
    expect(result.noAnswerPrecision, result.misses.join('\n')).toBeGreaterThanOrEqual(0.8);
    expect(result.noAnswerRecall, result.misses.join('\n')).toBeGreaterThanOrEqual(0.8);
  });
});
