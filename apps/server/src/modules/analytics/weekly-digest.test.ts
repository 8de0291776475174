import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { type BuiltMember, createMember, createOrganization } from '../../../test/builders.ts';
import { queryRows } from '../../db/client.ts';
import { jobDefinitions } from '../../jobs/definitions.ts';
import { queueScan } from '../../jobs/scan-schedule.ts';
import { scheduledScanJobs } from '../reminders/jobs.ts';
import { isMondayMorningSomewhere, sendWeeklyDigests } from './weekly-digest.ts';

/**
 * The agents' weekly team digest (issue 27, decision 032) on the real database: the scan with
 * its clock set (as the job runs it, with the app's mailer), the e-mails read from
 * `mail_outbox`, the preference and the time zone set through HTTP.
 */
const { app, db, signInAs } = await buildTestApp();

/** Monday, November 23, 2026: 08:00 in Tokyo is 2026-11-22T23:00Z, in Los Angeles (PST) 16:00Z. */
const tokyoMonday8 = Date.parse('2026-11-22T23:00:00Z');
const losAngelesMonday8 = Date.parse('2026-11-23T16:00:00Z');
const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
const dayMs = 24 * hourMs;

let lessonIds: string[] = [];
let totalLessons = 0;

beforeAll(async () => {
  const lessons = await queryRows<{ id: string }>(db, sql`select id from lessons order by id limit 6`);
  lessonIds = lessons.map((lesson) => lesson.id);
  const [count] = await queryRows<{ count: number }>(db, sql`select count(*)::int as count from lessons`);
  totalLessons = count!.count;
  expect(lessonIds).toHaveLength(6);
});

const scan = (at: number) =>
  sendWeeklyDigests({ db, mailer: app.mailer, appUrl: app.appUrl }, { now: new Date(at) });

interface DigestMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

const digestsTo = (member: BuiltMember) =>
  queryRows<DigestMail>(
    db,
    sql`select "to", subject, text, html from mail_outbox
         where "to" = ${member.email} and subject like 'Your team''s week on Pillars%' order by created_at`,
  );

const settledWeeks = (member: BuiltMember) =>
  queryRows<{ week_of: string; outcome: string }>(
    db,
    sql`select week_of::text as week_of, outcome from weekly_digest_deliveries
         where user_id = ${member.userId} order by week_of`,
  );

async function complete(member: BuiltMember, lessonIndex: number, at: number) {
  await db.execute(
    sql`insert into user_lesson_progress (user_id, lesson_id, completed_at)
        values (${member.userId}, ${lessonIds[lessonIndex]!}, ${new Date(at).toISOString()}::timestamptz)`,
  );
}

async function setTimeZone(member: BuiltMember, timeZone: string) {
  const response = await app.inject({
    method: 'PUT',
    url: '/api/me/time-zone',
    headers: { cookie: await signInAs(member) },
    payload: { timeZone },
  });
  expect(response.statusCode, response.body).toBe(200);
}

const allOn = {
  teamReplies: true,
  eventReminders: true,
  callReminders: true,
  weeklyDigest: true,
  learningPlan: true,
  communityReplies: true,
  certificates: true,
  announcements: true,
};

async function putNotifications(member: BuiltMember, payload: Record<string, unknown>) {
  return app.inject({
    method: 'PUT',
    url: '/api/me/notifications',
    headers: { cookie: await signInAs(member) },
    payload,
  });
}

/** An organization with an agent (in `timeZone`) and a team member who completed a lesson in the week to Tokyo's Monday. */
async function activeTeam(timeZone = 'UTC') {
  const organization = await createOrganization(db);
  const agent = await createMember(db, { organizationId: organization.id, role: 'agent' });
  const member = await createMember(db, { organizationId: organization.id });
  await complete(member, 0, tokyoMonday8 - 2 * dayMs);
  if (timeZone !== 'UTC') await setTimeZone(agent, timeZone);
  return { organization, agent, member };
}

