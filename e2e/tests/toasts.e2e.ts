import type { Locator } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';

/**
 * Issue 21: a toast never covers a page's primary action. After Bookmark, the lesson viewer's
 * main button ('Mark as Completed', or 'Next' once done) stays uncovered wherever the member
 * has scrolled it to, at 1440x900 and at 390x844.
 */

type Box = { x: number; y: number; width: number; height: number };

function intersects(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return box!;
}

test('a toast never covers the lesson viewer’s main button', async ({ page, loginAs }, testInfo) => {
  await page.setViewportSize(
    testInfo.project.name === 'phone' ? { width: 390, height: 844 } : { width: 1440, height: 900 },
  );
  // Support's own bookmark: no other test reads support's learning progress.
  await loginAs('support', { redirectTo: '/pillars-of-agency/mindset-leadership/leading-your-team' });
  const bookmark = page.getByRole('button', { name: 'Bookmark' });
  await expect(bookmark).toBeVisible();
  if ((await bookmark.getAttribute('aria-pressed')) === 'true') {
    await bookmark.click();
    await expect(page.getByRole('button', { name: 'Bookmark', pressed: false })).toBeVisible();
  }
  const mainButton = page.getByRole('article').locator('footer').getByRole('button').last();
  await expect(mainButton).toHaveText(/Mark as Completed|Next/);

  await bookmark.click();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Lesson bookmarked' });
  await expect(toast).toBeVisible();

  // Where a member reads it: at the bottom of the screen, mid-screen, and just below the
  // sticky header (64 px) at the top.
  for (const block of ['end', 'center', 'start'] as const) {
    await mainButton.evaluate((element, where) => {
      element.scrollIntoView({ block: where });
      if (where === 'start') window.scrollBy(0, -80);
    }, block);
    await expect(toast).toBeVisible();
    const toasts = await page.locator('[data-sonner-toast]').all();
    const buttonBox = await boxOf(mainButton);
    for (const each of toasts) {
      expect(
        intersects(await boxOf(each), buttonBox),
        `a toast covers the main button (scrolled to ${block})`,
      ).toBe(false);
    }
  }
});
