import { askEndpoints as endpoints } from '@pillars/shared/ask/endpoints';
import { askMessages } from '@pillars/shared/ask/messages';
import type { AskBody, AskStreamEvent } from '@pillars/shared/ask/schemas';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodType } from 'zod';
import type { ViewerContext } from '../../lib/service-context.ts';
import { streamOverPost } from '../../lib/sse-over-post.ts';
import { registerEndpoint } from '../../plugins/endpoints.ts';
import {
  type AskRetrievalSettings,
  deleteAskConversation,
  getAskAdmin,
  getAskConversation,
  listAskConversations,
  loadConversationResource,
  loadTurnResource,
  rateAskTurn,
  startQuestion,
  streamAnswer,
} from './service.ts';

/**
 * Ask the Library (issue 41): /api/ask streams its answer as server-sent events over the POST
 * (as Article Magic does, decision 028), so it is registered from its contract here rather than
 * through registerEndpoint; refusals before the stream (a bad body, another's conversation,
 * past a limit) are ordinary JSON errors.
 */
export const askRoutes: FastifyPluginAsync<{
  limitPerHour: number;
  retrieval: AskRetrievalSettings;
}> = async (app, options) => {
  const conversation = {
    loadResource: (ctx: ViewerContext, input: { params: { conversationId: string } }) =>
      loadConversationResource(ctx, input.params),
    notFoundMessage: askMessages.conversationNotFound,
  };
  await registerEndpoint(app, endpoints.listAskConversations, (ctx) => listAskConversations(ctx, {}));
  await registerEndpoint(
    app,
    endpoints.getAskConversation,
    (ctx, { params }) => getAskConversation(ctx, params),
    conversation,
  );
  await registerEndpoint(
    app,
    endpoints.deleteAskConversation,
    (ctx, { params }) => deleteAskConversation(ctx, params),
    conversation,
  );
  await registerEndpoint(
    app,
    endpoints.rateAskTurn,
    (ctx, { params, body }) => rateAskTurn(ctx, { turnId: params.turnId, ...body }),
    {
      loadResource: (ctx: ViewerContext, input: { params: { turnId: string } }) =>
        loadTurnResource(ctx, input.params),
      notFoundMessage: askMessages.turnNotFound,
    },
  );
  await registerEndpoint(app, endpoints.getAskAdmin, (ctx) => getAskAdmin(ctx, {}));

  const ask = endpoints.askQuestion;
  const schemas = (await ask.loadSchemas()) as unknown as Record<string, ZodType>;
  app.route({
    method: ask.method,
    url: ask.path,
    config: { access: ask.access, action: ask.action },
    schema: {
      operationId: ask.name,
      tags: [ask.tag],
      summary: ask.summary,
      body: schemas[ask.body]!,
    },
    handler: async (request, reply) => {
      const ctx = request.ctx as ViewerContext;
      const start = await startQuestion(ctx, {
        body: request.body as AskBody,
        limitPerHour: options.limitPerHour,
      });
      await streamOverPost<AskStreamEvent>(request, reply, {
        opening: 'answering',
        produce: ({ signal, send }) =>
          streamAnswer(ctx, { start, settings: options.retrieval, signal, send }),
        failureLog: 'Ask the Library: the answer failed',
        failureEvent: { type: 'error', message: askMessages.answerFailed },
        release: () => start.release(),
        releaseFailureLog: 'Ask the Library: giving back the lease failed',
      });
    },
  });
};
