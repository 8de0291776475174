import { randomUUID } from 'node:crypto';
import { forbiddenMessages } from '@pillars/shared/policies';
import { teamMessages } from '@pillars/shared/team/schemas';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, cookieHeader } from '../../../test/build-test-app.ts';
import { type BuiltMember, createMember, createOrganization } from '../../../test/builders.ts';
import { queryRows } from '../../db/client.ts';

/**
 * Team Management writes and invitations through HTTP (issue 22): organization isolation,
 * role ceilings, self-delete and the last agent, invitations (expiry, reuse, resend, revoke),
 * an existing e-mail, and one audit row per write.
 */
const { app, db, loginAs, signInAs } = await buildTestApp();

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
async function call(cookie: string | undefined, method: Method, url: string, payload?: object) {
  const response = await app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.json(), raw: response };
}

const auditRowsFor = (targetId: string) =>
  queryRows<{ action: string; organization_id: string | null; actor_email: string | null; after: unknown }>(
    db,
    sql`select action, organization_id, actor_email, after from audit_events where target_id = ${targetId}
         order by occurred_at`,
  );

/** The link of the newest invitation e-mail to `email`, and its token. */
async function invitationTokenMailedTo(email: string): Promise<string> {
  const [mail] = await queryRows<{ text: string }>(
    db,
    sql`select text from mail_outbox where "to" = ${email} order by created_at desc limit 1`,
  );
  const match = mail?.text.match(/\/auth\/accept-invitation#token=([A-Za-z0-9%_-]+)/);
  if (!match) throw new Error(`no invitation mail to ${email}`);
  return decodeURIComponent(match[1]!);
}

const uniqueEmail = (name: string) => `${name.toLowerCase()}-${randomUUID().slice(0, 8)}@example.test`;

/** Organization A: the demo's Northwind (agent@example.com). B: another agency with its agent. */
let organizationA = '';
let memberOfA = '';
let organizationB = '';
let agentB: BuiltMember;
let memberOfB: BuiltMember;

beforeAll(async () => {
  const [member] = await queryRows<{ id: string; organization_id: string }>(
    db,
    sql`select p.id, p.organization_id from profiles p join "user" u on u.id = p.id
         where u.email = 'member@example.com'`,
  );
  memberOfA = member!.id;
  organizationA = member!.organization_id;
  organizationB = (await createOrganization(db, { name: 'Southwind Studio' })).id;
  agentB = await createMember(db, { organizationId: organizationB, role: 'agent', firstName: 'Bea' });
  memberOfB = await createMember(db, { organizationId: organizationB, firstName: 'Ben' });
});

describe('invitations', () => {
  it('invites by e-mail: the token is only in the mail, stored hashed; the link signs the invitee in once', async () => {
    const agentA = await loginAs('agent');
    const email = uniqueEmail('Robin');
    const invited = await call(agentA, 'POST', '/api/team/members', {
      email: email.toUpperCase(),
      firstName: 'Robin',
      lastName: 'Hart',
      role: 'team_member',
      phone: '(555) 123-4567',
    });
    expect(invited.status).toBe(201);
    expect(invited.body.member).toBeNull();
    expect(invited.body.invitation).toMatchObject({
      email,
      firstName: 'Robin',
      role: 'team_member',
      isExpired: false,
      organization: { id: organizationA },
    });
    const invitationId = invited.body.invitation.id as string;
    const expiresIn = new Date(invited.body.invitation.expiresAt).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(7 * 24 * 3600_000 - 60_000);
    expect(expiresIn).toBeLessThanOrEqual(7 * 24 * 3600_000);

    const token = await invitationTokenMailedTo(email);
    expect(token.length).toBeGreaterThanOrEqual(40);
    expect(invited.raw.body).not.toContain(token);
    const [stored] = await queryRows<{ token_hash: string }>(
      db,
      sql`select token_hash from team_invitations where id = ${invitationId}`,
    );
    expect(stored!.token_hash).not.toContain(token);
    // No answer carries the token: the list neither.
    const list = await call(agentA, 'GET', '/api/team/members');
    expect(list.body.invitations.map((row: { id: string }) => row.id)).toContain(invitationId);
    expect(JSON.stringify(list.body)).not.toContain(stored!.token_hash);
    expect(JSON.stringify(list.body)).not.toContain(token);

    const preview = await call(undefined, 'POST', '/api/auth/invitation', { token });
    expect(preview.status).toBe(200);
    expect(preview.body).toEqual({
      email,
      firstName: 'Robin',
      lastName: 'Hart',
      organizationName: 'Northwind Creative',
    });

    const mismatch = await call(undefined, 'POST', '/api/auth/accept-invitation', {
      token,
      password: 'robin-pass-1',
      confirmPassword: 'robin-pass-2',
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.error.fields.confirmPassword).toBe('Passwords do not match');
    const short = await call(undefined, 'POST', '/api/auth/accept-invitation', {
      token,
      password: 'short',
      confirmPassword: 'short',
    });
    expect(short.status).toBe(400);
    expect(short.body.error.fields.password).toBe('Password must be at least 8 characters');

    const accepted = await call(undefined, 'POST', '/api/auth/accept-invitation', {
      token,
      password: 'robin-pass-1',
      confirmPassword: 'robin-pass-1',
      // The browser's zone becomes the new profile's (issue 26).
      timeZone: 'Europe/Lisbon',
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.profile).toMatchObject({
      email,
      firstName: 'Robin',
      phone: '(555) 123-4567',
      role: 'team_member',
      organizationId: organizationA,
      timeZone: 'Europe/Lisbon',
    });
    const cookie = cookieHeader(accepted.raw.headers['set-cookie']);
    const me = await call(cookie, 'GET', '/api/me');
    expect(me.body.profile.email).toBe(email);
    // The password chosen signs in.
    const signIn = await call(undefined, 'POST', '/api/auth/sign-in', { email, password: 'robin-pass-1' });
    expect(signIn.status).toBe(200);

    // The link works once.
    const again = await call(undefined, 'POST', '/api/auth/accept-invitation', {
      token,
      password: 'robin-pass-2',
      confirmPassword: 'robin-pass-2',
    });
    expect(again.status).toBe(400);
    expect(again.body.error).toMatchObject({
      code: 'INVALID_TOKEN',
      message: teamMessages.invalidInvitation,
    });
    expect((await call(undefined, 'POST', '/api/auth/invitation', { token })).status).toBe(400);
    // No longer pending: the list shows the person instead.
    const after = await call(agentA, 'GET', `/api/team/members?q=${encodeURIComponent(email)}`);
    expect(after.body.invitations).toEqual([]);
    expect(after.body.members.map((row: { email: string }) => row.email)).toEqual([email]);

    const rows = await auditRowsFor(invitationId);
    expect(rows.map((row) => row.action)).toEqual(['team.invitation.create', 'team.invitation.accept']);
    expect(rows.every((row) => row.organization_id === organizationA)).toBe(true);
    expect(rows[0]!.actor_email).toBe('agent@example.com');
    // The acceptance is the invitee's own act: the trail names them, not "Unknown".
    expect(rows[1]!.actor_email).toBe(email);
    const [actor] = await queryRows<{ actor_id: string | null; actor_name: string | null }>(
      db,
      sql`select actor_id, actor_name from audit_events
           where target_id = ${invitationId} and action = 'team.invitation.accept'`,
    );
    expect(actor).toEqual({ actor_id: me.body.profile.id, actor_name: expect.stringContaining('Robin') });
  });

  it('refuses an expired link, and Resend gives a new link while the old one dies', async () => {
    const agentA = await loginAs('agent');
    const email = uniqueEmail('expiring');
    const invited = await call(agentA, 'POST', '/api/team/members', {
      email,
      firstName: 'Eve',
      lastName: 'Later',
    });
    expect(invited.status).toBe(201);
    const invitationId = invited.body.invitation.id as string;
    const oldToken = await invitationTokenMailedTo(email);
    await db.execute(
      sql`update team_invitations set expires_at = now() - interval '1 minute' where id = ${invitationId}`,
    );
    const expired = await call(undefined, 'POST', '/api/auth/accept-invitation', {
      token: oldToken,
      password: 'eve-pass-123',
      confirmPassword: 'eve-pass-123',
    });
    expect(expired.status).toBe(400);
    expect(expired.body.error.code).toBe('INVALID_TOKEN');
    const listed = await call(agentA, 'GET', `/api/team/members?q=${encodeURIComponent(email)}`);
    expect(listed.body.invitations).toMatchObject([{ id: invitationId, isExpired: true }]);

    const resent = await call(agentA, 'POST', `/api/team/invitations/${invitationId}/resend`);
    expect(resent.status).toBe(200);
    expect(resent.body.invitation).toMatchObject({ id: invitationId, isExpired: false });
    expect(resent.raw.body).not.toContain(oldToken);
    const newToken = await invitationTokenMailedTo(email);
    expect(newToken).not.toBe(oldToken);
    const mails = await queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from mail_outbox where "to" = ${email}`,
    );
    expect(mails[0]!.count).toBe(2);

    // Resend the fresh one again: the link before it dies at once.
    const second = await call(agentA, 'POST', `/api/team/invitations/${invitationId}/resend`);
    expect(second.status).toBe(200);
    const newestToken = await invitationTokenMailedTo(email);
    expect(newestToken).not.toBe(newToken);
    for (const dead of [oldToken, newToken]) {
      const refused = await call(undefined, 'POST', '/api/auth/accept-invitation', {
        token: dead,
        password: 'eve-pass-123',
        confirmPassword: 'eve-pass-123',
      });
      expect(refused.status).toBe(400);
      expect(refused.body.error.code).toBe('INVALID_TOKEN');
    }
    const accepted = await call(undefined, 'POST', '/api/auth/accept-invitation', {
      token: newestToken,
      password: 'eve-pass-123',
      confirmPassword: 'eve-pass-123',
    });
    expect(accepted.status).toBe(200);
    expect((await auditRowsFor(invitationId)).map((row) => row.action)).toEqual([
      'team.invitation.create',
      'team.invitation.resend',
      'team.invitation.resend',
      'team.invitation.accept',
    ]);
  });

  it('revokes a pending invitation: its link dies and it leaves the list', async () => {
    const agentA = await loginAs('agent');
    const email = uniqueEmail('revoked');
    const invited = await call(agentA, 'POST', '/api/team/members', {
      email,
      firstName: 'Rex',
      lastName: 'Void',
    });
    const invitationId = invited.body.invitation.id as string;
    const token = await invitationTokenMailedTo(email);
    const revoked = await call(agentA, 'DELETE', `/api/team/invitations/${invitationId}`);
    expect(revoked.status).toBe(200);
    expect(revoked.body).toEqual({ revoked: { id: invitationId } });
    expect((await call(undefined, 'POST', '/api/auth/invitation', { token })).status).toBe(400);
    const list = await call(agentA, 'GET', `/api/team/members?q=${encodeURIComponent(email)}`);
    expect(list.body.invitations).toEqual([]);
    // Revoked once; again is a 404, and Resend has nothing to resend.
    expect((await call(agentA, 'DELETE', `/api/team/invitations/${invitationId}`)).status).toBe(404);
    expect((await call(agentA, 'POST', `/api/team/invitations/${invitationId}/resend`)).status).toBe(404);
    // The address may be invited again.
    expect(
      (await call(agentA, 'POST', '/api/team/members', { email, firstName: 'Rex', lastName: 'Void' })).status,
    ).toBe(201);
    expect((await auditRowsFor(invitationId)).map((row) => row.action)).toEqual([
      'team.invitation.create',
      'team.invitation.revoke',
    ]);
  });

  it('refuses an e-mail that has an account, and a second open invitation, creating nothing', async () => {
    const agentA = await loginAs('agent');
    const taken = await call(agentA, 'POST', '/api/team/members', {
      email: 'Member@Example.com',
      firstName: 'Sam',
      lastName: 'Again',
    });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toMatchObject({
      code: 'EMAIL_TAKEN',
      message: 'An account with this email already exists',
      fields: { email: 'An account with this email already exists' },
    });
    const admin = await loginAs('admin');
    const takenWithPassword = await call(admin, 'POST', '/api/team/members', {
      email: 'member@example.com',
      firstName: 'Sam',
      lastName: 'Again',
      organizationId: organizationA,
      password: 'a-long-password',
    });
    expect(takenWithPassword.status).toBe(409);
    const accounts = await queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from "user" where email = 'member@example.com'`,
    );
    expect(accounts[0]!.count).toBe(1);
    const invitations = await queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from team_invitations where email = 'member@example.com'`,
    );
    expect(invitations[0]!.count).toBe(0);

    const email = uniqueEmail('twice');
    expect(
      (await call(agentA, 'POST', '/api/team/members', { email, firstName: 'Tw', lastName: 'Ice' })).status,
    ).toBe(201);
    const twice = await call(admin, 'POST', '/api/team/members', {
      email,
      firstName: 'Tw',
      lastName: 'Ice',
      organizationId: organizationB,
    });
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe(teamMessages.invitationPending);

    // Someone accepts after the address got an account elsewhere: refused, no second account.
    const raced = uniqueEmail('raced');
    const invited = await call(agentA, 'POST', '/api/team/members', {
      email: raced,
      firstName: 'Ra',
      lastName: 'Ced',
    });
    expect(invited.status).toBe(201);
    const token = await invitationTokenMailedTo(raced);
    await createMember(db, { organizationId: organizationB, email: raced });
    const accepted = await call(undefined, 'POST', '/api/auth/accept-invitation', {
      token,
      password: 'raced-pass-1',
      confirmPassword: 'raced-pass-1',
    });
    expect(accepted.status).toBe(409);
    expect(accepted.body.error.message).toBe('An account with this email already exists');
  });
});

describe('a team member', () => {
  it('may not invite anyone: 403, no invitation, no mail, no audit row (issue 38)', async () => {
    const member = await loginAs('member');
    const email = uniqueEmail('by-a-member');
    for (const payload of [
      { email, firstName: 'Not', lastName: 'Invited' },
      { email, firstName: 'Not', lastName: 'Invited', organizationId: organizationA },
    ]) {
      const refused = await call(member, 'POST', '/api/team/members', payload);
      expect(refused.status).toBe(403);
      expect(refused.body.error).toMatchObject({ code: 'FORBIDDEN', message: forbiddenMessages.page });
    }
    const [written] = await queryRows<{ invitations: number; mails: number; audits: number }>(
      db,
      sql`select (select count(*)::int from team_invitations where email = ${email}) as invitations,
                 (select count(*)::int from mail_outbox where "to" = ${email}) as mails,
                 (select count(*)::int from audit_events where target_name = ${email}) as audits`,
    );
    expect(written).toEqual({ invitations: 0, mails: 0, audits: 0 });
  });
});

describe('organization isolation', () => {
  it("refuses agent B every write on organization A's people and invitations, whatever ids it sends", async () => {
    const agentA = await loginAs('agent');
    const cookieOfB = await signInAs(agentB);
    const invited = await call(agentA, 'POST', '/api/team/members', {
      email: uniqueEmail('isolated'),
      firstName: 'Iso',
      lastName: 'Lated',
    });
    const invitationOfA = invited.body.invitation.id as string;
    const refused = [
      await call(cookieOfB, 'POST', '/api/team/members', {
        email: uniqueEmail('smuggled'),
        firstName: 'Smug',
        lastName: 'Gled',
        organizationId: organizationA,
      }),
      await call(cookieOfB, 'PATCH', `/api/team/members/${memberOfA}`, {
        firstName: 'Hacked',
        lastName: 'Name',
      }),
      await call(cookieOfB, 'DELETE', `/api/team/members/${memberOfA}`),
      await call(cookieOfB, 'POST', `/api/team/invitations/${invitationOfA}/resend`),
      await call(cookieOfB, 'DELETE', `/api/team/invitations/${invitationOfA}`),
      await call(cookieOfB, 'GET', `/api/team/members?organizationId=${organizationA}`),
      await call(cookieOfB, 'GET', `/api/team/members/${memberOfA}`),
    ];
    for (const response of refused) {
      expect(response.status).toBe(403);
      expect(response.body.error).toMatchObject({ code: 'FORBIDDEN', message: forbiddenMessages.page });
    }
    const [member] = await queryRows<{ first_name: string }>(
      db,
      sql`select first_name from profiles where id = ${memberOfA}`,
    );
    expect(member!.first_name).toBe('Sam');
    const [invitation] = await queryRows<{ revoked_at: Date | null }>(
      db,
      sql`select revoked_at from team_invitations where id = ${invitationOfA}`,
    );
    expect(invitation!.revoked_at).toBeNull();
    expect(await auditRowsFor(memberOfA)).toEqual([]);

    // B's list: its own people and invitations only.
    const inviteB = await call(cookieOfB, 'POST', '/api/team/members', {
      email: uniqueEmail('bee'),
      firstName: 'Bee',
      lastName: 'Keeper',
    });
    expect(inviteB.status).toBe(201);
    expect(inviteB.body.invitation.organization.id).toBe(organizationB);
    const listB = await call(cookieOfB, 'GET', '/api/team/members');
    expect(
      listB.body.members.every(
        (row: { organization: { id: string } }) => row.organization.id === organizationB,
      ),
    ).toBe(true);
    expect(listB.body.invitations.map((row: { id: string }) => row.id)).toEqual([inviteB.body.invitation.id]);
  });

  it('lets a superadmin see and filter every organization, and requires the organization when adding', async () => {
    const admin = await loginAs('admin');
    const everyone = await call(admin, 'GET', '/api/team/members');
    const organizations = new Set(
      everyone.body.members.map((row: { organization: { id: string } | null }) => row.organization?.id),
    );
    expect(organizations.has(organizationA)).toBe(true);
    expect(organizations.has(organizationB)).toBe(true);
    const onlyB = await call(admin, 'GET', `/api/team/members?organizationId=${organizationB}&q=ben`);
    expect(onlyB.body.members.map((row: { id: string }) => row.id)).toEqual([memberOfB.userId]);

    const missing = await call(admin, 'POST', '/api/team/members', {
      email: uniqueEmail('nowhere'),
      firstName: 'No',
      lastName: 'Where',
    });
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields.organizationId).toBe(teamMessages.organizationRequired);
  });

  it('searches by name or e-mail and filters by role', async () => {
    const agentA = await loginAs('agent');
    const byName = await call(agentA, 'GET', '/api/team/members?q=carter');
    expect(byName.body.members.map((row: { email: string }) => row.email)).toEqual(['member@example.com']);
    const byEmail = await call(agentA, 'GET', '/api/team/members?q=AGENT%40example');
    expect(byEmail.body.members.map((row: { email: string }) => row.email)).toEqual(['agent@example.com']);
    const agents = await call(agentA, 'GET', '/api/team/members?role=agent');
    expect(agents.body.members.every((row: { role: string }) => row.role === 'agent')).toBe(true);
    expect(agents.body.total).toBeGreaterThanOrEqual(1);
    expect((await call(agentA, 'GET', '/api/team/members?q=%25')).body.total).toBe(0);
  });
});

describe('roles, passwords and the guru flag', () => {
  it('never gives superadmin or support through these endpoints, to anyone', async () => {
    const admin = await loginAs('admin');
    const agentA = await loginAs('agent');
    for (const cookie of [admin, agentA]) {
      for (const role of ['superadmin', 'support']) {
        const created = await call(cookie, 'POST', '/api/team/members', {
          email: uniqueEmail('ceiling'),
          firstName: 'Ceil',
          lastName: 'Ing',
          role,
          organizationId: organizationA,
        });
        expect(created.status).toBe(400);
        expect(created.body.error.fields.role).toBe(teamMessages.roleNotAllowed);
        const raised = await call(cookie, 'PATCH', `/api/team/members/${memberOfA}`, {
          firstName: 'Sam',
          lastName: 'Carter',
          role,
        });
        expect(raised.status).toBe(400);
      }
    }
    const [member] = await queryRows<{ role: string }>(
      db,
      sql`select role from profiles where id = ${memberOfA}`,
    );
    expect(member!.role).toBe('team_member');
    // A support account keeps its role: the screen manages team members and agents.
    const [support] = await queryRows<{ id: string }>(
      db,
      sql`select u.id from "user" u where u.email = 'support@example.com'`,
    );
    const demoted = await call(admin, 'PATCH', `/api/team/members/${support!.id}`, {
      firstName: 'Riley',
      lastName: 'Chen',
      role: 'agent',
    });
    expect(demoted.status).toBe(403);
    expect(demoted.body.error.message).toBe(teamMessages.staffNotManaged);
    expect((await call(admin, 'DELETE', `/api/team/members/${support!.id}`)).status).toBe(403);
  });

  it('keeps the e-mail as created, and setting a password or the guru flag to superadmins', async () => {
    const agentA = await loginAs('agent');
    const emailChange = await call(agentA, 'PATCH', `/api/team/members/${memberOfA}`, {
      email: 'other@example.com',
      firstName: 'Sam',
      lastName: 'Carter',
    });
    expect(emailChange.status).toBe(400);
    expect(emailChange.body.error.fields.email).toBe('Email cannot be changed after user creation');
    const withPassword = await call(agentA, 'POST', '/api/team/members', {
      email: uniqueEmail('pw'),
      firstName: 'Pass',
      lastName: 'Word',
      password: 'agents-set-none',
    });
    expect(withPassword.status).toBe(403);
    const guru = await call(agentA, 'POST', '/api/team/members', {
      email: uniqueEmail('guru'),
      firstName: 'Gu',
      lastName: 'Ru',
      isGuru: true,
    });
    expect(guru.status).toBe(403);
    expect(
      (
        await call(agentA, 'PATCH', `/api/team/members/${memberOfA}`, {
          firstName: 'Sam',
          lastName: 'Carter',
          isGuru: true,
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await call(agentA, 'PATCH', `/api/team/members/${memberOfA}`, {
          firstName: 'Sam',
          lastName: 'Carter',
          password: 'a-new-password',
        })
      ).status,
    ).toBe(403);
  });

  it('lets a superadmin create an account with a password (8+) and a guru record', async () => {
    const admin = await loginAs('admin');
    const email = uniqueEmail('direct');
    const short = await call(admin, 'POST', '/api/team/members', {
      email,
      firstName: 'Dee',
      lastName: 'Rect',
      organizationId: organizationB,
      password: 'seven77',
    });
    expect(short.status).toBe(400);
    expect(short.body.error.fields.password).toBe('Password must be at least 8 characters');
    const created = await call(admin, 'POST', '/api/team/members', {
      email,
      firstName: 'Dee',
      lastName: 'Rect',
      role: 'agent',
      organizationId: organizationB,
      password: 'direct-pass-1',
      isGuru: true,
    });
    expect(created.status).toBe(201);
    expect(created.body.invitation).toBeNull();
    expect(created.body.member).toMatchObject({
      email,
      role: 'agent',
      isGuru: true,
      organization: { id: organizationB },
    });
    const userId = created.body.member.id as string;
    expect(
      (await call(undefined, 'POST', '/api/auth/sign-in', { email, password: 'direct-pass-1' })).status,
    ).toBe(200);
    const gurus = await queryRows<{ name: string }>(
      db,
      sql`select name from gurus where user_id = ${userId}`,
    );
    expect(gurus).toEqual([{ name: 'Dee Rect' }]);
    const rows = await auditRowsFor(userId);
    expect(rows.map((row) => row.action)).toEqual(['team.member.create']);
    expect(rows[0]!.organization_id).toBe(organizationB);
    expect(JSON.stringify(rows[0]!.after)).not.toContain('direct-pass-1');

    // A new password from a superadmin: the old one and the person's sessions end.
    const session = await signInAs({ email, password: 'direct-pass-1' });
    const changed = await call(admin, 'PATCH', `/api/team/members/${userId}`, {
      firstName: 'Dee',
      lastName: 'Rect',
      password: 'changed-pass-2',
    });
    expect(changed.status).toBe(200);
    expect((await call(session, 'GET', '/api/me')).body).toBeNull();
    expect(
      (await call(undefined, 'POST', '/api/auth/sign-in', { email, password: 'changed-pass-2' })).status,
    ).toBe(200);
    expect((await auditRowsFor(userId)).map((row) => row.action)).toEqual([
      'team.member.create',
      'team.member.update',
    ]);
  });
});

describe('edit and delete', () => {
  it('edits a person (one audit row with before and after) and deletes them with their sessions and sign-in', async () => {
    const agentA = await loginAs('agent');
    const person = await createMember(db, {
      organizationId: organizationA,
      firstName: 'Del',
      lastName: 'Ete',
    });
    const edited = await call(agentA, 'PATCH', `/api/team/members/${person.userId}`, {
      firstName: 'Della',
      lastName: 'Ete',
      role: 'agent',
      phone: '555-222-3333',
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ firstName: 'Della', role: 'agent', phone: '555-222-3333' });
    const session = await signInAs(person);
    expect((await call(session, 'GET', '/api/me')).body.profile.firstName).toBe('Della');

    const deleted = await call(agentA, 'DELETE', `/api/team/members/${person.userId}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ deleted: { id: person.userId } });
    expect((await call(session, 'GET', '/api/me')).body).toBeNull();
    const left = await queryRows<{ users: number; sessions: number; accounts: number; profiles: number }>(
      db,
      sql`select (select count(*)::int from "user" where id = ${person.userId}) as users,
                 (select count(*)::int from session where user_id = ${person.userId}) as sessions,
                 (select count(*)::int from account where user_id = ${person.userId}) as accounts,
                 (select count(*)::int from profiles where id = ${person.userId}) as profiles`,
    );
    expect(left[0]).toEqual({ users: 0, sessions: 0, accounts: 0, profiles: 0 });
    expect((await call(undefined, 'POST', '/api/auth/sign-in', person)).status).toBe(401);
    const rows = await auditRowsFor(person.userId);
    expect(rows.map((row) => row.action)).toEqual(['team.member.update', 'team.member.delete']);
    expect(rows.every((row) => row.organization_id === organizationA)).toBe(true);
    expect((await call(agentA, 'DELETE', `/api/team/members/${person.userId}`)).status).toBe(404);
  });

  it('refuses deleting oneself and leaving an organization without an agent', async () => {
    const organization = (await createOrganization(db)).id;
    const onlyAgent = await createMember(db, { organizationId: organization, role: 'agent' });
    const cookie = await signInAs(onlyAgent);
    const self = await call(cookie, 'DELETE', `/api/team/members/${onlyAgent.userId}`);
    expect(self.status).toBe(403);
    expect(self.body.error.message).toBe(teamMessages.cannotDeleteSelf);

    const admin = await loginAs('admin');
    const demote = await call(admin, 'PATCH', `/api/team/members/${onlyAgent.userId}`, {
      firstName: 'Only',
      lastName: 'Agent',
      role: 'team_member',
    });
    expect(demote.status).toBe(409);
    expect(demote.body.error.message).toBe(teamMessages.lastAgent);
    const selfDemote = await call(cookie, 'PATCH', `/api/team/members/${onlyAgent.userId}`, {
      firstName: 'Only',
      lastName: 'Agent',
      role: 'team_member',
    });
    expect(selfDemote.status).toBe(409);
    const remove = await call(admin, 'DELETE', `/api/team/members/${onlyAgent.userId}`);
    expect(remove.status).toBe(409);
    expect(remove.body.error.message).toBe(teamMessages.lastAgent);
    expect(await auditRowsFor(onlyAgent.userId)).toEqual([]);

    // With a second agent, one may go; then the other is the last again.
    const second = await createMember(db, { organizationId: organization, role: 'agent' });
    expect((await call(cookie, 'DELETE', `/api/team/members/${second.userId}`)).status).toBe(200);
    expect((await call(admin, 'DELETE', `/api/team/members/${onlyAgent.userId}`)).status).toBe(409);
    const [agents] = await queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from profiles where organization_id = ${organization} and role = 'agent'`,
    );
    expect(agents!.count).toBe(1);
  });

  it('keeps an agent when both agents are demoted at once: one change wins, the other is refused', async () => {
    const organization = (await createOrganization(db)).id;
    const first = await createMember(db, { organizationId: organization, role: 'agent' });
    const second = await createMember(db, { organizationId: organization, role: 'agent' });
    const admin = await loginAs('admin');
    const demote = (userId: string) =>
      call(admin, 'PATCH', `/api/team/members/${userId}`, {
        firstName: 'Two',
        lastName: 'Agents',
        role: 'team_member',
      });
    const results = await Promise.all([demote(first.userId), demote(second.userId)]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
    const [agents] = await queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from profiles where organization_id = ${organization} and role = 'agent'`,
    );
    expect(agents!.count).toBe(1);
  });
});

describe('an invitation accepted twice at once', () => {
  it('makes one account: the second acceptance finds the link used', async () => {
    const agentA = await loginAs('agent');
    const email = uniqueEmail('twin');
    expect(
      (await call(agentA, 'POST', '/api/team/members', { email, firstName: 'Twin', lastName: 'Tabs' }))
        .status,
    ).toBe(201);
    const token = await invitationTokenMailedTo(email);
    const accept = () =>
      call(undefined, 'POST', '/api/auth/accept-invitation', {
        token,
        password: 'twin-pass-123',
        confirmPassword: 'twin-pass-123',
      });
    const results = await Promise.all([accept(), accept()]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 400]);
    const [accounts] = await queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from "user" where email = ${email}`,
    );
    expect(accounts!.count).toBe(1);
  });
});
