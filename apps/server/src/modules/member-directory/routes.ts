import { directoryEndpoints as endpoints } from '@pillars/shared/member-directory/endpoints';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../plugins/endpoints.ts';
import { getDirectoryMember, getDirectoryProfile, listDirectory, updateDirectoryProfile } from './service.ts';

/** The member directory (issue 42): /api/members and the viewer's own /api/me/directory-profile. */
export const memberDirectoryRoutes: FastifyPluginAsync = async (app) => {
  await registerEndpoint(app, endpoints.getDirectoryProfile, (ctx) => getDirectoryProfile(ctx));
  await registerEndpoint(app, endpoints.updateDirectoryProfile, (ctx, { body }) =>
    updateDirectoryProfile(ctx, body),
  );
  await registerEndpoint(app, endpoints.listDirectory, (ctx, { query }) => listDirectory(ctx, query));
  await registerEndpoint(app, endpoints.getDirectoryMember, (ctx, { params }) =>
    getDirectoryMember(ctx, params),
  );
};
