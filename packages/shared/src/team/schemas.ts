import { z } from 'zod';
import {
  passwordMaxLength,
  passwordMinLength,
  profile,
  tooLongPassword,
  usPhonePattern,
} from '../accounts/schemas.ts';
import { roles } from '../roles.ts';
import {
  invitationLifetimeDays,
  teamMessages,
  teamPageSize,
  teamRoleChoices,
  teamRoleFilters,
  teamRoleLabels,
} from './messages.ts';

export type { TeamRoleChoice } from './messages.ts';
export {
  invitationLifetimeDays,
  teamMessages,
  teamPageSize,
  teamRoleChoices,
  teamRoleFilters,
  teamRoleLabels,
};

/** Spec 02 Team Management: a person of an organization, as the team list shows them. */
export const teamMember = profile.omit({ organizationId: true, createdAt: true, timeZone: true }).extend({
  organization: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  /** Their level (1-10) from the points total (issue 59), a badge beside the name. */
  level: z.number().int().min(1).max(10),
});
export type TeamMember = z.infer<typeof teamMember>;

/**
 * A pending invitation (decision 022): who was invited, as what, until when. Its token is
 * never part of any answer; only the e-mail carries it.
 */
export const teamInvitation = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  role: z.enum(teamRoleChoices),
  isGuru: z.boolean(),
  organization: z.object({ id: z.uuid(), name: z.string() }),
  invitedAt: z.string(),
  expiresAt: z.string(),
  /** Past `expiresAt`: the link no longer works; Resend gives a new one. */
  isExpired: z.boolean(),
});
export type TeamInvitation = z.infer<typeof teamInvitation>;

export const listTeamMembersQuery = z.object({
  /** Superadmins choose an organization (or none: everyone); agents always see their own. */
  organizationId: z.uuid('Organization id must be a UUID').optional(),
  role: z.enum(roles).optional(),
  /** Name or e-mail, anywhere in it, any case. */
  q: z.string().trim().max(200, 'Search can be at most 200 characters').optional(),
  page: z.coerce.number().int().min(1, 'Page must be 1 or more').max(10_000).default(1),
});
export type ListTeamMembersQuery = z.input<typeof listTeamMembersQuery>;

export const teamMembersResponse = z.object({
  members: z.array(teamMember),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Pending invitations under the same filters (on every page: they are few). */
  invitations: z.array(teamInvitation),
  /**
   * The organizations the viewer may choose from (filter, Add User), by name: every one for
   * a superadmin; empty for an agent, whose organization is always their own.
   */
  organizations: z.array(z.object({ id: z.uuid(), name: z.string() })),
  /**
   * The listed organization's seats (issue 58): people and open invitations against its
   * plan's (limit null: unlimited); null when no one organization is listed.
   */
  seats: z
    .object({ used: z.number().int(), limit: z.number().int().nullable(), planName: z.string().nullable() })
    .nullable(),
});
export type TeamMembersResponse = z.infer<typeof teamMembersResponse>;

export const teamMemberParams = z.object({ userId: z.uuid('User id must be a UUID') });
export const teamInvitationParams = z.object({ invitationId: z.uuid(teamMessages.invitationNotFound) });

const requiredText = z
  .string({ error: teamMessages.requiredFields })
  .trim()
  .min(1, teamMessages.requiredFields)
  .max(100, 'At most 100 characters');
const phoneField = z
  .string()
  .trim()
  .max(30)
  .refine((value) => value === '' || usPhonePattern.test(value), teamMessages.invalidPhone)
  .default('');
const roleField = z.enum(teamRoleChoices, { error: teamMessages.roleNotAllowed });
/** Empty: no password (an invitation on create, the old password on edit); else 8+ characters. */
const optionalPassword = z
  .string()
  .max(passwordMaxLength, tooLongPassword)
  .refine((value) => value === '' || value.length >= passwordMinLength, teamMessages.passwordTooShort)
  .default('');

/**
 * POST /api/team/members: Add User. Without a password the person is invited (an e-mail with
 * a one-time link); a superadmin may set a password instead and the account exists at once.
 * The organization: an agent's own always; a superadmin names it.
 */
