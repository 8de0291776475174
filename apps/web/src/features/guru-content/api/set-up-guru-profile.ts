import { guruContentEndpoints } from '@pillars/shared/gurus/content-endpoints';
import type { GuruProfileBody, GuruProfileSavedResponse } from '@pillars/shared/gurus/content-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { guruContentKeys, refreshAfterGuruWrite } from './guru-content-keys';

/** 'Set Up Guru Profile': creates or completes the viewer's guru record and lists it under Gurus. */
export function setUpGuruProfile(body: GuruProfileBody): Promise<GuruProfileSavedResponse> {
  return callEndpoint(guruContentEndpoints.setUpGuruProfile, { body });
}

export function useSetUpGuruProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUpGuruProfile,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: guruContentKeys.options });
      return refreshAfterGuruWrite(queryClient);
    },
  });
}
