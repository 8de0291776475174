import type { BrowserContext } from '@playwright/test';

/**
 * Chromium logs every 4xx answer as "Failed to load resource: ... status of 4xx"; those are
 * the product's normal answers (signed out, wrong password), so they never fail a test.
 * A 5xx still does.
 */
const browserLineForA4xx = /^Failed to load resource: the server responded with a status of 4\d\d/;

/**
 * What went wrong in a browser context (Epic Stack: any console.error fails a test): console
 * errors, uncaught exceptions, same-origin requests that failed on the network and same-origin
 * 5xx answers. A test declares the ones it expects with `expect(pattern)`.
 */
export class PageProblems {
  private readonly seen: string[] = [];
  private readonly expected: RegExp[] = [];

  constructor(context: BrowserContext, baseURL: string) {
    const origin = new URL(baseURL).origin;
    const sameOrigin = (url: string) => new URL(url).origin === origin;
    context.on('console', (message) => {
      if (message.type() !== 'error' || browserLineForA4xx.test(message.text())) return;
      this.seen.push(`console error: ${message.text()} (${message.location().url})`);
    });
    context.on('weberror', (error) => this.seen.push(`uncaught: ${error.error().message}`));
    context.on('requestfailed', (request) => {
      const failure = request.failure()?.errorText ?? 'failed';
      // A navigation cancels the page's requests still in flight: not an error of the page.
      if (!sameOrigin(request.url()) || failure === 'net::ERR_ABORTED') return;
      this.seen.push(`request failed: ${request.method()} ${request.url()} ${failure}`);
    });
    context.on('response', (response) => {
      if (response.status() < 500 || !sameOrigin(response.url())) return;
      this.seen.push(`answer ${response.status()}: ${response.request().method()} ${response.url()}`);
    });
  }

  /** Declares problems this test expects: lines matching `pattern` no longer fail it. */
  expect(pattern: RegExp): void {
    this.expected.push(pattern);
  }

  /** Everything seen so far that no `expect` declared. */
  unexpected(): string[] {
    return this.seen.filter((line) => !this.expected.some((pattern) => pattern.test(line)));
  }
}
