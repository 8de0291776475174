import { setTimeout as nextTurn } from 'node:timers/promises';
import { daysBetween, dueLabel, todayIn } from '@pillars/shared/learning-plans/due-dates';
import type { PlanAssignment } from '@pillars/shared/learning-plans/schemas';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import type { Mailer, MailMessage } from '../../integrations/mail/mailer.ts';
import type { ContentCache } from '../../lib/content-cache.ts';
import { type NotificationInput, notifyEach } from '../../lib/notifications.ts';
import { organizationHasAccessSql } from '../../lib/organization-access.ts';
import { wantsMailSql } from '../accounts/notification-preferences.ts';
import { learningTreeFor } from '../learning-tree/tree.ts';
import { loadAssignments, toPlanAssignment } from './assignment-rows.ts';

/*
 * Learning plans tell their assignee (issue 40, decision 050): when something is assigned,
 * three days before the due day, on the due day (both only while it is not complete), and
 * once when it becomes overdue. Each is a stored notification (the bell, always) and an
 * e-mail when the person's "Learning plan" preference is on. The notification's dedupe key
 * makes each once across instances and scans: the e-mail is queued only by the call that
 * stored it, in the same transaction.
 *
 * Days are the assignee's (profiles.time_zone, judged with Intl as the plan's status is).
 * An organization without member access (lapsed) is told nothing; its assignments wait, and
 * what is still relevant when access returns is sent then: an assignment's notice (when it
 * was made in the last `assignedNoticeDays`), "due soon" while the due day is 1 to 3 days
 * away, "due today" on it, "overdue" in the `overdueNoticeDays` after it.
 */

export const planNoticeKinds = {
  assigned: 'learning_plan.assigned',
  dueSoon: 'learning_plan.due_soon',
  dueToday: 'learning_plan.due_today',
  overdue: 'learning_plan.overdue',
} as const;
export type PlanNotice = keyof typeof planNoticeKinds;

/** "Due soon" comes this many days before the due day. */
export const dueSoonDays = 3;
/** An overdue notice is still worth sending this many days after the due day (after a lapse). */
export const overdueNoticeDays = 7;
/** An assignment's own notice is still worth sending this many days after it was made (after a lapse). */
export const assignedNoticeDays = 7;

export interface PlanNoticeContext {
  db: Executor;
  mailer: Mailer;
  appUrl: string;
  content?: ContentCache;
}

const dayMs = 24 * 60 * 60_000;

/** The notice due for an assignment at `now`, if any (the reminders; the assignment's own is separate). */
export function reminderDue(assignment: PlanAssignment, now: Date): PlanNotice | null {
  if (assignment.completedAt || !assignment.dueDate || !assignment.content.available) return null;
  const today = todayIn(assignment.timeZone, now);
  const daysLeft = daysBetween(today, assignment.dueDate);
  // The day it was assigned: a notice about a day the assignment's own notice already named is not sent.
  const assignedDaysBefore = daysBetween(
    todayIn(assignment.timeZone, new Date(assignment.createdAt)),
    assignment.dueDate,
  );
  if (daysLeft >= 1 && daysLeft <= dueSoonDays && assignedDaysBefore > dueSoonDays) return 'dueSoon';
  if (daysLeft === 0 && assignedDaysBefore > 0) return 'dueToday';
  if (daysLeft < 0 && -daysLeft <= overdueNoticeDays) return 'overdue';
  return null;
}

/** What makes a notice once for its person: the assignment, and for a reminder its due day. */
export function planNoticeKey(
  notice: PlanNotice,
  assignment: Pick<PlanAssignment, 'id' | 'dueDate'>,
): string {
  return notice === 'assigned'
    ? `${planNoticeKinds.assigned}:${assignment.id}`
    : `${planNoticeKinds[notice]}:${assignment.id}:${assignment.dueDate}`;
}

/** "Thursday, December 3, 2026" for a YYYY-MM-DD. */
function formatDay(day: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(`${day}T00:00:00Z`));
}

const progressLine = (assignment: PlanAssignment) =>
  `${assignment.completedLessons} of ${assignment.totalLessons} lessons done`;

