import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.ts';

export const nulCharacterMessage = 'Text must not contain NUL characters.';
/** Deeper than any of our forms' bodies (the deepest is a few levels) by far. */
export const maximumInputDepth = 64;
export const tooDeepMessage = `The request is nested too deeply (more than ${maximumInputDepth} levels).`;

/**
 * One container on the walk's path: its keys (an object's, taken once; an array has none:
 * its indexes are counted, so that a flat array of 349,000 items costs no key, entry or
 * frame per item) and the position of the child being looked at.
 */
interface Frame {
  container: object;
  keys: string[] | null;
  position: number;
  /** Whether the current object key's own text was checked (a key before its value). */
  keyChecked: boolean;
}

/** The path of the child being looked at, from the frames: built only when a problem is found. */
const pathOf = (frames: Frame[]): string =>
  frames.map((frame) => (frame.keys ? frame.keys[frame.position]! : String(frame.position))).join('.') ||
  'body';

export type InputProblem = { kind: 'nul-character'; path: string } | { kind: 'too-deep' };

/**
 * The first problem of an input, walking it depth first without recursion (a body of
 * thousands of nested arrays would overflow the stack of a recursive walk, a 500, and keep
 * the event loop busy meanwhile): a string holding a NUL character (its path, `notes`,
 * `items.2.name`), or nesting past `maximumInputDepth`, which stops the walk at once.
 * The walk keeps one frame per level (at most `maximumInputDepth`), never one per item, and
 * names the path only when it has found a problem.
 */
export function findInputProblem(input: unknown): InputProblem | null {
  if (typeof input === 'string')
    return input.includes('\u0000') ? { kind: 'nul-character', path: 'body' } : null;
  if (!input || typeof input !== 'object') return null;
  const frames: Frame[] = [];
  const enter = (container: object): boolean => {
    if (frames.length >= maximumInputDepth) return false;
    frames.push({
      container,
      keys: Array.isArray(container) ? null : Object.keys(container),
      position: 0,
      keyChecked: false,
    });
    return true;
  };
  if (!enter(input)) return { kind: 'too-deep' };
  while (frames.length > 0) {
    const frame = frames[frames.length - 1]!;
    const { container, keys } = frame;
    const length = keys ? keys.length : (container as unknown[]).length;
    if (frame.position >= length) {
      frames.pop();
      if (frames.length > 0) {
        const parent = frames[frames.length - 1]!;
        parent.position += 1;
        parent.keyChecked = false;
      }
      continue;
    }
    if (keys && !frame.keyChecked) {
      frame.keyChecked = true;
      if (keys[frame.position]!.includes('\u0000')) return { kind: 'nul-character', path: pathOf(frames) };
    }
    const value = keys
      ? (container as Record<string, unknown>)[keys[frame.position]!]
      : (container as unknown[])[frame.position];
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return { kind: 'nul-character', path: pathOf(frames) };
    } else if (value && typeof value === 'object') {
      if (!enter(value)) return { kind: 'too-deep' };
      continue;
    }
    frame.position += 1;
    frame.keyChecked = false;
  }
  return null;
}

/**
 * Whether JSON text nests deeper than `maximumInputDepth` levels: one pass over its
 * characters, brackets inside strings not counted, nothing allocated. It runs before the
 * text is parsed, so a body of thousands of nested brackets is refused without building
 * the thousands of arrays (JSON.parse spent about 330 ms on a 1 MB one).
 */
export function isJsonNestedTooDeeply(text: string): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      // A backslash escapes the next character (an escaped quote does not end the string).
      if (code === 0x5c) index += 1;
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) {
      inString = true;
    } else if (code === 0x5b || code === 0x7b) {
      depth += 1;
      if (depth > maximumInputDepth) return true;
    } else if (code === 0x5d || code === 0x7d) {
      depth -= 1;
    }
  }
  return false;
}

/**
 * The JSON body parser: Fastify's own (prototype poisoning refused, empty and malformed
 * bodies answered 400), after the cheap depth check above. The body limit is the route's
 * (plugins/endpoints.ts), checked by Fastify before and while reading the body.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (isJsonNestedTooDeeply(text)) {
      done(new AppError('VALIDATION_FAILED', tooDeepMessage), undefined);
      return;
    }
    parseJson(request, text, done);
  });
}

/**
 * Runs before validation and before any SQL, on the path parameters, the query and the body:
 * - PostgreSQL cannot store a NUL character in text (it fails the statement, a 500), and no
 *   legitimate input has one: 400 naming the field.
 * - Input nested deeper than `maximumInputDepth` levels: 400, before any other walk of it
 *   (validation, sanitising) could recurse through it. (A JSON body that deep is refused by
 *   its parser, before it is parsed: this holds for input that reaches a route otherwise.)
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
