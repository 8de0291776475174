import { adminEventMessages } from '@pillars/shared/events/admin-messages';
import { can, policyViewerOf } from '@pillars/shared/policies';
import { parse } from 'csv-parse/sync';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditRowsOf } from '../../../test/audit-rows.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { createEvent, createMember, createMemberWithAccess } from '../../../test/builders.ts';
import { queryRows } from '../../db/client.ts';
import { eventRegistrations, events, eventTags } from '../../db/schema/index.ts';
import { contentDisposition, neutraliseFormula, registrationsFileName } from './registrations-csv.ts';

const { app, db, loginAs, signInAs, userIds, countRequestStatements } = await buildTestApp();
const admin = await loginAs('admin');

const inject = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  cookie = admin,
) => app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

const days = (n: number) => new Date(Date.now() + n * 24 * 60 * 60 * 1000);
/** A date 'YYYY-MM-DD' n days from now (UTC). */
const dateIn = (n: number) => days(n).toISOString().slice(0, 10);

const validBody = (overrides: Record<string, unknown> = {}) => ({
  title: `Admin Event ${Math.random().toString(36).slice(2, 8)}`,
  description: 'Made through the admin API.',
  date: dateIn(20),
  time: '18:30',
  type: 'virtual',
  zoomLink: 'https://zoom.us/j/123456789',
  registrationFee: '',
  availableSeats: '',
  hostId: '',
  isActive: true,
  tags: [],
  utcOffsetMinutes: 0,
  ...overrides,
});

const countEvents = async () =>
  Number((await queryRows<{ n: number }>(db, sql`select count(*)::int as n from events`))[0]!.n);

async function registerDirectly(
  eventId: string,
  userId: string,
  paymentStatus = 'none',
  registeredAt = new Date(),
) {
  await db.insert(eventRegistrations).values({
    eventId,
    userId,
    paymentStatus: paymentStatus as 'none',
    registrationDate: registeredAt,
  });
}

