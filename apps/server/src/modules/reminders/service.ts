import { callStartsAt } from '@pillars/shared/calls/schedule';
import { eventPagePaths } from '@pillars/shared/events/messages';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import type { SqlRow } from '../../db/row-types.ts';
import type {
  eventRegistrations,
  events,
  profiles,
  ReminderKind,
  scheduledCalls,
  user,
} from '../../db/schema/index.ts';
import type { MailMessage } from '../../integrations/mail/mailer.ts';
import type { DatabaseContext, ServiceContext } from '../../lib/service-context.ts';
import { formatInTimeZone } from '../../lib/zoned-time.ts';
import { wantsMailSql } from '../accounts/notification-preferences.ts';
import { sendDueTrialReminders } from '../billing/trial-reminders.ts';
import { buildEventCalendar, locationLabel } from '../events/service.ts';
import { sendDuePlanNotices } from '../learning-plans/plan-notifications.ts';

/*
 * E-mail reminders (decision 029). A scan (the `reminders.scan` job, queued by the scheduler's
 * tick) finds the reminders that are due and not yet sent, and sends each in a transaction
 * of its own: the `reminder_deliveries` row (unique per kind and target) and the e-mail's
 * outbox row and job commit together or not at all. Two scans, on one instance or several,
 * can both find a reminder due; the unique key lets one of them send it and the other finds
 * the row there and sends nothing.
 *
 * What is due:
 * - event_day_before: a registration holding a seat (free, or paid) of an active event that
 *   starts in more than one hour and at most 24 hours;
 * - event_hour_before: the same, for an event that starts within the hour;
 * - call_day_before: a pending or confirmed call that starts within 24 hours.
 * Cancelled registrations are deleted and cancelled calls change status, so neither is found;
 * the recipient's preference (Settings > Notifications) is read in the same statements.
 */

/** What sending reminders needs of the context: a job's or a request's. */
export type ReminderContext = Pick<ServiceContext, 'db' | 'mailer' | 'appUrl'>;

const dayMs = 24 * 60 * 60 * 1000;

/** A registration's seat counts for reminders once free or paid (an unpaid hold does not). */
const holdsSeat = sql`r.payment_status in ('none', 'completed')`;

const eventWindows: Record<'event_day_before' | 'event_hour_before', SQL> = {
  event_day_before: sql`e.date_time > now() + interval '1 hour' and e.date_time <= now() + interval '24 hours'`,
  event_hour_before: sql`e.date_time > now() and e.date_time <= now() + interval '1 hour'`,
};

interface DueReminder {
  /** A trial's end is billing's (billing/trial-reminders.ts). */
  kind: Exclude<ReminderKind, 'trial_3_days_before' | 'trial_1_day_before'>;
  targetId: string;
}

/** The reminders due now and not sent: one statement per kind. */
export async function findDueReminders(
  ctx: DatabaseContext,
  { now = Date.now() }: { now?: number } = {},
): Promise<DueReminder[]> {
  const { db } = ctx;
  const due: DueReminder[] = [];
  for (const kind of ['event_day_before', 'event_hour_before'] as const) {
    const rows = await queryRows<{ id: string }>(
      db,
      sql`select r.id
            from events e
            join event_registrations r on r.event_id = e.id
           where e.is_active and ${eventWindows[kind]} and ${holdsSeat}
             and ${wantsMailSql('eventReminders', sql`r.user_id`)}
             and not exists (select 1 from reminder_deliveries d where d.kind = ${kind} and d.target_id = r.id)`,
    );
    due.push(...rows.map((row) => ({ kind, targetId: row.id })));
  }
  // A call's start is 7:00 AM in Los Angeles on its date: the dates around today are read
  // (indexed), and the 24-hour window is checked here with the calls' own rule.
  const calls = await queryRows<{ id: string; scheduled_date: string }>(
    db,
    sql`select c.id, c.scheduled_date::text as scheduled_date
          from scheduled_calls c
         where c.status in ('pending', 'confirmed')
           and c.scheduled_date between current_date - 1 and current_date + 2
           and ${wantsMailSql('callReminders', sql`c.user_id`)}
           and not exists (select 1 from reminder_deliveries d where d.kind = 'call_day_before' and d.target_id = c.id)`,
  );
  for (const call of calls) {
    const startsIn = callStartsAt(call.scheduled_date).getTime() - now;
    if (startsIn > 0 && startsIn <= dayMs) due.push({ kind: 'call_day_before', targetId: call.id });
  }
  return due;
}

/** The member to remind: the registration's user, their e-mail, name and time zone. */
type ReminderRecipientRow = Pick<SqlRow<typeof profiles>, 'first_name' | 'time_zone'> &
  Pick<SqlRow<typeof user>, 'email'>;

type EventTargetRow = ReminderRecipientRow &
  Pick<SqlRow<typeof eventRegistrations>, 'user_id'> &
  Pick<SqlRow<typeof events>, 'title' | 'description' | 'date_time' | 'type' | 'location' | 'zoom_link'> & {
    event_id: SqlRow<typeof events>['id'];
  };

type CallTargetRow = ReminderRecipientRow &
  Pick<SqlRow<typeof scheduledCalls>, 'user_id' | 'scheduled_date' | 'scheduled_time' | 'phone_number'>;

