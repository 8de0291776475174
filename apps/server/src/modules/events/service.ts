import { billingMessages, paymentHoldMinutes } from '@pillars/shared/billing/messages';
import type {
  CancelRegistrationResponse,
  EventCard,
  EventDetail,
  EventDetailResponse,
  EventHost,
  EventsResponse,
  EventTypeFilter,
  MyRegistration,
  RegisterForEventResponse,
} from '@pillars/shared/events/schemas';
import {
  eventMessages,
  eventPagePaths,
  eventsPageSize,
  formatEventFee,
  relatedEventsCount,
} from '@pillars/shared/events/schemas';
import { planRequiredMessage } from '@pillars/shared/plans/messages';
import { can } from '@pillars/shared/policies';
import { asc, eq, sql } from 'drizzle-orm';
import ical from 'ical-generator';
import { type Database, type Executor, preparedStatement, queryRows } from '../../db/client.ts';
import type { SqlRow } from '../../db/row-types.ts';
import { type eventRegistrations, events, eventTags, profiles } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { ViewerContext } from '../../lib/service-context.ts';
import { startEventPaymentCheckout } from '../billing/checkout-service.ts';
import { holdSeatForPayment } from '../billing/payment-holds.ts';
import { availableOnOf, readPlanNames } from '../plans/plan-rows.ts';

/*
 * Events for members (spec 01 section 2). The active events with their tags and hosts are
 * the same for everyone: held in memory (ctx.content, scope 'events', bumped by triggers on
 * events, event_tags and profiles). The registrations that hold seats are the same for
 * everyone too (scope 'event_seats', bumped by every registration write), the count computed
 * per request since a payment hold ends with time; the viewer's own registrations come from
 * ctx.viewerRows. So a list or an event page, warm, runs no statement beside the session's.
 *
 * Seats: a seat is taken by a free registration (payment none), a paid one (completed), and
 * a pending paid one while its hold lasts (billing's paymentHoldMinutes, released to failed
 * by billing's job). Registration locks the event row, so the count and the insert of
 * concurrent registrations happen one after the other and never oversell.
 */

const holdMs = paymentHoldMinutes * 60_000;

interface StoredEvent {
  id: string;
  title: string;
  description: string;
  dateTime: Date;
  type: 'live' | 'virtual';
  location: string | null;
  zoomLink: string | null;
  imageUrl: string | null;
  feeCents: number;
  availableSeats: number | null;
  host: EventHost | null;
  tags: string[];
  /** `dateTime` in milliseconds, compared on every request. */
  startsAtMs: number;
  /**
   * What every card of this event prints whatever the viewer and the clock, built once per
   * load: a list answers up to a page of cards per request (issue 21's profile of the
   * events list: building each card anew was a tenth of the server's time under load).
   */
  card: Omit<EventCard, 'seatsLeft' | 'isPast' | 'isRegistered'>;
}

interface ActiveEvents {
  /** Soonest first. */
  list: StoredEvent[];
  /** The same order, one list per type filter, so a request filters nothing. */
  byType: Record<EventTypeFilter, StoredEvent[]>;
  byId: Map<string, StoredEvent>;
}

