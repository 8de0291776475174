import { useSyncExternalStore } from 'react';

/**
 * Whether the page has settled: its load event has fired (the document, its scripts and the
 * images of its first render are in) and the browser has had an idle moment after it, so
 * the largest paint is on screen. What the first screen does not need (the bell's count, the
 * live stream) waits for it: on a phone's few connections it would otherwise take a
 * connection and a round trip before that paint (docs/decisions/047-phone-largest-paint.md).
 * Outside a browser there is nothing to wait for.
 */
let isSettled = typeof document === 'undefined';
const waiting = new Set<() => void>();

function settle() {
  isSettled = true;
  for (const callback of [...waiting]) {
    waiting.delete(callback);
    callback();
  }
}

if (!isSettled) {
  const afterLoad = () => {
    // Safari has no requestIdleCallback: a moment after the load event instead.
    if ('requestIdleCallback' in window) window.requestIdleCallback(settle, { timeout: 1000 });
    else setTimeout(settle, 50);
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}

export function isPageSettled(): boolean {
  return isSettled;
}

/** Calls `onSettled` once the page has settled (at once when it has); returns the way to cancel. */
export function whenPageSettled(onSettled: () => void): () => void {
  if (isSettled) {
    onSettled();
    return () => undefined;
  }
  waiting.add(onSettled);
  return () => waiting.delete(onSettled);
}

function subscribe(onChange: () => void): () => void {
  if (isSettled) return () => undefined;
  waiting.add(onChange);
  return () => waiting.delete(onChange);
}

/** `isPageSettled`, re-rendering the component when the page settles. */
export function usePageSettled(): boolean {
  return useSyncExternalStore(subscribe, isPageSettled, isPageSettled);
}
