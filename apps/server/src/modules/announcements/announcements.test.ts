import { announcementMessages } from '@pillars/shared/announcements/messages';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditRowsOf } from '../../../test/audit-rows.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { createMember, createOrganization, createPlanPrice } from '../../../test/builders.ts';
import { queryRows } from '../../db/client.ts';
import { jobDefinitions } from '../../jobs/definitions.ts';

/**
 * Announcements (issue 60) through HTTP on a fresh database: the superadmins' page, the
 * audience of each kind against people of other organizations, sending as a job (bell,
 * e-mail with one-click unsubscribe, skipped by preference), a restart mid-send, the
 * member's banner and archive, and the rule that a sent announcement is never sent again.
 */
const { app, db, loginAs, signInAs, runJobs } = await buildTestApp();

const request = (method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, payload?: object) =>
  app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

// The people: two organizations with access (A on the Team plan, B on a plan of its own), a
// lapsed one, and a pillar that one member of A completed.
const organizationA = await createOrganization(db);
const planPriceB = await createPlanPrice(db, { seats: null });
const [{ plan_id: planB } = { plan_id: '' }] = await queryRows<{ plan_id: string }>(
  db,
  sql`select plan_id from plan_prices where id = ${planPriceB}`,
);
const organizationB = await createOrganization(db, { planPriceId: planPriceB });
const lapsedOrganization = await createOrganization(db, { subscriptionStatus: 'canceled' });
const ownerA = await createMember(db, { organizationId: organizationA.id, role: 'agent' });
const memberA = await createMember(db, { organizationId: organizationA.id });
const ownerB = await createMember(db, { organizationId: organizationB.id, role: 'agent' });
const memberB = await createMember(db, { organizationId: organizationB.id });
const lapsedMember = await createMember(db, { organizationId: lapsedOrganization.id, role: 'agent' });
const people = { ownerA, memberA, ownerB, memberB, lapsedMember };

const [pillar] = await queryRows<{ id: string }>(
  db,
  sql`insert into pillars (title, description, slug, display_order)
      values ('Announced Pillar', 'Made by the test.', 'announced-pillar', 990) returning id`,
);
const [element] = await queryRows<{ id: string }>(
  db,
  sql`insert into key_elements (pillar_id, title, description, slug)
      values (${pillar!.id}, 'Element', 'An element.', 'element') returning id`,
);
const [lesson] = await queryRows<{ id: string }>(
  db,
  sql`insert into lessons (key_element_id, title, content, order_position)
      values (${element!.id}, 'Only lesson', '<p>Text</p>', 1) returning id`,
);
await db.execute(
  sql`insert into user_lesson_progress (user_id, lesson_id) values (${memberA.userId}, ${lesson!.id})`,
);

const admin = await loginAs('admin');

const body = (overrides: object = {}) => ({
  title: 'A new pillar is here',
  bodyHtml: '<p>Read <strong>Delivery</strong> now.</p><script>alert(1)</script>',
  audience: { kind: 'everyone' },
  channels: ['banner', 'bell', 'email'],
  sendAt: null,
  ...overrides,
});

async function sendNow(overrides: object = {}) {
  const created = await request('POST', '/api/admin/announcements', admin, body(overrides));
  expect(created.statusCode, created.body).toBe(201);
  await runJobs();
  return created.json().announcement.id as string;
}

/** Which of the test's people an announcement went to. */
async function recipients(announcementId: string) {
  const rows = await queryRows<{ user_id: string }>(
    db,
    sql`select user_id from announcement_deliveries where announcement_id = ${announcementId}`,
  );
  const ids = new Set(rows.map((row) => row.user_id));
  return Object.entries(people)
    .filter(([, person]) => ids.has(person.userId))
    .map(([name]) => name)
    .sort();
}

