import { articleMagicEndpoints as endpoints } from '@pillars/shared/ai/article-magic-endpoints';
import type { ArticleMagicStreamEvent } from '@pillars/shared/ai/article-magic-schemas';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodType } from 'zod';
import type { ViewerContext } from '../../lib/service-context.ts';
import { articleBodyLimit, registerEndpoint } from '../../plugins/endpoints.ts';
import { startEnhancement } from './enhancement-limits.ts';
import {
  listArticleMagic,
  loadEnhancementSource,
  saveEnhancedArticle,
  streamEnhancement,
} from './service.ts';

/** A comment line this often keeps proxies from closing a stream while the AI thinks. */
const heartbeatMs = 15_000;

/**
 * Article Magic (spec 02; issue 25): every route is ai.enhance (superadmins), checked by the
 * authentication hook before anything else. The enhancement is a stream of server-sent events
 * over the POST's response (decision 028), so it is registered here from its contract rather
 * than through registerEndpoint, which answers one JSON body; refusals before the stream starts
 * (no AI provider, no article, a bad id, an article being enhanced already, past a limit) are
 * ordinary JSON errors.
 */
export const articleMagicRoutes: FastifyPluginAsync = async (app) => {
  await registerEndpoint(app, endpoints.listArticleMagic, (ctx, { query }) => listArticleMagic(ctx, query));
  await registerEndpoint(
    app,
    endpoints.saveEnhancedArticle,
    (ctx, { params, body }) => saveEnhancedArticle(ctx, { articleId: params.articleId, values: body }),
    { bodyLimit: articleBodyLimit },
  );

  const enhance = endpoints.enhanceArticle;
  const schemas = (await enhance.loadSchemas()) as unknown as Record<string, ZodType>;
  app.route({
    method: enhance.method,
    url: enhance.path,
    config: { access: enhance.access, action: enhance.action, errors: enhance.errors },
    schema: {
      operationId: enhance.name,
      tags: [enhance.tag],
      summary: enhance.summary,
      params: schemas[enhance.params]!,
    },
    handler: async (request, reply) => {
      const ctx = request.ctx as ViewerContext;
      const { articleId } = request.params as { articleId: string };
      const source = await loadEnhancementSource(ctx, { articleId });
      // One at a time per article, a few per person, a cap per hour (enhancement-limits.ts):
      // refusals are JSON errors, before the stream starts.
      const running = await startEnhancement(ctx, { articleId });

      try {
        reply.hijack();
        const raw = reply.raw;
        raw.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-store, no-transform',
          connection: 'keep-alive',
          // nginx and similar proxies would otherwise hold the pieces back.
          'x-accel-buffering': 'no',
          'x-request-id': request.id,
        });
        raw.write(': enhancing\n\n');
        // Cancel on the screen (or a closed tab) ends the AI call too: no tokens paid for nothing.
        const abort = new AbortController();
        raw.on('close', () => {
          if (!raw.writableFinished) abort.abort();
        });
        const heartbeat = setInterval(() => {
          if (!abort.signal.aborted) raw.write(': ping\n\n');
        }, heartbeatMs);
        const send = (event: ArticleMagicStreamEvent) => {
          if (abort.signal.aborted) return;
          raw.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
        };
        try {
          await streamEnhancement(ctx, { source, signal: abort.signal, send });
        } catch (error) {
          request.log.error({ err: error }, 'Article Magic: the enhancement failed');
          send({ type: 'error', message: 'Failed to enhance article. Please try again.' });
        } finally {
          clearInterval(heartbeat);
          // Given back before the answer ends: the screen may enhance the article again at once.
          await running.release().catch((error: unknown) => {
            request.log.error({ err: error }, 'Article Magic: giving back the enhancement lease failed');
          });
          raw.end();
        }
      } finally {
        await running.release();
      }
    },
  });
};
