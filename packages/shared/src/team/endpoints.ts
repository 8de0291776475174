import { defineEndpoints } from '../contract.ts';

const tag = 'team';

/**
 * Team Management (spec 02): agents see and manage their own organization's people,
 * superadmins everyone's. Adding someone invites them (decision 022); the invitee accepts on
 * a public page.
 */
export const teamEndpoints = defineEndpoints(() => import('./schemas.ts'), {
  listTeamMembers: {
    method: 'GET',
    path: '/api/team/members',
    access: 'member',
    action: 'team.view',
    tag,
    summary:
      "The people of the viewer's organization (superadmins: any organization), searchable, by role, with pending invitations",
    query: 'listTeamMembersQuery',
    response: 'teamMembersResponse',
  },
  getTeamMember: {
    method: 'GET',
    path: '/api/team/members/:userId',
    access: 'member',
    action: 'team.view',
    tag,
    summary: "One person of the agency's team (agents: their own organization's only)",
    params: 'teamMemberParams',
    response: 'teamMember',
  },
  createTeamMember: {
    method: 'POST',
    path: '/api/team/members',
    access: 'member',
    action: 'team.manage',
    tag,
    errors: ['EMAIL_TAKEN', 'CONFLICT'],
    summary:
      'Add User: invites the person by e-mail (a one-time link, 7 days), or creates the account with a password a superadmin sets',
    body: 'createTeamMemberBody',
    response: 'createTeamMemberResponse',
    status: 201,
  },
  updateTeamMember: {
    method: 'PATCH',
    path: '/api/team/members/:userId',
    access: 'member',
    action: 'team.manage',
    tag,
    errors: ['CONFLICT'],
    summary:
      'Edit User: names, role (team member or agent), phone, guru flag; a superadmin may set a password',
    params: 'teamMemberParams',
    body: 'updateTeamMemberBody',
    response: 'teamMember',
  },
  deleteTeamMember: {
    method: 'DELETE',
    path: '/api/team/members/:userId',
    access: 'member',
    action: 'team.manage',
    tag,
    errors: ['CONFLICT'],
    summary: 'Deletes the person, their sessions and sign-in (never oneself, never the last agent)',
    params: 'teamMemberParams',
    response: 'deleteTeamMemberResponse',
  },
  resendInvitation: {
    method: 'POST',
    path: '/api/team/invitations/:invitationId/resend',
    access: 'member',
    action: 'team.manage',
    tag,
    summary: 'Sends a new link (7 days); the previous one stops working',
    params: 'teamInvitationParams',
    response: 'invitationResponse',
  },
  revokeInvitation: {
    method: 'DELETE',
    path: '/api/team/invitations/:invitationId',
    access: 'member',
    action: 'team.manage',
    tag,
    summary: 'Revokes a pending invitation: its link stops working',
    params: 'teamInvitationParams',
    response: 'revokeInvitationResponse',
  },
  getInvitation: {
    method: 'POST',
    path: '/api/auth/invitation',
    access: 'public',
    tag,
    errors: ['INVALID_TOKEN'],
    summary: "What an invitation link is for (the invitee's name, e-mail, organization), while it works",
    body: 'invitationTokenBody',
    response: 'invitationPreview',
  },
  acceptInvitation: {
    method: 'POST',
    path: '/api/auth/accept-invitation',
    access: 'public',
    tag,
    errors: ['INVALID_TOKEN', 'EMAIL_TAKEN'],
    summary: "Creates the invitee's account with the password chosen, ends the link and signs them in",
    body: 'acceptInvitationBody',
    response: 'meResponse',
  },
});
