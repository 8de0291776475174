import { expect, test as workerTest } from '../support/fixtures.ts';
import { test } from '../support/own-server.ts';

const texts = {
  notConfigured: 'The chatbot is not available yet.',
  notConfiguredMember: 'Your Pillars team has not set up the chatbot. Please check back later.',
  notConfiguredAdmin:
    "Set the CHATBOT_URL environment variable on the server to the chatbot's address, then restart it.",
  frameTitle: 'Pillars chatbot',
};

/**
 * The sidebar's Chatbot. Without CHATBOT_URL (the worker's usual server) the page says so,
 * naming the variable to admins only; with it (the worker's other server, support/own-server.ts,
 * pointed at a local page standing in for the chat service on another origin) the page embeds it.
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
