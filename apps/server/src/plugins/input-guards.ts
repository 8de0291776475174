import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.ts';

export const nulCharacterMessage = 'Text must not contain NUL characters.';
/** Deeper than any of our forms' bodies (the deepest is a few levels) by far. */
export const maximumInputDepth = 64;
export const tooDeepMessage = `The request is nested too deeply (more than ${maximumInputDepth} levels).`;

/** A place in the input: its key and its parent's place, so that no path is copied per level. */
interface Place {
  key: string;
  parent: Place | null;
}

const pathOf = (place: Place | null): string => {
  const keys: string[] = [];
  for (let current = place; current; current = current.parent) keys.push(current.key);
  return keys.reverse().join('.') || 'body';
};

export type InputProblem = { kind: 'nul-character'; path: string } | { kind: 'too-deep' };

/**
 * The first problem of an input, walking it depth first without recursion (a body of
 * thousands of nested arrays would overflow the stack of a recursive walk, a 500, and keep
 * the event loop busy meanwhile): a string holding a NUL character (its path, `notes`,
 * `items.2.name`), or nesting past `maximumInputDepth`, which stops the walk at once.
 */
export function findInputProblem(input: unknown): InputProblem | null {
  const stack: Array<{ value: unknown; place: Place | null; depth: number }> = [
    { value: input, place: null, depth: 0 },
  ];
  while (stack.length > 0) {
    const { value, place, depth } = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return { kind: 'nul-character', path: pathOf(place) };
      continue;
    }
    if (!value || typeof value !== 'object') continue;
    if (depth >= maximumInputDepth) return { kind: 'too-deep' };
    const entries = Array.isArray(value)
      ? value.map((item, index) => [String(index), item] as const)
      : Object.entries(value);
    // Pushed last to first, so that they are looked at first to last; a key before its value.
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [key, item] = entries[index]!;
      const childPlace = { key, parent: place };
      stack.push({ value: item, place: childPlace, depth: depth + 1 });
      if (!Array.isArray(value)) stack.push({ value: key, place: childPlace, depth: depth + 1 });
    }
  }
  return null;
}

/**
 * Runs before validation and before any SQL, on the path parameters, the query and the body:
 * - PostgreSQL cannot store a NUL character in text (it fails the statement, a 500), and no
 *   legitimate input has one: 400 naming the field.
 * - Input nested deeper than `maximumInputDepth` levels: 400, before any other walk of it
 *   (validation, sanitising) could recurse through it.
 */
export function registerInputGuards(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const problem =
      findInputProblem(request.params) ?? findInputProblem(request.query) ?? findInputProblem(request.body);
    if (!problem) return;
    if (problem.kind === 'too-deep') throw new AppError('VALIDATION_FAILED', tooDeepMessage);
    throw new AppError('VALIDATION_FAILED', nulCharacterMessage, { [problem.path]: nulCharacterMessage });
  });
}
