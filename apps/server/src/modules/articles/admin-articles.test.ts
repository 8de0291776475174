import { randomUUID } from 'node:crypto';
import type {
  AdminArticleBody,
  AdminArticleFormResponse,
  AdminArticlesResponse,
} from '@pillars/shared/articles/admin-schemas';
import { adminArticleMessages as messages } from '@pillars/shared/articles/admin-schemas';
import type { ResourcesResponse } from '@pillars/shared/articles/schemas';
import { forbiddenMessages } from '@pillars/shared/policies';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { articleWritesOf } from '../../../test/article-writes.ts';
import { auditRowsOf } from '../../../test/audit-rows.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import {
  createArticle,
  createArticleTag,
  createGuru,
  createMemberWithAccess,
} from '../../../test/builders.ts';
import { queryRows } from '../../db/client.ts';
import type { DemoRole } from '../../db/seed/demo-accounts.ts';

const { app, db, loginAs, signInAs, userIds, countRequestStatements } = await buildTestApp();

const admin = () => loginAs('admin');
const word = () => `zq${randomUUID().replaceAll('-', '').slice(0, 10)}`;

async function call(
  cookie: string,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) {
  return app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload }) });
}
async function adminList(query: Record<string, string> = {}): Promise<AdminArticlesResponse> {
  const response = await call(await admin(), 'GET', `/api/admin/articles?${new URLSearchParams(query)}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
function validBody(overrides: Partial<AdminArticleBody> = {}): AdminArticleBody {
  const title = `Admin article ${word()}`;
  return {
    title,
    slug: title.toLowerCase().replaceAll(' ', '-'),
    body: '<p>Hello from the admin.</p>',
    ...overrides,
  };
}
async function create(overrides: Partial<AdminArticleBody> = {}) {
  const response = await call(await admin(), 'POST', '/api/admin/articles', validBody(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().article as { id: string; slug: string };
}
async function stored(articleId: string) {
  const [row] = await queryRows<{
    is_published: boolean;
    is_featured: boolean;
    published_at: Date | string | null;
    body: string;
  }>(db, sql`select is_published, is_featured, published_at, body from articles where id = ${articleId}`);
  return row;
}

describe('admin articles: who may', () => {
  it('refuses every other role with the spec text, and anonymous with 401', async () => {
    const article = await createArticle(db);
    const requests: Array<
      [method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object]
    > = [
      ['GET', '/api/admin/articles'],
      ['GET', '/api/admin/articles/options'],
      ['GET', `/api/admin/articles/${article.id}`],
      ['POST', '/api/admin/articles', validBody()],
      ['PUT', `/api/admin/articles/${article.id}`, validBody()],
      ['PATCH', `/api/admin/articles/${article.id}`, { isFeatured: true }],
      ['DELETE', `/api/admin/articles/${article.id}`],
    ];
    const roles: DemoRole[] = ['member', 'guru', 'support', 'agent', 'lapsed'];
    for (const role of roles) {
      const cookie = await loginAs(role);
      for (const [method, url, payload] of requests) {
        const response = await call(cookie, method, url, payload);
        expect(response.statusCode, `${role} ${method} ${url}`).toBe(403);
        if (role !== 'lapsed') expect(response.json().error.message).toBe(forbiddenMessages.page);
      }
    }
    for (const [method, url, payload] of requests) {
      const response = await app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(response.statusCode, `anonymous ${method} ${url}`).toBe(401);
    }
    // Nothing changed.
    expect(await stored(article.id)).toMatchObject({ is_published: true, is_featured: false });
  });
});

describe('GET /api/admin/articles', () => {
  it('filters by published, featured and type (Documents holds presentations), searches by word prefix', async () => {
    const marker = word();
    const made = {
      publishedPost: await createArticle(db, { title: `${marker} alpha post`, isPublished: true }),
      draftVideo: await createArticle(db, {
        title: `${marker} beta video`,
        isPublished: false,
        contentType: 'video',
      }),
      featuredDocument: await createArticle(db, {
        title: `${marker} gamma document`,
        isFeatured: true,
        contentType: 'document',
      }),
      presentation: await createArticle(db, { title: `${marker} delta slides`, contentType: 'presentation' }),
    };
    const titles = async (query: Record<string, string>) =>
      (await adminList({ q: marker, ...query })).articles.map((row) => row.id).sort();
    const ids = (...rows: Array<{ id: string }>) => rows.map((row) => row.id).sort();

    expect(await titles({})).toEqual(ids(...Object.values(made)));
    expect(await titles({ published: 'drafts' })).toEqual(ids(made.draftVideo));
    expect(await titles({ published: 'published' })).toEqual(
      ids(made.publishedPost, made.featuredDocument, made.presentation),
    );
    expect(await titles({ featured: 'featured' })).toEqual(ids(made.featuredDocument));
    expect(await titles({ featured: 'not_featured' })).toHaveLength(3);
    expect(await titles({ type: 'document' })).toEqual(ids(made.featuredDocument, made.presentation));
    expect(await titles({ type: 'video' })).toEqual(ids(made.draftVideo));
    expect(await titles({ type: 'post' })).toEqual(ids(made.publishedPost));
    // A prefix of a word finds it.
    expect((await adminList({ q: `${marker.slice(0, -2)} gam` })).articles.map((row) => row.id)).toEqual([
      made.featuredDocument.id,
    ]);
  });

  it('pages with a total and sorts by title, created and published dates (drafts last)', async () => {
    const marker = word();
    const made = [];
    for (const [index, letter] of ['c', 'a', 'd', 'b', 'e'].entries()) {
      made.push(
        await createArticle(db, {
          title: `${marker} ${letter}`,
          isPublished: letter !== 'e',
          publishedAt: letter === 'e' ? null : new Date(Date.UTC(2024, 0, 1 + index)),
          // A second apart: made one after the other, two could share a clock tick (the
          // embedded database's clock is coarser), and the newest-first order would be a draw.
          createdAt: new Date(Date.UTC(2025, 0, 1, 0, 0, index)),
        }),
      );
    }
    const page1 = await adminList({ q: marker, sort: 'title', direction: 'asc', pageSize: '10', page: '1' });
    expect(page1.total).toBe(5);
    expect(page1.articles.map((row) => row.title)).toEqual(
      ['a', 'b', 'c', 'd', 'e'].map((l) => `${marker} ${l}`),
    );

    const byTitleDesc = await adminList({ q: marker, sort: 'title', direction: 'desc' });
    expect(byTitleDesc.articles.map((row) => row.title.slice(-1))).toEqual(['e', 'd', 'c', 'b', 'a']);

    const byPublished = await adminList({ q: marker, sort: 'publishedAt', direction: 'desc' });
    expect(byPublished.articles.map((row) => row.title.slice(-1))).toEqual(['b', 'd', 'a', 'c', 'e']);
    const byPublishedAsc = await adminList({ q: marker, sort: 'publishedAt', direction: 'asc' });
    expect(byPublishedAsc.articles.map((row) => row.title.slice(-1))).toEqual(['c', 'a', 'd', 'b', 'e']);

    const byCreated = await adminList({ q: marker });
    expect(byCreated.articles.map((row) => row.id)).toEqual(made.map((row) => row.id).reverse());

    // Pages of 10 over every article: the second page continues the first; past the end, the total stays.
    const first = await adminList({ pageSize: '10', page: '1' });
    const second = await adminList({ pageSize: '10', page: '2' });
    expect(first.total).toBeGreaterThan(10);
    expect(second.total).toBe(first.total);
    expect(second.articles[0]?.id).not.toBe(first.articles[0]?.id);
    expect(new Set([...first.articles, ...second.articles].map((row) => row.id)).size).toBe(
      first.articles.length + second.articles.length,
    );
    const beyond = await adminList({ pageSize: '10', page: '9999' });
    expect(beyond).toMatchObject({ articles: [], total: first.total, page: 9999 });
  });

  it('shows categories, topics, likes, comments, bookmarks, author and guru in a constant number of statements', async () => {
    const marker = word();
    const category = await createArticleTag(db, 'category', `Zed category ${marker}`);
    const topic = await createArticleTag(db, 'topic', `Zed topic ${marker}`);
    const guru = await createGuru(db, { name: `Guru ${marker}` });
    const article = await createArticle(db, {
      title: `${marker} counted`,
      categoryIds: [category.id],
      topicIds: [topic.id],
      authorId: userIds.admin,
      guruId: guru.id,
    });
    const reader = await createMemberWithAccess(db);
    await queryRows(
      db,
      sql`with l as (insert into article_likes (article_id, user_id) values (${article.id}, ${reader.userId}))
          , b as (insert into article_bookmarks (article_id, user_id) values (${article.id}, ${reader.userId}))
          insert into community_posts (article_id, author_id, body, body_html) values (${article.id}, ${reader.userId}, 'Nice', '<p>Nice</p>')`,
    );
    const [row] = (await adminList({ q: marker })).articles;
    expect(row).toMatchObject({
      id: article.id,
      categories: [{ id: category.id, name: category.name }],
      topics: [{ id: topic.id, name: topic.name }],
      likeCount: 1,
      commentCount: 1,
      bookmarkCount: 1,
      author: { firstName: expect.any(String) },
      guru: { id: guru.id, name: guru.name },
    });

    const cookie = await admin();
    // The list's total without a search is held in memory between article writes: the first
    // list after the writes above counts it (one statement more), the next ones do not.
    const first = await countRequestStatements({
      method: 'GET',
      url: '/api/admin/articles?pageSize=10',
      headers: { cookie },
    });
    const small = await countRequestStatements({
      method: 'GET',
      url: '/api/admin/articles?pageSize=10',
      headers: { cookie },
    });
    const large = await countRequestStatements({
      method: 'GET',
      url: '/api/admin/articles?pageSize=50',
      headers: { cookie },
    });
    expect(small.response.statusCode).toBe(200);
    expect(large.statements).toBe(small.statements);
    expect(first.statements).toBe(small.statements + 1);
  });

  it('counts an article written since in the total held in memory, and a deleted one out', async () => {
    const before = (await adminList({ published: 'drafts' })).total;
    const article = await createArticle(db, { title: `${word()} draft`, isPublished: false });
    expect((await adminList({ published: 'drafts' })).total).toBe(before + 1);
    await queryRows(db, sql`delete from articles where id = ${article.id}`);
    expect((await adminList({ published: 'drafts' })).total).toBe(before);
  });

  it('refuses bad filters with a 400 naming them', async () => {
    const response = await call(await admin(), 'GET', '/api/admin/articles?published=maybe&pageSize=7');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual(
      expect.arrayContaining(['published', 'pageSize']),
    );
  });
});

describe('POST and PUT /api/admin/articles', () => {
  it('creates an article with every field, its mappings, a sanitised body and published_at when published', async () => {
    const category = await createArticleTag(db, 'category');
    const topics = [await createArticleTag(db, 'topic'), await createArticleTag(db, 'topic')];
    const guru = await createGuru(db);
    const created = await create({
      subtitle: '  A subtitle  ',
      featuredImageUrl: '/uploads/featured.png',
      body: '<h2>Hi</h2><p onclick="alert(1)">Text<script>alert(1)</script></p>',
      proTip: 'Keep it short.',
      contentType: 'presentation',
      documentUrl: 'https://example.com/slides.pdf',
      contentImages: ['  https://example.com/1.png ', '', '   ', '/uploads/2.png'],
      categoryIds: [category.id],
      topicIds: topics.map((topic) => topic.id),
      visibilityScope: 'agents_only',
      isFeatured: true,
      isPublished: true,
      guruId: guru.id,
      estimatedReadTimeMinutes: 7,
    });
    const form = await call(await admin(), 'GET', `/api/admin/articles/${created.id}`);
    expect(form.statusCode).toBe(200);
    const { article, categories, topics: topicOptions, gurus } = form.json() as AdminArticleFormResponse;
    expect(article).toMatchObject({
      subtitle: 'A subtitle',
      featuredImageUrl: '/uploads/featured.png',
      body: '<h2>Hi</h2><p>Text</p>',
      proTip: 'Keep it short.',
      contentType: 'presentation',
      documentUrl: 'https://example.com/slides.pdf',
      videoUrl: null,
      contentImages: ['https://example.com/1.png', '/uploads/2.png'],
      categoryIds: [category.id],
      visibilityScope: 'agents_only',
      isFeatured: true,
      isPublished: true,
      publishedAt: expect.any(String),
      guruId: guru.id,
      estimatedReadTimeMinutes: 7,
    });
    expect(article.topicIds.sort()).toEqual(topics.map((topic) => topic.id).sort());
    expect(categories.map((option) => option.id)).toContain(category.id);
    expect(topicOptions.length).toBeGreaterThanOrEqual(2);
    expect(gurus.map((option) => option.id)).toContain(guru.id);

    // A draft has no published date; empty optional texts are null.
    const draft = await create({ subtitle: '', proTip: '' });
    const draftForm = (await call(await admin(), 'GET', `/api/admin/articles/${draft.id}`)).json();
    expect(draftForm.article).toMatchObject({
      isPublished: false,
      publishedAt: null,
      subtitle: null,
      proTip: null,
    });
  });

  it('replaces the mappings on edit, in one transaction with the article', async () => {
    const [first, second] = [await createArticleTag(db, 'category'), await createArticleTag(db, 'category')];
    const created = await create({ categoryIds: [first!.id] });
    const body = validBody({ categoryIds: [second!.id, second!.id], slug: created.slug });
    const saved = await call(await admin(), 'PUT', `/api/admin/articles/${created.id}`, body);
    expect(saved.statusCode, saved.body).toBe(200);
    const form = (await call(await admin(), 'GET', `/api/admin/articles/${created.id}`)).json();
    expect(form.article.categoryIds).toEqual([second!.id]);

    // An unknown topic refuses the whole save: the title and the categories stay as they were.
    const refused = await call(await admin(), 'PUT', `/api/admin/articles/${created.id}`, {
      ...body,
      title: 'Changed title',
      categoryIds: [first!.id],
      topicIds: [randomUUID()],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({ topicIds: messages.unknownCategory });
    const after = (await call(await admin(), 'GET', `/api/admin/articles/${created.id}`)).json();
    expect(after.article).toMatchObject({ title: body.title, categoryIds: [second!.id] });
  });

  it('requires title, slug and body with the spec text, and video and document URLs by type', async () => {
    const cookie = await admin();
    const expectFields = async (payload: object, fields: Record<string, string>) => {
      const response = await call(cookie, 'POST', '/api/admin/articles', payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error.fields).toMatchObject(fields);
    };
    await expectFields(
      { title: '  ', slug: '', body: '<p> </p>' },
      { title: messages.requiredFields, slug: messages.requiredFields, body: messages.requiredFields },
    );
    await expectFields(validBody({ contentType: 'video' }), { videoUrl: messages.videoUrlRequired });
    await expectFields(validBody({ contentType: 'document' }), { documentUrl: messages.documentUrlRequired });
    await expectFields(validBody({ contentType: 'presentation', documentUrl: ' ' }), {
      documentUrl: messages.documentUrlRequired,
    });
    await expectFields(validBody({ slug: 'Not A Slug' }), { slug: messages.slugFormat });
    await expectFields(validBody({ featuredImageUrl: 'javascript:alert(1)' }), {
      featuredImageUrl: messages.invalidUrl,
    });
    await expectFields(validBody({ guruId: randomUUID() }), { guruId: messages.guruNotFound });
    const [count] = await queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from articles where title = '  ' or slug = 'not-a-slug'`,
    );
    expect(count!.count).toBe(0);

    // Video with its URL is fine.
    await create({ contentType: 'video', videoUrl: 'https://www.youtube.com/watch?v=abc' });
  });

  it('keeps slugs unique: a 400 on the slug field, on create and on edit', async () => {
    const taken = await create();
    const cookie = await admin();
    const again = await call(cookie, 'POST', '/api/admin/articles', validBody({ slug: taken.slug }));
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toMatchObject({
      message: messages.slugTaken,
      fields: { slug: messages.slugTaken },
    });

    const other = await create();
    const edit = await call(
      cookie,
      'PUT',
      `/api/admin/articles/${other.id}`,
      validBody({ slug: taken.slug }),
    );
    expect(edit.statusCode).toBe(400);
    expect(edit.json().error.fields).toEqual({ slug: messages.slugTaken });
    // Saving an article with its own slug is fine.
    const own = await call(cookie, 'PUT', `/api/admin/articles/${taken.id}`, validBody({ slug: taken.slug }));
    expect(own.statusCode, own.body).toBe(200);
  });

  it('answers 404 for an unknown article', async () => {
    const cookie = await admin();
    const missing = randomUUID();
    expect((await call(cookie, 'GET', `/api/admin/articles/${missing}`)).json().error.message).toBe(
      messages.articleNotFound,
    );
    expect((await call(cookie, 'PUT', `/api/admin/articles/${missing}`, validBody())).statusCode).toBe(404);
    expect(
      (await call(cookie, 'PATCH', `/api/admin/articles/${missing}`, { isFeatured: true })).statusCode,
    ).toBe(404);
    expect((await call(cookie, 'DELETE', `/api/admin/articles/${missing}`)).statusCode).toBe(404);
  });
});

