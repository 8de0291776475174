/**
 * The app's one live connection to the server: a single EventSource per tab on the
 * server-sent-events stream, shared by every screen that listens (the chat, the support
 * page, the team's inbox and queue, the header bell) and opened only while one does.
 *
 * Reconnecting: the browser's EventSource reconnects by itself after a dropped connection
 * and sends the last `id:` it saw as `Last-Event-ID`, so the server replays what was
 * missed. When the server refuses the stream (an error status ends an EventSource for
 * good), this module opens a new one after a pause, passing the last id as `?after=`.
 */
export interface RealtimeEvent {
  /** The SSE `event:` name. */
  type: string;
  /** The parsed JSON of the `data:` line. */
  data: unknown;
}

type Listener = (event: RealtimeEvent) => void;

export const realtimeStreamUrl = '/api/realtime';

/** Pause before opening a new stream after the server closed one for good. */
const reopenDelayMs = 3000;

const listeners = new Set<Listener>();
/** The event names the stream carries; each needs its own listener on the EventSource. */
const eventTypes = new Set<string>();
let source: EventSource | null = null;
let lastEventId: string | null = null;
let reopenTimer: ReturnType<typeof setTimeout> | null = null;

function dispatch(type: string, message: MessageEvent<string>) {
  if (message.lastEventId) lastEventId = message.lastEventId;
  let data: unknown;
  try {
    data = JSON.parse(message.data);
  } catch {
    // A heartbeat or a line that is not JSON carries nothing for the screens.
    return;
  }
  for (const listener of listeners) listener({ type, data });
}

function listen(target: EventSource, type: string) {
  target.addEventListener(type, (message) => dispatch(type, message as MessageEvent<string>));
}

function open() {
  if (source || typeof EventSource === 'undefined') return;
  const url = lastEventId ? `${realtimeStreamUrl}?after=${encodeURIComponent(lastEventId)}` : realtimeStreamUrl;
  const opened = new EventSource(url, { withCredentials: true });
  source = opened;
  for (const type of eventTypes) listen(opened, type);
  opened.onmessage = (message) => dispatch('message', message);
  opened.onerror = () => {
    // CONNECTING: the browser retries by itself. CLOSED: it gave up (an error status).
    if (opened.readyState !== EventSource.CLOSED) return;
    if (source === opened) source = null;
    if (listeners.size > 0 && !reopenTimer) {
      reopenTimer = setTimeout(() => {
        reopenTimer = null;
        if (listeners.size > 0) open();
      }, reopenDelayMs);
    }
  };
}

function close() {
  if (reopenTimer) {
    clearTimeout(reopenTimer);
    reopenTimer = null;
  }
  source?.close();
  source = null;
}

/**
 * Listens to the named events of the stream while the returned function is not called;
 * the stream opens with the first listener and closes with the last.
 */
export function subscribeRealtime(types: readonly string[], listener: Listener): () => void {
  for (const type of types) {
    if (eventTypes.has(type)) continue;
    eventTypes.add(type);
    if (source) listen(source, type);
  }
  const wanted = new Set(types);
  const filtered: Listener = (event) => {
    if (wanted.has(event.type)) listener(event);
  };
  listeners.add(filtered);
  open();
  return () => {
    listeners.delete(filtered);
    if (listeners.size === 0) close();
  };
}
