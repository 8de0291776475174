import { randomUUID } from 'node:crypto';
import type { AdminArticleBody, AdminArticleFormResponse } from '@pillars/shared/articles/admin-schemas';
import type { ArticleRevisionsResponse } from '@pillars/shared/articles/revision-schemas';
import { articlesMessages } from '@pillars/shared/articles/schemas';
import type { GuruArticleBody } from '@pillars/shared/gurus/content-schemas';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { createArticle, createGuru, createMemberWithAccess } from '../../../test/builders.ts';
import { queryRows } from '../../db/client.ts';

/*
 * Issue 38 item 11 (decision 043): a renamed article's old `/resources/<old-slug>` still opens
 * it. GET /api/articles/<old-slug> answers the article as it is now (its `slug` is the current
 * one: the page replaces its address), through every write that moves a slug; a slug taken
 * by another article is that article's.
 */
const { app, db, loginAs, signInAs } = await buildTestApp();

const word = () => `zs${randomUUID().replaceAll('-', '').slice(0, 10)}`;
type Method = 'GET' | 'POST' | 'PUT';

async function call(cookie: string, method: Method, url: string, payload?: object) {
  return app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload }) });
}
const admin = () => loginAs('admin');
const member = () => loginAs('member');

/** What a member's article page asks for `slug`: the article's id and slug, or the 404. */
async function read(slug: string) {
  const response = await call(await member(), 'GET', `/api/articles/${slug}`);
  if (response.statusCode === 404) {
    expect(response.json().error.message).toBe(articlesMessages.articleNotFound);
    return null;
  }
  expect(response.statusCode, response.body).toBe(200);
  const { article } = response.json();
  return { id: article.id as string, slug: article.slug as string };
}

/** Manage Articles' save of the edit form with changes. */
async function adminSave(articleId: string, changes: Partial<AdminArticleBody>) {
  const cookie = await admin();
  const form = await call(cookie, 'GET', `/api/admin/articles/${articleId}`);
  expect(form.statusCode, form.body).toBe(200);
  const {
    id: _id,
    publishedAt: _publishedAt,
    ...current
  } = (form.json() as AdminArticleFormResponse).article;
  const saved = await call(cookie, 'PUT', `/api/admin/articles/${articleId}`, { ...current, ...changes });
  expect(saved.statusCode, saved.body).toBe(200);
}

describe('old slugs of an article', () => {
  it('open the article after an admin retitles it, again after a second rename', async () => {
    const article = await createArticle(db, { title: `Pricing ${word()}` });
    const second = `pricing-${word()}`;
    await adminSave(article.id, { title: 'Pricing, renamed', slug: second });
    expect(await read(article.slug)).toEqual({ id: article.id, slug: second });
    expect(await read(second)).toEqual({ id: article.id, slug: second });

    const third = `pricing-${word()}`;
    await adminSave(article.id, { title: 'Pricing, renamed again', slug: third });
    expect(await read(article.slug)).toEqual({ id: article.id, slug: third });
    expect(await read(second)).toEqual({ id: article.id, slug: third });

    // Back to the first slug: it is the article's own again, the others still lead to it.
    await adminSave(article.id, { slug: article.slug });
    expect(await read(article.slug)).toEqual({ id: article.id, slug: article.slug });
    expect(await read(third)).toEqual({ id: article.id, slug: article.slug });
    const rows = await queryRows<{ slug: string }>(
      db,
      sql`select slug from article_slug_history where article_id = ${article.id} order by slug`,
    );
    expect(rows.map((row) => row.slug)).toEqual([second, third].sort());
  });

  it('open the article after its guru retitles it', async () => {
    const guruMember = await createMemberWithAccess(db, { isGuru: true });
    await createGuru(db, { userId: guruMember.userId });
    const cookie = await signInAs(guruMember);
    const title = `Guru article ${word()}`;
    const body: GuruArticleBody = {
      title,
      slug: title.toLowerCase().replaceAll(' ', '-'),
      body: '<p>Hello from a guru.</p>',
      isPublished: true,
    };
    const created = await call(cookie, 'POST', '/api/guru-content/articles', body);
    expect(created.statusCode, created.body).toBe(201);
    const { id, slug } = created.json().article as { id: string; slug: string };
    expect(await read(slug)).toEqual({ id, slug });

    const renamed = `guru-renamed-${word()}`;
    const saved = await call(cookie, 'PUT', `/api/guru-content/articles/${id}`, {
      ...body,
      title: 'Guru article, renamed',
      slug: renamed,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await read(slug)).toEqual({ id, slug: renamed });
  });

  it('open the article after a revision with another slug is restored', async () => {
    const article = await createArticle(db, { title: `Restore ${word()}` });
    const renamed = `restore-${word()}`;
    await adminSave(article.id, { slug: renamed });
    const cookie = await admin();
    const history: ArticleRevisionsResponse = (
      await call(cookie, 'GET', `/api/admin/articles/${article.id}/revisions`)
    ).json();
    const original = history.revisions.find((revision) => revision.article.slug === article.slug)!;
    const restored = await call(
      cookie,
      'POST',
      `/api/admin/articles/${article.id}/revisions/${original.id}/restore`,
    );
    expect(restored.statusCode, restored.body).toBe(200);

    expect(await read(article.slug)).toEqual({ id: article.id, slug: article.slug });
    expect(await read(renamed)).toEqual({ id: article.id, slug: article.slug });
  });

  it('belong to the article that takes the slug later: the new article wins', async () => {
    const first = await createArticle(db, { title: `Reused ${word()}` });
    await adminSave(first.id, { slug: `reused-${word()}` });
    expect((await read(first.slug))?.id).toBe(first.id);

    // Manage Articles creates another article under the old slug.
    const cookie = await admin();
    const {
      id: _id,
      publishedAt: _publishedAt,
      ...values
    } = ((await call(cookie, 'GET', `/api/admin/articles/${first.id}`)).json() as AdminArticleFormResponse)
      .article;
    const created = await call(cookie, 'POST', '/api/admin/articles', {
      ...values,
      title: 'The new owner of the slug',
      slug: first.slug,
    });
    expect(created.statusCode, created.body).toBe(201);
    const newcomer = created.json().article as { id: string };
    expect(await read(first.slug)).toEqual({ id: newcomer.id, slug: first.slug });

    // The newcomer renamed in turn: the slug leads to it, not back to the first article.
    const moved = `moved-${word()}`;
    await adminSave(newcomer.id, { slug: moved });
    expect(await read(first.slug)).toEqual({ id: newcomer.id, slug: moved });
  });

  it('stay 404 for a reader who may not read the article, and for a slug no article had', async () => {
    const draft = await createArticle(db, { title: `Draft ${word()}`, isPublished: false });
    await adminSave(draft.id, { slug: `draft-${word()}` });
    expect(await read(draft.slug)).toBeNull();
    expect(await read(`never-${word()}`)).toBeNull();
  });
});
