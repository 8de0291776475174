import { organizationEndpoints } from '@pillars/shared/organizations/endpoints';
import type { OrganizationResponse } from '@pillars/shared/organizations/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { organizationKeys } from './organization-keys';

/** Grant / Remove Free Access: the members' access changes with their next request. */
export function setFreeAccess(input: {
  organizationId: string;
  hasFreeAccess: boolean;
}): Promise<OrganizationResponse> {
  return callEndpoint(organizationEndpoints.updateOrganization, {
    params: { organizationId: input.organizationId },
    body: { hasFreeAccess: input.hasFreeAccess },
  });
}

export function useSetFreeAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setFreeAccess,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organizationKeys.lists }),
  });
}
