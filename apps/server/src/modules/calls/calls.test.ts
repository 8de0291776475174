import {
  addDays,
  callStartsAt,
  dateInZone,
  firstBookableWeekStart,
  isBookableWeekday,
  mondayOf,
  weekdayOf,
} from '@pillars/shared/calls/schedule';
import { callMessages, callSlotTime } from '@pillars/shared/calls/schemas';
import { forbiddenMessages } from '@pillars/shared/policies';
import type { Role } from '@pillars/shared/roles';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { auditRowsOf } from '../../../test/audit-rows.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { createCall, createMember, createOrganization } from '../../../test/builders.ts';
import { scheduledCalls } from '../../db/schema/index.ts';

const { app, db, signInAs, loginAs, userIds } = await buildTestApp();

interface Caller {
  userId: string;
  cookie: string;
  organizationId: string | null;
}

async function newMember(
  options: { organizationId?: string; role?: Role; firstName?: string } = {},
): Promise<Caller> {
  const organizationId = options.organizationId ?? (await createOrganization(db)).id;
  const member = await createMember(db, { organizationId, role: options.role, firstName: options.firstName });
  return { userId: member.userId, organizationId, cookie: await signInAs(member) };
}

const get = (caller: Caller, url: string) =>
  app.inject({ method: 'GET', url, headers: { cookie: caller.cookie } });
const send = (caller: Caller, method: 'POST' | 'PATCH', url: string, payload?: object) =>
  app.inject({ method, url, headers: { cookie: caller.cookie }, ...(payload ? { payload } : {}) });
const book = (caller: Caller, payload: object) => send(caller, 'POST', '/api/calls', payload);

/*
 * The weeks this file books in, each handed out once (issue 54): a slot can be booked once
 * (a unique key), so two tests must never book in the same week, whatever day of the year the
 * suite runs on. Weeks count from this week's Monday in Los Angeles; the weeks a test must book
 * in (the daylight-saving change's) are reserved before any is handed out, and a week handed
 * out twice fails the file at once rather than as a unique-key error in one week of the year.
 */
const thisMonday = mondayOf(dateInZone(new Date()));
const takenWeeks = new Set<string>();

/** The Tuesday-Friday of the week that starts on `monday`, taken for the caller alone. */
function takeWeek(monday: string): string[] {
  if (takenWeeks.has(monday)) throw new Error(`the week of ${monday} was handed out twice`);
  takenWeeks.add(monday);
  return [1, 2, 3, 4].map((n) => addDays(monday, n));
}

/** Bookable dates (Tuesday-Friday, not started) of the first free week at least `from` weeks ahead. */
let nextFreeWeek = 3;
function bookableDates({ from }: { from?: number } = {}): string[] {
  let weeksAhead = from ?? nextFreeWeek;
  while (takenWeeks.has(addDays(thisMonday, 7 * weeksAhead))) weeksAhead += 1;
  if (from === undefined) nextFreeWeek = weeksAhead + 1;
  return takeWeek(addDays(thisMonday, 7 * weeksAhead));
}

/**
 * Next year's changes in Los Angeles (always ahead): clocks go forward on the second Sunday
 * of March and back on the first Sunday of November. The daylight-saving test books the
 * Tuesday after the spring change, so that week is reserved now.
 */
const changeYear = Number(dateInZone(new Date()).slice(0, 4)) + 1;
function nthSunday(month: string, n: number): string {
  let date = `${changeYear}-${month}-01`;
  while (weekdayOf(date) !== 0) date = addDays(date, 1);
  return addDays(date, 7 * (n - 1));
}
const springForward = nthSunday('03', 2);
const fallBack = nthSunday('11', 1);
const [tuesdayAfterSpringForward] = takeWeek(addDays(springForward, 1));

