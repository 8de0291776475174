import type { JobEvent } from '../jobs/schemas.ts';
import type { TicketResponse, TicketSummary } from '../support/schemas.ts';
import type { ChatMessage } from './schemas.ts';

/**
 * The realtime stream: `GET /api/realtime`, server-sent events (text/event-stream) for the
 * signed-in viewer. Each event has `id: {seq}` (a number that only grows across chat
 * messages, tickets and replies), `event: {type}` and `data: {json}`. A member receives the
 * events of their own conversation and tickets; support and superadmin receive every
 * member's (inbox and queue). Reconnecting with the `Last-Event-ID` header (EventSource does
 * it by itself) or `?after={seq}` replays what was missed, from the database, in order.
 * A comment line (`: ping`) is sent every `realtimeHeartbeatSeconds` so proxies keep the
 * connection open. The stream ends when the session is signed out or revoked.
 */
export const realtimePath = '/api/realtime';
export const realtimeHeartbeatSeconds = 20;

export type RealtimeEvent =
  /** A chat message (member's or team reply) in `message.memberId`'s conversation. */
  | { type: 'message'; seq: number; message: ChatMessage }
  /** A new ticket (to its member and the team). */
  | { type: 'ticket'; seq: number; memberId: string; ticket: TicketSummary }
  /** A reply in a ticket (either side). */
  | { type: 'ticket_response'; seq: number; memberId: string; response: TicketResponse }
  /** A ticket's status changed (`ticket` is the new state). */
  | { type: 'ticket_status'; seq: number; memberId: string; ticket: TicketSummary }
  /**
   * A notification stored for `memberId` (decision 050): sent to that person only; the bell
   * reads itself again. Replayed to the person after a reconnect, as the chat's events are.
   */
  | {
      type: 'notification';
      seq: number;
      memberId: string;
      notification: { id: string; kind: string; title: string };
    }
  /**
   * A job the viewer may see moved (its progress, or its end: decision 027). Sent without an
   * `id:` line (seq 0): it is not replayed; a screen that reconnects reads GET /api/jobs/:id.
   */
  | { type: 'job'; seq: number; job: JobEvent }
  /**
   * A Community discussion changed (issue 42): a reply was posted, or a reply or the post was
   * edited, marked, hidden or deleted. Sent to every open stream, carrying ids only: a screen
   * showing that thread reads it again through the API (which decides what the viewer may
   * see). Without an `id:` line (seq 0), like a job's: not replayed.
   */
  | { type: 'community'; seq: number; postId: string; replyId: string | null };

export type RealtimeEventType = RealtimeEvent['type'];
export const realtimeEventTypes = [
  'message',
  'ticket',
  'ticket_response',
  'ticket_status',
  'notification',
  'job',
  'community',
] as const;

/** What the `data:` line of an event carries: the event without its `seq` (that is the `id:`). */
export type RealtimeEventData<Type extends RealtimeEventType> = Omit<
  Extract<RealtimeEvent, { type: Type }>,
  'type' | 'seq'
>;
