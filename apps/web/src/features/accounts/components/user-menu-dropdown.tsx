import type { Profile } from '@pillars/shared/accounts/schemas';
import { AwardIcon, LogOutIcon, SettingsIcon, UserIcon } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { lazy, Suspense, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { type DeferredMenuStart, useFocusFromPlaceholder } from '@/components/deferred-menu';
import { paths } from '@/lib/paths';
import { useSignOut } from '../api/sign-out';
import { UserMenuTrigger } from './user-menu-trigger';

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-md px-2 py-2 text-sm text-slate-700 outline-none select-none data-highlighted:bg-slate-100 data-highlighted:text-slate-900 [&_svg]:size-4 [&_svg]:text-slate-500';

// The profile form (and its validation library) loads the first time it is opened.
const ProfileDialog = lazy(async () => ({ default: (await import('./profile-dialog')).ProfileDialog }));

/** The user menu itself (user-menu.tsx loads it when the avatar is reached for). */
export function UserMenuDropdown({ profile, start }: { profile: Profile; start: DeferredMenuStart }) {
  const navigate = useNavigate();
  const signOut = useSignOut();
  const [isProfileOpen, setIsProfileOpen] = useState(false);
  const [hasOpenedProfile, setHasOpenedProfile] = useState(false);
  // The profile dialog opens from a menu item that is gone when it closes: focus returns here.
  const triggerRef = useRef<HTMLButtonElement>(null);
  const openProfile = () => {
    setHasOpenedProfile(true);
    setIsProfileOpen(true);
  };
  const fullName = `${profile.firstName} ${profile.lastName}`.trim();
  useFocusFromPlaceholder(start, triggerRef);

  return (
    <>
      {/*
        Not modal: a menu button's menu closes on Escape, Tab or a click outside (WAI-ARIA APG),
        and a modal one would aria-hide the page while its links stay focusable (axe
        aria-hidden-focus).
      */}
      <DropdownMenu.Root modal={false} defaultOpen={start.isOpen}>
        <DropdownMenu.Trigger asChild>
          <UserMenuTrigger profile={profile} ref={triggerRef} />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={8}
            className="z-50 w-64 animate-fade-in rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
          >
            <DropdownMenu.Label className="px-2 py-2">
              <p className="truncate text-sm font-semibold text-slate-900">{fullName || 'Guest'}</p>
              <p className="truncate text-xs text-slate-500">{profile.email}</p>
            </DropdownMenu.Label>
            <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
            <DropdownMenu.Item className={itemClass} onSelect={openProfile}>
              <UserIcon aria-hidden />
              User Profile
            </DropdownMenu.Item>
            <DropdownMenu.Item className={itemClass} onSelect={() => navigate(paths.certificates)}>
              <AwardIcon aria-hidden />
              My certificates
            </DropdownMenu.Item>
            <DropdownMenu.Item className={itemClass} onSelect={() => navigate(paths.settings)}>
              <SettingsIcon aria-hidden />
              Settings
            </DropdownMenu.Item>
            <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
            <DropdownMenu.Item
              className={itemClass}
              disabled={signOut.isPending}
              onSelect={() => signOut.mutate()}
            >
              <LogOutIcon aria-hidden />
              Sign out
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      {hasOpenedProfile ? (
        <Suspense fallback={null}>
          <ProfileDialog
            profile={profile}
            isOpen={isProfileOpen}
            onOpenChange={setIsProfileOpen}
            returnFocusRef={triggerRef}
          />
        </Suspense>
      ) : null}
    </>
  );
}
