import { homeResponse, recentResourcesLimit } from '@pillars/shared/home/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireViewer } from '../../plugins/authentication.ts';
import { listFeaturedArticleCards, listRecentArticleCards } from '../articles/service.ts';
import { getContinueLearning, listPillars } from '../learning/service.ts';

/** The scroller shows at most this many featured articles. */
const featuredArticlesLimit = 12;

/** Home asks one endpoint for all it shows (four statements, whatever the data size). */
export const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/home',
    { config: { access: 'member' }, schema: { tags: ['home'], response: { 200: homeResponse } } },
    async (request) => {
      const viewer = requireViewer(request);
      const [continueLearning, featuredArticles, pillars, recentResources] = await Promise.all([
        getContinueLearning(app.db, viewer.userId),
        listFeaturedArticleCards(app.db, { role: viewer.role, limit: featuredArticlesLimit }),
        listPillars(app.db, viewer.userId),
        listRecentArticleCards(app.db, { role: viewer.role, limit: recentResourcesLimit }),
      ]);
      return { continueLearning, featuredArticles, pillars, recentResources };
    },
  );
};
