import { LoaderCircleIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

export function Spinner({ label = 'Loading...', className }: { label?: string; className?: string }) {
  return (
    <div role="status" className={cn('flex items-center justify-center gap-3 text-slate-500', className)}>
      <LoaderCircleIcon className="size-6 animate-spin text-brand-600" aria-hidden />
      <span className="text-sm font-medium">{label}</span>
    </div>
  );
}
