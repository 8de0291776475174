import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../../db/client.ts';
import { seedDemoDataIfEmpty } from '../../db/seed/seed.ts';
import { answerableQuestions, unanswerableQuestions } from './eval-questions.ts';
import { reindexSource, setVectorSupport } from './passage-index.ts';
import { retrievePassages } from './retrieval.ts';

/*
 * `npm run bench:ask` (issue 41): retrieval alone (no model, full text), the eval's 55
 * questions asked `ASK_BENCH_ROUNDS` times (10) one after the other on the demo data in an
 * in-memory PGlite, or on `ASK_BENCH_DATABASE_URL` (a PostgreSQL database: demo data loaded
 * when it is empty; the bench's large data when `npm run bench` left it there). Prints p50,
 * p95 and p99 in milliseconds. The budget: p99 under 150 ms on PGlite with the demo
 * data, under 100 ms on PostgreSQL with the large data.
 */
const url = process.env.ASK_BENCH_DATABASE_URL;
const rounds = Number(process.env.ASK_BENCH_ROUNDS ?? 10);
const handle = await openDatabase(url ? { kind: 'postgres', url } : { kind: 'pglite-memory' });
try {
  setVectorSupport({ db: handle.db }, { hasVector: handle.hasVector });
  await seedDemoDataIfEmpty(handle.db);
  const sources = await queryRows<{ source_type: 'article' | 'lesson' | 'faq'; id: string }>(
    handle.db,
    sql`select 'article' as source_type, id from articles a where is_published
           and not exists (select 1 from ask_passages p where p.source_type = 'article' and p.source_id = a.id)
        union all select 'lesson', id from lessons l
         where not exists (select 1 from ask_passages p where p.source_type = 'lesson' and p.source_id = l.id)
        union all select 'faq', id from support_faq_items f
         where not exists (select 1 from ask_passages p where p.source_type = 'faq' and p.source_id = f.id)`,
  );
  for (const source of sources) {
    await reindexSource({ db: handle.db, ai: null }, { sourceType: source.source_type, sourceId: source.id });
  }
  const [{ passages } = { passages: 0 }] = await queryRows<{ passages: number }>(
    handle.db,
    sql`select count(*)::int as passages from ask_passages`,
  );
  const questions = [...answerableQuestions.map((item) => item.question), ...unanswerableQuestions];
  const scope = { includeAgentsOnly: false };
  // One warm-up round: plans and caches as a running server has them.
  for (const question of questions) await retrievePassages({ db: handle.db, ai: null }, { question, scope });
  const times: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const question of questions) {
      const started = performance.now();
      await retrievePassages({ db: handle.db, ai: null }, { question, scope });
      times.push(performance.now() - started);
    }
  }
  times.sort((a, b) => a - b);
  const at = (share: number) =>
    times[Math.min(times.length - 1, Math.floor(share * times.length))]!.toFixed(1);
  process.stdout.write(
    `Ask the Library retrieval (full text, ${url ? 'PostgreSQL' : 'PGlite'}, ${passages} passages, ${times.length} questions): p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, p99 ${at(0.99)} ms\n`,
  );
} finally {
  await handle.close();
}
