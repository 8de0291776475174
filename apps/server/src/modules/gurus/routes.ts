import { adminArticleMessages } from '@pillars/shared/articles/admin-messages';
import { guruContentEndpoints as content } from '@pillars/shared/gurus/content-endpoints';
import { gurusEndpoints as endpoints } from '@pillars/shared/gurus/endpoints';
import type { FastifyPluginAsync } from 'fastify';
import type { ViewerContext } from '../../lib/service-context.ts';
import { articleBodyLimit, registerEndpoint } from '../../plugins/endpoints.ts';
import {
  createGuruArticle,
  deleteGuruArticle,
  getGuruArticle,
  getGuruArticleOptions,
  listGuruArticles,
  loadGuruArticleResource,
  setGuruArticlePublished,
  setUpGuruProfile,
  updateGuruArticle,
} from './content-service.ts';
import { getGuruProfile, listGuruCards } from './service.ts';

/** A guru route on one article: the article's guru must be the viewer's (policy `article.edit` with the row). */
const ownArticle = {
  loadResource: (ctx: ViewerContext, { params }: { params: { articleId: string } }) =>
    loadGuruArticleResource(ctx, params),
  notFoundMessage: adminArticleMessages.articleNotFound,
};

export const guruRoutes: FastifyPluginAsync = async (app) => {
  await registerEndpoint(app, endpoints.listGurus, async (ctx) => ({ gurus: await listGuruCards(ctx) }));
  await registerEndpoint(app, endpoints.getGuru, (ctx, { params }) => getGuruProfile(ctx, params));

  // My Guru Content (issue 23): the route's action first; on one article, its guru (the row-level check).
  await registerEndpoint(app, content.listGuruArticles, (ctx, { query }) => listGuruArticles(ctx, query));
  await registerEndpoint(app, content.getGuruArticleOptions, (ctx) => getGuruArticleOptions(ctx));
  await registerEndpoint(
    app,
    content.getGuruArticle,
    (ctx, { params }) => getGuruArticle(ctx, params),
    ownArticle,
  );
  await registerEndpoint(app, content.createGuruArticle, (ctx, { body }) => createGuruArticle(ctx, body), {
    bodyLimit: articleBodyLimit,
  });
  await registerEndpoint(
    app,
    content.updateGuruArticle,
    (ctx, { params, body }) => updateGuruArticle(ctx, { articleId: params.articleId, values: body }),
    { ...ownArticle, bodyLimit: articleBodyLimit },
  );
  await registerEndpoint(
    app,
    content.setGuruArticlePublished,
    (ctx, { params, body }) =>
      setGuruArticlePublished(ctx, { articleId: params.articleId, isPublished: body.isPublished }),
    ownArticle,
  );
  await registerEndpoint(
    app,
    content.deleteGuruArticle,
    (ctx, { params }) => deleteGuruArticle(ctx, params),
    ownArticle,
  );
  await registerEndpoint(app, content.setUpGuruProfile, (ctx, { body }) => setUpGuruProfile(ctx, body));
};
