import { toast } from './toast';

/**
 * Registers the service worker (/sw.js, decision 074) in a built app, and offers
 * "Updated: reload" when a deploy has installed a new one: the new worker takes over and the
 * page reloads on the new release. The browser looks for a new worker on every page load;
 * the app looks again when the tab comes back into view and every 30 minutes.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  let isReloading = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (!isReloading) return;
    isReloading = false;
    window.location.reload();
  });
  const offerReload = (worker: ServiceWorker) =>
    toast.action('Updated: reload', 'Reload', () => {
      isReloading = true;
      worker.postMessage('skip-waiting');
    });
  window.addEventListener('load', () => {
    navigator.serviceWorker
      .register('/sw.js')
      .then((registration) => {
        if (registration.waiting && navigator.serviceWorker.controller) offerReload(registration.waiting);
        registration.addEventListener('updatefound', () => {
          const worker = registration.installing;
          worker?.addEventListener('statechange', () => {
            if (worker.state === 'installed' && navigator.serviceWorker.controller) offerReload(worker);
          });
        });
        const check = () => void registration.update().catch(() => undefined);
        document.addEventListener('visibilitychange', () => {
          if (document.visibilityState === 'visible') check();
        });
        setInterval(check, 30 * 60_000);
      })
      .catch(() => undefined);
  });
}
