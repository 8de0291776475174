import { defineEndpoints } from '../contract.ts';

const tag = 'team';

/** Team Management (spec 02): agents see their own organization's people, superadmins everyone. */
export const teamEndpoints = defineEndpoints(() => import('./schemas.ts'), {
  listTeamMembers: {
    method: 'GET',
    path: '/api/team/members',
    access: 'member',
    action: 'team.view',
    tag,
    summary: "The people of the viewer's organization (superadmins: any organization)",
    query: 'listTeamMembersQuery',
    response: 'teamMembersResponse',
  },
  getTeamMember: {
    method: 'GET',
    path: '/api/team/members/:userId',
    access: 'member',
    action: 'team.view',
    tag,
    params: 'teamMemberParams',
    response: 'teamMember',
  },
});
