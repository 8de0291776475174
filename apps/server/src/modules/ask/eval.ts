import type { Executor } from '../../db/client.ts';
import type { AiProvider } from '../../integrations/ai/index.ts';
import { answerableQuestions, unanswerableQuestions } from './eval-questions.ts';
import { retrievePassages } from './retrieval.ts';

/*
 * Retrieval quality (`npm run eval:ask`, issue 41): recall@5 (the source that answers a
 * question is among the five retrieved) and no-answer precision (of the questions retrieval
 * refuses, the share the library really cannot answer), with no-answer recall beside it.
 */
export interface EvalResult {
  mode: 'full_text' | 'hybrid';
  recallAt5: number;
  noAnswerPrecision: number;
  noAnswerRecall: number;
  misses: string[];
}

export async function evaluateRetrieval(
  ctx: { db: Executor; ai: AiProvider | null },
  input: { useEmbeddings: boolean },
): Promise<EvalResult> {
  const scope = { includeAgentsOnly: false };
  let found = 0;
  let refusedAnswerable = 0;
  const misses: string[] = [];
  let mode: EvalResult['mode'] = 'full_text';
  for (const { question, answeredBy } of answerableQuestions) {
    const retrieval = await retrievePassages(ctx, { question, scope, useEmbeddings: input.useEmbeddings });
    mode = retrieval.mode;
    if (!retrieval.isAnswerable) refusedAnswerable += 1;
    if (retrieval.isAnswerable && retrieval.passages.some((passage) => passage.title === answeredBy))
      found += 1;
    else misses.push(question);
  }
  let refusedUnanswerable = 0;
  for (const question of unanswerableQuestions) {
    const retrieval = await retrievePassages(ctx, { question, scope, useEmbeddings: input.useEmbeddings });
    if (!retrieval.isAnswerable) refusedUnanswerable += 1;
    else misses.push(`(answered) ${question}`);
  }
  const refused = refusedAnswerable + refusedUnanswerable;
  return {
    mode,
    recallAt5: found / answerableQuestions.length,
    noAnswerPrecision: refused === 0 ? 0 : refusedUnanswerable / refused,
    noAnswerRecall: refusedUnanswerable / unanswerableQuestions.length,
    misses,
  };
}
