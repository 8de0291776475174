import { organizationEndpoints } from '@pillars/shared/organizations/endpoints';
import type { OrganizationsResponse } from '@pillars/shared/organizations/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { analyticsKeys } from './get-team-analytics';

/**
 * The superadmin's choice of organization: Manage Organizations' own search (by name or
 * slug, newest first, a page at a time), asked only while the chooser is open.
 */
export function searchOrganizations(search: string): Promise<OrganizationsResponse> {
  return callEndpoint(organizationEndpoints.listOrganizations, { query: search ? { search } : {} });
}

export function organizationSearchQueryOptions(search: string) {
  return queryOptions({
    queryKey: analyticsKeys.organizations(search),
    queryFn: () => searchOrganizations(search),
  });
}

export function useOrganizationSearch(search: string, options: { enabled: boolean }) {
  return useQuery({
    ...organizationSearchQueryOptions(search),
    enabled: options.enabled,
    placeholderData: keepPreviousData,
  });
}
