import { Avatar } from 'radix-ui';
import { cn } from '@/lib/cn';

/** Initials of a person shown by another feature (an event's host, a call's client). */
function initialsOf(firstName: string | null, lastName: string | null): string {
  const first = firstName?.trim() ?? '';
  const last = lastName?.trim() ?? '';
  if (first && last) return `${first[0]}${last[0]}`.toUpperCase();
  if (first) return first.slice(0, 2).toUpperCase();
  if (last) return last.slice(0, 2).toUpperCase();
  return '?';
}

/** A person's picture, or their initials on the brand colour (also when the picture fails). */
export function PersonAvatar({
  firstName,
  lastName,
  avatarUrl,
  className,
}: {
  firstName: string | null;
  lastName: string | null;
  avatarUrl: string | null;
  className?: string;
}) {
  return (
    <Avatar.Root
      className={cn(
        'inline-flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-700 select-none',
        className,
      )}
    >
      {avatarUrl ? <Avatar.Image src={avatarUrl} alt="" className="size-full object-cover" /> : null}
      <Avatar.Fallback className="text-sm font-semibold text-white">
        {initialsOf(firstName, lastName)}
      </Avatar.Fallback>
    </Avatar.Root>
  );
}