async function loadActiveEvents(db: Database): Promise<ActiveEvents> {
  const [rows, tagRows, planNames] = await Promise.all([
    db
      .select({
        id: events.id,
        title: events.title,
        description: events.description,
        dateTime: events.dateTime,
        type: events.type,
        location: events.location,
        zoomLink: events.zoomLink,
        imageUrl: events.imageUrl,
        feeCents: events.registrationFeeCents,
        availableSeats: events.availableSeats,
        planIds: events.planIds,
        hostId: profiles.id,
        hostFirstName: profiles.firstName,
        hostLastName: profiles.lastName,
        hostAvatarUrl: profiles.avatarUrl,
      })
      .from(events)
      .leftJoin(profiles, eq(profiles.id, events.hostId))
      .where(eq(events.isActive, true))
      .orderBy(asc(events.dateTime), asc(events.id)),
    db
      .select({ eventId: eventTags.eventId, tag: eventTags.tag })
      .from(eventTags)
      .innerJoin(events, eq(events.id, eventTags.eventId))
      .where(eq(events.isActive, true))
      .orderBy(asc(eventTags.tag)),
    // 'Available on Team and Agency' of an event offered on some plans (issue 58).
    readPlanNames({ db }),
  ]);
  const tagsByEvent = new Map<string, string[]>();
  for (const row of tagRows) {
    const list = tagsByEvent.get(row.eventId);
    if (list) list.push(row.tag);
    else tagsByEvent.set(row.eventId, [row.tag]);
  }
  const list: StoredEvent[] = rows.map((row) => {
    const tags = tagsByEvent.get(row.id) ?? [];
    return {
      id: row.id,
      title: row.title,
      description: row.description,
      dateTime: row.dateTime,
      type: row.type,
      location: row.location,
      zoomLink: row.zoomLink,
      imageUrl: row.imageUrl,
      feeCents: row.feeCents,
      availableSeats: row.availableSeats,
      host: row.hostId
        ? {
            id: row.hostId,
            firstName: row.hostFirstName,
            lastName: row.hostLastName,
            avatarUrl: row.hostAvatarUrl,
          }
        : null,
      tags,
      startsAtMs: row.dateTime.getTime(),
      card: {
        id: row.id,
        title: row.title,
        dateTime: row.dateTime.toISOString(),
        type: row.type,
        locationLabel: locationLabel(row),
        imageUrl: row.imageUrl,
        feeLabel: formatEventFee(row.feeCents),
        tags,
        planIds: row.planIds,
        availableOn: availableOnOf(row.planIds, planNames),
      },
    };
  });
  return {
    list,
    byType: {
      all: list,
      live: list.filter((event) => event.type === 'live'),
      virtual: list.filter((event) => event.type === 'virtual'),
    },
    byId: new Map(list.map((event) => [event.id, event])),
  };
}

const activeEvents = (ctx: ViewerContext) =>
  ctx.content.get('events', 'active', () => loadActiveEvents(ctx.db));

/** The SQL condition of a registration that holds its seat (the same rule as `holdsSeat`). */
export const seatTakenCondition = sql.raw(
  `(payment_status in ('none', 'completed') or (payment_status = 'pending' and registration_date > now() - make_interval(mins => ${paymentHoldMinutes})))`,
);

/**
 * The registrations that hold a seat, for every event, in one statement: paid or free ones
 * counted, pending ones by registration time (their hold ends with the clock, so the count
 * is computed per request from these facts, never held). Held in memory under scope
 * 'event_seats', bumped by every write to event_registrations (migration 0021): one load
 * serves every list and page until the next registration, cancellation or payment. Every
 * event's, not only the active ones': an event made active later bumps no 'event_seats'.
 */
interface SeatHolders {
  firm: number;
  /** Registration times (ms) of pending payments whose hold had not ended at load. */
  pending: number[];
}

async function loadSeatHolders(db: Database): Promise<Map<string, SeatHolders>> {
  const rows = await queryRows<
    Pick<SqlRow<typeof eventRegistrations>, 'event_id'> & {
      /** Counted: the free and paid registrations. */
      firm: number;
      /** Aggregated: the pending ones' registration times in ms (float8s; Number() reads either form). */
      pending: Array<string | number> | null;
    }
  >(
    db,
    sql`select event_id,
               count(*) filter (where payment_status in ('none', 'completed'))::int as firm,
               array_agg((extract(epoch from registration_date) * 1000)::float8) filter (where payment_status = 'pending') as pending
          from event_registrations
         where ${seatTakenCondition}
         group by event_id`,
  );
  return new Map(
    rows.map((row) => [row.event_id, { firm: Number(row.firm), pending: (row.pending ?? []).map(Number) }]),
  );
}

/** Seats taken per event at `now` (the same rule as `holdsSeat`). */
async function takenSeats(ctx: ViewerContext, now: number): Promise<(eventId: string) => number> {
  const holders = await ctx.content.get('event_seats', 'holders', () => loadSeatHolders(ctx.db));
  return (eventId) => {
    const event = holders.get(eventId);
    if (!event) return 0;
    return event.firm + event.pending.filter((registeredAt) => registeredAt + holdMs > now).length;
  };
}

interface OwnRegistration {
  id: string;
  eventId: string;
  registeredAt: Date;
  paymentStatus: 'none' | 'pending' | 'completed' | 'failed';
}

/** A registration as `toOwnRegistration` reads it. */
type OwnRegistrationRow = Pick<
  SqlRow<typeof eventRegistrations>,
  'id' | 'event_id' | 'registration_date' | 'payment_status'
