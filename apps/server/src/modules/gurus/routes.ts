import { gurusEndpoints as endpoints } from '@pillars/shared/gurus/endpoints';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../plugins/endpoints.ts';
import { getGuruProfile, listGuruCards } from './service.ts';

export const guruRoutes: FastifyPluginAsync = async (app) => {
  await registerEndpoint(app, endpoints.listGurus, async (ctx) => ({ gurus: await listGuruCards(ctx) }));
  await registerEndpoint(app, endpoints.getGuru, (ctx, { params }) => getGuruProfile(ctx, params));
};
