import { messagesMessages } from '@pillars/shared/messages/messages';
import { postMessageBody } from '@pillars/shared/messages/schemas';
import { LifeBuoyIcon } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/button';
import { chatEntries } from '@/components/conversation/conversation-entries';
import { ConversationThread } from '@/components/conversation/conversation-thread';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { Skeleton, SkeletonGroup } from '@/components/skeleton';
import { paths } from '@/lib/paths';
import { conversationMessages, useConversation, useConversationLiveUpdates } from '../api/get-conversation';
import { useMarkNotificationsRead, useNotifications } from '../api/get-notifications';
import { usePostMessage } from '../api/post-message';

const conversationHeight = 'h-[calc(100dvh-22rem)] min-h-64';

function ConversationSkeleton() {
  return (
    <SkeletonGroup
      label="Loading messages..."
      className={`flex flex-col gap-3 rounded-card border border-slate-200 p-4 ${conversationHeight}`}
    >
      <Skeleton className="h-10 w-2/3" />
      <Skeleton className="ml-auto h-10 w-1/2" />
      <Skeleton className="h-14 w-3/5" />
    </SkeletonGroup>
  );
}

/**
 * /messages: the member's chat with the team (spec 01 section 2). Only their own
 * conversation; team replies carry the replier's name; new messages arrive live and the
 * view scrolls to the newest. Opening the page marks the team's replies read (the bell).
 */
export function MessagesPage() {
  const query = useConversation();
  const postMessage = usePostMessage();
  const notifications = useNotifications();
  const markRead = useMarkNotificationsRead();
  const hasUnreadReplies = notifications.data?.items.some((item) => item.kind === 'conversation') ?? false;
  const { mutate: markConversationRead } = markRead;

  useConversationLiveUpdates();

  // The member is looking at the chat: its team replies are seen (also those arriving now).
  useEffect(() => {
    if (hasUnreadReplies) markConversationRead({ kind: 'conversation' });
  }, [hasUnreadReplies, markConversationRead]);

  return (
    <>
      <PageHeader
        title="Messages"
        description="Chat with the Pillars team. We usually reply within one business day."
        actions={
          <Button asChild variant="outline">
            <Link to={paths.support}>
              <LifeBuoyIcon aria-hidden />
              Visit Support
            </Link>
          </Button>
        }
      />
      <QueryState query={query} skeleton={<ConversationSkeleton />} errorTitle={messagesMessages.loadFailed}>
        {() => (
          <div className="flex flex-col gap-3">
            {query.hasNextPage ? (
              <Button
                variant="ghost"
                size="sm"
                className="self-center"
                disabled={query.isFetchingNextPage}
                onClick={() => void query.fetchNextPage()}
              >
                {query.isFetchingNextPage ? 'Loading...' : 'Show older messages'}
              </Button>
            ) : null}
            <ConversationThread
              entries={chatEntries('member', conversationMessages(query.data))}
              label="Conversation with the Pillars team"
              emptyText={messagesMessages.noMessages}
              className={conversationHeight}
              composer={{
                schema: postMessageBody,
                fieldName: 'content',
                label: 'Message',
                placeholder: 'Type your message...',
                failedMessage: messagesMessages.sendFailed,
                onSend: (content) => postMessage.mutateAsync({ content }),
              }}
            />
          </div>
        )}
      </QueryState>
    </>
  );
}
