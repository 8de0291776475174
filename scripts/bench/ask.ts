/**
 * Ask the Library in `npm run bench` (issue 41, decision 053).
 *
 * - The index: the demo seed indexes its content in its transaction; the large configuration's
 *   articles are indexed here in bulk (`indexBenchArticles`: the app's own chunker, then one
 *   insert per 500 articles), as the backfill would after a while.
 * - Both measurements run on the app built in this process on the seeded database, with the
 *   server's configuration, listening on a port and asked over HTTP, before the server starts
 *   (`measureAsk`), so that Ask's figures do not depend on what the server's loads and jobs
 *   did before. (The spawned PGlite server's WebAssembly "memory access out of bounds" of
 *   2026-11-27 was not Ask's: the first reminders scan's row IN list of 834 pairs
 *   overflowed PGlite's stack, learning-plans/plan-notifications.ts; fixed there.)
 * - Retrieval alone: POST /api/ask without an AI provider (the answer is its passages), the
 *   eval's questions (its three sets, 285) one after the other for BENCH_SECONDS after a
 *   warm-up round (one answer at a time per member: a single connection): request to the
 *   `start` event that carries the sources (time to sources, issue 55: p95 under 150 ms on
 *   PGlite, 60 ms on PostgreSQL), and to the end of the stream (p99 under 150 ms on PGlite
 *   with the demo data, 100 ms on PostgreSQL). /api/health is asked the same way, one after
 *   the other on one connection, for as many requests: the ratio is Ask's throughput to it.
 * - What the server adds before the first token: the same with a local fake OpenAI-compatible
 *   server that answers at once; the eval's 45 answerable questions, request to the first
 *   answer text frame (`event: delta`). Budget: p99 under 300 ms.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config/env.ts';
import { type DatabaseHandle, queryRows } from '../../apps/server/src/db/client.ts';
import { chunkSource } from '../../apps/server/src/modules/ask/chunking.ts';
import { evalSets } from '../../apps/server/src/modules/ask/eval.ts';
import { cookieHeader } from '../../apps/server/test/cookies.ts';
import { startFakeOpenAi } from '../../apps/server/test/fake-openai.ts';

/** The server's environment for Ask: the member asks hundreds of questions in a run. */
export const askServerEnvironment = { ASK_LIMIT_PER_HOUR: '10000' };

export const askRetrievalBudgetMs = { pglite: 150, postgres: 100 } as const;
/** Time to sources, p95 (issue 55). */
export const askSourcesBudgetMs = { pglite: 150, postgres: 60 } as const;
export const askFirstTokenBudgetMs = 300;

export interface AskTimings {
  questions: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  mean: number;
}

export interface AskBenchResult {
  passages: number;
  /** Request to the `start` event (the sources). */
  sources: AskTimings;
  /** Request to the end of the stream. */
  retrieval: AskTimings;
  /** /api/health asked the same way, one request after the other. */
  health: AskTimings;
  firstToken: AskTimings;
}

/** Published articles without passages (the large configuration's), indexed in bulk. */
export async function indexBenchArticles(handle: DatabaseHandle): Promise<number> {
  const articles = await queryRows<{ id: string; title: string; html: string }>(
    handle.db,
    sql`select id, title, concat_ws(' ', '<p>' || subtitle || '</p>', body, '<p>' || pro_tip || '</p>') as html
          from articles a
         where is_published
           and not exists (select 1 from ask_passages p where p.source_type = 'article' and p.source_id = a.id)`,
  );
  for (let start = 0; start < articles.length; start += 500) {
    const rows = articles.slice(start, start + 500).flatMap((article) =>
      chunkSource(article.title, article.html).map((passage) => ({
        source_id: article.id,
        position: passage.position,
        heading: passage.heading,
        content: passage.content,
        content_hash: passage.contentHash,
      })),
    );
    await handle.db.execute(
      sql`insert into ask_passages (source_type, source_id, position, heading, content, content_hash)
          select 'article', n.source_id, n.position, n.heading, n.content, n.content_hash
            from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
              as n(source_id uuid, position int, heading text, content text, content_hash text)`,
    );
  }
  // The seed analyzed its tables before these rows (bench/database.ts): the planner sees them too.
  if (handle.kind === 'postgres' && articles.length > 0) await handle.db.execute(sql`analyze ask_passages`);
  return articles.length;
}

async function countPassages(handle: DatabaseHandle): Promise<number> {
  const [row] = await queryRows<{ passages: number }>(
    handle.db,
    sql`select count(*)::int as passages from ask_passages`,
  );
  return row?.passages ?? 0;
}

const allQuestions = [...evalSets.development, ...evalSets.test, ...evalSets.original].map(
  (item) => item.question,
);
/** The first token is measured on the questions the library answers with today's retrieval. */
const answerableQuestions = evalSets.original
  .filter((item) => item.expect === 'answer')
  .map((item) => item.question);

