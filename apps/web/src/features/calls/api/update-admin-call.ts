import { callEndpoints } from '@pillars/shared/calls/endpoints';
import type { AdminCallResponse, AdminCallsResponse, UpdateCallBody } from '@pillars/shared/calls/schemas';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { callKeys } from './call-keys';

export function updateAdminCall(callId: string, body: UpdateCallBody): Promise<AdminCallResponse> {
  return callEndpoint(callEndpoints.updateAdminCall, { params: { callId }, body });
}

/**
 * A status button or Save Notes. The saved call replaces its row in every cached list at
 * once (spec 02 section 4: the local list updates), then the lists refetch, since a new
 * status can move the call out of a filtered list.
 */
export function useUpdateAdminCall(callId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateCallBody) => updateAdminCall(callId, body),
    onSuccess: ({ call }) => {
      queryClient.setQueriesData<InfiniteData<AdminCallsResponse>>(
        { queryKey: callKeys.adminLists },
        (list) =>
          list
            ? {
                ...list,
                pages: list.pages.map((page) => ({
                  ...page,
                  calls: page.calls.map((row) => (row.id === call.id ? call : row)),
                })),
              }
            : list,
      );
      void queryClient.invalidateQueries({ queryKey: callKeys.adminLists });
    },
  });
}
