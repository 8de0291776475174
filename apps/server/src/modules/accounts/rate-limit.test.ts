import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { createMemberWithAccess } from '../../../test/builders.ts';
import { queryRows } from '../../db/client.ts';
import { session } from '../../db/schema/index.ts';
import { rateLimits } from './rate-limit.ts';

// Every test here runs against the production limits (other test files lift them).
const production = { rateLimits };
const slow = { timeout: 180_000 };

type TestApp = Awaited<ReturnType<typeof buildTestApp>>['app'];

async function signInAttempts(
  app: TestApp,
  count: number,
  options: { remoteAddress: string; forwardedFor?: (attempt: number) => string },
) {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < count; attempt += 1) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      remoteAddress: options.remoteAddress,
      headers: options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor(attempt) } : {},
      // A new address each time: only the per-IP limit can apply.
      payload: {
        email: `visitor-${options.remoteAddress}-${attempt}@example.org`,
        password: 'wrong-password',
      },
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

const signInAs = (app: TestApp, email: string, password: string, remoteAddress: string) =>
  app.inject({ method: 'POST', url: '/api/auth/sign-in', remoteAddress, payload: { email, password } });

describe('rate limits per client IP', () => {
  it(
    'limits one socket address however many e-mail addresses it tries, and not the next one',
    slow,
    async () => {
      const { app } = await buildTestApp({ seed: false, ...production });
      const allowed = rateLimits.signIn.perIp;
      const statuses = await signInAttempts(app, allowed + 1, { remoteAddress: '203.0.113.7' });
      expect(statuses.slice(0, allowed).every((status) => status === 401)).toBe(true);
      expect(statuses[allowed]).toBe(429);
      expect(await signInAttempts(app, 1, { remoteAddress: '203.0.113.8' })).toEqual([401]);
    },
  );

  it('ignores X-Forwarded-For unless TRUST_PROXY is set', slow, async () => {
    const { app } = await buildTestApp({ seed: false, ...production });
    const allowed = rateLimits.signIn.perIp;
    const spoofed = await signInAttempts(app, allowed + 1, {
      remoteAddress: '198.51.100.1',
      forwardedFor: (attempt) => `10.0.0.${attempt}`,
    });
    expect(spoofed[allowed]).toBe(429);
  });

  it('uses X-Forwarded-For behind a trusted proxy', slow, async () => {
    const { app } = await buildTestApp({ seed: false, env: { TRUST_PROXY: '1' }, ...production });
    const allowed = rateLimits.signIn.perIp;
    // The proxy writes the address it saw: each attempt comes from another client.
    const proxied = await signInAttempts(app, allowed + 1, {
      remoteAddress: '127.0.0.1',
      forwardedFor: (attempt) => `10.0.1.${attempt}`,
    });
    expect(proxied.every((status) => status === 401)).toBe(true);
  });

  // The client writes the leftmost X-Forwarded-For entries; the proxy appends the address it
  // saw. Only the entries added by trusted proxies count.
  for (const [setting, proxyAddress] of [
    ['1', '127.0.0.1'],
    ['127.0.0.1,10.20.0.0/16', '10.20.3.4'],
  ] as const) {
    it(`takes the address the proxy saw, not forged entries (TRUST_PROXY=${setting})`, slow, async () => {
      const { app } = await buildTestApp({ seed: false, env: { TRUST_PROXY: setting }, ...production });
      const allowed = rateLimits.signIn.perIp;
      const statuses = await signInAttempts(app, 60, {
        remoteAddress: proxyAddress,
        forwardedFor: (attempt) => `10.9.${attempt}.1, 203.0.113.50`,
      });
      expect(statuses.slice(0, allowed).every((status) => status === 401)).toBe(true);
      expect(statuses.slice(allowed)).toEqual(Array(60 - allowed).fill(429));
    });
  }
});