describe('who may write announcements', () => {
  it('refuses agents, members and the signed-out, and lets superadmins in', async () => {
    const agent = await signInAs(ownerA);
    expect((await request('GET', '/api/admin/announcements', agent)).statusCode).toBe(403);
    expect((await request('POST', '/api/admin/announcements', agent, body())).statusCode).toBe(403);
    expect((await request('GET', '/api/admin/announcements')).statusCode).toBe(401);
    const list = await request('GET', '/api/admin/announcements', admin);
    expect(list.statusCode).toBe(200);
    expect(list.json().pillars.map((choice: { id: string }) => choice.id)).toContain(pillar!.id);
  });

  it('names the field of bad input', async () => {
    const noChannel = await request('POST', '/api/admin/announcements', admin, body({ channels: [] }));
    expect(noChannel.statusCode).toBe(400);
    expect(noChannel.body).toContain(announcementMessages.channelsRequired);
    const past = await request(
      'POST',
      '/api/admin/announcements',
      admin,
      body({ sendAt: new Date(Date.now() - 60_000).toISOString() }),
    );
    expect(past.statusCode).toBe(400);
    expect(past.json().error.fields).toMatchObject({ sendAt: announcementMessages.sendAtPast });
  });
});

describe('the audience of each kind', () => {
  const cases = [
    { audience: { kind: 'everyone' }, expected: ['memberA', 'memberB', 'ownerA', 'ownerB'] },
    { audience: { kind: 'owners' }, expected: ['ownerA', 'ownerB'] },
    { audience: { kind: 'plans', planIds: [planB] }, expected: ['memberB', 'ownerB'] },
    { audience: { kind: 'pillar_completed', pillarId: pillar!.id }, expected: ['memberA'] },
    {
      audience: { kind: 'pillar_not_completed', pillarId: pillar!.id },
      expected: ['memberB', 'ownerA', 'ownerB'],
    },
    { audience: { kind: 'organization', organizationId: organizationA.id }, expected: ['memberA', 'ownerA'] },
  ];
  for (const { audience, expected } of cases) {
    it(`${audience.kind}: its size is previewed and it reaches exactly them`, async () => {
      const size = await request('POST', '/api/admin/announcements/audience-size', admin, { audience });
      expect(size.statusCode, size.body).toBe(200);
      const announcementId = await sendNow({ audience, channels: ['bell'] });
      expect(await recipients(announcementId)).toEqual(expected);
      const [{ count } = { count: -1 }] = await queryRows<{ count: number }>(
        db,
        sql`select count(*)::int as count from announcement_deliveries where announcement_id = ${announcementId}`,
      );
      expect(size.json().size).toBe(count);
      if (audience.kind === 'organization') expect(count).toBe(2);
    });
  }
});

