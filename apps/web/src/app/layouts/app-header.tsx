import type { Profile } from '@pillars/shared/accounts/schemas';
import { BellIcon, MenuIcon } from 'lucide-react';
import type { RefObject } from 'react';
import { Button } from '@/components/button';
import { UserMenu } from '@/features/accounts/components/user-menu';
import { NotificationBell } from '@/features/messages/components/notification-bell';
import { shellClasses } from './shell-classes';

/** The phone's menu button, which opens the shell's drawer (app-layout.tsx). */
export interface MenuButtonProps {
  ref: RefObject<HTMLButtonElement | null>;
  isMenuOpen: boolean;
  /** The pointer is over it or it has focus: the drawer will likely be wanted. */
  onReach: () => void;
  onOpen: () => void;
}

/** The member shell's header, with the phone's menu button. */
export function AppHeader({
  profile,
  hasAccess,
  menuButton,
}: {
  profile: Profile;
  hasAccess: boolean;
  menuButton: MenuButtonProps;
}) {
  return (
    <header className={shellClasses.header}>
      <Button
        ref={menuButton.ref}
        variant="ghost"
        size="icon"
        className="-ml-2 md:hidden"
        aria-label="Open menu"
        // What Radix's dialog trigger said of it, which it was before the drawer loaded lazily.
        aria-haspopup="dialog"
        aria-expanded={menuButton.isMenuOpen}
        onPointerEnter={menuButton.onReach}
        onFocus={menuButton.onReach}
        onClick={menuButton.onOpen}
      >
        <MenuIcon className="size-5!" aria-hidden />
      </Button>
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
