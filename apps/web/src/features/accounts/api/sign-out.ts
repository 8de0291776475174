import { accountEndpoints } from '@pillars/shared/accounts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { callEndpoint } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';

export function signOut(): Promise<{ ok: true }> {
  return callEndpoint(accountEndpoints.signOut);
}

/** Ends the session, goes to the login page, then forgets every cached answer. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signOut,
    onSuccess: async () => {
      // Leave the member pages first so that nothing refetches the cleared queries.
      await navigate(paths.login(), { replace: true });
      queryClient.clear();
    },
    onError: () => {
      toast.error('Failed to sign out. Please try again.');
    },
  });
}
