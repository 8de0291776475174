import { z } from 'zod';
import { roles } from '../roles.ts';
import {
  analyticsMessages,
  analyticsWeeks,
  recentDays,
  type SortDirection,
  sortDirections,
  type TeamSortKey,
  teamSortKeys,
  teamSortLabels,
} from './messages.ts';

export {
  analyticsMessages,
  analyticsWeeks,
  recentDays,
  type SortDirection,
  sortDirections,
  type TeamSortKey,
  teamSortKeys,
  teamSortLabels,
};

/**
 * Whose team: a superadmin names the organization; an agent's is always their own (the
 * 'analytics.view' scope), whatever this says.
 */
const organizationChoice = z.object({
  organizationId: z.uuid('Organization must be an organization id').optional(),
});

/** GET /api/analytics/team. */
export const teamAnalyticsQuery = organizationChoice;
export type TeamAnalyticsQuery = z.input<typeof teamAnalyticsQuery>;

/** The table's filters and order (the page keeps them in its URL; the export takes the same). */
export const teamTableFilters = z.object({
  /** One pillar's column (its id); empty: every pillar. */
  pillarId: z.uuid('Pillar must be a pillar id').optional(),
  /** Members whose name or e-mail contains this (any case). */
  member: z.string().trim().max(200, 'Member can be at most 200 characters').optional(),
  sort: z.enum(teamSortKeys, `Sort must be one of ${teamSortKeys.join(', ')}`).default('name'),
  direction: z.enum(sortDirections, 'Direction must be asc or desc').default('asc'),
});
export type TeamTableFilters = z.input<typeof teamTableFilters>;

/** GET /api/analytics/team/export.csv: the organization and the table's filters. */
export const teamExportQuery = organizationChoice.extend(teamTableFilters.shape);
export type TeamExportQuery = z.input<typeof teamExportQuery>;

const weekStart = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const teamPillar = z.object({
  id: z.uuid(),
  title: z.string(),
  slug: z.string(),
  color: z.string(),
  lessonCount: z.number().int(),
  /** The team's average percent of this pillar's lessons completed (0 with no members). */
  averagePercent: z.number().int(),
  /** Members with no lesson of this pillar completed (`notStartedIn` names them from `members`). */
  notStartedCount: z.number().int(),
  /** Members holding this pillar's certificate, not revoked (issue 43). */
  certificateCount: z.number().int(),
  /** The pillar's quizzes (issue 57). */
  quizCount: z.number().int(),
});
export type TeamPillar = z.infer<typeof teamPillar>;

export const teamMember = z.object({
  userId: z.uuid(),
  name: z.string(),
  email: z.string(),
  role: z.enum(roles),
  /**
   * Per pillar, in the order of `pillars` (plain numbers, not objects: the view of a team of
   * hundreds stays small): lessons completed, and the percent of the pillar's lessons.
   */
  completed: z.array(z.number().int()),
  percent: z.array(z.number().int()),
  /** Per pillar, in the same order: whether the person holds its certificate (not revoked; issue 43). */
  certified: z.array(z.boolean()),
  /**
   * Per pillar, in the same order (issue 57): the quizzes the person passed, and the average
   * of their best score on each quiz they took (null when they took none).
   */
  quizzesPassed: z.array(z.number().int()),
  quizAverage: z.array(z.number().int().nullable()),
  /** Percent of every lesson completed. */
  overallPercent: z.number().int(),
  completedLast30Days: z.number().int(),
  /** The latest lesson completion or bookmark change; null when none. */
  lastActivityAt: z.string().nullable(),
  bookmarks: z.number().int(),
  /** Bookmarks with a rating (1 to 5 stars). */
  ratingsGiven: z.number().int(),
});
export type TeamMember = z.infer<typeof teamMember>;

export const teamAnalyticsResponse = z.object({
  organization: z.object({ id: z.uuid(), name: z.string() }),
  pillars: z.array(teamPillar),
  members: z.array(teamMember),
  /** Lesson completions by the team per week, oldest first (`analyticsWeeks` weeks, Monday UTC). */
  weeks: z.array(z.object({ weekStart, completions: z.number().int() })),
});
export type TeamAnalyticsResponse = z.infer<typeof teamAnalyticsResponse>;

/** The CSV file (text/csv; charset=utf-8), sent as an attachment. */
export const teamCsvResponse = z.string();

/** GET /api/analytics/business: superadmins. */
export const businessAnalyticsResponse = z.object({
  organizations: z.number().int(),
  /** Organizations by their current (newest) subscription's status. */
  subscriptions: z.object({
    active: z.number().int(),
    trialing: z.number().int(),
    pastDue: z.number().int(),
    canceled: z.number().int(),
  }),
  /** Current paying subscriptions (active, past due): their prices per month, in cents. */
  monthlyRecurringRevenueCents: z.number().int(),
  /** The same per plan (issue 58), in the plans' order: paying agencies and their revenue per month. */
  revenueByPlan: z.array(
    z.object({
      planId: z.uuid(),
      planName: z.string(),
      payingSubscriptions: z.number().int(),
      monthlyRecurringRevenueCents: z.number().int(),
    }),
  ),
  /** Trials ever started, and those that went on to pay. */
  trials: z.object({ started: z.number().int(), converted: z.number().int() }),
  /** Coupons redeemed (paid checkouts with one), in all. */
  couponsRedeemed: z.number().int(),
  /** Per week, oldest first: new accounts, lessons completed, event registrations. */
  weeks: z.array(
    z.object({
      weekStart,
      signUps: z.number().int(),
      lessonCompletions: z.number().int(),
      eventRegistrations: z.number().int(),
    }),
  ),
  /** Registrations for events still to come. */
  upcomingEventRegistrations: z.number().int(),
  /** Tickets open or in progress. */
  openTickets: z.number().int(),
  /** The median time to the team's first reply, over tickets opened in the window; null without any. */
  medianFirstReplyMinutes: z.number().nullable(),
});
export type BusinessAnalyticsResponse = z.infer<typeof businessAnalyticsResponse>;
