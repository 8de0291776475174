import { articleMagicMessages as messages } from '@pillars/shared/ai/article-magic-messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { createArticle } from '../../../test/builders.ts';
import { defaultEnhancement, startFakeOpenAi } from '../../../test/fake-openai.ts';
import { queryRows } from '../../db/client.ts';
import { enhancementLimits } from './enhancement-limits.ts';

/**
 * The limits on Article Magic (issue 38 item 3), with the real provider's code talking to the
 * local fake: one enhancement at a time per article, a few at a time per person, a cap per
 * hour; refusals come before anything reaches the provider, as the app's error body (409 or
 * 429 with Retry-After and when to retry). On PostgreSQL the parallel requests really run in
 * parallel.
 */
const fakeAi = await startFakeOpenAi();
afterAll(() => fakeAi.close());
const { app, db, loginAs } = await buildTestApp({
  env: { OPENAI_API_KEY: 'sk-test-limits', OPENAI_BASE_URL: fakeAi.baseUrl, AI_TIMEOUT_MS: '20000' },
});
beforeEach(() => fakeAi.reset());
// Signed in once, before any parallel request.
const admin = await loginAs('admin');

const enhance = (articleId: string) =>
  app.inject({
    method: 'POST',
    url: `/api/admin/article-magic/${articleId}/enhance`,
    headers: { cookie: admin },
  });

/** An answer the fake keeps in flight until `finish()`: the provider call is running meanwhile. */
function heldAnswer() {
  let finish!: () => void;
  const until = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const content = JSON.stringify(
    defaultEnhancement({ messages: [{ role: 'user', content: 'Title: Held' }] }),
  );
  return { answer: { kind: 'held' as const, content, until }, finish };
}

/** Waits (10 s at most) until `done()`; the assertions after it say what went wrong. */
async function waitUntil(done: () => boolean): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!done() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
}

/** Starts `count` requests at once; answers them as they come back, counting the settled ones. */
function startTogether(requests: Array<() => ReturnType<typeof enhance>>) {
  let settled = 0;
  const all = Promise.all(
    requests.map((request) =>
      request().then((response) => {
        settled += 1;
        return response;
      }),
    ),
  );
  return { all, settled: () => settled };
}

describe('Article Magic limits', () => {
  it('runs one enhancement of an article at a time: of 8 at once, exactly one reaches the provider, 7 get 409', async () => {
    const article = await createArticle(db, { title: 'Held article' });
    const held = heldAnswer();
    fakeAi.answerWith(held.answer);
    const together = startTogether(Array.from({ length: 8 }, () => () => enhance(article.id)));
    // While the one call is in flight, the other seven are refused.
    await waitUntil(
      () => (together.settled() >= 7 && fakeAi.requests.length >= 1) || fakeAi.requests.length > 1,
    );
    expect(fakeAi.requests).toHaveLength(1);
    held.finish();
    const responses = await together.all;
    const refused = responses.filter((response) => response.statusCode === 409);
    expect(refused).toHaveLength(7);
    for (const response of refused) {
      expect(response.json().error).toMatchObject({ code: 'CONFLICT', message: messages.alreadyEnhancing });
    }
    const streamed = responses.find((response) => response.statusCode === 200);
    expect(streamed?.body).toContain('event: result');
    expect(fakeAi.requests).toHaveLength(1);

    // Once it has ended, the article can be enhanced again at once.
    expect((await enhance(article.id)).statusCode).toBe(200);
    expect(fakeAi.requests).toHaveLength(2);
  });

  it('lets a person run 3 enhancements at once; a 4th and 5th are refused with 429 and Retry-After', async () => {
    const articles = await Promise.all(
      Array.from({ length: 5 }, (_, index) => createArticle(db, { title: `Running ${index}` })),
    );
    const helds = Array.from({ length: 5 }, () => heldAnswer());
    fakeAi.answerWith(...helds.map((held) => held.answer));
    const together = startTogether(articles.map((article) => () => enhance(article.id)));
    const { runningPerUser } = enhancementLimits;
    await waitUntil(
      () =>
        (together.settled() >= 2 && fakeAi.requests.length >= runningPerUser) ||
        fakeAi.requests.length > runningPerUser,
    );
    expect(fakeAi.requests).toHaveLength(enhancementLimits.runningPerUser);
    for (const held of helds) held.finish();
    const responses = await together.all;
    const refused = responses.filter((response) => response.statusCode === 429);
    expect(refused).toHaveLength(2);
    for (const response of refused) {
      expect(response.json().error).toMatchObject({
        code: 'RATE_LIMITED',
        message: messages.tooManyRunning(enhancementLimits.runningPerUser),
      });
      expect(Number(response.headers['retry-after'])).toBe(enhancementLimits.runningRetryAfterSeconds);
    }
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(3);
    // Every lease was given back.
    const [leases] = await queryRows<{ count: number }>(db, sql`select count(*)::int as count from leases`);
    expect(Number(leases?.count)).toBe(0);
  });

  it('caps a person at 30 enhancements an hour: the 31st is refused before the provider, saying when', async () => {
    const article = await createArticle(db, { title: 'Enhanced often' });
    // The first test's two enhancements count too.
    const [used] = await queryRows<{ count: number }>(
      db,
      sql`select count from auth_rate_limits where key like 'article-magic:hourly:%'`,
    );
    const left = enhancementLimits.perUserPerHour - Number(used?.count ?? 0);
    const content = JSON.stringify(
      defaultEnhancement({ messages: [{ role: 'user', content: 'Title: Often' }] }),
    );
    fakeAi.answerWith(...Array.from({ length: left }, () => ({ kind: 'json' as const, content })));
    for (let index = 0; index < left; index += 1) {
      expect((await enhance(article.id)).statusCode).toBe(200);
    }
    expect(fakeAi.requests).toHaveLength(left);
    const refused = await enhance(article.id);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
    expect(refused.json().error.message).toMatch(
      /^Too many enhancements: at most 30 an hour\. Try again in \d+ minutes?\.$/,
    );
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(fakeAi.requests).toHaveLength(left);
  }, 120_000);
});
