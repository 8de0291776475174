import { randomUUID } from 'node:crypto';
import type { HomeResponse } from '@pillars/shared/home/schemas';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { type BuiltMember, createMember, createOrganization } from '../../../test/builders.ts';
import { queryRows } from '../../db/client.ts';

/**
 * Home's getting-started checklist for a new owner (issue 54): each step is done when the
 * data says so (an invitation, an assignment, a second factor, a question to the library),
 * computed in Home's one call; the list ends when every step is done, or for good when the
 * owner dismisses it (audited). Members, staff and gurus never get it.
 */
const { app, db, loginAs, signInAs } = await buildTestApp();

async function newOwner(): Promise<{ owner: BuiltMember; cookie: string }> {
  const organization = await createOrganization(db, { name: `Fresh Agency ${randomUUID().slice(0, 6)}` });
  const owner = await createMember(db, { organizationId: organization.id, role: 'agent' });
  return { owner, cookie: await signInAs(owner) };
}

async function home(cookie: string): Promise<HomeResponse> {
  const response = await app.inject({ method: 'GET', url: '/api/home', headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as HomeResponse;
}

const done = (home: HomeResponse) =>
  Object.fromEntries((home.gettingStarted?.steps ?? []).map((step) => [step.key, step.isDone]));

async function firstPillarId(): Promise<string> {
  const [pillar] = await queryRows<{ id: string }>(
    db,
    sql`select id from pillars order by display_order limit 1`,
  );
  return pillar!.id;
}

describe("Home's getting-started checklist", () => {
  it('gives a new owner the four steps, each done when the data says so, and ends when all are', async () => {
    const { owner, cookie } = await newOwner();
    expect((await home(cookie)).gettingStarted).toEqual({
      steps: [
        { key: 'inviteTeam', isDone: false },
        { key: 'assignPlan', isDone: false },
        { key: 'turnOnTwoFactor', isDone: false },
        { key: 'askLibrary', isDone: false },
      ],
    });

    // Invite the team: an invitation sent through Team Management.
    const invited = await app.inject({
      method: 'POST',
      url: '/api/team/members',
      headers: { cookie },
      payload: { email: `invitee-${randomUUID()}@example.test`, firstName: 'Ivy', lastName: 'Invited' },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    expect(done(await home(cookie))).toEqual({
      inviteTeam: true,
      assignPlan: false,
      turnOnTwoFactor: false,
      askLibrary: false,
    });

    // A first plan: the owner assigns a pillar to themself.
    const assigned = await app.inject({
      method: 'POST',
      url: '/api/team/plans',
      headers: { cookie },
      payload: { content: [{ kind: 'pillar', id: await firstPillarId() }], userIds: [owner.userId] },
    });
    expect(assigned.statusCode, assigned.body).toBe(201);
    expect(done(await home(cookie))).toMatchObject({ inviteTeam: true, assignPlan: true });

    // Two-factor: an authenticator app confirmed.
    await db.execute(
      sql`insert into user_two_factor (user_id, secret_encrypted, enabled_at) values (${owner.userId}, 'x', now())`,
    );
    expect(done(await home(cookie))).toMatchObject({ turnOnTwoFactor: true, askLibrary: false });

    // A question to the library: the last step, and the list is gone.
    await db.execute(
      sql`insert into ask_conversations (user_id, title) values (${owner.userId}, 'First question')`,
    );
    expect((await home(cookie)).gettingStarted).toBeNull();
  });

  it('counts a passkey as two-factor, and a teammate already there as an invited team', async () => {
    const { owner, cookie } = await newOwner();
    await createMember(db, { organizationId: owner.organizationId!, firstName: 'Tia', lastName: 'Teammate' });
    await db.execute(
      sql`insert into passkeys (user_id, name, credential_id, public_key, device_type)
          values (${owner.userId}, 'Laptop', ${randomUUID()}, 'key', 'singleDevice')`,
    );
    expect(done(await home(cookie))).toEqual({
      inviteTeam: true,
      assignPlan: false,
      turnOnTwoFactor: true,
      askLibrary: false,
    });
  });

  it('is dismissed for good by its owner, in one audited write; dismissing again changes nothing', async () => {
    const { owner, cookie } = await newOwner();
    expect((await home(cookie)).gettingStarted).not.toBeNull();
    const dismissed = await app.inject({
      method: 'DELETE',
      url: '/api/home/getting-started',
      headers: { cookie },
    });
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect(dismissed.json()).toEqual({ ok: true });
    expect((await home(cookie)).gettingStarted).toBeNull();
    const again = await app.inject({
      method: 'DELETE',
      url: '/api/home/getting-started',
      headers: { cookie },
    });
    expect(again.statusCode).toBe(200);
    const audit = await queryRows<{
      action: string;
      actor_id: string;
      target_id: string;
      organization_id: string;
    }>(
      db,
      sql`select action, actor_id, target_id, organization_id from audit_events
           where actor_id = ${owner.userId} and action = 'home.getting_started_dismiss'`,
    );
    expect(audit).toEqual([
      {
        action: 'home.getting_started_dismiss',
        actor_id: owner.userId,
        target_id: owner.userId,
        organization_id: owner.organizationId,
      },
    ]);
  });

  it('is for owners only: a team member, a guru, support and the superadmin never get it', async () => {
    for (const role of ['member', 'guru', 'support', 'admin'] as const) {
      expect((await home(await loginAs(role))).gettingStarted, role).toBeNull();
    }
    const { owner } = await newOwner();
    const teammate = await createMember(db, { organizationId: owner.organizationId! });
    expect((await home(await signInAs(teammate))).gettingStarted).toBeNull();
  });
});

describe('the subscription page', () => {
  it('names what is included now: certificates, learning plans, Ask the Library and the Community (issue 54)', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/billing/subscription',
      headers: { cookie: await loginAs('agent') },
    });
    expect(response.statusCode, response.body).toBe(200);
    const features: string[] = response.json().plan.features;
    for (const included of [/^Certificates /, /^Learning plans/, /^Ask the Library/, /^The Community/]) {
      expect(
        features.some((feature) => included.test(feature)),
        String(included),
      ).toBe(true);
    }
  });
});
