import { BellIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { focusRing } from '@/components/button';
import { cn } from '@/lib/cn';

/** The header's bell button with its count: the list's trigger, and its stand-in until the list loads. */
export function NotificationBellTrigger({ count, ...props }: { count: number } & ComponentProps<'button'>) {
  return (
    <button
      type="button"
      className={cn(
        'relative inline-flex size-10 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-900',
        focusRing,
      )}
      aria-label={count > 0 ? `Notifications, ${count} unread` : 'Notifications'}
      aria-haspopup="dialog"
      aria-expanded={false}
      {...props}
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
    </button>
  );
}