>;

const toOwnRegistration = (row: OwnRegistrationRow): OwnRegistration => ({
  id: row.id,
  eventId: row.event_id,
  registeredAt: new Date(row.registration_date),
  paymentStatus: row.payment_status,
});

/** The columns of `OwnRegistrationRow`. */
const ownRegistrationColumns = sql`id, event_id, registration_date, payment_status`;

const selectOwnRegistrations = preparedStatement<OwnRegistrationRow, { userId: string }>(
  'own_event_registrations',
  sql`select ${ownRegistrationColumns} from event_registrations where user_id = ${sql.placeholder('userId')}`,
);

/** A member's registration for one event, read in the caller's transaction (after the event's lock). */
async function readOwnRegistration(
  tx: Executor,
  eventId: string,
  userId: string,
): Promise<OwnRegistration | undefined> {
  const [row] = await queryRows<OwnRegistrationRow>(
    tx,
    sql`select ${ownRegistrationColumns} from event_registrations
         where event_id = ${eventId} and user_id = ${userId}`,
  );
  return row && toOwnRegistration(row);
}

/** The viewer's registrations by event: from memory while their counter has not moved. */
function ownRegistrations(ctx: ViewerContext): Promise<Map<string, OwnRegistration>> {
  return ctx.viewerRows.get('events', async () => {
    const rows = await selectOwnRegistrations(ctx.db, { userId: ctx.viewer.userId });
    return new Map(rows.map((row) => [row.event_id, toOwnRegistration(row)]));
  });
}

/** Free or paid, or paying while the hold lasts. */
function holdsSeat(registration: OwnRegistration | undefined, now: number): registration is OwnRegistration {
  if (!registration) return false;
  if (registration.paymentStatus === 'none' || registration.paymentStatus === 'completed') return true;
  return registration.paymentStatus === 'pending' && registration.registeredAt.getTime() + holdMs > now;
}

export function locationLabel(event: { type: 'live' | 'virtual'; location: string | null }): string {
  if (event.type === 'virtual') return eventMessages.online;
  const location = event.location?.trim();
  return location ? location : eventMessages.locationTba;
}

const seatsLeftOf = (availableSeats: number | null, taken: number): number | null =>
  availableSeats === null ? null : Math.max(0, availableSeats - taken);

function toCard(event: StoredEvent, taken: number, registered: boolean, now: number): EventCard {
  const { card } = event;
  return {
    id: card.id,
    title: card.title,
    dateTime: card.dateTime,
    type: card.type,
    locationLabel: card.locationLabel,
    imageUrl: card.imageUrl,
    feeLabel: card.feeLabel,
    seatsLeft: seatsLeftOf(event.availableSeats, taken),
    tags: card.tags,
    isPast: event.startsAtMs < now,
    isRegistered: registered,
    planIds: card.planIds,
    availableOn: card.availableOn,
  };
}

/**
 * An event offered on some plans only opens for a viewer whose organization is on one of them
 * (`content.open`): otherwise 403 PLAN_REQUIRED naming them. Its card still lists (issue 58).
 */
function requireOpenableEvent(ctx: ViewerContext, event: StoredEvent): void {
  if (!can(ctx.viewer, 'content.open', { planIds: event.card.planIds })) {
    throw new AppError('PLAN_REQUIRED', planRequiredMessage(event.card.availableOn));
  }
}

/** The index of the first event starting at `now` or later in a soonest-first list (its length if none). */
function firstUpcomingIndex(list: StoredEvent[], now: number): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (list[middle]!.startsAtMs < now) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Upcoming soonest first, then (when asked) past ones newest first: the page asked of them. */
function selectEventsPage(
  ofType: StoredEvent[],
  includePast: boolean,
  now: number,
  page: number,
): { pageEvents: StoredEvent[]; total: number } {
  const firstUpcoming = firstUpcomingIndex(ofType, now);
  const upcomingCount = ofType.length - firstUpcoming;
  const total = includePast ? ofType.length : upcomingCount;
  const from = (page - 1) * eventsPageSize;
  const to = Math.min(page * eventsPageSize, total);
  const pageEvents: StoredEvent[] = [];
  // Position i of the answer: upcoming ones in order, then past ones from the newest back.
  for (let position = from; position < to; position += 1) {
    pageEvents.push(
      position < upcomingCount
        ? ofType[firstUpcoming + position]!
        : ofType[firstUpcoming - 1 - (position - upcomingCount)]!,
    );
  }
  return { pageEvents, total };
}

