import { z } from 'zod';
import { memberAnnouncement } from '../announcements/schemas.ts';
import { articleCard } from '../articles/schemas.ts';
import { pointsPanel } from '../engagement/schemas.ts';
import { continueLearning, pillarSummary } from '../learning/schemas.ts';
import { planAssignment } from '../learning-plans/schemas.ts';

import {
  type GettingStartedStep,
  gettingStartedMessages,
  gettingStartedSteps,
  homeMessages,
  mostActiveDiscussionsDays,
  mostActiveDiscussionsLimit,
  recentResourcesLimit,
} from './messages.ts';

export { okResponse } from '../accounts/schemas.ts';
export {
  type GettingStartedStep,
  gettingStartedMessages,
  gettingStartedSteps,
  homeMessages,
  mostActiveDiscussionsDays,
  mostActiveDiscussionsLimit,
  recentResourcesLimit,
};

/** A new owner's checklist (issue 54): each step in order, done or not, as the data says. */
export const gettingStarted = z.object({
  steps: z.array(z.object({ key: z.enum(gettingStartedSteps), isDone: z.boolean() })),
});
export type GettingStarted = z.infer<typeof gettingStarted>;

/** Home's "Most active this week" (issue 42): a discussion with the most replies and likes of the last 7 days. */
export const activeDiscussion = z.object({
  id: z.uuid(),
  /** The discussion's title, or the lesson's or article's it belongs to. */
  title: z.string(),
  authorName: z.string(),
  agencyName: z.string().nullable(),
  replyCount: z.number().int().min(0),
  likeCount: z.number().int().min(0),
  /** Replies and likes of the last 7 days. */
  weekActivity: z.number().int().min(0),
  lastActivityAt: z.string(),
});
export type ActiveDiscussion = z.infer<typeof activeDiscussion>;

export const homeResponse = z.object({
  /** The newest announcement with a banner the viewer has not dismissed (issue 60), first on Home. */
  announcement: memberAnnouncement.nullable(),
  /**
   * An owner's getting-started checklist (issue 54), first on Home; null for everyone else,
   * and once every step is done or the owner dismissed it.
   */
  gettingStarted: gettingStarted.nullable(),
  /** Learning plans (issue 40): the viewer's open assignments, soonest due first; shown above everything. */
  assignedToYou: z.array(planAssignment),
  continueLearning: continueLearning.nullable(),
  featuredArticles: z.array(articleCard),
  pillars: z.array(pillarSummary),
  recentResources: z.array(articleCard),
  /** The three most active discussions of the week, most active first (issue 42). */
  mostActiveDiscussions: z.array(activeDiscussion),
  /** Points, level, this week and the weekly streak (issue 59). */
  points: pointsPanel,
});
export type HomeResponse = z.infer<typeof homeResponse>;
