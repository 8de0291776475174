import { existsSync } from 'node:fs';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

/** Debian's Chromium (`.ci/run` installs it), or CHROMIUM_PATH. */
export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    Boolean,
  );
  const found = candidates.find((candidate) => existsSync(candidate!));
  if (!found) throw new Error('Chromium not found: install the chromium package or set CHROMIUM_PATH');
  return found!;
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    // The machine has no network but loopback: stop Chromium's background calls home.
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

export const phoneViewport = { width: 390, height: 844 };
export const desktopViewport = { width: 1280, height: 800 };

/**
 * A page whose console errors and failed same-origin requests fail the test (Epic Stack:
 * any console.error fails a test), except the ones a test says it expects.
 */
export async function newPage(
  browser: Browser,
  baseURL: string,
  options: { viewport?: { width: number; height: number } } = {},
): Promise<{ context: BrowserContext; page: Page; consoleErrors: string[] }> {
  const context = await browser.newContext({ baseURL, viewport: options.viewport ?? desktopViewport });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  return { context, page, consoleErrors };
}
