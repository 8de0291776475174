import { existsSync } from 'node:fs';

/** Debian's Chromium (`.ci/run` installs it), or CHROMIUM_PATH: nothing downloads a browser. */
export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    Boolean,
  );
  const found = candidates.find((candidate) => existsSync(candidate!));
  if (!found) throw new Error('Chromium not found: install the chromium package or set CHROMIUM_PATH');
  return found!;
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
