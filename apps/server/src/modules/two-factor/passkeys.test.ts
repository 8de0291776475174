import { twoFactorMessages } from '@pillars/shared/two-factor/messages';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, cookieHeader, movableClock, testAppUrl } from '../../../test/build-test-app.ts';
import { createMember, createMemberWithAccess } from '../../../test/builders.ts';
import { softwareAuthenticator } from '../../../test/software-authenticator.ts';
import { queryRows } from '../../db/client.ts';
import { totpCodeAt } from './codes.ts';

/*
 * Passkeys (issue 44, decision 052) through HTTP on a fresh database: the registration and
 * authentication ceremonies answered by a software authenticator (test/software-authenticator.ts),
 * checked by the server as a browser's would be. The staff requirement is on in this app.
 */
const clock = movableClock();
const { app, db } = await buildTestApp({ now: clock.now, env: { REQUIRE_STAFF_TWO_FACTOR: 'true' } });
const origin = testAppUrl;

type Authenticator = ReturnType<typeof softwareAuthenticator>;

async function signIn(member: { email: string; password: string }) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email: member.email, password: member.password, rememberMe: true },
  });
  expect(response.statusCode, response.body).toBe(200);
  return { cookie: cookieHeader(response.headers['set-cookie']), body: response.json() };
}

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, cookie?: string, payload?: object) =>
  app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

