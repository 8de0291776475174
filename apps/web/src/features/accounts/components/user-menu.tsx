import type { Profile } from '@pillars/shared/accounts/schemas';
import { lazy } from 'react';
import { DeferredMenu } from '@/components/deferred-menu';
import { UserMenuTrigger } from './user-menu-trigger';

const UserMenuDropdown = lazy(async () => ({
  default: (await import('./user-menu-dropdown')).UserMenuDropdown,
}));

/** The header's avatar with its menu: profile, certificates, settings, sign out. */
export function UserMenu({ profile }: { profile: Profile }) {
  return (
    <DeferredMenu placeholder={(handlers) => <UserMenuTrigger profile={profile} {...handlers} />}>
      {(start) => <UserMenuDropdown profile={profile} start={start} />}
    </DeferredMenu>
  );
}
