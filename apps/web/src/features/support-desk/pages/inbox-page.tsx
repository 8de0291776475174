import { messagesMessages } from '@pillars/shared/messages/messages';
import { postMessageBody } from '@pillars/shared/messages/schemas';
import { InboxIcon } from 'lucide-react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { chatEntries } from '@/components/conversation/conversation-entries';
import { ConversationPanel } from '@/components/conversation/conversation-panel';
import { ConversationThread } from '@/components/conversation/conversation-thread';
import { EmptyState } from '@/components/empty-state';
import { LoadMoreButton } from '@/components/load-more-button';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { Skeleton, SkeletonGroup } from '@/components/skeleton';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format-date';
import { useInbox, useInboxLiveUpdates } from '../api/get-inbox';
import { useMemberConversation } from '../api/get-member-conversation';
import { useMarkConversationRead } from '../api/mark-conversation-read';
import { useReplyToMember } from '../api/reply-to-member';

const memberSearchParam = 'member';

function MemberConversation({
  memberId,
  hasUnread,
  onBack,
}: {
  memberId: string;
  hasUnread: boolean;
  onBack: () => void;
}) {
  const query = useMemberConversation(memberId);
  const reply = useReplyToMember(memberId);
  const { mutate: markRead } = useMarkConversationRead();

  // The team has seen the member's messages once one of them opens the conversation.
  useEffect(() => {
    if (hasUnread) markRead(memberId);
  }, [hasUnread, markRead, memberId]);

  return (
    <ConversationPanel
      query={query}
      loadingLabel="Loading conversation..."
      errorTitle={messagesMessages.loadFailed}
      notFoundTitle={messagesMessages.memberNotFound}
      backLabel="Back to conversations"
      onBack={onBack}
      isBesideList
    >
      {({ member, messages }) => (
        <div className="flex flex-col gap-3">
          <div className="min-w-0">
            <h2 className="truncate text-lg font-semibold text-slate-900">{member.name}</h2>
            <p className="truncate text-sm text-slate-600">
              {member.email}
              {member.organization ? ` · ${member.organization.name}` : ''}
            </p>
          </div>
          <ConversationThread
            entries={chatEntries('team', messages)}
            label={`Conversation with ${member.name}`}
            emptyText={messagesMessages.noMessages}
            className="h-[calc(100dvh-24rem)] min-h-64"
            composer={{
              schema: postMessageBody,
              fieldName: 'content',
              label: `Reply to ${member.name}`,
              placeholder: 'Write a reply...',
              submitLabel: 'Send Reply',
              failedMessage: messagesMessages.sendFailed,
              onSend: (content) => reply.mutateAsync(content),
            }}
          />
        </div>
      )}
    </ConversationPanel>
  );
}

/**
 * /admin/inbox (support and superadmin): every member's conversation, unread first, with the
 * member's name, organization and last message; the team replies in place. New messages and
 * other team members' replies arrive live.
 */
export function InboxPage() {
  const query = useInbox();
  const [searchParams, setSearchParams] = useSearchParams();
  const openMemberId = searchParams.get(memberSearchParam);
  useInboxLiveUpdates();

  const openMember = (memberId: string | null) =>
    setSearchParams(memberId ? { [memberSearchParam]: memberId } : {});

  return (
    <>
      <PageHeader title="Support Inbox" description="Member conversations with the team, unread first." />
      <QueryState
        query={query}
        skeleton={
          <SkeletonGroup label="Loading the inbox..." className="flex flex-col gap-2">
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-16 w-full" />
          </SkeletonGroup>
        }
        errorTitle={messagesMessages.inboxLoadFailed}
        isEmpty={(data) => data.pages.every((page) => page.conversations.length === 0)}
        empty={<EmptyState icon={InboxIcon} title={messagesMessages.inboxEmpty} />}
      >
        {(data) => {
          const conversations = data.pages.flatMap((page) => page.conversations);
          const openConversation = conversations.find(
            (conversation) => conversation.member.id === openMemberId,
          );
          return (
            <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
              <div className={cn('flex flex-col gap-3', openMemberId && 'max-lg:hidden')}>
                <ul
                  aria-label="Conversations"
                  className="divide-y divide-slate-200 overflow-hidden rounded-card border border-slate-200 bg-white"
                >
                  {conversations.map(({ member, lastMessage, unreadCount }) => {
                    const isOpen = member.id === openMemberId;
                    return (
                      <li key={member.id}>
                        <button
                          type="button"
                          aria-current={isOpen ? 'true' : undefined}
                          onClick={() => openMember(member.id)}
                          className={cn(
                            'flex w-full flex-col gap-0.5 px-4 py-3 text-left outline-none hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-inset',
                            isOpen && 'bg-brand-50',
                          )}
                        >
                          <span className="flex items-center justify-between gap-2">
                            <span
                              className={cn(
                                'truncate text-sm text-slate-900',
                                unreadCount > 0 ? 'font-semibold' : 'font-medium',
                              )}
                            >
                              {member.name}
                            </span>
                            {unreadCount > 0 ? (
                              <span className="shrink-0 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
                                {unreadCount} unread
                              </span>
                            ) : null}
                          </span>
                          <span className="truncate text-xs text-slate-600">
                            {member.organization?.name ?? 'No organization'}
                          </span>
                          <span className="truncate text-sm text-slate-700">
                            {lastMessage.isAdminMessage ? `${lastMessage.author.name}: ` : ''}
                            {lastMessage.content}
                          </span>
                          <span className="text-xs text-slate-600">
                            {formatDateTime(lastMessage.createdAt)}
                          </span>
                        </button>
                      </li>
                    );
                  })}
                </ul>
                {/* Full width under the list, as the list's rows are. */}
                <LoadMoreButton query={query} label="Load more" className="flex-col" />
              </div>
              {openMemberId ? (
                <MemberConversation
                  key={openMemberId}
                  memberId={openMemberId}
                  hasUnread={(openConversation?.unreadCount ?? 0) > 0}
                  onBack={() => openMember(null)}
                />
              ) : (
                <p className="rounded-card border border-dashed border-slate-300 bg-white px-6 py-12 text-center text-sm text-slate-600 max-lg:hidden">
                  Choose a conversation to read and reply.
                </p>
              )}
            </div>
          );
        }}
      </QueryState>
    </>
  );
}
