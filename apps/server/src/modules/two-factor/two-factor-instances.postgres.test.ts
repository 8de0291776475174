import { twoFactorMessages } from '@pillars/shared/two-factor/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemberWithAccess } from '../../../test/builders.ts';
import { cookieHeader } from '../../../test/cookies.ts';
import { type RunningServer, startServer } from '../../../test/spawn-server.ts';
import { createPostgresTestDatabase } from '../../../test/test-database.ts';
import { type DatabaseHandle, openDatabase } from '../../db/client.ts';
import { totpCodeAt } from './codes.ts';

/**
 * Two real server processes on one PostgreSQL (issues 44 and 54), started as a deployment
 * starts them (NODE_ENV=production): wrong codes are counted in the database, so five in a
 * row spread over both lock code entry on both; codes sent at once over both are admitted
 * by the statement that counts them, so at most five are ever compared; and a code accepted
 * by one is refused by the other.
 *
 * Every request comes from 127.0.0.1, so the per-address sign-in limits are shared by the
 * whole file: each sign-in here is right (a right one gives its attempt back), and the code
 * routes have no per-address limit of their own.
 */
const servers: RunningServer[] = [];
let handle: DatabaseHandle;
let dropDatabase: () => Promise<void>;
let first: RunningServer;
let second: RunningServer;

beforeAll(async () => {
  const database = await createPostgresTestDatabase();
  dropDatabase = database.drop;
  // Migrated here, once, before the instances start.
  handle = await openDatabase({ kind: 'postgres', url: database.url });
  const env = {
    NODE_ENV: 'production',
    DATABASE_URL: database.url,
    AUTH_SECRET: 'instances-test-secret-of-at-least-32-chars',
    // One line per request at info: a burst would only fill this process's memory.
    LOG_LEVEL: 'warn',
  };
  servers.push(...(await Promise.all([startServer({ env }), startServer({ env })])));
  [first, second] = servers as [RunningServer, RunningServer];
}, 120_000);

afterAll(async () => {
  for (const server of servers) await server.stop();
  await handle?.close();
  await dropDatabase?.();
});

/** What these tests read of an answer's JSON. */
interface Body {
  key?: string;
  error?: { message?: string };
}

interface Answer {
  status: number;
  message: string;
}

async function call(
  server: RunningServer,
  path: string,
  options: { cookie?: string; body?: object } = {},
): Promise<{ status: number; json: () => Promise<Body>; setCookie: string[] }> {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: {
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.body ? { 'content-type': 'application/json' } : {}),
    },
    ...(options.body ? { body: JSON.stringify(options.body) } : {}),
  });
  return {
    status: response.status,
    json: () => response.json() as Promise<Body>,
    setCookie: response.headers.getSetCookie(),
  };
}

async function signIn(server: RunningServer, member: { email: string; password: string }): Promise<string> {
  const response = await call(server, '/api/auth/sign-in', {
    body: { email: member.email, password: member.password },
  });
  expect(response.status).toBe(200);
  return cookieHeader(response.setCookie);
}

async function verify(server: RunningServer, cookie: string, code: string): Promise<Answer> {
  const response = await call(server, '/api/auth/two-factor/verify', { cookie, body: { code } });
  const body = await response.json();
  return { status: response.status, message: body.error?.message ?? '' };
}

/**
 * What became of a code, read from its answer: compared and wrong (400, or the 429 of the
 * attempt that reached the limit, "locked for 15 minutes"), or refused before any comparison
 * (the 429 of a lock already set, "try again in N minutes").
 */
function kindOf(answer: Answer): 'accepted' | 'compared' | 'refused' {
  if (answer.status === 200) return 'accepted';
  if (answer.status === 400) return 'compared';
  if (answer.status === 429 && answer.message === twoFactorMessages.locked) return 'compared';
  if (
    answer.status === 429 &&
    /^Too many wrong codes\. Code entry is locked; try again in/.test(answer.message)
  )
    return 'refused';
  throw new Error(`unexpected answer ${answer.status} ${answer.message}`);
}

