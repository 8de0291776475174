/*
 * Team Management texts and limits (spec 02 sections 2, 5, 6 and 8), apart from the zod
 * schemas so the web app can show them without loading the schema library.
 */

export const teamMessages = {
  title: 'Team Management',
  subtitle: "Your organization's agents and team members, and the people you invited",
  superadminSubtitle: "Every organization's people, and the people invited to join them",
  searchPlaceholder: 'Search by name or email...',
  addUser: 'Add User',
  editUser: 'Edit User',
  deleteUser: 'Delete User',
  requiredFields: 'Please fill in all required fields.',
  passwordRequired: 'Password is required for new users',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordMismatch: 'Passwords do not match',
  passwordHint: 'Leave empty to send an invitation e-mail instead: the person chooses their own password.',
  passwordEditHint: 'Leave empty to keep the current password. At least 8 characters.',
  emailReadOnly: 'Email cannot be changed after user creation',
  invalidEmail: 'Please enter a valid email address',
  invalidPhone: 'Please enter a valid phone number.',
  organizationRequired: 'Please choose the organization',
  loadFailed: 'Failed to load users. Please try again.',
  saveFailed: 'Failed to save user. Please try again.',
  deleteFailed: 'Failed to delete user. Please try again.',
  userCreated: 'User created successfully.',
  userInvited: 'Invitation sent.',
  userUpdated: 'User updated successfully.',
  userDeleted: 'User deleted successfully.',
  invitationResent: 'Invitation sent again. The previous link no longer works.',
  invitationRevoked: 'Invitation revoked.',
  invitationActionFailed: 'Failed to update the invitation. Please try again.',
  noUsers: 'No users found.',
  noUsersMatch: 'No users match your search or filter.',
  memberNotFound: 'User not found',
  invitationNotFound: 'Invitation not found',
  emailTaken: 'An account with this email already exists',
  invitationPending: 'An invitation for this email is already pending. Resend it from the list instead.',
  cannotDeleteSelf: 'You cannot delete your own account.',
  lastAgent: 'An organization must keep at least one agent. Make someone else an agent first.',
  staffNotManaged: 'Superadmin and support accounts are not managed here.',
  roleNotAllowed: 'The role must be Team Member or Agent.',
  invalidInvitation:
    'Invalid Invitation Link: This invitation link is invalid, has expired, was revoked or was already used.',
  acceptTitle: 'Join your team on Pillars',
  acceptRequired: 'Please enter both password fields',
  // Ours (issue 38): the limits on invitation e-mails; `wait` reads 'in 12 minutes'.
  tooManyInvitations: (wait: string) => `Too many invitations. Try again ${wait}.`,
  tooManyOrganizationInvitations: (wait: string) =>
    `Too many invitations for this organization. Try again ${wait}.`,
  tooManyInvitationsToAddress: (wait: string) =>
    `Too many invitations to this email address. Try again ${wait}.`,
  tooManyResends: (wait: string) => `This invitation was sent again too often. Try again ${wait}.`,
} as const;

export const teamPageSize = 50;

/** An invitation link works this long (decision 022). */
export const invitationLifetimeDays = 7;

/** The roles this screen gives (spec 02 section 5): nobody is raised above agent here. */
export const teamRoleChoices = ['team_member', 'agent'] as const;
export type TeamRoleChoice = (typeof teamRoleChoices)[number];

export const teamRoleLabels = {
  superadmin: 'Superadmin',
  agent: 'Agent',
  support: 'Support',
  team_member: 'Team Member',
} as const;

/** The role filter: All, Agents, Team Members; Superadmins and Support for superadmins only. */
export const teamRoleFilters = [
  { value: '', label: 'All', superadminOnly: false },
  { value: 'agent', label: 'Agents', superadminOnly: false },
  { value: 'team_member', label: 'Team Members', superadminOnly: false },
  { value: 'superadmin', label: 'Superadmins', superadminOnly: true },
  { value: 'support', label: 'Support', superadminOnly: true },
] as const;