describe('when the digest goes out', () => {
  it('Monday 08:00 in each agent’s own zone, not 07:59; the same instant differs by zone; once', async () => {
    const organization = await createOrganization(db);
    const tokyo = await createMember(db, {
      organizationId: organization.id,
      role: 'agent',
      firstName: 'Kenji',
    });
    const losAngeles = await createMember(db, {
      organizationId: organization.id,
      role: 'agent',
      firstName: 'Lucy',
    });
    const mia = await createMember(db, {
      organizationId: organization.id,
      firstName: 'Mia',
      lastName: 'Member',
    });
    await setTimeZone(tokyo, 'Asia/Tokyo');
    await setTimeZone(losAngeles, 'America/Los_Angeles');
    // In both weeks; then one after Tokyo's week ended and before Los Angeles' did.
    await complete(mia, 0, tokyoMonday8 - 3 * dayMs);
    await complete(mia, 1, tokyoMonday8 + 10 * hourMs);

    await scan(tokyoMonday8 - minuteMs);
    expect(await digestsTo(tokyo)).toHaveLength(0);
    expect(await settledWeeks(tokyo)).toEqual([]);

    // 08:00 in Tokyo is 15:00 on Sunday in Los Angeles.
    await scan(tokyoMonday8);
    const tokyoMails = await digestsTo(tokyo);
    expect(tokyoMails).toHaveLength(1);
    expect(await digestsTo(losAngeles)).toHaveLength(0);
    expect(tokyoMails[0]!.subject).toBe("Your team's week on Pillars: 1 lesson completed");
    expect(tokyoMails[0]!.text).toContain(
      'from Monday, November 16, 2026 at 8:00 AM (Asia/Tokyo) to Monday, November 23, 2026 at 8:00 AM (Asia/Tokyo)',
    );
    expect(tokyoMails[0]!.text).toContain('- Mia Member: 1 lesson this week');

    await scan(losAngelesMonday8 - minuteMs);
    expect(await digestsTo(losAngeles)).toHaveLength(0);
    await scan(losAngelesMonday8);
    const losAngelesMails = await digestsTo(losAngeles);
    expect(losAngelesMails).toHaveLength(1);
    expect(losAngelesMails[0]!.subject).toBe("Your team's week on Pillars: 2 lessons completed");
    expect(losAngelesMails[0]!.text).toContain(
      'from Monday, November 16, 2026 at 8:00 AM (America/Los Angeles) to Monday, November 23, 2026 at 8:00 AM (America/Los Angeles)',
    );
    expect(losAngelesMails[0]!.text).toContain('- Mia Member: 2 lessons this week');

    // Later scans that Monday, and on Tuesday, send nothing more.
    for (const at of [
      losAngelesMonday8 + minuteMs,
      losAngelesMonday8 + 3 * hourMs,
      losAngelesMonday8 + dayMs,
    ]) {
      await scan(at);
    }
    expect(await digestsTo(tokyo)).toHaveLength(1);
    expect(await digestsTo(losAngeles)).toHaveLength(1);
    expect(await settledWeeks(tokyo)).toEqual([{ week_of: '2026-11-23', outcome: 'sent' }]);
    expect(await settledWeeks(losAngeles)).toEqual([{ week_of: '2026-11-23', outcome: 'sent' }]);
  });

  it('the next Monday is a new week: one more digest', async () => {
    const { agent, member } = await activeTeam();
    const utcMonday8 = Date.parse('2026-11-23T08:00:00Z');
    await scan(utcMonday8);
    await complete(member, 1, utcMonday8 + 2 * dayMs);
    await scan(utcMonday8 + 7 * dayMs);
    await scan(utcMonday8 + 7 * dayMs + minuteMs);
    expect(await digestsTo(agent)).toHaveLength(2);
    expect((await settledWeeks(agent)).map((week) => week.week_of)).toEqual(['2026-11-23', '2026-11-30']);
  });

  it('a week in which nothing happened: no e-mail, and settled', async () => {
    const organization = await createOrganization(db);
    const agent = await createMember(db, { organizationId: organization.id, role: 'agent' });
    const member = await createMember(db, { organizationId: organization.id });
    // Long before the week, and after it ended.
    await complete(member, 0, tokyoMonday8 - 30 * dayMs);
    await complete(member, 1, Date.parse('2026-11-23T09:00:00Z'));
    const utcMonday8 = Date.parse('2026-11-23T08:00:00Z');
    const result = await scan(utcMonday8);
    expect(result.skipped).toBeGreaterThanOrEqual(1);
    await scan(utcMonday8 + minuteMs);
    expect(await digestsTo(agent)).toHaveLength(0);
    expect(await settledWeeks(agent)).toEqual([{ week_of: '2026-11-23', outcome: 'nothing_happened' }]);
  });

  it('an agent who turned the digest off gets none (and the server keeps the choice)', async () => {
    const { agent } = await activeTeam('Asia/Tokyo');
    const saved = await putNotifications(agent, { ...allOn, weeklyDigest: false });
    expect(saved.statusCode).toBe(200);
    await scan(tokyoMonday8);
    expect(await digestsTo(agent)).toHaveLength(0);
    expect(await settledWeeks(agent)).toEqual([]);
  });

  it('team members, support and superadmins never get one; their agent does', async () => {
    const { organization, agent, member } = await activeTeam('Asia/Tokyo');
    const support = await createMember(db, { organizationId: organization.id, role: 'support' });
    const superadmin = await createMember(db, { organizationId: organization.id, role: 'superadmin' });
    for (const someone of [member, support, superadmin]) await setTimeZone(someone, 'Asia/Tokyo');
    await scan(tokyoMonday8);
    await scan(Date.parse('2026-11-23T08:00:00Z'));
    expect(await digestsTo(agent)).toHaveLength(1);
    for (const someone of [member, support, superadmin]) {
      expect(await digestsTo(someone)).toHaveLength(0);
      expect(await settledWeeks(someone)).toEqual([]);
    }
  });

  it('the minute tick queues one digest scan at a time beside the reminders scan; the job runs', async () => {
    // Two ticks before the worker takes anything.
    for (const scan of [...scheduledScanJobs, ...scheduledScanJobs]) await queueScan(db, scan);
    const pending = await queryRows<{ name: string; count: number }>(
      db,
      sql`select name, count(*)::int as count from jobs where status = 'pending'
             and name in (${jobDefinitions.reminderScan.name}, ${jobDefinitions.weeklyDigestScan.name})
           group by name order by name`,
    );
    expect(pending).toEqual([
      { name: jobDefinitions.weeklyDigestScan.name, count: 1 },
      { name: jobDefinitions.reminderScan.name, count: 1 },
    ]);
    await app.jobs.runDue();
    const [job] = await queryRows<{ status: string }>(
      db,
      sql`select status from jobs where name = ${jobDefinitions.weeklyDigestScan.name} order by created_at desc limit 1`,
    );
    expect(job!.status).toBe('completed');
  });
});

