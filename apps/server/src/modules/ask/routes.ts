import { askEndpoints as endpoints } from '@pillars/shared/ask/endpoints';
import { askMessages } from '@pillars/shared/ask/messages';
import type { AskBody, AskStreamEvent } from '@pillars/shared/ask/schemas';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodType } from 'zod';
import type { ViewerContext } from '../../lib/service-context.ts';
import { registerEndpoint } from '../../plugins/endpoints.ts';
import {
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

const heartbeatMs = 15_000;

/**
 * Ask the Library (issue 41): /api/ask streams its answer as server-sent events over the POST
 * (as Article Magic does, decision 028), so it is registered from its contract here rather than
 * through registerEndpoint; refusals before the stream (a bad body, another's conversation,
 * past a limit) are ordinary JSON errors.
 */
export const askRoutes: FastifyPluginAsync<{ limitPerHour: number }> = async (app, options) => {
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
      try {
        reply.hijack();
        const raw = reply.raw;
        raw.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-store, no-transform',
          connection: 'keep-alive',
          'x-accel-buffering': 'no',
          'x-request-id': request.id,
        });
        raw.write(': answering\n\n');
        // A closed tab ends the AI call too: no tokens paid for nothing.
        const abort = new AbortController();
        raw.on('close', () => {
          if (!raw.writableFinished) abort.abort();
        });
        const heartbeat = setInterval(() => {
          if (!abort.signal.aborted) raw.write(': ping\n\n');
        }, heartbeatMs);
        const send = (event: AskStreamEvent) => {
          if (abort.signal.aborted) return;
          raw.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
        };
        try {
          await streamAnswer(ctx, { start, signal: abort.signal, send });
        } catch (error) {
          request.log.error({ err: error }, 'Ask the Library: the answer failed');
          send({ type: 'error', message: askMessages.answerFailed });
        } finally {
          clearInterval(heartbeat);
          // Given back before the answer ends: the page may ask its next question at once.
          await start.release().catch((error: unknown) => {
            request.log.error({ err: error }, 'Ask the Library: giving back the lease failed');
          });
          raw.end();
        }
      } finally {
        await start.release().catch(() => {});
      }
    },
  });
};
