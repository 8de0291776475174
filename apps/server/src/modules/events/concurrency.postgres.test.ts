import { addDays, dateInZone, mondayOf } from '@pillars/shared/calls/schedule';
import { callSlotTime } from '@pillars/shared/calls/schemas';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { createEvent, createMember, createOrganization } from '../../../test/builders.ts';
import { eventRegistrations, scheduledCalls } from '../../db/schema/index.ts';

/**
 * Races on PostgreSQL, where requests really run at the same time on separate connections:
 * the event row lock keeps seats from being oversold, the partial unique index keeps a call
 * slot from being booked twice.
 */
const { app, db, signInAs } = await buildTestApp();

async function members(count: number): Promise<Array<{ userId: string; cookie: string }>> {
  const organization = await createOrganization(db);
  return Promise.all(
    Array.from({ length: count }, async () => {
      const member = await createMember(db, { organizationId: organization.id });
      return { userId: member.userId, cookie: await signInAs(member) };
    }),
  );
}

/**
 * 30 signed-in members for both races, made once: making and signing in a member hashes a
 * password, which is slow on a busy machine and is not what is measured here.
 */
const callers = await members(30);
/** The races themselves run in seconds; the margin is for a machine shared with other work. */
const raceTimeout = 120_000;

describe('under concurrent requests', () => {
  it('gives exactly 5 of 30 simultaneous registrations for 5 seats', { timeout: raceTimeout }, async () => {
    const event = await createEvent(db, { availableSeats: 5 });
    const responses = await Promise.all(
      callers.map((caller) =>
        app.inject({
          method: 'POST',
          url: `/api/events/${event.id}/registration`,
          headers: { cookie: caller.cookie },
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(25);
    const rows = await db.select().from(eventRegistrations).where(eq(eventRegistrations.eventId, event.id));
    expect(rows).toHaveLength(5);
    const detail = await app.inject({
      method: 'GET',
      url: `/api/events/${event.id}`,
      headers: { cookie: callers[0]!.cookie },
    });
    expect(detail.json().event).toMatchObject({ seatsLeft: 0, registeredCount: 5, isFull: true });
  });

  it('books one slot once out of 20 simultaneous bookings', { timeout: raceTimeout }, async () => {
    const date = addDays(mondayOf(dateInZone(new Date())), 7 * 5 + 2);
    const bookers = callers.slice(0, 20);
    const responses = await Promise.all(
      bookers.map((caller) =>
        app.inject({
          method: 'POST',
          url: '/api/calls',
          headers: { cookie: caller.cookie },
          payload: { date, time: callSlotTime, phoneNumber: '(555) 123-4567' },
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    for (const response of responses.filter((candidate) => candidate.statusCode === 409)) {
      expect(response.json().error.message).toBe(
        'Sorry, this time slot has just been booked. Please select another time.',
      );
    }
    const rows = await db
      .select()
      .from(scheduledCalls)
      .where(
        and(
          eq(scheduledCalls.scheduledDate, date),
          inArray(
            scheduledCalls.userId,
            bookers.map((caller) => caller.userId),
          ),
        ),
      );
    expect(rows).toHaveLength(1);
  });
});
