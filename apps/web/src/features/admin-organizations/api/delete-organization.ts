import { organizationEndpoints } from '@pillars/shared/organizations/endpoints';
import type { DeleteOrganizationResponse } from '@pillars/shared/organizations/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { organizationKeys } from './organization-keys';

/** Deletes an organization; the server checks the typed name too. */
export function deleteOrganization(input: {
  organizationId: string;
  confirmName: string;
}): Promise<DeleteOrganizationResponse> {
  return callEndpoint(organizationEndpoints.deleteOrganization, {
    params: { organizationId: input.organizationId },
    body: { confirmName: input.confirmName },
  });
}

export function useDeleteOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOrganization,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organizationKeys.lists }),
  });
}
