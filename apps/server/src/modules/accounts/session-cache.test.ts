import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { createMemberWithAccess } from '../../../test/builders.ts';
import { signedInUserIdOf } from '../../../test/signed-in-user.ts';
import { organizations, profiles, session, subscriptions } from '../../db/schema/index.ts';
import { SessionCache } from './session-cache.ts';

/*
 * The embedded database holds sessions in memory (session-cache.ts); PostgreSQL reads the
 * session on every request. On both, every change to an account counts on the next request.
 * Each change below is written the way any code would write it (the database handle), and
 * the request right after it must see it: nothing waits in between.
 */
const { app, db, databaseKind, signInAs, countRequestStatements } = await buildTestApp();

async function signedInMember() {
  const member = await createMemberWithAccess(db);
  const cookie = await signInAs(member);
  const read = (url = '/api/me') => app.inject({ method: 'GET', url, headers: { cookie } });
  expect(signedInUserIdOf(await read())).toBe(member.userId); // held in memory from here (embedded database)
  return { member, cookie, read };
}

describe('sessions held in memory', () => {
  it('answer a repeated read without a statement on the embedded database', async () => {
    const { member, cookie } = await signedInMember();
    const { response, statements } = await countRequestStatements({
      method: 'GET',
      url: '/api/me',
      headers: { cookie },
    });
    expect(signedInUserIdOf(response)).toBe(member.userId);
    expect(statements).toBe(databaseKind === 'pglite' ? 0 : 1);
  });

  it('end at sign-out', async () => {
    const { cookie, read } = await signedInMember();
    const signOut = await app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie } });
    expect(signOut.statusCode).toBe(200);
    expect(signedInUserIdOf(await read())).toBeNull();
  });

  it('end when the session row is revoked', async () => {
    const { member, read } = await signedInMember();
    await db.delete(session).where(eq(session.userId, member.userId));
    expect(signedInUserIdOf(await read())).toBeNull();
  });

  it('show a new name and a new role on the next request', async () => {
    const { member, read } = await signedInMember();
    await db
      .update(profiles)
      .set({ firstName: 'Renamed', role: 'agent' })
      .where(eq(profiles.id, member.userId));
    const me = (await read()).json();
    expect(me.profile).toMatchObject({ firstName: 'Renamed', role: 'agent' });
  });

  it('lose access on the next request when the subscription ends', async () => {
    const { member, read } = await signedInMember();
    expect((await read('/api/home')).statusCode).toBe(200);
    await db
      .update(subscriptions)
      .set({ status: 'canceled' })
      .where(eq(subscriptions.organizationId, member.organizationId!));
    const refused = await read('/api/home');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('SUBSCRIPTION_REQUIRED');

    // Free access given to the organization lets the member in again, at once.
    await db
      .update(organizations)
      .set({ hasFreeAccess: true })
      .where(eq(organizations.id, member.organizationId!));
    expect((await read('/api/home')).statusCode).toBe(200);
  });
});

describe('SessionCache', () => {
  const found = {
    summary: {} as never,
    sessionCreatedAt: new Date(),
    sessionExpiresAt: new Date(Date.now() + 60 * 60 * 1000),
  };

  it('does not keep a read that an account change overtook', () => {
    const cache = new SessionCache();
    const generation = cache.generation;
    cache.clear(); // a change committed while the session was being read
    cache.set('token', found, generation);
    expect(cache.get('token')).toBeNull();
    cache.set('token', found, cache.generation);
    expect(cache.get('token')).toBe(found);
  });

  it('reads a session again after a minute, and never serves an expired one', () => {
    const cache = new SessionCache();
    cache.set('token', found, cache.generation);
    expect(cache.get('token', Date.now() + SessionCache.maxAgeMs + 1)).toBeNull();
    cache.set('expiring', { ...found, sessionExpiresAt: new Date(Date.now() + 1000) }, cache.generation);
    expect(cache.get('expiring', Date.now() + 2000)).toBeNull();
  });
});
