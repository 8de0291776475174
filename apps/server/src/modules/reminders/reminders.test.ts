import { callStartsAt, dateInZone } from '@pillars/shared/calls/schedule';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { type BuiltMember, createCall, createEvent, createMemberWithAccess } from '../../../test/builders.ts';
import { queryRows } from '../../db/client.ts';
import type { MailAttachment } from '../../db/schema/index.ts';
import { jobDefinitions } from '../../jobs/definitions.ts';
import { findDueReminders, sendReminder } from './service.ts';

const { app, db, signInAs, runJobs } = await buildTestApp();

const hour = 60 * 60 * 1000;

interface OutboxRow {
  subject: string;
  text: string;
  attachments: MailAttachment[] | null;
}

const remindersTo = (member: BuiltMember) =>
  queryRows<OutboxRow>(
    db,
    sql`select subject, text, attachments from mail_outbox
         where "to" = ${member.email} and subject like 'Reminder:%' order by created_at`,
  );

/** What the scheduler's tick does: queue a scan; then run it (and the mail jobs it queues). */
async function scan() {
  await app.jobs.enqueueJob(jobDefinitions.reminderScan, {});
  await runJobs();
}

async function memberIn(timeZone: string) {
  const member = await createMemberWithAccess(db);
  const cookie = await signInAs(member);
  const response = await app.inject({
    method: 'PUT',
    url: '/api/me/time-zone',
    headers: { cookie },
    payload: { timeZone },
  });
  expect(response.statusCode).toBe(200);
  return { member, cookie };
}

