import { accountEndpoints } from '@pillars/shared/accounts/endpoints';
import type { AccountSettings } from '@pillars/shared/accounts/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { settingsQueryKey } from './get-settings';

export function revokeSession(sessionId: string) {
  return callEndpoint(accountEndpoints.revokeSession, { params: { sessionId } });
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSession,
    onSuccess: ({ sessions }) => {
      queryClient.setQueryData<AccountSettings>(settingsQueryKey, (settings) =>
        settings ? { ...settings, sessions } : settings,
      );
    },
  });
}