function timings(times: number[], errors: number): AskTimings {
  const sorted = [...times].sort((a, b) => a - b);
  const round = (value: number) => Math.round(value * 10) / 10;
  const at = (share: number) =>
    round(sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? Number.NaN);
  const mean = round(times.reduce((sum, time) => sum + time, 0) / Math.max(times.length, 1));
  return { questions: times.length, errors, p50: at(0.5), p95: at(0.95), p99: at(0.99), mean };
}

async function ask(serverUrl: string, cookie: string, question: string) {
  return fetch(`${serverUrl}/api/ask`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ question }),
  });
}

/**
 * Retrieval alone (no provider): each question's time to its sources (the `start` event) and
 * to the end of its answer; then /api/health as many times, one after the other.
 */
async function measureAskRetrieval(
  serverUrl: string,
  cookie: string,
  seconds: number,
): Promise<Pick<AskBenchResult, 'sources' | 'retrieval' | 'health'>> {
  let errors = 0;
  const once = async (question: string) => {
    const started = performance.now();
    const response = await ask(serverUrl, cookie, question);
    let sources = Number.NaN;
    let body = '';
    const decoder = new TextDecoder();
    for await (const chunk of response.body ?? []) {
      body += decoder.decode(chunk as Uint8Array, { stream: true });
      if (Number.isNaN(sources) && body.includes('event: start')) sources = performance.now() - started;
    }
    const whole = performance.now() - started;
    if (response.status !== 200 || !body.includes('event: done') || Number.isNaN(sources)) errors += 1;
    return { sources, whole };
  };
  // One round to warm up (plans, caches, the in-memory index), not recorded.
  for (const question of allQuestions) await once(question);
  const sourceTimes: number[] = [];
  const wholeTimes: number[] = [];
  const until = performance.now() + seconds * 1000;
  for (let index = 0; index < allQuestions.length || performance.now() < until; index += 1) {
    const { sources, whole } = await once(allQuestions[index % allQuestions.length]!);
    if (!Number.isNaN(sources)) sourceTimes.push(sources);
    wholeTimes.push(whole);
  }
  const healthTimes: number[] = [];
  let healthErrors = 0;
  for (let index = 0; index < wholeTimes.length; index += 1) {
    const started = performance.now();
    const response = await fetch(`${serverUrl}/api/health`);
    await response.arrayBuffer();
    healthTimes.push(performance.now() - started);
    if (response.status !== 200) healthErrors += 1;
  }
  return {
    sources: timings(sourceTimes, errors),
    retrieval: timings(wholeTimes, errors),
    health: timings(healthTimes, healthErrors),
  };
}

/**
 * The app built in this process on the seeded database (the server's configuration, plus
 * `extraEnv`), listening on a port; signs the member in over HTTP and hands `use` its address
 * and cookie. The app is closed after; the database stays open (it was handed in).
 */