describe('the scan’s shortcut', () => {
  it('asks the database only while Monday 08:00 to midnight is happening in some zone (UTC-12 to UTC+14)', () => {
    const cases: Array<[string, boolean]> = [
      ['2026-11-22T17:59:59Z', false], // Sunday: 07:59 on Monday in Kiritimati (UTC+14)
      ['2026-11-22T18:00:00Z', true], // 08:00 on Monday in Kiritimati
      ['2026-11-23T12:00:00Z', true],
      ['2026-11-24T11:59:59Z', true], // 23:59 on Monday at UTC-12
      ['2026-11-24T12:00:00Z', false], // Tuesday everywhere
      ['2026-11-26T10:00:00Z', false],
    ];
    for (const [at, expected] of cases) expect(isMondayMorningSomewhere(new Date(at)), at).toBe(expected);
  });
});

describe('what the digest says', () => {
  it('each member’s week and progress, the totals, who has not started, only its own team', async () => {
    const organization = await createOrganization(db, { name: 'Alpha & <Co>' });
    const agent = await createMember(db, {
      organizationId: organization.id,
      role: 'agent',
      firstName: 'Alice',
      lastName: 'Agent',
    });
    const ann = await createMember(db, {
      organizationId: organization.id,
      firstName: 'Ann',
      lastName: 'Able',
    });
    const bob = await createMember(db, {
      organizationId: organization.id,
      firstName: 'Bob',
      lastName: '<Brown>',
    });
    await createMember(db, { organizationId: organization.id, firstName: 'Carl', lastName: 'Cole' });
    const other = await createOrganization(db, { name: 'Other Agency' });
    const zed = await createMember(db, { organizationId: other.id, firstName: 'Zed', lastName: 'Outsider' });
    const otherAgent = await createMember(db, { organizationId: other.id, role: 'agent', firstName: 'Olga' });

    const utcMonday8 = Date.parse('2026-11-23T08:00:00Z');
    const weekStart = utcMonday8 - 7 * dayMs;
    // Ann: one lesson before the week, three in it (the first at its very start), one after it.
    await complete(ann, 0, weekStart - dayMs);
    await complete(ann, 1, weekStart);
    await complete(ann, 2, weekStart + 2 * dayMs);
    await complete(ann, 3, utcMonday8 - 1);
    await complete(ann, 4, utcMonday8);
    // Bob: his first lesson, this week.
    await complete(bob, 0, weekStart + 3 * dayMs);
    // Zed, of another organization: four this week.
    for (const index of [0, 1, 2, 3]) await complete(zed, index, weekStart + dayMs);

    await scan(utcMonday8);
    const [mail] = await digestsTo(agent);
    expect(mail).toBeDefined();
    const percent = (completed: number) => Math.round((completed / totalLessons) * 100);
    // Ann 4 of the lessons before the week's end, Bob 1, Carl and Alice 0: 5 of 4 x total.
    const teamPercent = Math.round((5 / (4 * totalLessons)) * 100);
    expect(mail!.subject).toBe("Your team's week on Pillars: 4 lessons completed");
    expect(mail!.text).toBe(
      [
        'Hello Alice,',
        '',
        "Your team's week at Alpha & <Co>, from Monday, November 16, 2026 at 8:00 AM (UTC) to Monday, November 23, 2026 at 8:00 AM (UTC):",
        `4 lessons completed by 2 of 4 members; the team has completed ${teamPercent}% of all lessons.`,
        '',
        '- Alice Agent: 0 lessons this week, 0% overall',
        `- Ann Able: 3 lessons this week, ${percent(4)}% overall`,
        `- Bob <Brown>: 1 lesson this week, ${percent(1)}% overall (started this week)`,
        '- Carl Cole: 0 lessons this week, 0% overall',
        '',
        'Not started yet: Alice Agent, Carl Cole',
        '',
        "See your team's progress: http://localhost:3999/analytics",
        '',
        'You get this e-mail because the weekly team digest is on in your Pillars settings: http://localhost:3999/settings',
      ].join('\n'),
    );
    expect(mail!.text).not.toContain('Zed');
    expect(mail!.html).toContain('Alpha &amp; &lt;Co&gt;');
    expect(mail!.html).toContain('Bob &lt;Brown&gt;');
    expect(mail!.html).not.toContain('<Brown>');
    expect(mail!.html).not.toContain('Zed');
    expect(mail!.html).toContain('<a href="http://localhost:3999/analytics">');

    // The other organization's agent reads its own team: Zed's four, none of Alpha's.
    const [otherMail] = await digestsTo(otherAgent);
    expect(otherMail!.text).toContain('- Zed Outsider: 4 lessons this week');
    for (const name of ['Ann', 'Bob', 'Carl', 'Alice']) expect(otherMail!.text).not.toContain(name);
  });
});

