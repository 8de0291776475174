import { accountMessages } from '@pillars/shared/accounts/schemas';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, cookieHeader, uniqueRemoteAddress } from '../../../test/build-test-app.ts';
import { createMemberWithAccess } from '../../../test/builders.ts';
import { signedInUserIdOf } from '../../../test/signed-in-user.ts';
import { queryRows } from '../../db/client.ts';

const { app, db, loginAs } = await buildTestApp();

const chromeOnMac =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const firefoxOnLinux = 'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0';

/** A sign-in from its own device and address; returns the cookie header. */
async function signInFrom(member: { email: string; password: string }, userAgent = chromeOnMac) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    remoteAddress: uniqueRemoteAddress(),
    headers: { 'user-agent': userAgent },
    payload: { email: member.email, password: member.password, rememberMe: true },
  });
  expect(response.statusCode, response.body).toBe(200);
  return cookieHeader(response.headers['set-cookie']);
}

const me = async (cookie: string) =>
  signedInUserIdOf(await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } }));
const settingsOf = (cookie: string) =>
  app.inject({ method: 'GET', url: '/api/me/settings', headers: { cookie } });

describe('GET /api/me/settings', () => {
  it('needs a session', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/me/settings' });
    expect(response.statusCode).toBe(401);
  });

  it("lists the account's own live sessions with device and address, this one marked, and defaults", async () => {
    const member = await createMemberWithAccess(db);
    const other = await createMemberWithAccess(db);
    const laptop = await signInFrom(member, chromeOnMac);
    await signInFrom(member, firefoxOnLinux);
    await signInFrom(other);
    const response = await settingsOf(laptop);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.notifications).toEqual({
      teamReplies: true,
      eventReminders: true,
      callReminders: true,
      weeklyDigest: true,
      learningPlan: true,
      communityReplies: true,
      certificates: true,
      announcements: true,
    });
    expect(body.timeZone).toBe('UTC');
    expect(body.sessions).toHaveLength(2);
    expect(body.sessions[0]).toMatchObject({ device: 'Chrome on macOS', isCurrent: true });
    expect(body.sessions[0].ipAddress).toMatch(/^198\./);
    expect(body.sessions[1]).toMatchObject({ device: 'Firefox on Linux', isCurrent: false });
  });
});

