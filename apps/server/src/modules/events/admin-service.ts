import type {
  AdminEvent,
  AdminEventHost,
  AdminEventResponse,
  AdminEventRow,
  AdminEventStatusFilter,
  AdminEventsResponse,
  EventRegistrationsResponse,
  SaveAdminEventInput,
} from '@pillars/shared/events/admin-schemas';
import {
  adminEventMessages,
  adminEventsPageSize,
  eventInstant,
  registrationsPageSize,
} from '@pillars/shared/events/admin-schemas';
import { formatEventFee } from '@pillars/shared/events/messages';
import { eventHosts } from '@pillars/shared/policies';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { displayName } from '../../db/display-name.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import type { SqlRow } from '../../db/row-types.ts';
import type { eventRegistrations, events, profiles, user } from '../../db/schema/index.ts';
import { notFound, validationFailed } from '../../lib/app-error.ts';
import { auditSecret, auditText, changedFields } from '../../lib/audit-values.ts';
import type { ViewerContext } from '../../lib/service-context.ts';
import { knownPlanIds } from '../plans/plan-rows.ts';
import { seatTakenCondition } from './service.ts';

/*
 * Events and registrations for superadmins (spec 02). The policy (`event.manage`,
 * `registration.view`) is checked by the route before these run. Every write is one
 * transaction; the 'events' content scope is bumped by the triggers on events and
 * event_tags (migration 0008), so members see the change on their next request, on every
 * instance.
 *
 * Hosts: the policy's `eventHosts` ('event.host': the team behind Pillars and gurus), as SQL
 * over profiles `p`. An event keeps the host it has even if that person later leaves the list.
 *
 * Each write records its audit row in its transaction (ctx.audit, decision 023): 'event.create',
 * 'event.update', 'event.active', 'event.delete'; the description kept short, the Zoom link
 * only as a hash.
 */

const hostCondition = sql`(p.role in (${sql.join(
  eventHosts.roles.map((role) => sql`${role}`),
  sql`, `,
)})${eventHosts.gurus ? sql` or p.is_guru` : sql``})`;

/** `eventRowSelect`: the event's columns and what the list computes beside them. */
interface EventRowRecord
  extends Pick<
    SqlRow<typeof events>,
    | 'id'
    | 'title'
    | 'date_time'
    | 'type'
    | 'location'
    | 'image_url'
    | 'registration_fee_cents'
    | 'available_seats'
    | 'is_active'
  > {
  is_past: boolean;
  /** `json_agg` of `event_tags.tag` (see `jsonList`). */
  tags: string[] | string | null;
  host_name: string | null;
  seats_taken: number;
  registration_count: number;
  total?: number;
}

/** json_agg comes back parsed on one driver and as text on another. */
const jsonList = (value: string[] | string | null): string[] =>
  value === null ? [] : typeof value === 'string' ? (JSON.parse(value) as string[]) : value;

const iso = (value: Date | string) => new Date(value).toISOString();

/** One statement: each event with its host, tags and counts (no query per row). */
const eventRowSelect = sql`
  select e.id, e.title, e.date_time, e.type, e.location, e.image_url, e.registration_fee_cents,
         e.available_seats, e.is_active, e.date_time < now() as is_past,
         ${displayName('p')} as host_name,
         coalesce((select json_agg(t.tag order by t.tag) from event_tags t where t.event_id = e.id), '[]'::json) as tags,
         (select count(*) from event_registrations r where r.event_id = e.id and ${seatTakenCondition})::int as seats_taken,
         (select count(*) from event_registrations r where r.event_id = e.id)::int as registration_count`;

function toRow(record: EventRowRecord): AdminEventRow {
  return {
    id: record.id,
    title: record.title,
    dateTime: iso(record.date_time),
    type: record.type,
    location: record.location,
    imageUrl: record.image_url,
    feeCents: record.registration_fee_cents,
    feeLabel: formatEventFee(record.registration_fee_cents),
    availableSeats: record.available_seats,
    seatsTaken: Number(record.seats_taken),
    registrationCount: Number(record.registration_count),
    isActive: record.is_active,
    isPast: record.is_past,
    tags: jsonList(record.tags),
    hostName: record.host_name,
  };
}