describe('sign-in limits per account', async () => {
  // One seeded app for this block; each test uses its own account and addresses.
  const { app, db } = await buildTestApp(production);

  it('limits attempts per address, in the database', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email: 'support@example.com', password: `wrong-${attempt}` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    // Even the right password is refused while the address is limited.
    const blocked = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: 'support@example.com', password: 'demo-pass-123' },
    });
    expect(blocked.statusCode).toBe(429);
    const [row] = await queryRows<{ count: number }>(
      db,
      sql`select count from auth_rate_limits where key = 'signIn:ip+email:127.0.0.1|support@example.com'`,
    );
    expect(Number(row?.count)).toBe(12);
  });

  it('does not lock the owner out from another address after ten wrong passwords', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      statuses.push(
        (await signInAs(app, 'member@example.com', `wrong-${attempt}`, '203.0.113.20')).statusCode,
      );
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
    expect((await signInAs(app, 'member@example.com', 'demo-pass-123', '203.0.113.20')).statusCode).toBe(429);
    expect((await signInAs(app, 'member@example.com', 'demo-pass-123', '198.51.100.21')).statusCode).toBe(
      200,
    );
  });

  it(
    'caps a distributed guesser per account, and keeps the owner in from a known address',
    slow,
    async () => {
      const email = 'agent@example.com';
      // The owner signed in from home before.
      expect((await signInAs(app, email, 'demo-pass-123', '192.0.2.10')).statusCode).toBe(200);
      const allowed = rateLimits.signIn.perEmail;
      const statuses: number[] = [];
      // One guess per address, from as many addresses as it takes (the owner's successful
      // sign-in does not count: only failures do).
      for (let attempt = 1; attempt <= allowed + 1; attempt += 1) {
        statuses.push((await signInAs(app, email, `guess-${attempt}`, `198.18.0.${attempt}`)).statusCode);
      }
      expect(statuses.slice(0, allowed).every((status) => status === 401)).toBe(true);
      expect(statuses[allowed]).toBe(429);
      // New addresses are refused for the rest of the window, even with the right password...
      expect((await signInAs(app, email, 'demo-pass-123', '198.18.1.1')).statusCode).toBe(429);
      // ...but the owner at home signs in.
      expect((await signInAs(app, email, 'demo-pass-123', '192.0.2.10')).statusCode).toBe(200);
    },
  );

  it('counts failures only: an account signed in fifteen times from one address is never refused', async () => {
    const member = await createMemberWithAccess(db);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 15; attempt += 1) {
      statuses.push((await signInAs(app, member.email, member.password, '203.0.113.40')).statusCode);
    }
    expect(statuses).toEqual(Array(15).fill(200));
    // Failures still count as before: ten wrong passwords, then the address is refused.
    const failures: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      failures.push((await signInAs(app, member.email, `wrong-${attempt}`, '203.0.113.40')).statusCode);
    }
    expect(failures).toEqual([...Array(10).fill(401), 429]);
  });

  it('records the client address Fastify resolved on the session, not a forged header', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      remoteAddress: '198.51.100.77',
      headers: { 'x-forwarded-for': '10.66.66.66' },
      payload: { email: 'guru@example.com', password: 'demo-pass-123' },
    });
    expect(response.statusCode).toBe(200);
    const rows = await db
      .select({ ipAddress: session.ipAddress })
      .from(session)
      .where(eq(session.userId, response.json().profile.id));
    expect(rows.map((row) => row.ipAddress)).toEqual(['198.51.100.77']);
  });
});

describe('sign-up limits', async () => {
  const { app } = await buildTestApp(production);
  const signUp = (email: string, remoteAddress: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      remoteAddress,
      payload: {
        firstName: 'Dana',
        lastName: 'Stone',
        agencyName: 'Probe Agency',
        email,
        password: 'correct-horse-1',
        acceptTerms: true,
      },
    });

  it('limits sign-ups per address: a taken e-mail is said, but no faster than the limit', async () => {
    const allowed = rateLimits.signUp.perIp;
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= allowed; attempt += 1) {
      statuses.push((await signUp('member@example.com', '203.0.113.30')).statusCode);
    }
    expect(statuses).toEqual([...Array(allowed).fill(409), 429]);
    expect((await signUp(`new.${Date.now()}@example.org`, '203.0.113.30')).statusCode).toBe(429);
    expect((await signUp('member@example.com', '203.0.113.31')).statusCode).toBe(409);
  });

  it('counts an IPv6 client per /64, and an IPv4-mapped address as IPv4', async () => {
    const allowed = rateLimits.signUp.perIp;
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= allowed; attempt += 1) {
      statuses.push(
        (await signUp('member@example.com', `2001:db8:1:2::${(attempt + 1).toString(16)}`)).statusCode,
      );
    }
    expect(statuses).toEqual([...Array(allowed).fill(409), 429]);
    expect((await signUp('member@example.com', '2001:db8:1:2:ffff:1:2:3')).statusCode).toBe(429);
    expect((await signUp('member@example.com', '2001:db8:1:3::1')).statusCode).toBe(409);

    for (let attempt = 0; attempt < allowed; attempt += 1) {
      expect((await signUp('member@example.com', '203.0.113.40')).statusCode).toBe(409);
    }
    expect((await signUp('member@example.com', '::ffff:203.0.113.40')).statusCode).toBe(429);
  });
});

describe('passkey sign-in challenges per client IP', () => {
  it(
    'stores no challenge past the limit of one address, and still serves the next address',
    slow,
    async () => {
      const { app, db } = await buildTestApp({ seed: false, ...production });
      const allowed = rateLimits.passkeySignIn.perIp;
      const ask = (remoteAddress: string) =>
        app.inject({ method: 'POST', url: '/api/auth/passkey/options', remoteAddress });
      const challenges = async () =>
        Number(
          (
            await queryRows<{ count: number }>(
              db,
              sql`select count(*)::int as count from verification where identifier like 'passkey-%'`,
            )
          )[0]?.count,
        );
      for (let attempt = 0; attempt < allowed; attempt += 1) {
        expect((await ask('203.0.113.30')).statusCode).toBe(200);
      }
      expect(await challenges()).toBe(allowed);
      const refused = await ask('203.0.113.30');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.code).toBe('RATE_LIMITED');
      expect(await challenges()).toBe(allowed);
      expect((await ask('203.0.113.31')).statusCode).toBe(200);
    },
  );
});
