import { toProgress } from '@pillars/shared/learning/progress';
import type { PlanAssignment } from '@pillars/shared/learning-plans/schemas';
import { organizationManagerRole } from '@pillars/shared/policies';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { displayName } from '../../db/display-name.ts';
import type { SqlRow } from '../../db/row-types.ts';
import type { organizations, profiles, user, weeklyDigestDeliveries } from '../../db/schema/index.ts';
import type { MailMessage } from '../../integrations/mail/mailer.ts';
import type { jobDefinitions } from '../../jobs/definitions.ts';
import type { JobHandlerOf } from '../../jobs/job-context.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import type { ServiceContext } from '../../lib/service-context.ts';
import { formatInTimeZone } from '../../lib/zoned-time.ts';
import { wantsMailSql } from '../accounts/notification-preferences.ts';
import { loadAssignments, toPlanAssignment } from '../learning-plans/assignment-rows.ts';
import { learningTreeFor } from '../learning-tree/tree.ts';

/*
 * The agents' weekly team digest (issue 27, decision 032). The scheduler's minute tick
 * queues an `analytics.weekly-digest-scan` job (reminders/jobs.ts); the scan settles, in ONE
 * statement whatever the number of agents, every agent whose Monday 08:00 (in the agent's
 * own zone, profiles.time_zone; UTC when PostgreSQL does not know it) has come and whose
 * week is not settled yet:
 * - the week is the 7 days before that Monday 08:00, local: [previous Monday 08:00, Monday 08:00);
 * - `weekly_digest_deliveries` gets the row (agent, Monday) with `sent`, or `nothing_happened`
 *   when no one of the team completed a lesson that week (nobody started either, since
 *   starting is completing one's first lesson): such a week gets no e-mail, and is settled;
 * - the rows inserted (`on conflict do nothing`: a week settled by another scan, here or on
 *   another instance, is not returned) come back with the digest's numbers, and the e-mails
 *   of the `sent` ones are queued in the same transaction.
 * A scan that runs later on Monday (a stopped server, a long job) still sends that Monday's
 * digest; from Tuesday 00:00 local it is no longer due (a digest about last week arriving on
 * Thursday says little), and nothing is marked for it.
 * The preference (Settings > Notifications, `weekly_digest`) and the role are read in the
 * same statement. Only agents get it; their team is their organization's members.
 */

/** What a digest scan needs of the context: a job's or a request's. */
export type WeeklyDigestContext = Pick<ServiceContext, 'db' | 'mailer' | 'appUrl'>;

/** One team member as the statement hands them back. */
type DigestMemberRow = [name: string, email: string, completedThisWeek: number, completedOverall: number];

/**
 * The agent (profile, e-mail, organization's name) and the delivery row the statement wrote
 * (`user_id`, `week_of`, `outcome`), with what it computes: the zone it fell back to, the
 * week's window and the members' counts.
 */
interface DigestRow
  extends Pick<SqlRow<typeof weeklyDigestDeliveries>, 'user_id' | 'week_of' | 'outcome'>,
    Pick<SqlRow<typeof profiles>, 'first_name' | 'time_zone' | 'organization_id'> {
  email: SqlRow<typeof user>['email'];
  window_starts: string | Date;
  window_ends: string | Date;
  organization_name: SqlRow<typeof organizations>['name'];
  members: DigestMemberRow[] | null;
  total_lessons: number;
}

export interface WeeklyDigestMember {
  name: string;
  email: string;
  completedThisWeek: number;
  /** Lessons completed before the week's end, and their share of every lesson. */
  completed: number;
  percent: number;
  /** The first lesson was completed this week. */
  startedThisWeek: boolean;
}

export interface WeeklyDigest {
  userId: string;
  to: string;
  firstName: string;
  timeZone: string;
  organizationName: string;
  windowStarts: Date;
  windowEnds: Date;
  members: WeeklyDigestMember[];
  totals: { completedThisWeek: number; activeMembers: number; members: number; percent: number };
  notStarted: string[];
  /** The team's learning plans (decision 050): null when the team has no assignment. */
  plans: WeeklyDigestPlans | null;
}

/** The digest's learning-plan lines: overdue at the week's end, and completed in the week. */
export interface WeeklyDigestPlans {
  overdue: Array<{ name: string; title: string; dueDate: string }>;
  completed: Array<{ name: string; title: string; onTime: boolean }>;
}

