import { z } from 'zod';
import { adminMessages, dashboardCountLabels } from './messages.ts';

export { adminMessages, dashboardCountLabels };

const count = z.number().int().min(0);

/** GET /api/admin/dashboard: the live counts, read in one statement. */
export const adminDashboardResponse = z.object({
  counts: z.object({
    members: count,
    organizations: count,
    publishedArticles: count,
    upcomingEvents: count,
    openTickets: count,
    /** Active (pending or confirmed) and held calls of the current Monday-Sunday week (UTC). */
    callsThisWeek: count,
  }),
});
export type AdminDashboardResponse = z.infer<typeof adminDashboardResponse>;
