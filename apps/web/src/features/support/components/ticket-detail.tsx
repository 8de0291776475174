import { supportMessages } from '@pillars/shared/support/messages';
import { useEffect } from 'react';
import { TicketConversation } from '@/components/conversation/ticket-conversation';
import { TicketStatusBadge } from '@/components/ticket-status-badge';
import { formatDateTime } from '@/lib/format-date';
import { useTicket } from '../api/get-ticket';
import { useMarkTicketRead } from '../api/mark-ticket-read';
import { useReplyToTicket } from '../api/reply-to-ticket';

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
    <TicketConversation
      side="member"
      query={query}
      backLabel="Back to my tickets"
      onBack={onBack}
      className="p-5 sm:p-6"
      details={(ticket) => `Opened ${formatDateTime(ticket.createdAt)}`}
      status={(ticket) => <TicketStatusBadge status={ticket.status} />}
      closedNotice={supportMessages.ticketClosed}
      replyPlaceholder="Write a reply..."
      onReply={(responseText) => reply.mutateAsync(responseText)}
    />
  );
}
