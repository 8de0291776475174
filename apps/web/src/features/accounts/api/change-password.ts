import { accountEndpoints } from '@pillars/shared/accounts/endpoints';
import type { AccountSettings, ChangePasswordBody } from '@pillars/shared/accounts/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { settingsQueryKey } from './get-settings';

/** Every other session of the account ends; the answer lists the sessions left (this one). */
export function changePassword(body: ChangePasswordBody) {
  return callEndpoint(accountEndpoints.changePassword, { body });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: ({ sessions }) => {
      queryClient.setQueryData<AccountSettings>(settingsQueryKey, (settings) =>
        settings ? { ...settings, sessions } : settings,
      );
    },
  });
}