/** The plan lines of one team at the week's end, from its judged assignments. */
export function digestPlansOf(
  assignments: readonly PlanAssignment[],
  window: { starts: Date; ends: Date },
): WeeklyDigestPlans | null {
  if (assignments.length === 0) return null;
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
  return {
    overdue: assignments
      .filter((row) => row.status === 'overdue')
      .map((row) => ({ name: row.person.name, title: row.content.title, dueDate: row.dueDate ?? '' }))
      .sort(byName),
    completed: assignments
      .filter((row) => {
        const at = row.completedAt ? Date.parse(row.completedAt) : Number.NaN;
        return at >= window.starts.getTime() && at < window.ends.getTime();
      })
      .map((row) => ({
        name: row.person.name,
        title: row.content.title,
        onTime: row.status === 'completed_on_time',
      }))
      .sort(byName),
  };
}

/**
 * Every due team's assignments judged at its week's end: one statement for all the teams
 * (and the learning tree from memory or three statements), whatever their number.
 */
async function plansOfTeams(
  ctx: WeeklyDigestContext & { db: Executor },
  rows: readonly DigestRow[],
): Promise<Map<string, WeeklyDigestPlans | null>> {
  const organizationIds = [...new Set(rows.map((row) => row.organization_id).filter((id) => id !== null))];
  const plans = new Map<string, WeeklyDigestPlans | null>();
  if (organizationIds.length === 0) return plans;
  const loaded = await loadAssignments(ctx, {
    where: sql`a.organization_id = any(array[${sql.join(
      organizationIds.map((id) => sql`${id}`),
      sql`, `,
    )}]::uuid[])`,
  });
  const tree = loaded.rows.length > 0 ? await learningTreeFor(ctx) : null;
  for (const row of rows) {
    const windowEnds = new Date(row.window_ends);
    const judged = tree
      ? loaded.rows
          .filter((assignment) => assignment.organization_id === row.organization_id)
          .map((assignment) => toPlanAssignment(tree, loaded.completions, assignment, windowEnds))
      : [];
    plans.set(row.user_id, digestPlansOf(judged, { starts: new Date(row.window_starts), ends: windowEnds }));
  }
  return plans;
}

const hourMs = 60 * 60_000;

/**
 * Whether Monday between 08:00 and midnight is happening in some zone at `now` (UTC offsets
 * run from -12 to +14): from Sunday 18:00 to Tuesday 12:00 UTC. Outside it no agent can be
 * due, and the scan does not ask the database.
 */
export function isMondayMorningSomewhere(now: Date): boolean {
  const weekStart =
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - now.getUTCDay() * 24 * hourMs;
  // Hours since Sunday 00:00 UTC.
  const hours = (now.getTime() - weekStart) / hourMs;
  return hours >= 18 && hours < 60;
}

/** Settles every due agent's week in one statement; answers the rows it inserted, with their numbers. */
async function settleDueDigests(tx: Executor, now: Date): Promise<DigestRow[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  return queryRows<DigestRow>(
    tx,
    sql`with zones as materialized (select name from pg_timezone_names),
        recipients as (
          select p.id as user_id, p.organization_id, p.first_name, u.email, coalesce(z.name, 'UTC') as time_zone
            from profiles p
            join "user" u on u.id = p.id
            left join zones z on z.name = p.time_zone
           -- receivesWeeklyDigest (shared/policies): an organization's agent.
           where p.role = ${organizationManagerRole} and p.organization_id is not null
             and ${wantsMailSql('weeklyDigest', sql`p.id`)}
        ),
        clock as (
          select r.*, ${at} at time zone r.time_zone as local_now,
                 date_trunc('day', ${at} at time zone r.time_zone) as local_day
            from recipients r
        ),
        due as (
          select c.user_id, c.organization_id, c.first_name, c.email, c.time_zone, c.local_day::date as week_of,
                 (c.local_day - interval '7 days' + interval '8 hours') at time zone c.time_zone as window_starts,
                 (c.local_day + interval '8 hours') at time zone c.time_zone as window_ends
            from clock c
           where extract(isodow from c.local_now) = 1 and c.local_now >= c.local_day + interval '8 hours'
             and not exists (select 1 from weekly_digest_deliveries d
                              where d.user_id = c.user_id and d.week_of = c.local_day::date)
        ),
        member_counts as (
          select d.user_id as agent_id,
                 ${displayName('m', sql`mu.email`)} as name, mu.email,
                 (count(ulp.lesson_id) filter (where ulp.completed_at >= d.window_starts))::int as this_week,
                 count(ulp.lesson_id)::int as overall
            from due d
            join profiles m on m.organization_id = d.organization_id
            join "user" mu on mu.id = m.id
            left join user_lesson_progress ulp on ulp.user_id = m.id and ulp.completed_at < d.window_ends
           group by d.user_id, m.id, mu.email
        ),
        teams as (
          select agent_id, sum(this_week)::int as completed_this_week,
                 json_agg(json_build_array(name, email, this_week, overall) order by lower(name), email) as members
            from member_counts group by agent_id
        ),
        digests as (
          select d.*, o.name as organization_name, t.members,
                 case when t.completed_this_week > 0 then 'sent' else 'nothing_happened' end as outcome
            from due d
            join organizations o on o.id = d.organization_id
            join teams t on t.agent_id = d.user_id
        ),
        settled as (
          insert into weekly_digest_deliveries (user_id, week_of, outcome)
          select user_id, week_of, outcome from digests
          on conflict (user_id, week_of) do nothing
          returning user_id
        )
        select dg.user_id, dg.email, dg.first_name, dg.time_zone, dg.organization_id, dg.week_of::text as week_of,
               dg.window_starts, dg.window_ends, dg.organization_name, dg.outcome,
               case when dg.outcome = 'sent' then dg.members end as members,
               (select count(*)::int from lessons) as total_lessons
          from settled s join digests dg on dg.user_id = s.user_id`,
  );
}

