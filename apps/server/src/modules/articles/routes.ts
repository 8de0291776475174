import { articlesEndpoints as endpoints } from '@pillars/shared/articles/endpoints';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../plugins/endpoints.ts';
import { listResources } from './resources.ts';
import { getArticleDetail, setArticleBookmark, setArticleLike } from './service.ts';

export const articleRoutes: FastifyPluginAsync = async (app) => {
  await registerEndpoint(app, endpoints.listResources, (ctx, { query }) => listResources(ctx, query));
  await registerEndpoint(app, endpoints.getArticle, (ctx, { params }) => getArticleDetail(ctx, params));
  await registerEndpoint(app, endpoints.likeArticle, (ctx, { params }) =>
    setArticleLike(ctx, { articleId: params.articleId, isLiked: true }),
  );
  await registerEndpoint(app, endpoints.unlikeArticle, (ctx, { params }) =>
    setArticleLike(ctx, { articleId: params.articleId, isLiked: false }),
  );
  await registerEndpoint(app, endpoints.bookmarkArticle, (ctx, { params }) =>
    setArticleBookmark(ctx, { articleId: params.articleId, isBookmarked: true }),
  );
  await registerEndpoint(app, endpoints.removeArticleBookmark, (ctx, { params }) =>
    setArticleBookmark(ctx, { articleId: params.articleId, isBookmarked: false }),
  );
};
