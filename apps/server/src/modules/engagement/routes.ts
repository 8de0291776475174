import { engagementEndpoints as endpoints } from '@pillars/shared/engagement/endpoints';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../plugins/endpoints.ts';
import { getEngagementSettings, recalculatePoints, saveEngagementSettings } from './service.ts';

/** Points, levels and streaks (issue 59): /admin/engagement's endpoints, superadmins only. */
export const engagementRoutes: FastifyPluginAsync = async (app) => {
  await registerEndpoint(app, endpoints.getEngagementSettings, (ctx) => getEngagementSettings(ctx));
  await registerEndpoint(app, endpoints.saveEngagementSettings, (ctx, { body }) =>
    saveEngagementSettings(ctx, body),
  );
  await registerEndpoint(app, endpoints.recalculatePoints, (ctx) => recalculatePoints(ctx));
};
