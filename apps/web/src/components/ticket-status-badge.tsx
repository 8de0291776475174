import { ticketStatusLabels } from '@pillars/shared/support/messages';
import type { TicketStatus } from '@pillars/shared/support/schemas';
import { cn } from '@/lib/cn';

const tones: Record<TicketStatus, string> = {
  open: 'bg-amber-50 text-amber-800 ring-amber-200',
  in_progress: 'bg-brand-50 text-brand-700 ring-brand-200',
  closed: 'bg-slate-100 text-slate-700 ring-slate-300',
};

/** A ticket's status, the same in the member's tickets and the team's queue. */
export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset',
        tones[status],
      )}
    >
      {ticketStatusLabels[status]}
    </span>
  );
}
