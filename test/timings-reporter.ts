import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/**
 * Writes each test's time, with its project (the API tests run twice, on PGlite and on
 * PostgreSQL), to VITEST_TIMINGS_FILE for `npm test`'s table of the slowest tests
 * (scripts/test.mjs). Beside the default reporter, which prints the run as usual.
 */
export default class TimingsReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const timingsFile = process.env.VITEST_TIMINGS_FILE;
    if (!timingsFile) return;
    const timings = testModules.flatMap((testModule) =>
      [...testModule.children.allTests()]
        .filter((testCase) => ['passed', 'failed'].includes(testCase.result().state))
        .map((testCase) => ({
          title: `[${testModule.project.name}] ${relative(process.cwd(), testModule.moduleId)} › ${testCase.fullName}`,
          milliseconds: testCase.diagnostic()?.duration ?? 0,
          passed: testCase.result().state === 'passed',
        })),
    );
    writeFileSync(timingsFile, JSON.stringify(timings));
  }
}
