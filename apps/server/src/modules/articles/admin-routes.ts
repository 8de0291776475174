import { adminArticleEndpoints as endpoints } from '@pillars/shared/articles/admin-endpoints';
import type { FastifyPluginAsync } from 'fastify';
import { articleBodyLimit, registerEndpoint } from '../../plugins/endpoints.ts';
import {
  createAdminArticle,
  deleteAdminArticle,
  getAdminArticle,
  getAdminArticleOptions,
  listAdminArticles,
  setAdminArticleFlags,
  updateAdminArticle,
} from './admin-service.ts';

/** Manage Articles (spec 02): every route is article.manage (superadmins), checked before the body is read. */
export const adminArticleRoutes: FastifyPluginAsync = async (app) => {
  await registerEndpoint(app, endpoints.listAdminArticles, (ctx, { query }) => listAdminArticles(ctx, query));
  await registerEndpoint(app, endpoints.getAdminArticleOptions, (ctx) => getAdminArticleOptions(ctx));
  await registerEndpoint(app, endpoints.getAdminArticle, (ctx, { params }) => getAdminArticle(ctx, params));
  await registerEndpoint(
    app,
    endpoints.createAdminArticle,
    (ctx, { body }) => createAdminArticle(ctx, body),
    {
      bodyLimit: articleBodyLimit,
    },
  );
  await registerEndpoint(
    app,
    endpoints.updateAdminArticle,
    (ctx, { params, body }) => updateAdminArticle(ctx, { articleId: params.articleId, values: body }),
    { bodyLimit: articleBodyLimit },
  );
  await registerEndpoint(app, endpoints.setAdminArticleFlags, (ctx, { params, body }) =>
    setAdminArticleFlags(ctx, { articleId: params.articleId, flags: body }),
  );
  await registerEndpoint(app, endpoints.deleteAdminArticle, (ctx, { params }) =>
    deleteAdminArticle(ctx, params),
  );
};