describe('Book a Call', () => {
  it('books the 7:00 AM PT slot of a Tuesday-Friday date, lists it and banners it', async () => {
    const member = await newMember();
    const week = bookableDates();
    const [date] = week;
    const booked = await book(member, {
      date,
      time: callSlotTime,
      phoneNumber: '(555) 123-4567',
      notes: '  Pricing questions  ',
    });
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json().call).toMatchObject({
      date,
      time: callSlotTime,
      status: 'pending',
      notes: 'Pricing questions',
      canCancel: true,
      startsAt: callStartsAt(date!).toISOString(),
    });

    const screen = (await get(member, `/api/calls/booking?weekStart=${date}`)).json();
    expect(screen.days.map((day: { date: string }) => day.date)).toEqual(week);
    const day = screen.days.find((candidate: { date: string }) => candidate.date === date);
    expect(day.slots).toEqual([
      expect.objectContaining({ time: callSlotTime, isTaken: true, isPast: false }),
    ]);
    expect(screen.myCalls.map((call: { id: string }) => call.id)).toEqual([booked.json().call.id]);
    expect(screen.upcomingCall.id).toBe(booked.json().call.id);

    // Empty notes become null.
    const [, second] = bookableDates();
    const plain = await book(member, {
      date: second,
      time: callSlotTime,
      phoneNumber: '555.123.4567',
      notes: '   ',
    });
    expect(plain.json().call.notes).toBeNull();
  });

  it('shows this week at the earliest, Tuesday to Friday in Los Angeles', async () => {
    const member = await newMember();
    // This week while a day of it can still be booked (the test's own clock could be a
    // Friday afternoon: the next test's case).
    const thisWeek = firstBookableWeekStart(Date.now());
    const screen = (await get(member, '/api/calls/booking?weekStart=2020-01-07')).json();
    expect(screen.timeZone).toBe('America/Los_Angeles');
    expect(screen.week).toEqual({ start: thisWeek, previousStart: null, nextStart: addDays(thisWeek, 7) });
    expect(screen.days.map((day: { weekday: number }) => day.weekday)).toEqual([2, 3, 4, 5]);
    const next = (await get(member, `/api/calls/booking?weekStart=${addDays(thisWeek, 9)}`)).json();
    expect(next.week).toEqual({
      start: addDays(thisWeek, 7),
      previousStart: thisWeek,
      nextStart: addDays(thisWeek, 14),
    });
    expect((await get(member, '/api/calls/booking?weekStart=2026-02-30')).statusCode).toBe(400);
  });

  it('opens on the next week when no day of this one can be booked any more (Friday after 7 AM)', async () => {
    // A week of its own (it books nothing, but its fake clock makes the days before it past).
    const [tuesday, , , friday] = bookableDates({ from: 2 });
    const monday = addDays(tuesday!, -1);
    // Friday 8:00 AM in Los Angeles: Tuesday to Friday are past. Only Date is faked (the
    // member signs in at that time, as in the test below).
    vi.useFakeTimers({ toFake: ['Date'], now: callStartsAt(friday!).getTime() + 60 * 60 * 1000 });
    try {
      const member = await newMember();
      const answer = await get(member, '/api/calls/booking');
      expect(answer.statusCode, answer.body).toBe(200);
      const opened = answer.json();
      expect(opened.week).toEqual({
        start: addDays(monday, 7),
        previousStart: null,
        nextStart: addDays(monday, 14),
      });
      expect(opened.days.some((day: { slots: { isBookable: boolean }[] }) => day.slots[0]!.isBookable)).toBe(
        true,
      );
      // Asking for the past week shows the first bookable one too.
      const asked = (await get(member, `/api/calls/booking?weekStart=${monday}`)).json();
      expect(asked.week.start).toBe(addDays(monday, 7));
    } finally {
      vi.useRealTimers();
    }
    // Tuesday 6:00 AM of that week: it opens on that week.
    vi.useFakeTimers({ toFake: ['Date'], now: callStartsAt(tuesday!).getTime() - 60 * 60 * 1000 });
    try {
      const member = await newMember();
      const opened = (await get(member, '/api/calls/booking')).json();
      expect(opened.week.start).toBe(monday);
    } finally {
      vi.useRealTimers();
    }
  });

  it('puts 7:00 AM PT at the right UTC instant on both sides of a daylight-saving change', async () => {
    const member = await newMember();
    const startTimes = async (weekStart: string) =>
      (await get(member, `/api/calls/booking?weekStart=${weekStart}`))
        .json()
        .days.map((day: { slots: Array<{ startsAt: string }> }) => day.slots[0]!.startsAt.slice(11, 16));
    // The weeks before and after each change (weeks start on Monday, the change is on Sunday).
    expect(await startTimes(addDays(springForward, -6))).toEqual(['15:00', '15:00', '15:00', '15:00']);
    expect(await startTimes(addDays(springForward, 1))).toEqual(['14:00', '14:00', '14:00', '14:00']);
    expect(await startTimes(addDays(fallBack, -6))).toEqual(['14:00', '14:00', '14:00', '14:00']);
    expect(await startTimes(addDays(fallBack, 1))).toEqual(['15:00', '15:00', '15:00', '15:00']);
    const booked = await book(member, {
      date: tuesdayAfterSpringForward,
      time: callSlotTime,
      phoneNumber: '5551234567',
    });
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json().call.startsAt).toBe(`${tuesdayAfterSpringForward}T14:00:00.000Z`);
  });

  it('refuses a Monday, a weekend, a past date, another time and bad dates, and writes nothing', async () => {
    const member = await newMember();
    const monday = addDays(bookableDates()[0]!, -1);
    const cases: Array<[object, string]> = [
      [{ date: monday }, callMessages.weekdayOnly],
      [{ date: addDays(monday, 5) }, callMessages.weekdayOnly],
      [{ date: addDays(monday, 6) }, callMessages.weekdayOnly],
      [{ date: '2020-01-07' }, callMessages.pastDate],
      [{ date: addDays(monday, 1), time: '8:00 AM PT' }, callMessages.invalidTime],
      [{ date: '2031-02-30' }, callMessages.invalidDate],
      [{ date: '' }, callMessages.requiredFields],
      [{ date: addDays(monday, 1), phoneNumber: '' }, callMessages.requiredFields],
    ];
    for (const [change, message] of cases) {
      const response = await book(member, {
        date: addDays(monday, 1),
        time: callSlotTime,
        phoneNumber: '5551234567',
        ...change,
      });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().error.message, JSON.stringify(change)).toBe(message);
    }
    expect(
      await db.select().from(scheduledCalls).where(eq(scheduledCalls.userId, member.userId)),
    ).toHaveLength(0);
  });

  it("refuses today's slot once 7:00 AM PT has passed", async () => {
    // The latest bookable day that has started: today when it is Tuesday-Friday after 7 AM in
    // Los Angeles, otherwise an earlier one; either way the date is refused as past.
    const member = await newMember();
    let date = dateInZone(new Date());
    while (!isBookableWeekday(date) || callStartsAt(date).getTime() > Date.now()) date = addDays(date, -1);
    const response = await book(member, { date, time: callSlotTime, phoneNumber: '5551234567' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(callMessages.pastDate);
  });

  it('offers and books only calls at least 24 hours away (calls are confirmed 24 hours ahead)', async () => {
    // A Tuesday at 8:00 AM in Los Angeles, weeks ahead: Wednesday's 7:00 AM call is 23 hours
    // away, Thursday's 47. Only Date is faked: the server reads the time from it.
    const [tuesday, wednesday, thursday] = bookableDates();
    vi.useFakeTimers({ toFake: ['Date'], now: callStartsAt(tuesday!).getTime() + 60 * 60 * 1000 });
    try {
      const member = await newMember();
      const screen = (await get(member, `/api/calls/booking?weekStart=${tuesday}`)).json();
      const slotOf = (date: string) =>
        screen.days.find((day: { date: string }) => day.date === date).slots[0];
      expect(slotOf(tuesday!)).toMatchObject({ isPast: true, isBookable: false });
      expect(slotOf(wednesday!)).toMatchObject({ isPast: false, isTaken: false, isBookable: false });
      expect(slotOf(thursday!)).toMatchObject({ isPast: false, isBookable: true });

      const tooSoon = await book(member, { date: wednesday, time: callSlotTime, phoneNumber: '5551234567' });
      expect(tooSoon.statusCode).toBe(400);
      expect(tooSoon.json().error.message).toBe(callMessages.tooSoon);
      expect(
        await db.select().from(scheduledCalls).where(eq(scheduledCalls.userId, member.userId)),
      ).toHaveLength(0);
      const booked = await book(member, { date: thursday, time: callSlotTime, phoneNumber: '5551234567' });
      expect(booked.statusCode, booked.body).toBe(201);
    } finally {
      vi.useRealTimers();
    }
  });

  it('validates US phone numbers', async () => {
    const member = await newMember();
    const [date] = bookableDates();
    for (const phoneNumber of ['555-1234', '+44 20 7946 0958', '(555 123-4567', 'call me']) {
      const response = await book(member, { date, time: callSlotTime, phoneNumber });
      expect(response.statusCode, phoneNumber).toBe(400);
      expect(response.json().error.message).toBe(callMessages.invalidPhone);
    }
    const ok = await book(member, { date, time: callSlotTime, phoneNumber: '(555) 987-6543' });
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it("gives a taken slot's loser the spec's text, and frees the slot when the call is cancelled", async () => {
    const [first, second] = [await newMember(), await newMember()];
    const [date] = bookableDates();
    const booked = await book(first, { date, time: callSlotTime, phoneNumber: '5551234567' });
    const lost = await book(second, { date, time: callSlotTime, phoneNumber: '5551234567' });
    expect(lost.statusCode).toBe(409);
    expect(lost.json().error.message).toBe(callMessages.slotTaken);

    const cancelled = await send(first, 'POST', `/api/calls/${booked.json().call.id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().call).toMatchObject({ status: 'cancelled', canCancel: false });
    // Cancelled calls are hidden from the member's list, and the slot is free again.
    const screen = (await get(first, `/api/calls/booking?weekStart=${date}`)).json();
    expect(screen.myCalls).toEqual([]);
    expect(screen.upcomingCall).toBeNull();
    expect((await book(second, { date, time: callSlotTime, phoneNumber: '5551234567' })).statusCode).toBe(
      201,
    );
  });

  it("does not let a member cancel another member's call, nor a past or completed one", async () => {
    const organization = await createOrganization(db);
    const [owner, colleague] = [
      await newMember({ organizationId: organization.id }),
      await newMember({ organizationId: organization.id }),
    ];
    const [date] = bookableDates();
    const call = await createCall(db, { userId: owner.userId, date: date! });
    const refused = await send(colleague, 'POST', `/api/calls/${call.id}/cancel`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(forbiddenMessages.page);
    const [row] = await db.select().from(scheduledCalls).where(eq(scheduledCalls.id, call.id));
    expect(row!.status).toBe('pending');

    const past = await createCall(db, { userId: owner.userId, date: '2024-01-09', status: 'confirmed' });
    const completed = await createCall(db, {
      userId: owner.userId,
      date: bookableDates()[1]!,
      status: 'completed',
    });
    for (const id of [past.id, completed.id]) {
      const response = await send(owner, 'POST', `/api/calls/${id}/cancel`);
      expect(response.statusCode).toBe(409);
      expect(response.json().error.message).toBe(callMessages.cannotCancel);
    }
    expect(
      (await send(owner, 'POST', '/api/calls/00000000-0000-4000-8000-000000000000/cancel')).statusCode,
    ).toBe(404);
  });

  it("audits a superadmin cancelling a member's call, and not a member cancelling their own", async () => {
    const owner = await newMember({ firstName: 'Nadia' });
    // A week of its own, far past the ones the other tests take in turn.
    const [first, second] = bookableDates({ from: 40 });
    const call = await createCall(db, { userId: owner.userId, date: first! });
    const superadmin = { userId: userIds.admin, organizationId: null, cookie: await loginAs('admin') };
    const byStaff = await auditRowsOf(db, () => send(superadmin, 'POST', `/api/calls/${call.id}/cancel`));
    expect(byStaff.result.statusCode, byStaff.result.body).toBe(200);
    expect(byStaff.rows).toEqual([
      expect.objectContaining({
        actor_id: userIds.admin,
        action: 'call.status',
        target_type: 'call',
        target_id: call.id,
        organization_id: owner.organizationId,
        before: { status: 'pending' },
        after: { status: 'cancelled' },
      }),
    ]);
    expect(byStaff.rows[0]!.target_name).toMatch(/^Nadia /);

    const own = await createCall(db, { userId: owner.userId, date: second! });
    const byMember = await auditRowsOf(db, () => send(owner, 'POST', `/api/calls/${own.id}/cancel`));
    expect(byMember.result.statusCode).toBe(200);
    expect(byMember.rows).toEqual([]);
  });
});

describe('Manage Scheduled Calls', () => {
  async function twoAgencies() {
    const [orgA, orgB] = [await createOrganization(db), await createOrganization(db)];
    const agentA = await newMember({ organizationId: orgA.id, role: 'agent' });
    const agentB = await newMember({ organizationId: orgB.id, role: 'agent' });
    const memberA = await newMember({ organizationId: orgA.id, firstName: 'Quincy' });
    const memberB = await newMember({ organizationId: orgB.id });
    const week = bookableDates();
    const [dateA, dateB] = week;
    const callA = await createCall(db, {
      userId: memberA.userId,
      date: dateA!,
      notes: 'Wants a hiring plan',
    });
    const callB = await createCall(db, { userId: memberB.userId, date: dateB! });
    return { agentA, agentB, memberA, memberB, callA, callB, week };
  }

  it("shows an agent only their organization's calls, also by id", async () => {
    const { agentA, agentB, callA, callB } = await twoAgencies();
    const listB = await get(agentB, '/api/admin/calls');
    expect(listB.statusCode, listB.body).toBe(200);
    const idsB = listB.json().calls.map((call: { id: string }) => call.id);
    expect(idsB).toContain(callB.id);
    expect(idsB).not.toContain(callA.id);
    expect(listB.json().total).toBe(1);

    const byId = await get(agentB, `/api/admin/calls/${callA.id}`);
    expect(byId.statusCode).toBe(403);
    expect(byId.body).not.toContain('Wants a hiring plan');
    const change = await send(agentB, 'PATCH', `/api/admin/calls/${callA.id}`, {
      status: 'confirmed',
      staffNotes: 'x',
    });
    expect(change.statusCode).toBe(403);
    const [row] = await db.select().from(scheduledCalls).where(eq(scheduledCalls.id, callA.id));
    expect(row).toMatchObject({ status: 'pending', notes: 'Wants a hiring plan', staffNotes: null });

    const own = await get(agentA, `/api/admin/calls/${callA.id}`);
    expect(own.statusCode).toBe(200);
    expect(own.json().call.member.firstName).toBe('Quincy');
  });

  it('lets a superadmin see every call; refuses members and support', async () => {
    const { callA, callB, memberA } = await twoAgencies();
    const admin = { userId: '', organizationId: null, cookie: await loginAs('admin') };
    const all = (await get(admin, '/api/admin/calls?sort=desc')).json();
    const ids = new Set<string>(all.calls.map((call: { id: string }) => call.id));
    // Newest first: the two new calls are on the first page.
    expect(ids.has(callA.id) && ids.has(callB.id)).toBe(true);
    expect((await get(admin, `/api/admin/calls/${callB.id}`)).statusCode).toBe(200);

    const support = { userId: '', organizationId: null, cookie: await loginAs('support') };
    for (const caller of [memberA, support]) {
      const refused = await get(caller, '/api/admin/calls');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toBe(forbiddenMessages.page);
    }
  });

  it('searches by name, email or notes, filters by status and sorts both ways', async () => {
    const { agentA, memberA, week } = await twoAgencies();
    const [, , third] = week;
    await createCall(db, { userId: memberA.userId, date: third!, status: 'completed', notes: 'Followed up' });

    const byNotes = (await get(agentA, '/api/admin/calls?search=hiring%20PLAN')).json();
    expect(byNotes.calls.map((call: { notes: string }) => call.notes)).toEqual(['Wants a hiring plan']);
    const byName = (await get(agentA, '/api/admin/calls?search=quincy')).json();
    expect(byName.total).toBe(2);
    const completed = (await get(agentA, '/api/admin/calls?status=completed')).json();
    expect(completed.calls.map((call: { status: string }) => call.status)).toEqual(['completed']);
    const asc = (await get(agentA, '/api/admin/calls?sort=asc'))
      .json()
      .calls.map((call: { date: string }) => call.date);
    const desc = (await get(agentA, '/api/admin/calls?sort=desc'))
      .json()
      .calls.map((call: { date: string }) => call.date);
    expect(asc).toEqual([...asc].sort());
    expect(desc).toEqual([...asc].reverse());
    // 'Upcoming First' with past calls too: upcoming soonest first, then past newest first.
    await createCall(db, { userId: memberA.userId, date: '2024-01-09', status: 'completed' });
    await createCall(db, { userId: memberA.userId, date: '2025-03-04', status: 'missed' });
    const withPast = (await get(agentA, '/api/admin/calls?sort=asc'))
      .json()
      .calls.map((call: { date: string }) => call.date);
    expect(withPast).toEqual([...asc, '2025-03-04', '2024-01-09']);
    const recentFirst = (await get(agentA, '/api/admin/calls?sort=desc'))
      .json()
      .calls.map((call: { date: string }) => call.date);
    expect(recentFirst).toEqual([...[...asc].reverse(), '2025-03-04', '2024-01-09']);
    // LIKE wildcards are literal.
    expect((await get(agentA, '/api/admin/calls?search=%25')).json().total).toBe(0);
    expect((await get(agentA, '/api/admin/calls?status=lost')).statusCode).toBe(400);
  });

  it('sets any status from any other and saves notes only on Save Notes', async () => {
    const { agentA, callA, memberA } = await twoAgencies();
    const confirmed = await send(agentA, 'PATCH', `/api/admin/calls/${callA.id}`, { status: 'confirmed' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().call).toMatchObject({ status: 'confirmed', notes: 'Wants a hiring plan' });

    // Save Notes writes the staff's notes; the member's call topics stay as they wrote them.
    const noted = await send(agentA, 'PATCH', `/api/admin/calls/${callA.id}`, {
      staffNotes: 'Call the mobile',
    });
    expect(noted.statusCode, noted.body).toBe(200);
    expect(noted.json().call).toMatchObject({
      status: 'confirmed',
      notes: 'Wants a hiring plan',
      staffNotes: 'Call the mobile',
    });
    const memberView = await get(memberA, '/api/calls/booking');
    expect(memberView.json().myCalls.find((call: { id: string }) => call.id === callA.id)).toMatchObject({
      notes: 'Wants a hiring plan',
    });
    expect(memberView.body).not.toContain('Call the mobile');
    expect(memberView.body).not.toContain('staffNotes');
    // The old body field is refused, not taken as the topics.
    const oldField = await send(agentA, 'PATCH', `/api/admin/calls/${callA.id}`, { notes: 'Overwrite' });
    expect(oldField.statusCode).toBe(400);
    const [kept] = await db.select().from(scheduledCalls).where(eq(scheduledCalls.id, callA.id));
    expect(kept).toMatchObject({ notes: 'Wants a hiring plan', staffNotes: 'Call the mobile' });
    // Search finds the staff notes too.
    const byStaffNotes = (await get(agentA, '/api/admin/calls?search=the%20mobile')).json();
    expect(byStaffNotes.calls.map((call: { id: string }) => call.id)).toEqual([callA.id]);
    for (const status of ['missed', 'completed', 'cancelled', 'pending'] as const) {
      const response = await send(agentA, 'PATCH', `/api/admin/calls/${callA.id}`, { status });
      expect(response.json().call.status).toBe(status);
    }
    // Back to an active status while another call holds the slot: the index refuses it.
    await send(agentA, 'PATCH', `/api/admin/calls/${callA.id}`, { status: 'cancelled' });
    const [slot] = await db.select().from(scheduledCalls).where(eq(scheduledCalls.id, callA.id));
    const other = await newMember({ organizationId: memberA.organizationId! });
    expect(
      (await book(other, { date: slot!.scheduledDate, time: callSlotTime, phoneNumber: '5551234567' }))
        .statusCode,
    ).toBe(201);
    const reopened = await send(agentA, 'PATCH', `/api/admin/calls/${callA.id}`, { status: 'confirmed' });
    expect(reopened.statusCode).toBe(409);
    expect(reopened.json().error.message).toBe(callMessages.slotTaken);

    const empty = await send(agentA, 'PATCH', `/api/admin/calls/${callA.id}`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe(callMessages.nothingToUpdate);
    // The member sees the agent's change.
    const screen = (await get(memberA, `/api/calls/booking`)).json();
    expect(screen.myCalls.find((call: { id: string }) => call.id === callA.id)).toBeUndefined();
    await send(agentA, 'PATCH', `/api/admin/calls/${callA.id}`, { status: 'completed' });
    const later = (await get(memberA, `/api/calls/booking`)).json();
    expect(later.myCalls.find((call: { id: string }) => call.id === callA.id)?.status).toBe('completed');
  });

  it("records each change in the trail with its actor and the member's organization, and nothing when refused", async () => {
    const { agentA, agentB, callA, memberA } = await twoAgencies();
    const [call] = await db.select().from(scheduledCalls).where(eq(scheduledCalls.id, callA.id));
    const expectedTarget = {
      target_type: 'call',
      target_id: callA.id,
      organization_id: memberA.organizationId,
    };

    const status = await auditRowsOf(db, () =>
      send(agentA, 'PATCH', `/api/admin/calls/${callA.id}`, { status: 'confirmed' }),
    );
    expect(status.result.statusCode, status.result.body).toBe(200);
    expect(status.rows).toHaveLength(1);
    expect(status.rows[0]).toMatchObject({
      ...expectedTarget,
      action: 'call.status',
      actor_id: agentA.userId,
      before: { status: 'pending' },
      after: { status: 'confirmed' },
    });
    expect(status.rows[0]!.target_name).toMatch(new RegExp(`^Quincy .*, ${call!.scheduledDate}$`));

    const notes = await auditRowsOf(db, () =>
      send(agentA, 'PATCH', `/api/admin/calls/${callA.id}`, { staffNotes: 'Prefers mornings' }),
    );
    expect(notes.rows).toHaveLength(1);
    expect(notes.rows[0]).toMatchObject({
      ...expectedTarget,
      action: 'call.staff_notes',
      before: { staffNotes: null },
      after: { staffNotes: 'Prefers mornings' },
    });

    // A superadmin's change belongs to the member's organization too.
    const admin = { userId: userIds.admin, organizationId: null, cookie: await loginAs('admin') };
    const byAdmin = await auditRowsOf(db, () =>
      send(admin, 'PATCH', `/api/admin/calls/${callA.id}`, { status: 'completed' }),
    );
    expect(byAdmin.rows).toHaveLength(1);
    expect(byAdmin.rows[0]).toMatchObject({
      ...expectedTarget,
      action: 'call.status',
      actor_id: userIds.admin,
      actor_email: 'admin@example.com',
      before: { status: 'confirmed' },
      after: { status: 'completed' },
    });

    // Refused (another agency's agent, support, an empty or bad body) or unchanged: no row.
    const refused = await auditRowsOf(db, async () => [
      await send(agentB, 'PATCH', `/api/admin/calls/${callA.id}`, { status: 'missed' }),
      await send({ ...admin, cookie: await loginAs('support') }, 'PATCH', `/api/admin/calls/${callA.id}`, {
        status: 'missed',
      }),
      await send(agentA, 'PATCH', `/api/admin/calls/${callA.id}`, {}),
      await send(agentA, 'PATCH', `/api/admin/calls/${callA.id}`, { status: 'lost' }),
      await send(agentA, 'PATCH', `/api/admin/calls/${callA.id}`, { status: 'completed' }),
    ]);
    expect(refused.result.map((response) => response.statusCode)).toEqual([403, 403, 400, 400, 200]);
    expect(refused.rows).toEqual([]);
  });
});