export async function listEvents(
  ctx: ViewerContext,
  query: { type: EventTypeFilter; includePast: boolean; page: number },
): Promise<EventsResponse> {
  const now = ctx.now();
  const [{ byType }, own] = await Promise.all([activeEvents(ctx), ownRegistrations(ctx)]);
  const { pageEvents, total } = selectEventsPage(byType[query.type], query.includePast, now, query.page);
  const taken = await takenSeats(ctx, now);
  return {
    events: pageEvents.map((event) => toCard(event, taken(event.id), holdsSeat(own.get(event.id), now), now)),
    total,
    page: query.page,
    pageSize: eventsPageSize,
  };
}

/**
 * Other active upcoming events, those sharing a tag (then the type) first, the soonest within
 * each: one pass over the date-ordered list that keeps the first 3 of each score, no sort.
 */
function relatedTo(event: StoredEvent, list: StoredEvent[], now: number): StoredEvent[] {
  const tags = new Set(event.tags);
  // byScore[3]: shares a tag and the type ... byScore[0]: neither.
  const byScore: StoredEvent[][] = [[], [], [], []];
  for (const other of list) {
    if (other.id === event.id || other.startsAtMs < now) continue;
    const score = (other.tags.some((tag) => tags.has(tag)) ? 2 : 0) + (other.type === event.type ? 1 : 0);
    const bucket = byScore[score]!;
    if (bucket.length < relatedEventsCount) bucket.push(other);
    // The best bucket is full: nothing later can come before it.
    if (score === 3 && bucket.length === relatedEventsCount) break;
  }
  return byScore.reverse().flat().slice(0, relatedEventsCount);
}

function toMyRegistration(registration: OwnRegistration, event: StoredEvent, now: number): MyRegistration {
  return {
    id: registration.id,
    registeredAt: registration.registeredAt.toISOString(),
    paymentStatus: registration.paymentStatus,
    canCancel: registration.paymentStatus !== 'completed' && event.dateTime.getTime() > now,
  };
}

async function requireActiveEvent(ctx: ViewerContext, eventId: string): Promise<StoredEvent> {
  const event = (await activeEvents(ctx)).byId.get(eventId);
  if (!event) throw notFound(eventMessages.eventNotFound);
  return event;
}

export async function getEvent(
  ctx: ViewerContext,
  { eventId }: { eventId: string },
): Promise<EventDetailResponse> {
  const now = ctx.now();
  const [{ list, byId }, own] = await Promise.all([activeEvents(ctx), ownRegistrations(ctx)]);
  const event = byId.get(eventId);
  if (!event) throw notFound(eventMessages.eventNotFound);
  requireOpenableEvent(ctx, event);
  const related = relatedTo(event, list, now);
  const taken = await takenSeats(ctx, now);
  const registration = own.get(event.id);
  const registered = holdsSeat(registration, now);
  /** Only a registration that counts (free or paid) sees the link; a payer sees it once paid. */
  const mayJoin =
    registered && (registration.paymentStatus === 'none' || registration.paymentStatus === 'completed');
  const seatsTaken = taken(event.id);
  const card = toCard(event, seatsTaken, registered, now);
  const detail: EventDetail = {
    ...card,
    location: event.location,
    feeCents: event.feeCents,
    availableSeats: event.availableSeats,
    registeredCount: seatsTaken,
    description: event.description,
    host: event.host,
    zoomLink: mayJoin && event.type === 'virtual' ? event.zoomLink : null,
    isFull: card.seatsLeft === 0,
  };
  return {
    event: detail,
    registration: registered ? toMyRegistration(registration, event, now) : null,
    related: related.map((other) => toCard(other, taken(other.id), holdsSeat(own.get(other.id), now), now)),
  };
}

/* ------------------------------------------------------------------------------------------
 * Registration.
 * ---------------------------------------------------------------------------------------- */

type LockedEvent = Pick<
  SqlRow<typeof events>,
  'id' | 'date_time' | 'registration_fee_cents' | 'available_seats' | 'is_active'
>;

