import { defineEndpoint } from '../contract.ts';
import { listTeamMembersQuery, teamMember, teamMemberParams, teamMembersResponse } from './schemas.ts';

const tag = 'team';

/** Team Management (spec 02): agents see their own organization's people, superadmins everyone. */
export const teamEndpoints = {
  listTeamMembers: defineEndpoint({
    method: 'GET',
    path: '/api/team/members',
    access: 'member',
    action: 'team.view',
    tag,
    summary: "The people of the viewer's organization (superadmins: any organization)",
    query: listTeamMembersQuery,
    response: teamMembersResponse,
  }),
  getTeamMember: defineEndpoint({
    method: 'GET',
    path: '/api/team/members/:userId',
    access: 'member',
    action: 'team.view',
    tag,
    params: teamMemberParams,
    response: teamMember,
  }),
};