/** A member with the authenticator on (set up through the first instance); answers the key. */
async function enrolledMember() {
  // These servers hash passwords as a deployment does.
  const member = await createMemberWithAccess(handle.db, { passwordHashing: 'production' });
  const cookie = await signIn(first, member);
  const started = await call(first, '/api/me/two-factor/authenticator', { cookie });
  expect(started.status).toBe(200);
  const key = (await started.json()).key as string;
  const confirmed = await call(first, '/api/me/two-factor/authenticator/confirm', {
    cookie,
    body: { code: totpCodeAt(key, Date.now()) },
  });
  expect(confirmed.status).toBe(200);
  return { member, key };
}

/** `count` six-digit codes none of which is right within a minute and a half of now. */
function wrongCodes(key: string, count: number): string[] {
  const right = new Set(
    [-60_000, -30_000, 0, 30_000, 60_000].map((shift) => totpCodeAt(key, Date.now() + shift)),
  );
  const codes: string[] = [];
  for (let candidate = 100_000; codes.length < count; candidate += 7919) {
    const code = String(candidate % 1_000_000).padStart(6, '0');
    if (!right.has(code)) codes.push(code);
  }
  return codes;
}

describe('two-factor codes across two server processes', () => {
  it('counts wrong codes in a row over both instances, and locks both', async () => {
    const { member, key } = await enrolledMember();
    const onFirst = await signIn(first, member);
    const onSecond = await signIn(second, member);
    const answers: number[] = [];
    for (const [attempt, code] of wrongCodes(key, 5).entries()) {
      const [server, cookie] = attempt % 2 === 0 ? [first, onFirst] : [second, onSecond];
      answers.push((await verify(server, cookie, code)).status);
    }
    expect(answers).toEqual([400, 400, 400, 400, 429]);
    for (const [server, cookie] of [
      [first, onFirst],
      [second, onSecond],
    ] as const) {
      const locked = await verify(server, cookie, totpCodeAt(key, Date.now() + 30_000));
      expect(locked.status).toBe(429);
      expect(kindOf(locked)).toBe('refused');
    }
  });

  it('counts wrong codes sent at once on both instances: never more than five get through', async () => {
    const { member, key } = await enrolledMember();
    const cookies = await Promise.all([signIn(first, member), signIn(second, member)]);
    const answers = await Promise.all(
      wrongCodes(key, 10).map((code, index) =>
        verify(index % 2 === 0 ? first : second, cookies[index % 2]!, code),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 400).length).toBeLessThanOrEqual(4);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(6);
  });

  it('compares at most five of 100 codes sent at once over both processes, then refuses the right one', async () => {
    const { member, key } = await enrolledMember();
    // One session that owes a code, used on both instances (they share the secret and the rows).
    const cookie = await signIn(first, member);
    const answers = await Promise.all(
      wrongCodes(key, 100).map((code, index) => verify(index % 2 === 0 ? first : second, cookie, code)),
    );
    const kinds = answers.map(kindOf);
    const compared = kinds.filter((kind) => kind === 'compared').length;
    expect(kinds.filter((kind) => kind === 'accepted')).toEqual([]);
    // Five, no more: the limit, all of it (every admitted code was compared).
    expect(compared).toBe(5);
    // The lock was reached: the rest were refused before any comparison.
    expect(compared + kinds.filter((kind) => kind === 'refused').length).toBe(100);
    // The right code (the next step's: the current one turned the app on) is refused too.
    const right = await verify(second, cookie, totpCodeAt(key, Date.now() + 30_000));
    expect(right.status).toBe(429);
    expect(kindOf(right)).toBe('refused');
  });

  it('refuses on one instance a code the other accepted', async () => {
    const { member, key } = await enrolledMember();
    const code = totpCodeAt(key, Date.now() + 30_000);
    const onFirst = await signIn(first, member);
    const onSecond = await signIn(second, member);
    expect((await verify(first, onFirst, code)).status).toBe(200);
    const reused = await verify(second, onSecond, code);
    expect(reused.status).toBe(400);
    expect(reused.message).toBe(twoFactorMessages.codeReused);
  });
});
