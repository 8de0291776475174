import { askMessages as messages } from '@pillars/shared/ask/messages';
import { ChevronDownIcon, MessageCircleQuestionIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '@/lib/cn';
import { useAskConversations } from '../api/get-conversations';
import { AskThread } from './ask-thread';

/**
 * "Ask about this pillar" in the lesson viewer (issue 41): closed until opened (the lesson
 * comes first), then a conversation whose sources are this pillar's lessons only.
 */
export function AskPillarPanel({ pillarId, pillarTitle }: { pillarId: string; pillarTitle: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  return (
    <section className="rounded-card border border-slate-200 bg-white shadow-sm">
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
        className="flex w-full items-center gap-3 px-4 py-3 text-left"
      >
        <MessageCircleQuestionIcon className="size-5 shrink-0 text-brand-600" aria-hidden />
        <span className="min-w-0 flex-1">
          <span className="block text-sm font-semibold text-slate-900">{messages.pillarPanelTitle}</span>
          <span className="block truncate text-xs text-slate-500">{pillarTitle}</span>
        </span>
        <ChevronDownIcon
          className={cn('size-5 shrink-0 text-slate-500 transition-transform', isOpen && 'rotate-180')}
          aria-hidden
        />
      </button>
      {isOpen ? (
        <div id={panelId} className="border-t border-slate-100 p-4">
          <PillarThread pillarId={pillarId} />
        </div>
      ) : null}
    </section>
  );
}

function PillarThread({ pillarId }: { pillarId: string }) {
  const conversations = useAskConversations();
  return (
    <AskThread
      conversationId={null}
      initialTurns={[]}
      pillarId={pillarId}
      settings={conversations.data?.ai.settings ?? []}
    />
  );
}