export async function listAdminEvents(
  ctx: ViewerContext,
  query: {
    type: 'all' | 'live' | 'virtual';
    status: AdminEventStatusFilter;
    includePast: boolean;
    page: number;
  },
): Promise<AdminEventsResponse> {
  const conditions: SQL[] = [sql`true`];
  if (query.type !== 'all') conditions.push(sql`e.type = ${query.type}`);
  if (query.status !== 'all') conditions.push(sql`e.is_active = ${query.status === 'active'}`);
  if (!query.includePast) conditions.push(sql`e.date_time >= now()`);
  const offset = (query.page - 1) * adminEventsPageSize;
  const records = await queryRows<EventRowRecord>(
    ctx.db,
    sql`${eventRowSelect}, count(*) over ()::int as total
          from events e left join profiles p on p.id = e.host_id
         where ${sql.join(conditions, sql` and `)}
         order by e.date_time < now(),
                  case when e.date_time >= now() then e.date_time end asc,
                  e.date_time desc, e.id
         limit ${adminEventsPageSize} offset ${offset}`,
  );
  return {
    events: records.map(toRow),
    total: Number(records[0]?.total ?? 0),
    page: query.page,
    pageSize: adminEventsPageSize,
  };
}

async function listHosts(db: Executor): Promise<AdminEventHost[]> {
  return queryRows<AdminEventHost>(
    db,
    sql`select p.id, ${displayName('p', sql`''`)} as name, u.email
          from profiles p join "user" u on u.id = p.id
         where ${hostCondition}
         order by p.first_name, p.last_name, u.email`,
  );
}

export async function getAdminEventHosts(ctx: ViewerContext): Promise<{ hosts: AdminEventHost[] }> {
  return { hosts: await listHosts(ctx.db) };
}

/** `eventSelect`: the event's columns and its tags. */
interface EventRecord
  extends Pick<
    SqlRow<typeof events>,
    | 'id'
    | 'title'
    | 'description'
    | 'date_time'
    | 'type'
    | 'location'
    | 'zoom_link'
    | 'image_url'
    | 'registration_fee_cents'
    | 'available_seats'
    | 'host_id'
    | 'is_active'
    | 'plan_ids'
  > {
  /** `json_agg` of `event_tags.tag` (see `jsonList`). */
  tags: string[] | string | null;
}

const eventSelect = sql`
  select e.id, e.title, e.description, e.date_time, e.type, e.location, e.zoom_link, e.image_url,
         e.registration_fee_cents, e.available_seats, e.host_id, e.is_active, e.plan_ids,
         coalesce((select json_agg(t.tag order by t.tag) from event_tags t where t.event_id = e.id), '[]'::json) as tags
    from events e`;

function toEvent(record: EventRecord): AdminEvent {
  return {
    id: record.id,
    title: record.title,
    description: record.description,
    dateTime: iso(record.date_time),
    type: record.type,
    location: record.location,
    zoomLink: record.zoom_link,
    imageUrl: record.image_url,
    feeCents: record.registration_fee_cents,
    availableSeats: record.available_seats,
    hostId: record.host_id,
    isActive: record.is_active,
    tags: jsonList(record.tags),
    planIds: [...record.plan_ids].sort(),
  };
}

async function readEvent(db: Executor, eventId: string): Promise<AdminEvent | null> {
  const [record] = await queryRows<EventRecord>(db, sql`${eventSelect} where e.id = ${eventId}`);
  return record ? toEvent(record) : null;
}

/** An event as its audit rows keep it: the description short, the meeting link never. */
function auditedEvent(event: AdminEvent) {
  const { id: _id, description, zoomLink, ...rest } = event;
  return { ...rest, description: auditText(description), zoomLink: auditSecret(zoomLink) };
}

/** The edit form in one answer: the event and the host choices. */
export async function getAdminEvent(
  ctx: ViewerContext,
  { eventId }: { eventId: string },
): Promise<AdminEventResponse> {
  const [event, hosts] = await Promise.all([readEvent(ctx.db, eventId), listHosts(ctx.db)]);
  if (!event) throw notFound(adminEventMessages.eventNotFound);
  return { event, hosts };
}

/** A host from the list, or the event's current host (kept even if they left the list). */
async function checkHost(tx: Executor, hostId: string | null, currentHostId: string | null): Promise<void> {
  if (hostId === null || hostId === currentHostId) return;
  const [host] = await queryRows<{ id: string }>(
    tx,
    sql`select p.id from profiles p where p.id = ${hostId} and ${hostCondition}`,
  );
  if (!host) {
    throw validationFailed(adminEventMessages.hostNotAllowed, { hostId: adminEventMessages.hostNotAllowed });
  }
}

