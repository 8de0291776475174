import { articleRevisionEndpoints as endpoints } from '@pillars/shared/articles/revision-endpoints';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../plugins/endpoints.ts';
import { listArticleRevisions, restoreArticleRevision } from './revisions.ts';

/** An article's history and restore (issue 25): article.manage (superadmins). */
export const articleRevisionRoutes: FastifyPluginAsync = async (app) => {
  await registerEndpoint(app, endpoints.listArticleRevisions, (ctx, { params, query }) =>
    listArticleRevisions(ctx, { articleId: params.articleId, page: query.page }),
  );
  await registerEndpoint(app, endpoints.restoreArticleRevision, (ctx, { params }) =>
    restoreArticleRevision(ctx, params),
  );
};