export const createTeamMemberBody = z
  .object({
    email: z
      .string({ error: teamMessages.requiredFields })
      .trim()
      .min(1, teamMessages.requiredFields)
      .max(254, teamMessages.invalidEmail)
      .pipe(z.email(teamMessages.invalidEmail)),
    firstName: requiredText,
    lastName: requiredText,
    role: roleField.default('team_member'),
    phone: phoneField,
    isGuru: z.boolean().default(false),
    organizationId: z.uuid(teamMessages.organizationRequired).optional(),
    password: optionalPassword,
  })
  .strict();
export type CreateTeamMemberBody = z.input<typeof createTeamMemberBody>;

export const createTeamMemberResponse = z.object({
  /** The account, when a superadmin set its password. */
  member: teamMember.nullable(),
  /** The invitation sent, otherwise. */
  invitation: teamInvitation.nullable(),
});
export type CreateTeamMemberResponse = z.infer<typeof createTeamMemberResponse>;

/** PATCH /api/team/members/:userId: Edit User. The e-mail stays as it was created. */
export const updateTeamMemberBody = z
  .object({
    email: z.never({ error: teamMessages.emailReadOnly }).optional(),
    firstName: requiredText,
    lastName: requiredText,
    /** Left out: unchanged (a superadmin's or support account keeps its role). */
    role: roleField.optional(),
    phone: phoneField,
    isGuru: z.boolean().optional(),
    password: optionalPassword,
  })
  .strict();
export type UpdateTeamMemberBody = z.input<typeof updateTeamMemberBody>;

export const deleteTeamMemberResponse = z.object({ deleted: z.object({ id: z.uuid() }) });
export const invitationResponse = z.object({ invitation: teamInvitation });
export const revokeInvitationResponse = z.object({ revoked: z.object({ id: z.uuid() }) });

/**
 * The user dialog's checks on the web: the contract's own fields (the same texts as the
 * server's), the e-mail read-only on edit, the organization required where one is chosen.
 */
export function teamMemberFormSchema(options: { isEdit: boolean; choosesOrganization: boolean }) {
  const shape = options.isEdit ? updateTeamMemberBody.shape : createTeamMemberBody.shape;
  return z.object({
    ...shape,
    email: options.isEdit ? z.string() : createTeamMemberBody.shape.email,
    role: roleField,
    isGuru: z.boolean(),
    organizationId: options.choosesOrganization ? z.uuid(teamMessages.organizationRequired) : z.string(),
  });
}

/** POST /api/auth/invitation: what the accept page shows about the link's invitation. */
export const invitationTokenBody = z
  .object({
    token: z.string().min(1, teamMessages.invalidInvitation).max(200, teamMessages.invalidInvitation),
  })
  .strict();
export const invitationPreview = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  organizationName: z.string(),
});
export type InvitationPreview = z.infer<typeof invitationPreview>;

/** POST /api/auth/accept-invitation: the invitee's password, twice (8+ characters). */
export const acceptInvitationBody = z
  .object({
    token: z.string().min(1, teamMessages.invalidInvitation).max(200, teamMessages.invalidInvitation),
    password: z.string().min(1, teamMessages.acceptRequired).max(passwordMaxLength, tooLongPassword),
    confirmPassword: z.string().min(1, teamMessages.acceptRequired).max(passwordMaxLength, tooLongPassword),
    /** The browser's zone (the profile's default, as at sign-up); UTC when absent or unknown. */
    timeZone: z.string().max(100).optional(),
  })
  .strict()
  .refine((body) => body.password === body.confirmPassword, {
    message: teamMessages.passwordMismatch,
    path: ['confirmPassword'],
  })
  .refine((body) => body.password.length >= passwordMinLength, {
    message: teamMessages.passwordTooShort,
    path: ['password'],
  });
export type AcceptInvitationBody = z.input<typeof acceptInvitationBody>;

/** Accepting signs the invitee in: the same answer as sign-in. */
export { meResponse } from '../accounts/schemas.ts';
