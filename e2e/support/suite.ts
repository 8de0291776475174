import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser.ts';
import { type RunningServer, startServer } from './server.ts';

/**
 * One real server (throw-away data directory) and one Chromium for a test file, started
 * before its tests and stopped after them. Read `server` and `browser` inside tests.
 */
export function useServerAndBrowser(options: { afterStop?: () => void } = {}) {
  const suite = {} as { server: RunningServer; browser: Browser };
  beforeAll(async () => {
    suite.server = await startServer();
    suite.browser = await launchBrowser();
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.server?.stop();
    options.afterStop?.();
  });
  return suite;
}
