import { useEffect, useRef } from 'react';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format-date';

export interface ConversationEntry {
  id: string;
  /** Plain text: rendered as text, line breaks kept, never as HTML. */
  text: string;
  /** Who wrote it: 'You', the team member's name, the member's name. */
  authorLabel: string;
  /** Written by the viewer (their side of the conversation). */
  isOwn: boolean;
  createdAt: string;
}

/**
 * A conversation (the chat with the team, a ticket's thread, the team's view of either),
 * oldest first. It scrolls to the newest entry when one arrives, and screen readers hear
 * new entries (a polite log).
 */
export function ConversationLog({
  entries,
  label,
  emptyText,
  className,
}: {
  entries: readonly ConversationEntry[];
  label: string;
  emptyText: string;
  className?: string;
}) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const newestId = entries.at(-1)?.id;

  useEffect(() => {
    const scroller = scrollerRef.current;
    // The scroller, not the page: scrollIntoView would also move the window on a phone.
    if (scroller && newestId) scroller.scrollTop = scroller.scrollHeight;
  }, [newestId]);

  return (
    <div
      ref={scrollerRef}
      role="log"
      aria-label={label}
      // Focusable, so keyboard users can scroll it (axe scrollable-region-focusable).
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard.
      tabIndex={0}
      className={cn(
        'flex flex-col gap-3 overflow-y-auto rounded-card border border-slate-200 bg-slate-50 p-3 outline-none focus-visible:ring-2 focus-visible:ring-brand-500 sm:p-4',
        className,
      )}
    >
      {entries.length === 0 ? (
        <p className="m-auto py-8 text-center text-sm text-slate-500">{emptyText}</p>
      ) : (
        entries.map((entry) => (
          <div
            key={entry.id}
            className={cn('flex flex-col gap-1', entry.isOwn ? 'items-end' : 'items-start')}
          >
            <div
              className={cn(
                'max-w-[85%] rounded-2xl px-3.5 py-2 text-sm break-words whitespace-pre-wrap shadow-sm sm:max-w-[75%]',
                entry.isOwn
                  ? 'rounded-br-sm bg-brand-700 text-white'
                  : 'rounded-bl-sm border border-slate-200 bg-white text-slate-900',
              )}
            >
              {entry.text}
            </div>
            <p className="px-1 text-xs text-slate-600">
              <span className="font-medium">{entry.authorLabel}</span>
              <span aria-hidden> · </span>
              <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
            </p>
          </div>
        ))
      )}
    </div>
  );
}
