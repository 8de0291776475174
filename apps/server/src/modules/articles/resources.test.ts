import { randomUUID } from 'node:crypto';
import type {
  ArticleDetailResponse,
  ArticleLikeResponse,
  ResourcesResponse,
} from '@pillars/shared/articles/schemas';
import type { PostResponse } from '@pillars/shared/community/schemas';
import type { GuruProfileResponse, GurusResponse } from '@pillars/shared/gurus/schemas';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { auditRowsOf } from '../../../test/audit-rows.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import {
  createArticle,
  createArticleTag,
  createGuru,
  createMemberWithAccess,
} from '../../../test/builders.ts';
import { queryRows } from '../../db/client.ts';
import { articleBookmarks, articleLikes, articles, communityPosts } from '../../db/schema/index.ts';
import type { DemoRole } from '../../db/seed/demo-accounts.ts';
import { demoArticles, demoGurus } from '../../db/seed/demo-content.ts';

const { app, db, loginAs, signInAs, userIds, countRequestStatements } = await buildTestApp();

async function get(cookie: string, url: string) {
  return app.inject({ method: 'GET', url, headers: { cookie } });
}
async function send(cookie: string, method: 'PUT' | 'DELETE' | 'POST', url: string, payload?: object) {
  return app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload }) });
}
async function list(cookie: string, query: Record<string, string> = {}): Promise<ResourcesResponse> {
  const response = await get(cookie, `/api/articles?${new URLSearchParams(query)}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
/** Every page of a list, following `nextCursor`. */
async function listAll(cookie: string, query: Record<string, string> = {}) {
  const items: ResourcesResponse['items'] = [];
  let cursor: string | null = null;
  do {
    const page: ResourcesResponse = await list(cookie, { ...query, ...(cursor ? { cursor } : {}) });
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}
const word = () => `zq${randomUUID().replaceAll('-', '').slice(0, 10)}`;
const member = () => loginAs('member');

describe('GET /api/articles (the resources list)', () => {
  it('lists published articles newest first with the filter options, 24 a page', async () => {
    const page = await list(await member());
    expect(page.items).toHaveLength(Math.min(24, page.items.length));
    const dates = page.items.map((item) => item.publishedAt!);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(page.categories.map((category) => category.name)).toEqual(
      [...page.categories.map((category) => category.name)].sort((a, b) => a.localeCompare(b)),
    );
    expect(page.topics.length).toBeGreaterThan(0);
    expect(page.items.map((item) => item.slug)).not.toContain(
      demoArticles.find((article) => !article.isPublished)!.slug,
    );
    const pricing = page.items.find((item) => item.slug === demoArticles[0]!.slug);
    expect(pricing?.topics.map((topic) => topic.name)).toEqual(demoArticles[0]!.topicNames);
    expect(pricing?.highlight).toBeNull();
  });

  it('ranks a title match above a body match and marks the matched words', async () => {
    const term = word();
    const topic = await createArticleTag(db, 'topic');
    const inBody = await createArticle(db, {
      title: 'An ordinary title',
      body: `<p>Somewhere deep in the body the word ${term} appears &amp; matters.</p>`,
      publishedAt: new Date(),
      topicIds: [topic.id],
    });
    const inTitle = await createArticle(db, {
      title: `The ${term} method`,
      body: '<p>Nothing else here.</p>',
      // Older: only the rank can put it first.
      publishedAt: new Date(Date.now() - 86_400_000),
      topicIds: [topic.id],
    });
    const page = await list(await member(), { q: term });
    expect(page.items.map((item) => item.id)).toEqual([inTitle.id, inBody.id]);
    const [titleHit, bodyHit] = page.items;
    expect(titleHit!.highlight!.title).toEqual([
      { text: 'The ', match: false },
      { text: term, match: true },
      { text: ' method', match: false },
    ]);
    expect(bodyHit!.highlight!.title.every((segment) => !segment.match)).toBe(true);
    const snippet = bodyHit!.highlight!.snippet;
    expect(snippet.filter((segment) => segment.match).map((segment) => segment.text)).toEqual([term]);
    // Text, not HTML: tags gone, entities decoded.
    const snippetText = snippet.map((segment) => segment.text).join('');
    expect(snippetText).toContain('appears & matters');
    expect(snippetText).not.toContain('<p>');
  });

  it('finds words by their stem and ignores markup-looking search text', async () => {
    const term = word();
    const article = await createArticle(db, { title: `Pricing ${term} workshops` });
    expect((await list(await member(), { q: `${term} workshop` })).items.map((item) => item.id)).toEqual([
      article.id,
    ]);
    const odd = await list(await member(), { q: `"${term}" OR <script>` });
    expect(odd.items.map((item) => item.id)).toContain(article.id);
  });

  it('filters by category, topic, type, guru and saved, and combines them', async () => {
    const category = await createArticleTag(db, 'category');
    const topic = await createArticleTag(db, 'topic');
    const term = word();
    const videoInBoth = await createArticle(db, {
      title: `Video ${term}`,
      contentType: 'video',
      categoryIds: [category.id],
      topicIds: [topic.id],
    });
    const postInCategory = await createArticle(db, { title: `Post ${term}`, categoryIds: [category.id] });
    const documentInTopic = await createArticle(db, {
      title: 'Document',
      contentType: 'document',
      topicIds: [topic.id],
    });
    const guru = await createGuru(db, { articleIds: [postInCategory.id, documentInTopic.id] });
    const viewer = await createMemberWithAccess(db);
    const cookie = await signInAs(viewer);
    expect((await send(cookie, 'PUT', `/api/articles/${documentInTopic.id}/bookmark`)).statusCode).toBe(200);
    expect((await send(cookie, 'PUT', `/api/articles/${videoInBoth.id}/bookmark`)).statusCode).toBe(200);

    const ids = async (query: Record<string, string>) =>
      (await listAll(cookie, query)).map((item) => item.id);
    expect(new Set(await ids({ category: category.slug }))).toEqual(
      new Set([videoInBoth.id, postInCategory.id]),
    );
    expect(new Set(await ids({ topic: topic.slug }))).toEqual(new Set([videoInBoth.id, documentInTopic.id]));
    const videos = await ids({ type: 'video' });
    expect(videos).toContain(videoInBoth.id);
    expect(videos).not.toContain(postInCategory.id);
    for (const item of await listAll(cookie, { type: 'video' })) expect(item.contentType).toBe('video');
    const byGuru = await list(cookie, { guru: guru.slug });
    expect(new Set(byGuru.items.map((item) => item.id))).toEqual(
      new Set([postInCategory.id, documentInTopic.id]),
    );
    expect(byGuru.guru).toEqual({ name: guru.name, slug: guru.slug });
    expect(new Set(await ids({ saved: 'true' }))).toEqual(new Set([documentInTopic.id, videoInBoth.id]));

    // Combined: each filter narrows the others.
    expect(await ids({ category: category.slug, topic: topic.slug })).toEqual([videoInBoth.id]);
    expect(await ids({ category: category.slug, type: 'post' })).toEqual([postInCategory.id]);
    expect(await ids({ topic: topic.slug, saved: 'true', type: 'document' })).toEqual([documentInTopic.id]);
    expect(await ids({ guru: guru.slug, topic: topic.slug })).toEqual([documentInTopic.id]);
    expect(await ids({ q: term, category: category.slug, type: 'video' })).toEqual([videoInBoth.id]);
    expect(await ids({ q: term, saved: 'true' })).toEqual([videoInBoth.id]);
    // Unknown slugs match nothing.
    expect(await ids({ category: 'no-such-category' })).toEqual([]);
    expect((await list(cookie, { guru: 'no-such-guru' })).guru).toBeNull();
  });

  it('answers 400 for a bad type, saved value or cursor', async () => {
    const cookie = await member();
    for (const query of ['type=podcast', 'saved=yes', 'cursor=not-a-cursor', `q=${'a'.repeat(201)}`]) {
      const response = await get(cookie, `/api/articles?${query}`);
      expect(response.statusCode, query).toBe(400);
    }
    const forged = Buffer.from(
      JSON.stringify({ publishedAt: "x'; drop table articles; --", id: 'x' }),
    ).toString('base64url');
    const response = await get(cookie, `/api/articles?cursor=${forged}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('This list link has expired. Please reload the resources.');
  });

  it('pages stably while new articles are published (newest first and by rank)', async () => {
    const topic = await createArticleTag(db, 'topic');
    const term = word();
    const base = Date.now() - 10 * 86_400_000;
    const created: Array<{ id: string }> = [];
    // 30 articles, some sharing a publication time to the microsecond's millisecond.
    for (let index = 0; index < 30; index += 1) {
      created.push(
        await createArticle(db, {
          title: `Stable ${term} ${index}`,
          body: `<p>${index % 2 === 0 ? term : 'other'} text</p>`,
          publishedAt: new Date(base + Math.floor(index / 3) * 1000),
          topicIds: [topic.id],
        }),
      );
    }
    const cookie = await member();
    for (const query of [{ topic: topic.slug }, { topic: topic.slug, q: term }] as Array<
      Record<string, string>
    >) {
      const first = await list(cookie, query);
      expect(first.items).toHaveLength(24);
      expect(first.nextCursor).not.toBeNull();
      // New articles are published between the pages.
      for (let index = 0; index < 3; index += 1) {
        await createArticle(db, { title: `Fresh ${term} ${index}`, topicIds: [topic.id] });
      }
      const second = await list(cookie, { ...query, cursor: first.nextCursor! });
      expect(second.nextCursor).toBeNull();
      const seen = [...first.items, ...second.items].map((item) => item.id);
      expect(new Set(seen).size).toBe(seen.length);
      const before = seen.filter((id) => created.some((article) => article.id === id));
      expect(before).toHaveLength(30);
    }
  });
});