async function withListeningApp<T>(
  handle: DatabaseHandle,
  env: Record<string, string>,
  member: { email: string; password: string },
  use: (address: string, cookie: string) => Promise<T>,
): Promise<T> {
  const config = loadConfig({ ...env, ...askServerEnvironment, LOG_LEVEL: 'silent' });
  const app = await buildApp({ config, database: handle, logger: false, jobs: { start: false } });
  try {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const signIn = await fetch(`${address}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(member),
    });
    if (signIn.status !== 200) throw new Error(`in-process sign-in for Ask failed: ${signIn.status}`);
    return await use(address, cookieHeader(signIn.headers.getSetCookie()));
  } finally {
    await app.close();
  }
}

/**
 * Both Ask measurements, in this process on the seeded database before the server starts:
 * retrieval alone (no provider), then the first token with a fake provider answering at once.
 */
export async function measureAsk(
  handle: DatabaseHandle,
  serverEnv: Record<string, string>,
  member: { email: string; password: string },
  seconds: number,
): Promise<AskBenchResult> {
  const passages = await countPassages(handle);
  const alone = await withListeningApp(handle, serverEnv, member, (address, cookie) =>
    measureAskRetrieval(address, cookie, seconds),
  );
  const fakeAi = await startFakeOpenAi();
  try {
    const providerEnv = {
      ...serverEnv,
      OPENAI_API_KEY: 'sk-bench',
      OPENAI_BASE_URL: fakeAi.baseUrl,
      AI_MODEL: 'bench-model',
    };
    const firstToken = await withListeningApp(handle, providerEnv, member, async (address, cookie) => {
      let errors = 0;
      const once = async (question: string) => {
        fakeAi.reset();
        fakeAi.answerWith({ kind: 'stream', content: 'The library answers this [1].', pieces: 4 });
        // The search helpers (restatement, rerank) answer at once too, with nothing to change.
        fakeAi.answerSearchHelpWith({ kind: 'json', content: '{}' }, { kind: 'json', content: '{}' });
        const started = performance.now();
        const response = await ask(address, cookie, question);
        let firstToken = Number.NaN;
        let text = '';
        const decoder = new TextDecoder();
        for await (const chunk of response.body ?? []) {
          text += decoder.decode(chunk as Uint8Array, { stream: true });
          if (Number.isNaN(firstToken) && text.includes('event: delta'))
            firstToken = performance.now() - started;
        }
        if (response.status !== 200 || Number.isNaN(firstToken)) errors += 1;
        return firstToken;
      };
      for (const question of answerableQuestions.slice(0, 5)) await once(question);
      const times: number[] = [];
      for (const question of answerableQuestions) {
        const time = await once(question);
        if (!Number.isNaN(time)) times.push(time);
      }
      return timings(times, errors);
    });
    return { passages, ...alone, firstToken };
  } finally {
    await fakeAi.close();
  }
}

/** Ask's throughput (one connection) to /api/health's, asked the same way. */
export const askRatioToHealth = (result: AskBenchResult) =>
  Math.round((result.health.mean / result.sources.mean) * 100) / 100;

/** The console's lines for a configuration. */
export function askSummary(result: AskBenchResult, engine: 'pglite' | 'postgres'): string {
  const { sources, retrieval, health, firstToken } = result;
  return (
    `  ask (time to sources, ${result.passages} passages): ${sources.questions} questions, p50 ${sources.p50} ms, ` +
    `p95 ${sources.p95} ms (budget ${askSourcesBudgetMs[engine]} ms), p99 ${sources.p99} ms; /api/health the same way ` +
    `p50 ${health.p50} ms, p95 ${health.p95} ms: ratio ${askRatioToHealth(result)}\n` +
    `  ask (retrieval alone, to the end): p50 ${retrieval.p50} ms, ` +
    `p99 ${retrieval.p99} ms (budget ${askRetrievalBudgetMs[engine]} ms), ${retrieval.errors} errors\n` +
    `  ask (to the first answer token, provider answering at once): ${firstToken.questions} questions, ` +
    `p50 ${firstToken.p50} ms, p99 ${firstToken.p99} ms (budget ${askFirstTokenBudgetMs} ms), ${firstToken.errors} errors`
  );
}

/** The section of docs/benchmarks.md. */
export function askMarkdown(
  results: Array<{ title: string; engine: 'pglite' | 'postgres'; result: AskBenchResult }>,
): string[] {
  if (results.length === 0) return [];
  const met = (value: number, budget: number) => (value < budget ? 'met' : '**missed**');
  return [
    '## Ask the Library',
    '',
    'Retrieval alone: `POST /api/ask` on the app built in the bench process with no AI provider (its answer ' +
      "is the best passages), the eval's questions (its three sets) one after the other (one answer streams at " +
      'a time per member) after a warm-up round: time to sources is request to the `start` event that ' +
      "carries them, retrieval to the end of the stream; `/api/health` asked the same way for the ratio (Ask's " +
      'throughput on one connection to it). First token: the same app with a local fake OpenAI-compatible ' +
      "server that answers at once; the eval's answerable questions, request to the first answer text frame: " +
      "what the server adds before the provider's first token. Budgets: time to sources p95 under " +
      `${askSourcesBudgetMs.pglite} ms on PGlite and ${askSourcesBudgetMs.postgres} ms on PostgreSQL; retrieval ` +
      `p99 under ${askRetrievalBudgetMs.pglite} ms and ${askRetrievalBudgetMs.postgres} ms; first token p99 under ` +
      `${askFirstTokenBudgetMs} ms.`,
    '',
    '| configuration | passages | measure | questions | errors | p50 ms | p95 ms | p99 ms | budget |',
    '|---|---|---|---|---|---|---|---|---|',
    ...results.flatMap(({ title, engine, result }) => [
      `| ${title} | ${result.passages} | time to sources (ratio to health ${askRatioToHealth(result)}) | ` +
        `${result.sources.questions} | ${result.sources.errors} | ${result.sources.p50} | ${result.sources.p95} | ` +
        `${result.sources.p99} | ${met(result.sources.p95, askSourcesBudgetMs[engine])} |`,
      `| ${title} | ${result.passages} | retrieval alone | ${result.retrieval.questions} | ${result.retrieval.errors} | ` +
        `${result.retrieval.p50} | ${result.retrieval.p95} | ${result.retrieval.p99} | ` +
        `${met(result.retrieval.p99, askRetrievalBudgetMs[engine])} |`,
      `| ${title} | ${result.passages} | first answer token | ${result.firstToken.questions} | ${result.firstToken.errors} | ` +
        `${result.firstToken.p50} | ${result.firstToken.p95} | ${result.firstToken.p99} | ` +
        `${met(result.firstToken.p99, askFirstTokenBudgetMs)} |`,
    ]),
    '',
  ];
}