/** The bell's and the e-mail's words for one notice. */
export function planNoticeText(
  notice: PlanNotice,
  assignment: PlanAssignment,
  now: Date,
): { title: string; body: string; subject: string; lead: string } {
  const title = assignment.content.title;
  const due = assignment.dueDate;
  const dueText = due ? `Due ${formatDay(due)}` : 'No due date';
  switch (notice) {
    case 'assigned': {
      const by = assignment.assignedBy?.name ?? 'Your team';
      const note = assignment.note ? ` Note: ${assignment.note}` : '';
      return {
        title: `Assigned to you: ${title}`,
        body: `${by} assigned it. ${dueText}.${note}`,
        subject: `New in your learning plan: ${title}`,
        lead: `${by} assigned you "${title}". ${dueText}.`,
      };
    }
    case 'dueSoon': {
      const label = dueLabel(due!, assignment.timeZone, now);
      const capital = label.charAt(0).toUpperCase() + label.slice(1);
      return {
        title: `${capital}: ${title}`,
        body: `${dueText}. ${progressLine(assignment)}.`,
        subject: `Reminder: ${title} is ${label}`,
        lead: `A reminder: "${title}" is ${label} (${formatDay(due!)}). ${progressLine(assignment)}.`,
      };
    }
    case 'dueToday':
      return {
        title: `Due today: ${title}`,
        body: `${progressLine(assignment)}.`,
        subject: `Reminder: ${title} is due today`,
        lead: `A reminder: "${title}" is due today. ${progressLine(assignment)}.`,
      };
    case 'overdue':
      return {
        title: `Overdue: ${title}`,
        body: `It was due ${formatDay(due!)}. ${progressLine(assignment)}.`,
        subject: `Overdue: ${title}`,
        lead: `"${title}" was due ${formatDay(due!)} and is not complete yet. ${progressLine(assignment)}.`,
      };
  }
}

function planNoticeMail(
  ctx: Pick<PlanNoticeContext, 'appUrl'>,
  notice: PlanNotice,
  assignment: PlanAssignment,
  now: Date,
): MailMessage {
  const text = planNoticeText(notice, assignment, now);
  const lines = [
    `Hello ${assignment.person.name},`,
    '',
    text.lead,
    ...(notice === 'assigned' && assignment.note ? ['', `Note: ${assignment.note}`] : []),
    '',
    `Your learning plan: ${new URL('/my-plan', ctx.appUrl).toString()}`,
    '',
    `You get this e-mail because learning plan e-mails are on in your Pillars settings: ${new URL('/settings', ctx.appUrl).toString()}`,
  ];
  return { to: assignment.person.email, subject: text.subject, text: lines.join('\n') };
}

/**
 * Stores the notices (one statement) and queues the e-mail of each one this call stored
 * whose person wants it, in the caller's transaction. Answers how many were stored.
 */
async function deliver(
  ctx: PlanNoticeContext,
  notices: Array<{ notice: PlanNotice; assignment: PlanAssignment; wantsMail: boolean }>,
  now: Date,
): Promise<number> {
  const inputs: NotificationInput[] = notices.map(({ notice, assignment }) => {
    const text = planNoticeText(notice, assignment, now);
    return {
      userId: assignment.person.id,
      kind: planNoticeKinds[notice],
      title: text.title,
      body: text.body,
      href: '/my-plan',
      dedupeKey: planNoticeKey(notice, assignment),
    };
  });
  const stored = await notifyEach(ctx.db, inputs);
  for (const [index, { notice, assignment, wantsMail }] of notices.entries()) {
    const input = inputs[index]!;
    if (!wantsMail || !stored.has(`${input.userId}:${input.dedupeKey}`)) continue;
    await ctx.mailer.send(planNoticeMail(ctx, notice, assignment, now), ctx.db);
  }
  return stored.size;
}

/**
 * The assignments `where` keeps, of organizations with access, judged at `now`, each with
 * its person's "Learning plan" e-mail preference. Two statements (and the tree from memory).
 */
async function judgedWithAccess(
  ctx: PlanNoticeContext,
  where: SQL,
  now: Date,
): Promise<Array<{ assignment: PlanAssignment; wantsMail: boolean }>> {
  const loaded = await loadAssignments(ctx, {
    where: sql`${where} and ${organizationHasAccessSql(sql`a.organization_id`)}`,
  });
  if (loaded.rows.length === 0) return [];
  const userIds = [...new Set(loaded.rows.map((row) => row.user_id))];
  const [tree, preferences] = await Promise.all([
    learningTreeFor(ctx),
    queryRows<{ id: string; wants: boolean }>(
      ctx.db,
      sql`select person.id, ${wantsMailSql('learningPlan', sql`person.id`)} as wants
            from unnest(array[${sql.join(
              userIds.map((id) => sql`${id}`),
              sql`, `,
            )}]::uuid[]) as person(id)`,
    ),
  ]);
  const wants = new Map(preferences.map((row) => [row.id, row.wants]));
  return loaded.rows.map((row) => ({
    assignment: toPlanAssignment(tree, loaded.completions, row, now),
    wantsMail: wants.get(row.user_id) ?? true,
  }));
}

