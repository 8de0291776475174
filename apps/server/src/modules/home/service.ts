import { type HomeResponse, recentResourcesLimit } from '@pillars/shared/home/schemas';
import type { ViewerContext } from '../../lib/service-context.ts';
import { listFeaturedArticleCards, listRecentArticleCards } from '../articles/service.ts';
import { listMostActiveDiscussions } from '../community/most-active.ts';
import { getLearningOverview } from '../learning/service.ts';
import { assignedToViewer } from '../learning-plans/service.ts';

/** The scroller shows at most this many featured articles. */
const featuredArticlesLimit = 12;

/**
 * Home asks one endpoint for all it shows. Articles and the pillar tree come from memory;
 * the member's progress is one statement, their learning plan another, and the Community's
 * most active discussions of the week a third, whatever the data size.
 */
export async function getHome(ctx: ViewerContext): Promise<HomeResponse> {
  const [assignedToYou, learning, featuredArticles, recentResources, mostActiveDiscussions] =
    await Promise.all([
      assignedToViewer(ctx),
      getLearningOverview(ctx),
      listFeaturedArticleCards(ctx, { limit: featuredArticlesLimit }),
      listRecentArticleCards(ctx, { limit: recentResourcesLimit }),
      listMostActiveDiscussions(ctx),
    ]);
  return {
    assignedToYou,
    continueLearning: learning.continueLearning,
    featuredArticles,
    pillars: learning.pillars,
    recentResources,
    mostActiveDiscussions,
  };
}
