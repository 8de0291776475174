import { rmSync } from 'node:fs';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../../test/spawn-server.ts';
import { createPostgresTestDatabase, migratedPgliteDataDir } from '../../test/test-database.ts';

/**
 * Issue 38, item 1: hostile JSON bodies from someone not signed in, twenty at once, against
 * the real server process started as a deployment would (NODE_ENV=production), on the
 * engine of the run. Before the fix every answer was a 400, but /api/health waited up to
 * 8 s meanwhile: the JSON parser and the input guard did work that grew with the body.
 */
const isPostgres = process.env.TEST_DATABASE_KIND === 'postgres';
/** The requirement: health answers within this while the hostile bodies arrive. */
const healthBudgetMs = 500;

// Encoded once: encoding 20 MB of text per batch in this process would slow its own
// health requests, which are the measure.
/** 1 MB: 500,000 `[` then 500,000 `]`. */
const nestedBody = Buffer.from(`${'['.repeat(500_000)}${']'.repeat(500_000)}`);
/** A flat array of 349,000 zeros (about 700 KB). */
const flatBody = Buffer.from(`[${Array.from({ length: 349_000 }, () => '0').join(',')}]`);

const anonymousRoutes = [
  '/api/auth/sign-in',
  '/api/auth/sign-up',
  '/api/auth/forgot-password',
  '/api/auth/reset-password',
  '/api/auth/invitation',
  '/api/auth/accept-invitation',
];

let server: RunningServer;
let dropDatabase: (() => Promise<void>) | undefined;
let migratedDataDir: string | undefined;

beforeAll(async () => {
  const postgres = isPostgres ? await createPostgresTestDatabase() : null;
  dropDatabase = postgres?.drop;
  // On the embedded database, migrated already: what is under test is the running server.
  migratedDataDir = isPostgres ? undefined : await migratedPgliteDataDir('pillars-hostile-bodies-');
  server = await startServer({
    dataDir: migratedDataDir,
    // A request log line per hostile request: only the end is kept.
    outputLimit: 20_000,
    // Started once for the file; on the shared 2-core machine a start has taken over 60 s.
    startTimeoutMs: 180_000,
    env: {
      NODE_ENV: 'production',
      ...(postgres
        ? { DATABASE_URL: postgres.url, AUTH_SECRET: 'hostile-bodies-secret-of-at-least-32-chars' }
        : {}),
    },
  });
}, 240_000);

afterAll(async () => {
  try {
    if (server) expect(await server.stop()).toBe(0);
  } finally {
    await dropDatabase?.();
    if (migratedDataDir) rmSync(migratedDataDir, { recursive: true, force: true });
  }
});

async function timeHealth(): Promise<number> {
  const startedAt = performance.now();
  const response = await fetch(`${server.url}/api/health`);
  expect(response.status).toBe(200);
  await response.arrayBuffer();
  return performance.now() - startedAt;
}

interface HostileAnswer {
  status: number;
  body: string;
  ms: number;
}

/**
 * Posts `body` as JSON; the answer's status, text and time. The server may answer and close
 * before it has read the whole body (it refuses as early as it can), and the rest of the
 * upload then fails with EPIPE or ECONNRESET: an answer that came before that counts, which
 * `fetch` cannot tell (it drops the answer and throws), so this is `node:http`.
 */
