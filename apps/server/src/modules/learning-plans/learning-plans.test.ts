import { randomUUID } from 'node:crypto';
import { todayIn } from '@pillars/shared/learning-plans/due-dates';
import { planMessages } from '@pillars/shared/learning-plans/messages';
import { forbiddenMessages } from '@pillars/shared/policies';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { type BuiltMember, createMember, createOrganization } from '../../../test/builders.ts';
import { queryRows } from '../../db/client.ts';

/**
 * Learning plans (issue 40) through HTTP on the run's database: who may assign to whom, the
 * rules of a due date, "Everyone in the team" for a person who joins later, the status at
 * the edge of the due day in two zones, lessons deleted after assignment, the audit rows
 * and the CSV export.
 */
const { app, db, loginAs, signInAs } = await buildTestApp();

async function call(
  cookie: string | undefined,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) {
  const response = await app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.body ? safeJson(response.body) : null, raw: response };
}
function safeJson(text: string) {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const dayMs = 24 * 60 * 60_000;
const day = (offsetDays: number) => new Date(Date.now() + offsetDays * dayMs).toISOString().slice(0, 10);
const count = async (table: 'learning_assignments' | 'learning_team_plans', organizationId: string) => {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from ${sql.raw(table)} where organization_id = ${organizationId}`,
  );
  return row!.count;
};

/** A pillar of the test's own: two key elements, three lessons. */
let pillarId = '';
let firstElementId = '';
const lessonIds: string[] = [];
/** Organization X with its agent and two team members; Y with its agent and a member. */
let organizationX = '';
let organizationY = '';
let agentX: BuiltMember;
let ann: BuiltMember;
let bob: BuiltMember;
let agentY: BuiltMember;
let yves: BuiltMember;

beforeAll(async () => {
  const [pillar] = await queryRows<{ id: string }>(
    db,
    sql`insert into pillars (title, description, slug, display_order)
        select 'Plans Pillar', 'Made by the plans test.', ${`plans-pillar-${randomUUID().slice(0, 8)}`},
               coalesce(max(display_order), 0) + 1
          from pillars
        returning id`,
  );
  pillarId = pillar!.id;
  for (const [index, lessonsOfElement] of [[1, 2], [1]].entries()) {
    const [element] = await queryRows<{ id: string }>(
      db,
      sql`insert into key_elements (pillar_id, title, description, slug, created_at)
          values (${pillarId}, ${`Element ${index + 1}`}, 'An element.', ${`element-${index + 1}`},
                  now() + ${`${index} seconds`}::interval)
          returning id`,
    );
    if (index === 0) firstElementId = element!.id;
    for (const position of lessonsOfElement) {
      const [lesson] = await queryRows<{ id: string }>(
        db,
        sql`insert into lessons (key_element_id, title, content, order_position)
            values (${element!.id}, ${`Lesson ${lessonIds.length + 1}`}, '<p>Text</p>', ${position}) returning id`,
      );
      lessonIds.push(lesson!.id);
    }
  }
  organizationX = (await createOrganization(db, { name: 'Plans X' })).id;
  organizationY = (await createOrganization(db, { name: 'Plans Y' })).id;
  agentX = await createMember(db, {
    organizationId: organizationX,
    role: 'agent',
    firstName: 'Xena',
    lastName: 'Agent',
  });
  ann = await createMember(db, { organizationId: organizationX, firstName: 'Ann', lastName: 'Able' });
  bob = await createMember(db, { organizationId: organizationX, firstName: '=Bob', lastName: 'Formula' });
  agentY = await createMember(db, {
    organizationId: organizationY,
    role: 'agent',
    firstName: 'Yara',
    lastName: 'Agent',
  });
  yves = await createMember(db, { organizationId: organizationY, firstName: 'Yves', lastName: 'Other' });
});

async function complete(userId: string, lessonId: string, at: Date) {
  await db.execute(
    sql`insert into user_lesson_progress (user_id, lesson_id, completed_at)
        values (${userId}, ${lessonId}, ${at.toISOString()}::timestamptz)
        on conflict (user_id, lesson_id) do update set completed_at = excluded.completed_at`,
  );
}

describe('assigning', () => {
  it('an agent assigns a pillar to a team member: the plans page and the member see it, not started, and the audit says so', async () => {
    const cookie = await signInAs(agentX);
    const assigned = await call(cookie, 'POST', '/api/team/plans', {
      content: [{ kind: 'pillar', id: pillarId }],
      userIds: [ann.userId],
      dueDate: day(7),
      note: 'Start with the first element.',
    });
    expect(assigned.status).toBe(201);
    expect(assigned.body).toEqual({ created: 1, updated: 0, assignmentIds: [expect.any(String)] });

    const page = await call(cookie, 'GET', '/api/team/plans');
    expect(page.status).toBe(200);
    expect(page.body.organization).toEqual({ id: organizationX, name: 'Plans X' });
    const [row] = page.body.assignments.filter((a: { person: { id: string } }) => a.person.id === ann.userId);
    expect(row).toMatchObject({
      content: { kind: 'pillar', id: pillarId, title: 'Plans Pillar', available: true },
      person: { name: 'Ann Able', email: ann.email },
      assignedBy: { id: agentX.userId, name: 'Xena Agent' },
      dueDate: day(7),
      note: 'Start with the first element.',
      totalLessons: 3,
      completedLessons: 0,
      percent: 0,
      status: 'not_started',
      nextLesson: { id: lessonIds[0], title: 'Lesson 1', elementSlug: 'element-1' },
    });
    // The form's choices: the organization's people only, and the library.
    const people = page.body.choices.people.map((person: { id: string }) => person.id);
    expect(people).toEqual(expect.arrayContaining([agentX.userId, ann.userId, bob.userId]));
    expect(people).not.toContain(yves.userId);
    expect(page.body.choices.pillars.some((p: { id: string }) => p.id === pillarId)).toBe(true);

    const mine = await call(await signInAs(ann), 'GET', '/api/my-plan');
    expect(mine.status).toBe(200);
    expect(mine.body.assignments.map((a: { id: string }) => a.id)).toEqual([row.id]);

    const audit = await queryRows<{
      action: string;
      actor_id: string;
      organization_id: string;
      after: { people: string[] };
    }>(
      db,
      sql`select action, actor_id, organization_id, after from audit_events where target_id = ${pillarId} and action = 'plan.assign'`,
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_id: agentX.userId, organization_id: organizationX });
    expect(audit[0]!.after.people).toEqual(['Ann Able']);
  });

  it('progress comes from lesson completions: one of three is in progress at 33 %, and Continue is the next lesson', async () => {
    await complete(ann.userId, lessonIds[0]!, new Date());
    const { body } = await call(await signInAs(ann), 'GET', '/api/my-plan');
    expect(body.assignments[0]).toMatchObject({
      status: 'in_progress',
      completedLessons: 1,
      totalLessons: 3,
      percent: 33,
      nextLesson: { id: lessonIds[1] },
    });
  });

  it('assigning the same content again changes the due date: one assignment per person and content', async () => {
    const cookie = await signInAs(agentX);
    const again = await call(cookie, 'POST', '/api/team/plans', {
      content: [{ kind: 'pillar', id: pillarId }],
      userIds: [ann.userId],
      dueDate: day(14),
    });
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ created: 0, updated: 1 });
    const rows = await queryRows<{ due_date: string }>(
      db,
      sql`select due_date::text as due_date from learning_assignments where user_id = ${ann.userId} and pillar_id = ${pillarId}`,
    );
    expect(rows).toEqual([{ due_date: day(14) }]);
  });

  it('refuses a past due date, a long note, no people and unknown content with a 400, writing nothing', async () => {
    const cookie = await signInAs(agentX);
    const before = await count('learning_assignments', organizationX);
    const cases: Array<[object, string]> = [
      [
        { content: [{ kind: 'lesson', id: lessonIds[2] }], userIds: [bob.userId], dueDate: day(-3) },
        planMessages.dueDateInPast,
      ],
      [
        { content: [{ kind: 'lesson', id: lessonIds[2] }], userIds: [bob.userId], note: 'x'.repeat(501) },
        planMessages.noteTooLong,
      ],
      [{ content: [{ kind: 'lesson', id: lessonIds[2] }], userIds: [] }, planMessages.peopleRequired],
      [
        { content: [{ kind: 'lesson', id: randomUUID() }], userIds: [bob.userId] },
        planMessages.contentNotFound,
      ],
      [{ content: [], userIds: [bob.userId] }, planMessages.contentRequired],
      [
        { content: [{ kind: 'lesson', id: lessonIds[2] }], userIds: [bob.userId], dueDate: '15/06/2030' },
        planMessages.dueDateFormat,
      ],
      // The right shape, but no such day: refused as input, never a database error.
      [
        { content: [{ kind: 'lesson', id: lessonIds[2] }], userIds: [bob.userId], dueDate: '2030-02-31' },
        planMessages.dueDateFormat,
      ],
    ];
    for (const [payload, message] of cases) {
      const refused = await call(cookie, 'POST', '/api/team/plans', payload);
      expect(refused.status, message).toBe(400);
      expect(JSON.stringify(refused.body), message).toContain(message);
    }
    expect(await count('learning_assignments', organizationX)).toBe(before);
  });
});

describe('the assigned content says so on its own page (issue 54)', () => {
  it("the pillar page and the lesson viewer carry the viewer's assignment: who, the due day, the status", async () => {
    const cara = await createMember(db, {
      organizationId: organizationX,
      firstName: 'Cara',
      lastName: 'Page',
    });
    const agent = await signInAs(agentX);
    const assign = (content: { kind: string; id: string }, dueDate: string) =>
      call(agent, 'POST', '/api/team/plans', { content: [content], userIds: [cara.userId], dueDate });
    expect((await assign({ kind: 'pillar', id: pillarId }, day(10))).status).toBe(201);
    expect((await assign({ kind: 'lesson', id: lessonIds[2]! }, day(20))).status).toBe(201);
    const [{ slug } = { slug: '' }] = await queryRows<{ slug: string }>(
      db,
      sql`select slug from pillars where id = ${pillarId}`,
    );
    const caraCookie = await signInAs(cara);
    const byXena = (dueDate: string) => ({
      assignedBy: 'Xena Agent',
      dueDate,
      timeZone: 'UTC',
      status: 'not_started',
    });

    const pillarPage = await call(caraCookie, 'GET', `/api/learning/pillars/${slug}`);
    expect(pillarPage.status).toBe(200);
    expect(pillarPage.body.assignment).toEqual(byXena(day(10)));
    expect(pillarPage.body.keyElements.map((element: { assignment: unknown }) => element.assignment)).toEqual(
      [null, null],
    );
    // The lesson viewer: the pillar's assignment takes in the key element; the lesson its own.
    const second = await call(caraCookie, 'GET', `/api/learning/pillars/${slug}/elements/element-2`);
    expect(second.body.assignment).toEqual(byXena(day(10)));
    expect(second.body.lessons[0]).toMatchObject({ id: lessonIds[2], assignment: byXena(day(20)) });

    // A key element's own assignment is the nearer one: on its card and in its viewer.
    expect((await assign({ kind: 'key_element', id: firstElementId }, day(5))).status).toBe(201);
    const first = await call(caraCookie, 'GET', `/api/learning/pillars/${slug}/elements/element-1`);
    expect(first.body.assignment).toEqual(byXena(day(5)));
    expect(first.body.lessons.map((lesson: { assignment: unknown }) => lesson.assignment)).toEqual([
      null,
      null,
    ]);
    const again = await call(caraCookie, 'GET', `/api/learning/pillars/${slug}`);
    expect(again.body.keyElements[0].assignment).toEqual(byXena(day(5)));

    // Nobody else's page says it.
    const bobsPage = await call(
      await signInAs(bob),
      'GET',
      `/api/learning/pillars/${slug}/elements/element-2`,
    );
    expect(bobsPage.body.assignment).toBeNull();
    expect(bobsPage.body.lessons[0].assignment).toBeNull();
  });
});

describe('who may', () => {
  it("org Y's agent neither sees nor assigns in org X, whatever ids they send", async () => {
    const cookie = await signInAs(agentY);
    const page = await call(cookie, 'GET', `/api/team/plans?organizationId=${organizationX}`);
    expect(page.status).toBe(200);
    expect(page.body.organization.id).toBe(organizationY);
    expect(page.body.assignments.some((a: { person: { id: string } }) => a.person.id === ann.userId)).toBe(
      false,
    );

    const before = await count('learning_assignments', organizationX);
    const refused = await call(cookie, 'POST', '/api/team/plans', {
      organizationId: organizationX,
      content: [{ kind: 'pillar', id: pillarId }],
      userIds: [ann.userId],
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(planMessages.notInOrganization);
    expect(await count('learning_assignments', organizationX)).toBe(before);

    const [annsAssignment] = await queryRows<{ id: string }>(
      db,
      sql`select id from learning_assignments where user_id = ${ann.userId} limit 1`,
    );
    const patched = await call(cookie, 'PATCH', `/api/team/plans/${annsAssignment!.id}`, {
      dueDate: day(30),
    });
    expect(patched.status).toBe(403);
    const deleted = await call(cookie, 'DELETE', `/api/team/plans/${annsAssignment!.id}`);
    expect(deleted.status).toBe(403);
    expect(await count('learning_assignments', organizationX)).toBe(before);
  });

  it('a team member cannot list or assign; the demo superadmin must name the organization', async () => {
    const cookie = await signInAs(bob);
    for (const [method, url, payload] of [
      ['GET', '/api/team/plans', undefined],
      ['POST', '/api/team/plans', { content: [{ kind: 'pillar', id: pillarId }], userIds: [bob.userId] }],
    ] as const) {
      const refused = await call(cookie, method, url, payload);
      expect(refused.status).toBe(403);
      expect(refused.body.error.message).toBe(forbiddenMessages.page);
    }
    const admin = await loginAs('admin');
    const unnamed = await call(admin, 'GET', '/api/team/plans');
    expect(unnamed.status).toBe(400);
    expect(JSON.stringify(unnamed.body)).toContain(planMessages.organizationRequired);
    const named = await call(admin, 'GET', `/api/team/plans?organizationId=${organizationX}`);
    expect(named.status).toBe(200);
    expect(named.body.organization.id).toBe(organizationX);
  });
});

describe('everyone in the team', () => {
  it('covers the people of the team now and a person who accepts an invitation afterwards', async () => {
    const cookie = await signInAs(agentY);
    const assigned = await call(cookie, 'POST', '/api/team/plans', {
      content: [{ kind: 'key_element', id: firstElementId }],
      everyone: true,
      dueDate: day(10),
    });
    expect(assigned.status).toBe(201);
    expect(assigned.body.created).toBe(2); // Yara and Yves
    expect(await count('learning_team_plans', organizationY)).toBe(1);

    const email = `joiner-${randomUUID().slice(0, 8)}@example.test`;
    const invited = await call(cookie, 'POST', '/api/team/members', {
      firstName: 'Jo',
      lastName: 'Later',
      email,
      role: 'team_member',
    });
    expect(invited.status).toBe(201);
    const [mail] = await queryRows<{ text: string }>(
      db,
      sql`select text from mail_outbox where "to" = ${email} order by created_at desc limit 1`,
    );
    const token = decodeURIComponent(mail!.text.match(/accept-invitation#token=([A-Za-z0-9%_-]+)/)![1]!);
    const accepted = await call(undefined, 'POST', '/api/auth/accept-invitation', {
      token,
      password: 'joiner-pass-123',
      confirmPassword: 'joiner-pass-123',
      timeZone: 'Asia/Tokyo',
    });
    expect(accepted.status).toBe(200);
    const joiner = await signInAs({ email, password: 'joiner-pass-123' });
    const mine = await call(joiner, 'GET', '/api/my-plan');
    expect(mine.body.assignments).toHaveLength(1);
    expect(mine.body.assignments[0]).toMatchObject({
      content: { kind: 'key_element', id: firstElementId, title: 'Element 1' },
      everyone: true,
      dueDate: day(10),
      timeZone: 'Asia/Tokyo',
      totalLessons: 2,
    });
  });
});

describe('the due day, in the assignee’s zone', () => {
  for (const [zone, endOfDay] of [
    ['Asia/Tokyo', '2030-06-15T15:00:00.000Z'],
    ['America/Los_Angeles', '2030-06-16T07:00:00.000Z'],
  ] as const) {
    it(`${zone}: completed a second before the day ends is on time, a second after is late`, async () => {
      const person = await createMember(db, {
        organizationId: organizationX,
        firstName: 'Zoned',
        lastName: zone,
      });
      await db.execute(sql`update profiles set time_zone = ${zone} where id = ${person.userId}`);
      const cookie = await signInAs(agentX);
      const assigned = await call(cookie, 'POST', '/api/team/plans', {
        content: [{ kind: 'lesson', id: lessonIds[2] }],
        userIds: [person.userId],
        dueDate: '2030-06-15',
      });
      expect(assigned.status).toBe(201);
      const statusOf = async () => {
        const { body } = await call(cookie, 'GET', `/api/team/plans?userId=${person.userId}`);
        return body.assignments[0].status;
      };
      await complete(person.userId, lessonIds[2]!, new Date(Date.parse(endOfDay) - 1000));
      expect(await statusOf()).toBe('completed_on_time');
      await complete(person.userId, lessonIds[2]!, new Date(Date.parse(endOfDay) + 1000));
      expect(await statusOf()).toBe('completed_late');
    });
  }

  it('a due date of today in the assignee’s zone is accepted; an open assignment past its day is overdue', async () => {
    const person = await createMember(db, {
      organizationId: organizationX,
      firstName: 'Late',
      lastName: 'Comer',
    });
    await db.execute(sql`update profiles set time_zone = 'Pacific/Kiritimati' where id = ${person.userId}`);
    const cookie = await signInAs(agentX);
    const today = todayIn('Pacific/Kiritimati');
    const assigned = await call(cookie, 'POST', '/api/team/plans', {
      content: [{ kind: 'key_element', id: firstElementId }],
      userIds: [person.userId],
      dueDate: today,
    });
    expect(assigned.status).toBe(201);
    // Its day has passed (as if written before): overdue.
    await db.execute(
      sql`update learning_assignments set due_date = ${day(-2)}::date where user_id = ${person.userId}`,
    );
    const { body } = await call(cookie, 'GET', `/api/team/plans?userId=${person.userId}&status=overdue`);
    expect(body.assignments).toHaveLength(1);
    expect(body.counts.overdue).toBe(1);
  });
});

describe('content that changes after assignment', () => {
  it('a deleted lesson leaves the count; a lesson assignment whose lesson is gone is "no longer available"', async () => {
    const [element] = await queryRows<{ id: string }>(
      db,
      sql`insert into key_elements (pillar_id, title, description, slug)
          values (${pillarId}, 'Shrinking', 'Loses a lesson.', ${`shrinking-${randomUUID().slice(0, 6)}`}) returning id`,
    );
    const ids: string[] = [];
    for (const position of [1, 2]) {
      const [lesson] = await queryRows<{ id: string }>(
        db,
        sql`insert into lessons (key_element_id, title, content, order_position)
            values (${element!.id}, ${`Shrinking ${position}`}, '<p>Text</p>', ${position}) returning id`,
      );
      ids.push(lesson!.id);
    }
    const cookie = await signInAs(agentX);
    await call(cookie, 'POST', '/api/team/plans', {
      content: [
        { kind: 'key_element', id: element!.id },
        { kind: 'lesson', id: ids[1] },
      ],
      userIds: [bob.userId],
    });
    await complete(bob.userId, ids[0]!, new Date());
    const before = await call(cookie, 'GET', `/api/team/plans?userId=${bob.userId}&contentId=${element!.id}`);
    expect(before.body.assignments[0]).toMatchObject({
      completedLessons: 1,
      totalLessons: 2,
      status: 'in_progress',
    });

    await db.execute(sql`delete from lessons where id = ${ids[1]}`);
    const after = await call(cookie, 'GET', `/api/team/plans?userId=${bob.userId}`);
    const ofElement = after.body.assignments.find(
      (a: { content: { id: string } }) => a.content.id === element!.id,
    );
    expect(ofElement).toMatchObject({ completedLessons: 1, totalLessons: 1, status: 'completed_on_time' });
    const gone = after.body.assignments.find(
      (a: { content: { kind: string; id: string | null } }) =>
        a.content.kind === 'lesson' && a.content.id === null,
    );
    expect(gone).toMatchObject({ content: { title: 'Shrinking 2', available: false }, totalLessons: 0 });
  });
});

describe('changing and removing', () => {
  it('changes the due date and removes an assignment, each with its audit row', async () => {
    const cookie = await signInAs(agentX);
    await call(cookie, 'POST', '/api/team/plans', {
      content: [{ kind: 'lesson', id: lessonIds[1] }],
      userIds: [bob.userId],
      dueDate: day(5),
    });
    const [row] = await queryRows<{ id: string }>(
      db,
      sql`select id from learning_assignments where user_id = ${bob.userId} and lesson_id = ${lessonIds[1]}`,
    );
    const past = await call(cookie, 'PATCH', `/api/team/plans/${row!.id}`, { dueDate: day(-5) });
    expect(past.status).toBe(400);
    const patched = await call(cookie, 'PATCH', `/api/team/plans/${row!.id}`, { dueDate: day(9) });
    expect(patched.status).toBe(200);
    expect(patched.body.dueDate).toBe(day(9));
    const removed = await call(cookie, 'DELETE', `/api/team/plans/${row!.id}`);
    expect(removed.status).toBe(200);
    expect(await call(cookie, 'DELETE', `/api/team/plans/${row!.id}`)).toMatchObject({ status: 404 });
    const audit = await queryRows<{
      action: string;
      before: { dueDate: string } | null;
      after: { dueDate: string } | null;
    }>(
      db,
      sql`select action, before, after from audit_events where target_id = ${row!.id} order by occurred_at`,
    );
    expect(audit.map((entry) => entry.action)).toEqual(['plan.due_date', 'plan.remove']);
    expect(audit[0]).toMatchObject({ before: { dueDate: day(5) }, after: { dueDate: day(9) } });
  });

  it('a person who leaves the organization takes their assignments with them', async () => {
    const leaver = await createMember(db, {
      organizationId: organizationX,
      firstName: 'Lee',
      lastName: 'Ving',
    });
    const cookie = await signInAs(agentX);
    await call(cookie, 'POST', '/api/team/plans', {
      content: [{ kind: 'pillar', id: pillarId }],
      userIds: [leaver.userId],
    });
    const deleted = await call(cookie, 'DELETE', `/api/team/members/${leaver.userId}`);
    expect(deleted.status).toBe(200);
    const left = await queryRows(
      db,
      sql`select id from learning_assignments where user_id = ${leaver.userId}`,
    );
    expect(left).toEqual([]);
  });
});

describe('the export', () => {
  it('lists what the filters keep in the page order, formula-safe', async () => {
    const cookie = await signInAs(agentX);
    const response = await call(cookie, 'GET', `/api/team/plans/export.csv?userId=${bob.userId}`);
    expect(response.status).toBe(200);
    expect(response.raw.headers['content-type']).toContain('text/csv');
    const text = response.raw.body;
    expect(text.startsWith('\uFEFF')).toBe(true);
    const records = parse(text.slice(1), { columns: true }) as Array<Record<string, string>>;
    expect(records.length).toBeGreaterThan(0);
    for (const record of records) expect(record.Person).toBe("'=Bob Formula");
    expect(records.map((record) => record.Content)).toContain('Shrinking 2 (no longer available)');
  });
});