function eventColumns(input: SaveAdminEventInput) {
  return {
    title: input.title,
    description: input.description,
    dateTime: eventInstant(input.date, input.time, input.utcOffsetMinutes),
    type: input.type,
    // Each type keeps only its own place: a live event has no Zoom link to leak, a virtual one no address.
    location: input.type === 'live' ? input.location : null,
    zoomLink: input.type === 'virtual' ? input.zoomLink : null,
    imageUrl: input.imageUrl,
    fee: input.registrationFee,
    seats: input.availableSeats,
    hostId: input.hostId,
    isActive: input.isActive,
    planIds: input.planIds,
  };
}

async function replaceTags(tx: Executor, eventId: string, tags: string[]): Promise<void> {
  await tx.execute(sql`delete from event_tags where event_id = ${eventId}`);
  if (tags.length === 0) return;
  await tx.execute(
    sql`insert into event_tags (event_id, tag)
        select ${eventId}, tag from unnest(${sql.param(tags)}::text[]) as tag`,
  );
}

export async function createAdminEvent(
  ctx: ViewerContext,
  input: SaveAdminEventInput,
): Promise<{ event: AdminEvent }> {
  const values = eventColumns(input);
  const planIds = await knownPlanIds(ctx, { planIds: values.planIds });
  const event = await ctx.db.transaction(async (tx) => {
    await checkHost(tx, values.hostId, null);
    const [row] = await queryRows<{ id: string }>(
      tx,
      sql`insert into events (title, description, date_time, type, location, zoom_link, image_url,
                              registration_fee_cents, available_seats, host_id, is_active, plan_ids)
          values (${values.title}, ${values.description}, ${values.dateTime}, ${values.type},
                  ${values.location}, ${values.zoomLink}, ${values.imageUrl}, ${values.fee},
                  ${values.seats}, ${values.hostId}, ${values.isActive}, ${sql.param(planIds)}::uuid[])
          returning id`,
    );
    await replaceTags(tx, row!.id, input.tags);
    const created = (await readEvent(tx, row!.id))!;
    await ctx.audit.record(tx, {
      action: 'event.create',
      target: { type: 'event', id: created.id, name: created.title },
      after: auditedEvent(created),
    });
    return created;
  });
  ctx.log.info({ eventId: event.id }, 'event created');
  return { event };
}

