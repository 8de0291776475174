/**
 * `npm run lighthouse`: Lighthouse (performance and accessibility) on the built web app served
 * by the real server, signed in as the demo member, on Home, the pillars grid and the lesson
 * viewer, with Lighthouse's mobile preset (simulated slow 4G and a 4x slower CPU) and its
 * desktop preset. Prints every run and the range per page and preset, each with Lighthouse's
 * `benchmarkIndex` (its measure of this machine's speed at that moment, higher is faster): the
 * mobile preset's CPU slowdown assumes an index around 1,000 or more, so a low score beside a
 * low index is a busy machine, beside a usual one a regression.
 *
 *   npm run lighthouse -- --runs 3         three runs of each page and preset (default 1)
 *   npm run lighthouse -- --check          exit 1 when a median is under the budget
 *   npm run lighthouse -- --reports <dir>  also write each run's HTML report there
 *   npm run lighthouse -- --only pillars --preset mobile   one page (home, pillars, lesson) and preset
 *
 * The server is the one `npm start` runs (spawn-server.ts: demo data on a throw-away PGlite
 * directory, the same static serving as production); the web app is built first when
 * its build is missing or stale. Chromium is the system's (CHROMIUM_PATH or /usr/bin/chromium).
 * Exits non-zero on a crash, and with --check when a page is under its budget.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags, type Result } from 'lighthouse';
import { type RunningServer, startServer } from '../apps/server/test/spawn-server.ts';
import { chromiumArgs, chromiumPath } from '../e2e/support/browser.ts';

/** Performance budgets of the performance issue (the score out of 100). */
const performanceBudget = { mobile: 90, desktop: 98 } as const;
type Preset = keyof typeof performanceBudget;
const allPresets: Preset[] = ['mobile', 'desktop'];

const memberLogin = { email: 'member@example.com', password: 'demo-pass-123' };
const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '1' },
    check: { type: 'boolean', default: false },
    reports: { type: 'string' },
    only: { type: 'string' },
    preset: { type: 'string' },
  },
});
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a positive whole number');
const presets = allPresets.filter((preset) => !options.preset || preset === options.preset);
if (presets.length === 0) throw new Error(`--preset must be one of ${allPresets.join(', ')}`);

interface Measurement {
  page: string;
  preset: Preset;
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Lighthouse's speed of the machine during the run (`environment.benchmarkIndex`). */
  benchmarkIndex: number;
}

/** The web build, made when it is missing or stale (scripts/build-web.mjs says which). */
function buildWebAppIfMissing() {
  execFileSync(process.execPath, ['scripts/build-web.mjs'], { cwd: repositoryRoot, stdio: 'inherit' });
}

async function signIn(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(memberLogin),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

async function getJson<T>(baseUrl: string, path: string, cookie: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, { headers: { cookie } });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return (await response.json()) as T;
}

/** The pages to measure; the lesson viewer of the first pillar's first key element. */
async function pagesToMeasure(baseUrl: string, cookie: string) {
  const { pillars } = await getJson<{ pillars: Array<{ slug: string }> }>(
    baseUrl,
    '/api/learning/pillars',
    cookie,
  );
  const pillarSlug = pillars[0]?.slug;
  if (!pillarSlug) throw new Error('the demo data has no pillar');
  const { keyElements } = await getJson<{ keyElements: Array<{ slug: string }> }>(
    baseUrl,
    `/api/learning/pillars/${encodeURIComponent(pillarSlug)}`,
    cookie,
  );
  const elementSlug = keyElements[0]?.slug;
  if (!elementSlug) throw new Error(`the pillar ${pillarSlug} has no key element`);
  // The web app's paths (apps/web/src/lib/paths.ts).
  return [
    { name: 'home', path: '/' },
    { name: 'pillars', path: '/pillars-of-agency' },
    {
      name: 'lesson viewer',
      path: `/pillars-of-agency/${encodeURIComponent(pillarSlug)}/${encodeURIComponent(elementSlug)}`,
    },
  ];
}

function measurementOf(result: Result, page: string, preset: Preset): Measurement {
  const score = (category: string) => Math.round((result.categories[category]?.score ?? 0) * 100);
  const value = (audit: string) => result.audits[audit]?.numericValue ?? Number.NaN;
  return {
    page,
    preset,
    performance: score('performance'),
    accessibility: score('accessibility'),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    benchmarkIndex: Math.round(result.environment.benchmarkIndex),
  };
}

