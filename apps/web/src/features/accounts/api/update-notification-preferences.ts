import { accountEndpoints } from '@pillars/shared/accounts/endpoints';
import type { AccountSettings, NotificationPreferences } from '@pillars/shared/accounts/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { settingsQueryKey } from './get-settings';

export function updateNotificationPreferences(body: NotificationPreferences) {
  return callEndpoint(accountEndpoints.updateNotificationPreferences, { body });
}

export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationPreferences,
    onSuccess: (notifications) => {
      queryClient.setQueryData<AccountSettings>(settingsQueryKey, (settings) =>
        settings ? { ...settings, notifications } : settings,
      );
    },
  });
}
