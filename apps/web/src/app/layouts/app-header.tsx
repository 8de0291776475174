import type { Profile } from '@pillars/shared/accounts/schemas';
import { BellIcon, MenuIcon } from 'lucide-react';
import { Button } from '@/components/button';
import { UserMenu } from '@/features/accounts/components/user-menu';

export function AppHeader({ profile, onOpenMenu }: { profile: Profile; onOpenMenu: () => void }) {
  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b border-slate-200 bg-white/90 px-4 backdrop-blur sm:px-6">
      <Button
        variant="ghost"
        size="icon"
        className="-ml-2 md:hidden"
        aria-label="Open menu"
        onClick={onOpenMenu}
      >
        <MenuIcon className="size-5!" aria-hidden />
      </Button>
      <p className="min-w-0 flex-1 truncate text-sm text-slate-600 sm:text-base">
        Welcome back, <span className="font-semibold text-slate-900">{profile.firstName || 'Guest'}</span>
      </p>
      <Button variant="ghost" size="icon" aria-label="Notifications" className="rounded-full text-slate-500">
        <BellIcon className="size-5!" aria-hidden />
      </Button>
      <UserMenu profile={profile} />
    </header>
  );
}
