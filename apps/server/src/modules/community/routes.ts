import { communityEndpoints as endpoints } from '@pillars/shared/community/endpoints';
import { communityMessages } from '@pillars/shared/community/messages';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../plugins/endpoints.ts';
import {
  deleteCategory,
  listHidden,
  listReports,
  moderatePost,
  moderateReply,
  saveCategory,
} from './moderation.ts';
import {
  createPost,
  createReply,
  deletePost,
  deleteReply,
  getPlaceDiscussion,
  getThread,
  listCommunity,
  loadPostResource,
  loadReplyResource,
  loadThreadResource,
  reportContent,
  setAnswer,
  setFollow,
  setLike,
  updatePost,
  updateReply,
} from './service.ts';

/** The Community (issue 42): /api/community/* for members, /api/admin/community/* for staff. */
export const communityRoutes: FastifyPluginAsync = async (app) => {
  const post = {
    loadResource: (ctx: Parameters<typeof loadPostResource>[0], input: { params: { postId: string } }) =>
      loadPostResource(ctx, input.params),
    notFoundMessage: communityMessages.postNotFound,
  };
  const thread = {
    loadResource: (ctx: Parameters<typeof loadThreadResource>[0], input: { params: { postId: string } }) =>
      loadThreadResource(ctx, input.params),
    notFoundMessage: communityMessages.postNotFound,
  };
  const reply = {
    loadResource: (ctx: Parameters<typeof loadReplyResource>[0], input: { params: { replyId: string } }) =>
      loadReplyResource(ctx, input.params),
    notFoundMessage: communityMessages.replyNotFound,
  };
  await registerEndpoint(app, endpoints.listCommunity, (ctx, { query }) => listCommunity(ctx, query));
  await registerEndpoint(
    app,
    endpoints.getThread,
    (ctx, { params, query }) => getThread(ctx, { postId: params.postId, page: query.page }),
    thread,
  );
  await registerEndpoint(app, endpoints.getLessonDiscussion, (ctx, { params, query }) =>
    getPlaceDiscussion(ctx, { ...params, page: query.page }),
  );
  await registerEndpoint(app, endpoints.getArticleDiscussion, (ctx, { params, query }) =>
    getPlaceDiscussion(ctx, { ...params, page: query.page }),
  );
  await registerEndpoint(app, endpoints.createPost, (ctx, { body }) => createPost(ctx, body));
  await registerEndpoint(
    app,
    endpoints.updatePost,
    (ctx, { params, body }) => updatePost(ctx, { postId: params.postId, ...body }),
    post,
  );
  await registerEndpoint(app, endpoints.deletePost, (ctx, { params }) => deletePost(ctx, params), post);
  await registerEndpoint(
    app,
    endpoints.createReply,
    (ctx, { params, body }) => createReply(ctx, { postId: params.postId, ...body }),
    post,
  );
  await registerEndpoint(
    app,
    endpoints.updateReply,
    (ctx, { params, body }) => updateReply(ctx, { replyId: params.replyId, ...body }),
    reply,
  );
  await registerEndpoint(app, endpoints.deleteReply, (ctx, { params }) => deleteReply(ctx, params), reply);
  await registerEndpoint(
    app,
    endpoints.likePost,
    (ctx, { params }) => setLike(ctx, { postId: params.postId, isLiked: true }),
    post,
  );
  await registerEndpoint(
    app,
    endpoints.unlikePost,
    (ctx, { params }) => setLike(ctx, { postId: params.postId, isLiked: false }),
    post,
  );
  await registerEndpoint(
    app,
    endpoints.likeReply,
    (ctx, { params }) => setLike(ctx, { replyId: params.replyId, isLiked: true }),
    reply,
  );
  await registerEndpoint(
    app,
    endpoints.unlikeReply,
    (ctx, { params }) => setLike(ctx, { replyId: params.replyId, isLiked: false }),
    reply,
  );
  await registerEndpoint(
    app,
    endpoints.followPost,
    (ctx, { params }) => setFollow(ctx, { postId: params.postId, isFollowing: true }),
    post,
  );
  await registerEndpoint(
    app,
    endpoints.unfollowPost,
    (ctx, { params }) => setFollow(ctx, { postId: params.postId, isFollowing: false }),
    post,
  );
  await registerEndpoint(
    app,
    endpoints.markAnswer,
    (ctx, { params, body }) => setAnswer(ctx, { postId: params.postId, replyId: body.replyId }),
    post,
  );
  await registerEndpoint(
    app,
    endpoints.unmarkAnswer,
    (ctx, { params }) => setAnswer(ctx, { postId: params.postId, replyId: null }),
    post,
  );
  await registerEndpoint(app, endpoints.reportContent, (ctx, { body }) => reportContent(ctx, body));
  await registerEndpoint(app, endpoints.listReports, (ctx) => listReports(ctx));
  await registerEndpoint(app, endpoints.listHidden, (ctx) => listHidden(ctx));
  await registerEndpoint(app, endpoints.moderatePost, (ctx, { params, body }) =>
    moderatePost(ctx, { postId: params.postId, ...body }),
  );
  await registerEndpoint(app, endpoints.moderateReply, (ctx, { params, body }) =>
    moderateReply(ctx, { replyId: params.replyId, ...body }),
  );
  await registerEndpoint(app, endpoints.createCategory, (ctx, { body }) => saveCategory(ctx, body));
  await registerEndpoint(app, endpoints.updateCategory, (ctx, { params, body }) =>
    saveCategory(ctx, { categoryId: params.categoryId, ...body }),
  );
  await registerEndpoint(app, endpoints.deleteCategory, (ctx, { params }) => deleteCategory(ctx, params));
};
