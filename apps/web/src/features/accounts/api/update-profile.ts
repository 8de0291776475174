import { accountEndpoints } from '@pillars/shared/accounts/endpoints';
import type { MeResponse, Profile, UpdateProfileBody } from '@pillars/shared/accounts/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { meQueryKey } from './get-me';

export function updateProfile(body: UpdateProfileBody): Promise<Profile> {
  return callEndpoint(accountEndpoints.updateProfile, { body });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData<MeResponse | null>(meQueryKey, (me) => (me ? { ...me, profile } : me));
    },
  });
}
