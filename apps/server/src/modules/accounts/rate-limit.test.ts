import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { rateLimits } from './rate-limit.ts';

async function signInAttempts(
  app: Awaited<ReturnType<typeof buildTestApp>>['app'],
  count: number,
  options: { remoteAddress: string; forwardedFor?: string },
) {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < count; attempt += 1) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      remoteAddress: options.remoteAddress,
      headers: options.forwardedFor ? { 'x-forwarded-for': `${options.forwardedFor}${attempt}` } : {},
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

describe('rate limits per client IP', () => {
  it('limits one socket address however many e-mail addresses it tries, and not the next one', async () => {
    const { app } = await buildTestApp({ seed: false });
    const allowed = rateLimits.signIn.perIp;
    const statuses = await signInAttempts(app, allowed + 1, { remoteAddress: '203.0.113.7' });
    expect(statuses.slice(0, allowed).every((status) => status === 401)).toBe(true);
    expect(statuses[allowed]).toBe(429);
    expect(await signInAttempts(app, 1, { remoteAddress: '203.0.113.8' })).toEqual([401]);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY is set', async () => {
    const { app } = await buildTestApp({ seed: false });
    const allowed = rateLimits.signIn.perIp;
    const spoofed = await signInAttempts(app, allowed + 1, {
      remoteAddress: '198.51.100.1',
      forwardedFor: '10.0.0.',
    });
    expect(spoofed[allowed]).toBe(429);
  });

  it('uses X-Forwarded-For behind a trusted proxy', async () => {
    const { app } = await buildTestApp({ seed: false, env: { TRUST_PROXY: 'true' } });
    const allowed = rateLimits.signIn.perIp;
    const proxied = await signInAttempts(app, allowed + 1, {
      remoteAddress: '127.0.0.1',
      forwardedFor: '10.0.1.',
    });
    expect(proxied.every((status) => status === 401)).toBe(true);
  });
});
