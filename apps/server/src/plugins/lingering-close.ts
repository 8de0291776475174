import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * How long a connection whose upload was refused unread goes on being read (and the bytes
 * dropped) after its answer, at most. The answer needs one round trip to arrive; nginx's
 * `lingering_timeout` waits 5 s between reads, Apache's lingering close 2 s.
 */
export const lingerMs = 2_000;

/**
 * A body refused before it was read (413 on its Content-Length, decision 038) is answered
 * with `Connection: close` (Fastify sets it: the client may still be sending). Node then
 * closes the socket as soon as the answer is written, with the rest of the upload unread in
 * the kernel's buffer; closing a socket that holds unread bytes makes the kernel send a reset
 * instead of a plain end, and a reset can destroy the answer before the client has read it:
 * the client sees EPIPE or ECONNRESET, not the 413 and its message (1 in 80 of twenty
 * concurrent 1 MB uploads on one machine).
 *
 * So this closes as nginx and Apache do ("lingering close"): the answer, then the end of
 * our side of the connection, then what the client still sends is read and dropped
 * (unparsed: Node's HTTP parser skips a body nobody reads) until the client closes its side
 * or `lingerMs` has passed, and only then the socket is closed.
 */
export function registerLingeringClose(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!request.raw.complete && reply.getHeader('connection') === 'close') {
      lingerBeforeClosing(request.raw.socket);
    }
    done(null, payload);
  });
}

function lingerBeforeClosing(socket: Socket): void {
  // Node's server ends a `Connection: close` answer with `socket.destroySoon()` (end, then
  // destroy once the end is written); after the answer this socket serves nothing else, so
  // replacing that one step for it changes nothing but the close.
  socket.destroySoon = function lingeringClose(this: Socket) {
    if (this.writable) this.end();
    const timer = setTimeout(() => this.destroy(), lingerMs);
    timer.unref();
    this.once('close', () => clearTimeout(timer));
  };
}