describe('the weeklyDigest preference through the settings API', () => {
  it('round-trips for an agent and a team member; a bad value is a 400 naming nothing saved', async () => {
    const organization = await createOrganization(db);
    const agent = await createMember(db, { organizationId: organization.id, role: 'agent' });
    const member = await createMember(db, { organizationId: organization.id });
    for (const someone of [agent, member]) {
      const cookie = await signInAs(someone);
      const before = await app.inject({ method: 'GET', url: '/api/me/settings', headers: { cookie } });
      expect(before.json().notifications.weeklyDigest).toBe(true);
      const saved = await putNotifications(someone, { ...allOn, weeklyDigest: false });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toEqual({ ...allOn, weeklyDigest: false });
      const after = await app.inject({ method: 'GET', url: '/api/me/settings', headers: { cookie } });
      expect(after.json().notifications).toEqual({ ...allOn, weeklyDigest: false });
      for (const payload of [
        { ...allOn, weeklyDigest: 'no' },
        { ...allOn, weeklyDigest: null },
      ]) {
        const refused = await putNotifications(someone, payload);
        expect(refused.statusCode).toBe(400);
      }
      const unchanged = await app.inject({ method: 'GET', url: '/api/me/settings', headers: { cookie } });
      expect(unchanged.json().notifications.weeklyDigest).toBe(false);
    }
  });
});

