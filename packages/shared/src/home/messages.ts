/*
 * The home screen's texts and limits, apart from the zod schemas so the web app can show
 * them without loading the schema library; schemas.ts re-exports them.
 */

export const homeMessages = {
  loadFailed: 'Failed to load home content. Please try again later.',
  noFeaturedArticles: 'No Featured Articles',
  noPillars: 'No Pillars Found',
  noResources: 'No Resources Found',
} as const;

/** Spec 01 section 9: the 5 latest published resources. */
export const recentResourcesLimit = 5;
