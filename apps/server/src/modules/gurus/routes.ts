import { guruContentEndpoints as content } from '@pillars/shared/gurus/content-endpoints';
import { gurusEndpoints as endpoints } from '@pillars/shared/gurus/endpoints';
import type { FastifyPluginAsync } from 'fastify';
import { articleBodyLimit, registerEndpoint } from '../../plugins/endpoints.ts';
import {
  createGuruArticle,
  deleteGuruArticle,
  getGuruArticle,
  getGuruArticleOptions,
  listGuruArticles,
  setGuruArticlePublished,
  setUpGuruProfile,
  updateGuruArticle,
} from './content-service.ts';
import { getGuruProfile, listGuruCards } from './service.ts';

export const guruRoutes: FastifyPluginAsync = async (app) => {
  await registerEndpoint(app, endpoints.listGurus, async (ctx) => ({ gurus: await listGuruCards(ctx) }));
  await registerEndpoint(app, endpoints.getGuru, (ctx, { params }) => getGuruProfile(ctx, params));

  // My Guru Content (issue 23): the route's action first, then the article's guru in the service.
  await registerEndpoint(app, content.listGuruArticles, (ctx, { query }) => listGuruArticles(ctx, query));
  await registerEndpoint(app, content.getGuruArticleOptions, (ctx) => getGuruArticleOptions(ctx));
  await registerEndpoint(app, content.getGuruArticle, (ctx, { params }) =>
    getGuruArticle(ctx, params.articleId),
  );
  await registerEndpoint(app, content.createGuruArticle, (ctx, { body }) => createGuruArticle(ctx, body), {
    bodyLimit: articleBodyLimit,
  });
  await registerEndpoint(
    app,
    content.updateGuruArticle,
    (ctx, { params, body }) => updateGuruArticle(ctx, { articleId: params.articleId, values: body }),
    { bodyLimit: articleBodyLimit },
  );
  await registerEndpoint(app, content.setGuruArticlePublished, (ctx, { params, body }) =>
    setGuruArticlePublished(ctx, { articleId: params.articleId, isPublished: body.isPublished }),
  );
  await registerEndpoint(app, content.deleteGuruArticle, (ctx, { params }) =>
    deleteGuruArticle(ctx, params.articleId),
  );
  await registerEndpoint(app, content.setUpGuruProfile, (ctx, { body }) => setUpGuruProfile(ctx, body));
};
