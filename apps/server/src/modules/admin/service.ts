import type { AdminDashboardResponse } from '@pillars/shared/admin/schemas';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import type { ViewerContext } from '../../lib/service-context.ts';

/**
 * The dashboard's live counts in one statement of scalar sub-selects, each answered from an
 * index (profiles, organizations by key; articles by is_published; events by is_active and
 * date_time; tickets by status; calls by scheduled_date). "This week" is the current
 * Monday-Sunday week in UTC; calls this week are the held ones (not cancelled).
 */
export async function getAdminDashboard(ctx: ViewerContext): Promise<AdminDashboardResponse> {
  const [[row], publishedArticles] = await Promise.all([
    queryRows<Record<Exclude<keyof AdminDashboardResponse['counts'], 'publishedArticles'>, number>>(
      ctx.db,
      sql`select
            (select count(*) from profiles)::int as "members",
            (select count(*) from organizations)::int as "organizations",
            (select count(*) from events where is_active and date_time > now())::int as "upcomingEvents",
            (select count(*) from support_requests where status = 'open')::int as "openTickets",
            (select count(*) from scheduled_calls
              where scheduled_date >= date_trunc('week', now() at time zone 'UTC')::date
                and scheduled_date < (date_trunc('week', now() at time zone 'UTC') + interval '7 days')::date
                and status <> 'cancelled')::int as "callsThisWeek"`,
    ),
    // From memory between article writes (scope 'articles': every write to articles bumps
    // it): counting 10,000 published articles was nearly all of the dashboard's statement
    // on the large data (decision 057).
    ctx.content.get('articles', 'published-count', async () => {
      const [counted] = await queryRows<{ total: number }>(
        ctx.db,
        sql`select count(*)::int as total from articles where is_published`,
      );
      return counted?.total ?? 0;
    }),
  ]);
  return {
    counts: {
      members: Number(row!.members),
      organizations: Number(row!.organizations),
      publishedArticles,
      upcomingEvents: Number(row!.upcomingEvents),
      openTickets: Number(row!.openTickets),
      callsThisWeek: Number(row!.callsThisWeek),
    },
  };
}
