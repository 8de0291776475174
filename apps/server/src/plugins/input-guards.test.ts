import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { defaultBodyLimit } from './endpoints.ts';
import { bodyTooLargeMessage } from './error-handler.ts';
import {
  findInputProblem,
  isJsonNestedTooDeeply,
  maximumInputDepth,
  nulCharacterMessage,
  tooDeepMessage,
} from './input-guards.ts';

const { app, loginAs } = await buildTestApp();

/** `[[[...]]]` and `{"a":{"a":...}}`, about 16 and 30 KB: the security review's bodies. */
const deepArrays = `${'['.repeat(8000)}${']'.repeat(8000)}`;
const deepObjects = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;

describe('deeply nested input', () => {
  it('is refused with a 400 and a message on a route with a body, signed out and signed in, quickly', async () => {
    const cookie = await loginAs('member');
    for (const [url, headers] of [
      ['/api/auth/sign-in', {}],
      ['/api/auth/sign-up', {}],
      ['/api/support/tickets', { cookie }],
    ] as const) {
      for (const body of [deepArrays, deepObjects]) {
        const startedAt = performance.now();
        const response = await app.inject({
          method: 'POST',
          url,
          headers: { ...headers, 'content-type': 'application/json' },
          payload: body,
        });
        const elapsed = performance.now() - startedAt;
        expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBe(400);
        expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', message: tooDeepMessage });
        expect(elapsed, url).toBeLessThan(500);
      }
    }
  });

  it('five at once leave /api/health answering as fast as before', async () => {
    const timeHealth = async () => {
      const startedAt = performance.now();
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(200);
      return performance.now() - startedAt;
    };
    await timeHealth();
    const quiet = await timeHealth();
    const deepRequests = Array.from({ length: 5 }, (_, index) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        headers: { 'content-type': 'application/json' },
        payload: index % 2 ? deepArrays : deepObjects,
      }),
    );
    const underLoad = await timeHealth();
    const answers = await Promise.all(deepRequests);
    expect(answers.map((answer) => answer.statusCode)).toEqual([400, 400, 400, 400, 400]);
    // Before the fix one such request held the event loop for about 2 s.
    expect(underLoad, `quiet ${quiet.toFixed(1)} ms`).toBeLessThan(500);
  });

  it('is walked without recursion: the depth limit, and the first NUL character with its path', () => {
    const nested = (depth: number) => {
      let value: unknown = 'leaf';
      for (let level = 0; level < depth; level += 1) value = [value];
      return value;
    };
    expect(findInputProblem(nested(maximumInputDepth))).toBeNull();
    expect(findInputProblem(nested(maximumInputDepth + 1))).toEqual({ kind: 'too-deep' });
    expect(findInputProblem(nested(100_000))).toEqual({ kind: 'too-deep' });
    expect(findInputProblem({ items: [{ name: 'ok' }, { name: 'a\u0000b' }], notes: 'x\u0000' })).toEqual({
      kind: 'nul-character',
      path: 'items.1.name',
    });
    expect(findInputProblem({ 'bad\u0000key': 1 })).toEqual({ kind: 'nul-character', path: 'bad\u0000key' });
    expect(findInputProblem('\u0000')).toEqual({ kind: 'nul-character', path: 'body' });
    expect(findInputProblem({ fine: ['a', 1, null, true, { deep: 'b' }] })).toBeNull();
  });
});