describe('sending', () => {
  it('audits, sends once to each person by bell and e-mail, skips e-mail by preference, and shows on Home and in the archive', async () => {
    await db.execute(
      sql`insert into notification_preferences (user_id, announcements) values (${memberB.userId}, false)`,
    );
    const { result: created, rows } = await auditRowsOf(db, () =>
      request(
        'POST',
        '/api/admin/announcements',
        admin,
        body({ audience: { kind: 'plans', planIds: [planB] } }),
      ),
    );
    expect(created.statusCode, created.body).toBe(201);
    const announcementId = created.json().announcement.id;
    expect(created.json().announcement).toMatchObject({
      status: 'scheduled',
      bodyHtml: expect.not.stringContaining('script'),
    });
    expect(rows).toMatchObject([
      { action: 'announcement.create', target_type: 'announcement', target_id: announcementId },
    ]);
    await runJobs();

    const mails = await queryRows<{
      to: string;
      headers: Record<string, string>;
      html: string;
      text: string;
    }>(
      db,
      sql`select "to", headers, html, text from mail_outbox where subject = 'A new pillar is here' order by created_at`,
    );
    expect(mails.map((mail) => mail.to)).toEqual([ownerB.email]);
    expect(mails[0]!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mails[0]!.headers['List-Unsubscribe']).toMatch(
      /^<http:\/\/localhost:3999\/api\/announcements\/unsubscribe\?token=/,
    );
    expect(mails[0]!.html).toContain('/announcements/unsubscribe#token=');
    expect(mails[0]!.text).toContain('/announcements/unsubscribe#token=');
    expect(mails[0]!.html).not.toContain('<script');
    const bells = await queryRows<{ user_id: string }>(
      db,
      sql`select user_id from notifications where dedupe_key = ${`announcement:${announcementId}`}`,
    );
    expect(bells.map((row) => row.user_id).sort()).toEqual([ownerB.userId, memberB.userId].sort());

    const list = (await request('GET', '/api/admin/announcements', admin)).json();
    const sent = list.announcements.find((item: { id: string }) => item.id === announcementId);
    expect(sent).toMatchObject({
      status: 'sent',
      audienceSize: 2,
      audienceLabel: expect.stringContaining('Organizations on'),
      stats: { delivered: 2, emailsQueued: 1, skippedByPreference: 1, emailsFailed: 0, bannerDismissals: 0 },
    });

    // The member's Home shows the banner until dismissed; the archive keeps it.
    const member = await signInAs(memberB);
    const home = (await request('GET', '/api/home', member)).json();
    expect(home.announcement).toMatchObject({ id: announcementId, title: 'A new pillar is here' });
    const dismissed = await request('POST', `/api/announcements/${announcementId}/dismiss`, member);
    expect(dismissed.statusCode).toBe(200);
    expect((await request('GET', '/api/home', member)).json().announcement).toBeNull();
    const archive = (await request('GET', '/api/announcements', member)).json();
    expect(archive.announcements.map((item: { id: string }) => item.id)).toContain(announcementId);
    // Someone it was not sent to can neither see it nor dismiss it.
    const other = await signInAs(ownerA);
    expect((await request('POST', `/api/announcements/${announcementId}/dismiss`, other)).statusCode).toBe(
      404,
    );
    const otherArchive = (await request('GET', '/api/announcements', other)).json();
    expect(otherArchive.announcements.map((item: { id: string }) => item.id)).not.toContain(announcementId);

    // Edited after sending: the archive shows the new title; the audience cannot change; nobody gets it again.
    const edited = await auditRowsOf(db, () =>
      request('PUT', `/api/admin/announcements/${announcementId}`, admin, {
        ...body({ audience: { kind: 'plans', planIds: [planB] } }),
        title: 'A new pillar is here (updated)',
      }),
    );
    expect(edited.result.statusCode, edited.result.body).toBe(200);
    expect(edited.rows).toMatchObject([
      { action: 'announcement.update', before: { title: 'A new pillar is here' } },
    ]);
    // Home's banner (from memory) shows the new title to whoever has not dismissed it.
    const ownerCookie = await signInAs(ownerB);
    expect((await request('GET', '/api/home', ownerCookie)).json().announcement.title).toBe(
      'A new pillar is here (updated)',
    );
    const widened = await request('PUT', `/api/admin/announcements/${announcementId}`, admin, body());
    expect(widened.statusCode).toBe(409);
    await app.jobs.enqueueJob(jobDefinitions.announcementSend, { announcementId });
    await runJobs();
    const [{ count } = { count: -1 }] = await queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from mail_outbox where subject like 'A new pillar is here%'`,
    );
    expect(count).toBe(1);
    expect((await request('GET', '/api/announcements', member)).json().announcements[0].title).toBe(
      'A new pillar is here (updated)',
    );
    const afterDismiss = (await request('GET', '/api/admin/announcements', admin)).json();
    expect(
      afterDismiss.announcements.find((item: { id: string }) => item.id === announcementId).stats,
    ).toMatchObject({
      delivered: 2,
      bannerDismissals: 1,
    });
  });

  it('keeps a scheduled announcement until its time, and a new time replaces the old', async () => {
    const later = new Date(Date.now() + 3_600_000).toISOString();
    const created = await request(
      'POST',
      '/api/admin/announcements',
      admin,
      body({ audience: { kind: 'organization', organizationId: organizationA.id }, sendAt: later }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const announcementId = created.json().announcement.id;
    await runJobs();
    expect(await recipients(announcementId)).toEqual([]);
    // Moved to now-ish: its job of the old time is not due; sending it now (as its time came) works once.
    await db.execute(sql`update announcements set send_at = now() where id = ${announcementId}`);
    await app.jobs.enqueueJob(jobDefinitions.announcementSend, { announcementId });
    await runJobs();
    expect(await recipients(announcementId)).toEqual(['memberA', 'ownerA']);
  });

  it('resumes after a restart mid-send without sending anyone twice', async () => {
    const created = await request(
      'POST',
      '/api/admin/announcements',
      admin,
      body({
        audience: { kind: 'organization', organizationId: organizationA.id },
        sendAt: new Date(Date.now() + 3_600_000).toISOString(),
      }),
    );
    const announcementId = created.json().announcement.id;
    // What a first batch of one left behind before its instance stopped: one person's
    // delivery and e-mail committed, the announcement still 'sending'.
    await db.execute(
      sql`update announcements set send_at = now(), status = 'sending', started_at = now() where id = ${announcementId}`,
    );
    await app.jobs.enqueueJob(jobDefinitions.announcementSend, { announcementId, batchSize: 1 });
    // The first batch runs, then the instance "stops": the job is claimed and run by the next look.
    await runJobs();
    const [{ mails } = { mails: -1 }] = await queryRows<{ mails: number }>(
      db,
      sql`select count(*)::int as mails from announcement_deliveries d join mail_outbox m on m.id = d.mail_outbox_id
           where d.announcement_id = ${announcementId}`,
    );
    expect(mails).toBe(2);
    // A second run (a retry, a lost lease) finds nobody left.
    await app.jobs.enqueueJob(jobDefinitions.announcementSend, { announcementId, batchSize: 1 });
    await runJobs();
    const again = await queryRows<{ to: string }>(
      db,
      sql`select m."to" from announcement_deliveries d join mail_outbox m on m.id = d.mail_outbox_id
           where d.announcement_id = ${announcementId}`,
    );
    expect(again.map((mail) => mail.to).sort()).toEqual([memberA.email, ownerA.email].sort());
  });
});

describe('one-click unsubscribe', () => {
  it('turns off the Announcements e-mails only, with no sign-in, by the link alone', async () => {
    const announcementId = await sendNow({
      audience: { kind: 'organization', organizationId: organizationA.id },
    });
    const [delivery] = await queryRows<{ unsubscribe_token: string; headers: Record<string, string> }>(
      db,
      sql`select d.unsubscribe_token, m.headers from announcement_deliveries d join mail_outbox m on m.id = d.mail_outbox_id
           where d.announcement_id = ${announcementId} and d.user_id = ${ownerA.userId}`,
    );
    const link = new URL(delivery!.headers['List-Unsubscribe']!.slice(1, -1));
    // As a mail provider sends it (RFC 8058): a form body, no cookie, no Origin of ours.
    const unsubscribed = await app.inject({
      method: 'POST',
      url: `${link.pathname}${link.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example.net' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribed.statusCode, unsubscribed.body).toBe(200);
    const owner = await signInAs(ownerA);
    const settings = (await request('GET', '/api/me/settings', owner)).json();
    expect(settings.notifications).toMatchObject({
      announcements: false,
      teamReplies: true,
      learningPlan: true,
    });
    const stats = (await request('GET', '/api/admin/announcements', admin))
      .json()
      .announcements.find((item: { id: string }) => item.id === announcementId).stats;
    expect(stats.unsubscribes).toBe(1);

    const forged = await request(
      'POST',
      '/api/announcements/unsubscribe?token=not-a-real-token-of-ours-at-all',
    );
    expect(forged.statusCode).toBe(404);
    expect(delivery!.unsubscribe_token.length).toBeGreaterThan(20);
  });
});