describe('creating and editing events', () => {
  it('creates an event with its tags (trimmed, duplicates in any case ignored), fee in cents, unlimited seats', async () => {
    const response = await inject(
      'POST',
      '/api/admin/events',
      validBody({
        registrationFee: '25.5',
        availableSeats: '',
        tags: [' Sales ', 'sales', 'SALES', 'Growth', '', 'Growth '],
        utcOffsetMinutes: 300,
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const { event } = response.json();
    expect(event.tags).toEqual(['Growth', 'Sales']);
    expect(event.feeCents).toBe(2550);
    expect(event.availableSeats).toBeNull();
    // 18:30 on a wall clock 300 minutes behind UTC (UTC-5) is 23:30 UTC.
    expect(event.dateTime).toBe(`${dateIn(20)}T23:30:00.000Z`);
    const stored = await db.select().from(eventTags).where(eq(eventTags.eventId, event.id));
    expect(stored.map((row) => row.tag).sort()).toEqual(['Growth', 'Sales']);
  });

  it('makes an empty fee 0 and keeps 0 seats as 0', async () => {
    const response = await inject(
      'POST',
      '/api/admin/events',
      validBody({ registrationFee: '', availableSeats: '0' }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().event.feeCents).toBe(0);
    expect(response.json().event.availableSeats).toBe(0);
  });

  const refusals: Array<[string, Record<string, unknown>, string, string]> = [
    ['no title', { title: '  ' }, 'title', adminEventMessages.requiredFields],
    ['no description', { description: '' }, 'description', adminEventMessages.requiredFields],
    ['no date', { date: '' }, 'date', adminEventMessages.requiredFields],
    ['no time', { time: '' }, 'time', adminEventMessages.requiredFields],
    [
      'a live event without a location',
      { type: 'live', location: ' ' },
      'location',
      adminEventMessages.locationRequired,
    ],
    [
      'a virtual event without a Zoom link',
      { zoomLink: '' },
      'zoomLink',
      adminEventMessages.zoomLinkRequired,
    ],
    ['an impossible date', { date: '2026-02-30' }, 'date', adminEventMessages.invalidDateTime],
    ['a date in another format', { date: '03/04/2026' }, 'date', adminEventMessages.invalidDateTime],
    ['an impossible time', { time: '24:10' }, 'time', adminEventMessages.invalidDateTime],
    ['a time in another format', { time: '6pm' }, 'time', adminEventMessages.invalidDateTime],
    ['a negative fee', { registrationFee: '-1' }, 'registrationFee', adminEventMessages.feeNegative],
    ['a fee with 3 decimals', { registrationFee: '10.005' }, 'registrationFee', adminEventMessages.feeCents],
    [
      'a fee that is not a number',
      { registrationFee: 'ten' },
      'registrationFee',
      adminEventMessages.feeNotNumber,
    ],
    ['negative seats', { availableSeats: '-1' }, 'availableSeats', adminEventMessages.seatsInvalid],
    ['fractional seats', { availableSeats: '2.5' }, 'availableSeats', adminEventMessages.seatsInvalid],
    [
      'a Zoom link that is not a web address',
      { zoomLink: 'javascript:alert(1)' },
      'zoomLink',
      adminEventMessages.webAddress,
    ],
    [
      'an image that is not a web address',
      { imageUrl: 'data:image/png;base64,AAA' },
      'imageUrl',
      adminEventMessages.imageAddress,
    ],
  ];
  for (const [name, overrides, field, message] of refusals) {
    it(`refuses ${name} with the spec's message and writes nothing`, async () => {
      const before = await countEvents();
      const response = await inject('POST', '/api/admin/events', validBody(overrides));
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error.fields[field]).toBe(message);
      expect(await countEvents()).toBe(before);
    });
  }

  it('accepts a fee with step 0.01 and an uploaded image path', async () => {
    const response = await inject(
      'POST',
      '/api/admin/events',
      validBody({
        registrationFee: '0.01',
        imageUrl: '/uploads/abc.png',
        type: 'live',
        location: 'Austin, TX',
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().event).toMatchObject({
      feeCents: 1,
      imageUrl: '/uploads/abc.png',
      zoomLink: null,
    });
  });

  it('offers gurus and the team as hosts, and refuses anyone else', async () => {
    const hosts = (await inject('GET', '/api/admin/events/hosts')).json().hosts as Array<{
      id: string;
      email: string;
    }>;
    const emails = hosts.map((host) => host.email);
    expect(emails).toContain('admin@example.com');
    expect(emails).toContain('guru@example.com');
    expect(emails).not.toContain('member@example.com');

    const member = await createMemberWithAccess(db);
    const before = await countEvents();
    const refused = await inject('POST', '/api/admin/events', validBody({ hostId: member.userId }));
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().error.fields.hostId).toBe(adminEventMessages.hostNotAllowed);
    expect(await countEvents()).toBe(before);

    const guru = hosts.find((host) => host.email === 'guru@example.com')!;
    const accepted = await inject('POST', '/api/admin/events', validBody({ hostId: guru.id }));
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.json().event.hostId).toBe(guru.id);
  });

  it("offers as hosts exactly the people the 'event.host' policy lets host, role by role", async () => {
    // One of each kind besides the demo accounts: an agent who is a guru, a team member who
    // is not, another support person.
    await createMember(db, { organizationId: null, role: 'agent', isGuru: true });
    await createMember(db, { organizationId: null, role: 'team_member' });
    await createMember(db, { organizationId: null, role: 'support' });
    const people = await queryRows<{
      id: string;
      role: 'superadmin' | 'agent' | 'support' | 'team_member';
      is_guru: boolean;
      organization_id: string | null;
    }>(db, sql`select id, role, is_guru, organization_id from profiles`);
    const allowed = people
      .filter((person) =>
        can(
          policyViewerOf({
            id: person.id,
            role: person.role,
            isGuru: person.is_guru,
            organizationId: person.organization_id,
          }),
          'event.host',
        ),
      )
      .map((person) => person.id)
      .sort();
    const hosts = (await inject('GET', '/api/admin/events/hosts')).json().hosts as Array<{ id: string }>;
    expect(hosts.map((host) => host.id).sort()).toEqual(allowed);
    // Every kind is there: the list is not agreeing by being empty.
    const kinds = new Set(
      people
        .filter((person) => allowed.includes(person.id))
        .map((person) => `${person.role} ${person.is_guru}`),
    );
    expect(kinds).toEqual(new Set(['superadmin false', 'support false', 'team_member true', 'agent true']));
    expect(people.length).toBeGreaterThan(allowed.length);
  });

  it('loads the edit form in one answer and replaces the tags with the event', async () => {
    const { id } = await createEvent(db, { tags: ['Old', 'Kept'] });
    const form = await inject('GET', `/api/admin/events/${id}`);
    expect(form.statusCode, form.body).toBe(200);
    expect(form.json().event.tags).toEqual(['Kept', 'Old']);
    expect(form.json().hosts.length).toBeGreaterThan(0);

    const saved = await inject(
      'PUT',
      `/api/admin/events/${id}`,
      validBody({ title: 'Renamed Event', tags: ['Kept', 'New', 'new'] }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().event).toMatchObject({ title: 'Renamed Event', tags: ['Kept', 'New'] });

    // A refused edit changes neither the event nor its tags.
    const refused = await inject('PUT', `/api/admin/events/${id}`, validBody({ title: '', tags: ['Gone'] }));
    expect(refused.statusCode).toBe(400);
    const after = (await inject('GET', `/api/admin/events/${id}`)).json().event;
    expect(after).toMatchObject({ title: 'Renamed Event', tags: ['Kept', 'New'] });
  });

  it('answers 404 for an unknown event', async () => {
    const unknown = '00000000-0000-4000-8000-000000000001';
    expect((await inject('GET', `/api/admin/events/${unknown}`)).statusCode).toBe(404);
    expect((await inject('PUT', `/api/admin/events/${unknown}`, validBody())).statusCode).toBe(404);
    expect((await inject('PATCH', `/api/admin/events/${unknown}`, { isActive: false })).statusCode).toBe(404);
  });

  it('refuses every other role, and writes nothing for them', async () => {
    const before = await countEvents();
    for (const role of ['member', 'guru', 'support', 'agent'] as const) {
      const cookie = await loginAs(role);
      const response = await inject('POST', '/api/admin/events', validBody(), cookie);
      expect(response.statusCode, role).toBe(403);
      expect(response.json().error.message).toBe('You do not have permission to access this page.');
    }
    expect(await countEvents()).toBe(before);
  });
});

describe('the audit trail', () => {
  /** Runs one admin write and answers its one audit row (the test fails on none or more). */
  async function auditedWrite(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) {
    const { result, rows } = await auditRowsOf(db, () => inject(method, url, payload));
    expect(result.statusCode, result.body).toBeLessThan(300);
    expect(rows, `${method} ${url}`).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actor_id: userIds.admin,
      actor_email: 'admin@example.com',
      target_type: 'event',
      organization_id: null,
    });
    return { body: result.json(), row: rows[0]! };
  }

  it('records one row per event write: create, edit (changed fields only), active, delete', async () => {
    const body = validBody({ title: 'Audited Event', tags: ['Audit'] });
    const created = await auditedWrite('POST', '/api/admin/events', body);
    const eventId = created.body.event.id as string;
    expect(created.row).toMatchObject({
      action: 'event.create',
      target_id: eventId,
      target_name: 'Audited Event',
      before: null,
      after: { title: 'Audited Event', type: 'virtual', tags: ['Audit'], isActive: true, feeCents: 0 },
    });
    // The meeting link is never kept, only a hash that shows when it changes.
    const keptLink = (created.row.after as { zoomLink: string }).zoomLink;
    expect(keptLink).toMatch(/^redacted:[0-9a-f]{12}$/);
    expect(JSON.stringify(created.row.after)).not.toContain('zoom.us');

    const edited = await auditedWrite(
      'PUT',
      `/api/admin/events/${eventId}`,
      validBody({ ...body, title: 'Audited Event, moved', zoomLink: 'https://zoom.us/j/987654321' }),
    );
    expect(edited.row).toMatchObject({ action: 'event.update', target_name: 'Audited Event' });
    const editedAfter = edited.row.after as { zoomLink: string };
    expect(edited.row.before).toEqual({ title: 'Audited Event', zoomLink: keptLink });
    expect(edited.row.after).toEqual({ title: 'Audited Event, moved', zoomLink: editedAfter.zoomLink });
    expect(editedAfter.zoomLink).not.toBe(keptLink);
    expect(JSON.stringify(edited.row)).not.toContain('zoom.us');

    const deactivated = await auditedWrite('PATCH', `/api/admin/events/${eventId}`, { isActive: false });
    expect(deactivated.row).toMatchObject({
      action: 'event.active',
      before: { isActive: true },
      after: { isActive: false },
    });
    // The same value again changes nothing and records nothing.
    const again = await auditRowsOf(db, () =>
      inject('PATCH', `/api/admin/events/${eventId}`, { isActive: false }),
    );
    expect(again.result.statusCode).toBe(200);
    expect(again.rows).toEqual([]);

    const member = await createMemberWithAccess(db);
    await registerDirectly(eventId, member.userId);
    const deleted = await auditedWrite('DELETE', `/api/admin/events/${eventId}`);
    expect(deleted.row).toMatchObject({
      action: 'event.delete',
      target_id: eventId,
      target_name: 'Audited Event, moved',
      before: { title: 'Audited Event, moved', registrations: 1 },
      after: null,
    });
  });

  it('records nothing for a refused write', async () => {
    const { id } = await createEvent(db);
    const member = await createMemberWithAccess(db);
    const refused = await auditRowsOf(db, async () => [
      await inject('POST', '/api/admin/events', validBody(), await loginAs('support')),
      await inject('PATCH', `/api/admin/events/${id}`, { isActive: false }, await loginAs('agent')),
      await inject('POST', '/api/admin/events', validBody({ title: '' })),
      await inject('PUT', `/api/admin/events/${id}`, validBody({ hostId: member.userId })),
      await inject('DELETE', '/api/admin/events/00000000-0000-4000-8000-000000000001'),
    ]);
    expect(refused.result.map((response) => response.statusCode)).toEqual([403, 403, 400, 400, 404]);
    expect(refused.rows).toEqual([]);
  });
});

describe('the admin events list', () => {
  it('lists active upcoming events by default, soonest first; past ones after, newest first, when asked', async () => {
    const soon = await createEvent(db, { title: 'List Soon', dateTime: days(1), type: 'live' });
    const later = await createEvent(db, { title: 'List Later', dateTime: days(2) });
    const inactive = await createEvent(db, { title: 'List Inactive', dateTime: days(3), isActive: false });
    const past = await createEvent(db, { title: 'List Past', dateTime: days(-1) });
    const older = await createEvent(db, { title: 'List Older', dateTime: days(-2) });

    const ids = async (query: string) =>
      ((await inject('GET', `/api/admin/events${query}`)).json().events as Array<{ id: string }>).map(
        (event) => event.id,
      );
    const byDefault = await ids('');
    expect(byDefault).toContain(soon.id);
    expect(byDefault).not.toContain(inactive.id);
    expect(byDefault).not.toContain(past.id);
    expect(byDefault.indexOf(soon.id)).toBeLessThan(byDefault.indexOf(later.id));

    const everything = await ids('?status=all&includePast=true');
    for (const id of [soon.id, later.id, inactive.id, past.id, older.id]) expect(everything).toContain(id);
    expect(everything.indexOf(later.id)).toBeLessThan(everything.indexOf(past.id));
    expect(everything.indexOf(past.id)).toBeLessThan(everything.indexOf(older.id));

    const inactiveOnly = await ids('?status=inactive');
    expect(inactiveOnly).toContain(inactive.id);
    expect(inactiveOnly).not.toContain(soon.id);
    const live = await ids('?type=live&status=all&includePast=true');
    expect(live).toContain(soon.id);
    expect(live).not.toContain(later.id);
  });

  it('gives each row its tags, host, seats taken and registrations in a constant number of statements', async () => {
    const guru = (await inject('GET', '/api/admin/events/hosts'))
      .json()
      .hosts.find((host: { email: string }) => host.email === 'guru@example.com');
    const event = await createEvent(db, {
      title: 'Counted Event',
      dateTime: days(4),
      tags: ['A', 'B', 'C'],
      availableSeats: 10,
      hostId: guru.id,
      registrationFeeCents: 1500,
    });
    const member = await createMemberWithAccess(db);
    const other = await createMemberWithAccess(db);
    await registerDirectly(event.id, member.userId);
    await registerDirectly(event.id, other.userId, 'failed');

    // Warm: the session's own statements are cached after the first request.
    await inject('GET', '/api/admin/events');
    const first = await countRequestStatements({
      method: 'GET',
      url: '/api/admin/events',
      headers: { cookie: admin },
    });
    const row = first.response.json().events.find((candidate: { id: string }) => candidate.id === event.id);
    expect(row).toMatchObject({
      tags: ['A', 'B', 'C'],
      seatsTaken: 1,
      registrationCount: 2,
      availableSeats: 10,
      feeLabel: '$15',
      hostName: guru.name,
      isActive: true,
      isPast: false,
    });
    for (let index = 0; index < 5; index += 1) await createEvent(db, { dateTime: days(5), tags: ['X', 'Y'] });
    const second = await countRequestStatements({
      method: 'GET',
      url: '/api/admin/events',
      headers: { cookie: admin },
    });
    expect(second.response.json().events.length).toBeGreaterThan(first.response.json().events.length);
    expect(second.statements).toBe(first.statements);
  });
});

describe('what members see after an admin write', () => {
  it('shows an edited event and hides a deactivated one on the next request', async () => {
    const memberCookie = await loginAs('member');
    const { id } = await createEvent(db, { title: 'Cache Before', dateTime: days(6) });
    const seen = await inject('GET', `/api/events/${id}`, undefined, memberCookie);
    expect(seen.json().event.title).toBe('Cache Before');

    const form = (await inject('GET', `/api/admin/events/${id}`)).json().event;
    const edited = await inject(
      'PUT',
      `/api/admin/events/${id}`,
      validBody({
        title: 'Cache After',
        date: form.dateTime.slice(0, 10),
        time: form.dateTime.slice(11, 16),
      }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await inject('GET', `/api/events/${id}`, undefined, memberCookie)).json().event.title).toBe(
      'Cache After',
    );

    const off = await inject('PATCH', `/api/admin/events/${id}`, { isActive: false });
    expect(off.json()).toEqual({ id, isActive: false });
    expect((await inject('GET', `/api/events/${id}`, undefined, memberCookie)).statusCode).toBe(404);
    const list = (await inject('GET', '/api/events', undefined, memberCookie)).json().events;
    expect(list.map((event: { id: string }) => event.id)).not.toContain(id);

    await inject('PATCH', `/api/admin/events/${id}`, { isActive: true });
    expect((await inject('GET', `/api/events/${id}`, undefined, memberCookie)).statusCode).toBe(200);
  });

  it('deletes an event with its tags and registrations, and says how many registrations went', async () => {
    const { id } = await createEvent(db, { tags: ['T'] });
    const member = await createMemberWithAccess(db);
    await registerDirectly(id, member.userId);
    const response = await inject('DELETE', `/api/admin/events/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ deletedRegistrations: 1 });
    expect(await db.select().from(events).where(eq(events.id, id))).toHaveLength(0);
    expect(await db.select().from(eventRegistrations).where(eq(eventRegistrations.eventId, id))).toHaveLength(
      0,
    );
    expect(await db.select().from(eventTags).where(eq(eventTags.eventId, id))).toHaveLength(0);
    const memberCookie = await signInAs(member);
    expect((await inject('GET', `/api/events/${id}`, undefined, memberCookie)).statusCode).toBe(404);
  });
});

describe('registrations and their export', () => {
  async function eventWithRegistrations(title: string) {
    const { id } = await createEvent(db, { title });
    const organization = (await createMemberWithAccess(db)).organizationId;
    const people = [
      { firstName: 'Ada', lastName: 'Lovelace, Countess', phone: '(555) 010-2000', status: 'none' },
      { firstName: 'Bob "The Builder"', lastName: 'Smith', phone: null, status: 'completed' },
      { firstName: 'Line', lastName: 'Break\nName', phone: '+1 555 0100', status: 'pending' },
      { firstName: '=HYPERLINK("http://evil.example")', lastName: '@SUM(A1)', phone: '-5', status: 'none' },
      { firstName: 'Zoë', lastName: 'Ünïcode', phone: null, status: 'failed' },
    ];
    const emails: string[] = [];
    let minutes = 50;
    for (const person of people) {
      const member = await createMember(db, {
        organizationId: organization,
        firstName: person.firstName,
        lastName: person.lastName,
        phone: person.phone,
      });
      emails.push(member.email);
      minutes -= 5;
      await registerDirectly(id, member.userId, person.status, new Date(Date.now() - minutes * 60_000));
    }
    return { id, emails };
  }

  it('lists registrations newest first with the event, searched by name or e-mail', async () => {
    const { id, emails } = await eventWithRegistrations('Registrations List');
    const all = await inject('GET', `/api/admin/events/${id}/registrations`);
    expect(all.statusCode, all.body).toBe(200);
    const body = all.json();
    expect(body.event).toMatchObject({ id, title: 'Registrations List', registrationCount: 5 });
    expect(body.total).toBe(5);
    expect(body.registrations[0].firstName).toBe('Zoë');
    expect(body.registrations.at(-1).firstName).toBe('Ada');

    const byName = (await inject('GET', `/api/admin/events/${id}/registrations?search=lovelace`)).json();
    expect(byName.registrations.map((row: { firstName: string }) => row.firstName)).toEqual(['Ada']);
    const byEmail = (await inject('GET', `/api/admin/events/${id}/registrations?search=${emails[1]}`)).json();
    expect(byEmail.total).toBe(1);
    expect(byEmail.registrations[0]).toMatchObject({
      lastName: 'Smith',
      paymentStatus: 'completed',
      phone: null,
    });
    // LIKE's wildcards are plain characters.
    expect((await inject('GET', `/api/admin/events/${id}/registrations?search=%25`)).json().total).toBe(0);
  });

  it('exports every registration as CSV with a BOM, quoting, neutralised formulas and the title as file name', async () => {
    const { id, emails } = await eventWithRegistrations('Café: "Sales" / Q3, Night');
    const response = await inject('GET', `/api/admin/events/${id}/registrations.csv`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Caf_Sales_Q3_Night_registrations.csv"; filename*=UTF-8''Caf%C3%A9_Sales_Q3_Night_registrations.csv`,
    );
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(
      text.slice(1).startsWith('First Name,Last Name,Email,Phone,Registration Date,Payment Status\r\n'),
    ).toBe(true);
    // Commas, quotes and line breaks are quoted (RFC 4180), so a CSV parser reads the cells back.
    expect(text).toContain('"Lovelace, Countess"');
    expect(text).toContain('"Bob ""The Builder"""');
    expect(text).toContain('"Break\nName"');
    const rows = parse(text, { bom: true }) as string[][];
    expect(rows[0]).toEqual([
      'First Name',
      'Last Name',
      'Email',
      'Phone',
      'Registration Date',
      'Payment Status',
    ]);
    expect(rows).toHaveLength(6);
    const byFirstName = new Map(rows.slice(1).map((row) => [row[0], row]));
    expect(byFirstName.get('Ada')).toEqual([
      'Ada',
      'Lovelace, Countess',
      emails[0],
      '(555) 010-2000',
      expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC$/),
      'Free Event',
    ]);
    expect(byFirstName.get('Bob "The Builder"')?.[5]).toBe('Paid');
    expect(byFirstName.get('Line')?.[1]).toBe('Break\nName');
    expect(byFirstName.get('Zoë')?.[1]).toBe('Ünïcode');
    // Formula-leading cells (=, @, -, +) start with an apostrophe: a spreadsheet shows them as text.
    const formula = byFirstName.get(`'=HYPERLINK("http://evil.example")`);
    expect(formula?.[1]).toBe(`'@SUM(A1)`);
    expect(formula?.[3]).toBe(`'-5`);
    expect(byFirstName.get('Line')?.[3]).toBe(`'+1 555 0100`);
  });

  it('exports a header only for an event without registrations, and 404 for an unknown one', async () => {
    const { id } = await createEvent(db, { title: 'Nobody Came' });
    const response = await inject('GET', `/api/admin/events/${id}/registrations.csv`);
    expect(response.body).toBe('\ufeffFirst Name,Last Name,Email,Phone,Registration Date,Payment Status\r\n');
    const unknown = await inject(
      'GET',
      '/api/admin/events/00000000-0000-4000-8000-000000000002/registrations.csv',
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses the export to anyone but a superadmin', async () => {
    const { id } = await createEvent(db);
    for (const role of ['member', 'support', 'agent'] as const) {
      const response = await inject(
        'GET',
        `/api/admin/events/${id}/registrations.csv`,
        undefined,
        await loginAs(role),
      );
      expect(response.statusCode, role).toBe(403);
      expect(response.headers['content-disposition']).toBeUndefined();
    }
  });
});

describe('the CSV rules', () => {
  it('neutralises every formula-leading character, and only those', () => {
    for (const cell of ['=1+2', '+1', '-1', '@A1', '\t=1', '\r=1'])
      expect(neutraliseFormula(cell)).toBe(`'${cell}`);
    for (const cell of ['', 'Ada', '1-2', 'a=b', "'quoted"]) expect(neutraliseFormula(cell)).toBe(cell);
  });

  it('makes a safe file name of any title', () => {
    expect(registrationsFileName('Q3 Kick-off')).toEqual({
      utf8: 'Q3_Kick-off_registrations.csv',
      ascii: 'Q3_Kick-off_registrations.csv',
    });
    expect(registrationsFileName('../../etc/passwd')).toEqual({
      utf8: 'etc_passwd_registrations.csv',
      ascii: 'etc_passwd_registrations.csv',
    });
    expect(registrationsFileName('日本語').ascii).toBe('event_registrations.csv');
    expect(registrationsFileName('日本語').utf8).toBe('日本語_registrations.csv');
    expect(contentDisposition('a"b\r\nc')).toBe(
      `attachment; filename="a_b_c_registrations.csv"; filename*=UTF-8''a_b_c_registrations.csv`,
    );
  });
});
