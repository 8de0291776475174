/**
 * The date-sensitive API test files run once more under fixed "todays" (issue 54; the
 * `api-dates-*` projects of vitest.config.ts): a test that picks dates from today (a week to
 * book in, a due date, a weekly digest's week) must pass on any day of the year, and a
 * collision that happens in one week of the year (two tests picking the same slot) or on one
 * day (31 December, 29 February, a daylight-saving change) fails on every run instead.
 *
 * `TEST_TODAY` (an ISO instant) moves the process's clock: `Date.now()` and `new Date()` start
 * at that instant when the file starts and run on in real time. Everything that reads the
 * JavaScript clock follows it: the services' `ctx.now`, better-auth's sessions, the tests'
 * own date arithmetic, and PGlite, whose `now()` is read from `Date.now()` inside the
 * WebAssembly build. So these projects run on PGlite only (PostgreSQL's `now()` is its own).
 * A test's own fake timers (`vi.useFakeTimers`) capture this clock as the real one and give it
 * back with `vi.useRealTimers()`.
 */
const today = process.env.TEST_TODAY;
const realDateKey = Symbol.for('pillars.realDate');
type GlobalWithRealDate = typeof globalThis & { [realDateKey]?: DateConstructor };

if (today) {
  const target = Date.parse(today);
  if (Number.isNaN(target)) throw new Error(`TEST_TODAY is not an instant: ${today}`);
  const holder = globalThis as GlobalWithRealDate;
  // The files of a worker share its globals (isolate: false): shift from the real clock once
  // per file, never from a clock this file already shifted.
  const RealDate = holder[realDateKey] ?? Date;
  holder[realDateKey] = RealDate;
  const offset = target - RealDate.now();

  class ShiftedDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...(args as [string | number | Date]));
    }

    static override now(): number {
      return RealDate.now() + offset;
    }
  }
  globalThis.Date = ShiftedDate as DateConstructor;
}