/** Issue 38: hostile bodies from someone not signed in are refused before they cost much. */
describe('hostile bodies are refused cheaply', () => {
  it("a body over its route's limit gets a 413 in the app's shape, naming the limit, on every anonymous route", async () => {
    // Valid JSON of the sign-in's shape, just over the default limit.
    const body = JSON.stringify({ email: 'someone@example.com', password: 'x'.repeat(defaultBodyLimit) });
    for (const url of [
      '/api/auth/sign-in',
      '/api/auth/sign-up',
      '/api/auth/forgot-password',
      '/api/auth/reset-password',
    ]) {
      const response = await app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: body,
      });
      expect(response.statusCode, url).toBe(413);
      expect(response.json().error).toMatchObject({
        code: 'PAYLOAD_TOO_LARGE',
        message: bodyTooLargeMessage(defaultBodyLimit),
      });
      expect(response.json().error.requestId).toBeTruthy();
    }
    expect(bodyTooLargeMessage(defaultBodyLimit)).toBe('The request body is too large (at most 64 KB here).');
    expect(bodyTooLargeMessage(2 * 1024 * 1024)).toBe('The request body is too large (at most 2 MB here).');
  });

  it('JSON nested too deeply is refused before it is parsed: a deep start refuses a body that is not even JSON', async () => {
    // Were it parsed first, this would be the malformed-JSON answer.
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'content-type': 'application/json' },
      payload: `${'['.repeat(maximumInputDepth + 1)} not json at all`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', message: tooDeepMessage });
    // Malformed JSON that is not deep keeps its own answer.
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'content-type': 'application/json' },
      payload: `${'['.repeat(maximumInputDepth)} not json`,
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.message).not.toBe(tooDeepMessage);
  });

  it('counts depth on the raw text: brackets inside strings and escaped quotes do not count', () => {
    const nestedText = (levels: number) => `${'['.repeat(levels)}1${']'.repeat(levels)}`;
    expect(isJsonNestedTooDeeply(nestedText(maximumInputDepth))).toBe(false);
    expect(isJsonNestedTooDeeply(nestedText(maximumInputDepth + 1))).toBe(true);
    expect(
      isJsonNestedTooDeeply(`${'{"a":'.repeat(maximumInputDepth + 1)}1${'}'.repeat(maximumInputDepth + 1)}`),
    ).toBe(true);
    expect(isJsonNestedTooDeeply(JSON.stringify({ text: '['.repeat(10_000) }))).toBe(false);
    expect(isJsonNestedTooDeeply(JSON.stringify({ text: `a\\"${'{'.repeat(1000)}` }))).toBe(false);
    expect(isJsonNestedTooDeeply(`["\\\\", ${nestedText(maximumInputDepth)}]`)).toBe(true);
    // Sibling containers do not add up.
    expect(isJsonNestedTooDeeply(JSON.stringify(Array.from({ length: 1000 }, () => [[1]])))).toBe(false);
  });

  it("a signed-in author's large body still reaches its route: a deep one is refused with the depth message, not the size", async () => {
    const cookie = await loginAs('admin');
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/articles',
      headers: { cookie, 'content-type': 'application/json' },
      payload: `${'['.repeat(400_000)}${']'.repeat(400_000)}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', message: tooDeepMessage });
  });

  it('walks a flat array of 349,000 items at about the cost of parsing it (it copied a key per item: about 40 times the parse)', () => {
    const text = `[${Array.from({ length: 349_000 }, () => '0').join(',')}]`;
    const fastest = (run: () => void) => {
      let best = Number.POSITIVE_INFINITY;
      for (let attempt = 0; attempt < 7; attempt += 1) {
        const startedAt = performance.now();
        run();
        best = Math.min(best, performance.now() - startedAt);
      }
      return best;
    };
    const parsed = JSON.parse(text) as unknown[];
    // Both measured the same way, one after the other: a ratio, not a wall-clock bound. Alone
    // the walk takes a tenth of the parse; in a busy worker up to about three times it.
    const parseMs = fastest(() => JSON.parse(text));
    const guardMs = fastest(() => findInputProblem(parsed));
    expect(findInputProblem(parsed)).toBeNull();
    expect(guardMs, `guard ${guardMs.toFixed(1)} ms, parse ${parseMs.toFixed(1)} ms`).toBeLessThan(
      4 * parseMs,
    );
    // The path of a problem is still named, once one is found.
    parsed[348_999] = ['a', { name: 'b\u0000' }];
    expect(findInputProblem(parsed)).toEqual({ kind: 'nul-character', path: '348999.1.name' });
    expect(nulCharacterMessage).toBe('Text must not contain NUL characters.');
  });
});
