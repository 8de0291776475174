import { homeEndpoints } from '@pillars/shared/home/endpoints';
import type { HomeResponse } from '@pillars/shared/home/schemas';
import { gettingStartedMessages } from '@pillars/shared/home/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, serverMessageOr } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';

/** Closes the owner's getting-started checklist for good (issue 54). */
export function dismissGettingStarted(): Promise<{ ok: true }> {
  return callEndpoint(homeEndpoints.dismissGettingStarted);
}

/** Takes the checklist off Home at once; puts it back, and says so, if the server refuses. */
export function useDismissGettingStarted() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissGettingStarted,
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: queryKeys.home });
      const previous = queryClient.getQueryData<HomeResponse>(queryKeys.home);
      if (previous)
        queryClient.setQueryData<HomeResponse>(queryKeys.home, { ...previous, gettingStarted: null });
      return { previous };
    },
    onError: (error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(queryKeys.home, context.previous);
      toast.error(serverMessageOr(error, gettingStartedMessages.dismissFailed));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.home }),
  });
}
