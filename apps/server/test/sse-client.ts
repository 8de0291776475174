/** The events received so far, for a failure's message: `3 events: message#12, ticket#13, …`. */
function describe(events: readonly ReceivedEvent[]): string {
  const listed = events.map((event) => `${event.event}#${event.id ?? '-'}`).join(', ');
  return `${events.length} events${listed ? `: ${listed}` : ''}`;
}

/** One server-sent event as received. */
export interface ReceivedEvent {
  id: string | undefined;
  event: string;
  data: unknown;
  receivedAt: number;
}

/**
 * A real SSE client over HTTP (fetch with a streamed body), for tests and the bench:
 * parses `id:`, `event:` and `data:` lines, keeps every event, and tells when the stream ended.
 */
export async function openEventStream(
  url: string,
  options: { cookie: string; lastEventId?: string },
): Promise<{
  status: number;
  events: ReceivedEvent[];
  /** Resolves when the server ends the stream (or the connection drops). */
  ended: Promise<void>;
  waitFor(predicate: (event: ReceivedEvent) => boolean, timeoutMs?: number): Promise<ReceivedEvent>;
  close(): void;
}> {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: {
      accept: 'text/event-stream',
      cookie: options.cookie,
      ...(options.lastEventId ? { 'last-event-id': options.lastEventId } : {}),
    },
    signal: controller.signal,
  });
  const events: ReceivedEvent[] = [];
  const waiters = new Set<() => void>();
  let buffer = '';
  const ended = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let boundary = buffer.indexOf('\n\n');
        while (boundary >= 0) {
          const block = buffer.slice(0, boundary);
          buffer = buffer.slice(boundary + 2);
          boundary = buffer.indexOf('\n\n');
          let id: string | undefined;
          let event = 'message';
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith('id: ')) id = line.slice(4);
            else if (line.startsWith('event: ')) event = line.slice(7);
            else if (line.startsWith('data: ')) data.push(line.slice(6));
          }
          if (data.length === 0) continue;
          events.push({ id, event, data: JSON.parse(data.join('\n')), receivedAt: performance.now() });
          for (const wake of waiters) wake();
        }
      }
    } catch {
      // Aborted by close(), or the connection dropped: the stream has ended either way.
    }
    for (const wake of waiters) wake();
  })();
  let isEnded = false;
  void ended.then(() => {
    isEnded = true;
  });
  return {
    status: response.status,
    events,
    ended,
    waitFor(predicate, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(predicate);
          if (found) {
            cleanup();
            resolve(found);
          } else if (isEnded) {
            cleanup();
            reject(new Error(`the stream ended before the event arrived (${describe(events)})`));
          }
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`no such event within ${timeoutMs} ms (${describe(events)})`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    close: () => controller.abort(),
  };
}
