import { verifyPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, uniqueRemoteAddress } from '../../../test/build-test-app.ts';
import { createMemberWithAccess } from '../../../test/builders.ts';
import { account } from '../../db/schema/index.ts';
import { passwordHashing } from './password-hashing.ts';

/**
 * The API tests hash at a fraction of production's cost (`buildTestApp`'s `fast`); these
 * tests hold production to better-auth's own scrypt and keep the fast format out of it.
 */
const productionFormat = /^[0-9a-f]{32}:[0-9a-f]{128}$/;

async function changePassword(
  app: Awaited<ReturnType<typeof buildTestApp>>,
  newPassword: string,
  passwordHashing: 'fast' | 'production',
) {
  const member = await createMemberWithAccess(app.db, { passwordHashing });
  const cookie = await app.signInAs(member);
  const response = await app.app.inject({
    method: 'POST',
    url: '/api/me/password',
    headers: { cookie },
    payload: { currentPassword: member.password, newPassword, confirmPassword: newPassword },
  });
  expect(response.statusCode, response.body).toBe(200);
  const [row] = await app.db
    .select({ password: account.password })
    .from(account)
    .where(eq(account.userId, member.userId));
  return { member, hash: row!.password! };
}

describe('password hashing', () => {
  it('is better-auth scrypt by default, the one a server starts with', async () => {
    const hash = await passwordHashing().hash('a-production-pass');
    expect(hash).toMatch(productionFormat);
    expect(await verifyPassword({ hash, password: 'a-production-pass' })).toBe(true);
  });

  it('stores a changed password in production format on a production app, which signs in with it', async () => {
    const app = await buildTestApp({ passwordHashing: 'production' });
    const { member, hash } = await changePassword(app, 'changed-production-pass', 'production');
    expect(hash).toMatch(productionFormat);
    expect(await verifyPassword({ hash, password: 'changed-production-pass' })).toBe(true);
    const signIn = await app.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      remoteAddress: uniqueRemoteAddress(),
      payload: { email: member.email, password: 'changed-production-pass' },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('the tests fast format signs in on the tests app only, never on production', async () => {
    const app = await buildTestApp();
    const { hash } = await changePassword(app, 'changed-fast-pass', 'fast');
    expect(hash).toMatch(/^fast-scrypt:[0-9a-f]{32}:[0-9a-f]{64}$/);
    expect(await passwordHashing('fast').verify({ hash, password: 'changed-fast-pass' })).toBe(true);
    expect(await passwordHashing('fast').verify({ hash, password: 'another-pass' })).toBe(false);
    expect(await passwordHashing('production').verify({ hash, password: 'changed-fast-pass' })).toBe(false);
  });
});
