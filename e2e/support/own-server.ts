import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startFakeBubble } from '../../apps/server/test/fake-bubble.ts';
import { freePort } from '../../apps/server/test/spawn-server.ts';
import { test as base } from './fixtures.ts';
import { type RunningServer, startSeededServer } from './server.ts';

/**
 * The worker's other server: one for every file whose tests need settings the usual server
 * lacks, or change demo data the other files read (issue 54: each such file used to start a
 * server of its own, and a worker with it; a server start is ~15 s of CPU on two cores).
 * Its settings, each for one file and harmless to the others:
 * - APP_URL is `http://localhost:<port>` while the tests open `http://127.0.0.1:<port>`
 *   (app-address: a flow stays on the address it was opened at);
 * - CHATBOT_URL is a local stand-in chat service at a host the app does not serve (chatbot);
 * - BUBBLE_API_URL and BUBBLE_API_KEY point at a local fake of the Bubble.io Data API
 *   (bubble-import; the file adds its records);
 * - no AI provider (ask: the library without one);
 * - billing changes Lapsed Studio's subscription, which the usual server's files expect to
 *   have none.
 * A file uses it by importing this `test`: Playwright puts the files of one test type in the
 * same workers, so they share the one server.
 */
export const bubbleApiKey = 'e2e-bubble-key-4f3e2d1c0b';

/** A page standing in for the chat service: Chromium resolves any `*.localhost` name to loopback. */
async function startChatService(): Promise<{ url: string; server: Server }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end('<!doctype html><title>Chat</title><p>Hello from the chatbot</p>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://chatbot.localhost:${port}/embed?team=pillars`, server };
}

interface OwnServerFixtures {
  chatService: { url: string; server: Server };
  fakeBubble: Awaited<ReturnType<typeof startFakeBubble>>;
  server: RunningServer;
}

export const test = base.extend<object, OwnServerFixtures>({
  chatService: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const service = await startChatService();
      await use(service);
      await new Promise((resolve) => service.server.close(resolve));
    },
    { scope: 'worker' },
  ],
  fakeBubble: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const fake = await startFakeBubble({ apiKey: bubbleApiKey });
      await use(fake);
      await fake.close();
    },
    { scope: 'worker' },
  ],
  server: [
    async ({ chatService, fakeBubble }, use) => {
      const port = await freePort();
      const server = await startSeededServer({
        port,
        withAi: false,
        env: {
          APP_URL: `http://localhost:${port}`,
          CHATBOT_URL: chatService.url,
          BUBBLE_API_URL: fakeBubble.apiUrl,
          BUBBLE_API_KEY: bubbleApiKey,
        },
      });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
});
