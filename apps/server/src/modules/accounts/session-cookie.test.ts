import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { signedInUserIdOf } from '../../../test/signed-in-user.ts';
import { session } from '../../db/schema/index.ts';
import { betterAuthVersionCheckedAgainst } from './session-cookie.ts';

/*
 * Our session reader (session-cookie.ts) re-implements better-auth's signed cookie. These
 * tests hold it to better-auth's own names, secret and format, and fail when better-auth is
 * upgraded without checking the reader again.
 */

const testSecret = 'test-secret-that-is-at-least-32-characters-long';

type TestApp = Awaited<ReturnType<typeof buildTestApp>>['app'];

// Built before the tests (building under load takes longer than one test may).
const plain = await buildTestApp();
const overHttps = await buildTestApp({ env: { APP_URL: 'https://pillars.example.com' } });
const rotated = 'a-newer-secret-for-better-auth-of-at-least-32-chars';
process.env.BETTER_AUTH_SECRETS = `2:${rotated},1:${testSecret}`;
let withSecrets: Awaited<ReturnType<typeof buildTestApp>>;
try {
  withSecrets = await buildTestApp();
} finally {
  delete process.env.BETTER_AUTH_SECRETS;
}

async function signIn(app: TestApp) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email: 'member@example.com', password: 'demo-pass-123', rememberMe: true },
  });
  expect(response.statusCode).toBe(200);
  const setCookies = [response.headers['set-cookie']].flat().filter((cookie) => cookie !== undefined);
  const sessionCookie = setCookies.find((cookie) => cookie.includes('session_token='))!;
  const [name, value] = sessionCookie.split(';')[0]!.split(/=(.*)/s) as [string, string];
  return { name, value };
}

const me = (app: TestApp, cookie: string) =>
  app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });

describe('session cookie reader', () => {
  it('is checked against the installed better-auth, which the package pins exactly', async () => {
    const { app } = plain;
    expect((await app.auth.$context).version).toBe(betterAuthVersionCheckedAgainst);
    const manifest = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'));
    expect(manifest.dependencies['better-auth']).toBe(betterAuthVersionCheckedAgainst);
  });

  it('reads the format better-auth writes: token "." base64(HMAC-SHA256(secret, token)), URL-encoded', async () => {
    const { app, db } = plain;
    const { name, value } = await signIn(app);
    expect(name).toBe('better-auth.session_token');
    const decoded = decodeURIComponent(value);
    const separator = decoded.lastIndexOf('.');
    const token = decoded.slice(0, separator);
    expect(decoded.slice(separator + 1)).toBe(
      createHmac('sha256', testSecret).update(token).digest('base64'),
    );
    expect(await db.select({ id: session.id }).from(session).where(eq(session.token, token))).toHaveLength(1);
    expect(signedInUserIdOf(await me(app, `${name}=${value}`))).not.toBeNull();
  });

  it('over https, accepts only the __Secure- cookie that better-auth sets', async () => {
    const { app } = overHttps;
    const { name, value } = await signIn(app);
    expect(name).toBe('__Secure-better-auth.session_token');
    expect(signedInUserIdOf(await me(app, `${name}=${value}`))).not.toBeNull();
    // A cookie without the prefix can be set by a plain-http page or a sibling subdomain.
    expect(signedInUserIdOf(await me(app, `better-auth.session_token=${value}`))).toBeNull();
  });

  it('verifies with the secret better-auth signs with, also when BETTER_AUTH_SECRETS is set', async () => {
    const { app } = withSecrets;
    const { name, value } = await signIn(app);
    const token = decodeURIComponent(value).split('.')[0]!;
    expect(decodeURIComponent(value)).toBe(
      `${token}.${createHmac('sha256', rotated).update(token).digest('base64')}`,
    );
    // The user stays signed in...
    expect(signedInUserIdOf(await me(app, `${name}=${value}`))).not.toBeNull();
    // ...and a cookie signed with AUTH_SECRET is no longer better-auth's.
    const withOldSecret = `${token}.${createHmac('sha256', testSecret).update(token).digest('base64')}`;
    expect(signedInUserIdOf(await me(app, `${name}=${encodeURIComponent(withOldSecret)}`))).toBeNull();
  });
});
