import { supportMessages } from '@pillars/shared/support/messages';
import { replyToTicketBody } from '@pillars/shared/support/schemas';
import { useEffect } from 'react';
import { ticketEntries } from '@/components/conversation/conversation-entries';
import { ConversationPanel } from '@/components/conversation/conversation-panel';
import { ConversationThread } from '@/components/conversation/conversation-thread';
import { formatDateTime } from '@/lib/format-time';
import { useTicket } from '../api/get-ticket';
import { useMarkTicketRead } from '../api/mark-ticket-read';
import { useReplyToTicket } from '../api/reply-to-ticket';
import { TicketStatusBadge } from './ticket-status-badge';

/** A ticket in the page: its conversation and, unless it is closed, a reply box that sends. */
export function TicketDetail({
  ticketId,
  hasUnreadReplies,
  onBack,
}: {
  ticketId: string;
  hasUnreadReplies: boolean;
  onBack: () => void;
}) {
  const query = useTicket(ticketId);
  const reply = useReplyToTicket(ticketId);
  const { mutate: markRead } = useMarkTicketRead();

  // Seeing the ticket is reading its team replies (the bell).
  useEffect(() => {
    if (hasUnreadReplies) markRead(ticketId);
  }, [hasUnreadReplies, markRead, ticketId]);

  return (
    <ConversationPanel
      query={query}
      loadingLabel="Loading ticket..."
      errorTitle={supportMessages.loadFailed}
      notFoundTitle={supportMessages.ticketNotFound}
      backLabel="Back to my tickets"
      onBack={onBack}
      className="p-5 sm:p-6"
    >
      {(detail) => {
        const { ticket } = detail;
        return (
          <div className="flex flex-col gap-4">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <h2 className="text-lg font-semibold break-words text-slate-900">{ticket.subject}</h2>
                <p className="text-sm text-slate-600">Opened {formatDateTime(ticket.createdAt)}</p>
              </div>
              <TicketStatusBadge status={ticket.status} />
            </div>
            <ConversationThread
              entries={ticketEntries('member', detail)}
              label={`Conversation about ${ticket.subject}`}
              className="max-h-[28rem] min-h-40"
              closedNotice={ticket.status === 'closed' ? supportMessages.ticketClosed : undefined}
              composer={{
                schema: replyToTicketBody,
                fieldName: 'responseText',
                label: 'Reply',
                placeholder: 'Write a reply...',
                submitLabel: 'Send Reply',
                failedMessage: supportMessages.replyFailed,
                onSend: (responseText) => reply.mutateAsync(responseText),
              }}
            />
          </div>
        );
      }}
    </ConversationPanel>
  );
}
