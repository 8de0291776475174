import type { Profile } from '@pillars/shared/accounts/schemas';
import type { ComponentProps } from 'react';
import { focusRing } from '@/components/button';
import { UserAvatar } from '@/components/user-avatar';
import { cn } from '@/lib/cn';
import { getInitials } from '@/lib/initials';

/** The header's avatar button: the user menu's trigger, and its stand-in until the menu loads. */
export function UserMenuTrigger({ profile, ...props }: { profile: Profile } & ComponentProps<'button'>) {
  return (
    <button
      type="button"
      className={cn('rounded-full', focusRing)}
      // The visible initials are part of the name (WCAG 2.5.3, label in name).
      aria-label={`${getInitials(profile)}: Open user menu`}
      aria-haspopup="menu"
      aria-expanded={false}
      {...props}
    >
      <UserAvatar firstName={profile.firstName} lastName={profile.lastName} avatarUrl={profile.avatarUrl} />
    </button>
  );
}