describe("the team's learning plans in the digest", () => {
  it('names the assignments overdue at the week’s end and those completed in the week', async () => {
    const organization = await createOrganization(db);
    const agent = await createMember(db, { organizationId: organization.id, role: 'agent' });
    const nora = await createMember(db, {
      organizationId: organization.id,
      firstName: 'Nora',
      lastName: 'Plan',
    });
    const omar = await createMember(db, {
      organizationId: organization.id,
      firstName: 'Omar',
      lastName: '<Late>',
    });
    const titles = await queryRows<{ id: string; title: string }>(
      db,
      sql`select id, title from lessons where id in (${lessonIds[3]!}, ${lessonIds[4]!}, ${lessonIds[5]!})`,
    );
    const titleOf = (index: number) => titles.find((row) => row.id === lessonIds[index])!.title;
    const assignLesson = (member: BuiltMember, index: number, dueDate: string) =>
      db.execute(
        sql`insert into learning_assignments (organization_id, user_id, content_kind, lesson_id, content_title, due_date)
            values (${organization.id}, ${member.userId}, 'lesson', ${lessonIds[index]!}, ${titleOf(index)}, ${dueDate}::date)`,
      );
    // Nora completes hers in the week, on time; Omar's was due on Friday and is not done;
    // Omar's other is due after the week.
    await assignLesson(nora, 3, '2026-11-25');
    await assignLesson(omar, 4, '2026-11-20');
    await assignLesson(omar, 5, '2026-11-30');
    await complete(nora, 3, tokyoMonday8 - 2 * dayMs);

    await scan(Date.parse('2026-11-23T08:00:00Z'));
    const [mail] = await digestsTo(agent);
    expect(mail!.text).toContain('Learning plans: 1 assignment overdue, 1 completed this week.');
    expect(mail!.text).toContain(`Overdue:\n- Omar <Late>: ${titleOf(4)} (due 2026-11-20)`);
    expect(mail!.text).toContain(`Completed this week:\n- Nora Plan: ${titleOf(3)} (on time)`);
    expect(mail!.text).toContain(`${app.appUrl}/admin/team/plans`);
    expect(mail!.html).toContain('Omar &lt;Late&gt;');
    expect(mail!.html).not.toContain('<Late>');
  });

  it('a team without assignments gets no plan lines', async () => {
    const { agent } = await activeTeam();
    await scan(Date.parse('2026-11-23T08:00:00Z'));
    const [mail] = await digestsTo(agent);
    expect(mail!.text).not.toContain('Learning plans');
  });
});
