import type { InjectOptions } from 'fastify';
import { afterAll, onTestFinished } from 'vitest';
import { type BuildAppOptions, buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config/env.ts';
import { type DemoRole, demoAccounts, demoPassword } from '../src/db/seed/demo-accounts.ts';
import { countStatements } from '../src/db/statement-counter.ts';
import { rateLimits as productionRateLimits, type RateLimits } from '../src/modules/accounts/rate-limit.ts';
import { cookieHeader } from './cookies.ts';
import { openTestDatabase } from './test-database.ts';

export { cookieHeader };

export const testAppUrl = 'http://localhost:3999';

/**
 * A clock for `buildTestApp({ now })`: the real time plus how far a test moved it, so a rule
 * that ends with time (a payment hold) is tested without waiting. The app accepts a clock
 * (`ctx.now`); nothing of ours is replaced.
 */
export function movableClock() {
  let movedMs = 0;
  return {
    now: () => Date.now() + movedMs,
    advance(ms: number) {
      movedMs += ms;
    },
  };
}

let remoteAddressCount = 0;
/**
 * A client address of its own (198.18.0.0/15, the benchmarking range) for an `app.inject`
 * request: sign-ins made by the helpers below each count against their own per-IP budget,
 * never against the one shared by a file's direct requests from 127.0.0.1.
 */
export function uniqueRemoteAddress(): string {
  remoteAddressCount += 1;
  return `198.${18 + Math.floor(remoteAddressCount / 65_536)}.${Math.floor(remoteAddressCount / 256) % 256}.${remoteAddressCount % 256}`;
}

/**
 * The production limits raised a thousandfold: tests that are not about rate limits do not
 * share a sign-in budget. Rate-limit tests pass `rateLimits: productionRateLimits`.
 */
const liftedRateLimits: RateLimits = {
  signIn: {
    ...productionRateLimits.signIn,
    perEmailAndIp: productionRateLimits.signIn.perEmailAndIp * 1000,
    perIp: productionRateLimits.signIn.perIp * 1000,
    perEmail: productionRateLimits.signIn.perEmail * 1000,
  },
  signUp: { ...productionRateLimits.signUp, perIp: productionRateLimits.signUp.perIp * 1000 },
  passwordReset: {
    ...productionRateLimits.passwordReset,
    perEmail: productionRateLimits.passwordReset.perEmail * 1000,
    perIp: productionRateLimits.passwordReset.perIp * 1000,
  },
  passkeySignIn: {
    ...productionRateLimits.passkeySignIn,
    perIp: productionRateLimits.passkeySignIn.perIp * 1000,
  },
};

/**
 * Runs `close` when the test that called this ends, or at the end of the file when called
 * outside a test (at the file's top level or in a `describe`). An `afterAll` registered
 * from inside a test never runs: an app built in a test kept its database (a PostgreSQL
 * database and its pool, or a PGlite instance in the worker's memory) until the run ended.
 */
function closeWhenDone(close: () => Promise<void>) {
  try {
    // Vitest's own test of "inside a test" (its current test): it throws outside one. The
    // expect state's test name is no such test: the worker's files share it (isolate: false).
    onTestFinished(close);
  } catch {
    afterAll(close);
  }
}

/**
 * The app on a fresh database with the demo data, for one test file. Requests go through
 * HTTP (`app.inject`); `loginAs` signs in as a demo role and returns its cookie header,
 * `signInAs` as a member made by the builders (test/builders.ts).
 */
export async function buildTestApp(
  options: {
    env?: Record<string, string>;
    seed?: boolean;
    rateLimits?: RateLimits;
    jobs?: BuildAppOptions['jobs'];
    bubble?: BuildAppOptions['bubble'];
    /** The app's logger (a test that reads the log passes a stream); none by default. */
    logger?: BuildAppOptions['logger'];
    /** The services' clock (`movableClock().now`); the real one by default. */
    now?: BuildAppOptions['now'];
    /**
     * better-auth's password hashing: `fast` by default (a sign-in to an unknown address, a
     * reset or a password change hashes at a sixty-fourth of production's scrypt cost; the
     * stored production hashes are checked as in production). `production` for a test of it.
     */
    passwordHashing?: BuildAppOptions['passwordHashing'];
  } = {},
) {
  // A copy of the run's template: migrated, and with the demo data unless `seed: false`.
  const database = await openTestDatabase({ seeded: options.seed !== false });
  const userIds = options.seed === false ? null : database.demoUserIds;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    AUTH_SECRET: 'test-secret-that-is-at-least-32-characters-long',
    APP_URL: testAppUrl,
    WEB_DIST_DIR: '/nonexistent',
    ...options.env,
  });
  // No worker loop unless asked: a test runs the queued jobs when it wants them (`runJobs`).
  const app = await buildApp({
    config,
    database,
    logger: options.logger ?? false,
    rateLimits: options.rateLimits ?? liftedRateLimits,
    passwordHashing: options.passwordHashing ?? 'fast',
    jobs: { start: false, ...options.jobs },
    ...(options.bubble ? { bubble: options.bubble } : {}),
    ...(options.now ? { now: options.now } : {}),
  });
  await app.ready();
  closeWhenDone(async () => {
    await app.close();
    await database.close();
  });

  const cookieCache = new Map<string, string>();
  async function signIn(email: string, password: string): Promise<string> {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      remoteAddress: uniqueRemoteAddress(),
      payload: { email, password },
    });
    if (response.statusCode !== 200) throw new Error(`sign-in as ${email} failed: ${response.body}`);
    return cookieHeader(response.headers['set-cookie']);
  }

  return {
    app,
    db: database.db,
    databaseKind: database.kind,
    userIds: userIds ?? ({} as Record<DemoRole, string>),
    signIn,
    /** Signs in as a member made by `createMember` (or anyone with an e-mail and password). */
    signInAs: (member: { email: string; password: string }) => signIn(member.email, member.password),
    /** Runs the due background jobs (the queued e-mails, ...) now; returns how many ran. */
    runJobs: () => app.jobs.runDue(),
    async loginAs(role: DemoRole): Promise<string> {
      const cached = cookieCache.get(role);
      if (cached) return cached;
      const account = demoAccounts.find((candidate) => candidate.key === role)!;
      const cookie = await signIn(account.email, demoPassword);
      cookieCache.set(role, cookie);
      return cookie;
    },
    /** Runs one request and counts the SQL statements it ran. */
    async countRequestStatements(request: InjectOptions) {
      const { result, statements } = await countStatements(() => app.inject(request));
      return { response: result, statements };
    },
  };
}
