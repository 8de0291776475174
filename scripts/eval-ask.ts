import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config/env.ts';
import { openDatabase, queryRows } from '../apps/server/src/db/client.ts';
import { seedDemoData } from '../apps/server/src/db/seed/seed.ts';
import { createAiProvider } from '../apps/server/src/integrations/ai/index.ts';
import { evaluateRetrieval } from '../apps/server/src/modules/ask/eval.ts';
import { reindexSource, setVectorSupport } from '../apps/server/src/modules/ask/passage-index.ts';

/*
 * `npm run eval:ask` (issue 41): a fresh in-memory database with the demo content, indexed,
 * then the question set (eval-questions.ts) through retrieval: full text alone, and hybrid
 * when an embedding model is configured (OPENAI_BASE_URL or OPENAI_API_KEY, EMBEDDING_MODEL).
 */
const config = loadConfig(process.env);
const ai = createAiProvider(config);
const handle = await openDatabase({ kind: 'pglite-memory' });
try {
  setVectorSupport({ db: handle.db }, { hasVector: handle.hasVector });
  await seedDemoData(handle.db);
  const sources = await queryRows<{ source_type: 'article' | 'lesson' | 'faq'; id: string }>(
    handle.db,
    sql`select 'article' as source_type, id from articles where is_published
        union all select 'lesson', id from lessons
        union all select 'faq', id from support_faq_items`,
  );
  for (const source of sources) {
    await reindexSource({ db: handle.db, ai }, { sourceType: source.source_type, sourceId: source.id });
  }
  const print = (label: string, result: Awaited<ReturnType<typeof evaluateRetrieval>>) => {
    process.stdout.write(
      `${label}: recall@5 ${result.recallAt5.toFixed(2)}, no-answer precision ${result.noAnswerPrecision.toFixed(2)}, no-answer recall ${result.noAnswerRecall.toFixed(2)}\n`,
    );
    for (const miss of result.misses) process.stdout.write(`  missed: ${miss}\n`);
  };
  print('Full text', await evaluateRetrieval({ db: handle.db, ai }, { useEmbeddings: false }));
  if (ai?.embeddingModel) {
    print(
      `Hybrid (${ai.embeddingModel})`,
      await evaluateRetrieval({ db: handle.db, ai }, { useEmbeddings: true }),
    );
  } else {
    process.stdout.write(
      'Hybrid: not measured: set EMBEDDING_MODEL (and OPENAI_BASE_URL or OPENAI_API_KEY) to measure it.\n',
    );
  }
} finally {
  await handle.close();
}
