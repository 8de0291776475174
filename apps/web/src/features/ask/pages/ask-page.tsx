import { askMessages as messages } from '@pillars/shared/ask/messages';
import { MessageCircleQuestionIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { Skeleton, SkeletonGroup } from '@/components/skeleton';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { useDeleteAskConversation } from '../api/delete-conversation';
import { useAskConversation } from '../api/get-conversation';
import { useAskConversations } from '../api/get-conversations';
import { AskThread } from '../components/ask-thread';

const conversationParam = 'conversation';

function PageSkeleton() {
  return (
    <SkeletonGroup label="Loading..." className="grid grid-cols-1 gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
      <Skeleton className="h-40 rounded-card" />
      <Skeleton className="h-64 rounded-card" />
    </SkeletonGroup>
  );
}

/** The open conversation: loaded when it is a past one, empty when new. */
function OpenConversation({
  conversationId,
  settings,
  onConversation,
}: {
  conversationId: string | null;
  settings: string[];
  onConversation: (conversationId: string) => void;
}) {
  const query = useAskConversation(conversationId);
  if (conversationId === null) {
    return (
      <AskThread
        conversationId={null}
        initialTurns={[]}
        settings={settings}
        onConversation={onConversation}
      />
    );
  }
  return (
    <QueryState
      query={query}
      skeleton={<Skeleton className="h-64 rounded-card" />}
      errorTitle={messages.conversationNotFound}
    >
      {(data) => (
        <AskThread
          key={data.conversation.id}
          conversationId={data.conversation.id}
          initialTurns={data.turns}
          settings={settings}
          onConversation={onConversation}
        />
      )}
    </QueryState>
  );
}

/**
 * /ask (issue 41): a question answered from the portal's own lessons, articles and FAQ, with
 * its sources; past conversations beside it (on phones, above), each one deletable.
 */
export function AskPage() {
  const query = useAskConversations();
  const [searchParams, setSearchParams] = useSearchParams();
  const openId = searchParams.get(conversationParam);
  // The conversation the thread loaded: a new one gets its id from the answer's first event
  // and only the address follows it, so the thread (and its stream) stays mounted.
  const [loaded, setLoaded] = useState({ key: 0, conversationId: openId });
  const [deleting, setDeleting] = useState<string | null>(null);
  const remove = useDeleteAskConversation();
  const open = (conversationId: string | null) => {
    setLoaded((current) => ({ key: current.key + 1, conversationId }));
    setSearchParams(conversationId ? { [conversationParam]: conversationId } : {});
  };
  const onConversation = useCallback(
    (conversationId: string) => setSearchParams({ [conversationParam]: conversationId }, { replace: true }),
    [setSearchParams],
  );

  return (
    <>
      <PageHeader
        title={messages.pageTitle}
        description={messages.pageSubtitle}
        actions={
          openId ? (
            <Button variant="outline" onClick={() => open(null)}>
              <PlusIcon aria-hidden />
              {messages.newConversation}
            </Button>
          ) : null
        }
      />
      <QueryState
        query={query}
        documentTitle={messages.pageTitle}
        skeleton={<PageSkeleton />}
        errorTitle={messages.answerFailed}
      >
        {({ conversations, ai }) => (
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-[16rem_minmax(0,1fr)] lg:items-start">
            <section aria-labelledby="ask-conversations" className="order-2 flex flex-col gap-2 lg:order-1">
              <h2 id="ask-conversations" className="text-sm font-semibold text-slate-900">
                {messages.conversations}
              </h2>
              {conversations.length === 0 ? (
                <p className="text-sm text-slate-500">{messages.noConversations}</p>
              ) : (
                <ul className="flex flex-col gap-1">
                  {conversations.map((conversation) => (
                    <li key={conversation.id} className="flex items-center gap-1">
                      <button
                        type="button"
                        onClick={() => open(conversation.id)}
                        aria-current={conversation.id === openId ? 'page' : undefined}
                        className={cn(
                          'min-w-0 flex-1 truncate rounded-lg px-3 py-2 text-left text-sm hover:bg-slate-100',
                          conversation.id === openId
                            ? 'bg-brand-50 font-medium text-brand-800'
                            : 'text-slate-700',
                        )}
                      >
                        {conversation.title}
                      </button>
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={`${messages.deleteConversation}: ${conversation.title}`}
                        onClick={() => setDeleting(conversation.id)}
                      >
                        <Trash2Icon aria-hidden />
                      </Button>
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <section aria-label={messages.pageTitle} className="order-1 flex flex-col gap-4 lg:order-2">
              {!ai.isConfigured && openId === null ? (
                <EmptyState
                  icon={MessageCircleQuestionIcon}
                  title={messages.pageTitle}
                  description={
                    ai.settings.length > 0
                      ? `${messages.unconfigured} ${messages.unconfiguredSettings} ${ai.settings.join(', ')}.`
                      : messages.unconfigured
                  }
                />
              ) : null}
              <OpenConversation
                key={loaded.key}
                conversationId={loaded.conversationId}
                settings={ai.settings}
                onConversation={onConversation}
              />
            </section>
            <ConfirmDialog
              open={deleting !== null}
              onOpenChange={(isOpen) => {
                if (!isOpen) setDeleting(null);
              }}
              title={messages.deleteConversation}
              description="The conversation and its answers are removed for good."
              confirmLabel="Delete"
              isPending={remove.isPending}
              onConfirm={() => {
                const id = deleting;
                if (!id) return;
                remove.mutate(id, {
                  onSuccess: () => {
                    toast.success(messages.conversationDeleted);
                    setDeleting(null);
                    if (id === openId) open(null);
                  },
                  onError: (error) => toast.error(error.message),
                });
              }}
            />
          </div>
        )}
      </QueryState>
    </>
  );
}
