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
import {
  type RealtimeEvent,
  type RealtimeEventType,
  realtimeEventTypes,
  realtimePath,
} from '@pillars/shared/messages/realtime';
import { useEffect, useRef } from 'react';
import { isPageSettled, whenPageSettled } from './page-load.ts';

export type { RealtimeEvent };

type Listener = (event: RealtimeEvent) => void;

/** Pause before opening a new stream after the server closed one for good; doubles up to the cap. */
const firstReopenDelayMs = 3000;
const maxReopenDelayMs = 60_000;
let reopenDelayMs = firstReopenDelayMs;

const listeners = new Set<Listener>();
let source: EventSource | null = null;
let lastEventId: string | null = null;
let reopenTimer: ReturnType<typeof setTimeout> | null = null;

function dispatch(type: RealtimeEventType, message: MessageEvent<string>) {
  if (message.lastEventId) lastEventId = message.lastEventId;
  let data: object;
  try {
    data = JSON.parse(message.data) as object;
  } catch {
    // Not JSON: nothing the screens could use.
    return;
  }
  const event = { ...data, type, seq: Number(message.lastEventId) } as RealtimeEvent;
  for (const listener of listeners) listener(event);
}

/** Cancels the wait for the page to settle, while the first listener waits for it. */
let cancelSettleWait: (() => void) | null = null;

/** Opens the stream once the page has settled: it holds one of a phone's few connections (lib/page-load.ts). */
function openWhenPageSettled() {
  if (isPageSettled()) {
    open();
    return;
  }
  if (cancelSettleWait) return;
  cancelSettleWait = whenPageSettled(() => {
    cancelSettleWait = null;
    if (listeners.size > 0) open();
  });
}

function open() {
  if (source || typeof EventSource === 'undefined') return;
  const url = lastEventId ? `${realtimePath}?after=${encodeURIComponent(lastEventId)}` : realtimePath;
  const opened = new EventSource(url);
  source = opened;
  // `event: message` also reaches this listener; unnamed events carry nothing here.
  opened.onopen = () => {
    reopenDelayMs = firstReopenDelayMs;
  };
  for (const type of realtimeEventTypes) {
    opened.addEventListener(type, (message) => dispatch(type, message as MessageEvent<string>));
  }
  opened.onerror = () => {
    // CONNECTING: the browser retries by itself. CLOSED: it gave up (an error status).
    if (opened.readyState !== EventSource.CLOSED) return;
    if (source === opened) source = null;
    if (listeners.size > 0 && !reopenTimer) {
      reopenTimer = setTimeout(() => {
        reopenTimer = null;
        if (listeners.size > 0) open();
      }, reopenDelayMs);
      reopenDelayMs = Math.min(reopenDelayMs * 2, maxReopenDelayMs);
    }
  };
}

function close() {
  cancelSettleWait?.();
  cancelSettleWait = null;
  if (reopenTimer) {
    clearTimeout(reopenTimer);
    reopenTimer = null;
  }
  source?.close();
  source = null;
}

/**
 * Listens to the stream while the returned function is not called; the stream opens with
 * the first listener and closes with the last.
 */
export function subscribeRealtime(listener: Listener): () => void {
  listeners.add(listener);
  openWhenPageSettled();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) close();
  };
}

/** Calls `onEvent` (the latest one given) for every live event while the component is mounted. */
export function useRealtime(onEvent: Listener): void {
  const latest = useRef(onEvent);
  latest.current = onEvent;
  useEffect(() => subscribeRealtime((event) => latest.current(event)), []);
}
