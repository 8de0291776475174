import type { NotificationItem } from '@pillars/shared/messages/schemas';
import { useLocation } from 'react-router';
import { DeferredMenu } from '@/components/deferred-menu';
import { paths } from '@/lib/paths';
import type { RealtimeEvent } from '@/lib/realtime';
import { toast } from '@/lib/toast';
import {
  useMarkNotificationsRead,
  useNotifications,
  useNotificationsLiveUpdates,
} from '../api/get-notifications';
import { NotificationBellTrigger } from './notification-bell-trigger';

const loadNotificationPopover = async () => (await import('./notification-popover')).NotificationPopover;

/**
 * The header bell. A member's: how many team replies (chat and tickets) they have not seen,
 * and a list that opens each one; opening an item marks its replies read (the page it opens
 * does too). The team's (support and superadmins): members' unread messages and the tickets
 * awaiting an answer, each opening its conversation or ticket, with a toast as new work
 * arrives. Both list the viewer's stored notifications (an assignment, a reminder:
 * decision 050); opening one marks it read, and "Mark all as read" marks them all. Every
 * relevant event on the live stream refreshes the count (and the sidebar's badges, which
 * read the same query).
 */
export function NotificationBell() {
  const notifications = useNotifications();
  const markRead = useMarkNotificationsRead();
  const { pathname } = useLocation();
  const isTeam = notifications.data?.audience === 'team';

  useNotificationsLiveUpdates({
    isTeam,
    onTeamEvent: (event) => {
      const newWork = teamToastOf(event);
      // The inbox and the queue show new work live themselves.
      if (newWork && pathname !== paths.adminInbox && pathname !== paths.adminTickets) toast.info(newWork);
    },
  });

  const onOpenItem = (item: NotificationItem) => {
    // A stored notification (an assignment, a reminder) is the viewer's own, on either bell.
    if (item.kind === 'notification') {
      if (item.notificationId && item.unreadCount > 0) {
        markRead.mutate({ kind: 'notification', notificationId: item.notificationId });
      }
      return;
    }
    // The team's items clear when someone reads the conversation or answers the ticket.
    if (isTeam) return;
    markRead.mutate(
      item.kind === 'ticket' && item.ticketId
        ? { kind: 'ticket', ticketId: item.ticketId }
        : { kind: 'conversation' },
    );
  };

  return (
    <DeferredMenu
      load={loadNotificationPopover}
      props={{
        notifications: notifications.data,
        onOpenItem,
        onMarkAllRead: () => markRead.mutate({ kind: 'all_notifications' }),
        isMarkingRead: markRead.isPending,
      }}
      placeholder={(handlers) => (
        <NotificationBellTrigger count={notifications.data?.count ?? 0} {...handlers} />
      )}
    />
  );
}

/** The toast for new work reaching the team: a member's message, a new ticket, a member's ticket reply. */
function teamToastOf(event: RealtimeEvent): string | null {
  if (event.type === 'message' && !event.message.isAdminMessage) {
    return `New message from ${event.message.author.name}`;
  }
  if (event.type === 'ticket') return `New ticket: ${event.ticket.subject}`;
  if (event.type === 'ticket_response' && !event.response.isTeamResponse) {
    return `${event.response.author.name} replied to a ticket`;
  }
  return null;
}