describe('what a team member never sees', () => {
  it('drafts and agents_only articles: not in the list, search, detail, related, saved or guru page', async () => {
    const topic = await createArticleTag(db, 'topic');
    const term = word();
    const visible = await createArticle(db, { title: `Visible ${term}`, topicIds: [topic.id] });
    const draft = await createArticle(db, {
      title: `Draft ${term}`,
      isPublished: false,
      topicIds: [topic.id],
    });
    const agentsOnly = await createArticle(db, {
      title: `Agents ${term}`,
      visibilityScope: 'agents_only',
      topicIds: [topic.id],
    });
    const guru = await createGuru(db, { articleIds: [visible.id, draft.id, agentsOnly.id] });
    const teamMember = await createMemberWithAccess(db);
    const cookie = await signInAs(teamMember);
    // Bookmarks made before the articles were hidden (written directly: the API refuses them).
    await db.insert(articleBookmarks).values([
      { articleId: visible.id, userId: teamMember.userId },
      { articleId: draft.id, userId: teamMember.userId },
      { articleId: agentsOnly.id, userId: teamMember.userId },
    ]);
    const hidden = [draft.id, agentsOnly.id];

    const idsOf = (items: Array<{ id: string }>) => items.map((item) => item.id);
    expect(idsOf(await listAll(cookie, { topic: topic.slug }))).toEqual([visible.id]);
    expect(idsOf(await listAll(cookie, { q: term }))).toEqual([visible.id]);
    expect(idsOf(await listAll(cookie, { saved: 'true' }))).toEqual([visible.id]);
    expect(idsOf(await listAll(cookie, { guru: guru.slug }))).toEqual([visible.id]);
    expect(idsOf((await list(cookie)).items)).not.toEqual(expect.arrayContaining(hidden));
    for (const article of [draft, agentsOnly]) {
      const response = await get(cookie, `/api/articles/${article.slug}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe('Article not found');
      for (const [method, path] of [
        ['PUT', 'like'],
        ['PUT', 'bookmark'],
      ] as const) {
        expect((await send(cookie, method, `/api/articles/${article.id}/${path}`)).statusCode).toBe(404);
      }
      const comment = await send(cookie, 'POST', '/api/community/posts', {
        articleId: article.id,
        body: 'Hi',
      });
      expect(comment.statusCode).toBe(404);
    }
    const detail: ArticleDetailResponse = (await get(cookie, `/api/articles/${visible.slug}`)).json();
    expect(idsOf(detail.related)).not.toEqual(expect.arrayContaining([draft.id]));
    expect(idsOf(detail.related)).not.toContain(agentsOnly.id);
    expect(idsOf(detail.related)).not.toContain(draft.id);
    const profile: GuruProfileResponse = (await get(cookie, `/api/gurus/${guru.slug}`)).json();
    expect(idsOf(profile.articles)).toEqual([visible.id]);
    expect(profile.articleCount).toBe(1);

    // An agent reads the agents_only one everywhere, never the draft.
    const agent = await loginAs('agent');
    expect(new Set(idsOf(await listAll(agent, { topic: topic.slug })))).toEqual(
      new Set([visible.id, agentsOnly.id]),
    );
    expect((await get(agent, `/api/articles/${agentsOnly.slug}`)).statusCode).toBe(200);
    expect((await get(agent, `/api/articles/${draft.slug}`)).statusCode).toBe(404);
    const agentDetail: ArticleDetailResponse = (await get(agent, `/api/articles/${visible.slug}`)).json();
    expect(idsOf(agentDetail.related)).toContain(agentsOnly.id);
    expect(idsOf(agentDetail.related)).not.toContain(draft.id);
    expect(((await get(agent, `/api/gurus/${guru.slug}`)).json() as GuruProfileResponse).articleCount).toBe(
      2,
    );
  });

  it('the seeded draft and agents_only article, for each role', async () => {
    const draft = demoArticles.find((article) => !article.isPublished)!;
    const agentsOnly = demoArticles.find((article) => article.visibilityScope === 'agents_only')!;
    // The seeded draft is the demo guru's own: its guru previews it.
    expect(draft.guruSlug).toBe(demoGurus[0]!.slug);
    const expectations: Array<[DemoRole, number, number]> = [
      ['member', 404, 404],
      ['guru', 200, 404],
      ['agent', 404, 200],
      ['support', 404, 200],
      ['admin', 200, 200],
    ];
    for (const [role, draftStatus, agentsOnlyStatus] of expectations) {
      const cookie = await loginAs(role);
      expect((await get(cookie, `/api/articles/${draft.slug}`)).statusCode, role).toBe(draftStatus);
      expect((await get(cookie, `/api/articles/${agentsOnly.slug}`)).statusCode, role).toBe(agentsOnlyStatus);
    }
  });
});

describe('the demo data the end-to-end tests use', () => {
  it('has one article for a distinctive word, a topic with two types, a guru to view all, comments', async () => {
    const cookie = await member();
    const burnout = await list(cookie, { q: 'burnout' });
    expect(burnout.items.map((item) => item.slug)).toEqual(['agency-owner-burnout-warning-signs-and-fixes']);
    for (const type of ['video', 'document']) {
      expect((await list(cookie, { topic: 'systems-automation', type })).items.length, type).toBeGreaterThan(
        0,
      );
    }
    const guru: GuruProfileResponse = (await get(cookie, '/api/gurus/morgan-blake')).json();
    expect(guru.articleCount).toBeGreaterThanOrEqual(3);
    expect(guru.guru.specialties.length).toBeGreaterThan(3);
    const withComments: ArticleDetailResponse = (
      await get(cookie, '/api/articles/the-three-tier-pricing-page-that-doubled-our-average-deal')
    ).json();
    expect(withComments.comments.length).toBeGreaterThanOrEqual(2);
    const pdf = demoArticles.find((article) => article.documentUrl?.endsWith('.pdf'));
    expect(pdf?.contentType).toBe('document');
    expect(demoArticles.some((article) => article.videoUrl?.includes('youtube.com'))).toBe(true);
  });
});

describe('GET /api/articles/:slug (the article page)', () => {
  it('answers the article, likes, marks, comments newest first and 5 related sharing a topic first', async () => {
    const topic = await createArticleTag(db, 'topic');
    const old = new Date(Date.now() - 400 * 86_400_000);
    const article = await createArticle(db, {
      title: 'Detail article',
      body: '<p onclick="steal()">Hello <script>alert(1)</script><strong>world</strong></p>',
      contentImages: JSON.stringify(['/images/a.svg', '', '/images/b.svg']),
      topicIds: [topic.id],
      contentType: 'video',
      authorId: userIds.admin,
    });
    // Old articles sharing the topic come before the newest ones that do not.
    const sharing = [];
    for (let index = 0; index < 2; index += 1) {
      sharing.push(
        await createArticle(db, { title: `Sharing ${index}`, publishedAt: old, topicIds: [topic.id] }),
      );
    }
    const commenter = await createMemberWithAccess(db, { firstName: 'Casey', lastName: 'Commenter' });
    const commenterCookie = await signInAs(commenter);
    await send(commenterCookie, 'POST', '/api/community/posts', { articleId: article.id, body: 'First' });
    await send(commenterCookie, 'POST', '/api/community/posts', { articleId: article.id, body: 'Second' });
    await send(commenterCookie, 'PUT', `/api/articles/${article.id}/like`);

    const cookie = await member();
    const response = await get(cookie, `/api/articles/${article.slug}`);
    expect(response.statusCode).toBe(200);
    const detail: ArticleDetailResponse = response.json();
    expect(detail.article.body).toBe('<p>Hello <strong>world</strong></p>');
    expect(detail.article.contentImages).toEqual(['/images/a.svg', '/images/b.svg']);
    expect(detail.article.topics.map((tag) => tag.id)).toEqual([topic.id]);
    expect(detail.article.author?.firstName).toBeTruthy();
    expect(detail.likeCount).toBe(1);
    expect(detail.isLiked).toBe(false);
    expect(detail.isBookmarked).toBe(false);
    expect(detail.comments.map((comment) => comment.content)).toEqual(['Second', 'First']);
    expect(detail.comments[0]!.author).toMatchObject({ firstName: 'Casey', lastName: 'Commenter' });
    expect(detail.comments[0]!.canDelete).toBe(false);
    expect(detail.commentCount).toBe(2);
    expect(detail.related).toHaveLength(5);
    expect(new Set(detail.related.slice(0, 2).map((card) => card.id))).toEqual(
      new Set(sharing.map((card) => card.id)),
    );
    expect(detail.related.map((card) => card.id)).not.toContain(article.id);

    const missing = await get(cookie, '/api/articles/no-such-article');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Article not found');
  });

  it('normalises content_images stored as a JSON string, a bare string or a list', async () => {
    const cookie = await member();
    for (const [stored, expected] of [
      ['["/x.svg"]', ['/x.svg']],
      ['/y.svg', ['/y.svg']],
      [['/z.svg', ' '], ['/z.svg']],
      ['', []],
    ] as const) {
      const article = await createArticle(db, { contentImages: stored });
      const detail: ArticleDetailResponse = (await get(cookie, `/api/articles/${article.slug}`)).json();
      expect(detail.article.contentImages, JSON.stringify(stored)).toEqual(expected);
    }
  });
});

describe('likes and bookmarks', () => {
  it('are idempotent, counted once per member and never below 0', async () => {
    const article = await createArticle(db);
    const first = await signInAs(await createMemberWithAccess(db));
    const second = await signInAs(await createMemberWithAccess(db));
    const like = async (cookie: string, method: 'PUT' | 'DELETE') => {
      const response = await send(cookie, method, `/api/articles/${article.id}/like`);
      expect(response.statusCode).toBe(200);
      return response.json() as ArticleLikeResponse;
    };
    expect(await like(first, 'PUT')).toEqual({ isLiked: true, likeCount: 1 });
    expect(await like(first, 'PUT')).toEqual({ isLiked: true, likeCount: 1 });
    expect(await like(second, 'PUT')).toEqual({ isLiked: true, likeCount: 2 });
    expect(await like(first, 'DELETE')).toEqual({ isLiked: false, likeCount: 1 });
    expect(await like(first, 'DELETE')).toEqual({ isLiked: false, likeCount: 1 });
    expect(await like(second, 'DELETE')).toEqual({ isLiked: false, likeCount: 0 });
    expect(await like(second, 'DELETE')).toEqual({ isLiked: false, likeCount: 0 });

    expect((await send(first, 'PUT', `/api/articles/${article.id}/bookmark`)).json()).toEqual({
      isBookmarked: true,
    });
    expect((await send(first, 'PUT', `/api/articles/${article.id}/bookmark`)).json()).toEqual({
      isBookmarked: true,
    });
    const detail: ArticleDetailResponse = (await get(first, `/api/articles/${article.slug}`)).json();
    expect(detail).toMatchObject({ isBookmarked: true, isLiked: false, likeCount: 0 });
    expect((await send(first, 'DELETE', `/api/articles/${article.id}/bookmark`)).json()).toEqual({
      isBookmarked: false,
    });
    const rows = await db.select().from(articleBookmarks).where(eq(articleBookmarks.articleId, article.id));
    expect(rows).toHaveLength(0);
  });

  it('answer 404 for an unknown article and 400 for a malformed id', async () => {
    const cookie = await member();
    expect((await send(cookie, 'PUT', `/api/articles/${randomUUID()}/like`)).statusCode).toBe(404);
    expect((await send(cookie, 'PUT', '/api/articles/not-a-uuid/bookmark')).statusCode).toBe(400);
  });
});

describe('comments', () => {
  it("are the article's discussion, written through the Community's endpoints alone (decision 055)", async () => {
    const article = await createArticle(db);
    const author = await signInAs(await createMemberWithAccess(db));
    // The former comment routes are gone: one write path, one service for the rules.
    expect(
      (await send(author, 'POST', `/api/articles/${article.id}/comments`, { content: 'Old way' })).statusCode,
    ).toBe(404);
    const posted = await send(author, 'POST', '/api/community/posts', {
      articleId: article.id,
      body: '  <b>bold</b> & "quoted"  ',
    });
    expect(posted.statusCode).toBe(201);
    const { post } = posted.json() as PostResponse;
    expect((await send(author, 'DELETE', `/api/articles/${article.id}/comments/${post.id}`)).statusCode).toBe(
      404,
    );
    // The article page counts and shows it, as plain text, as it showed comments.
    const detail = (await get(author, `/api/articles/${article.slug}`)).json() as ArticleDetailResponse;
    expect(detail.commentCount).toBe(1);
    expect(detail.comments).toMatchObject([
      { id: post.id, content: '<b>bold</b> & "quoted"', canDelete: true },
    ]);
    // The team's deletion through the Community is moderation, audited; the page no longer shows it.
    const moderated = await auditRowsOf(db, async () =>
      send(await loginAs('support'), 'DELETE', `/api/community/posts/${post.id}`),
    );
    expect(moderated.result.statusCode).toBe(200);
    expect(moderated.rows).toMatchObject([{ action: 'community.post.delete', target_id: post.id }]);
    expect((await get(author, `/api/articles/${article.slug}`)).json()).toMatchObject({ commentCount: 0 });
    expect(await db.select().from(communityPosts).where(eq(communityPosts.id, post.id))).toHaveLength(0);
  });
});

describe('gurus', () => {
  it('lists active gurus by name with every specialty', async () => {
    const response = await get(await member(), '/api/gurus');
    expect(response.statusCode).toBe(200);
    const { gurus }: GurusResponse = response.json();
    const names = gurus.map((guru) => guru.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const inactive = demoGurus.find((guru) => !guru.isActive)!;
    expect(names).not.toContain(inactive.name);
    const many = gurus.find((guru) => guru.specialties.length > 3);
    expect(many).toBeDefined();
  });

  it('shows a profile with its linked published articles and count; inactive or unknown is not found', async () => {
    const cookie = await member();
    const seeded = demoGurus[0]!;
    const profile: GuruProfileResponse = (await get(cookie, `/api/gurus/${seeded.slug}`)).json();
    expect(profile.guru.name).toBe(seeded.name);
    expect(profile.guru.specialties).toHaveLength(seeded.specialties.length);
    expect(profile.articleCount).toBeGreaterThanOrEqual(3);
    const inactive = demoGurus.find((guru) => !guru.isActive)!;
    for (const slug of [inactive.slug, 'no-such-guru']) {
      const response = await get(cookie, `/api/gurus/${slug}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe('Guru not found');
    }
    const hidden = await createGuru(db, { isActive: false });
    expect((await get(cookie, `/api/gurus/${hidden.slug}`)).statusCode).toBe(404);
    expect((await list(cookie, { guru: hidden.slug })).items).toEqual([]);
  });
});

describe('statement counts stay constant when the articles grow tenfold', () => {
  it('has the same count before and after, for the list, a search, a filter, an article and gurus', async () => {
    const category = await createArticleTag(db, 'category');
    const topic = await createArticleTag(db, 'topic');
    const article = await createArticle(db, {
      title: 'Counting pricing',
      categoryIds: [category.id],
      topicIds: [topic.id],
    });
    const viewer = await createMemberWithAccess(db);
    const cookie = await signInAs(viewer);
    await send(cookie, 'PUT', `/api/articles/${article.id}/like`);
    await send(cookie, 'PUT', `/api/articles/${article.id}/bookmark`);
    const urls = [
      '/api/articles',
      '/api/articles?q=pricing',
      `/api/articles?category=${category.slug}&topic=${topic.slug}&type=post`,
      '/api/articles?saved=true',
      `/api/articles/${article.slug}`,
      '/api/gurus',
      `/api/gurus/${demoGurus[0]!.slug}`,
    ];
    async function measure() {
      const counts: Record<string, number> = {};
      // A search nobody made before (first pages of searches are held in memory once made).
      const fresh = `/api/articles?q=${encodeURIComponent(`pricing -${word()}`)}`;
      await get(cookie, '/api/articles?q=warm');
      const cold = await countRequestStatements({ method: 'GET', url: fresh, headers: { cookie } });
      expect(cold.response.statusCode).toBe(200);
      expect(cold.response.json().items.length).toBeGreaterThan(0);
      counts['a new search'] = cold.statements;
      for (const url of urls) {
        expect((await get(cookie, url)).statusCode, url).toBe(200);
        const { response, statements } = await countRequestStatements({
          method: 'GET',
          url,
          headers: { cookie },
        });
        expect(response.statusCode, url).toBe(200);
        counts[url] = statements;
      }
      return counts;
    }
    const before = await measure();
    onTestFinished(async () => {
      await db.execute(sql`delete from articles where slug like 'grown-article-%'`);
    });
    const [counted] = await queryRows<{ total: number }>(
      db,
      sql`select count(*)::int as total from articles`,
    );
    const total = counted!.total;
    // Ten times the articles, each with a category, a topic, likes, bookmarks and comments.
    await db.execute(sql`
      insert into articles (title, subtitle, slug, body, is_published, published_at)
      select 'Grown pricing article ' || n, 'Subtitle ' || n, 'grown-article-' || n,
             '<p>Pricing body ' || n || '</p>', true, now() - (n || ' minutes')::interval
        from generate_series(1, ${total * 9}) n`);
    await db.execute(sql`
      insert into article_category_mappings (article_id, category_id)
      select id, ${category.id} from articles where slug like 'grown-article-%'`);
    await db.execute(sql`
      insert into article_topic_mappings (article_id, topic_id)
      select id, ${topic.id} from articles where slug like 'grown-article-%'`);
    await db.execute(sql`
      insert into article_bookmarks (article_id, user_id)
      select id, ${viewer.userId} from articles where slug like 'grown-article-%'`);
    await db.execute(sql`
      insert into article_likes (article_id, user_id)
      select id, ${viewer.userId} from articles where slug like 'grown-article-%'`);
    await db.execute(sql`
      insert into community_posts (article_id, author_id, body, body_html)
      select ${article.id}, ${viewer.userId}, 'Comment ' || n, '<p>Comment ' || n || '</p>' from generate_series(1, 200) n`);
    const after = await measure();
    expect(after).toEqual(before);
    for (const [url, count] of Object.entries(before)) expect(count, url).toBeLessThanOrEqual(3);
  });
});

describe('caches follow writes', () => {
  it("another member's like and comment, and a commenter's new name, show on the next article read", async () => {
    const article = await createArticle(db);
    const reader = await member();
    const other = await createMemberWithAccess(db, { firstName: 'Before' });
    const otherCookie = await signInAs(other);
    const read = async () =>
      (await get(reader, `/api/articles/${article.slug}`)).json() as ArticleDetailResponse;
    expect(await read()).toMatchObject({ likeCount: 0, commentCount: 0 });
    await send(otherCookie, 'PUT', `/api/articles/${article.id}/like`);
    expect((await read()).likeCount).toBe(1);
    await send(otherCookie, 'POST', '/api/community/posts', { articleId: article.id, body: 'Fresh' });
    const withComment = await read();
    expect(withComment.comments.map((comment) => comment.content)).toEqual(['Fresh']);
    expect(withComment.comments[0]!.author.firstName).toBe('Before');
    await db.execute(sql`update profiles set first_name = 'After' where id = ${other.userId}`);
    expect((await read()).comments[0]!.author.firstName).toBe('After');
    await send(otherCookie, 'DELETE', `/api/articles/${article.id}/like`);
    expect((await read()).likeCount).toBe(0);
  });

  it('a newly published article, a renamed topic and a deleted comment show at once', async () => {
    const cookie = await member();
    const topic = await createArticleTag(db, 'topic');
    const first = await list(cookie, { topic: topic.slug });
    expect(first.items).toEqual([]);
    const article = await createArticle(db, { topicIds: [topic.id] });
    expect((await list(cookie, { topic: topic.slug })).items.map((item) => item.id)).toEqual([article.id]);
    await db.execute(sql`update article_topics set name = 'Renamed topic' where id = ${topic.id}`);
    const renamed = await list(cookie, { topic: topic.slug });
    expect(renamed.items[0]!.topics[0]!.name).toBe('Renamed topic');
    await db.update(articles).set({ isPublished: false }).where(eq(articles.id, article.id));
    expect((await list(cookie, { topic: topic.slug })).items).toEqual([]);
    expect((await get(cookie, `/api/articles/${article.slug}`)).statusCode).toBe(404);
    await db.delete(articleLikes).where(eq(articleLikes.articleId, article.id));
  });
});
