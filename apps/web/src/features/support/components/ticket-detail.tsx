import { supportMessages } from '@pillars/shared/support/messages';
import { replyToTicketBody } from '@pillars/shared/support/schemas';
import { ArrowLeftIcon, LockIcon } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { Conversation, type ConversationEntry } from '@/components/conversation';
import { MessageComposer } from '@/components/message-composer';
import { QueryState } from '@/components/query-state';
import { Skeleton, SkeletonGroup } from '@/components/skeleton';
import { serverMessageOr } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-time';
import { toast } from '@/lib/toast';
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

  const back = (
    <Button variant="ghost" size="sm" onClick={onBack} className="-ml-2 self-start">
      <ArrowLeftIcon aria-hidden />
      Back to my tickets
    </Button>
  );

  return (
    <Card className="flex flex-col gap-4 p-5 sm:p-6">
      {back}
      <QueryState
        query={query}
        skeleton={
          <SkeletonGroup label="Loading ticket..." className="flex flex-col gap-3">
            <Skeleton className="h-6 w-1/2" />
            <Skeleton className="h-40 w-full" />
          </SkeletonGroup>
        }
        errorTitle={supportMessages.loadFailed}
        notFound={{ title: supportMessages.ticketNotFound }}
      >
        {({ ticket, responses }) => {
          const entries: ConversationEntry[] = [
            {
              id: ticket.id,
              text: ticket.message,
              authorLabel: 'You',
              isOwn: true,
              createdAt: ticket.createdAt,
            },
            ...responses.map((response) => ({
              id: response.id,
              text: response.responseText,
              authorLabel: response.isTeamResponse ? response.author.name : 'You',
              isOwn: !response.isTeamResponse,
              createdAt: response.createdAt,
            })),
          ];
          return (
            <div className="flex flex-col gap-4">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <h2 className="text-lg font-semibold break-words text-slate-900">{ticket.subject}</h2>
                  <p className="text-sm text-slate-600">Opened {formatDateTime(ticket.createdAt)}</p>
                </div>
                <TicketStatusBadge status={ticket.status} />
              </div>
              <Conversation
                entries={entries}
                label={`Conversation about ${ticket.subject}`}
                emptyText=""
                className="max-h-[28rem] min-h-40"
              />
              {ticket.status === 'closed' ? (
                <p className="flex items-center gap-2 rounded-lg bg-slate-100 px-3 py-2.5 text-sm text-slate-700">
                  <LockIcon className="size-4 shrink-0" aria-hidden />
                  {supportMessages.ticketClosed}
                </p>
              ) : (
                <MessageComposer
                  schema={replyToTicketBody}
                  fieldName="responseText"
                  label="Reply"
                  placeholder="Write a reply..."
                  submitLabel="Send Reply"
                  onSend={(responseText) =>
                    reply.mutateAsync(responseText, {
                      onError: (error) => toast.error(serverMessageOr(error, supportMessages.replyFailed)),
                    })
                  }
                />
              )}
            </div>
          );
        }}
      </QueryState>
    </Card>
  );
}
