import { benchThreadId } from './database.ts';

/** Who asks: the demo member (every member read), the demo agent or the demo superadmin. */
export type BenchAccount = 'member' | 'agent' | 'admin';

/** One endpoint the bench loads: the route as the report names it and the path it requests. */
export interface BenchEndpoint {
  route: string;
  path: string;
  /** Signed in as whom; the member when not said. */
  account?: BenchAccount;
  /**
   * A budget of its own instead of the member reads' (p99 under the configuration's budget,
   * 0.35 of health's throughput): the certificate's PDF, which is drawn per request (issue 43:
   * p99 under 300 ms, no throughput ratio).
   */
  p99BudgetMs?: number;
}

export const healthEndpoint: BenchEndpoint = { route: '/api/health', path: '/api/health' };

/**
 * Every GET a member's screens make (the web app's `callEndpoint` reads in
 * apps/web/src/features, outside the admin and support-desk screens), each as the screen
 * first asks it: the session, home, the pillars grid, a pillar, the lesson viewer, the
 * events list and an event (and its calendar file), resources with a search and an article,
 * the gurus and a guru, booking a call, messages, the notification bell (on every page),
 * support and a ticket, and the subscription. Ids and slugs are the first ones the lists
 * answer, found through the API like a member's clicks would.
 */
export async function memberReads(get: (path: string) => Promise<unknown>): Promise<BenchEndpoint[]> {
  const { pillars } = (await get('/api/learning/pillars')) as { pillars: Array<{ slug: string }> };
  const pillarSlug = pillars[0]?.slug;
  if (!pillarSlug) throw new Error('the data has no pillar');
  const pillarPath = `/api/learning/pillars/${pillarSlug}`;
  const { keyElements } = (await get(pillarPath)) as { keyElements: Array<{ slug: string }> };
  const elementSlug = keyElements[0]?.slug;
  if (!elementSlug) throw new Error(`pillar ${pillarSlug} has no key element`);
  const { events } = (await get('/api/events')) as { events: Array<{ id: string }> };
  const eventId = events[0]?.id;
  if (!eventId) throw new Error('the data has no upcoming event');
  const { items } = (await get('/api/articles')) as { items: Array<{ slug: string }> };
  const articleSlug = items[0]?.slug;
  if (!articleSlug) throw new Error('the data has no published article');
  const { gurus } = (await get('/api/gurus')) as { gurus: Array<{ slug: string }> };
  const guruSlug = gurus[0]?.slug;
  if (!guruSlug) throw new Error('the data has no guru');
  // Certificates (issue 43): the demo member's (the bench data issues one), its public answer and PDF.
  const { certificates } = (await get('/api/my/certificates')) as { certificates: Array<{ id: string }> };
  const certificateId = certificates[0]?.id;
  if (!certificateId) throw new Error('the member has no certificate');
  const { tickets } = (await get('/api/support')) as { tickets: Array<{ id: string }> };
  const ticketId = tickets[0]?.id;
  if (!ticketId) throw new Error('the member has no support ticket');
  return [
    { route: '/api/me', path: '/api/me' },
    { route: '/api/home', path: '/api/home' },
    { route: '/api/notifications', path: '/api/notifications' },
    { route: '/api/learning/pillars', path: '/api/learning/pillars' },
    { route: '/api/learning/pillars/:pillarSlug', path: pillarPath },
    {
      route: '/api/learning/pillars/:pillarSlug/elements/:elementSlug',
      path: `${pillarPath}/elements/${elementSlug}`,
    },
    { route: '/api/events', path: '/api/events' },
    { route: '/api/events/:eventId', path: `/api/events/${eventId}` },
    { route: '/api/events/:eventId/calendar.ics', path: `/api/events/${eventId}/calendar.ics` },
    // Resources (issue 11): the list's first page, a search that matches most articles
    // (every bench article's body says "pricing": the ranking reads them all), an article.
    { route: '/api/articles', path: '/api/articles' },
    { route: '/api/articles?q=pricing', path: '/api/articles?q=pricing' },
    { route: '/api/articles/:slug', path: `/api/articles/${articleSlug}` },
    { route: '/api/gurus', path: '/api/gurus' },
    { route: '/api/gurus/:slug', path: `/api/gurus/${guruSlug}` },
    { route: '/api/calls/booking', path: '/api/calls/booking' },
    { route: '/api/messages', path: '/api/messages' },
    { route: '/api/support', path: '/api/support' },
    { route: '/api/support/tickets/:ticketId', path: `/api/support/tickets/${ticketId}` },
    { route: '/api/billing/subscription', path: '/api/billing/subscription' },
    { route: '/api/certificates/:certificateId', path: `/api/certificates/${certificateId}` },
    // The Community (issue 42): the list's first page, the 500-reply thread's first page, and
    // the member directory's search (a word every listed member's "Ask me about" has).
    { route: '/api/community', path: '/api/community' },
    { route: '/api/community/posts/:postId', path: `/api/community/posts/${benchThreadId}` },
    { route: '/api/members?q=pricing', path: '/api/members?q=pricing' },
    {
      route: '/api/certificates/:certificateId/pdf',
      path: `/api/certificates/${certificateId}/pdf`,
      p99BudgetMs: 300,
    },
  ];
}

/**
 * Analytics (issue 27): the agent's team view (Northwind Creative, which the bench data gives
 * 200 more members with their lessons, bookmarks and ratings) and the superadmin's business
 * view (over the bench data's 1,000 more organizations and their subscriptions).
 */
export const analyticsReads: BenchEndpoint[] = [
  { route: '/api/analytics/team (agent)', path: '/api/analytics/team', account: 'agent' },
  // Learning plans (issue 40): the agent's plans page over the team's ~4,000 assignments.
  { route: '/api/team/plans (agent)', path: '/api/team/plans', account: 'agent' },
  { route: '/api/analytics/business (superadmin)', path: '/api/analytics/business', account: 'admin' },
];

/** The superadmin's screens the soak loads beside the member reads (issue 28): the dashboard and the admin lists. */
export const adminScreens: BenchEndpoint[] = [
  '/api/admin/dashboard',
  '/api/admin/articles',
  '/api/admin/events',
  '/api/admin/calls',
  '/api/admin/tickets',
  '/api/admin/inbox',
  '/api/admin/organizations',
  '/api/admin/pillars',
  '/api/admin/audit',
  '/api/analytics/business',
].map((path) => ({ route: `${path} (superadmin soak)`, path, account: 'admin' }));

/**
 * `--endpoints`: the endpoints whose route contains one of `names` (case-insensitive), in
 * their order; a name that matches none is an error that lists the routes.
 */
export function selectEndpoints(endpoints: BenchEndpoint[], names: string[]): BenchEndpoint[] {
  const matches = (endpoint: BenchEndpoint, name: string) =>
    endpoint.route.toLowerCase().includes(name.toLowerCase());
  const unknown = names.filter((name) => !endpoints.some((endpoint) => matches(endpoint, name)));
  if (unknown.length > 0) {
    throw new Error(
      `--endpoints: ${unknown.join(', ')} matches no route; the routes are:\n` +
        endpoints.map((endpoint) => `  ${endpoint.route}`).join('\n'),
    );
  }
  return endpoints.filter((endpoint) => names.some((name) => matches(endpoint, name)));
}
