import { paymentHoldMinutes } from '@pillars/shared/billing/messages';
import { eventMessages } from '@pillars/shared/events/schemas';
import { and, eq, sql } from 'drizzle-orm';
import ical from 'node-ical';
import { describe, expect, it } from 'vitest';
import { buildTestApp, movableClock, testAppUrl } from '../../../test/build-test-app.ts';
import { createEvent, createMemberWithAccess } from '../../../test/builders.ts';
import { eventRegistrations, events } from '../../db/schema/index.ts';

// The services' clock, moved forward where a hold ends with time instead of waiting for it.
const clock = movableClock();
const { app, db, databaseKind, signInAs, runJobs, countRequestStatements } = await buildTestApp({
  now: clock.now,
});

interface Caller {
  userId: string;
  cookie: string;
}

async function newMember(): Promise<Caller> {
  const member = await createMemberWithAccess(db);
  return { userId: member.userId, cookie: await signInAs(member) };
}

const get = (caller: Caller, url: string) =>
  app.inject({ method: 'GET', url, headers: { cookie: caller.cookie } });
const register = (caller: Caller, eventId: string) =>
  app.inject({
    method: 'POST',
    url: `/api/events/${eventId}/registration`,
    headers: { cookie: caller.cookie },
  });
const unregister = (caller: Caller, eventId: string) =>
  app.inject({
    method: 'DELETE',
    url: `/api/events/${eventId}/registration`,
    headers: { cookie: caller.cookie },
  });
