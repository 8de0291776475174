import type { EndpointDefinition } from './contract.ts';
import { homeEndpoints } from './home/endpoints.ts';
import { learningEndpoints } from './learning/endpoints.ts';

/**
 * The route patterns of a member's first screens, the web app's (its router and paths.ts
 * take them from here), which the server also reads: it asks for their data with the page.
 */
export const memberPageRoutes = {
  home: '/',
  pillars: '/pillars-of-agency',
  keyElement: '/pillars-of-agency/:pillarSlug/:elementSlug',
} as const;

/**
 * The endpoint each of those pages shows, its path parameters named as the page's. The
 * server sends a preload hint for it with the page (docs/decisions/047-phone-largest-paint.md),
 * so the data downloads beside the scripts instead of after they have run; the page's own
 * request (the router's loader, once the session says the page shows) takes that answer.
 */
export const memberPageData: ReadonlyArray<{ route: string; endpoint: Pick<EndpointDefinition, 'path'> }> = [
  { route: memberPageRoutes.home, endpoint: homeEndpoints.getHome },
  { route: memberPageRoutes.pillars, endpoint: learningEndpoints.listPillars },
  { route: memberPageRoutes.keyElement, endpoint: learningEndpoints.getKeyElement },
];