async function countTakenSeats(tx: Executor, eventId: string, exceptUserId: string): Promise<number> {
  const [row] = await queryRows<{ taken: number }>(
    tx,
    sql`select count(*)::int as taken from event_registrations
         where event_id = ${eventId} and user_id <> ${exceptUserId} and ${seatTakenCondition}`,
  );
  return Number(row?.taken ?? 0);
}

export async function registerForEvent(
  ctx: ViewerContext,
  { eventId }: { eventId: string },
): Promise<RegisterForEventResponse> {
  const userId = ctx.viewer.userId;
  const stored = (await activeEvents(ctx)).byId.get(eventId);
  if (stored) requireOpenableEvent(ctx, stored);
  const outcome = await ctx.db.transaction(async (tx) => {
    // The lock: concurrent registrations for this event wait here, so each counts the seats
    // its predecessors took (READ COMMITTED reads their committed rows after the wait).
    const [event] = await queryRows<LockedEvent>(
      tx,
      sql`select id, date_time, registration_fee_cents, available_seats, is_active
            from events where id = ${eventId} for update`,
    );
    if (!event?.is_active) throw notFound(eventMessages.eventNotFound);
    if (new Date(event.date_time).getTime() <= ctx.now()) {
      throw new AppError('CONFLICT', eventMessages.eventPast);
    }
    const existingRegistration = await readOwnRegistration(tx, eventId, userId);
    // A failed payment or an expired hold leaves a row that holds no seat: reused below.
    const leftRowId = existingRegistration?.id;
    const now = ctx.now();
    const taken = await countTakenSeats(tx, eventId, userId);
    if (holdsSeat(existingRegistration, now)) {
      // Paying already: a new checkout for the same held seat (the member left the first one).
      if (existingRegistration.paymentStatus === 'pending') {
        return {
          registration: existingRegistration,
          fee: event.registration_fee_cents,
          taken: taken + 1,
          seats: event.available_seats,
          resumed: true,
        };
      }
      throw new AppError('CONFLICT', eventMessages.alreadyRegistered);
    }
    if (event.available_seats !== null && taken >= event.available_seats) {
      throw new AppError('CONFLICT', eventMessages.eventFull);
    }
    const paymentStatus = event.registration_fee_cents > 0 ? 'pending' : 'none';
    // Checked before the seat is held: a checkout that cannot start must not hold it for 30 minutes.
    if (paymentStatus === 'pending') {
      if (!ctx.payments) throw new AppError('CONFLICT', billingMessages.checkoutFailed);
      if (!ctx.viewer.organizationId) throw new AppError('CONFLICT', billingMessages.noOrganization);
    }
    // A failed payment or an expired hold left a row: it becomes the new registration.
    const [row] = await queryRows<{ id: string; registration_date: Date | string }>(
      tx,
      leftRowId
        ? sql`update event_registrations
                 set payment_status = ${paymentStatus}, registration_date = now(), payment_details = null
               where id = ${leftRowId} returning id, registration_date`
        : sql`insert into event_registrations (event_id, user_id, payment_status)
               values (${eventId}, ${userId}, ${paymentStatus}) returning id, registration_date`,
    );
    if (paymentStatus === 'pending')
      await holdSeatForPayment({ jobs: ctx.jobs, db: tx }, { registrationId: row!.id });
    return {
      registration: {
        id: row!.id,
        eventId,
        registeredAt: new Date(row!.registration_date),
        paymentStatus,
      } satisfies OwnRegistration,
      fee: event.registration_fee_cents,
      taken: taken + 1,
      seats: event.available_seats,
      resumed: false,
    };
  });
  ctx.log.info(
    {
      eventId,
      registrationId: outcome.registration.id,
      paymentStatus: outcome.registration.paymentStatus,
      resumed: outcome.resumed,
    },
    'event registration',
  );
  let checkoutUrl: string | null = null;
  if (outcome.registration.paymentStatus === 'pending') {
    ({ url: checkoutUrl } = await startEventPaymentCheckout(ctx, {
      registrationId: outcome.registration.id,
      successUrl: new URL(eventPagePaths.paymentSuccess(eventId), ctx.flowUrl).toString(),
      cancelUrl: new URL(eventPagePaths.paymentCancelled(eventId), ctx.flowUrl).toString(),
    }));
  }
  return {
    registration: {
      id: outcome.registration.id,
      registeredAt: outcome.registration.registeredAt.toISOString(),
      paymentStatus: outcome.registration.paymentStatus,
      canCancel: outcome.registration.paymentStatus !== 'completed',
    },
    checkoutUrl,
    seatsLeft: seatsLeftOf(outcome.seats, outcome.taken),
  };
}

