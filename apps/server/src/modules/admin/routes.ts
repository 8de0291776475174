import { adminEndpoints as endpoints } from '@pillars/shared/admin/endpoints';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../plugins/endpoints.ts';
import { getAdminDashboard } from './service.ts';

export const adminRoutes: FastifyPluginAsync = async (app) => {
  await registerEndpoint(app, endpoints.getAdminDashboard, (ctx) => getAdminDashboard(ctx));
};
