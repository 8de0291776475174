import type { ErrorCode } from '@pillars/shared/errors';

/** The one error type services throw; the error handler maps `code` to an HTTP status. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', message);
export const validationFailed = (message: string, fields?: Record<string, string>) =>
  new AppError('VALIDATION_FAILED', message, fields);

/**
 * A 429 from one of our limits (lib/rate-limiter.ts): the message says when to try again, and
 * the error handler sends the same wait as `Retry-After` (seconds).
 */
export class RateLimitedError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('RATE_LIMITED', message);
    this.name = 'RateLimitedError';
  }
}
