/*
 * The admin dashboard's texts (spec 02 sections 1 and 8), apart from the zod schemas so the
 * web app can show them without loading the schema library; schemas.ts re-exports them.
 */
export const adminMessages = {
  title: 'Admin Dashboard',
  subtitle: 'Manage organizations, content, events and calls.',
  // Ours: the spec names no load-failure text for the dashboard.
  loadFailed: 'Failed to load the dashboard. Please try again.',
} as const;

/** The live counts on the dashboard, in the order the cards show them. */
export const dashboardCountLabels = {
  members: 'Members',
  organizations: 'Organizations',
  publishedArticles: 'Published articles',
  upcomingEvents: 'Upcoming events',
  openTickets: 'Open tickets',
  callsThisWeek: 'Calls this week',
} as const;
