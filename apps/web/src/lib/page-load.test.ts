import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * A picture of the page as page-load.ts reads it: `decode()` settles when it is loaded and
 * decoded (`finish`), or at once for one already in.
 */
class FakeImage {
  complete = false;
  private readonly outcome: Promise<void>;
  private end: (outcome: 'load' | 'error') => void = () => undefined;
  constructor(
    readonly loading: 'eager' | 'lazy' = 'eager',
    /** Where it is from the top of the screen, which is 800 px high. */
    private readonly top = 0,
  ) {
    this.outcome = new Promise<void>((resolve, reject) => {
      this.end = (outcome) => (outcome === 'load' ? resolve() : reject(new Error('EncodingError')));
    });
  }
  finish(outcome: 'load' | 'error' = 'load') {
    this.complete = true;
    this.end(outcome);
  }
  decode(): Promise<void> {
    return this.outcome;
  }
  getBoundingClientRect() {
    return { top: this.top, bottom: this.top + 100, left: 0, right: 300 };
  }
}

/**
 * page-load.ts, loaded anew on a page whose load event has fired. No requestIdleCallback (as
 * in Safari: 50 ms) and no requestAnimationFrame (a frame: 16 ms) here.
 */
async function loadOnPage(images: FakeImage[]) {
  vi.stubGlobal('window', Object.assign(new EventTarget(), { innerWidth: 400, innerHeight: 800 }));
  vi.stubGlobal('document', { readyState: 'complete', images });
  vi.resetModules();
  return import('./page-load.ts');
}

/** The idle moment after the load, a frame, and the idle moment after it. */
const idleFrameIdle = 50 + 16 + 50;

describe('page settled', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("waits for the first screen's pictures to be decoded, then a frame and an idle moment", async () => {
    const picture = new FakeImage();
    const lazyOnScreen = new FakeImage('lazy', 300);
    const alreadyIn = new FakeImage();
    alreadyIn.finish();
    // Never asked for: below the screen and lazy.
    const lazyBelow = new FakeImage('lazy', 2000);
    const { isPageSettled, whenPageSettled } = await loadOnPage([
      picture,
      lazyOnScreen,
      alreadyIn,
      lazyBelow,
    ]);
    const settled = vi.fn();
    whenPageSettled(settled);

    await vi.advanceTimersByTimeAsync(500);
    expect(isPageSettled()).toBe(false);

    picture.finish();
    await vi.advanceTimersByTimeAsync(500);
    expect(settled).not.toHaveBeenCalled();

    lazyOnScreen.finish();
    await vi.advanceTimersByTimeAsync(16 + 50 - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledTimes(1);
    expect(isPageSettled()).toBe(true);
  });

  it('counts a picture that failed as done', async () => {
    const broken = new FakeImage();
    const { isPageSettled } = await loadOnPage([broken]);
    await vi.advanceTimersByTimeAsync(100);
    broken.finish('error');
    await vi.advanceTimersByTimeAsync(16 + 50);
    expect(isPageSettled()).toBe(true);
  });

  it('does not wait more than 3 s for a picture that hangs', async () => {
    const { isPageSettled, whenPageSettled } = await loadOnPage([new FakeImage()]);
    const settled = vi.fn();
    whenPageSettled(settled);
    await vi.advanceTimersByTimeAsync(50 + 2900);
    expect(isPageSettled()).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(isPageSettled()).toBe(true);
    expect(settled).toHaveBeenCalledTimes(1);
  });

  it('settles after a frame and an idle moment when the first screen has no picture', async () => {
    const { isPageSettled } = await loadOnPage([]);
    await vi.advanceTimersByTimeAsync(idleFrameIdle - 1);
    expect(isPageSettled()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(isPageSettled()).toBe(true);
  });
});
