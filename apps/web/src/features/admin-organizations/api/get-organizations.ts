import { organizationEndpoints } from '@pillars/shared/organizations/endpoints';
import type { OrganizationsResponse } from '@pillars/shared/organizations/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { organizationKeys } from './organization-keys';

export interface OrganizationsFilters {
  search?: string;
  page: number;
}

/** One page of Manage Organizations, searched by name or slug on the server. */
export function getOrganizations(filters: OrganizationsFilters): Promise<OrganizationsResponse> {
  return callEndpoint(organizationEndpoints.listOrganizations, { query: filters });
}

export function organizationsQueryOptions(filters: OrganizationsFilters) {
  return queryOptions({
    queryKey: organizationKeys.list(filters),
    queryFn: () => getOrganizations(filters),
  });
}

/** The previous answer stays on screen while a new search or page loads. */
export function useOrganizations(filters: OrganizationsFilters) {
  return useQuery({ ...organizationsQueryOptions(filters), placeholderData: keepPreviousData });
}
