import { randomUUID } from 'node:crypto';
import type { AdminArticleBody, AdminArticleFormResponse } from '@pillars/shared/articles/admin-schemas';
import type { ArticleRevisionsResponse } from '@pillars/shared/articles/revision-schemas';
import { revisionMessages } from '@pillars/shared/articles/revision-schemas';
import { forbiddenMessages } from '@pillars/shared/policies';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditRowsOf } from '../../../test/audit-rows.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { createArticle, createArticleTag } from '../../../test/builders.ts';
import { queryRows } from '../../db/client.ts';
import type { DemoRole } from '../../db/seed/demo-accounts.ts';

/**
 * Article versions (issue 25): every admin write keeps the version it replaces; superadmins
 * list them and restore one, and a restore is itself kept, so it can be undone.
 */
const { app, db, loginAs, userIds } = await buildTestApp();

const admin = () => loginAs('admin');
const word = () => `zq${randomUUID().replaceAll('-', '').slice(0, 10)}`;

async function call(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) {
  return app.inject({
    method,
    url,
    headers: { cookie: await admin() },
    ...(payload === undefined ? {} : { payload }),
  });
}
async function history(articleId: string, page = 1): Promise<ArticleRevisionsResponse> {
  const response = await call('GET', `/api/admin/articles/${articleId}/revisions?page=${page}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
async function form(articleId: string): Promise<AdminArticleFormResponse['article']> {
  const response = await call('GET', `/api/admin/articles/${articleId}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().article;
}
/** The edit form's values as a PUT body, with changes. */
async function save(articleId: string, changes: Partial<AdminArticleBody>) {
  const { id: _id, publishedAt: _publishedAt, ...current } = await form(articleId);
  const response = await call('PUT', `/api/admin/articles/${articleId}`, { ...current, ...changes });
  expect(response.statusCode, response.body).toBe(200);
}
async function restore(articleId: string, revisionId: string) {
  return call('POST', `/api/admin/articles/${articleId}/revisions/${revisionId}/restore`);
}

describe('article revisions: every admin write keeps the version it replaces', () => {
  it('keeps the fields, categories and topics before an edit, newest first, with who made it', async () => {
    const [category, topicA, topicB] = await Promise.all([
      createArticleTag(db, 'category'),
      createArticleTag(db, 'topic'),
      createArticleTag(db, 'topic'),
    ]);
    const article = await createArticle(db, {
      title: `First ${word()}`,
      subtitle: 'The first subtitle',
      body: '<p>First body.</p>',
      categoryIds: [category.id],
      topicIds: [topicA.id],
    });
    await save(article.id, { title: `Second ${word()}`, body: '<p>Second body.</p>', topicIds: [topicB.id] });
    await save(article.id, { title: `Third ${word()}` });

    const { revisions, total } = await history(article.id);
    expect(total).toBe(2);
    expect(revisions.map((revision) => revision.source)).toEqual(['admin.update', 'admin.update']);
    const oldest = revisions[1]!;
    expect(oldest.article).toMatchObject({
      title: article.title,
      subtitle: 'The first subtitle',
      body: '<p>First body.</p>',
      categoryIds: [category.id],
      topicIds: [topicA.id],
      isPublished: true,
    });
    expect(revisions[0]!.article.body).toBe('<p>Second body.</p>');
    expect(revisions[0]!.article.topicIds).toEqual([topicB.id]);
    expect(oldest.actor).toEqual({ name: 'Alex Morgan', email: 'admin@example.com' });
  });

  it('keeps nothing for a save that changes nothing', async () => {
    const article = await createArticle(db);
    await save(article.id, {});
    expect((await history(article.id)).total).toBe(0);
  });

  it('keeps the version before a published or featured switch, and before a delete (readable after it)', async () => {
    const article = await createArticle(db, { isPublished: false });
    const publish = await call('PATCH', `/api/admin/articles/${article.id}`, { isPublished: true });
    expect(publish.statusCode, publish.body).toBe(200);
    const unchanged = await call('PATCH', `/api/admin/articles/${article.id}`, { isPublished: true });
    expect(unchanged.statusCode).toBe(200);
    const feature = await call('PATCH', `/api/admin/articles/${article.id}`, { isFeatured: true });
    expect(feature.statusCode).toBe(200);
    const deleted = await call('DELETE', `/api/admin/articles/${article.id}`);
    expect(deleted.statusCode).toBe(200);

    const { revisions } = await history(article.id);
    expect(
      revisions.map((revision) => [
        revision.source,
        revision.article.isPublished,
        revision.article.isFeatured,
      ]),
    ).toEqual([
      ['admin.delete', true, true],
      ['admin.featured', true, false],
      ['admin.published', false, false],
    ]);
    // A deleted article cannot be restored in place: its row is gone.
    const restored = await restore(article.id, revisions[0]!.id);
    expect(restored.statusCode).toBe(404);
    expect(restored.json().error.message).toBe(revisionMessages.articleNotFound);
  });
});

describe('article revisions: restore', () => {
  it('puts the earlier version back, keeps the replaced one (so the restore can be undone) and audits it', async () => {
    const topicA = await createArticleTag(db, 'topic');
    const topicB = await createArticleTag(db, 'topic');
    const article = await createArticle(db, {
      title: `Original ${word()}`,
      body: '<p>Original.</p>',
      topicIds: [topicA.id],
    });
    const newTitle = `Rewritten ${word()}`;
    await save(article.id, {
      title: newTitle,
      body: '<p>Rewritten.</p>',
      topicIds: [topicB.id],
      isFeatured: true,
    });
    const [original] = (await history(article.id)).revisions;

    const { result: response, rows } = await auditRowsOf(db, () => restore(article.id, original!.id));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().article).toMatchObject({
      id: article.id,
      title: article.title,
      slug: article.slug,
    });
    expect(await form(article.id)).toMatchObject({
      title: article.title,
      body: '<p>Original.</p>',
      topicIds: [topicA.id],
      isFeatured: false,
    });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'article.restore',
      target_type: 'article',
      target_id: article.id,
      actor_id: userIds.admin,
      before: { revisionId: original!.id, title: newTitle, isFeatured: true, topicIds: [topicB.id] },
      after: { title: article.title, isFeatured: false, topicIds: [topicA.id] },
    });

    // Undo: the restore kept the rewritten version; restoring it brings the rewrite back.
    const after = await history(article.id);
    expect(after.revisions[0]).toMatchObject({ source: 'restore', article: { title: newTitle } });
    const undo = await restore(article.id, after.revisions[0]!.id);
    expect(undo.statusCode, undo.body).toBe(200);
    expect(await form(article.id)).toMatchObject({
      title: newTitle,
      body: '<p>Rewritten.</p>',
      topicIds: [topicB.id],
    });
  });

  it('leaves out a topic deleted since, and answers 404 for a version of another article', async () => {
    const topic = await createArticleTag(db, 'topic');
    const article = await createArticle(db, { topicIds: [topic.id] });
    const other = await createArticle(db);
    await save(article.id, { title: `Changed ${word()}`, topicIds: [] });
    const [version] = (await history(article.id)).revisions;
    await db.execute(sql`delete from article_topics where id = ${topic.id}`);

    const wrongArticle = await restore(other.id, version!.id);
    expect(wrongArticle.statusCode).toBe(404);
    expect(wrongArticle.json().error.message).toBe(revisionMessages.revisionNotFound);

    const restored = await restore(article.id, version!.id);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await form(article.id)).toMatchObject({ title: article.title, topicIds: [] });
  });

  it('refuses a version whose slug another article took since (400 on the slug), writing nothing', async () => {
    const article = await createArticle(db);
    await save(article.id, { slug: `moved-${word()}` });
    const [version] = (await history(article.id)).revisions;
    await createArticle(db).then((taker) =>
      db.execute(sql`update articles set slug = ${article.slug} where id = ${taker.id}`),
    );
    const before = await queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from content_revisions`,
    );

    const refused = await restore(article.id, version!.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: revisionMessages.slugTaken,
      fields: { slug: revisionMessages.slugTaken },
    });
    const after = await queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from content_revisions`,
    );
    expect(after[0]!.count).toBe(before[0]!.count);
    expect((await form(article.id)).slug).not.toBe(article.slug);
  });

  it('pages the history, 20 a page, newest first', async () => {
    const article = await createArticle(db);
    await save(article.id, { title: `Changed ${word()}` });
    // 20 older copies of that version.
    await db.execute(
      sql`insert into content_revisions (content_type, content_id, source, snapshot, created_at)
          select 'article', content_id, 'admin.update', snapshot, created_at - make_interval(mins => n)
            from content_revisions, generate_series(1, 20) n
           where content_id = ${article.id}`,
    );
    const first = await history(article.id);
    const second = await history(article.id, 2);
    expect([first.total, first.revisions.length, second.revisions.length]).toEqual([21, 20, 1]);
    expect(new Date(first.revisions[19]!.createdAt) > new Date(second.revisions[0]!.createdAt)).toBe(true);
  });
});

describe('article revisions: who may', () => {
  it('refuses every role but superadmin (403 with the page text) and anonymous (401)', async () => {
    const article = await createArticle(db);
    await save(article.id, { title: `Changed ${word()}` });
    const [version] = (await history(article.id)).revisions;
    const requests: Array<[method: 'GET' | 'POST', url: string]> = [
      ['GET', `/api/admin/articles/${article.id}/revisions`],
      ['POST', `/api/admin/articles/${article.id}/revisions/${version!.id}/restore`],
    ];
    const roles: DemoRole[] = ['member', 'guru', 'support', 'agent'];
    for (const [method, url] of requests) {
      for (const role of roles) {
        const response = await app.inject({ method, url, headers: { cookie: await loginAs(role) } });
        expect(response.statusCode, `${role} ${method} ${url}`).toBe(403);
        expect(response.json().error.message).toBe(forbiddenMessages.page);
      }
      const anonymous = await app.inject({ method, url });
      expect(anonymous.statusCode).toBe(401);
    }
    expect((await form(article.id)).title).not.toBe(article.title);
  });
});