describe('POST /api/me/password', () => {
  it('refuses a wrong current password and changes nothing', async () => {
    const member = await createMemberWithAccess(db);
    const cookie = await signInFrom(member);
    const response = await app.inject({
      method: 'POST',
      url: '/api/me/password',
      headers: { cookie },
      payload: {
        currentPassword: 'not-my-password',
        newPassword: 'brand-new-pass',
        confirmPassword: 'brand-new-pass',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      message: accountMessages.currentPasswordWrong,
      fields: { currentPassword: accountMessages.currentPasswordWrong },
    });
    expect(await me(cookie)).toBe(member.userId);
    await signInFrom(member);
  });

  it('refuses a short or mismatched new password with its message', async () => {
    const member = await createMemberWithAccess(db);
    const cookie = await signInFrom(member);
    const short = await app.inject({
      method: 'POST',
      url: '/api/me/password',
      headers: { cookie },
      payload: { currentPassword: member.password, newPassword: 'short', confirmPassword: 'short' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toBe(accountMessages.resetTooShort);
    const mismatch = await app.inject({
      method: 'POST',
      url: '/api/me/password',
      headers: { cookie },
      payload: {
        currentPassword: member.password,
        newPassword: 'long-enough-1',
        confirmPassword: 'long-enough-2',
      },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error.message).toBe(accountMessages.resetMismatch);
    await signInFrom(member);
  });

  it('needs the current password, ends every other session and keeps this device signed in', async () => {
    const member = await createMemberWithAccess(db);
    const phone = await signInFrom(member, firefoxOnLinux);
    const laptop = await signInFrom(member, chromeOnMac);
    const response = await app.inject({
      method: 'POST',
      url: '/api/me/password',
      headers: { cookie: laptop },
      payload: {
        currentPassword: member.password,
        newPassword: 'brand-new-pass',
        confirmPassword: 'brand-new-pass',
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const laptopNow = cookieHeader(response.headers['set-cookie']);
    expect(laptopNow).toContain('better-auth.session_token=');
    expect(await me(laptopNow)).toBe(member.userId);
    expect(response.json().sessions).toHaveLength(1);
    expect(response.json().sessions[0].isCurrent).toBe(true);
    // The other device is out on its very next request.
    expect(await me(phone)).toBeNull();
    expect((await settingsOf(phone)).statusCode).toBe(401);
    // The old password no longer signs in; the new one does.
    const old = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      remoteAddress: uniqueRemoteAddress(),
      payload: { email: member.email, password: member.password },
    });
    expect(old.statusCode).toBe(401);
    await signInFrom({ email: member.email, password: 'brand-new-pass' });
  });
});

describe('sessions', () => {
  it('revoking one session ends just that one, on its next request', async () => {
    const member = await createMemberWithAccess(db);
    const laptop = await signInFrom(member, chromeOnMac);
    const phone = await signInFrom(member, firefoxOnLinux);
    const tablet = await signInFrom(member, firefoxOnLinux);
    expect(await me(phone)).toBe(member.userId);
    const listed = (await settingsOf(laptop)).json().sessions as { id: string; isCurrent: boolean }[];
    const [phoneRow] = await queryRows<{ id: string }>(
      db,
      sql`select id from session where token = ${decodeURIComponent(phone.match(/session_token=([^;]+)/)![1]!).split('.')[0]!}`,
    );
    expect(listed.map((session) => session.id)).toContain(phoneRow!.id);
    const response = await app.inject({
      method: 'DELETE',
      url: `/api/me/sessions/${phoneRow!.id}`,
      headers: { cookie: laptop },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().sessions).toHaveLength(2);
    expect(await me(phone)).toBeNull();
    expect(await me(laptop)).toBe(member.userId);
    expect(await me(tablet)).toBe(member.userId);
  });

  it("cannot end another account's session", async () => {
    const member = await createMemberWithAccess(db);
    const stranger = await createMemberWithAccess(db);
    const mine = await signInFrom(member);
    const theirs = await signInFrom(stranger);
    const [theirRow] = await queryRows<{ id: string }>(
      db,
      sql`select id from session where user_id = ${stranger.userId}`,
    );
    const response = await app.inject({
      method: 'DELETE',
      url: `/api/me/sessions/${theirRow!.id}`,
      headers: { cookie: mine },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe(accountMessages.sessionNotFound);
    expect(await me(theirs)).toBe(stranger.userId);
    const malformed = await app.inject({
      method: 'DELETE',
      url: '/api/me/sessions/nope',
      headers: { cookie: mine },
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('signing out of all other sessions keeps only this one', async () => {
    const member = await createMemberWithAccess(db);
    const laptop = await signInFrom(member);
    const phone = await signInFrom(member, firefoxOnLinux);
    const tablet = await signInFrom(member, firefoxOnLinux);
    const response = await app.inject({
      method: 'POST',
      url: '/api/me/sessions/revoke-others',
      headers: { cookie: laptop },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().sessions).toEqual([expect.objectContaining({ isCurrent: true })]);
    expect(await me(phone)).toBeNull();
    expect(await me(tablet)).toBeNull();
    expect(await me(laptop)).toBe(member.userId);
  });
});

describe('notification preferences', () => {
  it('saves each kind and refuses a partial or unknown body', async () => {
    const member = await createMemberWithAccess(db);
    const cookie = await signInFrom(member);
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/me/notifications',
      headers: { cookie },
      payload: {
        teamReplies: false,
        eventReminders: true,
        callReminders: false,
        weeklyDigest: true,
        learningPlan: false,
        communityReplies: false,
        certificates: true,
        announcements: true,
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      teamReplies: false,
      eventReminders: true,
      callReminders: false,
      weeklyDigest: true,
      learningPlan: false,
      communityReplies: false,
      certificates: true,
      announcements: true,
    });
    expect((await settingsOf(cookie)).json().notifications).toEqual(saved.json());
    for (const payload of [
      { teamReplies: false },
      {
        teamReplies: 'no',
        eventReminders: true,
        callReminders: true,
        weeklyDigest: true,
        learningPlan: true,
        communityReplies: true,
        certificates: true,
        announcements: true,
      },
      // Before the weekly digest: every kind is said.
      { teamReplies: true, eventReminders: true, callReminders: true },
      // Before learning plans: likewise.
      { teamReplies: true, eventReminders: true, callReminders: true, weeklyDigest: true },
      // Before the Community: likewise.
      {
        teamReplies: true,
        eventReminders: true,
        callReminders: true,
        weeklyDigest: true,
        learningPlan: true,
      },
    ]) {
      const refused = await app.inject({
        method: 'PUT',
        url: '/api/me/notifications',
        headers: { cookie },
        payload,
      });
      expect(refused.statusCode).toBe(400);
    }
    expect((await settingsOf(cookie)).json().notifications).toEqual(saved.json());
  });

  it('a team reply is e-mailed only to a member who wants team-reply e-mails', async () => {
    const support = await loginAs('support');
    const member = await createMemberWithAccess(db);
    const cookie = await signInFrom(member);
    const outboxCount = async () =>
      Number(
        (
          await queryRows<{ count: string }>(
            db,
            sql`select count(*) from mail_outbox where "to" = ${member.email}`,
          )
        )[0]!.count,
      );
    const reply = (content: string) =>
      app.inject({
        method: 'POST',
        url: `/api/admin/inbox/${member.userId}/messages`,
        headers: { cookie: support },
        payload: { content },
      });
    expect((await reply('First answer')).statusCode).toBe(201);
    expect(await outboxCount()).toBe(1);
    await app.inject({
      method: 'PUT',
      url: '/api/me/notifications',
      headers: { cookie },
      payload: {
        teamReplies: false,
        eventReminders: true,
        callReminders: true,
        weeklyDigest: true,
        learningPlan: true,
        communityReplies: true,
        certificates: true,
        announcements: true,
      },
    });
    expect((await reply('Second answer')).statusCode).toBe(201);
    expect(await outboxCount()).toBe(1);
  });
});

describe('time zone', () => {
  it('is saved on the profile and read with the session; an unknown zone is a 400', async () => {
    const member = await createMemberWithAccess(db);
    const cookie = await signInFrom(member);
    const refused = await app.inject({
      method: 'PUT',
      url: '/api/me/time-zone',
      headers: { cookie },
      payload: { timeZone: 'Mars/Olympus_Mons' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(accountMessages.invalidTimeZone);
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/me/time-zone',
      headers: { cookie },
      payload: { timeZone: 'Asia/Tokyo' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ timeZone: 'Asia/Tokyo' });
    const account = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(account.json().profile.timeZone).toBe('Asia/Tokyo');
  });

  it("defaults to the browser's zone at sign-up, and to UTC for a zone nobody knows", async () => {
    for (const [timeZone, expected] of [
      ['America/New_York', 'America/New_York'],
      ['Nowhere/Special', 'UTC'],
    ] as const) {
      const suffix = Math.random().toString(36).slice(2, 10);
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        remoteAddress: uniqueRemoteAddress(),
        payload: {
          firstName: 'Zoe',
          lastName: 'Zone',
          agencyName: `Zone Agency ${suffix}`,
          email: `zoe-${suffix}@example.test`,
          password: 'zone-pass-123',
          acceptTerms: true,
          timeZone,
        },
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().profile.timeZone).toBe(expected);
    }
  });
});