const detail = async (caller: Caller, eventId: string) => {
  const response = await get(caller, `/api/events/${eventId}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const days = (n: number) => new Date(Date.now() + n * 24 * 60 * 60 * 1000);

describe('the events list', () => {
  it('shows upcoming active events soonest first, past ones only when asked, filtered by type', async () => {
    const member = await newMember();
    const upcoming = await get(member, '/api/events');
    expect(upcoming.statusCode, upcoming.body).toBe(200);
    const list = upcoming.json().events as Array<{
      dateTime: string;
      isPast: boolean;
      type: string;
      title: string;
    }>;
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((event) => !event.isPast)).toBe(true);
    const times = list.map((event) => event.dateTime);
    expect(times).toEqual([...times].sort());
    // The demo's inactive event is never listed.
    expect(list.map((event) => event.title)).not.toContain('Client Retention Masterclass');

    const withPast = (await get(member, '/api/events?includePast=true')).json();
    const past = withPast.events.filter((event: { isPast: boolean }) => event.isPast);
    expect(past.length).toBeGreaterThan(0);
    // Upcoming first, then past newest first.
    expect(withPast.events.slice(0, list.length).map((event: { title: string }) => event.title)).toEqual(
      list.map((event) => event.title),
    );
    const pastTimes = past.map((event: { dateTime: string }) => event.dateTime);
    expect(pastTimes).toEqual([...pastTimes].sort().reverse());

    const live = (await get(member, '/api/events?type=live&includePast=true')).json().events;
    expect(live.length).toBeGreaterThan(0);
    expect(live.every((event: { type: string }) => event.type === 'live')).toBe(true);

    const bad = await get(member, '/api/events?type=hybrid');
    expect(bad.statusCode).toBe(400);
  });

  it('pages upcoming then past events across the page where they meet, for each type', async () => {
    const member = await newMember();
    // More than a page of each type, half of them past: the page where upcoming ones end
    // and past ones begin is a page past the first.
    for (let n = 1; n <= 35; n += 1) {
      await createEvent(db, { type: n % 2 === 0 ? 'live' : 'virtual', dateTime: days(n % 4 < 2 ? -n : n) });
    }
    for (const type of ['all', 'live', 'virtual'] as const) {
      const first = (await get(member, `/api/events?type=${type}&includePast=true&page=1`)).json();
      const all: Array<{ dateTime: string; isPast: boolean; type: string }> = [...first.events];
      for (let page = 2; page <= Math.ceil(first.total / first.pageSize); page += 1) {
        all.push(
          ...(await get(member, `/api/events?type=${type}&includePast=true&page=${page}`)).json().events,
        );
      }
      expect(all).toHaveLength(first.total);
      if (type !== 'all') expect(all.every((event) => event.type === type)).toBe(true);
      const upcomingTimes = all.filter((event) => !event.isPast).map((event) => event.dateTime);
      const pastTimes = all.filter((event) => event.isPast).map((event) => event.dateTime);
      expect(all.map((event) => event.dateTime)).toEqual([
        ...[...upcomingTimes].sort(),
        ...[...pastTimes].sort().reverse(),
      ]);
      const upcomingOnly = (await get(member, `/api/events?type=${type}`)).json();
      expect(upcomingOnly.total).toBe(upcomingTimes.length);
    }
    const beyond = (await get(member, '/api/events?includePast=true&page=999')).json();
    expect(beyond.events).toEqual([]);
  });

  it('labels location, fee and seats as the cards show them', async () => {
    const member = await newMember();
    const live = await createEvent(db, {
      type: 'live',
      location: null,
      registrationFeeCents: 2550,
      availableSeats: 7,
    });
    const online = await createEvent(db, {
      type: 'virtual',
      registrationFeeCents: 0,
      availableSeats: null,
      tags: ['A', 'B', 'C'],
    });
    const cards = (await get(member, '/api/events?page=1')).json();
    const all = [...cards.events];
    for (let page = 2; page <= Math.ceil(cards.total / cards.pageSize); page += 1) {
      all.push(...(await get(member, `/api/events?page=${page}`)).json().events);
    }
    const liveCard = all.find((event) => event.id === live.id);
    const onlineCard = all.find((event) => event.id === online.id);
    expect(liveCard).toMatchObject({
      locationLabel: 'TBA',
      feeLabel: '$25.50',
      seatsLeft: 7,
    });
    // A card carries what it prints; the figures behind the labels are the event page's.
    expect(Object.keys(liveCard).sort()).toEqual(
      [
        'availableOn',
        'dateTime',
        'feeLabel',
        'id',
        'imageUrl',
        'isPast',
        'isRegistered',
        'locationLabel',
        'planIds',
        'seatsLeft',
        'tags',
        'title',
        'type',
      ].sort(),
    );
    expect(onlineCard).toMatchObject({
      locationLabel: 'Online',
      feeLabel: 'Free',
      seatsLeft: null,
      tags: ['A', 'B', 'C'],
    });
    const page = (await get(member, `/api/events/${live.id}`)).json();
    expect(page.event).toMatchObject({
      location: null,
      feeCents: 2550,
      availableSeats: 7,
      registeredCount: 0,
      seatsLeft: 7,
    });
  });

  it('answers a list and an event page with a constant number of statements, none beside the session on PostgreSQL', async () => {
    const member = await newMember();
    const event = await createEvent(db, { tags: ['Counted'] });
    const urls = ['/api/events?includePast=true', `/api/events/${event.id}`];
    async function measure() {
      const counts: number[] = [];
      for (const url of urls) {
        // Warm: the shared events and the member's own rows are read once, then kept.
        await get(member, url);
        const { response, statements } = await countRequestStatements({
          method: 'GET',
          url,
          headers: { cookie: member.cookie },
        });
        expect(response.statusCode, url).toBe(200);
        counts.push(statements);
      }
      return counts;
    }
    const before = await measure();
    // More events, tags and registrations (the member's and others') change nothing.
    for (let index = 0; index < 20; index += 1) {
      const extra = await createEvent(db, { tags: ['Counted', `Extra ${index}`] });
      await register(member, extra.id);
    }
    const after = await measure();
    expect(after).toEqual(before);
    // Only the session statement on PostgreSQL: the seats come from memory (scope
    // 'event_seats'); the embedded database holds sessions in memory and learns the member's
    // counter from its triggers, so nothing runs there.
    expect(after).toEqual(databaseKind === 'postgres' ? [1, 1] : [0, 0]);
  });
});

describe('seats held in memory (scope event_seats)', () => {
  it("shows another member's registration and cancellation on the next read, and a payment hold ending with time", async () => {
    const viewer = await newMember();
    const other = await newMember();
    const event = await createEvent(db, { availableSeats: 5 });
    const seatsLeft = async () => {
      const page = (await detail(viewer, event.id)).event.seatsLeft;
      const list = await get(viewer, '/api/events?includePast=true');
      const card = list.json().events.find((each: { id: string }) => each.id === event.id);
      // The list agrees with the page (one load serves both).
      if (card) expect(card.seatsLeft).toBe(page);
      return page;
    };
    expect(await seatsLeft()).toBe(5);
    expect((await register(other, event.id)).statusCode).toBeLessThan(300);
    expect(await seatsLeft()).toBe(4);
    expect((await unregister(other, event.id)).statusCode).toBeLessThan(300);
    expect(await seatsLeft()).toBe(5);
    // A pending payment holds its seat until its hold ends, with no write in between.
    const third = await newMember();
    await db.execute(sql`
      insert into event_registrations (user_id, event_id, payment_status, registration_date)
      values (${third.userId}, ${event.id}, 'pending', now() - make_interval(mins => ${paymentHoldMinutes}) + interval '4 seconds')`);
    expect(await seatsLeft()).toBe(4);
    clock.advance(4500);
    try {
      expect(await seatsLeft()).toBe(5);
    } finally {
      // The file's other tests keep the real time.
      clock.advance(-4500);
    }
  });
});

describe('an event page', () => {
  it("answers 'Event not found' for an unknown or inactive event", async () => {
    const member = await newMember();
    const inactive = await createEvent(db, { isActive: false });
    for (const id of ['00000000-0000-4000-8000-000000000000', inactive.id]) {
      const response = await get(member, `/api/events/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe(eventMessages.eventNotFound);
    }
    expect((await get(member, '/api/events/not-a-uuid')).statusCode).toBe(400);
  });

  it('never sends the Zoom link to an unregistered member, and sends it once registered', async () => {
    const member = await newMember();
    const event = await createEvent(db, { type: 'virtual', zoomLink: 'https://zoom.us/j/999000111' });
    const before = await get(member, `/api/events/${event.id}`);
    expect(before.body).not.toContain('999000111');
    expect(before.json().event.zoomLink).toBeNull();
    expect(before.json().registration).toBeNull();

    expect((await register(member, event.id)).statusCode).toBe(201);
    const after = await detail(member, event.id);
    expect(after.event.zoomLink).toBe('https://zoom.us/j/999000111');
    expect(after.event.isRegistered).toBe(true);
    expect(after.registration).toMatchObject({ paymentStatus: 'none', canCancel: true });
    // Another member still does not get it.
    const other = await newMember();
    expect((await get(other, `/api/events/${event.id}`)).body).not.toContain('999000111');
  });

  it('shows the host and up to 3 related active upcoming events, never itself', async () => {
    const member = await newMember();
    const event = await createEvent(db, { tags: ['Related-Tag'] });
    const related = await createEvent(db, { tags: ['Related-Tag'], dateTime: days(200) });
    const page = await detail(member, event.id);
    expect(page.related.length).toBeLessThanOrEqual(3);
    expect(page.related.map((other: { id: string }) => other.id)).not.toContain(event.id);
    expect(page.related[0].id).toBe(related.id);
    expect(page.related.every((other: { isPast: boolean }) => !other.isPast)).toBe(true);
  });
});

