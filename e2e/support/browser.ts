import { existsSync } from 'node:fs';

function firstExisting(candidates: Array<string | undefined>, missing: string): string {
  const found = candidates.find((candidate) => candidate && existsSync(candidate));
  if (!found) throw new Error(missing);
  return found;
}

/**
 * Debian's Chromium (`.ci/run` installs it), or CHROMIUM_PATH: nothing downloads a browser.
 * The whole browser, for what measures a page as a visitor's Chrome loads it (Lighthouse).
 */
export function chromiumPath(): string {
  return firstExisting(
    [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'],
    'Chromium not found: install the chromium package or set CHROMIUM_PATH',
  );
}

/**
 * The browser of the end-to-end tests: Debian's `chromium-headless-shell` (`.ci/run` installs
 * it), the same Chromium (Blink, V8, the network stack) built without the desktop browser
 * around it, which is what Playwright itself runs headless tests in. The whole browser in
 * its headless mode took 15-20% more CPU and time on the same tests (decision 062); it is
 * the fallback where the shell is not installed. CHROMIUM_PATH names another one.
 */
export function testBrowserPath(): string {
  return firstExisting(
    [
      process.env.CHROMIUM_PATH,
      '/usr/bin/chromium-headless-shell',
      '/usr/bin/chromium',
      '/usr/bin/chromium-browser',
    ],
    'Chromium not found: install the chromium-headless-shell (or chromium) package or set CHROMIUM_PATH',
  );
}

/** The machine has no network but loopback: stop Chromium's background calls home. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export const desktopViewport = { width: 1280, height: 800 };
export const phoneViewport = { width: 390, height: 844 };
