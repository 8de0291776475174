import { expect, test } from '../support/fixtures.ts';

/**
 * The product's font ships with it (Inter from Fontsource, cut to the app's characters and
 * weights: decision 060), so every machine shows the same text: the page uses it, and the server sends its file from /assets/ under
 * a content hash, cached for a year without revalidation.
 */
test('uses the shipped Inter, served as an immutable hashed asset', { tag: '@desktop' }, async ({ page }) => {
  const fontResponse = page.waitForResponse((response) =>
    /\/assets\/inter-[^/]+\.woff2$/.test(response.url()),
  );
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();

  const response = await fontResponse;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('font/woff2');
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  await expect
    .poll(() => page.evaluate(() => document.fonts.check('16px "Inter Variable"') && document.fonts.status))
    .toBe('loaded');
  const family = await page
    .getByRole('heading', { name: 'Sign in' })
    .evaluate((heading) => getComputedStyle(heading).fontFamily);
  expect(family.startsWith('"Inter Variable"')).toBe(true);
});
