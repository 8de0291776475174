import type { Page } from '@playwright/test';

/**
 * Holds back the built files that `pattern` (a glob of `page.route`) matches until
 * `release()`: for a test of what a page does while a chunk it loads on demand (a menu's, the
 * drawer's) is still on its way. `requests()` counts the requests for them, held or not.
 */
export async function holdAsset(page: Page, pattern: string) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let requests = 0;
  await page.route(pattern, async (route) => {
    requests += 1;
    await held;
    await route.continue();
  });
  return { release, requests: () => requests };
}
