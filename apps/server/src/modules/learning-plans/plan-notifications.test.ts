import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { type BuiltMember, createMember, createOrganization } from '../../../test/builders.ts';
import { queryRows } from '../../db/client.ts';
import { jobDefinitions } from '../../jobs/definitions.ts';
import { planNoticeKey, sendDuePlanNotices } from './plan-notifications.ts';

/**
 * Learning plans tell their assignee (issue 40, decision 050), on the run's database: the
 * assignment's bell item and e-mail, the "Learning plan" preference, a lapsed organization's
 * assignments waiting for access, and the reminders three days before, on and after the due
 * day, judged in the assignee's zone (Tokyo and Los Angeles at the day's edges), each once.
 */
const { app, db, loginAs, signInAs, runJobs } = await buildTestApp();

const dayMs = 24 * 60 * 60_000;
const day = (offsetDays: number) => new Date(Date.now() + offsetDays * dayMs).toISOString().slice(0, 10);

let pillarId = '';
let pillarTitle = '';
const lessonIds: string[] = [];
let organizationId = '';
let agent: BuiltMember;
let agentCookie = '';

beforeAll(async () => {
  pillarTitle = `Notice Pillar ${randomUUID().slice(0, 6)}`;
  const [pillar] = await queryRows<{ id: string }>(
    db,
    sql`insert into pillars (title, description, slug, display_order)
        select ${pillarTitle}, 'Made by the notices test.', ${`notice-pillar-${randomUUID().slice(0, 8)}`},
               coalesce(max(display_order), 0) + 1
          from pillars
        returning id`,
  );
  pillarId = pillar!.id;
  const [element] = await queryRows<{ id: string }>(
    db,
    sql`insert into key_elements (pillar_id, title, description, slug)
        values (${pillarId}, 'Notice Element', 'An element.', 'notice-element') returning id`,
  );
  for (const position of [1, 2]) {
    const [lesson] = await queryRows<{ id: string }>(
      db,
      sql`insert into lessons (key_element_id, title, content, order_position)
          values (${element!.id}, ${`Notice Lesson ${position}`}, '<p>Text</p>', ${position}) returning id`,
    );
    lessonIds.push(lesson!.id);
  }
  organizationId = (await createOrganization(db, { name: 'Notices Co' })).id;
  agent = await createMember(db, { organizationId, role: 'agent', firstName: 'Ava', lastName: 'Agent' });
  agentCookie = await signInAs(agent);
});

const teamMember = (firstName: string, organization = organizationId) =>
  createMember(db, { organizationId: organization, firstName, lastName: 'Learner' });

async function setTimeZone(member: BuiltMember, timeZone: string) {
  await db.execute(sql`update profiles set time_zone = ${timeZone} where id = ${member.userId}`);
}

