import type { Profile } from '@pillars/shared/accounts/schemas';
import { DeferredMenu } from '@/components/deferred-menu';
import { UserMenuTrigger } from './user-menu-trigger';

const loadUserMenu = async () => (await import('./user-menu-dropdown')).UserMenuDropdown;

/** The header's avatar with its menu: profile, certificates, settings, sign out. */
export function UserMenu({ profile }: { profile: Profile }) {
  return (
    <DeferredMenu
      load={loadUserMenu}
      props={{ profile }}
      placeholder={(handlers) => <UserMenuTrigger profile={profile} {...handlers} />}
    />
  );
}
