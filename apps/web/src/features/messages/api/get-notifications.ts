import { messagesEndpoints } from '@pillars/shared/messages/endpoints';
import type { MarkNotificationsReadBody, NotificationsResponse } from '@pillars/shared/messages/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The header bell and the sidebar's badges: a member's unread team replies, or the team's waiting work. */
export function getNotifications(): Promise<NotificationsResponse> {
  return callEndpoint(messagesEndpoints.getNotifications);
}

export function notificationsQueryOptions() {
  return queryOptions({ queryKey: queryKeys.notifications, queryFn: getNotifications });
}

/** `enabled: false` without portal access: the API would refuse it. */
export function useNotifications({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...notificationsQueryOptions(), enabled });
}

export function markNotificationsRead(body: MarkNotificationsReadBody): Promise<NotificationsResponse> {
  return callEndpoint(messagesEndpoints.markNotificationsRead, { body });
}

/** Marks the chat's (or a ticket's) team replies read; the answer is the new bell. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: (notifications) => queryClient.setQueryData(queryKeys.notifications, notifications),
  });
}
