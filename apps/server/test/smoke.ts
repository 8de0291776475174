import type { ArticleDetailResponse } from '@pillars/shared/articles/schemas';
import type { HomeResponse } from '@pillars/shared/home/schemas';
import { expect } from 'vitest';
import { demoPassword } from '../src/db/seed/demo-accounts.ts';
import { cookieHeader } from './cookies.ts';

/**
 * The smoke tests of a server that was just started on a restored (or any) database, over
 * real HTTP: a demo member signs in, reads Home and its first featured article, and writes a
 * comment on it, which the article's next read counts. Returns what the checks can compare.
 */
export async function smokeTest(baseUrl: string, email = 'member@example.com') {
  const signIn = await fetch(`${baseUrl}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: demoPassword }),
  });
  expect(signIn.status, 'sign-in').toBe(200);
  const cookie = cookieHeader(signIn.headers.getSetCookie());
  const get = async <Body>(path: string): Promise<Body> => {
    const response = await fetch(`${baseUrl}${path}`, { headers: { cookie } });
    expect(response.status, path).toBe(200);
    return (await response.json()) as Body;
  };
  const home = await get<HomeResponse>('/api/home');
  expect(home.featuredArticles.length).toBeGreaterThan(0);
  const slug = home.featuredArticles[0]!.slug;
  const before = await get<ArticleDetailResponse>(`/api/articles/${slug}`);
  const content = `Smoke test ${Date.now()}`;
  // A comment is a post of the article's discussion (decision 055).
  const comment = await fetch(`${baseUrl}/api/community/posts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ articleId: before.article.id, body: content }),
  });
  expect(comment.status, await comment.clone().text()).toBe(201);
  const after = await get<ArticleDetailResponse>(`/api/articles/${slug}`);
  expect(after.commentCount).toBe(before.commentCount + 1);
  return {
    cookie,
    slug,
    articleId: before.article.id as string,
    commentCountBefore: before.commentCount as number,
  };
}