describe('registration', () => {
  it('counts seats: available minus registrations, never below 0, and null for unlimited', async () => {
    const limited = await createEvent(db, { availableSeats: 2 });
    const unlimited = await createEvent(db, { availableSeats: null });
    const [a, b, c] = [await newMember(), await newMember(), await newMember()];

    const first = await register(a, limited.id);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      seatsLeft: 1,
      checkoutUrl: null,
      registration: { paymentStatus: 'none' },
    });
    expect((await detail(c, limited.id)).event).toMatchObject({
      seatsLeft: 1,
      registeredCount: 1,
      isFull: false,
    });
    expect((await register(b, limited.id)).json().seatsLeft).toBe(0);

    const full = await register(c, limited.id);
    expect(full.statusCode).toBe(409);
    expect(full.json().error.message).toBe(eventMessages.eventFull);
    expect((await detail(c, limited.id)).event).toMatchObject({
      seatsLeft: 0,
      isFull: true,
      isRegistered: false,
    });

    // Seats shrunk below the registrations by an admin: 0 left, not negative.
    await db.update(events).set({ availableSeats: 1 }).where(eq(events.id, limited.id));
    expect((await detail(c, limited.id)).event.seatsLeft).toBe(0);

    const open = await register(a, unlimited.id);
    expect(open.json().seatsLeft).toBeNull();
    expect((await detail(b, unlimited.id)).event).toMatchObject({
      seatsLeft: null,
      registeredCount: 1,
      isFull: false,
    });
  });

  it('registers a member once', async () => {
    const member = await newMember();
    const event = await createEvent(db, {});
    expect((await register(member, event.id)).statusCode).toBe(201);
    const again = await register(member, event.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(eventMessages.alreadyRegistered);
    const rows = await db
      .select()
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.eventId, event.id), eq(eventRegistrations.userId, member.userId)));
    expect(rows).toHaveLength(1);
  });

  it('refuses a past event, and an unknown one', async () => {
    const member = await newMember();
    const past = await createEvent(db, { dateTime: days(-1) });
    const refused = await register(member, past.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(eventMessages.eventPast);
    expect((await register(member, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect(
      await db.select().from(eventRegistrations).where(eq(eventRegistrations.eventId, past.id)),
    ).toHaveLength(0);
  });

  it('cancels before the event starts and frees the seat; refuses after the start', async () => {
    const [member, other] = [await newMember(), await newMember()];
    const event = await createEvent(db, { availableSeats: 1 });
    await register(member, event.id);
    expect((await register(other, event.id)).statusCode).toBe(409);

    const cancelled = await unregister(member, event.id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toEqual({ seatsLeft: 1 });
    expect((await register(other, event.id)).statusCode).toBe(201);
    expect((await unregister(member, event.id)).statusCode).toBe(404);

    // The event started meanwhile.
    await db
      .update(events)
      .set({ dateTime: days(-0.01) })
      .where(eq(events.id, event.id));
    const late = await unregister(other, event.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(eventMessages.cancelPast);
  });
});

describe('paid registration', () => {
  const sessionIdOf = (url: string) => url.split('/').at(-1)!;

  it('holds the seat through the test checkout and keeps it once paid', async () => {
    const [payer, other] = [await newMember(), await newMember()];
    const event = await createEvent(db, {
      registrationFeeCents: 2500,
      availableSeats: 1,
      type: 'virtual',
      zoomLink: 'https://zoom.us/j/555',
    });
    const started = await register(payer, event.id);
    expect(started.statusCode, started.body).toBe(201);
    const { checkoutUrl, registration, seatsLeft } = started.json();
    expect(registration.paymentStatus).toBe('pending');
    expect(seatsLeft).toBe(0);
    expect(checkoutUrl).toContain('/subscription/test-checkout/');
    // Held: nobody else gets the seat, and the link waits for the payment.
    expect((await register(other, event.id)).json().error.message).toBe(eventMessages.eventFull);
    expect((await detail(payer, event.id)).event.zoomLink).toBeNull();

    const sessionId = sessionIdOf(checkoutUrl);
    const checkout = await get(payer, `/api/billing/test-checkout/${sessionId}`);
    expect(checkout.json()).toMatchObject({ mode: 'payment', amountCents: 2500 });
    expect(checkout.json().successUrl).toBe(`${testAppUrl}/events/${event.id}?payment=success`);
    const paid = await app.inject({
      method: 'POST',
      url: `/api/billing/test-checkout/${sessionId}/pay`,
      headers: { cookie: payer.cookie },
      payload: { outcome: 'succeeded' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const page = await detail(payer, event.id);
    expect(page.registration).toMatchObject({ paymentStatus: 'completed', canCancel: false });
    expect(page.event).toMatchObject({ seatsLeft: 0, zoomLink: 'https://zoom.us/j/555' });
    // Paid: refunds are for support.
    const cancel = await unregister(payer, event.id);
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().error.message).toBe(eventMessages.cancelPaid);
  });

  it('frees the seat when the payer cancels, and still honours a later payment', async () => {
    const [payer, other] = [await newMember(), await newMember()];
    const event = await createEvent(db, { registrationFeeCents: 1500, availableSeats: 2 });
    const started = await register(payer, event.id);
    expect(started.json().registration).toMatchObject({ paymentStatus: 'pending', canCancel: true });
    const cancelled = await unregister(payer, event.id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toEqual({ seatsLeft: 2 });
    expect((await detail(payer, event.id)).registration).toBeNull();
    // The checkout page was still open and the payer paid after all: the seat is theirs.
    const sessionId = sessionIdOf(started.json().checkoutUrl);
    const paid = await app.inject({
      method: 'POST',
      url: `/api/billing/test-checkout/${sessionId}/pay`,
      headers: { cookie: payer.cookie },
      payload: { outcome: 'succeeded' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await detail(payer, event.id)).registration).toMatchObject({ paymentStatus: 'completed' });
    expect((await detail(other, event.id)).event.seatsLeft).toBe(1);
  });

  it('frees an abandoned checkout seat when its hold expires', async () => {
    const [payer, other] = [await newMember(), await newMember()];
    const event = await createEvent(db, { registrationFeeCents: 900, availableSeats: 1 });
    const started = await register(payer, event.id);
    const registrationId = started.json().registration.id;
    expect((await register(other, event.id)).statusCode).toBe(409);

    // Before the hold's end the job changes nothing.
    await runJobs();
    expect((await detail(other, event.id)).event.seatsLeft).toBe(0);

    // 30 minutes later (the payer never paid): the release job is due and frees the seat.
    await db.execute(
      sql`update event_registrations set registration_date = now() - interval '31 minutes' where id = ${registrationId}`,
    );
    await db.execute(
      sql`update jobs set run_at = now() where name = 'billing.release-hold' and payload->>'registrationId' = ${registrationId}`,
    );
    await runJobs();
    const [row] = await db.select().from(eventRegistrations).where(eq(eventRegistrations.id, registrationId));
    expect(row!.paymentStatus).toBe('failed');
    expect((await detail(other, event.id)).event.seatsLeft).toBe(1);
    expect((await detail(payer, event.id)).registration).toBeNull();
    const taken = await register(other, event.id);
    expect(taken.statusCode, taken.body).toBe(201);
  });
});

describe('the calendar file', () => {
  it('parses as iCalendar with the event title, UTC start and location', async () => {
    const member = await newMember();
    const start = new Date('2031-05-06T17:30:00.000Z');
    const event = await createEvent(db, {
      title: 'Calendar Clinic',
      type: 'live',
      location: 'Austin, TX',
      dateTime: start,
    });
    const response = await get(member, `/api/events/${event.id}/calendar.ics`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/calendar/);
    expect(response.headers['content-disposition']).toContain('calendar-clinic.ics');
    expect(response.body).toContain('DTSTART:20310506T173000Z');
    const parsed = ical.sync.parseICS(response.body);
    const entries = Object.values(parsed).filter((entry) => entry?.type === 'VEVENT') as ical.VEvent[];
    expect(entries).toHaveLength(1);
    expect(entries[0]!.summary).toBe('Calendar Clinic');
    expect(entries[0]!.start.toISOString()).toBe(start.toISOString());
    expect(entries[0]!.location).toBe('Austin, TX');
  });

  it('puts the Zoom link in only for a registered member', async () => {
    const member = await newMember();
    const event = await createEvent(db, { type: 'virtual', zoomLink: 'https://zoom.us/j/424242' });
    const before = await get(member, `/api/events/${event.id}/calendar.ics`);
    expect(before.body).not.toContain('424242');
    await register(member, event.id);
    const after = await get(member, `/api/events/${event.id}/calendar.ics`);
    expect(after.body).toContain('https://zoom.us/j/424242');
  });
});
