import { type HomeResponse, recentResourcesLimit } from '@pillars/shared/home/schemas';
import type { ViewerContext } from '../../lib/service-context.ts';
import { listFeaturedArticleCards, listRecentArticleCards } from '../articles/service.ts';
import { getContinueLearning, listPillars } from '../learning/service.ts';

/** The scroller shows at most this many featured articles. */
const featuredArticlesLimit = 12;

/** Home asks one endpoint for all it shows (four statements, whatever the data size). */
export async function getHome(ctx: ViewerContext): Promise<HomeResponse> {
  const [continueLearning, featuredArticles, pillars, recentResources] = await Promise.all([
    getContinueLearning(ctx),
    listFeaturedArticleCards(ctx, { limit: featuredArticlesLimit }),
    listPillars(ctx),
    listRecentArticleCards(ctx, { limit: recentResourcesLimit }),
  ]);
  return { continueLearning, featuredArticles, pillars, recentResources };
}
