import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { type BuiltMember, createEvent, createMember, createOrganization } from '../../../test/builders.ts';
import { queryRows } from '../../db/client.ts';
import { subscriptions } from '../../db/schema/index.ts';

/**
 * The business view (issue 27) against a fixture computed by hand. This file's database is
 * its own (a fresh one per test file), so it clears the demo's billing, learning, event and
 * ticket rows first and every number below is the fixture's alone (organizations: the
 * demo's count plus the fixture's).
 */
const { app, db, loginAs } = await buildTestApp();
const dayMs = 24 * 60 * 60_000;
const hourMs = 60 * 60_000;
const minuteMs = 60_000;
const now = new Date();
const thisMonday =
  Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - ((now.getUTCDay() + 6) % 7) * dayMs;
const at = (time: number) => new Date(time).toISOString();

let demoOrganizations = 0;
let supportId = '';

async function setSignUp(member: BuiltMember, time: number) {
  await db.execute(
    sql`update profiles set created_at = ${at(time)}::timestamptz where id = ${member.userId}`,
  );
}

async function ticket(options: {
  userId: string;
  openedAt: number;
  status: 'open' | 'in_progress' | 'closed';
  /** Minutes after opening: the member's own replies (not a first reply) and the team's. */
  memberRepliesAfter?: number[];
  teamRepliesAfter?: number[];
}) {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`insert into support_requests (user_id, subject, message, status, created_at, updated_at)
        values (${options.userId}, 'Help', 'Please help.', ${options.status}, ${at(options.openedAt)}::timestamptz,
                ${at(options.openedAt)}::timestamptz)
        returning id`,
  );
  const reply = async (responderId: string, minutes: number) =>
    db.execute(
      sql`insert into ticket_responses (ticket_id, responder_id, response_text, created_at)
          values (${row!.id}, ${responderId}, 'A reply.', ${at(options.openedAt + minutes * minuteMs)}::timestamptz)`,
    );
  for (const minutes of options.memberRepliesAfter ?? []) await reply(options.userId, minutes);
  for (const minutes of options.teamRepliesAfter ?? []) await reply(supportId, minutes);
}

beforeAll(async () => {
  await db.execute(sql`delete from subscriptions`);
  await db.execute(sql`delete from user_lesson_progress`);
  await db.execute(sql`delete from event_registrations`);
  await db.execute(sql`delete from support_requests`);
  // The demo's people signed up long ago.
  await db.execute(sql`update profiles set created_at = now() - interval '1 year'`);
  const [count] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from organizations`,
  );
  demoOrganizations = count!.count;
  const [support] = await queryRows<{ id: string }>(
    db,
    sql`select id from "user" where email = 'support@example.com'`,
  );
  supportId = support!.id;

  // Four organizations: active, trialing, past due, and one whose newest subscription is canceled.
  const paying = await createOrganization(db, { name: 'Paying Agency' });
  await createOrganization(db, { subscriptionStatus: 'trialing' });
  await createOrganization(db, { subscriptionStatus: 'past_due' });
  const lapsed = await createOrganization(db, { subscriptionStatus: 'active' });
  await db.insert(subscriptions).values({
    organizationId: lapsed.id,
    status: 'canceled',
    createdAt: new Date(Date.now() + 1000),
  });

  // Sign-ups: one last week, two this week, one 20 weeks ago (outside the window).
  const lastWeek = await createMember(db, { organizationId: paying.id });
  const thisWeek = await createMember(db, { organizationId: paying.id });
  await createMember(db, { organizationId: paying.id });
  const longAgo = await createMember(db, { organizationId: paying.id });
  await setSignUp(lastWeek, thisMonday - 7 * dayMs + hourMs);
  await setSignUp(thisWeek, Math.max(thisMonday, now.getTime() - minuteMs));
  await setSignUp(longAgo, thisMonday - 20 * 7 * dayMs);

  // Completions: one this week, one two weeks ago.
  const lessons = await queryRows<{ id: string }>(db, sql`select id from lessons order by id limit 2`);
  await db.execute(
    sql`insert into user_lesson_progress (user_id, lesson_id, completed_at) values
          (${thisWeek.userId}, ${lessons[0]!.id}, ${at(now.getTime() - minuteMs)}::timestamptz),
          (${thisWeek.userId}, ${lessons[1]!.id}, ${at(thisMonday - 14 * dayMs + hourMs)}::timestamptz)`,
  );

  // Registrations: one this week for an event to come, one last week for an event past.
  const upcoming = await createEvent(db);
  const past = await createEvent(db, { dateTime: new Date(Date.now() - 3 * dayMs) });
  await db.execute(
    sql`insert into event_registrations (event_id, user_id, registration_date) values
          (${upcoming.id}, ${lastWeek.userId}, ${at(now.getTime() - minuteMs)}::timestamptz),
          (${past.id}, ${thisWeek.userId}, ${at(thisMonday - 7 * dayMs + 2 * hourMs)}::timestamptz)`,
  );

  // Tickets: first team replies after 60, 120 and 30 minutes (median 60); the member's own
  // earlier reply is no first reply; one unanswered; one from 20 weeks ago (outside the window).
  await ticket({
    userId: lastWeek.userId,
    openedAt: now.getTime() - 5 * hourMs,
    status: 'open',
    memberRepliesAfter: [10],
    teamRepliesAfter: [60, 90],
  });
  await ticket({
    userId: lastWeek.userId,
    openedAt: now.getTime() - 4 * hourMs,
    status: 'closed',
    teamRepliesAfter: [120],
  });
  await ticket({
    userId: thisWeek.userId,
    openedAt: now.getTime() - 3 * hourMs,
    status: 'in_progress',
    teamRepliesAfter: [30],
  });
  await ticket({ userId: thisWeek.userId, openedAt: now.getTime() - hourMs, status: 'open' });
  await ticket({
    userId: thisWeek.userId,
    openedAt: thisMonday - 20 * 7 * dayMs,
    status: 'closed',
    teamRepliesAfter: [1000],
  });
});

describe('the business view', () => {
  it('equals the hand-computed fixture', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/analytics/business',
      headers: { cookie: await loginAs('admin') },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.organizations).toBe(demoOrganizations + 4);
    expect(body.subscriptions).toEqual({ active: 1, trialing: 1, pastDue: 1, canceled: 1 });
    // Active and past due pay: 2 × $400 a year / 12 = $66.67 a month.
    expect(body.monthlyRecurringRevenueCents).toBe(6667);
    expect(body.weeks).toHaveLength(12);
    expect(body.weeks.at(-1).weekStart).toBe(at(thisMonday).slice(0, 10));
    const column = (name: string) => body.weeks.map((week: Record<string, number>) => week[name]);
    expect(column('signUps')).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2]);
    expect(column('lessonCompletions')).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 1]);
    expect(column('eventRegistrations')).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1]);
    expect(body.upcomingEventRegistrations).toBe(1);
    expect(body.openTickets).toBe(3);
    expect(body.medianFirstReplyMinutes).toBe(60);
  });
});
