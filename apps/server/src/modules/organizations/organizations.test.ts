import { organizationMessages } from '@pillars/shared/organizations/schemas';
import { forbiddenMessages } from '@pillars/shared/policies';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import {
  createArticle,
  createCall,
  createEvent,
  createMember,
  createOrganization,
} from '../../../test/builders.ts';
import { queryRows } from '../../db/client.ts';

/** Manage Organizations through HTTP: superadmins only, free access, deletion and its cascade, the audit rows. */
const { app, db, loginAs, signInAs } = await buildTestApp();
const adminCookie = await loginAs('admin');

type Method = 'GET' | 'POST' | 'PATCH';
async function call(cookie: string, method: Method, url: string, payload?: object) {
  const response = await app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  return { status: response.statusCode, body: response.json() };
}

const auditRowsFor = (organizationId: string) =>
  queryRows<{ action: string; actor_email: string; target_name: string; before: unknown; after: unknown }>(
    db,
    sql`select action, actor_email, target_name, before, after from audit_events
         where target_type = 'organization' and target_id = ${organizationId} order by occurred_at`,
  );

describe('Manage Organizations', () => {
  it('lists organizations with their counts from one statement, searchable by name or slug', async () => {
    const organization = await createOrganization(db, { name: 'Quokka Creative' });
    await createMember(db, { organizationId: organization.id, role: 'agent' });
    await createMember(db, { organizationId: organization.id });
    const found = await call(adminCookie, 'GET', '/api/admin/organizations?search=quokka');
    expect(found.status).toBe(200);
    expect(found.body.total).toBe(1);
    expect(found.body.organizations[0]).toMatchObject({
      id: organization.id,
      name: 'Quokka Creative',
      hasFreeAccess: false,
      subscriptionStatus: 'active',
      counts: { users: 2, pillars: 0, articles: 0, events: 0 },
    });
    const bySlug = await call(adminCookie, 'GET', `/api/admin/organizations?search=${organization.slug}`);
    expect(bySlug.body.organizations.map((row: { id: string }) => row.id)).toEqual([organization.id]);
    // LIKE wildcards are literal.
    expect((await call(adminCookie, 'GET', '/api/admin/organizations?search=%25%25')).body.total).toBe(0);
  });

  it("counts its people's articles as they are written and deleted", async () => {
    const organization = await createOrganization(db, { name: 'Wombat Writers' });
    const agent = await createMember(db, { organizationId: organization.id, role: 'agent' });
    const member = await createMember(db, { organizationId: organization.id });
    const articles = async () =>
      (await call(adminCookie, 'GET', '/api/admin/organizations?search=wombat')).body.organizations[0].counts
        .articles;
    expect(await articles()).toBe(0);
    const first = await createArticle(db, { authorId: agent.userId });
    expect(await articles()).toBe(1);
    await createArticle(db, { authorId: member.userId });
    await createArticle(db, { authorId: member.userId });
    expect(await articles()).toBe(3);
    await queryRows(db, sql`delete from articles where id = ${first.id}`);
    expect(await articles()).toBe(2);
  });

  it('refuses everyone but superadmins, with the Admin Dashboard text', async () => {
    const organization = await createOrganization(db);
    const agent = await createMember(db, { organizationId: organization.id, role: 'agent' });
    const agentCookie = await signInAs(agent);
    for (const cookie of [agentCookie, await loginAs('support'), await loginAs('member')]) {
      const list = await call(cookie, 'GET', '/api/admin/organizations');
      expect(list.status).toBe(403);
      expect(list.body.error.message).toBe(forbiddenMessages.adminDashboard);
      const own = await call(cookie, 'PATCH', `/api/admin/organizations/${organization.id}`, {
        hasFreeAccess: true,
      });
      expect(own.status).toBe(403);
      const remove = await call(cookie, 'POST', `/api/admin/organizations/${organization.id}/delete`, {
        confirmName: 'Anything',
      });
      expect(remove.status).toBe(403);
    }
    const [row] = await queryRows<{ has_free_access: boolean }>(
      db,
      sql`select has_free_access from organizations where id = ${organization.id}`,
    );
    expect(row?.has_free_access).toBe(false);
    expect(await auditRowsFor(organization.id)).toEqual([]);
  });

  it("grants and removes free access: the members' access follows at once, one audit row per change", async () => {
    const organization = await createOrganization(db, {
      name: 'Numbat Partners',
      subscriptionStatus: 'canceled',
    });
    const member = await createMember(db, { organizationId: organization.id });
    const memberCookie = await signInAs(member);
    expect((await call(memberCookie, 'GET', '/api/home')).status).toBe(403);

    const granted = await call(adminCookie, 'PATCH', `/api/admin/organizations/${organization.id}`, {
      hasFreeAccess: true,
    });
    expect(granted.status).toBe(200);
    expect(granted.body.organization).toMatchObject({ id: organization.id, hasFreeAccess: true });
    expect((await call(memberCookie, 'GET', '/api/home')).status).toBe(200);
    expect((await call(memberCookie, 'GET', '/api/me')).body.hasAccess).toBe(true);
    // The same value again changes nothing and records nothing.
    await call(adminCookie, 'PATCH', `/api/admin/organizations/${organization.id}`, { hasFreeAccess: true });

    await call(adminCookie, 'PATCH', `/api/admin/organizations/${organization.id}`, { hasFreeAccess: false });
    const closed = await call(memberCookie, 'GET', '/api/home');
    expect(closed.status).toBe(403);
    expect(closed.body.error.code).toBe('SUBSCRIPTION_REQUIRED');
    expect((await call(memberCookie, 'GET', '/api/me')).body.hasAccess).toBe(false);

    const audit = await auditRowsFor(organization.id);
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'organization.free_access',
        actor_email: 'admin@example.com',
        target_name: 'Numbat Partners',
        before: { hasFreeAccess: false },
        after: { hasFreeAccess: true },
      }),
      expect.objectContaining({ before: { hasFreeAccess: true }, after: { hasFreeAccess: false } }),
    ]);
    const bad = await call(adminCookie, 'PATCH', `/api/admin/organizations/${organization.id}`, {
      hasFreeAccess: 'yes',
    });
    expect(bad.status).toBe(400);
    expect((await auditRowsFor(organization.id)).length).toBe(2);
  });

  it('deletes only on the exact name, and leaves no row of its people behind', async () => {
    const organization = await createOrganization(db, { name: 'Wombat Works' });
    const agent = await createMember(db, { organizationId: organization.id, role: 'agent' });
    const member = await createMember(db, { organizationId: organization.id });
    const agentCookie = await signInAs(agent);
    await call(agentCookie, 'POST', '/api/messages', { content: 'Hello from Wombat' });
    await call(agentCookie, 'POST', '/api/support/tickets', { subject: 'Help', message: 'Please' });
    const [lesson] = await queryRows<{ id: string }>(db, sql`select id from lessons limit 1`);
    await db.execute(
      sql`insert into user_lesson_progress (user_id, lesson_id) values (${member.userId}, ${lesson!.id})`,
    );
    await db.execute(
      sql`insert into user_lesson_bookmarks (user_id, lesson_id) values (${member.userId}, ${lesson!.id})`,
    );
    // A registration, a call, and what they did with articles: every kind of row their people leave.
    const event = await createEvent(db, { title: 'Wombat Meetup' });
    await db.execute(
      sql`insert into event_registrations (event_id, user_id) values (${event.id}, ${member.userId})`,
    );
    await createCall(db, { userId: member.userId, date: '2026-12-01' });
    await createCall(db, { userId: agent.userId, date: '2026-12-02', status: 'confirmed' });
    const [article] = await queryRows<{ id: string }>(db, sql`select id from articles limit 1`);
    await db.execute(
      sql`insert into article_likes (article_id, user_id) values (${article!.id}, ${member.userId})`,
    );
    await db.execute(
      sql`insert into article_bookmarks (article_id, user_id) values (${article!.id}, ${member.userId})`,
    );
    await db.execute(
      sql`insert into community_posts (article_id, author_id, body, body_html) values (${article!.id}, ${member.userId}, 'Nice', '<p>Nice</p>')`,
    );
    const memberCookie = await signInAs(member);
    await call(memberCookie, 'POST', '/api/support/tickets', { subject: 'Member help', message: 'Hi' });
    const tickets = await queryRows<{ id: string }>(
      db,
      sql`select id from support_requests where user_id in (${agent.userId}, ${member.userId})`,
    );
    expect(tickets.length).toBe(2);
    await db.execute(
      sql`insert into ticket_responses (ticket_id, response_text) values (${tickets[0]!.id}, 'On it')`,
    );
    const ticketIds = `{${tickets.map((ticket) => ticket.id).join(',')}}`;

    for (const confirmName of ['wombat works', 'Wombat Works ', 'Wombat']) {
      const refused = await call(adminCookie, 'POST', `/api/admin/organizations/${organization.id}/delete`, {
        confirmName,
      });
      expect(refused.status, confirmName).toBe(400);
      expect(refused.body.error.message).toBe(organizationMessages.confirmNameMismatch);
    }
    expect((await call(agentCookie, 'GET', '/api/home')).status).toBe(200);

    const deleted = await call(adminCookie, 'POST', `/api/admin/organizations/${organization.id}/delete`, {
      confirmName: 'Wombat Works',
    });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(deleted.body.deleted).toEqual({ id: organization.id, name: 'Wombat Works', users: 2 });

    // Signed out for good: the session went with the user.
    expect((await call(agentCookie, 'GET', '/api/home')).status).toBe(401);
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: agent.email, password: agent.password },
    });
    expect(signIn.statusCode).toBe(401);
    expect(signIn.json().error.message).toBe('Invalid email or password. Please try again.');

    const ids = `{${agent.userId},${member.userId}}`;
    const [left] = await queryRows<Record<string, string | number>>(
      db,
      sql`select
            (select count(*) from organizations where id = ${organization.id}) as organizations,
            (select count(*) from subscriptions where organization_id = ${organization.id}) as subscriptions,
            (select count(*) from profiles where organization_id = ${organization.id}) as profiles,
            (select count(*) from "user" where id = any(${ids}::uuid[])) as users,
            (select count(*) from session where user_id = any(${ids}::uuid[])) as sessions,
            (select count(*) from account where user_id = any(${ids}::uuid[])) as accounts,
            (select count(*) from user_lesson_progress where user_id = any(${ids}::uuid[])) as progress,
            (select count(*) from messages where user_id = any(${ids}::uuid[])) as messages,
            (select count(*) from support_requests where user_id = any(${ids}::uuid[])) as tickets,
            (select count(*) from ticket_responses where ticket_id = any(${ticketIds}::uuid[])) as ticket_responses,
            (select count(*) from user_lesson_bookmarks where user_id = any(${ids}::uuid[])) as lesson_bookmarks,
            (select count(*) from event_registrations where user_id = any(${ids}::uuid[])) as registrations,
            (select count(*) from scheduled_calls where user_id = any(${ids}::uuid[])) as calls,
            (select count(*) from article_likes where user_id = any(${ids}::uuid[])) as likes,
            (select count(*) from article_bookmarks where user_id = any(${ids}::uuid[])) as article_bookmarks,
            (select count(*) from community_posts where author_id = any(${ids}::uuid[])) as comments`,
    );
    expect(left).toBeDefined();
    // Every count names its table, so a failure says which kind of row was left behind.
    expect(Object.fromEntries(Object.entries(left!).map(([name, count]) => [name, Number(count)]))).toEqual({
      organizations: 0,
      subscriptions: 0,
      profiles: 0,
      users: 0,
      sessions: 0,
      accounts: 0,
      progress: 0,
      messages: 0,
      tickets: 0,
      ticket_responses: 0,
      lesson_bookmarks: 0,
      registrations: 0,
      calls: 0,
      likes: 0,
      article_bookmarks: 0,
      comments: 0,
    });
    // The event the member registered for stays (it is shared content), without them.
    const [eventLeft] = await queryRows<{ count: string | number }>(
      db,
      sql`select count(*) as count from events where id = ${event.id}`,
    );
    expect(Number(eventLeft?.count)).toBe(1);

    const audit = await auditRowsFor(organization.id);
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'organization.delete',
        actor_email: 'admin@example.com',
        target_name: 'Wombat Works',
      }),
    ]);
    // The trail keeps what was deleted; its rows cannot be changed.
    await expect(
      db.execute(sql`update audit_events set target_name = 'x' where target_id = ${organization.id}`),
    ).rejects.toThrow();
  });
});