export async function updateAdminEvent(
  ctx: ViewerContext,
  { eventId, ...input }: SaveAdminEventInput & { eventId: string },
): Promise<{ event: AdminEvent }> {
  const values = eventColumns(input);
  const planIds = await knownPlanIds(ctx, { planIds: values.planIds });
  const event = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select id from events where id = ${eventId} for update`);
    const current = await readEvent(tx, eventId);
    if (!current) throw notFound(adminEventMessages.eventNotFound);
    await checkHost(tx, values.hostId, current.hostId);
    await tx.execute(
      sql`update events
             set title = ${values.title}, description = ${values.description},
                 date_time = ${values.dateTime}, type = ${values.type}, location = ${values.location},
                 zoom_link = ${values.zoomLink}, image_url = ${values.imageUrl},
                 registration_fee_cents = ${values.fee}, available_seats = ${values.seats},
                 host_id = ${values.hostId}, is_active = ${values.isActive},
                 plan_ids = ${sql.param(planIds)}::uuid[]
           where id = ${eventId}`,
    );
    await replaceTags(tx, eventId, input.tags);
    const updated = (await readEvent(tx, eventId))!;
    const changes = changedFields(auditedEvent(current), auditedEvent(updated));
    if (changes) {
      await ctx.audit.record(tx, {
        action: 'event.update',
        target: { type: 'event', id: eventId, name: current.title },
        ...changes,
      });
    }
    return updated;
  });
  ctx.log.info({ eventId }, 'event updated');
  return { event };
}

export async function setAdminEventActive(
  ctx: ViewerContext,
  { eventId, isActive }: { eventId: string; isActive: boolean },
): Promise<{ id: string; isActive: boolean }> {
  const row = await ctx.db.transaction(async (tx) => {
    const [before] = await queryRows<{ title: string; is_active: boolean }>(
      tx,
      sql`select title, is_active from events where id = ${eventId} for update`,
    );
    if (!before) throw notFound(adminEventMessages.eventNotFound);
    // The same value again changes nothing and records nothing.
    if (before.is_active === isActive) return { id: eventId, isActive };
    await tx.execute(sql`update events set is_active = ${isActive} where id = ${eventId}`);
    await ctx.audit.record(tx, {
      action: 'event.active',
      target: { type: 'event', id: eventId, name: before.title },
      before: { isActive: before.is_active },
      after: { isActive },
    });
    return { id: eventId, isActive };
  });
  ctx.log.info({ eventId, isActive }, 'event active set');
  return row;
}

/** Deletes the event; its tags and registrations go with it (foreign keys cascade). */
export async function deleteAdminEvent(
  ctx: ViewerContext,
  { eventId }: { eventId: string },
): Promise<{ deletedRegistrations: number }> {
  const deleted = await ctx.db.transaction(async (tx) => {
    const [event] = await queryRows<Pick<SqlRow<typeof events>, 'id' | 'title' | 'date_time'>>(
      tx,
      sql`select id, title, date_time from events where id = ${eventId} for update`,
    );
    if (!event) throw notFound(adminEventMessages.eventNotFound);
    const [count] = await queryRows<{ registrations: number }>(
      tx,
      sql`select count(*)::int as registrations from event_registrations where event_id = ${eventId}`,
    );
    await tx.execute(sql`delete from events where id = ${eventId}`);
    const registrations = Number(count?.registrations ?? 0);
    await ctx.audit.record(tx, {
      action: 'event.delete',
      target: { type: 'event', id: eventId, name: event.title },
      before: { title: event.title, dateTime: iso(event.date_time), registrations },
    });
    return registrations;
  });
  ctx.log.info({ eventId, deletedRegistrations: deleted }, 'event deleted');
  return { deletedRegistrations: deleted };
}

/* ------------------------------------------------------------------------------------------
 * Registrations.
 * ---------------------------------------------------------------------------------------- */

/** `registrationQuery`: the registration, its member's profile and e-mail; the list's size. */
type RegistrationRecord = Pick<
  SqlRow<typeof eventRegistrations>,
  'id' | 'registration_date' | 'payment_status'
> &
  Pick<SqlRow<typeof profiles>, 'first_name' | 'last_name' | 'phone'> &
  Pick<SqlRow<typeof user>, 'email'> & { total?: number };

async function readEventRow(db: Executor, eventId: string): Promise<AdminEventRow | null> {
  const [record] = await queryRows<EventRowRecord>(
    db,
    sql`${eventRowSelect} from events e left join profiles p on p.id = e.host_id where e.id = ${eventId}`,
  );
  return record ? toRow(record) : null;
}

function registrationQuery(eventId: string, search: string | undefined): SQL {
  const conditions = [sql`r.event_id = ${eventId}`];
  if (search) {
    const pattern = containsPattern(search);
    conditions.push(sql`(${displayName('p', sql`''`)} ilike ${pattern} or u.email ilike ${pattern})`);
  }
  return sql`select r.id, p.first_name, p.last_name, u.email, p.phone, r.registration_date, r.payment_status
               from event_registrations r
               join "user" u on u.id = r.user_id
               join profiles p on p.id = r.user_id
              where ${sql.join(conditions, sql` and `)}`;
}

export async function listEventRegistrations(
  ctx: ViewerContext,
  { eventId, ...query }: { eventId: string; search?: string; page: number },
): Promise<EventRegistrationsResponse> {
  const offset = (query.page - 1) * registrationsPageSize;
  const [event, records] = await Promise.all([
    readEventRow(ctx.db, eventId),
    queryRows<RegistrationRecord>(
      ctx.db,
      sql`select *, count(*) over ()::int as total from (${registrationQuery(eventId, query.search)}) as matches
           order by registration_date desc, id
           limit ${registrationsPageSize} offset ${offset}`,
    ),
  ]);
  if (!event) throw notFound(adminEventMessages.eventNotFound);
  return {
    event,
    registrations: records.map((record) => ({
      id: record.id,
      firstName: record.first_name,
      lastName: record.last_name,
      email: record.email,
      phone: record.phone,
      registeredAt: iso(record.registration_date),
      paymentStatus: record.payment_status,
    })),
    total: Number(records[0]?.total ?? 0),
    page: query.page,
    pageSize: registrationsPageSize,
  };
}

/** Every registration of the event, newest first, for the export. */
export async function allEventRegistrations(
  ctx: ViewerContext,
  { eventId }: { eventId: string },
): Promise<{ title: string; registrations: RegistrationRecord[] }> {
  const [[event], records] = await Promise.all([
    queryRows<{ title: string }>(ctx.db, sql`select title from events where id = ${eventId}`),
    queryRows<RegistrationRecord>(
      ctx.db,
      sql`${registrationQuery(eventId, undefined)} order by r.registration_date desc, r.id`,
    ),
  ]);
  if (!event) throw notFound(adminEventMessages.eventNotFound);
  return { title: event.title, registrations: records };
}
