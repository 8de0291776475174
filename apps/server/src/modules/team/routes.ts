import { teamEndpoints as endpoints } from '@pillars/shared/team/endpoints';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../plugins/endpoints.ts';
import { getTeamMember, listTeamMembers, loadTeamMemberResource, teamMessages } from './service.ts';

export const teamRoutes: FastifyPluginAsync = async (app) => {
  await registerEndpoint(app, endpoints.listTeamMembers, (ctx, { query }) => listTeamMembers(ctx, query));
  await registerEndpoint(
    app,
    endpoints.getTeamMember,
    (ctx, { params }) => getTeamMember(ctx, params.userId),
    {
      loadResource: (ctx, { params }) => loadTeamMemberResource(ctx, params.userId),
      notFoundMessage: teamMessages.memberNotFound,
    },
  );
};
