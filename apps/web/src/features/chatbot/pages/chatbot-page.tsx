import { type ChatbotResponse, chatbotMessages } from '@pillars/shared/chatbot/schemas';
import { BotIcon } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { Skeleton, SkeletonGroup } from '@/components/skeleton';
import { useChatbot } from '../api/get-chatbot';

/**
 * The sidebar's Chatbot: the server's CHATBOT_URL in a sandboxed frame (scripts and forms
 * of its own origin, popups for its links; never our cookies or our page). The server's CSP
 * allows that origin, and only it, in frames.
 */
export function ChatbotPage() {
  const chatbot = useChatbot();
  return (
    <>
      <PageHeader title={chatbotMessages.title} description="Ask questions and get answers any time." />
      <QueryState
        query={chatbot}
        errorTitle={chatbotMessages.loadFailed}
        skeleton={
          <SkeletonGroup label="Loading the chatbot...">
            <Skeleton className="h-[70vh] w-full rounded-card" />
          </SkeletonGroup>
        }
      >
        {(data: ChatbotResponse) =>
          data.url ? (
            <iframe
              src={data.url}
              title={chatbotMessages.frameTitle}
              sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox"
              referrerPolicy="no-referrer"
              className="h-[70vh] min-h-[28rem] w-full rounded-card border border-slate-200 bg-white"
            />
          ) : (
            <EmptyState
              icon={BotIcon}
              title={chatbotMessages.notConfigured}
              description={
                data.settingName
                  ? chatbotMessages.notConfiguredAdmin(data.settingName)
                  : chatbotMessages.notConfiguredMember
              }
            />
          )
        }
      </QueryState>
    </>
  );
}
