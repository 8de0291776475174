import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { defaultBodyLimit } from './endpoints.ts';
import { lingerMs } from './lingering-close.ts';

/**
 * An upload refused on its Content-Length, unread (decision 038), against the real HTTP
 * server: the connection is not closed at once (a close with unread bytes is a reset, which
 * can overtake the answer), nor long after the linger. That the answer then always arrives
 * is `hostile-bodies.test.ts`'s part: it takes a server in a process of its own (in this
 * one, the client and the server share an event loop and the reset never comes first).
 */
const { app } = await buildTestApp();
let baseUrl = '';

beforeAll(async () => {
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await app.close();
});

describe('an upload refused unread', () => {
  it('closes the connection within the linger when the client goes on sending', async () => {
    const { port } = new URL(baseUrl);
    // Half-open allowed: the client goes on sending after the server's end, as a browser's upload does.
    const socket = connect({ port: Number(port), host: '127.0.0.1', allowHalfOpen: true });
    let received = '';
    /** When the answer's head had arrived. */
    const answered = new Promise<number>((resolve) =>
      socket.on('data', (chunk: Buffer) => {
        received += chunk.toString('utf8');
        if (received.includes('\r\n\r\n')) resolve(performance.now());
      }),
    );
    const closed = new Promise<number>((resolve) => socket.on('close', () => resolve(performance.now())));
    socket.on('error', () => {});
    await new Promise<void>((resolve) => socket.on('connect', resolve));
    // Declares 100 MB, then sends a little every 50 ms, forever unless the server closes.
    socket.write(
      `POST /api/auth/sign-in HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\norigin: ${app.appUrl}\r\ncontent-length: ${100 * 1024 * 1024}\r\n\r\n`,
    );
    const trickle = setInterval(() => {
      if (!socket.destroyed) socket.write(Buffer.alloc(defaultBodyLimit, 'a'));
    }, 50);
    try {
      const answeredAt = await answered;
      expect(received.split('\r\n')[0]).toBe('HTTP/1.1 413 Payload Too Large');
      expect(received.toLowerCase()).toContain('connection: close');
      const closedAt = await closed;
      // Not at once (a close with unread bytes is a reset, which can overtake the answer),
      // and not long after the linger: the server read and dropped the upload meanwhile.
      expect(closedAt - answeredAt).toBeGreaterThan(lingerMs / 2);
      expect(closedAt - answeredAt).toBeLessThan(lingerMs + 1_000);
    } finally {
      clearInterval(trickle);
      socket.destroy();
    }
  });
});
