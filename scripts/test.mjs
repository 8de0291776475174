#!/usr/bin/env node
// `npm test`: the type check, lint, unit and API tests, the web build with its bundle budget,
// and the browser tests, in that order, stopping at the first that fails. It ends with one
// table of each phase's time and the slowest tests of each runner, so that a change that
// makes the suite slower is seen the day it lands (README, Tests).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { constants, setPriority } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const timingsDir = join(root, 'test-timings');
const vitestReport = join(timingsDir, 'vitest.json');
const e2eReport = join(timingsDir, 'e2e.json');

const phases = [
  // The type check reads only the sources, so it runs beside lint and the unit and API tests
  // (`beside`), at a lower priority: those tests wait on child servers and databases often
  // enough to leave a core idle, and tsc fills it (about 40 s saved on the 2-core machine).
  // Its result is awaited before the build: a type error still stops the run before the
  // browser tests, once the unit and API tests are done.
  { name: 'type check', command: 'node scripts/typecheck.mjs', beside: true, lowPriority: true },
  { name: 'lint', command: 'npx biome check --error-on-warnings .' },
  // test/timings-reporter.ts writes each test's time here, beside the default reporter.
  {
    name: 'unit and API',
    command: 'npx vitest run --reporter=default --reporter=./test/timings-reporter.ts',
    env: { VITEST_TIMINGS_FILE: vitestReport },
  },
  { name: 'build', command: 'npm run build -w apps/web && node scripts/check-bundle-size.mjs' },
  // The summary reporter (e2e/support/summary-reporter.ts) writes each test's time here.
  { name: 'browser', command: 'npm test -w e2e', env: { E2E_TIMINGS_FILE: e2eReport } },
];

function run(command, env, { lowPriority = false } = {}) {
  return new Promise((resolve) => {
    // Lowered at once, before the command (which the shell execs in its own place) starts
    // anything: what it starts (each tsc) inherits the lower priority.
    const child = spawn(command, {
      cwd: root,
      shell: true,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    if (lowPriority && child.pid !== undefined) {
      try {
        setPriority(child.pid, constants.priority.PRIORITY_BELOW_NORMAL);
      } catch {
        // Not allowed here: it runs at the normal priority, which is only slower.
      }
    }
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const seconds = (milliseconds) => `${(milliseconds / 1000).toFixed(1)} s`;
const minutes = (milliseconds) =>
  `${Math.floor(milliseconds / 60_000)} min ${Math.round((milliseconds % 60_000) / 1000)} s`;

rmSync(timingsDir, { recursive: true, force: true });
mkdirSync(timingsDir, { recursive: true });

const startedAt = Date.now();
const results = [];
let exitCode = 0;
// Phases that run beside the next ones: started now, awaited before the build.
const besides = phases
  .filter((phase) => phase.beside)
  .map((phase) => {
    console.info(`\n=== ${phase.name} (beside the next phases): ${phase.command}\n`);
    const phaseStartedAt = Date.now();
    return run(phase.command, phase.env, phase).then((code) => ({
      name: phase.name,
      milliseconds: Date.now() - phaseStartedAt,
      passed: code === 0,
    }));
  });
for (const phase of phases.filter((each) => !each.beside)) {
  if (phase.name === 'build') {
    for (const result of await Promise.all(besides)) {
      results.push(result);
      if (!result.passed) exitCode = 1;
    }
    if (exitCode !== 0) break;
  }
  console.info(`\n=== ${phase.name}: ${phase.command}\n`);
  const phaseStartedAt = Date.now();
  exitCode = await run(phase.command, phase.env);
  results.push({ name: phase.name, milliseconds: Date.now() - phaseStartedAt, passed: exitCode === 0 });
  if (exitCode !== 0) break;
}
// A phase that failed before the build: the beside ones' results too, when they are in.
if (exitCode !== 0 && results.length < phases.length) {
  for (const result of await Promise.all(besides)) if (!results.includes(result)) results.push(result);
}
const totalMilliseconds = Date.now() - startedAt;

/** Each test of a runner's timings file as `{ title, milliseconds, passed }`. */
function readTimings(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : [];
}
function counts(tests) {
  return {
    passed: tests.filter((test) => test.passed !== false).length,
    failed: tests.filter((test) => test.passed === false).length,
  };
}
function slowest(tests) {
  return [...tests]
    .sort((a, b) => b.milliseconds - a.milliseconds)
    .slice(0, 10)
    .map((test) => `  ${seconds(test.milliseconds).padStart(8)}  ${test.title}`);
}

const unitTests = readTimings(vitestReport);
const browserTests = readTimings(e2eReport);
const lines = [
  '',
  '=== npm test: where the time went',
  '',
  ...results.map(
    (result) =>
      `  ${result.name.padEnd(14)} ${seconds(result.milliseconds).padStart(9)}  ${result.passed ? 'passed' : 'FAILED'}`,
  ),
  ...phases
    .filter((phase) => !results.some((result) => result.name === phase.name))
    .map((phase) => `  ${phase.name.padEnd(14)} ${'-'.padStart(9)}  not run`),
  `  ${'total'.padEnd(14)} ${seconds(totalMilliseconds).padStart(9)}  (${minutes(totalMilliseconds)})`,
];
if (unitTests.length > 0) lines.push('', 'Ten slowest unit and API tests:', ...slowest(unitTests));
if (browserTests.length > 0) lines.push('', 'Ten slowest browser tests:', ...slowest(browserTests));
const unit = counts(unitTests);
const browser = counts(browserTests);
lines.push('');
// One plain closing line over both runners (vitest's and Playwright's own lines are above).
if (unitTests.length + browserTests.length > 0) {
  lines.push(`tests: ${unit.passed + browser.passed} passed, ${unit.failed + browser.failed} failed`);
}
console.info(lines.join('\n'));
process.exit(exitCode);
