import { expect, test } from '../support/fixtures.ts';

/**
 * The installable app (issue 60, decision 074), at both widths: the manifest with its icons
 * (a maskable one among them), the service worker registered and in control, a cache that
 * holds hashed assets and the offline page only (never an API answer nor a page of a
 * signed-in person), and the designed offline page when the network is gone.
 */

const workerReady = () =>
  navigator.serviceWorker.ready.then((registration) => registration.active?.scriptURL ?? null);

/** Every URL in every cache of the service worker. */
const cachedUrls = () =>
  caches.keys().then(async (names) => {
    const urls: string[] = [];
    for (const name of names) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });

test.describe('the installable app', () => {
  // The other tests block the worker (playwright.config.ts); these are about it.
  test.use({ serviceWorkers: 'allow' });

  test('has a manifest with its icons, and a service worker that caches hashed assets only', async ({
    page,
    loginAs,
  }) => {
    const manifestResponse = await page.request.get('/manifest.webmanifest');
    expect(manifestResponse.status()).toBe(200);
    const manifest = await manifestResponse.json();
    expect(manifest).toMatchObject({
      name: 'Pillars',
      short_name: 'Pillars',
      start_url: '/',
      display: 'standalone',
      theme_color: '#0f3460',
    });
    const purposes = manifest.icons.map((icon: { purpose: string }) => icon.purpose);
    expect(purposes).toContain('maskable');
    expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );
    for (const icon of manifest.icons as Array<{ src: string }>) {
      const image = await page.request.get(icon.src);
      expect(image.status(), icon.src).toBe(200);
      expect(image.headers()['content-type']).toBe('image/png');
    }

    await loginAs('member');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    expect(await page.evaluate(workerReady)).toMatch(/\/sw\.js$/);
    // In control from the next load: pages, API answers and assets go through it.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await page.goto('/announcements');
    await expect(page.getByRole('heading', { level: 1, name: 'Announcements' })).toBeVisible();
    await page.goto('/pillars-of-agency');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

    const urls = await page.evaluate(cachedUrls);
    expect(urls).toContain('/offline.html');
    expect(urls.some((url) => url.startsWith('/assets/'))).toBe(true);
    expect(urls.filter((url) => url !== '/offline.html' && !url.startsWith('/assets/'))).toEqual([]);
  });

  test('shows the offline page, not the browser error, when the network is gone', async ({
    page,
    context,
    loginAs,
    pageProblems,
  }) => {
    await loginAs('member');
    expect(await page.evaluate(workerReady)).toMatch(/\/sw\.js$/);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    pageProblems.expect(/.*/);
    await context.setOffline(true);
    await page.goto('/events');
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Try again' })).toBeVisible();
    await context.setOffline(false);
    await page.getByRole('link', { name: 'Try again' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toHaveCount(0);
  });
});
