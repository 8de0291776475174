import { createHash, randomUUID } from 'node:crypto';
import { accountMessages } from '@pillars/shared/accounts/schemas';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, cookieHeader, uniqueRemoteAddress } from '../../../test/build-test-app.ts';
import { createMember, createMemberWithAccess, createOrganization } from '../../../test/builders.ts';
import { startLocalSmtpServer } from '../../../test/local-smtp-server.ts';
import { signedInUserIdOf } from '../../../test/signed-in-user.ts';
import { queryRows } from '../../db/client.ts';
import {
  account,
  organizations,
  profiles,
  session,
  subscriptions,
  user,
  verification,
} from '../../db/schema/index.ts';
import { storedResetTokenIdentifier } from './auth.ts';

const smtp = await startLocalSmtpServer();
afterAll(() => smtp.close());
const { app, db, loginAs, signIn, signInAs, runJobs } = await buildTestApp({ env: { SMTP_URL: smtp.url } });

const newAgency = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Dana',
  lastName: 'Stone',
  agencyName: 'Acme Growth Co.',
  email: `dana.${Math.random().toString(36).slice(2)}@example.org`,
  password: 'correct-horse-1',
  acceptTerms: true,
  ...overrides,
});

const countRows = async (table: 'user' | 'organizations' | 'profiles') =>
  Number(
    (
      await queryRows<{ count: string }>(db, sql`select count(*)::int as count from ${sql.identifier(table)}`)
    )[0]!.count,
  );

