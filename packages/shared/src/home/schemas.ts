import { z } from 'zod';
import { articleCard } from '../articles/schemas.ts';
import { continueLearning, pillarSummary } from '../learning/schemas.ts';

export const homeMessages = {
  loadFailed: 'Failed to load home content. Please try again later.',
  noFeaturedArticles: 'No Featured Articles',
  noPillars: 'No Pillars Found',
  noResources: 'No Resources Found',
} as const;

/** Spec 01 section 9: the 5 latest published resources. */
export const recentResourcesLimit = 5;

export const homeResponse = z.object({
  continueLearning: continueLearning.nullable(),
  featuredArticles: z.array(articleCard),
  pillars: z.array(pillarSummary),
  recentResources: z.array(articleCard),
});
export type HomeResponse = z.infer<typeof homeResponse>;