function postHostile(url: string, body: Buffer): Promise<HostileAnswer> {
  const startedAt = performance.now();
  return new Promise((resolve, reject) => {
    let hasAnswer = false;
    const request = http.request(`${server.url}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': body.length, origin: server.url },
    });
    request.on('response', (response) => {
      hasAnswer = true;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          body: Buffer.concat(chunks).toString('utf8'),
          ms: performance.now() - startedAt,
        }),
      );
      response.on('error', reject);
    });
    request.on('error', (error) => {
      if (!hasAnswer) reject(error);
    });
    request.end(body);
  });
}

/**
 * Sends twenty hostile bodies at once (spread over the anonymous routes) and asks for
 * /api/health one after another until they are all answered: the slowest health answer.
 */
async function underHostileLoad(body: Buffer) {
  // One of each first, alone: the first use of a code path (compiling it) is not what is measured.
  await postHostile(anonymousRoutes[0]!, body);
  await timeHealth();
  const quiet = Math.min(await timeHealth(), await timeHealth());
  let done = false;
  const healthTimes: number[] = [];
  const hostile = Promise.all(
    Array.from({ length: 20 }, (_, index) =>
      postHostile(anonymousRoutes[index % anonymousRoutes.length]!, body),
    ),
  ).finally(() => {
    done = true;
  });
  // Awaited below, after the health requests: an answer lost to a reset fails the test there,
  // not as an unhandled rejection in the meantime.
  hostile.catch(() => {});
  // The first health request leaves with the hostile ones, so it waits behind whatever they cost.
  while (!done) healthTimes.push(await timeHealth());
  const answers = await hostile;
  return { quiet, slowestHealth: Math.max(...healthTimes), healthTimes, answers };
}

/**
 * Twenty ordinary bad requests (a small body of the wrong shape, answered 400 by validation),
 * sent and measured the same way: what twenty refusals cost on this machine right now.
 */
const ordinaryBody = Buffer.from(JSON.stringify({ email: 1, password: [] }));

/**
 * Rounds of twenty: the machine is shared (2 cores, other test runs), so a round slowed by
 * something else is tried again, up to this many. Noise only ever slows a round; before the
 * fix every round took seconds (PGlite, load average 22: health 2.4 s nested, 15.6 s flat),
 * so the best of three still fails then.
 *
 * A round passes when health stays within the 500 ms, or, on a machine so busy
 * that twenty ordinary bad requests already slow health past half of that, within twice what
 * they cost measured just before: hostile bodies must cost no more than ordinary refusals.
 */
const rounds = 3;

describe(`hostile JSON bodies from someone not signed in (${isPostgres ? 'PostgreSQL' : 'PGlite'}, production start)`, () => {
  for (const [name, body] of [
    ['1 MB of nested brackets', nestedBody],
    ['a flat array of 349,000 items', flatBody],
  ] as const) {
    it(`twenty of ${name} at once are refused with a 4xx and leave /api/health answering within ${healthBudgetMs} ms`, async () => {
      const summaries: string[] = [];
      let passed = false;
      let best = {
        slowestHealth: Number.POSITIVE_INFINITY,
        slowestAnswer: 0,
        healthBudget: 0,
        answerBudget: 0,
      };
      for (let round = 1; round <= rounds && !passed; round += 1) {
        const ordinary = await underHostileLoad(ordinaryBody);
        const { quiet, slowestHealth, healthTimes, answers } = await underHostileLoad(body);
        const slowestAnswer = Math.max(...answers.map((answer) => answer.ms));
        const ordinarySlowestAnswer = Math.max(...ordinary.answers.map((answer) => answer.ms));
        const healthBudget = Math.max(healthBudgetMs, 2 * ordinary.slowestHealth);
        const answerBudget = Math.max(2 * healthBudgetMs, 2 * ordinarySlowestAnswer);
        summaries.push(
          `round ${round}: health quiet ${quiet.toFixed(0)} ms, slowest under load ${slowestHealth.toFixed(0)} ms (${healthTimes.length} asked; ${ordinary.slowestHealth.toFixed(0)} ms under twenty ordinary bad requests); hostile answers ${Math.min(...answers.map((answer) => answer.ms)).toFixed(0)}-${slowestAnswer.toFixed(0)} ms (ordinary ones up to ${ordinarySlowestAnswer.toFixed(0)} ms)`,
        );
        // Every answer of every round: a 4xx in the app's error shape, with a message.
        for (const answer of answers) {
          expect(answer.status, answer.body.slice(0, 300)).toBeGreaterThanOrEqual(400);
          expect(answer.status, answer.body.slice(0, 300)).toBeLessThan(500);
          const error = (JSON.parse(answer.body) as { error?: { code?: string; message?: string } }).error;
          expect(error?.message, answer.body.slice(0, 300)).toBeTruthy();
        }
        passed = slowestHealth < healthBudget && slowestAnswer < answerBudget;
        // The round that passed, else the one with the fastest health, is the one asserted on.
        if (passed || slowestHealth < best.slowestHealth) {
          best = { slowestHealth, slowestAnswer, healthBudget, answerBudget };
        }
      }
      const summary = `${name}: ${summaries.join('; ')}`;
      console.info(`hostile-bodies: ${summary}`);
      expect(best.slowestHealth, summary).toBeLessThan(best.healthBudget);
      // Each refusal is quick too (before the fix the last of them took seconds).
      expect(best.slowestAnswer, summary).toBeLessThan(best.answerBudget);
    }, 300_000);
  }
});
