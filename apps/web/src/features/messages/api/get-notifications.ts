import { messagesEndpoints } from '@pillars/shared/messages/endpoints';
import type { MarkNotificationsReadBody, NotificationsResponse } from '@pillars/shared/messages/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { usePageSettled } from '@/lib/page-load';
import { queryKeys } from '@/lib/query-keys';
import { type RealtimeEvent, useRealtime } from '@/lib/realtime';
import { cachedViewerId } from '@/lib/viewer';

/** The header bell and the sidebar's badges: a member's unread team replies, or the team's waiting work. */
export function getNotifications(): Promise<NotificationsResponse> {
  return callEndpoint(messagesEndpoints.getNotifications);
}

export function notificationsQueryOptions() {
  return queryOptions({ queryKey: queryKeys.notifications, queryFn: getNotifications });
}

/**
 * `enabled: false` without portal access: the API would refuse it. Asked for once the page
 * has settled: the count is the shell's, not the page's first screen (lib/page-load.ts).
 */
export function useNotifications({ enabled = true }: { enabled?: boolean } = {}) {
  const isSettled = usePageSettled();
  return useQuery({ ...notificationsQueryOptions(), enabled: enabled && isSettled });
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

/**
 * Keeps the bell's count (and the sidebar's badges, which read the same query) live. The
 * team's count changes with every member's event (the team's stream carries them all), and
 * `onTeamEvent` hears each of them; a member's changes with each team reply to them.
 */
export function useNotificationsLiveUpdates({
  isTeam,
  onTeamEvent,
}: {
  isTeam: boolean;
  onTeamEvent: (event: RealtimeEvent) => void;
}): void {
  const queryClient = useQueryClient();
  useRealtime((event) => {
    const refresh = () =>
      void queryClient.invalidateQueries({ queryKey: queryKeys.notifications, exact: true });
    if (isTeam) {
      refresh();
      onTeamEvent(event);
      return;
    }
    // A notification stored for the viewer (decision 050), or a team reply to them.
    const viewerId = cachedViewerId(queryClient);
    if (event.type === 'notification' && event.memberId === viewerId) {
      refresh();
      return;
    }
    const isTeamReply =
      (event.type === 'message' && event.message.isAdminMessage && event.message.memberId === viewerId) ||
      (event.type === 'ticket_response' && event.response.isTeamResponse && event.memberId === viewerId);
    if (isTeamReply) refresh();
  });
}