describe('sign-up', () => {
  it('creates the user, an agent profile and the organization, and signs in', async () => {
    const body = newAgency();
    const response = await app.inject({ method: 'POST', url: '/api/auth/sign-up', payload: body });
    expect(response.statusCode).toBe(201);
    const me = response.json();
    expect(me.profile).toMatchObject({
      firstName: 'Dana',
      lastName: 'Stone',
      email: body.email,
      role: 'agent',
    });
    expect(me.organization).toMatchObject({
      name: 'Acme Growth Co.',
      slug: 'acme-growth-co',
      hasFreeAccess: false,
    });
    expect(me.hasAccess).toBe(false);

    const cookie = cookieHeader(response.headers['set-cookie']);
    const meAgain = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(meAgain.json().profile.email).toBe(body.email);
  });

  it('gives a taken slug -2, then -3', async () => {
    const slugs: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        payload: newAgency({ agencyName: '  Blue   Fox!! Studio ' }),
      });
      expect(response.statusCode).toBe(201);
      slugs.push(response.json().organization.slug);
    }
    expect(slugs).toEqual(['blue-fox-studio', 'blue-fox-studio-2', 'blue-fox-studio-3']);
  });

  it('gives ten concurrent sign-ups with the same agency name ten distinct slugs, all 201', async () => {
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        app.inject({
          method: 'POST',
          url: '/api/auth/sign-up',
          // One client each: only the slug allocation is under test, not a per-IP limit.
          remoteAddress: uniqueRemoteAddress(),
          payload: newAgency({ agencyName: 'Crowded Name Agency' }),
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(201));
    const slugs = responses.map((response) => response.json().organization.slug as string);
    expect([...slugs].sort()).toEqual(
      [
        'crowded-name-agency',
        ...Array.from({ length: 9 }, (_, index) => `crowded-name-agency-${index + 2}`),
      ].sort(),
    );
    // Each agent belongs to the organization its own sign-up created.
    const organizationIds = new Set(responses.map((response) => response.json().organization.id));
    expect(organizationIds.size).toBe(10);
  });

  it('lets one of three concurrent sign-ups with the same e-mail in, and refuses the others as taken', async () => {
    const email = `same.${Math.random().toString(36).slice(2)}@example.org`;
    const responses = await Promise.all(
      ['First', 'Second', 'Third'].map((name) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/sign-up',
          remoteAddress: uniqueRemoteAddress(),
          payload: newAgency({ email, agencyName: `${name} Same Address Agency` }),
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409]);
    for (const refused of responses.filter((response) => response.statusCode === 409)) {
      expect(refused.json().error.code).toBe('EMAIL_TAKEN');
    }
    expect(await db.select().from(user).where(eq(user.email, email))).toHaveLength(1);
    // The refused sign-ups left no organization behind.
    const [row] = await queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from organizations where name like '% Same Address Agency'`,
    );
    expect(Number(row!.count)).toBe(1);
  });

  it('refuses a duplicate e-mail (any case) with a clear message and creates nothing', async () => {
    const before = await Promise.all([countRows('user'), countRows('organizations'), countRows('profiles')]);
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: newAgency({ email: 'Member@Example.com', agencyName: 'Copycat Agency' }),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({ code: 'EMAIL_TAKEN', message: accountMessages.emailTaken });
    const after = await Promise.all([countRows('user'), countRows('organizations'), countRows('profiles')]);
    expect(after).toEqual(before);
  });

  it('leaves nothing half-written when a later step fails', async () => {
    await db.execute(sql`create function fail_profile_insert() returns trigger language plpgsql as $$
      begin raise exception 'profile insert failed on purpose'; end $$`);
    await db.execute(sql`create trigger fail_profile_insert before insert on profiles
      for each row execute function fail_profile_insert()`);
    try {
      const before = await Promise.all([countRows('user'), countRows('organizations')]);
      const body = newAgency({ agencyName: 'Half Written Agency' });
      const response = await app.inject({ method: 'POST', url: '/api/auth/sign-up', payload: body });
      expect(response.statusCode).toBe(500);
      expect(response.json().error.message).toBe('Something went wrong. Please try again.');
      expect(await Promise.all([countRows('user'), countRows('organizations')])).toEqual(before);
      expect(
        await db.select().from(organizations).where(eq(organizations.slug, 'half-written-agency')),
      ).toEqual([]);
    } finally {
      await db.execute(sql`drop trigger fail_profile_insert on profiles`);
      await db.execute(sql`drop function fail_profile_insert()`);
    }
  });

  it('answers a malformed body with 400 and field messages, writing nothing', async () => {
    const before = await countRows('user');
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { firstName: '', lastName: 'Stone', email: 'not-an-email', password: 'x', acceptTerms: false },
    });
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields).toMatchObject({
      firstName: accountMessages.registerRequired,
      agencyName: accountMessages.registerRequired,
      email: 'Please enter a valid email address',
      acceptTerms: accountMessages.termsRequired,
    });
    expect(await countRows('user')).toBe(before);
  });

  it('keeps passwords between 8 and 128 characters and addresses within 254, writing nothing', async () => {
    const before = await countRows('user');
    for (const [payload, field, message] of [
      [newAgency({ password: 'short' }), 'password', accountMessages.resetTooShort],
      [newAgency({ password: 'p'.repeat(129) }), 'password', 'Password must be at most 128 characters'],
      [newAgency({ email: `${'a'.repeat(250)}@example.org` }), 'email', 'Please enter a valid email address'],
    ] as const) {
      const response = await app.inject({ method: 'POST', url: '/api/auth/sign-up', payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields[field]).toBe(message);
    }
    expect(await countRows('user')).toBe(before);
  });

  it('answers invalid JSON with 400, not 500', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      headers: { 'content-type': 'application/json' },
      payload: '{"firstName": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
  });
});

describe('sign-in', () => {
  it('shows the one failure message for a wrong password and for an unknown address', async () => {
    for (const payload of [
      { email: 'member@example.com', password: 'wrong-password' },
      { email: 'nobody@example.com', password: 'demo-pass-123' },
    ]) {
      const response = await app.inject({ method: 'POST', url: '/api/auth/sign-in', payload });
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toMatchObject({
        code: 'INVALID_CREDENTIALS',
        message: 'Invalid email or password. Please try again.',
      });
    }
  });

  it('refuses an over-long address or password with the sign-in message, before any lookup', async () => {
    for (const payload of [
      { email: `${'a'.repeat(250)}@example.org`, password: 'demo-pass-123' },
      { email: 'member@example.com', password: 'p'.repeat(129) },
    ]) {
      const response = await app.inject({ method: 'POST', url: '/api/auth/sign-in', payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe('Invalid email or password. Please try again.');
    }
  });

  it('requires both fields', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email: '' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Please enter both email and password');
  });

  it('keeps the session 30 days with remember me, and for the browser session without it', async () => {
    const remembered = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: 'member@example.com', password: 'demo-pass-123', rememberMe: true },
    });
    const rememberedCookie = [remembered.headers['set-cookie']]
      .flat()
      .find((cookie) => cookie?.includes('session_token'));
    expect(rememberedCookie).toMatch(/Max-Age=2592000/);
    expect(rememberedCookie).toMatch(/HttpOnly/);

    const forgotten = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: 'member@example.com', password: 'demo-pass-123', rememberMe: false },
    });
    const sessionCookie = [forgotten.headers['set-cookie']]
      .flat()
      .find((cookie) => cookie?.includes('session_token'));
    expect(sessionCookie).toBeDefined();
    expect(sessionCookie).not.toMatch(/Max-Age|Expires/);
  });

  it('signs out: the session no longer works', async () => {
    const cookie = await signIn('agent@example.com', 'demo-pass-123');
    const me = () => app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect((await me()).json().profile.email).toBe('agent@example.com');
    const signOut = await app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie } });
    expect(signOut.statusCode).toBe(200);
    // "Who am I?" answers a visitor (null); a member endpoint refuses the ended session.
    expect(signedInUserIdOf(await me())).toBeNull();
    const home = await app.inject({ method: 'GET', url: '/api/home', headers: { cookie } });
    expect(home.statusCode).toBe(401);
    expect(home.json().error.code).toBe('UNAUTHENTICATED');
  });

  // Rate limits (with the production limits): rate-limit.test.ts.
});

describe('password reset through a real SMTP server', () => {
  const resetLinkPattern = /http:\/\/localhost:3999\/auth\/reset-password#token=([A-Za-z0-9%_-]+)/;

  async function requestReset(email: string) {
    const before = smtp.received.length;
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email },
    });
    // The request only queues the e-mail; the `mail.send` job delivers it.
    await runJobs();
    // Only the reset mails: a sign-in from a new device (decision 052) is mailed too.
    const newMail = smtp.received
      .slice(before)
      .filter((mail) => !mail.raw.includes('New sign-in to your Pillars'));
    return { response, newMail };
  }

  it('mails a link; the token resets the password once, ends old sessions, and the new password works', async () => {
    const member = await createMemberWithAccess(db);
    const oldSession = await signInAs(member);
    const { response, newMail } = await requestReset(member.email);
    expect(response.statusCode).toBe(200);
    expect(newMail).toHaveLength(1);
    expect(newMail[0]!.to).toEqual([member.email]);
    const token = decodeURIComponent(newMail[0]!.text.match(resetLinkPattern)![1]!);

    const reset = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'brand-new-pass-9', confirmPassword: 'brand-new-pass-9' },
    });
    expect(reset.statusCode).toBe(200);

    expect(
      signedInUserIdOf(await app.inject({ method: 'GET', url: '/api/me', headers: { cookie: oldSession } })),
    ).toBeNull();
    await expect(signInAs(member)).rejects.toThrow();
    expect(await signIn(member.email, 'brand-new-pass-9')).toContain('session_token');

    const reuse = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'another-pass-10', confirmPassword: 'another-pass-10' },
    });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().error).toMatchObject({
      code: 'INVALID_TOKEN',
      message: accountMessages.invalidResetLink,
    });
  });

  it('refuses an expired token', async () => {
    const member = await createMemberWithAccess(db);
    const { newMail } = await requestReset(member.email);
    const token = decodeURIComponent(newMail[0]!.text.match(resetLinkPattern)![1]!);
    await db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verification.identifier, storedResetTokenIdentifier(token)));
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'brand-new-pass-9', confirmPassword: 'brand-new-pass-9' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('INVALID_TOKEN');
    expect(await signInAs(member)).toContain('session_token');
  });

  async function freshAccount() {
    const body = newAgency();
    const response = await app.inject({ method: 'POST', url: '/api/auth/sign-up', payload: body });
    expect(response.statusCode).toBe(201);
    return { email: body.email, userId: response.json().profile.id as string };
  }
  async function mailedToken(email: string) {
    const { newMail } = await requestReset(email);
    expect(newMail).toHaveLength(1);
    return decodeURIComponent(newMail[0]!.text.match(resetLinkPattern)![1]!);
  }
  const resetWith = (token: string, password: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password, confirmPassword: password },
    });

  it('stores only a SHA-256 hash of the token, which is no token itself', async () => {
    const { email, userId } = await freshAccount();
    const token = await mailedToken(email);
    const rows = await db.select().from(verification).where(eq(verification.value, userId));
    expect(rows).toHaveLength(1);
    const digest = createHash('sha256').update(`reset-password:${token}`).digest('base64url');
    expect(rows[0]!.identifier).toBe(`reset-password-sha256:${digest}`);
    expect(JSON.stringify(await db.select().from(verification))).not.toContain(token);

    for (const stolen of [digest, rows[0]!.identifier]) {
      const response = await resetWith(stolen, 'stolen-hash-pass-1');
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('INVALID_TOKEN');
    }
    expect((await resetWith(token, 'mailed-link-pass-1')).statusCode).toBe(200);
  });

  it('ends older links when a new one is asked for', async () => {
    const { email } = await freshAccount();
    const older = await mailedToken(email);
    const newer = await mailedToken(email);
    const withOlder = await resetWith(older, 'older-link-pass-1');
    expect(withOlder.statusCode).toBe(400);
    expect(withOlder.json().error.code).toBe('INVALID_TOKEN');
    expect((await resetWith(newer, 'newer-link-pass-1')).statusCode).toBe(200);
    expect(await signIn(email, 'newer-link-pass-1')).toContain('session_token');
  });

  it('refuses an older link after a newer one was used', async () => {
    const { email } = await freshAccount();
    const older = await mailedToken(email);
    const newer = await mailedToken(email);
    expect((await resetWith(newer, 'newer-link-pass-2')).statusCode).toBe(200);
    const withOlder = await resetWith(older, 'older-link-pass-2');
    expect(withOlder.statusCode).toBe(400);
    expect(withOlder.json().error.code).toBe('INVALID_TOKEN');
    expect(await signIn(email, 'newer-link-pass-2')).toContain('session_token');
  });

  it('ends every other link of the user when a reset completes, also one stored before hashing', async () => {
    const { email, userId } = await freshAccount();
    const token = await mailedToken(email);
    // A link mailed by the previous version (key stored as is) is still in the table.
    await db.insert(verification).values({
      id: randomUUID(),
      identifier: 'reset-password:link-from-before-hashing',
      value: userId,
      expiresAt: new Date(Date.now() + 30 * 60 * 1000),
    });
    expect((await resetWith(token, 'completed-reset-pass-1')).statusCode).toBe(200);
    const withOther = await resetWith('link-from-before-hashing', 'other-link-pass-1');
    expect(withOther.statusCode).toBe(400);
    expect(withOther.json().error.code).toBe('INVALID_TOKEN');
    expect(await db.select().from(verification).where(eq(verification.value, userId))).toEqual([]);
  });

  it('answers the same for an unknown address, and sends nothing', async () => {
    const { response, newMail } = await requestReset('nobody-here@example.com');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(newMail).toHaveLength(0);
  });

  it('checks the new password on the server', async () => {
    for (const [payload, message] of [
      [
        { token: 't', password: 'p'.repeat(129), confirmPassword: 'p'.repeat(129) },
        'Password must be at most 128 characters',
      ],
      [{ token: 't', password: 'short', confirmPassword: 'short' }, accountMessages.resetTooShort],
      [
        { token: 't', password: 'long-enough-1', confirmPassword: 'long-enough-2' },
        accountMessages.resetMismatch,
      ],
    ] as const) {
      const response = await app.inject({ method: 'POST', url: '/api/auth/reset-password', payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(message);
    }
  });
});

describe('profile', () => {
  it('updates first name, last name and phone', async () => {
    const member = await createMemberWithAccess(db);
    const cookie = await signInAs(member);
    const response = await app.inject({
      method: 'PATCH',
      url: '/api/me/profile',
      headers: { cookie },
      payload: { firstName: 'Samantha', lastName: 'Carter-Jones', phone: '(555) 123-4567' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      firstName: 'Samantha',
      lastName: 'Carter-Jones',
      phone: '(555) 123-4567',
    });
    const me = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.json().profile.firstName).toBe('Samantha');
    // better-auth's user row carries the same name (and the one e-mail).
    const [row] = await db.select().from(user).where(eq(user.id, member.userId));
    expect(row).toMatchObject({ name: 'Samantha Carter-Jones', email: member.email });
    expect(me.json().profile.email).toBe(member.email);
  });

  it('changes the profile and the user name in one transaction: a failure leaves both as they were', async () => {
    const member = await createMemberWithAccess(db, { firstName: 'Nora', lastName: 'Quinn' });
    const cookie = await signInAs(member);
    await db.execute(sql`create function fail_user_name_update() returns trigger language plpgsql as $$
      begin raise exception 'user update failed on purpose'; end $$`);
    await db.execute(sql`create trigger fail_user_name_update before update of name on "user"
      for each row when (old.id = ${sql.raw(`'${member.userId}'`)}) execute function fail_user_name_update()`);
    try {
      const response = await app.inject({
        method: 'PATCH',
        url: '/api/me/profile',
        headers: { cookie },
        payload: { firstName: 'Changed', lastName: 'Name', phone: '(555) 123-4567' },
      });
      expect(response.statusCode).toBe(500);
    } finally {
      await db.execute(sql`drop trigger fail_user_name_update on "user"`);
      await db.execute(sql`drop function fail_user_name_update()`);
    }
    const [profileRow] = await db.select().from(profiles).where(eq(profiles.id, member.userId));
    expect(profileRow).toMatchObject({ firstName: 'Nora', lastName: 'Quinn', phone: null });
    const [userRow] = await db.select().from(user).where(eq(user.id, member.userId));
    expect(userRow!.name).toBe('Nora Quinn');
  });

  it('never changes the e-mail', async () => {
    const member = await createMemberWithAccess(db);
    const cookie = await signInAs(member);
    const response = await app.inject({
      method: 'PATCH',
      url: '/api/me/profile',
      headers: { cookie },
      payload: { firstName: 'Sam', lastName: 'Carter', phone: '', email: 'hijack@example.com' },
    });
    expect(response.statusCode).toBe(400);
    const [row] = await db.select({ email: user.email }).from(user).where(eq(user.id, member.userId));
    expect(row?.email).toBe(member.email);
    expect(await db.select().from(user).where(eq(user.email, 'hijack@example.com'))).toEqual([]);
  });

  it("shows the e-mail from better-auth's user row, the one it signs in with", async () => {
    const member = await createMemberWithAccess(db);
    const cookie = await signInAs(member);
    const newEmail = `moved.${member.email}`;
    // As better-auth's change-email would: the sign-in address changes in "user" only.
    await db.update(user).set({ email: newEmail }).where(eq(user.id, member.userId));
    const me = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.json().profile.email).toBe(newEmail);
    const signedIn = await signIn(newEmail, member.password);
    const meAgain = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie: signedIn } });
    expect(meAgain.json().profile.email).toBe(newEmail);
  });

  it('rejects a bad phone and an empty name with field messages', async () => {
    const cookie = await loginAs('member');
    const response = await app.inject({
      method: 'PATCH',
      url: '/api/me/profile',
      headers: { cookie },
      payload: { firstName: ' ', lastName: 'Carter', phone: '12' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toMatchObject({
      firstName: 'First name is required',
      phone: 'Please enter a valid phone number.',
    });
  });

  it('needs a session', async () => {
    const response = await app.inject({ method: 'PATCH', url: '/api/me/profile', payload: {} });
    expect(response.statusCode).toBe(401);
  });
});

describe('who am I', () => {
  it('answers a visitor without a session 200 null, and the member endpoints still 401', async () => {
    // Asking is not an error while signed out: no 401 (a red console line on every visit).
    for (const cookie of [undefined, 'better-auth.session_token=not-a-session']) {
      const headers = cookie ? { cookie } : {};
      const me = await app.inject({ method: 'GET', url: '/api/me', headers });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toBeNull();
      for (const url of ['/api/home', '/api/learning/pillars']) {
        const refused = await app.inject({ method: 'GET', url, headers });
        expect(refused.statusCode, url).toBe(401);
        expect(refused.json().error.code, url).toBe('UNAUTHENTICATED');
      }
      const profileUpdate = await app.inject({
        method: 'PATCH',
        url: '/api/me/profile',
        headers,
        payload: {},
      });
      expect(profileUpdate.statusCode).toBe(401);
    }
  });

  it('answers a signed-in user with the account, with or without access', async () => {
    const member = await createMemberWithAccess(db);
    const withAccess = await app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: await signInAs(member) },
    });
    expect(withAccess.statusCode).toBe(200);
    expect(withAccess.json()).toMatchObject({
      profile: { id: member.userId, email: member.email },
      hasAccess: true,
    });
    const lapsed = await app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: await loginAs('lapsed') },
    });
    expect(lapsed.statusCode).toBe(200);
    expect(lapsed.json()).toMatchObject({ profile: { email: 'lapsed@example.com' }, hasAccess: false });
  });
});

describe('access', () => {
  it('is granted by an active or trialing subscription or free access, and refused otherwise', async () => {
    const { id: organizationId } = await createOrganization(db, { subscriptionStatus: 'canceled' });
    const cookie = await signInAs(await createMember(db, { organizationId }));
    const expectations = { active: true, trialing: true, past_due: false, canceled: false } as const;
    for (const [status, hasAccess] of Object.entries(expectations)) {
      await db
        .update(subscriptions)
        .set({ status: status as keyof typeof expectations })
        .where(eq(subscriptions.organizationId, organizationId));
      const me = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
      expect(me.json().hasAccess, status).toBe(hasAccess);
      // The server enforces it on member endpoints, whatever the client shows.
      const memberEndpoint = await app.inject({
        method: 'GET',
        url: '/api/learning/pillars',
        headers: { cookie },
      });
      expect(memberEndpoint.statusCode, status).toBe(hasAccess ? 200 : 403);
      if (!hasAccess) expect(memberEndpoint.json().error.code).toBe('SUBSCRIPTION_REQUIRED');
    }
    await db.update(organizations).set({ hasFreeAccess: true }).where(eq(organizations.id, organizationId));
    const me = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.json().hasAccess).toBe(true);
    const withFreeAccess = await app.inject({
      method: 'GET',
      url: '/api/learning/pillars',
      headers: { cookie },
    });
    expect(withFreeAccess.statusCode).toBe(200);
  });
});

describe('one lifecycle for the profile and the sign-in account', () => {
  const me = (cookie: string) => app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });

  /** The better-auth rows left for these users: user, credential account and session rows. */
  async function authRowsOf(userIds: string[]) {
    const [row] = await queryRows<{ users: number; accounts: number; sessions: number; profiles: number }>(
      db,
      sql`select
        (select count(*)::int from "user" where id in ${userIds}) as users,
        (select count(*)::int from account where user_id in ${userIds}) as accounts,
        (select count(*)::int from session where user_id in ${userIds}) as sessions,
        (select count(*)::int from profiles where id in ${userIds}) as profiles`,
    );
    return {
      users: Number(row!.users),
      accounts: Number(row!.accounts),
      sessions: Number(row!.sessions),
      profiles: Number(row!.profiles),
    };
  }

  /** The address is free again: it signs up (201) and signs in with the new password. */
  async function expectSignUpAndSignInAgain(email: string) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      remoteAddress: uniqueRemoteAddress(),
      payload: newAgency({ email, password: 'second-life-pass-1', agencyName: 'Second Life Agency' }),
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().profile.email).toBe(email);
    const cookie = await signIn(email, 'second-life-pass-1');
    expect((await me(cookie)).json().profile.email).toBe(email);
  }

  it("deleting an organization deletes its members' users, accounts and sessions; the addresses sign up again", async () => {
    const organization = await createOrganization(db);
    const agent = await createMember(db, { organizationId: organization.id, role: 'agent' });
    const teamMember = await createMember(db, { organizationId: organization.id });
    const bystander = await createMemberWithAccess(db);
    const cookies = [await signInAs(agent), await signInAs(teamMember)];
    const bystanderCookie = await signInAs(bystander);
    expect(await Promise.all(cookies.map(async (cookie) => signedInUserIdOf(await me(cookie))))).toEqual([
      agent.userId,
      teamMember.userId,
    ]);

    // What an admin's "delete organization" will do: one statement, the rest cascades in SQL.
    await db.delete(organizations).where(eq(organizations.id, organization.id));

    for (const cookie of cookies) expect(signedInUserIdOf(await me(cookie))).toBeNull();
    expect(await authRowsOf([agent.userId, teamMember.userId])).toEqual({
      users: 0,
      accounts: 0,
      sessions: 0,
      profiles: 0,
    });
    await expect(signInAs(agent)).rejects.toThrow(/Invalid email or password/);
    // Another organization's member is untouched.
    expect(signedInUserIdOf(await me(bystanderCookie))).toBe(bystander.userId);

    await expectSignUpAndSignInAgain(agent.email);
    await expectSignUpAndSignInAgain(teamMember.email);
  });

  it('deleting one profile deletes its user, account and sessions; the address signs up again', async () => {
    const organization = await createOrganization(db);
    const leaving = await createMember(db, { organizationId: organization.id });
    const staying = await createMember(db, { organizationId: organization.id, role: 'agent' });
    const leavingCookie = await signInAs(leaving);
    const stayingCookie = await signInAs(staying);

    await db.delete(profiles).where(eq(profiles.id, leaving.userId));

    expect(signedInUserIdOf(await me(leavingCookie))).toBeNull();
    expect(await authRowsOf([leaving.userId])).toEqual({ users: 0, accounts: 0, sessions: 0, profiles: 0 });
    expect(signedInUserIdOf(await me(stayingCookie))).toBe(staying.userId);
    expect(await db.select().from(organizations).where(eq(organizations.id, organization.id))).toHaveLength(
      1,
    );

    await expectSignUpAndSignInAgain(leaving.email);
  });

  it('deleting the user deletes its profile, account and sessions', async () => {
    const member = await createMemberWithAccess(db);
    const cookie = await signInAs(member);

    await db.delete(user).where(eq(user.id, member.userId));

    expect(signedInUserIdOf(await me(cookie))).toBeNull();
    expect(await authRowsOf([member.userId])).toEqual({ users: 0, accounts: 0, sessions: 0, profiles: 0 });
    expect(await db.select().from(account).where(eq(account.userId, member.userId))).toEqual([]);
    expect(await db.select().from(session).where(eq(session.userId, member.userId))).toEqual([]);
    await expectSignUpAndSignInAgain(member.email);
  });
});
