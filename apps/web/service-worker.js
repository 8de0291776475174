/*
 * Pillars' service worker (issue 60, decision 074), written to the build as /sw.js with the
 * build's id in place of __PILLARS_BUILD__ (vite-plugins.ts), so every deploy is a new worker.
 *
 * - Hashed assets (/assets/*, `immutable`) are cached on first use and served from the cache:
 *   their names change with their content, so a cached copy is never wrong.
 * - Nothing else is cached: not a page (index.html is the same for everyone but the app it
 *   loads reads the person's data), not an API answer, not an upload, nor any response that is
 *   private, no-store or sets a cookie. Navigations go to the network; when it fails, the
 *   offline page (cached at install) shows instead of the browser's error.
 * - A new worker waits until the page asks it to take over ("Updated: reload").
 */
const build = '__PILLARS_BUILD__';
const assetCache = 'pillars-assets';
const offlineCache = `pillars-offline-${build}`;
const offlineUrl = '/offline.html';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(offlineCache).then((cache) => cache.add(new Request(offlineUrl, { cache: 'reload' }))),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith('pillars-offline-') && name !== offlineCache) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  if (event.data === 'skip-waiting') self.skipWaiting();
});

/** A file of a build whose name holds its content's hash. */
function isHashedAsset(url) {
  return url.origin === self.location.origin && url.pathname.startsWith('/assets/');
}

/** Only what the server itself calls shareable forever. */
function isCacheable(response) {
  if (!response.ok || response.type !== 'basic') return false;
  const cacheControl = response.headers.get('cache-control') ?? '';
  return (
    cacheControl.includes('immutable') &&
    !/private|no-store/.test(cacheControl) &&
    !response.headers.has('set-cookie')
  );
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request).catch(
        async () => (await caches.match(offlineUrl, { cacheName: offlineCache })) ?? Response.error(),
      ),
    );
    return;
  }
  if (!isHashedAsset(url)) return;
  event.respondWith(
    (async () => {
      const cache = await caches.open(assetCache);
      const cached = await cache.match(request);
      if (cached) return cached;
      const response = await fetch(request);
      if (isCacheable(response)) await cache.put(request, response.clone());
      return response;
    })(),
  );
});