/**
 * Sends one reminder if it is still due and not sent: answers whether it was sent. The
 * target's row is locked, so a cancellation that commits first is seen (nothing is sent),
 * and one that comes later waits for this transaction.
 */
export async function sendReminder(ctx: ReminderContext, reminder: DueReminder): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const message =
      reminder.kind === 'call_day_before'
        ? await callReminder(tx, ctx, reminder.targetId)
        : await eventReminder(tx, ctx, reminder.kind, reminder.targetId);
    if (!message) return false;
    const [marked] = await queryRows<{ id: string }>(
      tx,
      sql`insert into reminder_deliveries (kind, target_id, user_id)
          values (${reminder.kind}, ${reminder.targetId}, ${message.userId})
          on conflict (kind, target_id) do nothing
          returning id`,
    );
    // Another scan sent it first.
    if (!marked) return false;
    await ctx.mailer.send(message.mail, tx);
    return true;
  });
}

const settingsLine = (ctx: ReminderContext, what: string) =>
  `You get this e-mail because ${what} are on in your Pillars settings: ${new URL('/settings', ctx.appUrl).toString()}`;

async function eventReminder(
  tx: Executor,
  ctx: ReminderContext,
  kind: 'event_day_before' | 'event_hour_before',
  registrationId: string,
): Promise<{ userId: string; mail: MailMessage } | null> {
  const [row] = await queryRows<EventTargetRow>(
    tx,
    sql`select r.user_id, u.email, p.first_name, p.time_zone, e.id as event_id, e.title, e.description,
               e.date_time, e.type, e.location, e.zoom_link
          from event_registrations r
          join events e on e.id = r.event_id
          join profiles p on p.id = r.user_id
          join "user" u on u.id = r.user_id
         where r.id = ${registrationId} and e.is_active and ${eventWindows[kind]} and ${holdsSeat}
           and ${wantsMailSql('eventReminders', sql`r.user_id`)}
           for update of r`,
  );
  if (!row) return null;
  const startsAt = new Date(row.date_time);
  const when = formatInTimeZone(startsAt, row.time_zone);
  const pageUrl = new URL(eventPagePaths.event(row.event_id), ctx.appUrl).toString();
  const joinLink = row.type === 'virtual' ? row.zoom_link : null;
  const place = row.type === 'virtual' ? (joinLink ?? locationLabel(row)) : locationLabel(row);
  const lead = kind === 'event_day_before' ? 'is tomorrow' : 'starts in one hour';
  const lines = [
    `Hello ${row.first_name},`,
    '',
    `A reminder: "${row.title}" ${lead}, on ${when}.`,
    '',
    joinLink ? `Join online: ${joinLink}` : `Where: ${place}`,
    `Event page: ${pageUrl}`,
    '',
    'The event is attached as a calendar file (.ics).',
    '',
    settingsLine(ctx, 'event reminders'),
  ];
  const slug =
    row.title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'event';
  return {
    userId: row.user_id,
    mail: {
      to: row.email,
      subject: `Reminder: ${row.title} ${lead}`,
      text: lines.join('\n'),
      attachments: [
        {
          filename: `${slug}.ics`,
          contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
          content: buildEventCalendar(
            { id: row.event_id, title: row.title, description: row.description, dateTime: startsAt },
            { pageUrl, location: place },
          ),
        },
      ],
    },
  };
}

async function callReminder(
  tx: Executor,
  ctx: ReminderContext,
  callId: string,
): Promise<{ userId: string; mail: MailMessage } | null> {
  const [row] = await queryRows<CallTargetRow>(
    tx,
    sql`select c.user_id, u.email, p.first_name, p.time_zone, c.scheduled_date::text as scheduled_date,
               c.scheduled_time, c.phone_number
          from scheduled_calls c
          join profiles p on p.id = c.user_id
          join "user" u on u.id = c.user_id
         where c.id = ${callId} and c.status in ('pending', 'confirmed')
           and ${wantsMailSql('callReminders', sql`c.user_id`)}
           for update of c`,
  );
  if (!row) return null;
  const startsAt = callStartsAt(row.scheduled_date);
  const startsIn = startsAt.getTime() - Date.now();
  if (startsIn <= 0 || startsIn > dayMs) return null;
  const lines = [
    `Hello ${row.first_name},`,
    '',
    `A reminder: your Pillars call is tomorrow, on ${formatInTimeZone(startsAt, row.time_zone)}.`,
    row.phone_number
      ? `We will call you on ${row.phone_number}.`
      : 'We will call you at the number you gave.',
    `Your booking: ${new URL('/book-call', ctx.appUrl).toString()}`,
    '',
    settingsLine(ctx, 'call reminders'),
  ];
  return {
    userId: row.user_id,
    mail: { to: row.email, subject: 'Reminder: your Pillars call is tomorrow', text: lines.join('\n') },
  };
}

/**
 * One scan: every due reminder, each sent in its own transaction, then the learning plans'
 * notices (learning-plans/plan-notifications.ts) and the trials' ends (billing/trial-reminders.ts);
 * answers how many were sent.
 */
export async function sendDueReminders(ctx: ReminderContext): Promise<number> {
  let sent = 0;
  for (const reminder of await findDueReminders(ctx)) {
    if (await sendReminder(ctx, reminder)) sent += 1;
  }
  sent += await sendDuePlanNotices(ctx);
  sent += await sendDueTrialReminders(ctx);
  return sent;
}
