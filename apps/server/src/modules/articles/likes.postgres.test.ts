import type { ArticleDetailResponse, ArticleLikeResponse } from '@pillars/shared/articles/schemas';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { createArticle, createMemberWithAccess } from '../../../test/builders.ts';
import { articleBookmarks, articleLikes } from '../../db/schema/index.ts';

/*
 * Concurrent clicks on PostgreSQL (real parallel connections): a repeated or concurrent
 * like neither fails nor counts twice, and the count answered is never below 0.
 */
const { app, db, signInAs } = await buildTestApp();

const send = (cookie: string, method: 'PUT' | 'DELETE', url: string) =>
  app.inject({ method, url, headers: { cookie } });

describe('concurrent likes', () => {
  it('30 at once from one member count 1', async () => {
    const article = await createArticle(db);
    const cookie = await signInAs(await createMemberWithAccess(db));
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => send(cookie, 'PUT', `/api/articles/${article.id}/like`)),
    );
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(200);
      const body = answer.json() as ArticleLikeResponse;
      expect(body.isLiked).toBe(true);
      expect(body.likeCount).toBe(1);
    }
    expect(await db.select().from(articleLikes).where(eq(articleLikes.articleId, article.id))).toHaveLength(
      1,
    );
    const bookmarks = await Promise.all(
      Array.from({ length: 30 }, () => send(cookie, 'PUT', `/api/articles/${article.id}/bookmark`)),
    );
    for (const answer of bookmarks) expect(answer.statusCode).toBe(200);
    expect(
      await db.select().from(articleBookmarks).where(eq(articleBookmarks.articleId, article.id)),
    ).toHaveLength(1);
  });

  // Thirty members signing up and in hash thirty passwords twice: slow on a busy machine.
  it('30 at once from 30 members count 30; 30 unlikes at once bring it to 0, never below', async () => {
    const article = await createArticle(db);
    const cookies = await Promise.all(
      Array.from({ length: 30 }, async () => signInAs(await createMemberWithAccess(db))),
    );
    const likes = await Promise.all(
      cookies.map((cookie) => send(cookie, 'PUT', `/api/articles/${article.id}/like`)),
    );
    for (const answer of likes) {
      expect(answer.statusCode, answer.body).toBe(200);
      const { likeCount } = answer.json() as ArticleLikeResponse;
      expect(likeCount).toBeGreaterThanOrEqual(1);
      expect(likeCount).toBeLessThanOrEqual(30);
    }
    const detail: ArticleDetailResponse = (
      await app.inject({
        method: 'GET',
        url: `/api/articles/${article.slug}`,
        headers: { cookie: cookies[0]! },
      })
    ).json();
    expect(detail.likeCount).toBe(30);
    expect(detail.isLiked).toBe(true);

    // Each member unlikes twice at once: 60 requests, the count ends at 0 and none is negative.
    const unlikes = await Promise.all(
      cookies.flatMap((cookie) => [
        send(cookie, 'DELETE', `/api/articles/${article.id}/like`),
        send(cookie, 'DELETE', `/api/articles/${article.id}/like`),
      ]),
    );
    for (const answer of unlikes) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect((answer.json() as ArticleLikeResponse).likeCount).toBeGreaterThanOrEqual(0);
    }
    expect(await db.select().from(articleLikes).where(eq(articleLikes.articleId, article.id))).toHaveLength(
      0,
    );
  }, 120_000);
});