describe('PATCH /api/admin/articles/:articleId (the toggles) and what members see', () => {
  it('sets published_at once: unpublish and republish keep it; members see the change on the next request', async () => {
    const marker = word();
    const created = await create({ title: `${marker} toggled`, slug: `${marker}-toggled` });
    const cookie = await admin();
    const memberCookie = await loginAs('member');
    const memberSees = async () => {
      const response = await call(memberCookie, 'GET', `/api/articles?q=${marker}`);
      expect(response.statusCode).toBe(200);
      return (response.json() as ResourcesResponse).items.map((item) => item.id);
    };
    // The member's list is cached: read it once while it is a draft.
    expect(await memberSees()).toEqual([]);

    const published = await call(cookie, 'PATCH', `/api/admin/articles/${created.id}`, { isPublished: true });
    expect(published.statusCode, published.body).toBe(200);
    const firstDate = published.json().article.publishedAt as string;
    expect(firstDate).toEqual(expect.any(String));
    expect(await memberSees()).toEqual([created.id]);
    expect((await call(memberCookie, 'GET', `/api/articles/${created.slug}`)).statusCode).toBe(200);

    const unpublished = await call(cookie, 'PATCH', `/api/admin/articles/${created.id}`, {
      isPublished: false,
    });
    expect(unpublished.json().article).toMatchObject({ isPublished: false, publishedAt: firstDate });
    expect(await memberSees()).toEqual([]);
    expect((await call(memberCookie, 'GET', `/api/articles/${created.slug}`)).statusCode).toBe(404);

    const republished = await call(cookie, 'PATCH', `/api/admin/articles/${created.id}`, {
      isPublished: true,
    });
    expect(republished.json().article).toMatchObject({ isPublished: true, publishedAt: firstDate });
    // Saving the form published keeps it too.
    await call(
      cookie,
      'PUT',
      `/api/admin/articles/${created.id}`,
      validBody({ slug: created.slug, title: `${marker} toggled`, isPublished: true }),
    );
    expect(new Date((await stored(created.id))!.published_at!).valueOf()).toBe(new Date(firstDate).valueOf());

    const featured = await call(cookie, 'PATCH', `/api/admin/articles/${created.id}`, { isFeatured: true });
    expect(featured.json().article).toMatchObject({ isFeatured: true, isPublished: true });
    const empty = await call(cookie, 'PATCH', `/api/admin/articles/${created.id}`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe(messages.nothingToChange);
  });

  it('deletes an article with its comments, likes and bookmarks; members no longer see it', async () => {
    const marker = word();
    const created = await create({ title: `${marker} doomed`, slug: `${marker}-doomed`, isPublished: true });
    const reader = await createMemberWithAccess(db);
    const readerCookie = await signInAs(reader);
    expect((await call(readerCookie, 'PUT', `/api/articles/${created.id}/like`)).statusCode).toBe(200);
    expect((await call(readerCookie, 'PUT', `/api/articles/${created.id}/bookmark`)).statusCode).toBe(200);
    expect((await call(readerCookie, 'GET', `/api/articles?q=${marker}`)).json().items).toHaveLength(1);

    const deleted = await call(await admin(), 'DELETE', `/api/admin/articles/${created.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    const [left] = await queryRows<{ likes: number; bookmarks: number }>(
      db,
      sql`select (select count(*)::int from article_likes where article_id = ${created.id}) as likes,
                 (select count(*)::int from article_bookmarks where article_id = ${created.id}) as bookmarks`,
    );
    expect(left).toEqual({ likes: 0, bookmarks: 0 });
    expect((await call(readerCookie, 'GET', `/api/articles?q=${marker}`)).json().items).toHaveLength(0);
  });
});

describe('the audit trail', () => {
  /** Runs one admin write and answers its one audit row (the test fails on none or more). */
  async function auditedWrite(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) {
    const { result, rows } = await auditRowsOf(db, async () => call(await admin(), method, url, payload));
    expect(result.statusCode, result.body).toBeLessThan(300);
    expect(rows, `${method} ${url}`).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actor_id: userIds.admin,
      actor_email: 'admin@example.com',
      target_type: 'article',
      organization_id: null,
    });
    return { body: result.json(), row: rows[0]! };
  }

  it('records create, edit (changed fields, the body kept short), each toggle and delete', async () => {
    const longBody = `<p>${'A long article body. '.repeat(30)}</p>`;
    const body = validBody({ body: longBody });
    const created = await auditedWrite('POST', '/api/admin/articles', body);
    const articleId = created.body.article.id as string;
    expect(created.row).toMatchObject({
      action: 'article.create',
      target_id: articleId,
      target_name: body.title,
      before: null,
      after: { title: body.title, slug: body.slug, isPublished: false, isFeatured: false },
    });
    const keptBody = (created.row.after as { body: { length: number; sha256: string; excerpt: string } })
      .body;
    expect(keptBody).toMatchObject({
      length: longBody.length,
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(JSON.stringify(created.row.after).length).toBeLessThan(1000);

    const edited = await auditedWrite('PUT', `/api/admin/articles/${articleId}`, {
      ...body,
      title: 'Audited article, renamed',
      body: '<p>Short now.</p>',
    });
    expect(edited.row).toMatchObject({ action: 'article.update', target_name: body.title });
    expect({ before: edited.row.before, after: edited.row.after }).toEqual({
      before: { title: body.title, body: keptBody },
      after: { title: 'Audited article, renamed', body: '<p>Short now.</p>' },
    });
    // The same form again changes nothing and records nothing.
    const same = await auditRowsOf(db, async () =>
      call(await admin(), 'PUT', `/api/admin/articles/${articleId}`, {
        ...body,
        title: 'Audited article, renamed',
        body: '<p>Short now.</p>',
      }),
    );
    expect(same.result.statusCode).toBe(200);
    expect(same.rows).toEqual([]);

    const published = await auditedWrite('PATCH', `/api/admin/articles/${articleId}`, { isPublished: true });
    expect(published.row).toMatchObject({
      action: 'article.published',
      target_name: 'Audited article, renamed',
      before: { isPublished: false },
      after: { isPublished: true },
    });
    const featured = await auditedWrite('PATCH', `/api/admin/articles/${articleId}`, {
      isFeatured: true,
      isPublished: true,
    });
    expect(featured.row).toMatchObject({
      action: 'article.featured',
      before: { isFeatured: false },
      after: { isFeatured: true },
    });

    const deleted = await auditedWrite('DELETE', `/api/admin/articles/${articleId}`);
    expect(deleted.row).toMatchObject({
      action: 'article.delete',
      target_id: articleId,
      target_name: 'Audited article, renamed',
      before: { title: 'Audited article, renamed', slug: body.slug, isPublished: true },
      after: null,
    });
  });

  it('records nothing for a refused write', async () => {
    const existing = await create();
    const refused = await auditRowsOf(db, async () => [
      await call(await loginAs('guru'), 'POST', '/api/admin/articles', validBody()),
      await call(await loginAs('support'), 'PATCH', `/api/admin/articles/${existing.id}`, {
        isFeatured: true,
      }),
      await call(await admin(), 'POST', '/api/admin/articles', validBody({ title: '' })),
      await call(
        await admin(),
        'PUT',
        `/api/admin/articles/${existing.id}`,
        validBody({ slug: existing.slug, guruId: randomUUID() }),
      ),
      await call(await admin(), 'PATCH', `/api/admin/articles/${existing.id}`, {}),
      await call(await admin(), 'DELETE', `/api/admin/articles/${randomUUID()}`),
    ]);
    expect(refused.result.map((response) => response.statusCode)).toEqual([403, 403, 400, 400, 400, 404]);
    expect(refused.rows).toEqual([]);
  });
});

describe('PUT /api/admin/articles/:articleId writes what it changes (issue 39, the same rule as a guru’s)', () => {
  it('writes no revision, no audit row and not the row for a save that changes nothing', async () => {
    const body = validBody({ subtitle: 'The same subtitle', isFeatured: true });
    const article = await create(body);
    const same = await articleWritesOf(db, article.id, async () =>
      call(await admin(), 'PUT', `/api/admin/articles/${article.id}`, body),
    );
    expect(same.result.statusCode, same.result.body).toBe(200);
    expect(same.result.json()).toEqual({ article: { id: article.id, slug: article.slug } });
    expect(same).toMatchObject({ auditRows: [], revisionSources: [], rowWritten: false });
  });

  it('keeps one revision and audits only the changed fields, before and after', async () => {
    const body = validBody({ subtitle: 'Old subtitle' });
    const article = await create(body);
    const changed = await articleWritesOf(db, article.id, async () =>
      call(await admin(), 'PUT', `/api/admin/articles/${article.id}`, {
        ...body,
        subtitle: 'New subtitle',
        visibilityScope: 'agents_only',
      }),
    );
    expect(changed.result.statusCode, changed.result.body).toBe(200);
    expect(changed.revisionSources).toEqual(['admin.update']);
    expect(changed.auditRows).toHaveLength(1);
    expect(changed.auditRows[0]).toMatchObject({
      action: 'article.update',
      actor_id: userIds.admin,
      target_id: article.id,
      target_name: body.title,
    });
    expect({ before: changed.auditRows[0]!.before, after: changed.auditRows[0]!.after }).toEqual({
      before: { subtitle: 'Old subtitle', visibilityScope: 'all' },
      after: { subtitle: 'New subtitle', visibilityScope: 'agents_only' },
    });
  });
});
