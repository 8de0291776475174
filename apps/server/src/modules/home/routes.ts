import { homeEndpoints } from '@pillars/shared/home/endpoints';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../plugins/endpoints.ts';
import { dismissGettingStarted } from './getting-started.ts';
import { getHome } from './service.ts';

export const homeRoutes: FastifyPluginAsync = async (app) => {
  await registerEndpoint(app, homeEndpoints.getHome, (ctx) => getHome(ctx));
  await registerEndpoint(app, homeEndpoints.dismissGettingStarted, async (ctx) => {
    await dismissGettingStarted(ctx);
    return { ok: true as const };
  });
};
