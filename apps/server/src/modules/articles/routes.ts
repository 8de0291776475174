import { articlesEndpoints as endpoints } from '@pillars/shared/articles/endpoints';
import { articlesMessages } from '@pillars/shared/articles/schemas';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../plugins/endpoints.ts';
import { listResources } from './resources.ts';
import {
  addComment,
  deleteComment,
  getArticleDetail,
  loadCommentResource,
  setArticleBookmark,
  setArticleLike,
} from './service.ts';

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
  await registerEndpoint(app, endpoints.addComment, (ctx, { params, body }) =>
    addComment(ctx, { articleId: params.articleId, content: body.content }),
  );
  await registerEndpoint(
    app,
    endpoints.deleteComment,
    async (ctx, { params }) => {
      await deleteComment(ctx, params);
      return { ok: true as const };
    },
    {
      loadResource: (ctx, { params }) => loadCommentResource(ctx, params),
      notFoundMessage: articlesMessages.commentNotFound,
    },
  );
};
