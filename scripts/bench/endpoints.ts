/** One endpoint the bench loads: the route as the report names it and the path it requests. */
export interface BenchEndpoint {
  route: string;
  path: string;
}

export const healthEndpoint: BenchEndpoint = { route: '/api/health', path: '/api/health' };

/**
 * Every read a member's pages make (one endpoint per page): the session, home, the pillars
 * list, a pillar, the lesson viewer, the events list, an event page, the resources list, a
 * search and an article page. The slugs are the first pillar's and its first key element's,
 * the event the list's first, the article the resources list's first, found through the API
 * like a member's clicks would.
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
  return [
    { route: '/api/me', path: '/api/me' },
    { route: '/api/home', path: '/api/home' },
    { route: '/api/learning/pillars', path: '/api/learning/pillars' },
    { route: '/api/learning/pillars/:pillarSlug', path: pillarPath },
    {
      route: '/api/learning/pillars/:pillarSlug/elements/:elementSlug',
      path: `${pillarPath}/elements/${elementSlug}`,
    },
    { route: '/api/events', path: '/api/events' },
    { route: '/api/events/:eventId', path: `/api/events/${eventId}` },
    // Resources (issue 11): the list's first page, a search that matches most articles
    // (every bench article's body says "pricing": the ranking reads them all), an article.
    { route: '/api/articles', path: '/api/articles' },
    { route: '/api/articles?q=pricing', path: '/api/articles?q=pricing' },
    { route: '/api/articles/:slug', path: `/api/articles/${articleSlug}` },
  ];
}
