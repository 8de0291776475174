import { plural } from '@pillars/shared/plural';
import { supportMessages } from '@pillars/shared/support/messages';
import type { TicketSummary } from '@pillars/shared/support/schemas';
import { ChevronRightIcon, CircleAlertIcon, InboxIcon, MessageSquareIcon, PlusIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { Skeleton, SkeletonGroup } from '@/components/skeleton';
import { TicketStatusBadge } from '@/components/ticket-status-badge';
import { formatDateTime } from '@/lib/format-date';
import { paths } from '@/lib/paths';
import { useSupportLiveUpdates, useSupportPage } from '../api/get-support-page';
import { FaqSection } from '../components/faq-section';
import { NewTicketForm } from '../components/new-ticket-form';
import { TicketDetail } from '../components/ticket-detail';

/** The ticket shown in the page: `?ticket={id}` (the bell's and the e-mail's links use it). */
const ticketSearchParam = 'ticket';

function SupportSkeleton() {
  return (
    <SkeletonGroup label="Loading support..." className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <Skeleton className="h-72 w-full rounded-card" />
      <Skeleton className="h-72 w-full rounded-card" />
    </SkeletonGroup>
  );
}

function TicketList({
  tickets,
  onOpen,
}: {
  tickets: readonly TicketSummary[];
  onOpen: (ticketId: string) => void;
}) {
  if (tickets.length === 0) {
    return (
      <EmptyState
        icon={InboxIcon}
        title={supportMessages.noTickets}
        description="Open a ticket and the team will answer here."
      />
    );
  }
  return (
    <ul className="divide-y divide-slate-200 overflow-hidden rounded-card border border-slate-200 bg-white">
      {tickets.map((ticket) => (
        <li key={ticket.id}>
          <button
            type="button"
            onClick={() => onOpen(ticket.id)}
            className="flex w-full items-center gap-3 px-4 py-3 text-left outline-none hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-inset"
          >
            <span className="flex min-w-0 flex-1 flex-col gap-0.5">
              <span className="truncate text-sm font-medium text-slate-900">{ticket.subject}</span>
              <span className="text-xs text-slate-600">
                {formatDateTime(ticket.createdAt)}
                {ticket.responseCount > 0 ? ` · ${plural(ticket.responseCount, 'reply', 'replies')}` : ''}
                {ticket.unreadCount > 0 ? ` · ${ticket.unreadCount} new` : ''}
              </span>
            </span>
            <TicketStatusBadge status={ticket.status} />
            <ChevronRightIcon className="size-4 shrink-0 text-slate-500" aria-hidden />
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * /support (spec 01 section 2): headings from the support settings, my tickets newest first
 * with a new-ticket form and the ticket's conversation in the page, and the FAQ. Replies and
 * status changes arrive live.
 */
export function SupportPage() {
  const query = useSupportPage();
  const [searchParams, setSearchParams] = useSearchParams();
  const openTicketId = searchParams.get(ticketSearchParam);
  // "Ask our team" (Ask the Library) opens the form with the question as its message.
  const newTicketMessage = searchParams.get('newTicket');
  const [isCreating, setIsCreating] = useState(newTicketMessage !== null);
  // Cancel puts 'New Ticket' back: focus goes back to it instead of the page body.
  const newTicketButtonRef = useRef<HTMLButtonElement>(null);
  const [isReturningFocus, setIsReturningFocus] = useState(false);
  useEffect(() => {
    if (!isReturningFocus || !newTicketButtonRef.current) return;
    newTicketButtonRef.current.focus();
    setIsReturningFocus(false);
  });

  useSupportLiveUpdates();

  const openTicket = (ticketId: string | null) => {
    setIsCreating(false);
    setSearchParams(ticketId ? { [ticketSearchParam]: ticketId } : {});
  };

  return (
    <QueryState
      query={query}
      documentTitle="Support"
      skeleton={
        <>
          <PageHeader title="Support" />
          <SupportSkeleton />
        </>
      }
      errorTitle={supportMessages.loadFailed}
    >
      {({ settings, faq, tickets }) => (
        <>
          <PageHeader
            title={settings?.supportTitle ?? 'Support'}
            description={settings?.supportSubtitle}
            actions={
              <Button asChild variant="outline">
                <Link to={paths.messages}>
                  <MessageSquareIcon aria-hidden />
                  Chat with the team
                </Link>
              </Button>
            }
          />
          {settings ? null : (
            <p
              role="status"
              className="mb-6 flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2.5 text-sm text-amber-900"
            >
              <CircleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
              {supportMessages.notConfigured}
            </p>
          )}
          <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
            <section aria-labelledby="my-tickets-heading" className="flex flex-col gap-4">
              <div className="flex items-center justify-between gap-2">
                <h2 id="my-tickets-heading" className="text-lg font-semibold text-slate-900">
                  My Tickets
                </h2>
                {isCreating || openTicketId ? null : (
                  <Button ref={newTicketButtonRef} size="sm" onClick={() => setIsCreating(true)}>
                    <PlusIcon aria-hidden />
                    New Ticket
                  </Button>
                )}
              </div>
              {isCreating ? (
                <Card className="p-5 sm:p-6">
                  <h3 className="mb-4 text-base font-semibold text-slate-900">New Support Ticket</h3>
                  <NewTicketForm
                    initialMessage={newTicketMessage ?? ''}
                    onCreated={(ticketId) => openTicket(ticketId)}
                    onCancel={() => {
                      setIsCreating(false);
                      setIsReturningFocus(true);
                    }}
                  />
                </Card>
              ) : openTicketId ? (
                <TicketDetail
                  key={openTicketId}
                  ticketId={openTicketId}
                  hasUnreadReplies={
                    (tickets.find((ticket) => ticket.id === openTicketId)?.unreadCount ?? 0) > 0
                  }
                  onBack={() => openTicket(null)}
                />
              ) : (
                <TicketList tickets={tickets} onOpen={openTicket} />
              )}
            </section>
            <FaqSection title={settings?.faqTitle ?? 'Frequently Asked Questions'} items={faq} />
          </div>
        </>
      )}
    </QueryState>
  );
}