async function register(cookie: string, eventId: string) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/events/${eventId}/registration`,
    headers: { cookie },
  });
  expect(response.statusCode, response.body).toBe(201);
}

async function setPreferences(cookie: string, preferences: Partial<Record<string, boolean>>) {
  const response = await app.inject({
    method: 'PUT',
    url: '/api/me/notifications',
    headers: { cookie },
    payload: {
      teamReplies: true,
      eventReminders: true,
      callReminders: true,
      weeklyDigest: true,
      learningPlan: true,
      communityReplies: true,
      certificates: true,
      announcements: true,
      ...preferences,
    },
  });
  expect(response.statusCode).toBe(200);
}

/** The date of the one call slot that starts within the next 24 hours. */
function callDateWithinADay(): string {
  for (let offset = -1; offset <= 2; offset += 1) {
    const date = dateInZone(new Date(Date.now() + offset * 24 * hour), 'America/Los_Angeles');
    const startsIn = callStartsAt(date).getTime() - Date.now();
    if (startsIn > 60_000 && startsIn <= 24 * hour - 60_000) return date;
  }
  throw new Error('no call slot within a day');
}

describe('event reminders', () => {
  it('the day before: once, in the member’s zone, with the join link and the .ics', async () => {
    const { member, cookie } = await memberIn('Asia/Tokyo');
    const startsAt = new Date(Date.now() + 5 * hour);
    startsAt.setUTCSeconds(0, 0);
    const event = await createEvent(db, {
      title: 'Scaling Retainers',
      dateTime: startsAt,
      type: 'virtual',
      zoomLink: 'https://zoom.us/j/424242',
    });
    await register(cookie, event.id);
    await scan();
    await scan();
    const mails = await remindersTo(member);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe('Reminder: Scaling Retainers is tomorrow');
    const tokyo = new Intl.DateTimeFormat('en-US', {
      timeZone: 'Asia/Tokyo',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    }).format(startsAt);
    expect(mail!.text).toContain(`at ${tokyo} (Asia/Tokyo)`);
    expect(mail!.text).toContain('Join online: https://zoom.us/j/424242');
    expect(mail!.attachments).toHaveLength(1);
    expect(mail!.attachments![0]!.filename).toBe('scaling-retainers.ics');
    expect(mail!.attachments![0]!.content).toContain('BEGIN:VEVENT');
    expect(mail!.attachments![0]!.content).toContain('LOCATION:https://zoom.us/j/424242');
    const marks = await queryRows<{ kind: string }>(
      db,
      sql`select kind from reminder_deliveries where user_id = ${member.userId}`,
    );
    expect(marks.map((mark) => mark.kind)).toEqual(['event_day_before']);
  });

  it('one hour before: its own reminder, once; an in-person event names its place', async () => {
    const { member, cookie } = await memberIn('Europe/Paris');
    const event = await createEvent(db, {
      title: 'Agency Owners Meetup',
      type: 'live',
      location: 'Austin, TX',
      dateTime: new Date(Date.now() + 30 * 60 * 1000),
    });
    await register(cookie, event.id);
    await scan();
    await scan();
    const mails = await remindersTo(member);
    expect(mails.map((mail) => mail.subject)).toEqual(['Reminder: Agency Owners Meetup starts in one hour']);
    expect(mails[0]!.text).toContain('(Europe/Paris)');
    expect(mails[0]!.text).toContain('Where: Austin, TX');
    expect(mails[0]!.attachments![0]!.content).toContain('LOCATION:Austin\\, TX');
  });

  it('two scans that both found the same reminder due: one sends it, the other finds it sent (one mail)', async () => {
    // The PostgreSQL-only file races two scans on two connections; here, on either engine, the
    // scans interleave on one database: both read what is due before either sends.
    const { member, cookie } = await memberIn('UTC');
    const event = await createEvent(db, { title: 'Twice Found', dateTime: new Date(Date.now() + 6 * hour) });
    await register(cookie, event.id);
    const [registration] = await queryRows<{ id: string }>(
      db,
      sql`select id from event_registrations where user_id = ${member.userId}`,
    );
    const reminder = { kind: 'event_day_before' as const, targetId: registration!.id };
    const firstScan = await findDueReminders({ db });
    const secondScan = await findDueReminders({ db });
    expect(firstScan).toContainEqual(reminder);
    expect(secondScan).toContainEqual(reminder);
    const deps = { db, mailer: app.mailer, appUrl: app.appUrl };
    expect(await sendReminder(deps, reminder)).toBe(true);
    expect(await sendReminder(deps, reminder)).toBe(false);
    // A third scan no longer finds it due.
    expect(await findDueReminders({ db })).not.toContainEqual(reminder);
    await scan();
    expect((await remindersTo(member)).map((mail) => mail.subject)).toEqual([
      'Reminder: Twice Found is tomorrow',
    ]);
  });

  it('a cancelled registration, an unpaid hold, a far-off event and an inactive one send none', async () => {
    const { member, cookie } = await memberIn('UTC');
    const cancelled = await createEvent(db, { dateTime: new Date(Date.now() + 3 * hour) });
    await register(cookie, cancelled.id);
    const cancel = await app.inject({
      method: 'DELETE',
      url: `/api/events/${cancelled.id}/registration`,
      headers: { cookie },
    });
    expect(cancel.statusCode).toBe(200);
    const farOff = await createEvent(db, { dateTime: new Date(Date.now() + 3 * 24 * hour) });
    await register(cookie, farOff.id);
    const inactive = await createEvent(db, { dateTime: new Date(Date.now() + 3 * hour) });
    await register(cookie, inactive.id);
    await db.execute(sql`update events set is_active = false where id = ${inactive.id}`);
    const unpaid = await createEvent(db, { dateTime: new Date(Date.now() + 3 * hour) });
    await db.execute(
      sql`insert into event_registrations (event_id, user_id, payment_status) values (${unpaid.id}, ${member.userId}, 'pending')`,
    );
    await scan();
    expect(await remindersTo(member)).toEqual([]);
  });

  it('respects the preference: off, none; on again, sent', async () => {
    const { member, cookie } = await memberIn('UTC');
    await setPreferences(cookie, { eventReminders: false });
    const event = await createEvent(db, {
      title: 'Pricing Clinic',
      dateTime: new Date(Date.now() + 4 * hour),
    });
    await register(cookie, event.id);
    await scan();
    expect(await remindersTo(member)).toEqual([]);
    await setPreferences(cookie, { eventReminders: true });
    await scan();
    expect((await remindersTo(member)).map((mail) => mail.subject)).toEqual([
      'Reminder: Pricing Clinic is tomorrow',
    ]);
  });
});

describe('call reminders', () => {
  // One pending or confirmed call per slot: these steps share the one slot within a day.
  it('the day before a booked call: once, in the member’s zone; none when cancelled or turned off', async () => {
    const date = callDateWithinADay();
    const { member: optedOut, cookie } = await memberIn('UTC');
    await setPreferences(cookie, { callReminders: false });
    const optedOutCall = await createCall(db, { userId: optedOut.userId, date, status: 'confirmed' });
    await scan();
    expect(await remindersTo(optedOut)).toEqual([]);
    await db.execute(sql`update scheduled_calls set status = 'cancelled' where id = ${optedOutCall.id}`);

    const { member: cancelledOne } = await memberIn('UTC');
    const cancelledCall = await createCall(db, { userId: cancelledOne.userId, date, status: 'pending' });
    await db.execute(sql`update scheduled_calls set status = 'cancelled' where id = ${cancelledCall.id}`);

    const { member } = await memberIn('America/New_York');
    await createCall(db, { userId: member.userId, date, status: 'confirmed', phoneNumber: '(555) 010-2030' });
    await scan();
    await scan();
    const mails = await remindersTo(member);
    expect(mails.map((mail) => mail.subject)).toEqual(['Reminder: your Pillars call is tomorrow']);
    const newYork = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/New_York',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    }).format(callStartsAt(date));
    expect(mails[0]!.text).toContain(`at ${newYork} (America/New York)`);
    expect(mails[0]!.text).toContain('We will call you on (555) 010-2030.');
    expect(await remindersTo(cancelledOne)).toEqual([]);
    expect(await remindersTo(optedOut)).toEqual([]);
  });
});