async function registrationOptions(cookie: string) {
  const response = await call('POST', '/api/me/passkeys/options', cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** Adds a passkey held by `authenticator` to the account of `cookie`. */
async function addPasskey(cookie: string, authenticator: Authenticator, name = 'MacBook') {
  const options = await registrationOptions(cookie);
  const response = await call('POST', '/api/me/passkeys', cookie, {
    name,
    credential: authenticator.register(options, origin),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function signInOptions() {
  const response = await call('POST', '/api/auth/passkey/options');
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const passkeySignIn = (credential: object, cookie?: string) =>
  call('POST', '/api/auth/passkey/sign-in', cookie, { credential });

/** Removes a passkey, asked for the password (and `code`, when the authenticator app is on). */
const removePasskey = (cookie: string, passkeyId: string, body: { password: string; code?: string }) =>
  call('DELETE', `/api/me/passkeys/${passkeyId}`, cookie, body);

describe('adding a passkey', () => {
  it('registers, lists, renames and removes a passkey of the own account', async () => {
    const member = await createMemberWithAccess(db);
    const { cookie } = await signIn(member);
    const options = await registrationOptions(cookie);
    expect(options.rp).toEqual({ name: 'Pillars', id: 'localhost' });
    expect(Buffer.from(options.user.id, 'base64url').toString()).toBe(member.userId);
    expect(options.user.name).toBe(member.email);
    expect(options.authenticatorSelection.residentKey).toBe('required');
    expect(options.pubKeyCredParams.map((param: { alg: number }) => param.alg)).toContain(-7);

    const authenticator = softwareAuthenticator();
    const added = await call('POST', '/api/me/passkeys', cookie, {
      name: '  MacBook  ',
      credential: authenticator.register(options, origin),
    });
    expect(added.statusCode, added.body).toBe(201);
    const passkey = added.json();
    expect(passkey).toMatchObject({ name: 'MacBook', lastUsedAt: null, synced: false });

    const listed = await call('GET', '/api/me/passkeys', cookie);
    expect(listed.json()).toEqual({ passkeys: [passkey] });
    const status = await call('GET', '/api/me/two-factor', cookie);
    expect(status.json()).toMatchObject({ authenticator: false, passkeys: 1 });

    // The next options exclude it, so the browser does not make a second one on that device.
    const again = await registrationOptions(cookie);
    expect(again.excludeCredentials).toEqual([
      { id: authenticator.credentialId, type: 'public-key', transports: ['internal'] },
    ]);

    const renamed = await call('PATCH', `/api/me/passkeys/${passkey.id}`, cookie, { name: 'Work laptop' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().name).toBe('Work laptop');
    const blank = await call('PATCH', `/api/me/passkeys/${passkey.id}`, cookie, { name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields.name).toBe(twoFactorMessages.passkeyNameRequired);

    const removed = await removePasskey(cookie, passkey.id, { password: member.password });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ passkeys: [] });
    expect((await passkeySignIn(authenticator.authenticate(await signInOptions(), origin))).statusCode).toBe(
      401,
    );
  });

  it('refuses a nameless passkey, a wrong origin and a challenge used twice, writing nothing', async () => {
    const member = await createMemberWithAccess(db);
    const { cookie } = await signIn(member);
    const authenticator = softwareAuthenticator();

    const nameless = await call('POST', '/api/me/passkeys', cookie, {
      name: '',
      credential: authenticator.register(await registrationOptions(cookie), origin),
    });
    expect(nameless.statusCode).toBe(400);

    const wrongOrigin = await call('POST', '/api/me/passkeys', cookie, {
      name: 'Phone',
      credential: authenticator.register(await registrationOptions(cookie), 'https://evil.example'),
    });
    expect(wrongOrigin.statusCode).toBe(400);
    expect(wrongOrigin.json().error.message).toBe(twoFactorMessages.passkeyNotAccepted);

    const options = await registrationOptions(cookie);
    const credential = authenticator.register(options, origin);
    expect((await call('POST', '/api/me/passkeys', cookie, { name: 'Phone', credential })).statusCode).toBe(
      201,
    );
    const reused = await call('POST', '/api/me/passkeys', cookie, { name: 'Phone 2', credential });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.message).toBe(twoFactorMessages.passkeyChallengeExpired);

    // Another account's challenge is not this one's.
    const other = await signIn(await createMemberWithAccess(db));
    const othersOptions = await registrationOptions(other.cookie);
    const stolen = await call('POST', '/api/me/passkeys', cookie, {
      name: 'Stolen',
      credential: softwareAuthenticator().register(othersOptions, origin),
    });
    expect(stolen.statusCode).toBe(400);

    // An expired challenge (five minutes).
    const late = await registrationOptions(cookie);
    clock.advance(5 * 60_000 + 1000);
    const expired = await call('POST', '/api/me/passkeys', cookie, {
      name: 'Late',
      credential: softwareAuthenticator().register(late, origin),
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error.message).toBe(twoFactorMessages.passkeyChallengeExpired);
    // Unanswered challenges that expired are deleted when the next one is made.
    const stale = await registrationOptions(cookie);
    clock.advance(5 * 60_000 + 1000);
    await signInOptions();
    expect(
      await queryRows(
        db,
        sql`select id from verification where identifier = ${`passkey-register:${stale.challenge}`}`,
      ),
    ).toEqual([]);

    const rows = await queryRows<{ name: string }>(
      db,
      sql`select name from passkeys where user_id = ${member.userId}`,
    );
    expect(rows).toEqual([{ name: 'Phone' }]);
  });

  it("answers 404 for another person's passkey: it cannot be renamed or removed", async () => {
    const owner = await signIn(await createMemberWithAccess(db));
    const passkey = await addPasskey(owner.cookie, softwareAuthenticator());
    const { cookie } = await signIn(await createMemberWithAccess(db));
    const rename = await call('PATCH', `/api/me/passkeys/${passkey.id}`, cookie, { name: 'Mine' });
    expect(rename.statusCode).toBe(404);
    const remove = await removePasskey(cookie, passkey.id, { password: 'not-checked-first' });
    expect(remove.statusCode).toBe(404);
    expect((await call('GET', '/api/me/passkeys', owner.cookie)).json().passkeys).toEqual([
      expect.objectContaining({ id: passkey.id, name: 'MacBook' }),
    ]);
  });

  it('is refused for a signed-out visitor', async () => {
    expect((await call('POST', '/api/me/passkeys/options')).statusCode).toBe(401);
    expect((await call('GET', '/api/me/passkeys')).statusCode).toBe(401);
  });
});

describe('signing in with a passkey', () => {
  it('opens a session that owes nothing, and notes the passkey as used', async () => {
    const member = await createMemberWithAccess(db);
    const authenticator = softwareAuthenticator();
    const passkey = await addPasskey((await signIn(member)).cookie, authenticator);

    const response = await passkeySignIn(authenticator.authenticate(await signInOptions(), origin));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ profile: { email: member.email }, secondFactor: null });
    const cookie = cookieHeader(response.headers['set-cookie']);
    const me = await call('GET', '/api/me/settings', cookie);
    expect(me.statusCode, me.body).toBe(200);
    const [row] = await queryRows<{ last_used_at: Date | null; counter: number | string }>(
      db,
      sql`select last_used_at, counter from passkeys where id = ${passkey.id}`,
    );
    expect(row!.last_used_at).not.toBeNull();
    expect(Number(row!.counter)).toBe(1);
  });

  it('refuses a challenge used twice, a wrong origin, an older counter and an unknown passkey', async () => {
    const member = await createMemberWithAccess(db);
    const authenticator = softwareAuthenticator();
    await addPasskey((await signIn(member)).cookie, authenticator);

    const options = await signInOptions();
    expect(options).toMatchObject({ rpId: 'localhost', allowCredentials: [] });
    const credential = authenticator.authenticate(options, origin);
    expect((await passkeySignIn(credential)).statusCode).toBe(200);
    const replayed = await passkeySignIn(credential);
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().error.message).toBe(twoFactorMessages.passkeyChallengeExpired);

    const wrongOrigin = await passkeySignIn(
      authenticator.authenticate(await signInOptions(), 'http://localhost.evil.example'),
    );
    expect(wrongOrigin.statusCode).toBe(400);
    expect(wrongOrigin.headers['set-cookie']).toBeUndefined();

    // The wrong-origin answer moved the authenticator's counter to 2, not the stored one; the next
    // right one stores 3. A counter that does not move forward means a cloned authenticator.
    expect((await passkeySignIn(authenticator.authenticate(await signInOptions(), origin))).statusCode).toBe(
      200,
    );
    const cloned = await passkeySignIn(
      authenticator.authenticate(await signInOptions(), origin, { counter: 2 }),
    );
    expect(cloned.statusCode).toBe(400);
    expect(cloned.json().error.message).toBe(twoFactorMessages.passkeyNotAccepted);
    expect(
      (await passkeySignIn(authenticator.authenticate(await signInOptions(), origin, { counter: 10 })))
        .statusCode,
    ).toBe(200);

    const unknown = await passkeySignIn(softwareAuthenticator().authenticate(await signInOptions(), origin));
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().error.message).toBe(twoFactorMessages.passkeyUnknown);
  });

  it("refuses an assertion for another account: the authenticator's user handle must be the passkey's", async () => {
    const owner = await createMemberWithAccess(db);
    const other = await createMemberWithAccess(db);
    const authenticator = softwareAuthenticator();
    await addPasskey((await signIn(owner)).cookie, authenticator);
    const response = await passkeySignIn(
      authenticator.authenticate(await signInOptions(), origin, {
        userHandle: Buffer.from(other.userId).toString('base64url'),
      }),
    );
    expect(response.statusCode).toBe(401);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('finishes a password sign-in that waits for a second factor, for the same account only', async () => {
    const member = await createMemberWithAccess(db);
    const authenticator = softwareAuthenticator();
    await addPasskey((await signIn(member)).cookie, authenticator);
    // A passkey is a second factor: after the password, one is owed.
    const { cookie, body } = await signIn(member);
    expect(body.secondFactor).toBe('code');
    expect((await call('GET', '/api/me/settings', cookie)).statusCode).toBe(401);
    const finished = await passkeySignIn(authenticator.authenticate(await signInOptions(), origin), cookie);
    expect(finished.statusCode, finished.body).toBe(200);
    expect(finished.json().secondFactor).toBeNull();
    expect(finished.headers['set-cookie']).toBeUndefined();
    expect((await call('GET', '/api/me/settings', cookie)).statusCode).toBe(200);

    // Another account's passkey opens that account's own session; this waiting one still waits.
    const waiting = await signIn(member);
    const someone = await createMemberWithAccess(db);
    const theirs = softwareAuthenticator();
    await addPasskey((await signIn(someone)).cookie, theirs);
    const switched = await passkeySignIn(theirs.authenticate(await signInOptions(), origin), waiting.cookie);
    expect(switched.statusCode, switched.body).toBe(200);
    expect(switched.json().profile.email).toBe(someone.email);
    expect(switched.headers['set-cookie']).toBeDefined();
    expect((await call('GET', '/api/me/settings', waiting.cookie)).statusCode).toBe(401);
  });
});

describe('the staff requirement', () => {
  it('a support account with only a passkey passes it, and cannot remove its last one', async () => {
    const support = await createMember(db, { role: 'support', organizationId: null });
    const { cookie, body } = await signIn(support);
    expect(body.secondFactor).toBe('setup');
    const blocked = await call('GET', '/api/me/settings', cookie);
    expect(blocked.json().error.code).toBe('TWO_FACTOR_REQUIRED');

    // The set-up routes are reachable: adding a passkey finishes the set-up.
    const authenticator = softwareAuthenticator();
    const passkey = await addPasskey(cookie, authenticator, 'Security key');
    expect((await call('GET', '/api/me/settings', cookie)).statusCode).toBe(200);

    // The next sign-in with the password owes the passkey; one with the passkey owes nothing.
    expect((await signIn(support)).body.secondFactor).toBe('code');
    const withPasskey = await passkeySignIn(authenticator.authenticate(await signInOptions(), origin));
    expect(withPasskey.statusCode).toBe(200);
    const passkeyCookie = cookieHeader(withPasskey.headers['set-cookie']);
    expect((await call('GET', '/api/me/settings', passkeyCookie)).statusCode).toBe(200);

    const refused = await removePasskey(passkeyCookie, passkey.id, { password: support.password });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(twoFactorMessages.passkeyLastFactor);

    // With a second passkey, one of them may go.
    await addPasskey(passkeyCookie, softwareAuthenticator(), 'Phone');
    expect((await removePasskey(passkeyCookie, passkey.id, { password: support.password })).statusCode).toBe(
      200,
    );
  });

  it('a staff account may turn the authenticator off while a passkey remains', async () => {
    const support = await createMember(db, { role: 'support', organizationId: null });
    const { cookie } = await signIn(support);
    await addPasskey(cookie, softwareAuthenticator());
    const setup = await call('POST', '/api/me/two-factor/authenticator', cookie);
    const { key } = setup.json();
    const confirm = await call('POST', '/api/me/two-factor/authenticator/confirm', cookie, {
      code: totpCodeAt(key, clock.now()),
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    clock.advance(30_000);
    const off = await call('POST', '/api/me/two-factor/disable', cookie, {
      password: support.password,
      code: totpCodeAt(key, clock.now()),
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ authenticator: false, passkeys: 1, required: true });
  });
});

describe('the team requirement', () => {
  it('counts a passkey: a member of a team that requires a second factor owes it, not a set-up', async () => {
    const member = await createMemberWithAccess(db);
    const authenticator = softwareAuthenticator();
    await addPasskey((await signIn(member)).cookie, authenticator);
    await db.execute(
      sql`update organizations set require_two_factor = true
           where id = (select organization_id from profiles where id = ${member.userId})`,
    );
    const { cookie, body } = await signIn(member);
    expect(body.secondFactor).toBe('code');
    const finished = await passkeySignIn(authenticator.authenticate(await signInOptions(), origin), cookie);
    expect(finished.statusCode, finished.body).toBe(200);
    expect((await call('GET', '/api/me/settings', cookie)).statusCode).toBe(200);
    expect((await call('GET', '/api/me/two-factor', cookie)).json()).toMatchObject({
      required: true,
      teamRequires: true,
      passkeys: 1,
    });
  });
});

describe('removing a passkey asks for the person again (issue 54)', () => {
  it('needs the password: none or a wrong one removes nothing', async () => {
    const member = await createMemberWithAccess(db);
    const { cookie } = await signIn(member);
    const passkey = await addPasskey(cookie, softwareAuthenticator());
    const bare = await call('DELETE', `/api/me/passkeys/${passkey.id}`, cookie);
    expect(bare.statusCode).toBe(400);
    const empty = await removePasskey(cookie, passkey.id, { password: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual({ password: twoFactorMessages.passwordRequired });
    const wrong = await removePasskey(cookie, passkey.id, { password: 'not-the-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ password: twoFactorMessages.passwordWrong });
    expect((await call('GET', '/api/me/passkeys', cookie)).json().passkeys).toHaveLength(1);
    expect((await removePasskey(cookie, passkey.id, { password: member.password })).statusCode).toBe(200);
  });

  it('needs a code too when the authenticator app is on', async () => {
    const member = await createMemberWithAccess(db);
    const { cookie } = await signIn(member);
    const passkey = await addPasskey(cookie, softwareAuthenticator());
    const setup = await call('POST', '/api/me/two-factor/authenticator', cookie);
    const { key } = setup.json();
    const confirmed = await call('POST', '/api/me/two-factor/authenticator/confirm', cookie, {
      code: totpCodeAt(key, clock.now()),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const { backupCodes } = confirmed.json();

    const noCode = await removePasskey(cookie, passkey.id, { password: member.password });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().error.fields).toEqual({ code: twoFactorMessages.codeRequired });
    const wrongCode = await removePasskey(cookie, passkey.id, { password: member.password, code: '000000' });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json().error.fields).toEqual({ code: twoFactorMessages.codeWrong });
    const wrongPassword = await removePasskey(cookie, passkey.id, {
      password: 'not-the-password',
      code: backupCodes[0],
    });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().error.fields).toEqual({ password: twoFactorMessages.passwordWrong });
    expect((await call('GET', '/api/me/passkeys', cookie)).json().passkeys).toHaveLength(1);

    const removed = await removePasskey(cookie, passkey.id, {
      password: member.password,
      code: backupCodes[0],
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ passkeys: [] });
  });
});

describe('user verification (issue 54): a passkey is both factors only when the device checked the person', () => {
  it('asks the browser to verify the person, when adding one and when signing in', async () => {
    const { cookie } = await signIn(await createMemberWithAccess(db));
    expect((await registrationOptions(cookie)).authenticatorSelection.userVerification).toBe('required');
    expect((await signInOptions()).userVerification).toBe('required');
  });

  it('refuses to add a passkey whose device only saw someone there (user present, not verified)', async () => {
    const member = await createMemberWithAccess(db);
    const { cookie } = await signIn(member);
    const touchOnly = softwareAuthenticator({ userVerified: false });
    const response = await call('POST', '/api/me/passkeys', cookie, {
      name: 'Security key',
      credential: touchOnly.register(await registrationOptions(cookie), origin),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(twoFactorMessages.passkeyNotVerified);
    expect(await queryRows(db, sql`select id from passkeys where user_id = ${member.userId}`)).toEqual([]);
  });

  it('refuses a sign-in whose answer does not say the person was verified, with or without a password first', async () => {
    const member = await createMemberWithAccess(db);
    const authenticator = softwareAuthenticator();
    await addPasskey((await signIn(member)).cookie, authenticator);

    const alone = await passkeySignIn(
      authenticator.authenticate(await signInOptions(), origin, { userVerified: false }),
    );
    expect(alone.statusCode).toBe(400);
    expect(alone.json().error.message).toBe(twoFactorMessages.passkeySignInNotVerified);
    expect(alone.headers['set-cookie']).toBeUndefined();

    const { cookie } = await signIn(member);
    const second = await passkeySignIn(
      authenticator.authenticate(await signInOptions(), origin, { userVerified: false }),
      cookie,
    );
    expect(second.statusCode).toBe(400);
    expect((await call('GET', '/api/me', cookie)).json().secondFactor).toBe('code');

    // Verified, it signs in.
    const verified = await passkeySignIn(authenticator.authenticate(await signInOptions(), origin), cookie);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().secondFactor).toBeNull();
  });
});

describe('the address passkeys work at (issue 54)', () => {
  // A page on another address than the app's: the browser would refuse the ceremony
  // without saying why. Same-origin for the page itself (the cross-origin guard lets it by).
  const elsewhere = { origin: 'http://127.0.0.1:3999', 'sec-fetch-site': 'same-origin' };

  it('names the address where adding a passkey or signing in with one works', async () => {
    const member = await createMemberWithAccess(db);
    const { cookie } = await signIn(member);
    const adding = await app.inject({
      method: 'POST',
      url: '/api/me/passkeys/options',
      headers: { cookie, ...elsewhere },
    });
    expect(adding.statusCode).toBe(400);
    expect(adding.json().error.message).toBe(twoFactorMessages.passkeyWrongAddress('http://localhost:3999'));
    const signingIn = await app.inject({
      method: 'POST',
      url: '/api/auth/passkey/options',
      headers: elsewhere,
    });
    expect(signingIn.statusCode).toBe(400);
    expect(signingIn.json().error.message).toBe(
      twoFactorMessages.passkeyWrongAddress('http://localhost:3999'),
    );
    expect(
      await queryRows(
        db,
        sql`select id from verification where identifier like 'passkey-register:%' and value = ${member.userId}`,
      ),
    ).toEqual([]);

    // The page at the app's own address gets its options.
    const here = await app.inject({
      method: 'POST',
      url: '/api/me/passkeys/options',
      headers: { cookie, origin: 'http://localhost:3999', 'sec-fetch-site': 'same-origin' },
    });
    expect(here.statusCode, here.body).toBe(200);
  });
});

describe('registration challenges are limited per person (issue 54)', () => {
  it('gives 20 per 15 minutes, asked all at once: the rest answer 429 with when to retry, and store nothing', async () => {
    const member = await createMemberWithAccess(db);
    const { cookie } = await signIn(member);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => call('POST', '/api/me/passkeys/options', cookie)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    const refused = answers.find((answer) => answer.statusCode === 429)!;
    expect(refused.json().error.message).toMatch(/^Too many passkey requests\. Try again in \d+ minutes?\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const [stored] = await queryRows<{ count: number | string }>(
      db,
      sql`select count(*) as count from verification where identifier like 'passkey-register:%' and value = ${member.userId}`,
    );
    expect(Number(stored!.count)).toBe(20);
    // Another person keeps their own budget.
    const other = await signIn(await createMemberWithAccess(db));
    expect((await call('POST', '/api/me/passkeys/options', other.cookie)).statusCode).toBe(200);
  });
});