/**
 * The notices of new assignments (Assign, or an accepted invitation's team plans), in the
 * writer's transaction (`ctx.db`): stored and mailed when the organization has access; when
 * it has not, the reminders' scan sends them once it has again.
 */
export async function notifyNewAssignments(
  ctx: PlanNoticeContext,
  input: { assignmentIds: string[]; now?: Date },
): Promise<number> {
  if (input.assignmentIds.length === 0) return 0;
  const now = input.now ?? new Date();
  const judged = await judgedWithAccess(
    ctx,
    sql`a.id = any(array[${sql.join(
      input.assignmentIds.map((id) => sql`${id}`),
      sql`, `,
    )}]::uuid[])`,
    now,
  );
  return deliver(
    ctx,
    judged.map((entry) => ({ notice: 'assigned' as const, ...entry })),
    now,
  );
}

/**
 * The learning plans' part of the reminders' scan (modules/reminders): the notices due at
 * `now` and not yet stored, stored and mailed fifty to a transaction (a notice another scan
 * stored first is left out of this one's mails). Answers how many were sent.
 * The candidates are read in a fixed number of statements: assignments due within the
 * window's days (a day of slack either side for the zones) or made recently, of
 * organizations with access, less the notices already stored.
 */
/** How many of a scan's notices are stored (one statement) and mailed in one transaction. */
const noticesPerTransaction = 50;

export async function sendDuePlanNotices(
  ctx: PlanNoticeContext,
  { now = new Date() }: { now?: Date } = {},
): Promise<number> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const judged = await judgedWithAccess(
    ctx,
    sql`((a.due_date between (${at})::date - ${overdueNoticeDays + 1}::int and (${at})::date + ${dueSoonDays + 1}::int)
          or a.created_at > ${at} - make_interval(days => ${assignedNoticeDays}::int))`,
    now,
  );
  const due: Array<{ notice: PlanNotice; assignment: PlanAssignment; wantsMail: boolean }> = [];
  for (const entry of judged) {
    const { assignment } = entry;
    // An assignment made recently whose notice waited (its organization had no access).
    if (
      !assignment.completedAt &&
      assignment.content.available &&
      now.getTime() - Date.parse(assignment.createdAt) <= assignedNoticeDays * dayMs
    ) {
      due.push({ notice: 'assigned', ...entry });
    }
    const reminder = reminderDue(assignment, now);
    if (reminder) due.push({ notice: reminder, ...entry });
  }
  if (due.length === 0) return 0;
  // Less those stored already: one statement, the candidates as two arrays side by side. Not
  // `(user_id, dedupe_key) in ((..), (..), ...)`: PostgreSQL parses a row IN list into ORs
  // nested one inside the other, one level per candidate, and walking that deep overflows
  // PGlite's WebAssembly stack from several hundred candidates on (a "memory access out of
  // bounds" trap, after which every statement of the process fails), as the 834 reminders
  // due among the bench's 4,000 assignments did at the server's first scan.
  const stored = await queryRows<{ user_id: string; dedupe_key: string }>(
    ctx.db,
    sql`select n.user_id, n.dedupe_key
          from unnest(${sql.param(due.map(({ assignment }) => assignment.person.id))}::uuid[],
                      ${sql.param(due.map(({ notice, assignment }) => planNoticeKey(notice, assignment)))}::text[])
            as candidate(user_id, dedupe_key)
          join notifications n on n.user_id = candidate.user_id and n.dedupe_key = candidate.dedupe_key`,
  );
  const known = new Set(stored.map((row) => `${row.user_id}:${row.dedupe_key}`));
  const toSend = due.filter(
    ({ notice, assignment }) => !known.has(`${assignment.person.id}:${planNoticeKey(notice, assignment)}`),
  );
  let sent = 0;
  // A batch a transaction: the notices in one statement (another scan that stored one first
  // leaves it out of this one's answer, and so out of its mails), then their mails.
  for (let start = 0; start < toSend.length; start += noticesPerTransaction) {
    const batch = toSend.slice(start, start + noticesPerTransaction);
    sent += await ctx.db.transaction((tx) => deliver({ ...ctx, db: tx }, batch, now));
    // A whole turn of the event loop between batches (timers, then the sockets' reads): PGlite
    // answers in the same turn, so without it a scan of hundreds (the bench's first: 834, one
    // a transaction, in 21 s) read no request meanwhile.
    await nextTurn(0);
  }
  return sent;
}
