import { expect, test } from '../support/fixtures.ts';

/**
 * The page every test gets records console errors and uncaught exceptions (any a test did not
 * declare fail it afterwards), but not the browser's own lines for 4xx answers.
 */

test.describe('the page guard', { tag: '@desktop' }, () => {
  test('records console errors and uncaught exceptions, never the browser lines for 4xx answers', async ({
    page,
    pageProblems,
  }) => {
    await page.goto('/auth/login');
    // Signed out, a member endpoint answers 401, which Chromium logs as "Failed to load resource".
    expect(await page.evaluate(async () => (await fetch('/api/home')).status)).toBe(401);
    await page.evaluate(() => {
      console.error('an undeclared error');
      setTimeout(() => {
        throw new Error('an uncaught error');
      });
    });
    await expect
      .poll(() => pageProblems.unexpected())
      .toEqual([expect.stringMatching(/^console error: an undeclared error/), 'uncaught: an uncaught error']);

    // Declared, they no longer fail the test.
    pageProblems.expect(/an undeclared error|an uncaught error/);
    expect(pageProblems.unexpected()).toEqual([]);
  });
});
