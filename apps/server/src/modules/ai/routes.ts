import { articleMagicEndpoints as endpoints } from '@pillars/shared/ai/article-magic-endpoints';
import type { ArticleMagicStreamEvent } from '@pillars/shared/ai/article-magic-schemas';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodType } from 'zod';
import type { ViewerContext } from '../../lib/service-context.ts';
import { streamOverPost } from '../../lib/sse-over-post.ts';
import { articleBodyLimit, registerEndpoint } from '../../plugins/endpoints.ts';
import { startEnhancement } from './enhancement-limits.ts';
import {
  listArticleMagic,
  loadEnhancementSource,
  saveEnhancedArticle,
  streamEnhancement,
} from './service.ts';

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

      await streamOverPost<ArticleMagicStreamEvent>(request, reply, {
        opening: 'enhancing',
        produce: ({ signal, send }) => streamEnhancement(ctx, { source, signal, send }),
        failureLog: 'Article Magic: the enhancement failed',
        failureEvent: { type: 'error', message: 'Failed to enhance article. Please try again.' },
        release: () => running.release(),
        releaseFailureLog: 'Article Magic: giving back the enhancement lease failed',
      });
    },
  });
};
