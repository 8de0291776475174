import { type CallStatus, callStatusColours, callStatusLabels } from '@pillars/shared/calls/messages';
import { cn } from '@/lib/cn';

/** Spec 02 section 4's colours, in shades that keep the text at AA contrast. */
const colourClasses: Record<(typeof callStatusColours)[CallStatus], string> = {
  blue: 'bg-blue-100 text-blue-800',
  green: 'bg-green-100 text-green-800',
  purple: 'bg-purple-100 text-purple-800',
  red: 'bg-red-100 text-red-800',
  gray: 'bg-slate-200 text-slate-800',
};

export function CallStatusBadge({ status, className }: { status: CallStatus; className?: string }) {
  return (
    <span
      data-status={status}
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
        colourClasses[callStatusColours[status]],
        className,
      )}
    >
      {callStatusLabels[status]}
    </span>
  );
}
