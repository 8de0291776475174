import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The browser's EventSource, as far as the realtime client uses it: a stand-in for the
 * browser API (Node has none), driven by the test as the server would drive the real one.
 */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];

  readonly url: string;
  readyState = FakeEventSource.CONNECTING;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private readonly handlers = new Map<string, Array<(event: MessageEvent<string>) => void>>();

  constructor(url: string) {
    this.url = url;
    FakeEventSource.instances.push(this);
  }

  addEventListener(type: string, handler: (event: MessageEvent<string>) => void) {
    this.handlers.set(type, [...(this.handlers.get(type) ?? []), handler]);
  }

  close() {
    this.readyState = FakeEventSource.CLOSED;
  }

  /** The server sends `id: {id}`, `event: {type}`, `data: {json}`. */
  emit(type: string, id: string, data: unknown) {
    const event = { data: JSON.stringify(data), lastEventId: id } as MessageEvent<string>;
    for (const handler of this.handlers.get(type) ?? []) handler(event);
  }

  /** The server answered an error status: the browser gives up on this stream. */
  fail() {
    this.readyState = FakeEventSource.CLOSED;
    this.onerror?.();
  }
}

async function loadRealtime() {
  vi.resetModules();
  return import('./realtime');
}

const message = { id: 'm1', memberId: 'u1', content: 'Hello', isAdminMessage: true };

describe('the realtime client', () => {
  beforeEach(() => {
    FakeEventSource.instances = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shares one stream between listeners, opened with the first and closed with the last', async () => {
    const { subscribeRealtime } = await loadRealtime();
    const first = subscribeRealtime(() => undefined);
    const second = subscribeRealtime(() => undefined);
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(FakeEventSource.instances[0]!.url).toBe('/api/realtime');

    first();
    expect(FakeEventSource.instances[0]!.readyState).not.toBe(FakeEventSource.CLOSED);
    second();
    expect(FakeEventSource.instances[0]!.readyState).toBe(FakeEventSource.CLOSED);
  });

  it('hands each listener the event with its type and seq', async () => {
    const { subscribeRealtime } = await loadRealtime();
    const received: unknown[] = [];
    subscribeRealtime((event) => received.push(event));
    FakeEventSource.instances[0]!.emit('message', '41', { message });
    expect(received).toEqual([{ type: 'message', seq: 41, message }]);
  });

  it('opens a new stream after the server refused one, asking for what came after the last id', async () => {
    const { subscribeRealtime } = await loadRealtime();
    subscribeRealtime(() => undefined);
    const stream = FakeEventSource.instances[0]!;
    stream.emit('message', '7', { message });
    stream.fail();
    expect(FakeEventSource.instances).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(3000);
    expect(FakeEventSource.instances).toHaveLength(2);
    expect(FakeEventSource.instances[1]!.url).toBe('/api/realtime?after=7');
  });

  it('waits for the page to load before it opens the stream, one for every listener', async () => {
    // A page still loading: the browser's document and window, as far as page-load.ts uses them.
    const page = new EventTarget();
    vi.stubGlobal('document', { readyState: 'loading', images: [] });
    vi.stubGlobal('window', page);
    const { subscribeRealtime } = await loadRealtime();
    const gone = subscribeRealtime(() => undefined);
    gone();
    const unsubscribe = subscribeRealtime(() => undefined);
    subscribeRealtime(() => undefined);
    expect(FakeEventSource.instances).toHaveLength(0);

    vi.stubGlobal('document', { readyState: 'complete', images: [] });
    page.dispatchEvent(new Event('load'));
    // Then a moment for the largest paint (no requestIdleCallback here, as in Safari, nor
    // requestAnimationFrame: an idle moment of 50 ms, a frame of 16 ms, an idle moment).
    expect(FakeEventSource.instances).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(50 + 16 + 50);
    expect(FakeEventSource.instances).toHaveLength(1);
    unsubscribe();
  });

  it('does not reopen once nobody listens', async () => {
    const { subscribeRealtime } = await loadRealtime();
    const unsubscribe = subscribeRealtime(() => undefined);
    FakeEventSource.instances[0]!.fail();
    unsubscribe();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(FakeEventSource.instances).toHaveLength(1);
  });
});
