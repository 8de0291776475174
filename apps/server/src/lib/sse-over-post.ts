import type { FastifyReply, FastifyRequest } from 'fastify';

/** A comment line this often keeps proxies from closing a stream while the AI thinks. */
const heartbeatMs = 15_000;

/** One server-sent event: its `type` names the frame (`event:`), the whole object is its data. */
export interface StreamEvent {
  type: string;
}

/**
 * Server-sent events over a POST's response (decision 028): Article Magic's enhancement and
 * Ask the Library's answer. Refusals come before this, as ordinary JSON errors; from here the
 * answer is a 200 stream: the reply hijacked, the event-stream headers, a first comment line
 * (`opening`), a heartbeat comment every 15 s, and an abort signal raised when the client
 * goes away (a closed tab or Cancel ends the AI call too: no tokens paid for nothing).
 *
 * `produce` writes events through `send` (nothing once aborted). When it throws, the error is
 * logged with `failureLog` and `failureEvent` is sent. `release` (the caller's lease) is given
 * back before the stream ends, so the page may start its next request at once; it is given
 * back whatever happens, also when the stream could not be opened.
 */
export async function streamOverPost<Event extends StreamEvent>(
  request: FastifyRequest,
  reply: FastifyReply,
  options: {
    opening: string;
    produce: (stream: { signal: AbortSignal; send: (event: Event) => void }) => Promise<void>;
    failureLog: string;
    failureEvent: Event;
    release: () => Promise<void>;
    releaseFailureLog: string;
  },
): Promise<void> {
  let released = false;
  const release = async () => {
    if (released) return;
    await options.release();
    released = true;
  };
  try {
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store, no-transform',
      connection: 'keep-alive',
      // nginx and similar proxies would otherwise hold the pieces back.
      'x-accel-buffering': 'no',
      'x-request-id': request.id,
    });
    raw.write(`: ${options.opening}\n\n`);
    const abort = new AbortController();
    raw.on('close', () => {
      if (!raw.writableFinished) abort.abort();
    });
    const heartbeat = setInterval(() => {
      if (!abort.signal.aborted) raw.write(': ping\n\n');
    }, heartbeatMs);
    const send = (event: Event) => {
      if (abort.signal.aborted) return;
      raw.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
    };
    try {
      await options.produce({ signal: abort.signal, send });
    } catch (error) {
      request.log.error({ err: error }, options.failureLog);
      send(options.failureEvent);
    } finally {
      clearInterval(heartbeat);
      await release().catch((error: unknown) => {
        request.log.error({ err: error }, options.releaseFailureLog);
      });
      raw.end();
    }
  } finally {
    // The stream could not be opened, or giving back failed once: one more try.
    await release().catch((error: unknown) => {
      request.log.error({ err: error }, options.releaseFailureLog);
    });
  }
}
