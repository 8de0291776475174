import type { Profile } from '@pillars/shared/accounts/schemas';
import { BellIcon, MenuIcon } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { Button } from '@/components/button';
import { UserMenu } from '@/features/accounts/components/user-menu';
import { NotificationBell } from '@/features/messages/components/notification-bell';
import { shellClasses } from './shell-classes';

/** The member shell's header; its menu button opens the shell's drawer (a Radix dialog). */
export function AppHeader({ profile, hasAccess }: { profile: Profile; hasAccess: boolean }) {
  return (
    <header className={shellClasses.header}>
      <DialogPrimitive.Trigger asChild>
        <Button variant="ghost" size="icon" className="-ml-2 md:hidden" aria-label="Open menu">
          <MenuIcon className="size-5!" aria-hidden />
        </Button>
      </DialogPrimitive.Trigger>
      <p className="min-w-0 flex-1 truncate text-sm text-slate-600 sm:text-base">
        Welcome back, <span className="font-semibold text-slate-900">{profile.firstName || 'Guest'}</span>
      </p>
      {/* Without access (the subscription pages) there are no replies to show, and the API would refuse. */}
      {hasAccess ? (
        <NotificationBell />
      ) : (
        <Button
          variant="ghost"
          size="icon"
          aria-label="Notifications"
          className="rounded-full text-slate-500"
          disabled
        >
          <BellIcon className="size-5!" aria-hidden />
        </Button>
      )}
      <UserMenu profile={profile} />
    </header>
  );
}
