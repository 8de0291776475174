import { type AppError, validationFailed } from '../../lib/app-error.ts';

/* What the superadmin's pillar, key element and lesson writes share. */

/** Optional texts arrive as '' and are kept as null. */
export const nullIfEmpty = (value: string): string | null => (value === '' ? null : value);

/**
 * A slug another row has. A concurrent save that takes the slug after the check fails the
 * unique key, and the error handler answers it with the same message (lib/database-errors.ts).
 */
export function slugTaken(message: string): AppError {
  return validationFailed(message, { slug: message });
}
