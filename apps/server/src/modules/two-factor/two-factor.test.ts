import { twoFactorMessages } from '@pillars/shared/two-factor/messages';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  buildTestApp,
  cookieHeader,
  movableClock,
  uniqueRemoteAddress,
} from '../../../test/build-test-app.ts';
import { type BuiltMember, createMember, createMemberWithAccess } from '../../../test/builders.ts';
import { queryRows } from '../../db/client.ts';
import { totpCodeAt } from './codes.ts';

/*
 * Two-factor sign-in (issue 44) through HTTP on a fresh database, with a clock the test moves
 * (`ctx.now`): the codes are computed from the key the set-up answers, as an app would.
 */
// A fixed start on a step boundary: 2030-01-01T00:00:00Z.
const start = Date.UTC(2030, 0, 1);
const clock = movableClock();
clock.advance(start - Date.now());
const { app, db, loginAs, userIds } = await buildTestApp({ now: clock.now });

const chromeOnMac =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const firefoxOnLinux = 'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0';

async function signIn(
  member: { email: string; password: string },
  options: { userAgent?: string; remoteAddress?: string; cookie?: string } = {},
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    remoteAddress: options.remoteAddress ?? uniqueRemoteAddress(),
    headers: {
      'user-agent': options.userAgent ?? chromeOnMac,
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    payload: { email: member.email, password: member.password, rememberMe: true },
  });
  expect(response.statusCode, response.body).toBe(200);
  return { cookie: cookieHeader(response.headers['set-cookie']), body: response.json() };
}

const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) =>
  app.inject({
    method,
    url,
    headers: { cookie, 'user-agent': chromeOnMac },
    ...(payload ? { payload } : {}),
  });

/** Sets up the authenticator of a fresh member: their key, backup codes and a signed-in cookie. */
async function enrolled(member?: BuiltMember) {
  const person = member ?? (await createMemberWithAccess(db));
  const { cookie } = await signIn(person);
  const setup = await call('POST', '/api/me/two-factor/authenticator', cookie);
  expect(setup.statusCode, setup.body).toBe(200);
  const { key } = setup.json();
  const confirm = await call('POST', '/api/me/two-factor/authenticator/confirm', cookie, {
    code: totpCodeAt(key, clock.now()),
  });
  expect(confirm.statusCode, confirm.body).toBe(200);
  // The next code is of the next step: the one used to confirm is spent.
  clock.advance(30_000);
  return { person, key: key as string, cookie, backupCodes: confirm.json().backupCodes as string[] };
}

const verify = (cookie: string, code: string, trustDevice = false) =>
  call('POST', '/api/auth/two-factor/verify', cookie, { code, trustDevice });

