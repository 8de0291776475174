import { z } from 'zod';
import { articleCard } from '../articles/schemas.ts';
import { continueLearning, pillarSummary } from '../learning/schemas.ts';
import { planAssignment } from '../learning-plans/schemas.ts';

import { homeMessages, recentResourcesLimit } from './messages.ts';

export { homeMessages, recentResourcesLimit };

export const homeResponse = z.object({
  /** Learning plans (issue 40): the viewer's open assignments, soonest due first; shown above everything. */
  assignedToYou: z.array(planAssignment),
  continueLearning: continueLearning.nullable(),
  featuredArticles: z.array(articleCard),
  pillars: z.array(pillarSummary),
  recentResources: z.array(articleCard),
});
export type HomeResponse = z.infer<typeof homeResponse>;
