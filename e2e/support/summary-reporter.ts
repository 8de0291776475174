import type { Reporter, TestCase } from '@playwright/test/reporter';

/**
 * One plain closing line, "e2e: N passed, N failed, N skipped", after the list reporter's
 * own summary. An expected failure (`test.fail()`) that failed counts as passed.
 */
export default class SummaryReporter implements Reporter {
  private readonly outcomes = new Map<TestCase, ReturnType<TestCase['outcome']>>();

  onTestEnd(test: TestCase): void {
    this.outcomes.set(test, test.outcome());
  }

  onEnd(): void {
    const count = (...outcomes: string[]) =>
      [...this.outcomes.values()].filter((outcome) => outcomes.includes(outcome)).length;
    const passed = count('expected');
    const failed = count('unexpected', 'flaky');
    const skipped = count('skipped');
    console.info(`\ne2e: ${passed} passed, ${failed} failed, ${skipped} skipped`);
  }

  printsToStdio(): boolean {
    return true;
  }
}
