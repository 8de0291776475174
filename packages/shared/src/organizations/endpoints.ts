import { defineEndpoints } from '../contract.ts';

const tag = 'organizations';

/** Manage Organizations (spec 02): superadmins only. */
export const organizationEndpoints = defineEndpoints(() => import('./schemas.ts'), {
  listOrganizations: {
    method: 'GET',
    path: '/api/admin/organizations',
    access: 'member',
    action: 'org.manage',
    tag,
    summary: 'Organizations with their counts (users, pillars started, articles, events), searchable',
    query: 'organizationsQuery',
    response: 'organizationsResponse',
  },
  updateOrganization: {
    method: 'PATCH',
    path: '/api/admin/organizations/:organizationId',
    access: 'member',
    action: 'org.manage',
    tag,
    summary: "Grants or removes an organization's free access (its members' access changes at once)",
    params: 'organizationParams',
    body: 'updateOrganizationBody',
    response: 'organizationResponse',
  },
  deleteOrganization: {
    method: 'POST',
    path: '/api/admin/organizations/:organizationId/delete',
    access: 'member',
    action: 'org.manage',
    tag,
    errors: ['PAYMENTS_UNAVAILABLE'],
    summary:
      'Ends its paid subscription at the provider, then deletes the organization, its users, their sessions and their data',
    params: 'organizationParams',
    body: 'deleteOrganizationBody',
    response: 'deleteOrganizationResponse',
  },
});
