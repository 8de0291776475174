import { teamEndpoints as endpoints } from '@pillars/shared/team/endpoints';
import { teamMessages } from '@pillars/shared/team/schemas';
import type { FastifyPluginAsync } from 'fastify';
import { authClientOf } from '../../plugins/authentication.ts';
import { registerEndpoint } from '../../plugins/endpoints.ts';
import { acceptInvitation, getInvitationPreview } from './invitation-acceptance-service.ts';
import {
  createTeamMember,
  loadInvitationResource,
  resendInvitation,
  revokeInvitation,
} from './invitations-service.ts';
import {
  deleteTeamMember,
  getTeamMember,
  listTeamMembers,
  loadTeamMemberResource,
  updateTeamMember,
} from './members-service.ts';

export const teamRoutes: FastifyPluginAsync = async (app) => {
  const memberResource = {
    loadResource: (
      ctx: Parameters<typeof loadTeamMemberResource>[0],
      input: { params: { userId: string } },
    ) => loadTeamMemberResource(ctx, input.params),
    notFoundMessage: teamMessages.memberNotFound,
  };
  const invitationResource = {
    loadResource: (
      ctx: Parameters<typeof loadInvitationResource>[0],
      input: { params: { invitationId: string } },
    ) => loadInvitationResource(ctx, input.params),
    notFoundMessage: teamMessages.invitationNotFound,
  };

  await registerEndpoint(app, endpoints.listTeamMembers, (ctx, { query }) => listTeamMembers(ctx, query), {
    // The organization asked for, else the viewer's own: an agent asking for another one is refused.
    loadResource: async (ctx, { query }) => ({
      organizationId: query.organizationId ?? ctx.viewer.organizationId,
    }),
  });
  await registerEndpoint(
    app,
    endpoints.getTeamMember,
    (ctx, { params }) => getTeamMember(ctx, params),
    memberResource,
  );
  await registerEndpoint(app, endpoints.createTeamMember, (ctx, { body }) => createTeamMember(ctx, body), {
    // An agent's new person joins their own organization: naming another one is refused.
    loadResource: async (ctx, { body }) => ({
      organizationId: body.organizationId ?? ctx.viewer.organizationId,
    }),
  });
  await registerEndpoint(
    app,
    endpoints.updateTeamMember,
    (ctx, { params, body }) => updateTeamMember(ctx, { userId: params.userId, ...body }),
    memberResource,
  );
  await registerEndpoint(
    app,
    endpoints.deleteTeamMember,
    (ctx, { params }) => deleteTeamMember(ctx, params),
    memberResource,
  );
  await registerEndpoint(
    app,
    endpoints.resendInvitation,
    (ctx, { params }) => resendInvitation(ctx, params),
    invitationResource,
  );
  await registerEndpoint(
    app,
    endpoints.revokeInvitation,
    (ctx, { params }) => revokeInvitation(ctx, params),
    invitationResource,
  );

  // The invitee's side: public, the link's token is the credential.
  await registerEndpoint(app, endpoints.getInvitation, (ctx, { body }) => getInvitationPreview(ctx, body));
  await registerEndpoint(app, endpoints.acceptInvitation, (ctx, { body }, http) =>
    acceptInvitation(ctx, { ...body, client: authClientOf(http) }),
  );
};
