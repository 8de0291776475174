import type { ChatMessage } from '@pillars/shared/messages/schemas';
import type { TicketDetailResponse } from '@pillars/shared/support/schemas';
import type { ConversationEntry } from './conversation-log';

/**
 * Whose side the reader is on: a member reads their own chat or ticket, the team (support
 * and superadmins) reads a member's. A member sees their own words as 'You'; the team sees
 * every author's name, since another team member may have written a reply.
 */
export type ReaderSide = 'member' | 'team';

function entryFor(
  side: ReaderSide,
  entry: { id: string; text: string; authorName: string; isFromTeam: boolean; createdAt: string },
): ConversationEntry {
  const isOwn = entry.isFromTeam === (side === 'team');
  return {
    id: entry.id,
    text: entry.text,
    authorLabel: isOwn && side === 'member' ? 'You' : entry.authorName,
    isOwn,
    createdAt: entry.createdAt,
  };
}

/** A member's chat with the team, oldest first. */
export function chatEntries(side: ReaderSide, messages: readonly ChatMessage[]): ConversationEntry[] {
  return messages.map((message) =>
    entryFor(side, {
      id: message.id,
      text: message.content,
      authorName: message.author.name,
      isFromTeam: message.isAdminMessage,
      createdAt: message.createdAt,
    }),
  );
}

/** A ticket's conversation: the member's opening message, then the replies of both sides. */
export function ticketEntries(
  side: ReaderSide,
  { ticket, responses }: TicketDetailResponse,
): ConversationEntry[] {
  return [
    entryFor(side, {
      id: ticket.id,
      text: ticket.message,
      authorName: ticket.member.name,
      isFromTeam: false,
      createdAt: ticket.createdAt,
    }),
    ...responses.map((response) =>
      entryFor(side, {
        id: response.id,
        text: response.responseText,
        authorName: response.author.name,
        isFromTeam: response.isTeamResponse,
        createdAt: response.createdAt,
      }),
    ),
  ];
}
