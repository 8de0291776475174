import { type HomeResponse, recentResourcesLimit } from '@pillars/shared/home/schemas';
import type { ViewerContext } from '../../lib/service-context.ts';
import { listFeaturedArticleCards, listRecentArticleCards } from '../articles/service.ts';
import { getLearningOverview } from '../learning/service.ts';

/** The scroller shows at most this many featured articles. */
const featuredArticlesLimit = 12;

/**
 * Home asks one endpoint for all it shows. Articles and the pillar tree come from memory;
 * the member's progress is one statement, whatever the data size.
 */
export async function getHome(ctx: ViewerContext): Promise<HomeResponse> {
  const [learning, featuredArticles, recentResources] = await Promise.all([
    getLearningOverview(ctx),
    listFeaturedArticleCards(ctx, { limit: featuredArticlesLimit }),
    listRecentArticleCards(ctx, { limit: recentResourcesLimit }),
  ]);
  return {
    continueLearning: learning.continueLearning,
    featuredArticles,
    pillars: learning.pillars,
    recentResources,
  };
}
