import { z } from 'zod';
import { subscriptionStatuses } from '../access.ts';
import { organizationMessages, organizationsPageSize } from './messages.ts';

export { organizationMessages, organizationsPageSize };

/** An organization card on Manage Organizations: its counts come from one statement. */
export const adminOrganization = z.object({
  id: z.uuid(),
  name: z.string(),
  slug: z.string(),
  hasFreeAccess: z.boolean(),
  createdAt: z.string(),
  /** The current subscription's status; null when it never subscribed. */
  subscriptionStatus: z.enum(subscriptionStatuses).nullable(),
  counts: z.object({
    /** Its people. */
    users: z.number().int(),
    /** Pillars its people have started (completed a lesson of): pillars are shared content. */
    pillars: z.number().int(),
    /** Articles its people wrote. */
    articles: z.number().int(),
    /** Events its people host. */
    events: z.number().int(),
  }),
});
export type AdminOrganization = z.infer<typeof adminOrganization>;

/** GET /api/admin/organizations: search by name or slug, newest first. */
export const organizationsQuery = z.object({
  search: z.string().trim().max(200, 'Search can be at most 200 characters').optional(),
  page: z.coerce.number().int().min(1, 'Page must be 1 or more').max(10_000).default(1),
});
export type OrganizationsQuery = z.input<typeof organizationsQuery>;

export const organizationsResponse = z.object({
  organizations: z.array(adminOrganization),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type OrganizationsResponse = z.infer<typeof organizationsResponse>;

export const organizationParams = z.object({
  organizationId: z.uuid(organizationMessages.organizationNotFound),
});

/** PATCH /api/admin/organizations/:organizationId: Grant / Remove Free Access. */
export const updateOrganizationBody = z
  .object({ hasFreeAccess: z.boolean({ error: 'hasFreeAccess must be true or false' }) })
  .strict();
export type UpdateOrganizationBody = z.input<typeof updateOrganizationBody>;

export const organizationResponse = z.object({ organization: adminOrganization });
export type OrganizationResponse = z.infer<typeof organizationResponse>;

/**
 * POST /api/admin/organizations/:organizationId/delete: the typed name must equal the
 * organization's name exactly (spec 02 section 5); the server compares, not only the form.
 */
export const deleteOrganizationBody = z
  .object({ confirmName: z.string({ error: organizationMessages.confirmNameMismatch }) })
  .strict();
export type DeleteOrganizationBody = z.input<typeof deleteOrganizationBody>;

export const deleteOrganizationResponse = z.object({
  deleted: z.object({ id: z.uuid(), name: z.string(), users: z.number().int() }),
});
export type DeleteOrganizationResponse = z.infer<typeof deleteOrganizationResponse>;
