import { analyticsMessages } from '@pillars/shared/analytics/schemas';
import { forbiddenMessages } from '@pillars/shared/policies';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { type BuiltMember, createMember, createOrganization } from '../../../test/builders.ts';
import { queryRows } from '../../db/client.ts';

/**
 * The team view (issue 27) through HTTP: who may read which organization (also with forged
 * ids), every number against a fixture computed by hand, and the CSV export (the page's
 * order and filters, the formula guard).
 */
const { app, db, loginAs, signInAs } = await buildTestApp();
const dayMs = 24 * 60 * 60_000;
const hourMs = 60 * 60_000;

/** Monday 00:00 UTC of this week: the fixture places completions in known weeks from it. */
const now = new Date();
const thisMonday =
  Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - ((now.getUTCDay() + 6) % 7) * dayMs;
const day = (time: number) => new Date(time).toISOString().slice(0, 10);

let organizationX = '';
let organizationY = '';
let agentX: BuiltMember;
let bob: BuiltMember;
let agentY: BuiltMember;
let memberY: BuiltMember;
let pillarId = '';
let keyElementId = '';
const lessonIds: string[] = [];
/** Every lesson of every pillar (the demo's and the fixture's), for the overall percent. */
let totalLessons = 0;
const formulaNames = ['=SUM(1+1) Sheet', '+Plus Minus', '-Dash Line', '@At Sign'];
const times = {
  annFirst: thisMonday - 7 * dayMs + hourMs, // last week (index 10)
  annSecond: thisMonday - 14 * dayMs + hourMs, // two weeks ago (index 9)
  annOld: thisMonday - 140 * dayMs, // outside the 12 weeks and the 30 days
  bobFirst: thisMonday - 7 * dayMs + 2 * hourMs, // last week (index 10)
  bobBookmark: now.getTime() - dayMs,
  annBookmarks: thisMonday - 30 * 7 * dayMs,
};

async function complete(userId: string, lessonId: string, at: number) {
  await db.execute(
    sql`insert into user_lesson_progress (user_id, lesson_id, completed_at)
        values (${userId}, ${lessonId}, ${new Date(at).toISOString()}::timestamptz)`,
  );
}

async function bookmark(userId: string, lessonId: string, rating: number, at: number) {
  const time = new Date(at).toISOString();
  await db.execute(
    sql`insert into user_lesson_bookmarks (user_id, lesson_id, rating, created_at, updated_at)
        values (${userId}, ${lessonId}, ${rating}, ${time}::timestamptz, ${time}::timestamptz)`,
  );
}

beforeAll(async () => {
  // A pillar of the fixture's own: 4 lessons, the last in the display order.
  const [pillar] = await queryRows<{ id: string }>(
    db,
    sql`insert into pillars (title, description, slug, display_order)
        select 'Zeta Analytics', 'A pillar made by the analytics test.', 'zeta-analytics', coalesce(max(display_order), 0) + 1
          from pillars
        returning id`,
  );
  pillarId = pillar!.id;
  const [element] = await queryRows<{ id: string }>(
    db,
    sql`insert into key_elements (pillar_id, title, description, slug)
        values (${pillarId}, 'Counting', 'Counting things.', 'counting') returning id`,
  );
  keyElementId = element!.id;
  for (const position of [1, 2, 3, 4]) {
    const [lesson] = await queryRows<{ id: string }>(
      db,
      sql`insert into lessons (key_element_id, title, content, order_position)
          values (${element!.id}, ${`Lesson ${position}`}, '<p>Text</p>', ${position}) returning id`,
    );
    lessonIds.push(lesson!.id);
  }
  const [count] = await queryRows<{ count: number }>(db, sql`select count(*)::int as count from lessons`);
  totalLessons = count!.count;

  organizationX = (await createOrganization(db, { name: 'Analytics X' })).id;
  organizationY = (await createOrganization(db, { name: 'Analytics Y' })).id;
  agentX = await createMember(db, {
    organizationId: organizationX,
    role: 'agent',
    firstName: 'Ann',
    lastName: 'Agent',
  });
  bob = await createMember(db, { organizationId: organizationX, firstName: 'Bob', lastName: 'Builder' });
  for (const name of formulaNames) {
    const [firstName, lastName] = name.split(' ');
    await createMember(db, { organizationId: organizationX, firstName: firstName!, lastName: lastName! });
  }
  agentY = await createMember(db, {
    organizationId: organizationY,
    role: 'agent',
    firstName: 'Yara',
    lastName: 'Agent',
  });
  memberY = await createMember(db, { organizationId: organizationY, firstName: 'Yves', lastName: 'Other' });

  await complete(agentX.userId, lessonIds[0]!, times.annFirst);
  await complete(agentX.userId, lessonIds[1]!, times.annSecond);
  await complete(agentX.userId, lessonIds[2]!, times.annOld);
  await complete(bob.userId, lessonIds[0]!, times.bobFirst);
  await bookmark(agentX.userId, lessonIds[0]!, 4, times.annBookmarks);
  await bookmark(agentX.userId, lessonIds[1]!, 0, times.annBookmarks);
  await bookmark(bob.userId, lessonIds[3]!, 5, times.bobBookmark);
  // Organization Y's member is busy: none of it may show in X's view.
  await complete(memberY.userId, lessonIds[0]!, now.getTime() - hourMs);
  await complete(memberY.userId, lessonIds[1]!, now.getTime() - hourMs);
  await bookmark(memberY.userId, lessonIds[0]!, 3, now.getTime() - hourMs);
});

