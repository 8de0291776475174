import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';

/**
 * The Community (issue 42) in the browser: member@example.com (Sam Carter, Northwind) starts
 * a discussion in Questions; guru@example.com (of another organization) answers it; Sam marks
 * the reply as the answer and /community shows it answered. At phone width, the Community
 * page and a thread fit without sideways scrolling.
 */

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

async function startDiscussion(page: Page, title: string, body: string) {
  await page.getByRole('button', { name: 'New discussion' }).click();
  const dialog = page.getByRole('dialog', { name: 'New discussion' });
  await dialog.getByLabel('Category').selectOption({ label: 'Questions' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Your question or story').fill(body);
  await dialog.getByRole('button', { name: 'Post' }).click();
  await expect(page.getByText('Your discussion has been posted.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

test.describe('community', () => {
  test('a member asks, a member of another agency answers, the first marks it as the answer', {
    tag: '@desktop',
  }, async ({ page, loginAs }) => {
    const title = `How do you price retainers? ${Date.now()}`;
    await loginAs('member');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Community' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Community' })).toBeVisible();
    await startDiscussion(page, title, 'We charge hourly and it hurts. What works for you?');
    const threadUrl = page.url();

    await loginAs('guru', { redirectTo: new URL(threadUrl).pathname });
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('Sam Carter')).toBeVisible();
    await page.getByLabel('Your reply').fill('Value-based retainers with a floor. <script>alert(1)</script>');
    await page.getByRole('button', { name: 'Reply', exact: true }).click();
    await expect(page.getByText('Your reply has been posted.')).toBeVisible();
    const replies = page.getByRole('region', { name: 'Replies' });
    // Markup a member writes reads as text.
    await expect(
      replies.getByText('Value-based retainers with a floor. <script>alert(1)</script>'),
    ).toBeVisible();

    await loginAs('member', { redirectTo: new URL(threadUrl).pathname });
    const reply = page.getByRole('region', { name: 'Replies' }).getByRole('listitem').first();
    await reply.getByRole('button', { name: 'Mark as answer' }).click();
    await expect(page.getByText('Marked as the answer.')).toBeVisible();
    await expect(reply.getByText('Answer', { exact: true })).toBeVisible();

    await page.getByRole('link', { name: 'Community' }).first().click();
    await page.getByLabel('Search discussions').fill(title.split('?')[0]!);
    const row = page.getByRole('listitem').filter({ hasText: title });
    await expect(row).toContainText('Answered');
    await expect(row).toContainText('1 reply');
    await expect(row).toContainText('Questions');
  });

  test('fits the phone: the Community page and a thread', { tag: '@phone' }, async ({ page, loginAs }) => {
    const title = `Phone question ${Date.now()}`;
    await loginAs('member', { redirectTo: '/community' });
    await expect(page.getByRole('heading', { level: 1, name: 'Community' })).toBeVisible();
    await noSidewaysScroll(page);
    await startDiscussion(page, title, 'Asked from a phone.');
    await noSidewaysScroll(page);
    await page.getByLabel('Your reply').fill('Answered from the same phone.');
    await page.getByRole('button', { name: 'Reply', exact: true }).click();
    await expect(page.getByText('Your reply has been posted.')).toBeVisible();
    await noSidewaysScroll(page);
  });
});
