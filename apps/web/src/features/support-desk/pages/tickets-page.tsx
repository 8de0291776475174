import { supportMessages, ticketStatusLabels } from '@pillars/shared/support/messages';
import type { TicketStatus } from '@pillars/shared/support/schemas';
import { InboxIcon } from 'lucide-react';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/button';
import { TicketConversation } from '@/components/conversation/ticket-conversation';
import { EmptyState } from '@/components/empty-state';
import { textControlClasses } from '@/components/input';
import { Label } from '@/components/label';
import { LoadMoreButton } from '@/components/load-more-button';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { Skeleton, SkeletonGroup } from '@/components/skeleton';
import { TicketStatusBadge } from '@/components/ticket-status-badge';
import { serverMessageOr } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format-date';
import { toast } from '@/lib/toast';
import { useTeamTicket } from '../api/get-team-ticket';
import { useTicketQueue, useTicketQueueLiveUpdates } from '../api/get-ticket-queue';
import { useReplyAsTeam } from '../api/reply-as-team';
import { useUpdateTicketStatus } from '../api/update-ticket-status';

const statuses = Object.keys(ticketStatusLabels) as TicketStatus[];
const statusSearchParam = 'status';
const ticketSearchParam = 'ticket';

function isTicketStatus(value: string | null): value is TicketStatus {
  return value !== null && (statuses as string[]).includes(value);
}

function TeamTicket({ ticketId, onBack }: { ticketId: string; onBack: () => void }) {
  const query = useTeamTicket(ticketId);
  const reply = useReplyAsTeam(ticketId);
  const updateStatus = useUpdateTicketStatus(ticketId);
  const statusId = useId();

  return (
    <TicketConversation
      side="team"
      query={query}
      backLabel="Back to tickets"
      onBack={onBack}
      details={(ticket) => (
        <>
          {ticket.member.name}
          {ticket.member.organization ? ` · ${ticket.member.organization.name}` : ''} · opened{' '}
          {formatDateTime(ticket.createdAt)}
        </>
      )}
      status={(ticket) => (
        <div className="flex flex-col gap-1">
          <Label htmlFor={statusId}>Status</Label>
          <select
            id={statusId}
            value={ticket.status}
            disabled={updateStatus.isPending}
            onChange={(event) => {
              const status = event.target.value;
              if (!isTicketStatus(status)) return;
              updateStatus.mutate(status, {
                onSuccess: () => toast.success(`Ticket marked ${ticketStatusLabels[status]}.`),
                onError: (error) =>
                  toast.error(serverMessageOr(error, 'Failed to update the ticket. Please try again.')),
              });
            }}
            className={cn(textControlClasses, 'h-10 w-40')}
          >
            {statuses.map((status) => (
              <option key={status} value={status}>
                {ticketStatusLabels[status]}
              </option>
            ))}
          </select>
        </div>
      )}
      closedNotice="This ticket is closed. Reopen it to reply."
      replyPlaceholder="Write a reply to the member..."
      onReply={(responseText) => reply.mutateAsync(responseText)}
    />
  );
}

/**
 * /admin/tickets (support and superadmin): the ticket queue by status, newest activity
 * first; a ticket opens in place with its conversation, a reply box and its status.
 */
export function TicketsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const statusParam = searchParams.get(statusSearchParam);
  const status = isTicketStatus(statusParam) ? statusParam : undefined;
  const openTicketId = searchParams.get(ticketSearchParam);
  const query = useTicketQueue(status);
  useTicketQueueLiveUpdates();

  const setParams = (next: { status?: TicketStatus; ticket?: string }) => {
    const params: Record<string, string> = {};
    if (next.status) params[statusSearchParam] = next.status;
    if (next.ticket) params[ticketSearchParam] = next.ticket;
    setSearchParams(params);
  };
  const counts = query.data?.pages[0]?.counts;
  const filters: Array<{ value: TicketStatus | undefined; label: string }> = [
    { value: undefined, label: 'All' },
    ...statuses.map((value) => ({
      value,
      label: counts ? `${ticketStatusLabels[value]} (${counts[value]})` : ticketStatusLabels[value],
    })),
  ];

  return (
    <>
      <PageHeader
        title="Support Tickets"
        description="Members' tickets: answer them and move them to closed."
      />
      {openTicketId ? (
        <TeamTicket key={openTicketId} ticketId={openTicketId} onBack={() => setParams({ status })} />
      ) : (
        <div className="flex flex-col gap-4">
          <nav aria-label="Filter by status" className="flex flex-wrap gap-2">
            {filters.map((filter) => {
              const isActive = filter.value === status;
              return (
                <Button
                  key={filter.label}
                  size="sm"
                  variant={isActive ? 'primary' : 'outline'}
                  aria-pressed={isActive}
                  onClick={() => setParams({ status: filter.value })}
                >
                  {filter.label}
                </Button>
              );
            })}
          </nav>
          <QueryState
            query={query}
            skeleton={
              <SkeletonGroup label="Loading tickets..." className="flex flex-col gap-2">
                <Skeleton className="h-16 w-full" />
                <Skeleton className="h-16 w-full" />
                <Skeleton className="h-16 w-full" />
              </SkeletonGroup>
            }
            errorTitle={supportMessages.loadFailed}
            isEmpty={(data) => data.pages.every((page) => page.tickets.length === 0)}
            empty={<EmptyState icon={InboxIcon} title="No tickets here." />}
          >
            {(data) => (
              <div className="flex flex-col gap-3">
                <ul className="divide-y divide-slate-200 overflow-hidden rounded-card border border-slate-200 bg-white">
                  {data.pages
                    .flatMap((page) => page.tickets)
                    .map((ticket) => (
                      <li key={ticket.id}>
                        <button
                          type="button"
                          onClick={() => setParams({ status, ticket: ticket.id })}
                          className="flex w-full items-center gap-3 px-4 py-3 text-left outline-none hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-inset"
                        >
                          <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                            <span className="truncate text-sm font-medium text-slate-900">
                              {ticket.subject}
                            </span>
                            <span className="truncate text-xs text-slate-600">
                              {ticket.member.name}
                              {ticket.member.organization ? ` · ${ticket.member.organization.name}` : ''} ·{' '}
                              {formatDateTime(ticket.updatedAt)}
                            </span>
                          </span>
                          {ticket.isAwaitingTeam && ticket.status !== 'closed' ? (
                            <span className="shrink-0 text-xs font-semibold text-brand-700">
                              Awaiting reply
                            </span>
                          ) : null}
                          <TicketStatusBadge status={ticket.status} />
                        </button>
                      </li>
                    ))}
                </ul>
                {/* Full width under the list, as the list's rows are. */}
                <LoadMoreButton query={query} label="Load more" className="flex-col" />
              </div>
            )}
          </QueryState>
        </div>
      )}
    </>
  );
}
