import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.ts';

export const nulCharacterMessage = 'Text must not contain NUL characters.';

/** The path (`notes`, `items.2.name`) of the first string holding a NUL character, if any. */
export function findNulCharacter(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || 'body' : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findNulCharacter(item, [...path, String(index)]);
      if (found !== null) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = findNulCharacter(key, [...path, key]) ?? findNulCharacter(item, [...path, key]);
      if (found !== null) return found;
    }
  }
  return null;
}

/**
 * PostgreSQL cannot store a NUL character in text (it fails the statement, a 500 before
 * this guard), and no legitimate input has one: any NUL in a path parameter, the query or
 * the body answers 400 naming the field, before validation and before any SQL.
 */
export function registerInputGuards(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const found =
      findNulCharacter(request.params) ?? findNulCharacter(request.query) ?? findNulCharacter(request.body);
    if (found !== null)
      throw new AppError('VALIDATION_FAILED', nulCharacterMessage, { [found]: nulCharacterMessage });
  });
}
