/*
 * The home screen's texts and limits, apart from the zod schemas so the web app can show
 * them without loading the schema library; schemas.ts re-exports them.
 */

export const homeMessages = {
  loadFailed: 'Failed to load home content. Please try again later.',
  noFeaturedArticles: 'No Featured Articles',
  noPillars: 'No Pillars Found',
  noResources: 'No Resources Found',
  noActiveDiscussions: 'No discussions this week yet. Start one in the Community.',
} as const;

/** Spec 01 section 9: the 5 latest published resources. */
export const recentResourcesLimit = 5;

/** Home's "Most active this week": this many discussions, of the last this many days. */
export const mostActiveDiscussionsLimit = 3;
export const mostActiveDiscussionsDays = 7;
