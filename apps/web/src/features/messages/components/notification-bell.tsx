import { messagesMessages } from '@pillars/shared/messages/messages';
import type { NotificationItem } from '@pillars/shared/messages/schemas';
import { BellIcon, LifeBuoyIcon, MessageSquareIcon } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { focusRing } from '@/components/button';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format-time';
import { paths } from '@/lib/paths';
import type { RealtimeEvent } from '@/lib/realtime';
import { toast } from '@/lib/toast';
import {
  useMarkNotificationsRead,
  useNotifications,
  useNotificationsLiveUpdates,
} from '../api/get-notifications';

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
  const [isOpen, setIsOpen] = useState(false);
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

  const count = notifications.data?.count ?? 0;
  const items = notifications.data?.items ?? [];
  const unreadStored = notifications.data?.counts.notifications ?? 0;
  const onOpenItem = (item: NotificationItem) => {
    setIsOpen(false);
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
    <Popover.Root open={isOpen} onOpenChange={setIsOpen}>
      <Popover.Trigger
        className={cn(
          'relative inline-flex size-10 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-900',
          focusRing,
        )}
        aria-label={count > 0 ? `Notifications, ${count} unread` : 'Notifications'}
      >
        <BellIcon className="size-5" aria-hidden />
        {count > 0 ? (
          <span
            aria-hidden
            data-testid="notification-count"
            className="absolute top-1 right-1 flex min-w-4.5 items-center justify-center rounded-full bg-red-600 px-1 text-[0.6875rem] leading-4.5 font-semibold text-white"
          >
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          aria-label="Notifications"
          className="z-50 w-[min(22rem,calc(100vw-1rem))] animate-fade-in rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
        >
          <div className="flex items-center justify-between gap-2 px-2.5 py-2">
            <p className="text-sm font-semibold text-slate-900">Notifications</p>
            {unreadStored > 0 ? (
              <button
                type="button"
                onClick={() => markRead.mutate({ kind: 'all_notifications' })}
                disabled={markRead.isPending}
                className={cn(
                  'rounded-md px-1.5 py-0.5 text-xs font-medium text-brand-700 hover:bg-brand-50 disabled:opacity-60',
                  focusRing,
                )}
              >
                {messagesMessages.markAllNotificationsRead}
              </button>
            ) : null}
          </div>
          {items.length === 0 ? (
            <p className="px-2.5 pb-3 text-sm text-slate-600">
              {isTeam ? messagesMessages.teamNotificationsEmpty : messagesMessages.notificationsEmpty}
            </p>
          ) : (
            <ul className="flex max-h-96 flex-col gap-0.5 overflow-y-auto">
              {items.map((item) => {
                const Icon =
                  item.kind === 'ticket'
                    ? LifeBuoyIcon
                    : item.kind === 'notification'
                      ? BellIcon
                      : MessageSquareIcon;
                const isStored = item.kind === 'notification';
                return (
                  <li key={item.notificationId ?? item.ticketId ?? item.href}>
                    <Link
                      to={item.href}
                      onClick={() => onOpenItem(item)}
                      className="flex gap-3 rounded-lg px-2.5 py-2 text-left outline-none hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-500"
                    >
                      <Icon className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden />
                      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                        <span className="flex items-baseline justify-between gap-2">
                          <span
                            className={cn(
                              'truncate text-sm text-slate-900',
                              isStored && item.unreadCount === 0 ? 'font-normal' : 'font-medium',
                            )}
                          >
                            {item.title}
                          </span>
                          {item.unreadCount > 0 ? (
                            <span className="shrink-0 rounded-full bg-brand-50 px-1.5 text-xs font-semibold text-brand-700">
                              {isStored ? 'new' : `${item.unreadCount} new`}
                            </span>
                          ) : null}
                        </span>
                        {item.preview ? (
                          <span className="line-clamp-2 text-sm text-slate-600">
                            {isStored ? item.preview : `${item.authorName}: ${item.preview}`}
                          </span>
                        ) : null}
                        <span className="text-xs text-slate-600">{formatDateTime(item.latestAt)}</span>
                      </span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
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
