import { twoFactorMessages } from '@pillars/shared/two-factor/messages';
import { afterAll, describe, expect, it } from 'vitest';
import { cookieHeader, uniqueRemoteAddress } from '../../../test/build-test-app.ts';
import { createMemberWithAccess } from '../../../test/builders.ts';
import { createPostgresTestDatabase } from '../../../test/test-database.ts';
import { type App, buildApp } from '../../app.ts';
import { loadConfig } from '../../config/env.ts';
import { openDatabase } from '../../db/client.ts';
import { totpCodeAt } from './codes.ts';

/**
 * Two instances on one PostgreSQL (issue 44): wrong codes are counted in the database, so
 * five in a row spread over both lock code entry on both, and a code accepted by one is
 * refused by the other.
 */
const database = await createPostgresTestDatabase();
const setup = await openDatabase({ kind: 'postgres', url: database.url });
afterAll(async () => {
  for (const app of instances) await app.close();
  await setup.close();
  await database.drop();
});

const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATABASE_URL: database.url,
  AUTH_SECRET: 'instances-test-secret-of-at-least-32-chars',
  APP_URL: 'http://localhost:3999',
  WEB_DIST_DIR: '/nonexistent',
});
const instances: App[] = [];
for (let index = 0; index < 2; index += 1) {
  const app = await buildApp({ config, logger: false, jobs: { start: false } });
  await app.ready();
  instances.push(app);
}
const [first, second] = instances as [App, App];

async function signIn(app: App, member: { email: string; password: string }) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    remoteAddress: uniqueRemoteAddress(),
    payload: { email: member.email, password: member.password },
  });
  expect(response.statusCode, response.body).toBe(200);
  return cookieHeader(response.headers['set-cookie']);
}

const verify = (app: App, cookie: string, code: string) =>
  app.inject({ method: 'POST', url: '/api/auth/two-factor/verify', headers: { cookie }, payload: { code } });

/** A member with the authenticator on (set up through the first instance); answers the key. */
async function enrolledMember() {
  // These apps are built as a deployment's are (production's password hashing).
  const member = await createMemberWithAccess(setup.db, { passwordHashing: 'production' });
  const cookie = await signIn(first, member);
  const started = await first.inject({
    method: 'POST',
    url: '/api/me/two-factor/authenticator',
    headers: { cookie },
  });
  const key = started.json().key as string;
  const confirmed = await first.inject({
    method: 'POST',
    url: '/api/me/two-factor/authenticator/confirm',
    headers: { cookie },
    payload: { code: totpCodeAt(key, Date.now()) },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { member, key };
}

describe('two-factor codes across two instances', () => {
  it('counts wrong codes in a row over both instances, and locks both', async () => {
    const { member, key } = await enrolledMember();
    const onFirst = await signIn(first, member);
    const onSecond = await signIn(second, member);
    const answers: number[] = [];
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const [app, cookie] = attempt % 2 === 1 ? [first, onFirst] : [second, onSecond];
      answers.push((await verify(app, cookie, '000000')).statusCode);
    }
    expect(answers).toEqual([400, 400, 400, 400, 429]);
    for (const [app, cookie] of [
      [first, onFirst],
      [second, onSecond],
    ] as const) {
      const locked = await verify(app, cookie, totpCodeAt(key, Date.now() + 30_000));
      expect(locked.statusCode).toBe(429);
      expect(locked.json().error.message).toMatch(/^Too many wrong codes/);
    }
  });

  it('counts wrong codes sent at once on both instances: never more than five get through', async () => {
    const { member } = await enrolledMember();
    const cookies = await Promise.all([signIn(first, member), signIn(second, member)]);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        verify(index % 2 === 0 ? first : second, cookies[index % 2]!, '000000'),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 400).length).toBeLessThanOrEqual(4);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(6);
  });

  it('refuses on one instance a code the other accepted', async () => {
    const { member, key } = await enrolledMember();
    const code = totpCodeAt(key, Date.now() + 30_000);
    const onFirst = await signIn(first, member);
    const onSecond = await signIn(second, member);
    expect((await verify(first, onFirst, code)).statusCode).toBe(200);
    const reused = await verify(second, onSecond, code);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.message).toBe(twoFactorMessages.codeReused);
  });
});
