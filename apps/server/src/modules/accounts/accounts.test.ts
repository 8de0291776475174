import { accountMessages } from '@pillars/shared/accounts/schemas';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, cookieHeader } from '../../../test/build-test-app.ts';
import { startLocalSmtpServer } from '../../../test/local-smtp-server.ts';
import { queryRows } from '../../db/client.ts';
import { organizations, profiles, subscriptions, user, verification } from '../../db/schema/index.ts';

const smtp = await startLocalSmtpServer();
afterAll(() => smtp.close());
const { app, db, loginAs, signIn, runJobs } = await buildTestApp({ env: { SMTP_URL: smtp.url } });

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
    expect((await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).statusCode).toBe(200);
    const signOut = await app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie } });
    expect(signOut.statusCode).toBe(200);
    const after = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(after.statusCode).toBe(401);
    expect(after.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('limits attempts per address, in the database', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email: 'support@example.com', password: `wrong-${attempt}` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    // Even the right password is refused while the address is limited.
    const blocked = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: 'support@example.com', password: 'demo-pass-123' },
    });
    expect(blocked.statusCode).toBe(429);
    const [row] = await queryRows<{ count: number }>(
      db,
      sql`select count from auth_rate_limits where key = 'signIn:email:support@example.com'`,
    );
    expect(Number(row?.count)).toBe(12);
  });
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
    return { response, newMail: smtp.received.slice(before) };
  }

  it('mails a link; the token resets the password once, ends old sessions, and the new password works', async () => {
    const oldSession = await signIn('guru@example.com', 'demo-pass-123');
    const { response, newMail } = await requestReset('guru@example.com');
    expect(response.statusCode).toBe(200);
    expect(newMail).toHaveLength(1);
    expect(newMail[0]!.to).toEqual(['guru@example.com']);
    const token = decodeURIComponent(newMail[0]!.text.match(resetLinkPattern)![1]!);

    const reset = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'brand-new-pass-9', confirmPassword: 'brand-new-pass-9' },
    });
    expect(reset.statusCode).toBe(200);

    expect(
      (await app.inject({ method: 'GET', url: '/api/me', headers: { cookie: oldSession } })).statusCode,
    ).toBe(401);
    await expect(signIn('guru@example.com', 'demo-pass-123')).rejects.toThrow();
    expect(await signIn('guru@example.com', 'brand-new-pass-9')).toContain('session_token');

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
    const { newMail } = await requestReset('agent@example.com');
    const token = decodeURIComponent(newMail[0]!.text.match(resetLinkPattern)![1]!);
    await db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verification.identifier, `reset-password:${token}`));
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'brand-new-pass-9', confirmPassword: 'brand-new-pass-9' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('INVALID_TOKEN');
    expect(await signIn('agent@example.com', 'demo-pass-123')).toContain('session_token');
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
    const cookie = await loginAs('member');
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
  });

  it('never changes the e-mail', async () => {
    const cookie = await loginAs('member');
    const response = await app.inject({
      method: 'PATCH',
      url: '/api/me/profile',
      headers: { cookie },
      payload: { firstName: 'Sam', lastName: 'Carter', phone: '', email: 'hijack@example.com' },
    });
    expect(response.statusCode).toBe(400);
    const [row] = await db
      .select({ email: profiles.email })
      .from(profiles)
      .where(eq(profiles.email, 'member@example.com'));
    expect(row?.email).toBe('member@example.com');
    expect(await db.select().from(user).where(eq(user.email, 'hijack@example.com'))).toEqual([]);
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

describe('access', () => {
  it('is granted by an active or trialing subscription or free access, and refused otherwise', async () => {
    const cookie = await loginAs('lapsed');
    const [lapsedProfile] = await db.select().from(profiles).where(eq(profiles.email, 'lapsed@example.com'));
    const organizationId = lapsedProfile!.organizationId!;
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
    await db.update(organizations).set({ hasFreeAccess: false }).where(eq(organizations.id, organizationId));
  });
});
