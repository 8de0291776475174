import { accountEndpoints } from '@pillars/shared/accounts/endpoints';
import type { AccountSettings, MeResponse } from '@pillars/shared/accounts/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { meQueryKey } from './get-me';
import { settingsQueryKey } from './get-settings';

export function updateTimeZone(timeZone: string) {
  return callEndpoint(accountEndpoints.updateTimeZone, { body: { timeZone } });
}

/** The session check's profile carries the zone: every event and call time re-renders in it. */
export function useUpdateTimeZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTimeZone,
    onSuccess: ({ timeZone }) => {
      queryClient.setQueryData<MeResponse | null>(meQueryKey, (me) =>
        me ? { ...me, profile: { ...me.profile, timeZone } } : me,
      );
      queryClient.setQueryData<AccountSettings>(settingsQueryKey, (settings) =>
        settings ? { ...settings, timeZone } : settings,
      );
    },
  });
}