interface TeamView {
  organization: { id: string; name: string };
  pillars: Array<{
    id: string;
    title: string;
    lessonCount: number;
    averagePercent: number;
    notStartedCount: number;
  }>;
  members: Array<{
    userId: string;
    name: string;
    email: string;
    role: string;
    completed: number[];
    percent: number[];
    overallPercent: number;
    completedLast30Days: number;
    lastActivityAt: string | null;
    bookmarks: number;
    ratingsGiven: number;
  }>;
  weeks: Array<{ weekStart: string; completions: number }>;
}

async function get(cookie: string, url: string) {
  const response = await app.inject({ method: 'GET', url, headers: { cookie } });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

const memberNames = (view: TeamView) => view.members.map((member) => member.name).sort();
const xNames = ['Ann Agent', 'Bob Builder', ...formulaNames].sort();

describe('the team view: who may read which organization', () => {
  it("shows an agent their own organization's team, whatever organization they name", async () => {
    const cookie = await signInAs(agentX);
    for (const url of [
      '/api/analytics/team',
      `/api/analytics/team?organizationId=${organizationY}`,
      '/api/analytics/team?organizationId=00000000-0000-4000-8000-000000000000',
    ]) {
      const { status, body } = await get(cookie, url);
      expect(status, url).toBe(200);
      expect(body.organization).toEqual({ id: organizationX, name: 'Analytics X' });
      expect(memberNames(body), url).toEqual(xNames);
    }
    const ofY = await get(await signInAs(agentY), `/api/analytics/team?organizationId=${organizationX}`);
    expect(ofY.body.organization.id).toBe(organizationY);
    expect(memberNames(ofY.body)).toEqual(['Yara Agent', 'Yves Other']);
  });

  it('shows a superadmin the organization they choose, and asks for one', async () => {
    const cookie = await loginAs('admin');
    const ofX = await get(cookie, `/api/analytics/team?organizationId=${organizationX}`);
    expect(ofX.status).toBe(200);
    expect(memberNames(ofX.body)).toEqual(xNames);
    const ofY = await get(cookie, `/api/analytics/team?organizationId=${organizationY}`);
    expect(memberNames(ofY.body)).toEqual(['Yara Agent', 'Yves Other']);

    const none = await get(cookie, '/api/analytics/team');
    expect(none.status).toBe(400);
    expect(none.body.error.message).toBe(analyticsMessages.organizationRequired);
    const missing = await get(
      cookie,
      '/api/analytics/team?organizationId=00000000-0000-4000-8000-000000000000',
    );
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe(analyticsMessages.organizationNotFound);
    const forged = await get(cookie, '/api/analytics/team?organizationId=not-an-id');
    expect(forged.status).toBe(400);
    expect(forged.body.error.message).toContain('Organization must be an organization id');
  });

  it('refuses team members, support and gurus, and the business view to agents', async () => {
    for (const cookie of [
      await signInAs(bob),
      await loginAs('member'),
      await loginAs('support'),
      await loginAs('guru'),
    ]) {
      for (const url of [
        '/api/analytics/team',
        '/api/analytics/team/export.csv',
        '/api/analytics/business',
      ]) {
        const { status, body } = await get(cookie, url);
        expect(status, url).toBe(403);
        expect(body.error.message).toBe(forbiddenMessages.page);
      }
    }
    const business = await get(await signInAs(agentX), '/api/analytics/business');
    expect(business.status).toBe(403);
    expect(business.body.error.message).toBe(forbiddenMessages.page);
  });
});

describe('the team view: the numbers', () => {
  it('equals the hand-computed fixture', async () => {
    const { body } = (await get(await signInAs(agentX), '/api/analytics/team')) as { body: TeamView };
    const zeta = body.pillars.find((pillar) => pillar.id === pillarId)!;
    // Ann 3 of 4 (75), Bob 1 of 4 (25), four members 0: (75 + 25) / 6 = 16.7.
    expect(zeta.lessonCount).toBe(4);
    expect(zeta.averagePercent).toBe(17);
    expect(zeta.notStartedCount).toBe(4);
    // The fixture's pillar is the last one shown.
    expect(body.pillars.at(-1)!.id).toBe(pillarId);
    // Nobody in X has started a demo pillar.
    for (const pillar of body.pillars.slice(0, -1)) {
      expect(pillar.averagePercent, pillar.title).toBe(0);
      expect(pillar.notStartedCount, pillar.title).toBe(6);
    }

    // The fixture's pillar's column in every member's arrays.
    const zetaIndex = body.pillars.length - 1;
    const byName = Object.fromEntries(body.members.map((member) => [member.name, member]));
    const ann = byName['Ann Agent']!;
    expect(ann.email).toBe(agentX.email);
    expect(ann.role).toBe('agent');
    expect(ann.completed[zetaIndex]).toBe(3);
    expect(ann.percent[zetaIndex]).toBe(75);
    expect(ann.completed.slice(0, -1).every((count) => count === 0)).toBe(true);
    expect(ann.overallPercent).toBe(Math.round((3 / totalLessons) * 100));
    expect(ann.completedLast30Days).toBe(2);
    // Her bookmarks are older than her last completion.
    expect(ann.lastActivityAt).toBe(new Date(times.annFirst).toISOString());
    expect(ann.bookmarks).toBe(2);
    expect(ann.ratingsGiven).toBe(1);

    const bobRow = byName['Bob Builder']!;
    expect(bobRow.completed[zetaIndex]).toBe(1);
    expect(bobRow.percent[zetaIndex]).toBe(25);
    expect(bobRow.completedLast30Days).toBe(1);
    // His rating yesterday is newer than his completion.
    expect(bobRow.lastActivityAt).toBe(new Date(times.bobBookmark).toISOString());
    expect(bobRow.bookmarks).toBe(1);
    expect(bobRow.ratingsGiven).toBe(1);

    const idle = byName['=SUM(1+1) Sheet']!;
    expect(idle.overallPercent).toBe(0);
    expect(idle.completedLast30Days).toBe(0);
    expect(idle.lastActivityAt).toBeNull();
    expect(idle.bookmarks).toBe(0);
    expect(idle.completed).toEqual(body.pillars.map(() => 0));
    expect(idle.percent).toEqual(body.pillars.map(() => 0));

    // Twelve weeks, oldest first, this week last: 2 last week, 1 the week before (Y's not counted).
    expect(body.weeks).toHaveLength(12);
    expect(body.weeks.map((week) => week.weekStart)).toEqual(
      Array.from({ length: 12 }, (_unused, index) => day(thisMonday - (11 - index) * 7 * dayMs)),
    );
    expect(body.weeks.map((week) => week.completions)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 0]);
  });

  it('moves when a member completes a lesson through the app', async () => {
    const cookie = await signInAs(agentX);
    const before = (await get(cookie, '/api/analytics/team')).body as TeamView;
    const bobCookie = await signInAs(bob);
    const response = await app.inject({
      method: 'PUT',
      url: `/api/learning/key-elements/${keyElementId}/lessons/${lessonIds[1]}/completion`,
      headers: { cookie: bobCookie },
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
    const after = (await get(cookie, '/api/analytics/team')).body as TeamView;
    const bobOf = (view: TeamView) => view.members.find((member) => member.userId === bob.userId)!;
    expect(bobOf(after).completedLast30Days).toBe(bobOf(before).completedLast30Days + 1);
    expect(bobOf(after).percent.at(-1)).toBe(50);
    expect(after.weeks.at(-1)!.completions).toBe(before.weeks.at(-1)!.completions + 1);
    // Ann 75, Bob 50, four at 0: 125 / 6 = 20.8.
    expect(after.pillars.find((pillar) => pillar.id === pillarId)!.averagePercent).toBe(21);
  });
});

describe('the team view: one statement, then memory', () => {
  it('loads any team, and the business, in one statement beside the session read, then serves them from memory', async () => {
    const { countStatements } = await import('../../db/statement-counter.ts');
    const admin = await loginAs('admin');
    const read = (url: string) => app.inject({ method: 'GET', url, headers: { cookie: admin } });
    // A write to what the views count: every view held in memory is loaded again.
    await db.execute(sql`update organizations set name = name where id = ${organizationX}`);
    // The session's own cost (a statement on PostgreSQL; none on PGlite once its cache holds it).
    await read('/api/me');
    const session = await countStatements(() => read('/api/me'));
    const ofX = await countStatements(() => read(`/api/analytics/team?organizationId=${organizationX}`));
    const ofY = await countStatements(() => read(`/api/analytics/team?organizationId=${organizationY}`));
    const business = await countStatements(() => read('/api/analytics/business'));
    expect(ofX.result.statusCode).toBe(200);
    expect(business.result.statusCode).toBe(200);
    // Six members or two: one statement beside the session's.
    expect(ofX.statements).toBe(session.statements + 1);
    expect(ofY.statements).toBe(session.statements + 1);
    expect(business.statements).toBe(session.statements + 1);
    // Asked again with nothing written: from memory, the same answer.
    const again = await countStatements(() => read(`/api/analytics/team?organizationId=${organizationX}`));
    expect(again.statements).toBe(session.statements);
    expect(again.result.body).toBe(ofX.result.body);
  });
});

describe('the team view: Export CSV', () => {
  const csvOf = (body: string) => parse(body, { bom: true }) as string[][];

  it("writes the table as the page shows it, neutralising formulas, for the agent's organization only", async () => {
    const cookie = await signInAs(agentX);
    const response = await app.inject({
      method: 'GET',
      url: `/api/analytics/team/export.csv?organizationId=${organizationY}&pillarId=${pillarId}&sort=progress&direction=desc`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="team-analytics-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    expect(response.body).toContain('\r\n');
    const [header, ...rows] = csvOf(response.body);
    expect(header).toEqual([
      'Member',
      'Email',
      'Zeta Analytics (%)',
      'Zeta Analytics quizzes passed',
      'Zeta Analytics quiz average (%)',
      'Overall (%)',
      'Lessons completed (last 30 days)',
      'Last activity (UTC)',
      'Bookmarks',
      'Ratings given',
    ]);
    // Progress in the pillar, highest first (Bob completed lesson 2 above: 50), then by name.
    expect(rows.map((row) => row[0])).toEqual([
      'Ann Agent',
      'Bob Builder',
      // Ties by name in the product's locale (CLDR orders - before @ before + before =).
      "'-Dash Line",
      "'@At Sign",
      "'+Plus Minus",
      "'=SUM(1+1) Sheet",
    ]);
    expect(rows[0]!.slice(2)).toEqual([
      '75',
      '0 of 0',
      '',
      String(Math.round((3 / totalLessons) * 100)),
      '2',
      `${day(times.annFirst)} ${new Date(times.annFirst).toISOString().slice(11, 16)}`,
      '2',
      '1',
    ]);
    expect(rows[1]![2]).toBe('50');
    expect(rows[2]!.slice(2)).toEqual(['0', '0 of 0', '', '0', '0', '', '0', '0']);
    expect(response.body).not.toContain('Yves');
  });

  it('filters by member and keeps every pillar without a pillar filter', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/analytics/team/export.csv?member=BUILDER',
      headers: { cookie: await signInAs(agentX) },
    });
    const [header, ...rows] = csvOf(response.body);
    expect(rows.map((row) => row[0])).toEqual(['Bob Builder']);
    expect(header).toContain('Zeta Analytics (%)');
    // Three columns per pillar (progress, quizzes passed, quiz average), and the seven others.
    const [pillars] = await queryRows<{ count: number }>(db, sql`select count(*)::int as count from pillars`);
    expect(header).toHaveLength(pillars!.count * 3 + 7);
  });

  it('refuses a sort it does not know', async () => {
    const { status, body } = await get(await signInAs(agentX), '/api/analytics/team/export.csv?sort=salary');
    expect(status).toBe(400);
    expect(body.error.message).toContain('Sort must be one of');
  });
});
