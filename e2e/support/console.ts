/**
 * Console errors a test does not expect fail it. Chromium logs every 4xx answer as
 * "Failed to load resource: ... status of 4xx"; those are the product's normal answers
 * (signed out, wrong password), so only they are let through. A 5xx still fails.
 */
export function unexpectedConsoleErrors(consoleErrors: string[]): string[] {
  return consoleErrors.filter(
    (message) => !/Failed to load resource: the server responded with a status of 4\d\d/.test(message),
  );
}
