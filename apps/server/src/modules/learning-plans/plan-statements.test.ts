import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { type BuiltMember, createMember, createOrganization } from '../../../test/builders.ts';
import { queryRows } from '../../db/client.ts';

/**
 * Learning plans' reads cost a fixed number of statements whatever the data (issue 40's
 * performance): Home and My Plan (the member's rows from memory), the plans page (one
 * statement for the team), before and after the team's assignments grow tenfold; and a
 * member without assignments pays nothing for them on Home.
 */
const { app, db, signInAs, countRequestStatements } = await buildTestApp();

let organizationId = '';
let agent: BuiltMember;
const lessonIds: string[] = [];
let pillarId = '';

beforeAll(async () => {
  const [pillar] = await queryRows<{ id: string }>(
    db,
    sql`insert into pillars (title, description, slug, display_order)
        values ('Statements Pillar', 'Made by the test.', ${`statements-${randomUUID().slice(0, 8)}`}, 998)
        returning id`,
  );
  pillarId = pillar!.id;
  const [element] = await queryRows<{ id: string }>(
    db,
    sql`insert into key_elements (pillar_id, title, description, slug)
        values (${pillarId}, 'Element', 'An element.', 'element') returning id`,
  );
  const lessons = await queryRows<{ id: string }>(
    db,
    sql`insert into lessons (key_element_id, title, content, order_position)
        select ${element!.id}, 'Lesson ' || n, '<p>Text</p>', n from generate_series(1, 20) n
        returning id`,
  );
  lessonIds.push(...lessons.map((lesson) => lesson.id));
  organizationId = (await createOrganization(db, { name: 'Statements Co' })).id;
  agent = await createMember(db, { organizationId, role: 'agent' });
});

/** `count` lesson assignments (from `first`) for each person, due around today, half with progress. */
async function assignLessons(people: BuiltMember[], first: number, count: number) {
  for (const person of people) {
    await db.execute(
      sql`insert into learning_assignments (organization_id, user_id, content_kind, lesson_id, content_title, due_date,
                                            assigned_by)
          select ${organizationId}, ${person.userId}, 'lesson', l.id, 'Lesson', current_date + (n % 9 - 4)::int,
                 ${agent.userId}
            from unnest(${`{${lessonIds.slice(first, first + count).join(',')}}`}::uuid[]) with ordinality as l(id, n)`,
    );
    await db.execute(
      sql`insert into user_lesson_progress (user_id, lesson_id)
          select ${person.userId}, id from unnest(${`{${lessonIds.slice(first, first + Math.floor(count / 2)).join(',')}}`}::uuid[]) as l(id)
          on conflict do nothing`,
    );
  }
}

async function statementsOf(cookie: string, url: string) {
  // Once to fill the caches, once counted.
  expect((await app.inject({ method: 'GET', url, headers: { cookie } })).statusCode, url).toBe(200);
  const { response, statements } = await countRequestStatements({ method: 'GET', url, headers: { cookie } });
  expect(response.statusCode, url).toBe(200);
  return { statements, body: response.json() };
}

describe('statements per request', () => {
  it('stay the same for Home, My Plan and the plans page when the assignments grow tenfold', async () => {
    const first = await createMember(db, { organizationId, firstName: 'First' });
    const idle = await createMember(db, { organizationId, firstName: 'Idle' });
    await assignLessons([first], 0, 2);
    const memberCookie = await signInAs(first);
    const idleCookie = await signInAs(idle);
    const agentCookie = await signInAs(agent);
    const measure = async () => ({
      home: (await statementsOf(memberCookie, '/api/home')).statements,
      myPlan: (await statementsOf(memberCookie, '/api/my-plan')).statements,
      plans: (await statementsOf(agentCookie, '/api/team/plans')).statements,
      idleHome: (await statementsOf(idleCookie, '/api/home')).statements,
    });
    const before = await measure();
    // A member without assignments pays nothing more on Home than one with them.
    expect(before.idleHome).toBe(before.home);

    // Ten times the people and assignments.
    const more: BuiltMember[] = [];
    for (let index = 0; index < 9; index += 1) more.push(await createMember(db, { organizationId }));
    await assignLessons([first], 2, 18);
    await assignLessons(more, 0, 20);
    const after = await measure();
    expect(after).toEqual(before);
    const plans = await statementsOf(agentCookie, '/api/team/plans');
    expect(plans.body.total).toBe(20 + 9 * 20);
    expect((await statementsOf(memberCookie, '/api/my-plan')).body.assignments).toHaveLength(20);
  });
});
