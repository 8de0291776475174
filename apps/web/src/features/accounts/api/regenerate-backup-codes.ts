import { twoFactorEndpoints } from '@pillars/shared/two-factor/endpoints';
import type { BackupCodesResponse, RegenerateBackupCodesBody } from '@pillars/shared/two-factor/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { twoFactorQueryKey } from './get-two-factor';

/** Ten new backup codes (the password required); the old ones stop working. */
export function regenerateBackupCodes(body: RegenerateBackupCodesBody): Promise<BackupCodesResponse> {
  return callEndpoint(twoFactorEndpoints.regenerateBackupCodes, { body });
}

export function useRegenerateBackupCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateBackupCodes,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorQueryKey }),
  });
}
