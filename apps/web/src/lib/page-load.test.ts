import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A picture of the page as page-load.ts reads it: loading until `finish`, then complete. */
class FakeImage extends EventTarget {
  complete = false;
  constructor(
    readonly loading: 'eager' | 'lazy' = 'eager',
    /** Where it is from the top of the screen, which is 800 px high. */
    private readonly top = 0,
  ) {
    super();
  }
  getBoundingClientRect() {
    return { top: this.top, bottom: this.top + 100, left: 0, right: 300 };
  }
  finish(outcome: 'load' | 'error' = 'load') {
    this.complete = true;
    this.dispatchEvent(new Event(outcome));
  }
}

/** page-load.ts, loaded anew on a page whose load event has fired (no requestIdleCallback, as in Safari). */
async function loadOnPage(images: FakeImage[]) {
  vi.stubGlobal('window', Object.assign(new EventTarget(), { innerWidth: 400, innerHeight: 800 }));
  vi.stubGlobal('document', { readyState: 'complete', images });
  vi.resetModules();
  return import('./page-load.ts');
}

describe('page settled', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits for the pictures the first screen is loading, then an idle moment', async () => {
    const picture = new FakeImage();
    const lazyOnScreen = new FakeImage('lazy', 300);
    const loaded = new FakeImage();
    loaded.complete = true;
    const lazyBelow = new FakeImage('lazy', 2000);
    const { isPageSettled, whenPageSettled } = await loadOnPage([picture, lazyOnScreen, loaded, lazyBelow]);
    const settled = vi.fn();
    whenPageSettled(settled);

    await vi.advanceTimersByTimeAsync(500);
    expect(isPageSettled()).toBe(false);
    expect(settled).not.toHaveBeenCalled();

    picture.finish();
    await vi.advanceTimersByTimeAsync(100);
    expect(settled).not.toHaveBeenCalled();
    // The lazy picture on the screen is waited for; the one below it is never asked for.
    lazyOnScreen.finish();
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(50);
    expect(settled).toHaveBeenCalledTimes(1);
    expect(isPageSettled()).toBe(true);
  });

  it('counts a picture that failed as done', async () => {
    const broken = new FakeImage();
    const { isPageSettled } = await loadOnPage([broken]);
    await vi.advanceTimersByTimeAsync(100);
    broken.finish('error');
    await vi.advanceTimersByTimeAsync(50);
    expect(isPageSettled()).toBe(true);
  });

  it('does not wait more than 3 s for a picture that hangs', async () => {
    const { isPageSettled, whenPageSettled } = await loadOnPage([new FakeImage()]);
    const settled = vi.fn();
    whenPageSettled(settled);
    await vi.advanceTimersByTimeAsync(2900);
    expect(isPageSettled()).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(isPageSettled()).toBe(true);
    expect(settled).toHaveBeenCalledTimes(1);
  });

  it('settles an idle moment after the load when no picture is coming', async () => {
    const { isPageSettled } = await loadOnPage([]);
    expect(isPageSettled()).toBe(false);
    await vi.advanceTimersByTimeAsync(50);
    expect(isPageSettled()).toBe(true);
  });
});
