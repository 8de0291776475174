import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { findInputProblem, maximumInputDepth, tooDeepMessage } from './input-guards.ts';

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
