import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { type BuiltMember, createMember, createOrganization } from '../../../test/builders.ts';
import { queryRows } from '../../db/client.ts';

const { app, db, loginAs, signInAs } = await buildTestApp();

/** Organization B, with its own agent and a team member, beside the demo's organization A. */
const organizationB = { id: '', memberId: '' };
let agentB: BuiltMember;
let organizationA = '';
let memberOfA = '';

beforeAll(async () => {
  const [northwind] = await queryRows<{ id: string }>(
    db,
    sql`select id from organizations where slug = 'northwind-creative'`,
  );
  organizationA = northwind!.id;
  const [member] = await queryRows<{ id: string }>(
    db,
    sql`select p.id from profiles p join "user" u on u.id = p.id where u.email = 'member@example.com'`,
  );
  memberOfA = member!.id;

  organizationB.id = (await createOrganization(db, { name: 'Southwind Studio' })).id;
  agentB = await createMember(db, { organizationId: organizationB.id, role: 'agent', firstName: 'Bea' });
  const memberB = await createMember(db, { organizationId: organizationB.id, firstName: 'Ben' });
  organizationB.memberId = memberB.userId;
});

async function get(url: string, cookie: string) {
  return app.inject({ method: 'GET', url, headers: { cookie } });
}

describe('team members, scoped to the organization', () => {
  it("lists only the agent's own organization, whatever it asks for", async () => {
    const agentA = await loginAs('agent');
    const listA = await get('/api/team/members', agentA);
    expect(listA.statusCode).toBe(200);
    const peopleOfA = listA.json().members as Array<{ id: string; organization: { id: string } }>;
    expect(peopleOfA.length).toBeGreaterThanOrEqual(2);
    expect(peopleOfA.every((person) => person.organization.id === organizationA)).toBe(true);
    expect(peopleOfA.map((person) => person.id)).toContain(memberOfA);
    expect(peopleOfA.map((person) => person.id)).not.toContain(organizationB.memberId);

    const cookieOfAgentB = await signInAs(agentB);
    const listB = await get('/api/team/members', cookieOfAgentB);
    expect(listB.statusCode).toBe(200);
    const idsOfB = (listB.json().members as Array<{ id: string }>).map((person) => person.id);
    expect(idsOfB).toContain(organizationB.memberId);
    expect(idsOfB).not.toContain(memberOfA);
    expect(listB.json().total).toBe(2);

    // Asking for organization A by id does not widen agent B's view.
    const crossed = await get(`/api/team/members?organizationId=${organizationA}`, cookieOfAgentB);
    expect(crossed.statusCode).toBe(403);
    expect(crossed.json().error).toMatchObject({
      code: 'FORBIDDEN',
      message: 'You do not have permission to access this page.',
    });
  });

  it('refuses one person of another organization by id, and says 404 for no one', async () => {
    const cookieOfAgentB = await signInAs(agentB);
    const refused = await get(`/api/team/members/${memberOfA}`, cookieOfAgentB);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('You do not have permission to access this page.');

    const own = await get(`/api/team/members/${organizationB.memberId}`, cookieOfAgentB);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ firstName: 'Ben', role: 'team_member' });

    const missing = await get(`/api/team/members/${randomUUID()}`, cookieOfAgentB);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('User not found');
  });

  it('lets a superadmin see every organization, or one, filtered by role', async () => {
    const admin = await loginAs('admin');
    const everyone = await get('/api/team/members', admin);
    const organizationsSeen = new Set(
      (everyone.json().members as Array<{ organization: { id: string } | null }>).map(
        (person) => person.organization?.id,
      ),
    );
    expect(organizationsSeen.has(organizationA)).toBe(true);
    expect(organizationsSeen.has(organizationB.id)).toBe(true);

    const agentsOfB = await get(`/api/team/members?organizationId=${organizationB.id}&role=agent`, admin);
    expect(agentsOfB.json()).toMatchObject({
      total: 1,
      page: 1,
      members: [{ firstName: 'Bea', role: 'agent' }],
    });

    const person = await get(`/api/team/members/${memberOfA}`, admin);
    expect(person.json()).toMatchObject({ email: 'member@example.com' });
  });

  it('refuses members, gurus and support', async () => {
    for (const role of ['member', 'guru', 'support'] as const) {
      const response = await get('/api/team/members', await loginAs(role));
      expect(response.statusCode, role).toBe(403);
    }
  });

  it('refuses a bad page or organization id with a 400 naming the field', async () => {
    const agentA = await loginAs('agent');
    const badPage = await get('/api/team/members?page=0', agentA);
    expect(badPage.statusCode).toBe(400);
    expect(badPage.json().error.fields).toHaveProperty('page');
    const badId = await get('/api/team/members?organizationId=nope', agentA);
    expect(badId.statusCode).toBe(400);
    expect(badId.json().error.fields).toHaveProperty('organizationId');
  });
});
