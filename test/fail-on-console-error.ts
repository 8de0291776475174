import { afterEach, beforeEach, expect, vi } from 'vitest';

/**
 * A test that makes the code under test call console.error fails (Epic Stack's rule): an
 * error nobody expected is a defect even when the assertions pass.
 */
let consoleErrors: unknown[][] = [];

beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  expect(consoleErrors, 'console.error was called').toEqual([]);
});
