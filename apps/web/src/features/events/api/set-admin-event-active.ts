import { adminEventEndpoints } from '@pillars/shared/events/admin-endpoints';
import { type AdminEventsResponse, adminEventMessages } from '@pillars/shared/events/admin-schemas';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { eventKeys } from './event-keys';

type ListData = InfiniteData<AdminEventsResponse>;

function withActive(list: ListData | undefined, eventId: string, isActive: boolean): ListData | undefined {
  if (!list) return list;
  return {
    ...list,
    pages: list.pages.map((page) => ({
      ...page,
      events: page.events.map((event) => (event.id === eventId ? { ...event, isActive } : event)),
    })),
  };
}

/**
 * The Active switch: the card changes at once; a refusal puts it back and says so (a toast),
 * so the admin sees the change did not happen. The lists refetch afterwards, since a new
 * status can move the event out of a filtered list.
 */
export function useSetAdminEventActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ eventId, isActive }: { eventId: string; isActive: boolean }) =>
      callEndpoint(adminEventEndpoints.setAdminEventActive, { params: { eventId }, body: { isActive } }),
    onMutate: async ({ eventId, isActive }) => {
      await queryClient.cancelQueries({ queryKey: eventKeys.adminLists });
      const previous = queryClient.getQueriesData<ListData>({ queryKey: eventKeys.adminLists });
      queryClient.setQueriesData<ListData>({ queryKey: eventKeys.adminLists }, (list) =>
        withActive(list, eventId, isActive),
      );
      return { previous };
    },
    onError: (_error, _variables, context) => {
      for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data);
      toast.error(adminEventMessages.activeToggleFailed);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: eventKeys.adminLists });
      void queryClient.invalidateQueries({ queryKey: eventKeys.all });
    },
  });
}