function toDigest(row: DigestRow, plans: WeeklyDigestPlans | null): WeeklyDigest {
  const members = (row.members ?? []).map(([name, email, completedThisWeek, completedOverall]) => {
    const progress = toProgress(completedOverall, row.total_lessons);
    return {
      name,
      email,
      completedThisWeek,
      completed: progress.completed,
      percent: progress.percent,
      startedThisWeek: completedThisWeek > 0 && completedThisWeek === completedOverall,
    };
  });
  const completedOverall = members.reduce((sum, member) => sum + member.completed, 0);
  return {
    userId: row.user_id,
    to: row.email,
    firstName: row.first_name,
    timeZone: row.time_zone,
    organizationName: row.organization_name,
    windowStarts: new Date(row.window_starts),
    windowEnds: new Date(row.window_ends),
    members,
    totals: {
      completedThisWeek: members.reduce((sum, member) => sum + member.completedThisWeek, 0),
      activeMembers: members.filter((member) => member.completedThisWeek > 0).length,
      members: members.length,
      percent: toProgress(completedOverall, row.total_lessons * members.length).percent,
    },
    notStarted: members.filter((member) => member.completed === 0).map((member) => member.name),
    plans,
  };
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
/** The digest names at most this many overdue and completed assignments each ("and 3 more"). */
const digestPlanListLimit = 10;

/** The digest's e-mail: text and HTML (every name escaped), the window on the agent's clock. */
export function weeklyDigestMail(ctx: Pick<ServiceContext, 'appUrl'>, digest: WeeklyDigest): MailMessage {
  const analyticsUrl = new URL('/analytics', ctx.appUrl).toString();
  const settingsUrl = new URL('/settings', ctx.appUrl).toString();
  const window = `from ${formatInTimeZone(digest.windowStarts, digest.timeZone)} to ${formatInTimeZone(digest.windowEnds, digest.timeZone)}`;
  const lessons = plural(digest.totals.completedThisWeek, 'lesson', 'lessons');
  const summary = `${lessons} completed by ${digest.totals.activeMembers} of ${plural(digest.totals.members, 'member', 'members')}; the team has completed ${digest.totals.percent}% of all lessons.`;
  const memberLine = (member: WeeklyDigestMember) =>
    `${member.name}: ${plural(member.completedThisWeek, 'lesson', 'lessons')} this week, ${member.percent}% overall${member.startedThisWeek ? ' (started this week)' : ''}`;
  const notStarted = digest.notStarted.length > 0 ? digest.notStarted.join(', ') : 'everyone has started';
  const settingsLine = `You get this e-mail because the weekly team digest is on in your Pillars settings: ${settingsUrl}`;
  const plans = digest.plans;
  const plansUrl = new URL('/admin/team/plans', ctx.appUrl).toString();
  const listed = <T>(items: readonly T[], line: (item: T) => string) =>
    items.length <= digestPlanListLimit
      ? items.map(line)
      : [...items.slice(0, digestPlanListLimit).map(line), `and ${items.length - digestPlanListLimit} more`];
  const overdueLine = (item: WeeklyDigestPlans['overdue'][number]) =>
    `${item.name}: ${item.title} (due ${item.dueDate})`;
  const completedLine = (item: WeeklyDigestPlans['completed'][number]) =>
    `${item.name}: ${item.title} (${item.onTime ? 'on time' : 'late'})`;
  const planSummary = plans
    ? `Learning plans: ${plural(plans.overdue.length, 'assignment', 'assignments')} overdue, ${plans.completed.length} completed this week.`
    : null;
  const planText = plans
    ? [
        '',
        planSummary!,
        ...(plans.overdue.length > 0
          ? ['Overdue:', ...listed(plans.overdue, overdueLine).map((line) => `- ${line}`)]
          : []),
        ...(plans.completed.length > 0
          ? ['Completed this week:', ...listed(plans.completed, completedLine).map((line) => `- ${line}`)]
          : []),
        `See your team's learning plans: ${plansUrl}`,
      ]
    : [];
  const planHtml = plans
    ? [
        `<p>${escapeHtml(planSummary!)}</p>`,
        ...(plans.overdue.length > 0
          ? [
              `<p>Overdue:</p><ul>${listed(plans.overdue, overdueLine)
                .map((line) => `<li>${escapeHtml(line)}</li>`)
                .join('')}</ul>`,
            ]
          : []),
        ...(plans.completed.length > 0
          ? [
              `<p>Completed this week:</p><ul>${listed(plans.completed, completedLine)
                .map((line) => `<li>${escapeHtml(line)}</li>`)
                .join('')}</ul>`,
            ]
          : []),
        `<p><a href="${escapeHtml(plansUrl)}">See your team's learning plans</a></p>`,
      ]
    : [];
  const text = [
    `Hello ${digest.firstName},`,
    '',
    `Your team's week at ${digest.organizationName}, ${window}:`,
    summary,
    '',
    ...digest.members.map((member) => `- ${memberLine(member)}`),
    '',
    `Not started yet: ${notStarted}`,
    ...planText,
    '',
    `See your team's progress: ${analyticsUrl}`,
    '',
    settingsLine,
  ].join('\n');
  const html = [
    `<p>Hello ${escapeHtml(digest.firstName)},</p>`,
    `<p>Your team's week at ${escapeHtml(digest.organizationName)}, ${escapeHtml(window)}:<br>${escapeHtml(summary)}</p>`,
    '<table><thead><tr><th align="left">Member</th><th align="right">Lessons this week</th><th align="right">Overall</th></tr></thead><tbody>',
    ...digest.members.map(
      (member) =>
        `<tr><td>${escapeHtml(member.name)}${member.startedThisWeek ? ' (started this week)' : ''}</td><td align="right">${member.completedThisWeek}</td><td align="right">${member.percent}%</td></tr>`,
    ),
    '</tbody></table>',
    `<p>Not started yet: ${escapeHtml(notStarted)}</p>`,
    ...planHtml,
    `<p><a href="${escapeHtml(analyticsUrl)}">See your team's progress</a></p>`,
    `<p>You get this e-mail because the weekly team digest is on in your <a href="${escapeHtml(settingsUrl)}">Pillars settings</a>.</p>`,
  ].join('\n');
  return {
    to: digest.to,
    subject: `Your team's week on Pillars: ${lessons} completed`,
    text,
    html,
  };
}

/**
 * One scan: settles every due agent's week and queues the digests of the weeks in which
 * something happened, all in one transaction (the delivery rows and the e-mails commit
 * together or not at all). Answers how many were sent and how many weeks had nothing.
 */
export async function sendWeeklyDigests(
  ctx: WeeklyDigestContext,
  /** `now`: the scan's clock (tests set it); now when not given. */
  { now = new Date() }: { now?: Date } = {},
): Promise<{ sent: number; skipped: number }> {
  if (!isMondayMorningSomewhere(now)) return { sent: 0, skipped: 0 };
  return ctx.db.transaction(async (tx) => {
    const rows = await settleDueDigests(tx, now);
    const sending = rows.filter((row) => row.outcome === 'sent');
    const plans = await plansOfTeams({ ...ctx, db: tx }, sending);
    let sent = 0;
    for (const row of sending) {
      await ctx.mailer.send(weeklyDigestMail(ctx, toDigest(row, plans.get(row.user_id) ?? null)), tx);
      sent += 1;
    }
    return { sent, skipped: rows.length - sent };
  });
}

/** The `analytics.weekly-digest-scan` job (queued by the scheduler's tick, reminders/jobs.ts). */
export const scanWeeklyDigests: JobHandlerOf<typeof jobDefinitions.weeklyDigestScan> = async (ctx) => {
  const result = await sendWeeklyDigests(ctx);
  if (result.sent > 0) ctx.log.info(result, `weekly digest: ${result.sent} sent`);
  return result;
};
