import { askMessages as messages } from '@pillars/shared/ask/messages';
import { ChevronDownIcon, ChevronRightIcon, MessageCircleQuestionIcon, XIcon } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { lazy, Suspense, useId, useState } from 'react';
import { focusRing } from '@/components/button';
import { SkeletonList } from '@/components/skeleton';
import { cn } from '@/lib/cn';
import { useMediaQuery } from '@/lib/use-media-query';
import { useAskConversations } from '../api/get-conversations';

/*
 * The conversation (a form: zod, react-hook-form, the `forms` chunk) loads when the panel
 * opens. The panel sits beside one of the member's first screens (decision 047), which
 * waited for the forms to render while the panel was closed.
 */
const AskThread = lazy(async () => ({ default: (await import('./ask-thread')).AskThread }));

/** From this width the lesson viewer has its two columns, and the panel opens beside them. */
const besideQuery = '(min-width: 1024px)';

/**
 * "Ask about this pillar" in the lesson viewer (issue 41): closed until opened (the lesson
 * comes first), then a conversation whose sources are this pillar's lessons only. On a wide
 * screen it opens as a panel beside the lesson, sliding in from the right (a non-modal Radix
 * dialog: the lesson stays readable and scrollable next to it); on narrower screens it opens
 * in place, below the lesson.
 */
export function AskPillarPanel({ pillarId, pillarTitle }: { pillarId: string; pillarTitle: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const isWide = useMediaQuery(besideQuery);
  const panelId = useId();
  const trigger = (
    <button
      type="button"
      // Beside the lesson the dialog's trigger names its state and panel itself.
      {...(isWide
        ? {}
        : { 'aria-expanded': isOpen, 'aria-controls': panelId, onClick: () => setIsOpen((open) => !open) })}
      className="flex w-full items-center gap-3 px-4 py-3 text-left"
    >
      <MessageCircleQuestionIcon className="size-5 shrink-0 text-brand-600" aria-hidden />
      <span className="min-w-0 flex-1">
        <span className="block text-sm font-semibold text-slate-900">{messages.pillarPanelTitle}</span>
        <span className="block truncate text-xs text-slate-500">{pillarTitle}</span>
      </span>
      {isWide ? (
        <ChevronRightIcon className="size-5 shrink-0 text-slate-500" aria-hidden />
      ) : (
        <ChevronDownIcon
          className={cn('size-5 shrink-0 text-slate-500 transition-transform', isOpen && 'rotate-180')}
          aria-hidden
        />
      )}
    </button>
  );

  if (isWide) {
    return (
      <section className="rounded-card border border-slate-200 bg-white shadow-sm">
        <DialogPrimitive.Root open={isOpen} onOpenChange={setIsOpen} modal={false}>
          <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger>
          <DialogPrimitive.Portal>
            <DialogPrimitive.Content
              aria-describedby={undefined}
              // Beside the lesson: reading or scrolling it leaves the panel open.
              onInteractOutside={(event) => event.preventDefault()}
              className="fixed top-0 right-0 z-40 flex h-dvh w-[28rem] max-w-[40vw] animate-slide-in-right flex-col border-l border-slate-200 bg-white shadow-xl outline-none"
            >
              <div className="flex items-center gap-3 border-b border-slate-100 px-4 py-3">
                <MessageCircleQuestionIcon className="size-5 shrink-0 text-brand-600" aria-hidden />
                <div className="min-w-0 flex-1">
                  <DialogPrimitive.Title className="text-sm font-semibold text-slate-900">
                    {messages.pillarPanelTitle}
                  </DialogPrimitive.Title>
                  <p className="truncate text-xs text-slate-500">{pillarTitle}</p>
                </div>
                <DialogPrimitive.Close
                  className={cn(
                    'rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900',
                    focusRing,
                  )}
                >
                  <XIcon className="size-5" aria-hidden />
                  <span className="sr-only">Close</span>
                </DialogPrimitive.Close>
              </div>
              <div className="min-h-0 flex-1 overflow-y-auto p-4">
                <PillarThread pillarId={pillarId} />
              </div>
            </DialogPrimitive.Content>
          </DialogPrimitive.Portal>
        </DialogPrimitive.Root>
      </section>
    );
  }

  return (
    <section className="rounded-card border border-slate-200 bg-white shadow-sm">
      {trigger}
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
    <Suspense fallback={<SkeletonList label="Loading..." count={2} rowClassName="h-12 rounded-lg" />}>
      <AskThread
        conversationId={null}
        initialTurns={[]}
        pillarId={pillarId}
        settings={conversations.data?.ai.settings ?? []}
      />
    </Suspense>
  );
}
