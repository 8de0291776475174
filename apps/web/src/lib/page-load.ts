import { useSyncExternalStore } from 'react';

/**
 * Whether the page has settled: its load event has fired (the document, its scripts), the
 * images of its first screen are in, and the browser has had an idle moment after that, so
 * the largest paint is on screen. What the first screen does not need (the bell's count, the
 * live stream, Ask the Library's panel beside a lesson) waits for it: on a phone's few
 * connections it would otherwise take a connection and a round trip before that paint
 * (docs/decisions/047-phone-largest-paint.md). Outside a browser there is nothing to wait for.
 *
 * The first screen renders from the app's scripts, often after the load event: its pictures
 * are asked for then, and the load event does not wait for them. So the first idle moment
 * after the load (the render is done by then) looks for pictures still coming, and waits for
 * them, up to `imageWaitMilliseconds`: a picture that hangs does not hold the rest back.
 */
let isSettled = typeof document === 'undefined';
const waiting = new Set<() => void>();
const imageWaitMilliseconds = 3000;

function settle() {
  if (isSettled) return;
  isSettled = true;
  for (const callback of [...waiting]) {
    waiting.delete(callback);
    callback();
  }
}

/** Safari has no requestIdleCallback: a moment later instead. */
function whenIdle(callback: () => void) {
  if ('requestIdleCallback' in window) window.requestIdleCallback(callback, { timeout: 1000 });
  else setTimeout(callback, 50);
}

/** Whether a lazy picture is on the screen: the browser asks for it as the page lays out. */
function isOnScreen(image: HTMLImageElement): boolean {
  const box = image.getBoundingClientRect();
  return box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth;
}

/** The pictures the page is loading now: every eager one, and the lazy ones on the screen. */
function imagesComing(): HTMLImageElement[] {
  return [...document.images].filter(
    (image) => !image.complete && (image.loading !== 'lazy' || isOnScreen(image)),
  );
}

function settleAfterImages() {
  const coming = imagesComing();
  if (coming.length === 0) {
    settle();
    return;
  }
  let left = coming.length;
  const onImageDone = () => {
    left -= 1;
    if (left === 0) whenIdle(settle);
  };
  for (const image of coming) {
    image.addEventListener('load', onImageDone, { once: true });
    image.addEventListener('error', onImageDone, { once: true });
  }
  setTimeout(settle, imageWaitMilliseconds);
}

if (!isSettled) {
  const afterLoad = () => whenIdle(settleAfterImages);
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
