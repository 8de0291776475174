import { announcementEndpoints } from '@pillars/shared/announcements/endpoints';
import type { HomeResponse } from '@pillars/shared/home/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, serverMessageOr } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';

/** Closes Home's announcement banner (issue 60) at once; puts it back, and says so, if the server refuses. */
export function useDismissAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (announcementId: string) =>
      callEndpoint(announcementEndpoints.dismissAnnouncement, { params: { announcementId } }),
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: queryKeys.home });
      const previous = queryClient.getQueryData<HomeResponse>(queryKeys.home);
      if (previous)
        queryClient.setQueryData<HomeResponse>(queryKeys.home, { ...previous, announcement: null });
      return { previous };
    },
    onError: (error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(queryKeys.home, context.previous);
      toast.error(serverMessageOr(error, 'Failed to dismiss the announcement. Please try again.'));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.home }),
  });
}
