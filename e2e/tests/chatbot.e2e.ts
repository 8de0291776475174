import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test as base, expect, test as workerTest } from '../support/fixtures.ts';
import { type RunningServer, startSeededServer } from '../support/server.ts';

const texts = {
  notConfigured: 'The chatbot is not available yet.',
  notConfiguredMember: 'Your Pillars team has not set up the chatbot. Please check back later.',
  notConfiguredAdmin:
    "Set the CHATBOT_URL environment variable on the server to the chatbot's address, then restart it.",
  frameTitle: 'Pillars chatbot',
};

/**
 * The sidebar's Chatbot. Without CHATBOT_URL (the worker's usual server) the page says so,
 * naming the variable to admins only; with it (a server of this file's own, pointed at a
 * local page standing in for the chat service on another origin) the page embeds it.
 */

workerTest.describe('chatbot without CHATBOT_URL', () => {
  workerTest(
    'a member reads that it is not there yet; an admin reads how to turn it on',
    {
      tag: '@desktop',
    },
    async ({ page, loginAs }) => {
      await loginAs('member');
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Chatbot' }).click();
      await expect(page).toHaveURL('/chatbot');
      await expect(page.getByRole('heading', { level: 1, name: 'Chatbot' })).toBeVisible();
      await expect(page.getByText(texts.notConfigured)).toBeVisible();
      await expect(page.getByText(texts.notConfiguredMember)).toBeVisible();
      await expect(page.getByText('CHATBOT_URL')).toHaveCount(0);

      await loginAs('admin', { redirectTo: '/chatbot' });
      await expect(page.getByText(texts.notConfiguredAdmin)).toBeVisible();
    },
  );
});

/**
 * A stand-in chat service on this machine, at a host name the app does not serve: the app
 * answers on loopback, so 127.0.0.1 and localhost are refused as CHATBOT_URL (they share its
 * cookies, decision 029); Chromium resolves any `*.localhost` name to loopback itself.
 */
async function startChatService(): Promise<{ url: string; server: Server }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end('<!doctype html><title>Chat</title><p>Hello from the chatbot</p>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://chatbot.localhost:${port}/embed?team=pillars`, server };
}

const test = base.extend<object, { chatService: { url: string; server: Server }; server: RunningServer }>({
  chatService: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const service = await startChatService();
      await use(service);
      await new Promise((resolve) => service.server.close(resolve));
    },
    { scope: 'worker' },
  ],
  server: [
    async ({ chatService }, use) => {
      const server = await startSeededServer({ env: { CHATBOT_URL: chatService.url } });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
});

test.describe('chatbot with CHATBOT_URL', () => {
  test('embeds the chat in a sandboxed frame that the CSP allows', { tag: '@desktop' }, async ({
    page,
    loginAs,
    chatService,
    accessibilityViolations,
  }) => {
    await loginAs('member', { redirectTo: '/chatbot' });
    const frame = page.getByTitle(texts.frameTitle);
    await expect(frame).toHaveAttribute('src', chatService.url);
    await expect(frame).toHaveAttribute('sandbox', /allow-scripts/);
    // The frame loaded: the CSP's frame-src named the chat service's origin.
    await expect(
      page.frameLocator(`iframe[title="${texts.frameTitle}"]`).getByText('Hello from the chatbot'),
    ).toBeVisible();
    expect(await accessibilityViolations(), 'chatbot page').toEqual([]);
  });
});
