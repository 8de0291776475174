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
