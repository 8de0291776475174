import { accountEndpoints } from '@pillars/shared/accounts/endpoints';
import type { AccountSettings } from '@pillars/shared/accounts/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { settingsQueryKey } from './get-settings';

export function revokeOtherSessions() {
  return callEndpoint(accountEndpoints.revokeOtherSessions);
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeOtherSessions,
    onSuccess: ({ sessions }) => {
      queryClient.setQueryData<AccountSettings>(settingsQueryKey, (settings) =>
        settings ? { ...settings, sessions } : settings,
      );
    },
  });
}
