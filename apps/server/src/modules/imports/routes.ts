import { bubbleImportEndpoints as endpoints } from '@pillars/shared/imports/endpoints';
import type { FastifyPluginAsync } from 'fastify';
import { missingBubbleSettings } from '../../integrations/bubble/index.ts';
import { registerEndpoint } from '../../plugins/endpoints.ts';
import { getBubbleImportState, previewBubbleArticle, readBubbleCsv, startBubbleImport } from './service.ts';

/** Import from Bubble.io (spec 02): superadmins only (the endpoints' 'import.run' policy). */
export const importRoutes: FastifyPluginAsync = async (app) => {
  const missingVariables = missingBubbleSettings(app.config);
  await registerEndpoint(app, endpoints.getBubbleImportState, (ctx, { query }) =>
    getBubbleImportState(ctx, {
      scope: query.scope,
      missingVariables,
      dataType: app.config.BUBBLE_DATA_TYPE,
    }),
  );
  // A CSV export of up to 9,000,000 characters (the schema's limit), and the records read from one.
  await registerEndpoint(app, endpoints.readBubbleCsv, (ctx, { body }) => readBubbleCsv(ctx, body), {
    bodyLimit: 10 * 1024 * 1024,
  });
  await registerEndpoint(app, endpoints.previewBubbleArticle, (ctx, { body }) =>
    previewBubbleArticle(ctx, body),
  );
  await registerEndpoint(app, endpoints.startBubbleImport, (ctx, { body }) => startBubbleImport(ctx, body), {
    bodyLimit: 10 * 1024 * 1024,
  });
};
