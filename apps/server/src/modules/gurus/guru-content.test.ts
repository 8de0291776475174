import { randomUUID } from 'node:crypto';
import { adminArticleMessages } from '@pillars/shared/articles/admin-messages';
import type { ArticleDetailResponse, ResourcesResponse } from '@pillars/shared/articles/schemas';
import type {
  GuruArticleBody,
  GuruArticleFormResponse,
  GuruArticlesResponse,
} from '@pillars/shared/gurus/content-schemas';
import { guruContentMessages as messages } from '@pillars/shared/gurus/content-schemas';
import type { GuruProfileResponse, GurusResponse } from '@pillars/shared/gurus/schemas';
import { forbiddenMessages } from '@pillars/shared/policies';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { articleWritesOf } from '../../../test/article-writes.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import {
  type BuiltMember,
  createArticle,
  createArticleTag,
  createGuru,
  createMemberWithAccess,
} from '../../../test/builders.ts';
import { queryRows } from '../../db/client.ts';

/*
 * My Guru Content and the guru article form (issue 23, spec 02): who may, ownership (another
 * guru's article refused for every verb, forged guru ids too), validation, the guru-record
 * requirement, published_at, and the member side seeing a write at the next read.
 */
const { app, db, loginAs, signInAs } = await buildTestApp();

const word = () => `zg${randomUUID().replaceAll('-', '').slice(0, 10)}`;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

async function call(cookie: string | undefined, method: Method, url: string, payload?: object) {
  return app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload }),
  });
}

function validBody(overrides: Partial<GuruArticleBody> = {}): GuruArticleBody {
  const title = `Guru article ${word()}`;
  return {
    title,
    slug: title.toLowerCase().replaceAll(' ', '-'),
    body: '<p>Hello from a guru.</p>',
    ...overrides,
  };
}

/** A guru with a set-up (active) guru record of their own, signed in. */
async function newGuru(): Promise<{
  member: BuiltMember;
  cookie: string;
  guru: { id: string; slug: string };
}> {
  const member = await createMemberWithAccess(db, { isGuru: true });
  const guru = await createGuru(db, { userId: member.userId });
  return { member, cookie: await signInAs(member), guru };
}

