import { writeFileSync } from 'node:fs';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * One plain closing line, "e2e: N passed, N failed, N skipped", after the list reporter's
 * own summary. An expected failure (`test.fail()`) that failed counts as passed. Where
 * E2E_TIMINGS_FILE is set (`npm test`, scripts/test.mjs), each test's time goes there as
 * JSON, for the run's table of the slowest tests.
 */
export default class SummaryReporter implements Reporter {
  private readonly outcomes = new Map<TestCase, ReturnType<TestCase['outcome']>>();
  private readonly durations = new Map<TestCase, number>();

  onTestEnd(test: TestCase, result: TestResult): void {
    this.outcomes.set(test, test.outcome());
    this.durations.set(test, (this.durations.get(test) ?? 0) + result.duration);
  }

  onEnd(): void {
    const count = (...outcomes: string[]) =>
      [...this.outcomes.values()].filter((outcome) => outcomes.includes(outcome)).length;
    const passed = count('expected');
    const failed = count('unexpected', 'flaky');
    const skipped = count('skipped');
    console.info(`\ne2e: ${passed} passed, ${failed} failed, ${skipped} skipped`);

    const timingsFile = process.env.E2E_TIMINGS_FILE;
    if (!timingsFile) return;
    const timings = [...this.outcomes]
      .filter(([, outcome]) => outcome !== 'skipped')
      .map(([test, outcome]) => ({
        // [project] file › describe › title
        title: `[${test.parent.project()?.name}] ${test.titlePath().slice(2).join(' › ')}`,
        milliseconds: this.durations.get(test) ?? 0,
        passed: outcome === 'expected',
      }));
    writeFileSync(timingsFile, JSON.stringify(timings));
  }

  printsToStdio(): boolean {
    return true;
  }
}