/**
 * Cancels the viewer's registration before the event starts and frees the seat: a free one is
 * deleted, a pending paid one becomes failed (see below).
 * A paid one is refused: its refund is a person's decision (support), not a button's.
 */
export async function cancelRegistration(
  ctx: ViewerContext,
  { eventId }: { eventId: string },
): Promise<CancelRegistrationResponse> {
  const userId = ctx.viewer.userId;
  return ctx.db.transaction(async (tx) => {
    const [event] = await queryRows<LockedEvent>(
      tx,
      sql`select id, date_time, registration_fee_cents, available_seats, is_active
            from events where id = ${eventId} for update`,
    );
    if (!event?.is_active) throw notFound(eventMessages.eventNotFound);
    const own = await readOwnRegistration(tx, eventId, userId);
    if (!holdsSeat(own, ctx.now())) throw notFound(eventMessages.notRegistered);
    if (new Date(event.date_time).getTime() <= ctx.now()) {
      throw new AppError('CONFLICT', eventMessages.cancelPast);
    }
    if (own.paymentStatus === 'completed') throw new AppError('CONFLICT', eventMessages.cancelPaid);
    if (own.paymentStatus === 'pending') {
      // Paying: the row stays, failed (the seat is free). Its checkout may still be paid, and
      // billing then completes it (a payment is never lost); deleting it would lose the money.
      await tx.execute(
        sql`update event_registrations
               set payment_status = 'failed',
                   payment_details = coalesce(payment_details, '{}'::jsonb) || '{"cancelledByMember": true}'::jsonb
             where id = ${own.id} and payment_status = 'pending'`,
      );
    } else {
      await tx.execute(sql`delete from event_registrations where id = ${own.id}`);
    }
    ctx.log.info({ eventId, registrationId: own.id }, 'event registration cancelled');
    const taken = await countTakenSeats(tx, eventId, userId);
    return { seatsLeft: seatsLeftOf(event.available_seats, taken) };
  });
}

/* ------------------------------------------------------------------------------------------
 * The calendar file.
 * ---------------------------------------------------------------------------------------- */

/** Events have no end time: the calendar entry lasts an hour. */
const calendarEventMinutes = 60;

/**
 * The iCalendar text of one event (the page's .ics download and the reminders' attachment):
 * `location` is the join link for those who may join, else the place or 'Online'.
 */
export function buildEventCalendar(
  event: { id: string; title: string; description: string; dateTime: Date },
  options: { pageUrl: string; location: string },
): string {
  const calendar = ical({
    prodId: { company: 'Pillars', product: 'Events', language: 'EN' },
    name: 'Pillars events',
  });
  calendar.createEvent({
    id: `${event.id}@pillars`,
    start: event.dateTime,
    end: new Date(event.dateTime.getTime() + calendarEventMinutes * 60_000),
    summary: event.title,
    description: `${event.description}\n\n${options.pageUrl}`,
    location: options.location,
    url: options.pageUrl,
  });
  return calendar.toString();
}

export async function eventCalendar(
  ctx: ViewerContext,
  { eventId }: { eventId: string },
): Promise<{ filename: string; text: string }> {
  const event = await requireActiveEvent(ctx, eventId);
  requireOpenableEvent(ctx, event);
  const registration = (await ownRegistrations(ctx)).get(event.id);
  const now = ctx.now();
  const mayJoin =
    holdsSeat(registration, now) &&
    (registration.paymentStatus === 'none' || registration.paymentStatus === 'completed');
  const pageUrl = new URL(eventPagePaths.event(event.id), ctx.appUrl).toString();
  // The Zoom link goes only to those who may join, as on the page.
  const location =
    event.type === 'virtual'
      ? mayJoin && event.zoomLink
        ? event.zoomLink
        : eventMessages.online
      : locationLabel(event);
  // Built once per event, join link and content version: building an iCalendar text costs
  // more CPU than the rest of the request, and every member of an event downloads the same.
  const text = await ctx.content.get('events', `calendar:${event.id}:${mayJoin}:${ctx.appUrl}`, async () =>
    buildEventCalendar(event, { pageUrl, location }),
  );
  const slug =
    event.title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'event';
  return { filename: `${slug}.ics`, text };
}
