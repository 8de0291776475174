import { supportMessages } from '@pillars/shared/support/messages';
import { replyToTicketBody, type TicketDetailResponse } from '@pillars/shared/support/schemas';
import type { ReactNode } from 'react';
import { type ReaderSide, ticketEntries } from './conversation-entries';
import { ConversationPanel, type ConversationQuery } from './conversation-panel';
import { ConversationThread } from './conversation-thread';

type Ticket = TicketDetailResponse['ticket'];

/**
 * A support ticket opened in place of the list, for its member (/support) or the team
 * (/admin/tickets): Back, the subject with `details` under it and `status` beside it, the
 * conversation, and the reply box unless the ticket is closed.
 */
export function TicketConversation({
  side,
  query,
  backLabel,
  onBack,
  className,
  details,
  status,
  closedNotice,
  replyPlaceholder,
  onReply,
}: {
  side: ReaderSide;
  query: ConversationQuery<TicketDetailResponse>;
  backLabel: string;
  onBack: () => void;
  /** The card's padding. */
  className?: string;
  /** The line under the subject. */
  details: (ticket: Ticket) => ReactNode;
  /** Beside the subject: the member's badge, the team's select. */
  status: (ticket: Ticket) => ReactNode;
  /** What stands in the reply box's place once the ticket is closed. */
  closedNotice: string;
  replyPlaceholder: string;
  /** Resolves when the server has the reply. */
  onReply: (responseText: string) => Promise<unknown>;
}) {
  return (
    <ConversationPanel
      query={query}
      loadingLabel="Loading ticket..."
      errorTitle={supportMessages.loadFailed}
      notFoundTitle={supportMessages.ticketNotFound}
      backLabel={backLabel}
      onBack={onBack}
      className={className}
    >
      {(detail) => {
        const { ticket } = detail;
        return (
          <div className="flex flex-col gap-4">
            <div className="flex flex-wrap items-end justify-between gap-3">
              <div className="min-w-0">
                <h2 className="text-lg font-semibold break-words text-slate-900">{ticket.subject}</h2>
                <p className="text-sm text-slate-600">{details(ticket)}</p>
              </div>
              {status(ticket)}
            </div>
            <ConversationThread
              entries={ticketEntries(side, detail)}
              label={`Conversation about ${ticket.subject}`}
              className="max-h-[28rem] min-h-40"
              closedNotice={ticket.status === 'closed' ? closedNotice : undefined}
              composer={{
                schema: replyToTicketBody,
                fieldName: 'responseText',
                label: 'Reply',
                placeholder: replyPlaceholder,
                submitLabel: 'Send Reply',
                failedMessage: supportMessages.replyFailed,
                onSend: onReply,
              }}
            />
          </div>
        );
      }}
    </ConversationPanel>
  );
}
