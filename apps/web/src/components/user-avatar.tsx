import { Avatar } from 'radix-ui';
import { cn } from '@/lib/cn';
import { getInitials } from '@/lib/initials';

export function UserAvatar({
  firstName,
  lastName,
  avatarUrl,
  className,
}: {
  firstName: string;
  lastName: string;
  avatarUrl: string | null;
  className?: string;
}) {
  return (
    <Avatar.Root
      className={cn(
        'inline-flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-700 select-none',
        className,
      )}
    >
      {avatarUrl ? <Avatar.Image src={avatarUrl} alt="" className="size-full object-cover" /> : null}
      <Avatar.Fallback className="text-sm font-semibold text-white">
        {getInitials({ firstName, lastName })}
      </Avatar.Fallback>
    </Avatar.Root>
  );
}