async function create(cookie: string, overrides: Partial<GuruArticleBody> = {}) {
  const response = await call(cookie, 'POST', '/api/guru-content/articles', validBody(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().article as { id: string; slug: string };
}

async function stored(articleId: string) {
  const [row] = await queryRows<{
    title: string;
    subtitle: string | null;
    featured_image_url: string | null;
    pro_tip: string | null;
    video_url: string | null;
    document_url: string | null;
    is_published: boolean;
    is_featured: boolean;
    visibility_scope: string;
    published_at: Date | string | null;
    guru_id: string | null;
    author_id: string | null;
    linked_guru_ids: string[];
  }>(
    db,
    sql`select title, subtitle, featured_image_url, pro_tip, video_url, document_url, is_published, is_featured,
               visibility_scope, published_at, guru_id, author_id,
               array(select guru_id from guru_content where article_id = a.id) as linked_guru_ids
          from articles a where id = ${articleId}`,
  );
  return row;
}

describe('guru content: who may', () => {
  it('refuses anonymous (401), lapsed (subscription) and non-gurus with the spec texts', async () => {
    const { cookie: guruCookie } = await newGuru();
    const article = await create(guruCookie);
    const createRequests: Array<[Method, string, object?]> = [
      ['GET', '/api/guru-content/articles'],
      ['GET', '/api/guru-content/articles/options'],
      ['POST', '/api/guru-content/articles', validBody()],
      ['PUT', '/api/guru-content/profile', { name: 'Not A Guru' }],
    ];
    const editRequests: Array<[Method, string, object?]> = [
      ['GET', `/api/guru-content/articles/${article.id}`],
      ['PUT', `/api/guru-content/articles/${article.id}`, validBody()],
      ['PATCH', `/api/guru-content/articles/${article.id}`, { isPublished: true }],
      ['DELETE', `/api/guru-content/articles/${article.id}`],
    ];
    for (const [method, url, payload] of [...createRequests, ...editRequests]) {
      expect((await call(undefined, method, url, payload)).statusCode, url).toBe(401);
      const lapsed = await call(await loginAs('lapsed'), method, url, payload);
      expect(lapsed.statusCode).toBe(403);
      expect(lapsed.json().error.code).toBe('SUBSCRIPTION_REQUIRED');
    }
    const notGuru = await signInAs(await createMemberWithAccess(db));
    for (const cookie of [
      notGuru,
      await loginAs('member'),
      await loginAs('support'),
      await loginAs('agent'),
    ]) {
      for (const [method, url, payload] of createRequests) {
        const response = await call(cookie, method, url, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json().error.message).toBe(forbiddenMessages.guruPrivileges);
      }
      for (const [method, url, payload] of editRequests) {
        const response = await call(cookie, method, url, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json().error.message).toBe('You do not have permission to edit this article.');
      }
    }
    // Nothing changed.
    expect((await stored(article.id))?.is_published).toBe(false);
  });
});

describe('guru content: only the articles of their own guru record', () => {
  it("refuses another guru's article for read-for-edit, update, publish and delete, and changes nothing", async () => {
    const owner = await newGuru();
    const other = await newGuru();
    const article = await create(owner.cookie, { title: 'Owner title', slug: `owner-${word()}` });
    const before = await stored(article.id);
    const requests: Array<[Method, object?]> = [
      ['GET'],
      ['PUT', validBody({ title: 'Taken over' })],
      ['PATCH', { isPublished: true }],
      ['DELETE'],
    ];
    for (const [method, payload] of requests) {
      const response = await call(other.cookie, method, `/api/guru-content/articles/${article.id}`, payload);
      expect(response.statusCode, method).toBe(403);
      expect(response.json().error.message).toBe('You do not have permission to edit this article.');
    }
    expect(await stored(article.id)).toEqual(before);
    // An article of no guru (the admin's) is nobody's to edit here either.
    const adminArticle = await createArticle(db, { isPublished: false });
    const refused = await call(owner.cookie, 'PATCH', `/api/guru-content/articles/${adminArticle.id}`, {
      isPublished: true,
    });
    expect(refused.statusCode).toBe(403);
    // The other guru's list does not hold it.
    const list: GuruArticlesResponse = (await call(other.cookie, 'GET', '/api/guru-content/articles')).json();
    expect(list.articles).toEqual([]);
    expect(list.guru?.id).toBe(other.guru.id);
  });

  it('refuses forged guru ids in the body (400, nothing written) and keeps the article its guru’s', async () => {
    const owner = await newGuru();
    const victim = await newGuru();
    const title = `Forged ${word()}`;
    const forged = await call(owner.cookie, 'POST', '/api/guru-content/articles', {
      ...validBody({ title }),
      guruId: victim.guru.id,
    });
    expect(forged.statusCode).toBe(400);
    const [count] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from articles where title = ${title}`,
    );
    expect(count!.n).toBe(0);

    const article = await create(owner.cookie);
    const before = await stored(article.id);
    for (const extra of [
      { guruId: victim.guru.id },
      { authorId: victim.member.userId },
      { isFeatured: true },
    ]) {
      const response = await call(owner.cookie, 'PUT', `/api/guru-content/articles/${article.id}`, {
        ...validBody(),
        ...extra,
      });
      expect(response.statusCode, JSON.stringify(extra)).toBe(400);
    }
    expect(await stored(article.id)).toEqual(before);
    expect(before).toMatchObject({
      guru_id: owner.guru.id,
      linked_guru_ids: [owner.guru.id],
      author_id: owner.member.userId,
      visibility_scope: 'all',
      is_featured: false,
    });
  });

  it("answers 'Article not found' for an article that does not exist", async () => {
    const { cookie } = await newGuru();
    for (const [method, payload] of [
      ['GET'],
      ['PUT', validBody()],
      ['PATCH', { isPublished: true }],
      ['DELETE'],
    ] as Array<[Method, object?]>) {
      for (const id of [randomUUID(), 'not-an-id']) {
        const response = await call(cookie, method, `/api/guru-content/articles/${id}`, payload);
        expect([400, 404], `${method} ${id}`).toContain(response.statusCode);
        expect(response.json().error.message).toContain(adminArticleMessages.articleNotFound);
      }
    }
  });
});

describe('guru content: the guru record', () => {
  it('lists no guru and refuses writes until the profile is set up; setting it up shows the guru under Gurus', async () => {
    const member = await createMemberWithAccess(db, { isGuru: true, firstName: 'Rowan', lastName: 'Vale' });
    const cookie = await signInAs(member);
    const empty: GuruArticlesResponse = (await call(cookie, 'GET', '/api/guru-content/articles')).json();
    expect(empty).toMatchObject({ guru: null, articles: [], total: 0 });
    expect((await call(cookie, 'GET', '/api/guru-content/articles/options')).json().guru).toBeNull();
    const refused = await call(cookie, 'POST', '/api/guru-content/articles', validBody());
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(messages.profileRequired);

    // The record a superadmin's guru flag makes starts inactive: not set up yet either.
    await queryRows(
      db,
      sql`insert into gurus (user_id, name, slug, is_active) values (${member.userId}, 'Rowan Vale', ${`rowan-${word()}`}, false)`,
    );
    const inactive = await call(cookie, 'POST', '/api/guru-content/articles', validBody());
    expect(inactive.statusCode).toBe(403);
    expect(inactive.json().error.message).toBe(messages.profileRequired);
    const listed: GuruArticlesResponse = (await call(cookie, 'GET', '/api/guru-content/articles')).json();
    expect(listed.guru).toMatchObject({ name: 'Rowan Vale', isActive: false });

    // Read the directory first, so the cached list is the one that must change.
    const member2 = await loginAs('member');
    const before: GurusResponse = (await call(member2, 'GET', '/api/gurus')).json();
    expect(before.gurus.map((guru) => guru.name)).not.toContain('Rowan Vale');

    const invalid = await call(cookie, 'PUT', '/api/guru-content/profile', { name: '  ' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.fields).toMatchObject({ name: messages.nameRequired });

    const saved = await call(cookie, 'PUT', '/api/guru-content/profile', {
      name: 'Rowan Vale',
      businessName: 'Vale Studio',
      bio: 'Rowan helps agencies hire.',
      imageUrl: '/uploads/rowan.png',
      specialties: ['Hiring', 'Culture', 'hiring'],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().guru).toMatchObject({
      name: 'Rowan Vale',
      businessName: 'Vale Studio',
      isActive: true,
      specialties: ['Culture', 'Hiring'],
    });
    const after: GurusResponse = (await call(member2, 'GET', '/api/gurus')).json();
    const card = after.gurus.find((guru) => guru.name === 'Rowan Vale');
    expect(card).toMatchObject({ businessName: 'Vale Studio', imageUrl: '/uploads/rowan.png' });
    // One record per user, completed in place.
    const [records] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from gurus where user_id = ${member.userId}`,
    );
    expect(records!.n).toBe(1);

    expect((await call(cookie, 'POST', '/api/guru-content/articles', validBody())).statusCode).toBe(201);
  });

  it('creates the record when there is none', async () => {
    const member = await createMemberWithAccess(db, { isGuru: true });
    const cookie = await signInAs(member);
    const saved = await call(cookie, 'PUT', '/api/guru-content/profile', { name: 'Fresh Guru' });
    expect(saved.statusCode, saved.body).toBe(200);
    const profile: GuruProfileResponse = (
      await call(await loginAs('member'), 'GET', `/api/gurus/${saved.json().guru.slug}`)
    ).json();
    expect(profile.guru).toMatchObject({
      name: 'Fresh Guru',
      businessName: null,
      bio: null,
      specialties: [],
    });
  });
});

describe('guru content: validation', () => {
  it("answers the spec's texts and writes nothing", async () => {
    const { cookie } = await newGuru();
    const empty = await call(cookie, 'POST', '/api/guru-content/articles', {
      title: '',
      slug: '',
      body: '<p></p>',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toMatchObject({
      title: adminArticleMessages.requiredFields,
      slug: adminArticleMessages.requiredFields,
      body: adminArticleMessages.requiredFields,
    });
    const video = await call(
      cookie,
      'POST',
      '/api/guru-content/articles',
      validBody({ contentType: 'video' }),
    );
    expect(video.json().error.fields).toEqual({ videoUrl: adminArticleMessages.videoUrlRequired });
    for (const contentType of ['document', 'presentation'] as const) {
      const response = await call(cookie, 'POST', '/api/guru-content/articles', validBody({ contentType }));
      expect(response.json().error.fields).toEqual({ documentUrl: adminArticleMessages.documentUrlRequired });
    }
    const badSlug = await call(
      cookie,
      'POST',
      '/api/guru-content/articles',
      validBody({ slug: 'Not A Slug' }),
    );
    expect(badSlug.json().error.fields).toEqual({ slug: adminArticleMessages.slugFormat });
    const taken = await create(cookie);
    const duplicate = await call(
      cookie,
      'POST',
      '/api/guru-content/articles',
      validBody({ slug: taken.slug }),
    );
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().error.fields).toEqual({ slug: adminArticleMessages.slugTaken });
    const unknown = await call(
      cookie,
      'POST',
      '/api/guru-content/articles',
      validBody({ categoryIds: [randomUUID()] }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe(adminArticleMessages.unknownCategory);
    const publish = await call(cookie, 'PATCH', `/api/guru-content/articles/${taken.id}`, {});
    expect(publish.statusCode).toBe(400);
    const [count] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from articles a join gurus g on g.id = a.guru_id
           where g.id = (select guru_id from articles where id = ${taken.id})`,
    );
    expect(count!.n).toBe(1);
  });

  it('saves empty optional fields as null and sanitises the body', async () => {
    const { cookie } = await newGuru();
    const article = await create(cookie, {
      subtitle: '  ',
      featuredImageUrl: '',
      proTip: '',
      videoUrl: '',
      documentUrl: '',
      body: '<p>Safe</p><script>alert(1)</script>',
    });
    const row = await stored(article.id);
    expect(row).toMatchObject({
      subtitle: null,
      featured_image_url: null,
      pro_tip: null,
      video_url: null,
      document_url: null,
    });
    const form: GuruArticleFormResponse = (
      await call(cookie, 'GET', `/api/guru-content/articles/${article.id}`)
    ).json();
    expect(form.article.body).not.toContain('script');
  });
});

describe('guru content: writing, publishing, the list', () => {
  it('sets published_at when created published or first published, keeps it after', async () => {
    const { cookie } = await newGuru();
    const draft = await create(cookie);
    expect((await stored(draft.id))?.published_at).toBeNull();
    const published = await create(cookie, { isPublished: true });
    expect((await stored(published.id))?.published_at).not.toBeNull();

    const first = await call(cookie, 'PATCH', `/api/guru-content/articles/${draft.id}`, {
      isPublished: true,
    });
    expect(first.statusCode, first.body).toBe(200);
    const firstDate = first.json().article.publishedAt;
    expect(firstDate).not.toBeNull();
    const unpublished = await call(cookie, 'PATCH', `/api/guru-content/articles/${draft.id}`, {
      isPublished: false,
    });
    expect(unpublished.json().article).toMatchObject({ isPublished: false, publishedAt: firstDate });
    const again = await call(cookie, 'PATCH', `/api/guru-content/articles/${draft.id}`, {
      isPublished: true,
    });
    expect(again.json().article.publishedAt).toBe(firstDate);

    // Saving the form keeps the date; publishing a draft from the form gives it one.
    const form: GuruArticleFormResponse = (
      await call(cookie, 'GET', `/api/guru-content/articles/${draft.id}`)
    ).json();
    const saved = await call(cookie, 'PUT', `/api/guru-content/articles/${draft.id}`, {
      ...validBody({ title: 'Renamed', slug: form.article.slug }),
      isPublished: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(new Date((await stored(draft.id))!.published_at!).toISOString()).toBe(firstDate);
    const other = await create(cookie);
    await call(cookie, 'PUT', `/api/guru-content/articles/${other.id}`, {
      ...validBody({ slug: other.slug }),
      isPublished: true,
    });
    expect((await stored(other.id))?.published_at).not.toBeNull();
  });

  it('updates the fields and replaces the categories and topics', async () => {
    const { cookie } = await newGuru();
    const [categoryA, categoryB, topic] = await Promise.all([
      createArticleTag(db, 'category'),
      createArticleTag(db, 'category'),
      createArticleTag(db, 'topic'),
    ]);
    const article = await create(cookie, { categoryIds: [categoryA.id], topicIds: [topic.id] });
    const response = await call(cookie, 'PUT', `/api/guru-content/articles/${article.id}`, {
      ...validBody({
        slug: article.slug,
        title: 'New title',
        contentType: 'video',
        videoUrl: 'https://v.example/1',
      }),
      categoryIds: [categoryB.id],
      topicIds: [],
    });
    expect(response.statusCode, response.body).toBe(200);
    const form: GuruArticleFormResponse = (
      await call(cookie, 'GET', `/api/guru-content/articles/${article.id}`)
    ).json();
    expect(form.article).toMatchObject({
      title: 'New title',
      contentType: 'video',
      videoUrl: 'https://v.example/1',
      categoryIds: [categoryB.id],
      topicIds: [],
    });
    expect(form.categories.map((category) => category.id)).toContain(categoryA.id);
  });

  it("keeps the version each guru write replaces, which a superadmin's history shows and restores", async () => {
    const { cookie } = await newGuru();
    const article = await create(cookie, { title: 'First guru title', isPublished: true });
    const edited = await call(cookie, 'PUT', `/api/guru-content/articles/${article.id}`, {
      ...validBody({ slug: article.slug, title: 'Second guru title', isPublished: true }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    // Publishing what is already published changes nothing and keeps no version.
    await call(cookie, 'PATCH', `/api/guru-content/articles/${article.id}`, { isPublished: true });
    await call(cookie, 'PATCH', `/api/guru-content/articles/${article.id}`, { isPublished: false });
    const admin = await loginAs('admin');
    const history = await call(admin, 'GET', `/api/admin/articles/${article.id}/revisions`);
    expect(history.statusCode, history.body).toBe(200);
    const revisions = history.json().revisions as Array<{
      id: string;
      source: string;
      article: { title: string; isPublished: boolean };
    }>;
    expect(revisions.map((revision) => revision.source)).toEqual(['guru.published', 'guru.update']);
    expect(revisions[1]!.article).toMatchObject({ title: 'First guru title', isPublished: true });
    const restored = await call(
      admin,
      'POST',
      `/api/admin/articles/${article.id}/revisions/${revisions[1]!.id}/restore`,
    );
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await stored(article.id))?.title).toBe('First guru title');

    await call(cookie, 'DELETE', `/api/guru-content/articles/${article.id}`);
    const [kept] = await queryRows<{ source: string }>(
      db,
      sql`select source from content_revisions where content_id = ${article.id} order by created_at desc limit 1`,
    );
    expect(kept?.source).toBe('guru.delete');
  });

  it('lists its own articles newest first, searched, filtered by status and type, with categories and likes', async () => {
    const { cookie } = await newGuru();
    const category = await createArticleTag(db, 'category');
    const topicWord = word();
    const post = await create(cookie, {
      title: `Post ${topicWord}`,
      isPublished: true,
      categoryIds: [category.id],
    });
    const video = await create(cookie, { contentType: 'video', videoUrl: 'https://v.example/2' });
    const document = await create(cookie, { contentType: 'presentation', documentUrl: '/uploads/deck.pdf' });
    const liker = await createMemberWithAccess(db);
    await queryRows(
      db,
      sql`insert into article_likes (article_id, user_id) values (${post.id}, ${liker.userId})`,
    );
    const list = async (query: string): Promise<GuruArticlesResponse> => {
      const response = await call(cookie, 'GET', `/api/guru-content/articles?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    const all = await list('');
    expect(all.articles.map((article) => article.id)).toEqual([document.id, video.id, post.id]);
    expect(all.total).toBe(3);
    expect(all.articles[2]).toMatchObject({
      isPublished: true,
      categories: [{ id: category.id, name: category.name }],
      likeCount: 1,
    });
    expect(all.articles[0]).toMatchObject({ isPublished: false, publishedAt: null, likeCount: 0 });
    expect((await list('status=published')).articles.map((article) => article.id)).toEqual([post.id]);
    expect((await list('status=drafts')).total).toBe(2);
    expect((await list('type=document')).articles.map((article) => article.id)).toEqual([document.id]);
    expect((await list('type=video')).articles.map((article) => article.id)).toEqual([video.id]);
    expect((await list(`q=${topicWord.slice(0, 6)}`)).articles.map((article) => article.id)).toEqual([
      post.id,
    ]);
    expect((await list('q=%21%21')).articles).toEqual([]);
    expect((await list('page=5')).total).toBe(3);
    expect((await call(cookie, 'GET', '/api/guru-content/articles?status=nope')).statusCode).toBe(400);
  });

  it('deletes its own article with its links', async () => {
    const { cookie } = await newGuru();
    const article = await create(cookie, { isPublished: true });
    const response = await call(cookie, 'DELETE', `/api/guru-content/articles/${article.id}`);
    expect(response.statusCode).toBe(200);
    expect(await stored(article.id)).toBeUndefined();
    expect((await call(cookie, 'GET', `/api/guru-content/articles/${article.id}`)).statusCode).toBe(404);
  });
});

describe('guru content: what members see, at the next read', () => {
  it('shows a published guru article in /resources search and on the guru profile, and a draft to nobody else', async () => {
    const { cookie, guru } = await newGuru();
    const member = await loginAs('member');
    const searchWord = word();
    const search = async (): Promise<ResourcesResponse> =>
      (await call(member, 'GET', `/api/articles?q=${searchWord}`)).json();
    const profile = async (): Promise<GuruProfileResponse> =>
      (await call(member, 'GET', `/api/gurus/${guru.slug}`)).json();
    // Warm the caches with the answers that must change.
    expect((await search()).items).toEqual([]);
    expect((await profile()).articles).toEqual([]);

    const draft = await create(cookie, { title: `Draft ${searchWord}` });
    expect((await search()).items).toEqual([]);
    expect((await profile()).articleCount).toBe(0);
    expect((await call(member, 'GET', `/api/articles/${draft.slug}`)).statusCode).toBe(404);
    const own: ArticleDetailResponse = (await call(cookie, 'GET', `/api/articles/${draft.slug}`)).json();
    expect(own.article.title).toBe(`Draft ${searchWord}`);

    const publish = await call(cookie, 'PATCH', `/api/guru-content/articles/${draft.id}`, {
      isPublished: true,
    });
    expect(publish.statusCode).toBe(200);
    expect((await search()).items.map((item) => item.id)).toEqual([draft.id]);
    expect((await profile()).articles.map((article) => article.id)).toEqual([draft.id]);

    await call(cookie, 'PUT', `/api/guru-content/articles/${draft.id}`, {
      ...validBody({ title: `Renamed ${searchWord}`, slug: draft.slug }),
      isPublished: true,
    });
    expect((await search()).items[0]?.title).toBe(`Renamed ${searchWord}`);
    expect((await profile()).articles[0]?.title).toBe(`Renamed ${searchWord}`);

    await call(cookie, 'PATCH', `/api/guru-content/articles/${draft.id}`, { isPublished: false });
    expect((await search()).items).toEqual([]);
    expect((await profile()).articles).toEqual([]);

    await call(cookie, 'PATCH', `/api/guru-content/articles/${draft.id}`, { isPublished: true });
    expect((await search()).items).toHaveLength(1);
    await call(cookie, 'DELETE', `/api/guru-content/articles/${draft.id}`);
    expect((await search()).items).toEqual([]);
    expect((await profile()).articleCount).toBe(0);
  });
});

describe('guru content: a save writes what it changes (issue 39, the same rule as the admin’s)', () => {
  it('writes no revision, no audit row and not the row for a save that changes nothing', async () => {
    const { cookie } = await newGuru();
    const body = validBody({ subtitle: 'The same subtitle' });
    const article = await create(cookie, body);
    const same = await articleWritesOf(db, article.id, () =>
      call(cookie, 'PUT', `/api/guru-content/articles/${article.id}`, body),
    );
    expect(same.result.statusCode, same.result.body).toBe(200);
    expect(same.result.json()).toEqual({ article: { id: article.id, slug: article.slug } });
    expect(same).toMatchObject({ auditRows: [], revisionSources: [], rowWritten: false });
  });

  it('keeps one revision and audits only the changed fields, before and after', async () => {
    const { member, cookie } = await newGuru();
    const body = validBody({ subtitle: 'Old subtitle' });
    const article = await create(cookie, body);
    const changed = await articleWritesOf(db, article.id, () =>
      call(cookie, 'PUT', `/api/guru-content/articles/${article.id}`, {
        ...body,
        subtitle: 'New subtitle',
        isPublished: true,
      }),
    );
    expect(changed.result.statusCode, changed.result.body).toBe(200);
    expect(changed.revisionSources).toEqual(['guru.update']);
    expect(changed.auditRows).toHaveLength(1);
    expect(changed.auditRows[0]).toMatchObject({
      action: 'article.update',
      actor_id: member.userId,
      target_type: 'article',
      target_id: article.id,
      target_name: body.title,
    });
    expect({ before: changed.auditRows[0]!.before, after: changed.auditRows[0]!.after }).toEqual({
      before: { subtitle: 'Old subtitle', isPublished: false },
      after: { subtitle: 'New subtitle', isPublished: true },
    });
  });
});