describe('setting up the authenticator app', () => {
  it('answers the key, its otpauth URI and a QR code, and is on only after a right code', async () => {
    const member = await createMemberWithAccess(db);
    const { cookie } = await signIn(member);
    const setup = await call('POST', '/api/me/two-factor/authenticator', cookie);
    expect(setup.statusCode).toBe(200);
    const { key, otpauthUri, qrCodeSvg } = setup.json();
    expect(key).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toBe(
      `otpauth://totp/Pillars:${encodeURIComponent(member.email)}?issuer=Pillars&secret=${key}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(qrCodeSvg).toContain('<svg');

    const before = await call('GET', '/api/me/two-factor', cookie);
    expect(before.json()).toEqual({
      authenticator: false,
      backupCodesLeft: 0,
      passkeys: 0,
      required: false,
      teamRequires: false,
    });
    const wrong = await call('POST', '/api/me/two-factor/authenticator/confirm', cookie, { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe(twoFactorMessages.codeWrong);

    const confirm = await call('POST', '/api/me/two-factor/authenticator/confirm', cookie, {
      code: totpCodeAt(key, clock.now()),
    });
    expect(confirm.statusCode).toBe(200);
    const { backupCodes } = confirm.json();
    expect(backupCodes).toHaveLength(10);
    expect(new Set(backupCodes).size).toBe(10);
    for (const code of backupCodes) expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
    const after = await call('GET', '/api/me/two-factor', cookie);
    expect(after.json()).toMatchObject({ authenticator: true, backupCodesLeft: 10 });
    // Set up once: starting again is refused while it is on.
    expect((await call('POST', '/api/me/two-factor/authenticator', cookie)).statusCode).toBe(409);
    // The key is stored encrypted, never as the text the app got.
    const [stored] = await queryRows<{ secret_encrypted: string }>(
      db,
      sql`select secret_encrypted from user_two_factor where user_id = ${member.userId}`,
    );
    expect(stored!.secret_encrypted).not.toContain(key);
  });
});

describe('signing in with a second factor', () => {
  it('asks for a code after the password; until then only GET /api/me and the code answer', async () => {
    const { person, key } = await enrolled();
    const { cookie, body } = await signIn(person);
    expect(body.secondFactor).toBe('code');
    const me = await call('GET', '/api/me', cookie);
    expect(me.json().secondFactor).toBe('code');
    const settings = await call('GET', '/api/me/settings', cookie);
    expect(settings.statusCode).toBe(401);
    expect((await call('GET', '/api/me/two-factor', cookie)).statusCode).toBe(401);

    const wrong = await verify(cookie, '123456');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ code: twoFactorMessages.codeWrong });
    const right = await verify(cookie, totpCodeAt(key, clock.now()));
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json().secondFactor).toBeNull();
    expect((await call('GET', '/api/me/settings', cookie)).statusCode).toBe(200);
    expect((await call('GET', '/api/me', cookie)).json().secondFactor).toBeNull();
    // Signed in: there is nothing left to verify.
    expect((await verify(cookie, totpCodeAt(key, clock.now()))).statusCode).toBe(409);
  });

  it('refuses a code a second time within its window, and takes the next step', async () => {
    const { person, key } = await enrolled();
    const code = totpCodeAt(key, clock.now());
    const first = await signIn(person);
    expect((await verify(first.cookie, code)).statusCode).toBe(200);
    const second = await signIn(person);
    const reused = await verify(second.cookie, code);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.message).toBe(twoFactorMessages.codeReused);
    clock.advance(30_000);
    expect((await verify(second.cookie, totpCodeAt(key, clock.now()))).statusCode).toBe(200);
  });

  it('accepts the code of the step before (a slow typist) but not an expired one', async () => {
    const { person, key } = await enrolled();
    const { cookie } = await signIn(person);
    const old = totpCodeAt(key, clock.now());
    clock.advance(90_000);
    expect((await verify(cookie, old)).statusCode).toBe(400);
    const previous = totpCodeAt(key, clock.now() - 30_000);
    expect((await verify(cookie, previous)).statusCode).toBe(200);
  });

  it('accepts each backup code once, and says when one was already used', async () => {
    const { person, backupCodes, cookie: settingsCookie } = await enrolled();
    const first = await signIn(person);
    expect((await verify(first.cookie, backupCodes[0]!.toUpperCase())).statusCode).toBe(200);
    const second = await signIn(person);
    const again = await verify(second.cookie, backupCodes[0]!);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.fields).toEqual({ code: twoFactorMessages.backupCodeUsed });
    // A code that was never one of them is just wrong.
    const never = await verify(second.cookie, 'abcde-fghjk');
    expect(never.json().error.fields).toEqual({ code: twoFactorMessages.codeWrong });
    expect((await verify(second.cookie, backupCodes[1]!)).statusCode).toBe(200);
    const status = await call('GET', '/api/me/two-factor', settingsCookie);
    expect(status.json().backupCodesLeft).toBe(8);
  });

  it('locks code entry for 15 minutes after five wrong codes in a row', async () => {
    const { person, key } = await enrolled();
    const { cookie } = await signIn(person);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await verify(cookie, '000000')).statusCode).toBe(400);
    }
    const fifth = await verify(cookie, '000000');
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().error.message).toBe(twoFactorMessages.locked);
    // Locked: even a right code, even from another session, is refused.
    const other = await signIn(person);
    const locked = await verify(other.cookie, totpCodeAt(key, clock.now()));
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.message).toBe(twoFactorMessages.lockedUntil(15));
    expect(locked.headers['retry-after']).toBe('900');
    clock.advance(14 * 60_000);
    expect((await verify(cookie, totpCodeAt(key, clock.now()))).statusCode).toBe(429);
    clock.advance(60_000);
    expect((await verify(cookie, totpCodeAt(key, clock.now()))).statusCode).toBe(200);
  });

  it('counts backup codes with the authenticator codes: five wrong of either lock both', async () => {
    const { person, key, backupCodes } = await enrolled();
    const { cookie } = await signIn(person);
    const answers = [];
    for (const code of ['000000', 'aaaaa-bbbbb', '111111', 'ccccc-ddddd', 'eeeee-fffff']) {
      answers.push((await verify(cookie, code)).statusCode);
    }
    expect(answers).toEqual([400, 400, 400, 400, 429]);
    // Locked: a right backup code, then a right authenticator code, are refused unchecked
    // (the backup code stays unused).
    for (const code of [backupCodes[0]!, totpCodeAt(key, clock.now())]) {
      const locked = await verify(cookie, code);
      expect(locked.statusCode).toBe(429);
      expect(locked.json().error.message).toBe(twoFactorMessages.lockedUntil(15));
    }
    const [unused] = await queryRows<{ left: number | string }>(
      db,
      sql`select count(*) as left from two_factor_backup_codes where user_id = ${person.userId} and used_at is null`,
    );
    expect(Number(unused!.left)).toBe(10);
    // A lock that ran out starts a new count: four wrong are 400 again, the fifth locks.
    clock.advance(15 * 60_000);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await verify(cookie, 'aaaaa-bbbbb')).statusCode).toBe(400);
    }
    const fifth = await verify(cookie, 'aaaaa-bbbbb');
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().error.message).toBe(twoFactorMessages.locked);
    expect((await verify(cookie, backupCodes[0]!)).statusCode).toBe(429);
  });

  it('a right code in between starts the count again', async () => {
    const { person, key } = await enrolled();
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const { cookie } = await signIn(person);
      expect((await verify(cookie, '000000')).statusCode).toBe(400);
    }
    const { cookie } = await signIn(person);
    expect((await verify(cookie, totpCodeAt(key, clock.now()))).statusCode).toBe(200);
    clock.advance(30_000);
    const next = await signIn(person);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await verify(next.cookie, '000000')).statusCode).toBe(400);
    }
  });

  it('"Trust this device for 30 days" skips the code on that browser for 30 days', async () => {
    const { person, key } = await enrolled();
    const { cookie } = await signIn(person);
    const trusted = await verify(cookie, totpCodeAt(key, clock.now()), true);
    expect(trusted.statusCode).toBe(200);
    const deviceCookie = cookieHeader(trusted.headers['set-cookie']);
    expect(deviceCookie).toMatch(/^pillars_trusted_device=/);
    expect(String(trusted.headers['set-cookie'])).toContain('HttpOnly');
    const again = await signIn(person, { cookie: deviceCookie });
    expect(again.body.secondFactor).toBeNull();
    // Another browser still needs a code, and so does this one after 30 days.
    expect((await signIn(person)).body.secondFactor).toBe('code');
    clock.advance(30 * 24 * 60 * 60_000 + 1000);
    expect((await signIn(person, { cookie: deviceCookie })).body.secondFactor).toBe('code');
  });
});

describe('backup codes and turning it off', () => {
  it('regenerates backup codes with the password: the old ones stop working', async () => {
    const { person, cookie, backupCodes } = await enrolled();
    const wrongPassword = await call('POST', '/api/me/two-factor/backup-codes', cookie, {
      password: 'not-it-at-all',
    });
    expect(wrongPassword.statusCode).toBe(400);
    const renewed = await call('POST', '/api/me/two-factor/backup-codes', cookie, {
      password: person.password,
    });
    expect(renewed.statusCode).toBe(200);
    const fresh = renewed.json().backupCodes as string[];
    expect(fresh).toHaveLength(10);
    const { cookie: pending } = await signIn(person);
    expect((await verify(pending, backupCodes[0]!)).statusCode).toBe(400);
    expect((await verify(pending, fresh[0]!)).statusCode).toBe(200);
  });

  it('turns off with the password and a code, not with either alone', async () => {
    const { person, cookie, key } = await enrolled();
    const noCode = await call('POST', '/api/me/two-factor/disable', cookie, {
      password: person.password,
      code: '000000',
    });
    expect(noCode.statusCode).toBe(400);
    const noPassword = await call('POST', '/api/me/two-factor/disable', cookie, {
      password: 'wrong-password',
      code: totpCodeAt(key, clock.now()),
    });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().error.fields).toEqual({ password: twoFactorMessages.passwordWrong });
    const off = await call('POST', '/api/me/two-factor/disable', cookie, {
      password: person.password,
      code: totpCodeAt(key, clock.now()),
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ authenticator: false, backupCodesLeft: 0 });
    expect((await signIn(person)).body.secondFactor).toBeNull();
  });
});

describe("the agent's requirement for the team", () => {
  it('leads team members to set a second factor up at their next sign-in; audited', async () => {
    const agent = await createMemberWithAccess(db, { role: 'agent' });
    const member = await createMember(db, { organizationId: agent.organizationId });
    const { cookie: memberBefore } = await signIn(member);
    const { cookie: agentCookie } = await signIn(agent);

    const refused = await call('PUT', '/api/team/two-factor', memberBefore, { required: true });
    expect(refused.statusCode).toBe(403);
    const set = await call('PUT', '/api/team/two-factor', agentCookie, { required: true });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ teamRequires: true, required: true });
    const [audit] = await queryRows<{
      action: string;
      before: unknown;
      after: unknown;
      organization_id: string;
    }>(
      db,
      sql`select action, before, after, organization_id from audit_events where target_id = ${agent.organizationId}
           and action = 'organization.require_two_factor'`,
    );
    expect(audit).toEqual({
      action: 'organization.require_two_factor',
      before: { requireTwoFactor: false },
      after: { requireTwoFactor: true },
      organization_id: agent.organizationId,
    });

    // A session opened before keeps working; the next sign-in must set one up.
    expect((await call('GET', '/api/me/settings', memberBefore)).statusCode).toBe(200);
    const { cookie, body } = await signIn(member);
    expect(body.secondFactor).toBe('setup');
    const blocked = await call('GET', '/api/me/settings', cookie);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().error.code).toBe('TWO_FACTOR_REQUIRED');
    expect((await call('GET', '/api/me/two-factor', cookie)).json()).toMatchObject({ required: true });
    const setup = await call('POST', '/api/me/two-factor/authenticator', cookie);
    const confirm = await call('POST', '/api/me/two-factor/authenticator/confirm', cookie, {
      code: totpCodeAt(setup.json().key, clock.now()),
    });
    expect(confirm.statusCode).toBe(200);
    expect((await call('GET', '/api/me/settings', cookie)).statusCode).toBe(200);
    // Required: it cannot be turned off.
    clock.advance(30_000);
    const off = await call('POST', '/api/me/two-factor/disable', cookie, {
      password: member.password,
      code: totpCodeAt(setup.json().key, clock.now()),
    });
    expect(off.statusCode).toBe(403);
  });
});

describe("a superadmin's reset of someone's second factor", () => {
  it('is refused to everyone else', async () => {
    const { person } = await enrolled();
    for (const role of ['support', 'agent', 'member'] as const) {
      const response = await call(
        'POST',
        `/api/admin/users/${person.userId}/two-factor/reset`,
        await loginAs(role),
      );
      expect(response.statusCode, role).toBe(403);
    }
  });

  it('removes the factors, ends their sessions, is audited and e-mails the person', async () => {
    const { person, cookie } = await enrolled();
    const admin = await loginAs('admin');
    const reset = await call('POST', `/api/admin/users/${person.userId}/two-factor/reset`, admin);
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await call('GET', '/api/me/settings', cookie)).statusCode).toBe(401);
    expect((await signIn(person)).body.secondFactor).toBeNull();
    const [audit] = await queryRows<{ actor_id: string; before: unknown; after: unknown }>(
      db,
      sql`select actor_id, before, after from audit_events where target_id = ${person.userId} and action = 'user.two_factor_reset'`,
    );
    expect(audit).toEqual({
      actor_id: userIds.admin,
      before: { authenticator: true, backupCodesLeft: 10, passkeys: 0 },
      after: { authenticator: false, backupCodesLeft: 0, passkeys: 0 },
    });
    const mails = await queryRows<{ subject: string }>(
      db,
      sql`select subject from mail_outbox where "to" = ${person.email} and subject like '%two-factor%'`,
    );
    expect(mails).toEqual([{ subject: 'Your Pillars two-factor sign-in was reset' }]);
    const missing = await call(
      'POST',
      '/api/admin/users/00000000-0000-4000-8000-000000000000/two-factor/reset',
      admin,
    );
    expect(missing.statusCode).toBe(404);
  });
});

describe('the new-device mail', () => {
  const newDeviceMails = async (email: string) =>
    queryRows<{ text: string }>(
      db,
      sql`select text from mail_outbox where "to" = ${email} and subject = 'New sign-in to your Pillars account'`,
    );

  it('is sent once per new device (browser and network), never for the first one', async () => {
    const member = await createMemberWithAccess(db);
    await signIn(member, { userAgent: chromeOnMac, remoteAddress: '203.0.113.7' });
    await signIn(member, { userAgent: chromeOnMac, remoteAddress: '203.0.113.99' });
    expect(await newDeviceMails(member.email)).toEqual([]);
    await signIn(member, { userAgent: firefoxOnLinux, remoteAddress: '203.0.113.7' });
    await signIn(member, { userAgent: firefoxOnLinux, remoteAddress: '203.0.113.8' });
    const mails = await newDeviceMails(member.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Device: Firefox on Linux');
    expect(mails[0]!.text).toContain('IP address: 203.0.113.7');
    expect(mails[0]!.text).toContain('When: ');
    expect(mails[0]!.text).toContain('http://localhost:3999/settings#sessions');
    await signIn(member, { userAgent: chromeOnMac, remoteAddress: '192.0.2.1' });
    expect(await newDeviceMails(member.email)).toHaveLength(2);
  });

  it('is not sent for the first sign-in after sign-up', async () => {
    const email = `new-${Date.now()}@example.test`;
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      remoteAddress: '203.0.113.50',
      headers: { 'user-agent': chromeOnMac },
      payload: {
        firstName: 'New',
        lastName: 'Agent',
        email,
        password: 'a-long-password',
        agencyName: `Device Agency ${Date.now()}`,
        acceptTerms: true,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    await signIn(
      { email, password: 'a-long-password' },
      { userAgent: chromeOnMac, remoteAddress: '203.0.113.51' },
    );
    expect(await newDeviceMails(email)).toEqual([]);
    await signIn(
      { email, password: 'a-long-password' },
      { userAgent: firefoxOnLinux, remoteAddress: '203.0.113.51' },
    );
    expect(await newDeviceMails(email)).toHaveLength(1);
  });

  it('waits for the code: a right password alone from a new device is not yet a sign-in', async () => {
    const { person, key } = await enrolled();
    const { cookie } = await signIn(person, { userAgent: firefoxOnLinux, remoteAddress: '198.51.100.4' });
    expect(await newDeviceMails(person.email)).toEqual([]);
    expect((await verify(cookie, totpCodeAt(key, clock.now()))).statusCode).toBe(200);
    expect(await newDeviceMails(person.email)).toHaveLength(1);
  });
});
