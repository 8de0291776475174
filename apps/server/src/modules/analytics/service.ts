import {
  analyticsMessages,
  analyticsWeeks,
  type BusinessAnalyticsResponse,
  recentDays,
  type TeamAnalyticsResponse,
  type TeamMember,
} from '@pillars/shared/analytics/schemas';
import { toProgress } from '@pillars/shared/learning/progress';
import { forbiddenMessage, scopeFor } from '@pillars/shared/policies';
import type { Role } from '@pillars/shared/roles';
import { type SQL, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client.ts';
import { displayName } from '../../db/display-name.ts';
import { AppError, notFound, validationFailed } from '../../lib/app-error.ts';
import type { ViewerContext } from '../../lib/service-context.ts';
import { shareAnswer } from '../../lib/shared-answer.ts';

/*
 * Analytics (issue 27), read only. Each view is ONE statement whatever the team's or the
 * business's size: common table expressions aggregate with GROUP BY (hash joins, no query
 * or correlated scan per member), and json_agg hands back the whole view in one row.
 * Weeks start on Monday, in UTC (the server knows no viewer's time zone here); the window is
 * computed here and passed in, so no row needs a time zone conversion.
 */

/** Whose team a request may read: an agent's own organization whatever it names; a superadmin's choice. */
export function teamOrganizationOf(
  ctx: ViewerContext,
  { organizationId }: { organizationId?: string | undefined },
): string {
  const scope = scopeFor(ctx.viewer, 'analytics.view');
  if (scope.rows === 'organization') return scope.organizationId;
  // The route's policy check refused everyone else already; this keeps the rule total.
  if (scope.rows !== 'all') throw new AppError('FORBIDDEN', forbiddenMessage('analytics.view'));
  if (!organizationId) {
    throw validationFailed(analyticsMessages.organizationRequired, {
      organizationId: analyticsMessages.organizationRequired,
    });
  }
  return organizationId;
}

/** The chart's weeks: Monday 00:00 UTC of this week and the `analyticsWeeks - 1` before it, oldest first. */
export function analyticsWindow(now = new Date()): { starts: Date; weekStarts: string[] } {
  const dayMs = 24 * 60 * 60_000;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const thisMonday = today - ((now.getUTCDay() + 6) % 7) * dayMs;
  const weekStarts = Array.from({ length: analyticsWeeks }, (_unused, index) =>
    new Date(thisMonday - (analyticsWeeks - 1 - index) * 7 * dayMs).toISOString().slice(0, 10),
  );
  return { starts: new Date(`${weekStarts[0]}T00:00:00Z`), weekStarts };
}

/**
 * The week of a time in the window as SQL: 0 for the first week, `analyticsWeeks - 1` for this
 * one; plain arithmetic on the instant's seconds (no time zone conversion per row).
 */
const weekIndex = (column: SQL, starts: Date) =>
  // date_part answers a double (extract a numeric, several times slower over thousands of rows).
  sql`floor((date_part('epoch', ${column}) - ${starts.getTime() / 1000}::float8) / 604800)::int`;

/** Counts per week index (sparse, as json object keys) to the window's weeks, oldest first. */
const countsByWeek = (counts: Record<string, number> | null) =>
  Array.from({ length: analyticsWeeks }, (_unused, index) => counts?.[String(index)] ?? 0);

/** One member as the statement hands it back: an array, not an object, to keep the answer small. */
type MemberRow = [
  userId: string,
  name: string,
  email: string,
  role: Role,
  /** Lessons completed per pillar position (1-based, as json object keys); null when none. */
  completedByPosition: Record<string, number> | null,
  completedLast30Days: number | null,
  lastCompletedAt: string | null,
  bookmarks: number | null,
  ratingsGiven: number | null,
  lastMarkedAt: string | null,
  /** The pillar positions (1-based) of the person's certificates, not revoked; null when none. */
  certifiedPositions: number[] | null,
  /** Per pillar position (1-based keys): [quizzes passed, average best score]; null when none taken (issue 57). */
  quizzesByPosition: Record<string, [number, number]> | null,
];

interface TeamViewRow {
  organization: { id: string; name: string } | null;
  pillars: Array<{
    id: string;
    title: string;
    slug: string;
    color: string;
    lessonCount: number;
    quizCount: number;
  }>;
  members: MemberRow[];
  weeks: Record<string, number> | null;
}

const latestOf = (...times: Array<string | null>): string | null => {
  const known = times.filter((time): time is string => time !== null).map((time) => Date.parse(time));
  return known.length === 0 ? null : new Date(Math.max(...known)).toISOString();
};

/**
 * How late a view's time windows (the last 30 days, the weeks, events still to come) may move
 * when nothing is written: a cached view is kept for this long at most.
 */
export const analyticsCacheMinutes = 5;
const timeBucket = (now: Date) => Math.floor(now.getTime() / (analyticsCacheMinutes * 60_000));

/**
 * A team's view, held in memory (content scope 'analytics': any write to what it counts, on
 * any instance, makes the next read load it again; migration 0026) and shared as it is by
 * every request that asks for it, its JSON written once (lib/shared-answer.ts).
 */
export function getTeamAnalytics(
  ctx: ViewerContext,
  query: { organizationId?: string | undefined },
): Promise<TeamAnalyticsResponse> {
  const organizationId = teamOrganizationOf(ctx, query);
  const now = new Date();
  return ctx.content.get('analytics', `team:${organizationId}:${timeBucket(now)}`, async () =>
    shareAnswer(await loadTeamAnalytics(ctx.db, organizationId, now)),
  );
}

async function loadTeamAnalytics(
  db: Database,
  organizationId: string,
  now: Date,
): Promise<TeamAnalyticsResponse> {
  const { starts, weekStarts } = analyticsWindow(now);
  const recentSince = new Date(now.getTime() - recentDays * 24 * 60 * 60_000).toISOString();
  const [row] = await queryRows<TeamViewRow>(
    db,
    sql`with team as (
          select p.id, ${displayName('p', sql`''`)} as name, u.email, p.role
            from profiles p join "user" u on u.id = p.id
           where p.organization_id = ${organizationId}
        ),
        pillar_list as (
          select id, title, slug, color, row_number() over (order by display_order, title)::int as position
            from pillars
        ),
        lesson_pillars as (
          select l.id as lesson_id, pl.position
            from lessons l
            join key_elements ke on ke.id = l.key_element_id
            join pillar_list pl on pl.id = ke.pillar_id
        ),
        -- The team's completions, once: per member and pillar, with the last 30 days and the latest.
        per_pillar as (
          select ulp.user_id, lp.position, count(*)::int as completed,
                 (count(*) filter (where ulp.completed_at >= ${recentSince}::timestamptz))::int as recent,
                 max(ulp.completed_at) as last_completed
            from team t
            join user_lesson_progress ulp on ulp.user_id = t.id
            join lesson_pillars lp on lp.lesson_id = ulp.lesson_id
           group by ulp.user_id, lp.position
        ),
        per_member as (
          select user_id, json_object_agg(position, completed) as completed, sum(recent)::int as recent,
                 max(last_completed) as last_completed
            from per_pillar group by user_id
        ),
        marks as (
          select b.user_id, count(*)::int as bookmarks, (count(*) filter (where b.rating > 0))::int as ratings,
                 max(b.updated_at) as last_marked
            from team t join user_lesson_bookmarks b on b.user_id = t.id
           group by b.user_id
        ),
        -- Certificates per person and pillar (issue 43): revoked ones do not count.
        certified as (
          select c.user_id, json_agg(pl.position) as positions
            from team t
            join certificates c on c.user_id = t.id and c.revoked_at is null
            join pillar_list pl on pl.id = c.pillar_id
           group by c.user_id
        ),
        -- Quiz results per person and pillar (issue 57): quizzes passed, and the average of
        -- each quiz's best score.
        quiz_pillars as (
          select q.id as quiz_id, lp.position from quizzes q join lesson_pillars lp on lp.lesson_id = q.lesson_id
        ),
        quiz_best as (
          select a.user_id, qp.position, a.quiz_id, max(a.score) as best, bool_or(a.passed) as passed
            from team t
            join quiz_attempts a on a.user_id = t.id
            join quiz_pillars qp on qp.quiz_id = a.quiz_id
           group by a.user_id, qp.position, a.quiz_id
        ),
        quiz_member as (
          select user_id, json_object_agg(position, json_build_array(passed_count, average)) as results
            from (select user_id, position, (count(*) filter (where passed))::int as passed_count,
                         round(avg(best))::int as average
                    from quiz_best group by user_id, position) per_position
           group by user_id
        ),
        per_week as (
          select ${weekIndex(sql`ulp.completed_at`, starts)} as week, count(*)::int as completions
            from team t join user_lesson_progress ulp on ulp.user_id = t.id
           where ulp.completed_at >= ${starts.toISOString()}::timestamptz
           group by 1
        )
        select
          (select json_build_object('id', o.id, 'name', o.name) from organizations o where o.id = ${organizationId})
            as organization,
          (select coalesce(json_agg(json_build_object(
                    'id', pl.id, 'title', pl.title, 'slug', pl.slug, 'color', pl.color,
                    'lessonCount', (select count(*) from lesson_pillars lp where lp.position = pl.position),
                    'quizCount', (select count(*) from quiz_pillars qp where qp.position = pl.position))
                  order by pl.position), '[]')
             from pillar_list pl) as pillars,
          (select coalesce(json_agg(json_build_array(
                    t.id, t.name, t.email, t.role, pm.completed, pm.recent, pm.last_completed,
                    m.bookmarks, m.ratings, m.last_marked, cf.positions, qm.results)
                  order by lower(t.name), t.email), '[]')
             from team t
             left join per_member pm on pm.user_id = t.id
             left join marks m on m.user_id = t.id
             left join certified cf on cf.user_id = t.id
             left join quiz_member qm on qm.user_id = t.id) as members,
          (select json_object_agg(week, completions) from per_week) as weeks`,
  );
  if (!row?.organization) throw notFound(analyticsMessages.organizationNotFound);

  const totalLessons = row.pillars.reduce((sum, pillar) => sum + pillar.lessonCount, 0);
  const members: TeamMember[] = row.members.map(
    ([
      userId,
      name,
      email,
      role,
      byPosition,
      recent,
      lastCompletedAt,
      bookmarks,
      ratings,
      lastMarkedAt,
      certifiedPositions,
      quizzesByPosition,
    ]) => {
      const progress = row.pillars.map((pillar, index) =>
        toProgress(byPosition?.[String(index + 1)] ?? 0, pillar.lessonCount),
      );
      const completed = progress.map((pillar) => pillar.completed);
      return {
        userId,
        name,
        email,
        role,
        completed,
        percent: progress.map((pillar) => pillar.percent),
        certified: row.pillars.map((_pillar, index) => certifiedPositions?.includes(index + 1) ?? false),
        quizzesPassed: row.pillars.map((_pillar, index) => quizzesByPosition?.[String(index + 1)]?.[0] ?? 0),
        quizAverage: row.pillars.map((_pillar, index) => quizzesByPosition?.[String(index + 1)]?.[1] ?? null),
        overallPercent: toProgress(
          completed.reduce((sum, count) => sum + count, 0),
          totalLessons,
        ).percent,
        completedLast30Days: recent ?? 0,
        lastActivityAt: latestOf(lastCompletedAt, lastMarkedAt),
        bookmarks: bookmarks ?? 0,
        ratingsGiven: ratings ?? 0,
      };
    },
  );
  const pillars = row.pillars.map((pillar, index) => ({
    ...pillar,
    averagePercent:
      members.length === 0
        ? 0
        : Math.round(members.reduce((sum, member) => sum + member.percent[index]!, 0) / members.length),
    notStartedCount: members.filter((member) => member.completed[index] === 0).length,
    certificateCount: members.filter((member) => member.certified[index]).length,
  }));
  const weeks = countsByWeek(row.weeks);
  return {
    organization: row.organization,
    pillars,
    members,
    weeks: weekStarts.map((weekStart, index) => ({ weekStart, completions: weeks[index]! })),
  };
}

/** Every field an aggregate (counts, per-week JSON, a median): no column of the schema to derive. */
interface BusinessRow {
  organizations: number;
  /** The paying subscriptions' prices per month, summed (numeric). */
  monthly_revenue: number | string | null;
  revenue_by_plan: Array<{
    plan_id: string;
    plan_name: string;
    paying: number;
    monthly: number | string;
  }> | null;
  trials_started: number;
  trials_converted: number;
  coupons_redeemed: number;
  active: number;
  trialing: number;
  past_due: number;
  canceled: number;
  /** Counts per week index (json object keys); null when none. */
  sign_ups: Record<string, number> | null;
  completions: Record<string, number> | null;
  registrations: Record<string, number> | null;
  upcoming_registrations: number;
  open_tickets: number;
  median_first_reply_seconds: number | string | null;
}

/**
 * A subscription's price per month, in cents (fractional: summed, then rounded once): an annual
 * price over twelve. Over `pp`, its price (issue 58: each subscription is on its plan's price).
 */
const monthlyCents = sql`(case pp.interval when 'month' then pp.amount_cents::numeric else pp.amount_cents / 12.0 end)`;

/** The business view, held in memory as the team views are (content scope 'analytics'). */
export function getBusinessAnalytics(ctx: ViewerContext): Promise<BusinessAnalyticsResponse> {
  const now = new Date();
  return ctx.content.get('analytics', `business:${timeBucket(now)}`, async () =>
    shareAnswer(await loadBusinessAnalytics(ctx.db, now)),
  );
}

async function loadBusinessAnalytics(db: Database, now: Date): Promise<BusinessAnalyticsResponse> {
  const { starts, weekStarts } = analyticsWindow(now);
  const since = sql`${starts.toISOString()}::timestamptz`;
  const perWeek = (table: SQL, column: SQL) =>
    sql`(select json_object_agg(week, count) from (
           select ${weekIndex(column, starts)} as week, count(*)::int as count
             from ${table} where ${column} >= ${since} group by 1) counted)`;
  const [row] = await queryRows<BusinessRow>(
    db,
    sql`with current_subscriptions as (
          select distinct on (s.organization_id) s.status, s.plan_price_id
            from subscriptions s
           order by s.organization_id, s.created_at desc, s.id desc
        ),
        -- Active and past due pay (past due is still billed, as Stripe counts it); trials and
        -- canceled ones add nothing.
        paying as (
          select pp.plan_id, ${monthlyCents} as monthly
            from current_subscriptions cs join plan_prices pp on pp.id = cs.plan_price_id
           where cs.status in ('active', 'past_due')
        ),
        statuses as (
          select (count(*) filter (where status = 'active'))::int as active,
                 (count(*) filter (where status = 'trialing'))::int as trialing,
                 (count(*) filter (where status = 'past_due'))::int as past_due,
                 (count(*) filter (where status = 'canceled'))::int as canceled
            from current_subscriptions
        ),
        first_replies as (
          select extract(epoch from (
                   select min(tr.created_at) from ticket_responses tr
                    where tr.ticket_id = sr.id and tr.responder_id is distinct from sr.user_id
                 ) - sr.created_at) as seconds
            from support_requests sr
           where sr.created_at >= ${since}
        )
        select
          (select count(*)::int from organizations) as organizations,
          (select sum(monthly) from paying) as monthly_revenue,
          (select json_agg(json_build_object('plan_id', pl.id, 'plan_name', pl.name, 'paying', per_plan.paying,
                                             'monthly', per_plan.monthly) order by pl.display_order, pl.name)
             from plans pl
             join lateral (select count(*)::int as paying, coalesce(sum(monthly), 0) as monthly
                             from paying where paying.plan_id = pl.id) per_plan on true
            where not pl.is_archived or per_plan.paying > 0) as revenue_by_plan,
          (select count(*)::int from trial_grants) as trials_started,
          (select count(*)::int from trial_grants where converted_at is not null) as trials_converted,
          (select count(*)::int from coupon_redemptions) as coupons_redeemed,
          statuses.active, statuses.trialing, statuses.past_due, statuses.canceled,
          ${perWeek(sql`profiles`, sql`created_at`)} as sign_ups,
          ${perWeek(sql`user_lesson_progress`, sql`completed_at`)} as completions,
          ${perWeek(sql`event_registrations`, sql`registration_date`)} as registrations,
          (select count(*)::int from event_registrations er join events e on e.id = er.event_id
            where e.date_time >= ${now.toISOString()}::timestamptz) as upcoming_registrations,
          (select count(*)::int from support_requests where status <> 'closed') as open_tickets,
          (select percentile_cont(0.5) within group (order by seconds) from first_replies where seconds is not null)
            as median_first_reply_seconds
        from statuses`,
  );
  const result = row!;
  const median = result.median_first_reply_seconds;
  const signUps = countsByWeek(result.sign_ups);
  const completions = countsByWeek(result.completions);
  const registrations = countsByWeek(result.registrations);
  return {
    organizations: result.organizations,
    subscriptions: {
      active: result.active,
      trialing: result.trialing,
      pastDue: result.past_due,
      canceled: result.canceled,
    },
    monthlyRecurringRevenueCents: Math.round(Number(result.monthly_revenue ?? 0)),
    revenueByPlan: (result.revenue_by_plan ?? []).map((plan) => ({
      planId: plan.plan_id,
      planName: plan.plan_name,
      payingSubscriptions: Number(plan.paying),
      monthlyRecurringRevenueCents: Math.round(Number(plan.monthly)),
    })),
    trials: { started: result.trials_started, converted: result.trials_converted },
    couponsRedeemed: result.coupons_redeemed,
    weeks: weekStarts.map((weekStart, index) => ({
      weekStart,
      signUps: signUps[index]!,
      lessonCompletions: completions[index]!,
      eventRegistrations: registrations[index]!,
    })),
    upcomingEventRegistrations: result.upcoming_registrations,
    openTickets: result.open_tickets,
    medianFirstReplyMinutes: median === null ? null : Math.round((Number(median) / 60) * 10) / 10,
  };
}
