import { z } from 'zod';
import { profile } from '../accounts/schemas.ts';
import { roles } from '../roles.ts';

/** Spec 02 Team Management: a person of an organization, as the team list shows them. */
export const teamMember = profile
  .omit({ organizationId: true, createdAt: true })
  .extend({ organization: z.object({ id: z.uuid(), name: z.string() }).nullable() });
export type TeamMember = z.infer<typeof teamMember>;

export const teamPageSize = 50;

export const listTeamMembersQuery = z.object({
  /** Superadmins choose an organization (or none: everyone); agents always see their own. */
  organizationId: z.uuid('Organization id must be a UUID').optional(),
  role: z.enum(roles).optional(),
  page: z.coerce.number().int().min(1, 'Page must be 1 or more').max(10_000).default(1),
});
export type ListTeamMembersQuery = z.input<typeof listTeamMembersQuery>;

export const teamMembersResponse = z.object({
  members: z.array(teamMember),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TeamMembersResponse = z.infer<typeof teamMembersResponse>;

export const teamMemberParams = z.object({ userId: z.uuid('User id must be a UUID') });
