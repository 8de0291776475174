import { messagesMessages } from '@pillars/shared/messages/messages';
import type { NotificationItem, NotificationsResponse } from '@pillars/shared/messages/schemas';
import { BellIcon, LifeBuoyIcon, MessageSquareIcon } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { focusRing } from '@/components/button';
import { type DeferredMenuStart, useFocusFromPlaceholder } from '@/components/deferred-menu';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format-date';
import { NotificationBellTrigger } from './notification-bell-trigger';

/** The bell's list itself (notification-bell.tsx loads it when the bell is reached for). */
export function NotificationPopover({
  notifications,
  start,
  onOpenItem,
  onMarkAllRead,
  isMarkingRead,
}: {
  notifications: NotificationsResponse | undefined;
  start: DeferredMenuStart;
  onOpenItem: (item: NotificationItem) => void;
  onMarkAllRead: () => void;
  isMarkingRead: boolean;
}) {
  const [isOpen, setIsOpen] = useState(start.isOpen);
  const triggerRef = useRef<HTMLButtonElement>(null);
  useFocusFromPlaceholder(start, triggerRef);
  const isTeam = notifications?.audience === 'team';
  const count = notifications?.count ?? 0;
  const items = notifications?.items ?? [];
  const unreadStored = notifications?.counts.notifications ?? 0;
  const openItem = (item: NotificationItem) => {
    setIsOpen(false);
    onOpenItem(item);
  };

  return (
    <Popover.Root open={isOpen} onOpenChange={setIsOpen}>
      <Popover.Trigger asChild>
        <NotificationBellTrigger count={count} ref={triggerRef} />
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
                onClick={onMarkAllRead}
                disabled={isMarkingRead}
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
                      onClick={() => openItem(item)}
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
