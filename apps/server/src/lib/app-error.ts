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

/** PostgreSQL error code of a failed statement, if it is one (unique_violation is 23505). */
export function postgresErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The constraint and table a failed statement names (logged with a constraint violation). */
export function postgresErrorDetail(error: unknown): { constraint?: string; table?: string } {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth += 1) {
    const { constraint, table } = current as { constraint?: unknown; table?: unknown };
    if (typeof constraint === 'string' || typeof table === 'string') {
      return {
        constraint: typeof constraint === 'string' ? constraint : undefined,
        table: typeof table === 'string' ? table : undefined,
      };
    }
    current = (current as { cause?: unknown }).cause;
  }
  return {};
}
