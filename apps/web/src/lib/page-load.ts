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
 * are asked for then, and the load event does not wait for them; nor is a loaded picture on
 * the screen yet (it is decoded, then painted in a later frame). So the first idle moment
 * after the load (the render is done by then) takes the first screen's pictures (the eager
 * ones, and the lazy ones on the screen, which the browser asks for as it lays the page out),
 * waits until each is decoded or has failed, then for the next frame and an idle moment: at
 * most `imageWaitMilliseconds` from that look, so a picture that hangs holds nothing back.
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

/** After the next frame has been painted: a task queued from the frame's own callback. */
function afterNextPaint(callback: () => void) {
  if ('requestAnimationFrame' in window) window.requestAnimationFrame(() => setTimeout(callback, 0));
  else setTimeout(callback, 16);
}

/** Whether a lazy picture is on the screen. */
function isOnScreen(image: HTMLImageElement): boolean {
  const box = image.getBoundingClientRect();
  return box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth;
}

/** The pictures of the first screen: every eager one, and the lazy ones on the screen. */
function firstScreenImages(): HTMLImageElement[] {
  return [...document.images].filter((image) => image.loading !== 'lazy' || isOnScreen(image));
}

function settleAfterFirstScreen() {
  const decoded = firstScreenImages().map((image) => image.decode().catch(() => undefined));
  void Promise.all(decoded).then(() => afterNextPaint(() => whenIdle(settle)));
  setTimeout(settle, imageWaitMilliseconds);
}

if (!isSettled) {
  const afterLoad = () => whenIdle(settleAfterFirstScreen);
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