const seconds = (milliseconds: number) => `${(milliseconds / 1000).toFixed(2)} s`;
const range = (values: number[], format: (value: number) => string = String) => {
  const low = format(Math.min(...values));
  const high = format(Math.max(...values));
  return low === high ? low : `${low} to ${high}`;
};
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  buildWebAppIfMissing();
  let server: RunningServer | undefined;
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    server = await startServer();
    const cookie = await signIn(server.url);
    const pages = (await pagesToMeasure(server.url, cookie)).filter(
      (page) => !options.only || page.name.startsWith(options.only),
    );
    if (pages.length === 0) throw new Error('--only must be home, pillars or lesson');
    // Warm the server (first requests compile code paths and fill caches), as a user would find it.
    for (const page of pages) await fetch(`${server.url}${page.path}`, { headers: { cookie } });

    chrome = await chromeLauncher.launch({
      chromePath: chromiumPath(),
      chromeFlags: ['--headless=new', ...chromiumArgs],
      logLevel: 'silent',
    });
    if (options.reports) mkdirSync(options.reports, { recursive: true });

    const measurements: Measurement[] = [];
    let failedRuns = 0;
    for (const preset of presets) {
      for (const page of pages) {
        for (let run = 1; run <= runs; run += 1) {
          const flags: Flags = {
            port: chrome.port,
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility'],
            extraHeaders: { Cookie: cookie },
            output: options.reports ? 'html' : 'json',
          };
          const runnerResult = await lighthouse(
            `${server.url}${page.path}`,
            flags,
            preset === 'desktop' ? desktopConfig : undefined,
          );
          if (!runnerResult) throw new Error(`Lighthouse returned nothing for ${page.name} (${preset})`);
          const { runtimeError } = runnerResult.lhr;
          if (runtimeError) {
            // A run Lighthouse could not measure (the page did not load): say so and go on.
            console.error(
              `${page.name} (${preset}, run ${run}): ${runtimeError.code} ${runtimeError.message}`,
            );
            failedRuns += 1;
            continue;
          }
          const measurement = measurementOf(runnerResult.lhr, page.name, preset);
          measurements.push(measurement);
          console.info(
            `${page.name} (${preset}, run ${run}): performance ${measurement.performance}, accessibility ${measurement.accessibility},` +
              ` LCP ${seconds(measurement.lcp)}, TBT ${Math.round(measurement.tbt)} ms, benchmarkIndex ${measurement.benchmarkIndex}`,
          );
          if (options.reports) {
            const fileName = `${page.name.replaceAll(' ', '-')}-${preset}-${run}.html`;
            writeFileSync(join(options.reports, fileName), String(runnerResult.report));
          }
        }
      }
    }

    const rows = presets.flatMap((preset) =>
      pages.flatMap((page) => {
        const group = measurements.filter((entry) => entry.page === page.name && entry.preset === preset);
        if (group.length === 0) return [];
        const pick = (key: keyof Omit<Measurement, 'page' | 'preset'>) => group.map((entry) => entry[key]);
        return {
          page: page.name,
          preset,
          performance: range(pick('performance')),
          accessibility: range(pick('accessibility')),
          FCP: range(pick('fcp'), seconds),
          LCP: range(pick('lcp'), seconds),
          TBT: range(pick('tbt'), (value) => `${Math.round(value)} ms`),
          CLS: range(pick('cls'), (value) => value.toFixed(3)),
          benchmarkIndex: range(pick('benchmarkIndex')),
          medianPerformance: median(pick('performance')),
        };
      }),
    );
    console.info(`\n${server.url}, ${runs} run(s) per page and preset:`);
    console.table(rows.map(({ medianPerformance: _, ...row }) => row));

    if (failedRuns > 0) {
      console.error(`${failedRuns} run(s) could not be measured; the server's last lines:`);
      console.error(server.output().split('\n').slice(-20).join('\n'));
      process.exitCode = 1;
    }
    if (options.check) {
      const failing = rows.filter((row) => row.medianPerformance < performanceBudget[row.preset]);
      for (const row of failing) {
        console.error(
          `${row.page} (${row.preset}): performance ${row.medianPerformance}, budget ${performanceBudget[row.preset]}`,
        );
      }
      if (failing.length > 0) process.exitCode = 1;
    }
  } finally {
    chrome?.kill();
    await server?.stop();
  }
}

await main();
