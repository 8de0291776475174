import { organizationEndpoints as endpoints } from '@pillars/shared/organizations/endpoints';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../plugins/endpoints.ts';
import { deleteOrganization, listOrganizations, updateOrganization } from './service.ts';

/** Manage Organizations: superadmins only (the endpoints' 'org.manage' policy). */
export const organizationRoutes: FastifyPluginAsync = async (app) => {
  await registerEndpoint(app, endpoints.listOrganizations, (ctx, { query }) => listOrganizations(ctx, query));
  await registerEndpoint(app, endpoints.updateOrganization, (ctx, { params, body }) =>
    updateOrganization(ctx, { organizationId: params.organizationId, hasFreeAccess: body.hasFreeAccess }),
  );
  await registerEndpoint(app, endpoints.deleteOrganization, (ctx, { params, body }) =>
    deleteOrganization(ctx, { organizationId: params.organizationId, confirmName: body.confirmName }),
  );
};