async function assign(cookie: string, payload: object) {
  const response = await app.inject({ method: 'POST', url: '/api/team/plans', headers: { cookie }, payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { created: number; updated: number; assignmentIds: string[] };
}

interface OutboxRow {
  subject: string;
  text: string;
}
const mailsTo = (member: BuiltMember) =>
  queryRows<OutboxRow>(
    db,
    sql`select subject, text from mail_outbox where "to" = ${member.email} order by created_at, subject`,
  );
const noticesOf = (member: BuiltMember) =>
  queryRows<{ kind: string; title: string; body: string; href: string; dedupe_key: string }>(
    db,
    sql`select kind, title, body, href, dedupe_key from notifications where user_id = ${member.userId} order by seq`,
  );

/** What the scheduler's tick does: queue the reminders' scan and run it. */
async function scan() {
  await app.jobs.enqueueJob(jobDefinitions.reminderScan, {});
  await runJobs();
}
const scanAt = (iso: string) =>
  sendDuePlanNotices({ db, mailer: app.mailer, appUrl: app.appUrl }, { now: new Date(iso) });

describe('on assignment', () => {
  it('puts it in the bell and e-mails the assignee, once; re-assigning it tells nothing new', async () => {
    const ann = await teamMember('Ann');
    const dueDate = day(7);
    await assign(agentCookie, {
      content: [{ kind: 'pillar', id: pillarId }],
      userIds: [ann.userId],
      dueDate,
      note: 'Start with the first lesson.',
    });
    const notices = await noticesOf(ann);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      kind: 'learning_plan.assigned',
      title: `Assigned to you: ${pillarTitle}`,
      href: '/my-plan',
    });
    expect(notices[0]!.body).toContain('Ava Agent assigned it.');
    expect(notices[0]!.body).toContain('Note: Start with the first lesson.');

    const bell = await app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: { cookie: await signInAs(ann) },
    });
    expect(bell.json().counts.notifications).toBe(1);
    expect(bell.json().items[0]).toMatchObject({
      kind: 'notification',
      topic: 'learning_plan.assigned',
      title: `Assigned to you: ${pillarTitle}`,
    });

    const mails = await mailsTo(ann);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`New in your learning plan: ${pillarTitle}`);
    expect(mails[0]!.text).toContain(`Ava Agent assigned you "${pillarTitle}"`);
    expect(mails[0]!.text).toContain('Note: Start with the first lesson.');
    expect(mails[0]!.text).toContain(`${app.appUrl}/my-plan`);

    // Assigning it again changes the due date: not news. A scan finds nothing to send.
    const again = await assign(agentCookie, {
      content: [{ kind: 'pillar', id: pillarId }],
      userIds: [ann.userId],
      dueDate: day(20),
    });
    expect(again.updated).toBe(1);
    await scan();
    expect(await noticesOf(ann)).toHaveLength(1);
    expect(await mailsTo(ann)).toHaveLength(1);
  });

  it('with the Learning plan preference off: the bell, no e-mail', async () => {
    const otto = await teamMember('Otto');
    const cookie = await signInAs(otto);
    const settings = await app.inject({ method: 'GET', url: '/api/me/settings', headers: { cookie } });
    expect(settings.json().notifications.learningPlan).toBe(true);
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/me/notifications',
      headers: { cookie },
      payload: { ...settings.json().notifications, learningPlan: false },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().learningPlan).toBe(false);
    await assign(agentCookie, { content: [{ kind: 'lesson', id: lessonIds[0] }], userIds: [otto.userId] });
    expect((await noticesOf(otto)).map((notice) => notice.kind)).toEqual(['learning_plan.assigned']);
    expect(await mailsTo(otto)).toEqual([]);
  });

  it("tells a person who joins later of Everyone in the team's assignments", async () => {
    const organization = (await createOrganization(db, { name: 'Joiners Co' })).id;
    const joinersAgent = await createMember(db, { organizationId: organization, role: 'agent' });
    const cookie = await signInAs(joinersAgent);
    const first = await teamMember('First', organization);
    await assign(cookie, {
      content: [{ kind: 'lesson', id: lessonIds[1] }],
      everyone: true,
      dueDate: day(9),
    });
    expect((await noticesOf(first)).map((notice) => notice.kind)).toEqual(['learning_plan.assigned']);

    const email = `joiner-${randomUUID().slice(0, 8)}@example.test`;
    const invited = await app.inject({
      method: 'POST',
      url: '/api/team/members',
      headers: { cookie },
      payload: { firstName: 'Jo', lastName: 'Later', email, role: 'team_member' },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const [invitation] = await queryRows<{ text: string }>(
      db,
      sql`select text from mail_outbox where "to" = ${email} order by created_at desc limit 1`,
    );
    const token = decodeURIComponent(
      invitation!.text.match(/accept-invitation#token=([A-Za-z0-9%_-]+)/)![1]!,
    );
    const accepted = await app.inject({
      method: 'POST',
      url: '/api/auth/accept-invitation',
      payload: { token, password: 'joiner-pass-123', confirmPassword: 'joiner-pass-123', timeZone: 'UTC' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const [joiner] = await queryRows<{ id: string }>(db, sql`select id from "user" where email = ${email}`);
    const joinerNotices = await noticesOf({
      userId: joiner!.id,
      email,
      password: '',
      organizationId: organization,
    });
    expect(joinerNotices.map((notice) => notice.title)).toEqual(['Assigned to you: Notice Lesson 2']);
    const joinerMails = await mailsTo({
      userId: joiner!.id,
      email,
      password: '',
      organizationId: organization,
    });
    expect(joinerMails.map((mail) => mail.subject)).toContain('New in your learning plan: Notice Lesson 2');
  });
});

describe('a lapsed organization', () => {
  it('is told nothing; its assignments wait and are told once when access returns', async () => {
    const lapsed = (await createOrganization(db, { name: 'Lapsed Notices', subscriptionStatus: 'canceled' }))
      .id;
    const lena = await teamMember('Lena', lapsed);
    await setTimeZone(lena, 'UTC');
    const admin = await loginAs('admin');
    await assign(admin, {
      organizationId: lapsed,
      content: [{ kind: 'pillar', id: pillarId }],
      userIds: [lena.userId],
      dueDate: day(2),
    });
    // Due in 2 days: a reminder would be due too; nothing while the organization has no access.
    await db.execute(
      sql`update learning_assignments set created_at = now() - interval '6 days' where user_id = ${lena.userId}`,
    );
    await scan();
    expect(await noticesOf(lena)).toEqual([]);
    expect(await mailsTo(lena)).toEqual([]);

    await db.execute(sql`update organizations set has_free_access = true where id = ${lapsed}`);
    await scan();
    await scan();
    expect((await noticesOf(lena)).map((notice) => notice.kind)).toEqual([
      'learning_plan.assigned',
      'learning_plan.due_soon',
    ]);
    const mails = await mailsTo(lena);
    expect(mails.map((mail) => mail.subject).sort()).toEqual(
      [`New in your learning plan: ${pillarTitle}`, `Reminder: ${pillarTitle} is due in 2 days`].sort(),
    );
  });
});

describe('reminders in the assignee’s zone', () => {
  /** An assignment made long before its due day (so the reminders are news), by hand. */
  async function assignment(member: BuiltMember, dueDate: string) {
    const [row] = await queryRows<{ id: string }>(
      db,
      sql`insert into learning_assignments (organization_id, user_id, content_kind, pillar_id, content_title,
                                            due_date, assigned_by, created_at)
          values (${organizationId}, ${member.userId}, 'pillar', ${pillarId}, ${pillarTitle}, ${dueDate}::date,
                  ${agent.userId}, ${dueDate}::date - interval '20 days')
          returning id`,
    );
    return row!.id;
  }
  const kindsOf = async (member: BuiltMember) => (await noticesOf(member)).map((notice) => notice.kind);

  it('Tokyo: "due in 3 days" from 00:00 three days before, in Tokyo, not at 23:59 the day before', async () => {
    const kenji = await teamMember('Kenji');
    await setTimeZone(kenji, 'Asia/Tokyo');
    await assignment(kenji, '2030-06-12');
    // 2030-06-08 23:59 in Tokyo (14:59Z): four days before.
    await scanAt('2030-06-08T14:59:00Z');
    expect(await kindsOf(kenji)).toEqual([]);
    // 2030-06-09 00:00 in Tokyo (15:00Z on the 8th: four days before in UTC).
    await scanAt('2030-06-08T15:00:00Z');
    await scanAt('2030-06-08T15:01:00Z');
    expect(await kindsOf(kenji)).toEqual(['learning_plan.due_soon']);
    const [mail] = await mailsTo(kenji);
    expect(mail!.subject).toBe(`Reminder: ${pillarTitle} is due in 3 days`);
    expect(mail!.text).toContain('Wednesday, June 12, 2030');
    expect(mail!.text).toContain('0 of 2 lessons done');
    // The due day in Tokyo starts at 15:00Z the day before.
    await scanAt('2030-06-11T14:59:00Z');
    expect(await kindsOf(kenji)).toEqual(['learning_plan.due_soon']);
    await scanAt('2030-06-11T15:00:00Z');
    expect(await kindsOf(kenji)).toEqual(['learning_plan.due_soon', 'learning_plan.due_today']);
  });

  it('Los Angeles: due today from 00:00 in LA, overdue once from the next day, nothing later', async () => {
    const lucy = await teamMember('Lucy');
    await setTimeZone(lucy, 'America/Los_Angeles');
    await assignment(lucy, '2030-06-12');
    // 2030-06-11 23:59 in LA (PDT, 06:59Z on the 12th: already the due day in UTC): due tomorrow.
    await scanAt('2030-06-12T06:59:00Z');
    expect(await kindsOf(lucy)).toEqual(['learning_plan.due_soon']);
    expect((await noticesOf(lucy))[0]!.title).toBe(`Due tomorrow: ${pillarTitle}`);
    await scanAt('2030-06-12T07:00:00Z');
    expect(await kindsOf(lucy)).toEqual(['learning_plan.due_soon', 'learning_plan.due_today']);
    await scanAt('2030-06-13T06:59:00Z');
    expect(await kindsOf(lucy)).toHaveLength(2);
    await scanAt('2030-06-13T07:00:00Z');
    await scanAt('2030-06-13T07:01:00Z');
    await scanAt('2030-06-15T12:00:00Z');
    expect(await kindsOf(lucy)).toEqual([
      'learning_plan.due_soon',
      'learning_plan.due_today',
      'learning_plan.overdue',
    ]);
    const overdueMails = (await mailsTo(lucy)).filter((mail) => mail.subject.startsWith('Overdue:'));
    expect(overdueMails).toHaveLength(1);
    expect(overdueMails[0]!.text).toContain('was due Wednesday, June 12, 2030 and is not complete yet');
  });

  it('a completed assignment gets no reminder; a re-dated one is reminded of its new day', async () => {
    const cleo = await teamMember('Cleo');
    await setTimeZone(cleo, 'UTC');
    const id = await assignment(cleo, '2030-06-12');
    for (const lessonId of lessonIds) {
      await db.execute(
        sql`insert into user_lesson_progress (user_id, lesson_id, completed_at)
            values (${cleo.userId}, ${lessonId}, '2030-06-01T10:00:00Z')`,
      );
    }
    for (const at of ['2030-06-09T09:00:00Z', '2030-06-12T09:00:00Z', '2030-06-13T09:00:00Z'])
      await scanAt(at);
    expect(await kindsOf(cleo)).toEqual([]);

    await db.execute(sql`delete from user_lesson_progress where user_id = ${cleo.userId}`);
    await scanAt('2030-06-12T09:00:00Z');
    expect(await kindsOf(cleo)).toEqual(['learning_plan.due_today']);
    await db.execute(sql`update learning_assignments set due_date = '2030-06-20' where id = ${id}`);
    await scanAt('2030-06-20T09:00:00Z');
    expect(await kindsOf(cleo)).toEqual(['learning_plan.due_today', 'learning_plan.due_today']);
    expect((await noticesOf(cleo)).map((notice) => notice.dedupe_key)).toEqual([
      `learning_plan.due_today:${id}:2030-06-12`,
      `learning_plan.due_today:${id}:2030-06-20`,
    ]);
  });

  it('an assignment made three days or less before its due day: no "due soon" (its own notice said so)', async () => {
    const dora = await teamMember('Dora');
    await setTimeZone(dora, 'UTC');
    await db.execute(
      sql`insert into learning_assignments (organization_id, user_id, content_kind, pillar_id, content_title,
                                            due_date, created_at)
          values (${organizationId}, ${dora.userId}, 'pillar', ${pillarId}, ${pillarTitle}, '2030-06-12',
                  '2030-06-10T09:00:00Z')`,
    );
    await scanAt('2030-06-10T10:00:00Z');
    // Made on the 10th (the scan's "now"): its own notice, and no "due in 2 days".
    expect(await kindsOf(dora)).toEqual(['learning_plan.assigned']);
    await scanAt('2030-06-11T10:00:00Z');
    expect(await kindsOf(dora)).toEqual(['learning_plan.assigned']);
    await scanAt('2030-06-12T10:00:00Z');
    expect(await kindsOf(dora)).toEqual(['learning_plan.assigned', 'learning_plan.due_today']);
  });
});

describe('a scan with many notices due at once', () => {
  it('checks 1,200 candidates against the stored notices in one statement, and the database lives on', async () => {
    // The bench's first scan found 834 reminders due: a row IN list of that many pairs
    // overflowed PGlite's WebAssembly stack ("memory access out of bounds") and every later
    // statement of the server failed. A pillar of its own, so the other tests' trees are theirs.
    const [pillar] = await queryRows<{ id: string }>(
      db,
      sql`insert into pillars (title, description, slug, display_order)
          select 'Many Lessons', 'Made by the notices test.', ${`many-lessons-${randomUUID().slice(0, 8)}`},
                 coalesce(max(display_order), 0) + 1
            from pillars
          returning id`,
    );
    const [element] = await queryRows<{ id: string }>(
      db,
      sql`insert into key_elements (pillar_id, title, description, slug)
          values (${pillar!.id}, 'Many Element', 'An element.', 'many-element') returning id`,
    );
    await db.execute(
      sql`insert into lessons (key_element_id, title, content, order_position)
          select ${element!.id}, 'Many Lesson ' || n, '<p>Text</p>', n from generate_series(1, 1200) as n`,
    );
    const manny = await teamMember('Manny');
    await setTimeZone(manny, 'UTC');
    const assignments = await queryRows<{ id: string; due_date: string }>(
      db,
      sql`insert into learning_assignments (organization_id, user_id, content_kind, lesson_id, content_title,
                                            due_date, assigned_by, created_at)
          select ${organizationId}, ${manny.userId}, 'lesson', l.id, l.title, '2032-03-10', ${agent.userId},
                 '2032-01-01T09:00:00Z'
            from lessons l where l.key_element_id = ${element!.id}
          order by l.order_position
          returning id, due_date::text as due_date`,
    );
    expect(assignments).toHaveLength(1200);
    // Every reminder but three told already.
    const told = assignments.slice(3);
    await db.execute(
      sql`insert into notifications (user_id, kind, title, href, dedupe_key)
          select ${manny.userId}, 'learning_plan.due_today', 'Told before', '/my-plan', key
            from unnest(${sql.param(
              told.map((row) => planNoticeKey('dueToday', { id: row.id, dueDate: row.due_date })),
            )}::text[]) as key`,
    );

    // The scan gives the process its turns between batches (PGlite answers without one): a
    // timer set as it starts fires before it ends, as a request would be read.
    let scanning = true;
    let timerFiredDuringScan = false;
    const scanned = scanAt('2032-03-10T09:00:00Z').finally(() => {
      scanning = false;
    });
    setTimeout(() => {
      timerFiredDuringScan = scanning;
    }, 0);
    expect(await scanned).toBe(3);
    expect(timerFiredDuringScan).toBe(true);
    const fresh = await queryRows<{ dedupe_key: string }>(
      db,
      sql`select dedupe_key from notifications where user_id = ${manny.userId} and title <> 'Told before'
           order by dedupe_key`,
    );
    expect(fresh.map((row) => row.dedupe_key)).toEqual(
      assignments
        .slice(0, 3)
        .map((row) => planNoticeKey('dueToday', { id: row.id, dueDate: row.due_date }))
        .sort(),
    );
    expect(await mailsTo(manny)).toHaveLength(3);
    expect(await scanAt('2032-03-10T10:00:00Z')).toBe(0);
    expect(await queryRows<{ alive: number }>(db, sql`select 1 as alive`)).toEqual([{ alive: 1 }]);
  });
});
