import { MonitorPlayIcon, UsersIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

/** 'Live' or 'Virtual', on the card image or beside the title. */
export function EventTypeBadge({ type, className }: { type: 'live' | 'virtual'; className?: string }) {
  const isLive = type === 'live';
  const Icon = isLive ? UsersIcon : MonitorPlayIcon;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold',
        isLive ? 'bg-amber-100 text-amber-900' : 'bg-accent-100 text-accent-700',
        className,
      )}
    >
      <Icon className="size-3.5" aria-hidden />
      {isLive ? 'Live' : 'Virtual'}
    </span>
  );
}
