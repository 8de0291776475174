import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, cookieHeader } from '../../../test/build-test-app.ts';
import { signedInUserIdOf } from '../../../test/signed-in-user.ts';
import { session } from '../../db/schema/index.ts';
import { sessionLifetimeSeconds } from './auth.ts';

const { app, db, userIds } = await buildTestApp();
const day = 24 * 60 * 60 * 1000;

async function signInCookie(rememberMe: boolean): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email: 'member@example.com', password: 'demo-pass-123', rememberMe },
  });
  return cookieHeader(response.headers['set-cookie']);
}

const tokenOf = (cookie: string) =>
  decodeURIComponent(cookie.match(/better-auth\.session_token=([^;]+)/)![1]!).split('.')[0]!;
const me = (cookie: string) => app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });

describe('sessions', () => {
  it('refuses a cookie whose signature is not ours', async () => {
    const cookie = await signInCookie(true);
    const token = tokenOf(cookie);
    const forged = createHmac('sha256', 'some-other-secret-of-at-least-32-chars')
      .update(token)
      .digest('base64');
    for (const tampered of [
      `better-auth.session_token=${encodeURIComponent(`${token}.${forged}`)}`,
      `better-auth.session_token=${token}`,
      `better-auth.session_token=${encodeURIComponent(`${token}x.${forged}`)}`,
      'better-auth.session_token=%E0%A4%A',
    ]) {
      expect(signedInUserIdOf(await me(tampered)), tampered).toBeNull();
    }
    expect(signedInUserIdOf(await me(cookie))).toBe(userIds.member);
  });

  it('refuses an expired session', async () => {
    const cookie = await signInCookie(true);
    await db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.token, tokenOf(cookie)));
    expect(signedInUserIdOf(await me(cookie))).toBeNull();
  });

  it('extends a remembered session once a day and renews its cookie', async () => {
    const cookie = await signInCookie(true);
    const token = tokenOf(cookie);
    const fresh = await me(cookie);
    expect(fresh.headers['set-cookie']).toBeUndefined();

    // Signed in two days ago: due for its daily extension.
    const twoDaysOld = new Date(Date.now() + sessionLifetimeSeconds * 1000 - 2 * day);
    await db.update(session).set({ expiresAt: twoDaysOld }).where(eq(session.token, token));
    const refreshed = await me(cookie);
    expect(signedInUserIdOf(refreshed)).toBe(userIds.member);
    expect(String(refreshed.headers['set-cookie'])).toMatch(/better-auth\.session_token=.*Max-Age=2592000/);
    const [row] = await db
      .select({ expiresAt: session.expiresAt })
      .from(session)
      .where(eq(session.token, token));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(twoDaysOld.getTime() + day);
  });

  it('never extends a session signed in without "Remember me"', async () => {
    const cookie = await signInCookie(false);
    expect(cookie).toContain('dont_remember');
    const token = tokenOf(cookie);
    const [before] = await db
      .select({ expiresAt: session.expiresAt })
      .from(session)
      .where(eq(session.token, token));
    const response = await me(cookie);
    expect(signedInUserIdOf(response)).toBe(userIds.member);
    expect(response.headers['set-cookie']).toBeUndefined();
    const [after] = await db
      .select({ expiresAt: session.expiresAt })
      .from(session)
      .where(eq(session.token, token));
    expect(after!.expiresAt).toEqual(before!.expiresAt);
  });

  it('keeps a session without "Remember me" short when the request leaves out the dont_remember cookie', async () => {
    const cookie = await signInCookie(false);
    const token = tokenOf(cookie);
    const withoutDontRemember = cookie
      .split('; ')
      .filter((part) => !part.includes('dont_remember'))
      .join('; ');
    expect(withoutDontRemember).toContain('session_token');
    expect(withoutDontRemember).not.toContain('dont_remember');
    const [before] = await db
      .select({ expiresAt: session.expiresAt, createdAt: session.createdAt })
      .from(session)
      .where(eq(session.token, token));
    // better-auth gives such a session one day.
    expect(before!.expiresAt.getTime() - before!.createdAt.getTime()).toBeLessThanOrEqual(day + 1000);

    const response = await me(withoutDontRemember);
    expect(signedInUserIdOf(response)).toBe(userIds.member);
    expect(response.headers['set-cookie']).toBeUndefined();
    const [after] = await db
      .select({ expiresAt: session.expiresAt })
      .from(session)
      .where(eq(session.token, token));
    expect(after!.expiresAt).toEqual(before!.expiresAt);
  });

  it('reads session and viewer in one statement', async () => {
    const cookie = await signInCookie(true);
    const { countStatements } = await import('../../db/statement-counter.ts');
    const { statements, result } = await countStatements(() => me(cookie));
    expect(result.statusCode).toBe(200);
    // The session and viewer are read once; /api/me answers from that read.
    expect(statements).toBe(1);
    expect(result.json().profile.id).toBe(userIds.member);
  });
});
