import { LandmarkIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

/** The Pillars mark and name; `tone` picks colours for dark or light backgrounds. */
export function Logo({ tone = 'dark', className }: { tone?: 'dark' | 'light'; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <span
        className={cn(
          'flex size-9 items-center justify-center rounded-lg',
          tone === 'light' ? 'bg-white/10 text-white ring-1 ring-white/20' : 'bg-brand-700 text-white',
        )}
      >
        <LandmarkIcon className="size-5" aria-hidden />
      </span>
      <span
        className={cn('text-xl font-bold tracking-tight', tone === 'light' ? 'text-white' : 'text-brand-700')}
      >
        Pillars
      </span>
    </span>
  );
}
