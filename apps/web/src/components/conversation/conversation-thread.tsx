import { LockIcon } from 'lucide-react';
import { serverMessageOr } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { type ConversationEntry, ConversationLog } from './conversation-log';
import { MessageComposer, type MessageComposerProps } from './message-composer';

/**
 * A conversation and the box that answers it: the member's chat, a member's ticket, and the
 * team's view of either. Where nobody may answer (a closed ticket) a notice stands in the
 * box's place. A send that fails is toasted (the server's message, else `failedMessage`)
 * and its text stays in the box for another try.
 */
export function ConversationThread<Name extends string>({
  entries,
  label,
  emptyText = '',
  className,
  closedNotice,
  composer: { failedMessage, onSend, ...composer },
}: {
  entries: readonly ConversationEntry[];
  /** The log's accessible name: 'Conversation about {subject}'. */
  label: string;
  /** Shown in the log while it has no entry (a ticket always has its opening message). */
  emptyText?: string;
  /** The log's size. */
  className?: string;
  /** Why nobody may answer; the box is left out while it is set. */
  closedNotice?: string;
  composer: MessageComposerProps<Name> & { failedMessage: string };
}) {
  return (
    <>
      <ConversationLog entries={entries} label={label} emptyText={emptyText} className={className} />
      {closedNotice ? (
        <p className="flex items-center gap-2 rounded-lg bg-slate-100 px-3 py-2.5 text-sm text-slate-700">
          <LockIcon className="size-4 shrink-0" aria-hidden />
          {closedNotice}
        </p>
      ) : (
        <MessageComposer
          {...composer}
          onSend={(text) =>
            onSend(text).catch((error: unknown) => {
              toast.error(serverMessageOr(error, failedMessage));
              throw error;
            })
          }
        />
      )}
    </>
  );
}
