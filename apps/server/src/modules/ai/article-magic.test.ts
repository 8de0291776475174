import { randomUUID } from 'node:crypto';
import { articleMagicMessages as messages } from '@pillars/shared/ai/article-magic-messages';
import type { ArticleMagicResponse, ArticleMagicStreamEvent } from '@pillars/shared/ai/article-magic-schemas';
import { forbiddenMessages } from '@pillars/shared/policies';
import { sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { xssPayloads } from '../../../../../e2e/support/xss-payloads.ts';
import { articleWritesOf } from '../../../test/article-writes.ts';
import { auditRowsOf } from '../../../test/audit-rows.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { createArticle, createArticleTag } from '../../../test/builders.ts';
import { startFakeOpenAi } from '../../../test/fake-openai.ts';
import { scriptsIn } from '../../../test/script-in-html.ts';
import { queryRows } from '../../db/client.ts';
import type { DemoRole } from '../../db/seed/demo-accounts.ts';

/**
 * Article Magic (issue 25) through HTTP, with the real OpenAI-compatible provider talking to a
 * local fake server (test/fake-openai.ts): good, streamed, malformed, error and slow answers.
 */
const fakeAi = await startFakeOpenAi();
afterAll(() => fakeAi.close());
const apiKey = 'sk-test-Zx9Qw8Er7Ty6Ui5Op4As3Df2';
const timeoutMs = 1500;
const { app, db, loginAs, userIds, countRequestStatements } = await buildTestApp({
  env: {
    OPENAI_API_KEY: apiKey,
    OPENAI_BASE_URL: fakeAi.baseUrl,
    AI_MODEL: 'fake-model',
    AI_TIMEOUT_MS: String(timeoutMs),
  },
});
beforeEach(() => fakeAi.reset());

const word = () => `zq${randomUUID().replaceAll('-', '').slice(0, 10)}`;
const admin = () => loginAs('admin');

/** The stream's events, read from the whole answer. */
function eventsOf(body: string): ArticleMagicStreamEvent[] {
  return body
    .split('\n\n')
    .map((block) => block.split('\n').find((line) => line.startsWith('data: ')))
    .filter((line): line is string => line !== undefined)
    .map((line) => JSON.parse(line.slice(6)) as ArticleMagicStreamEvent);
}
async function enhance(articleId: string) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/admin/article-magic/${articleId}/enhance`,
    headers: { cookie: await admin() },
  });
  return { response, events: eventsOf(response.body) };
}
const resultOf = (events: ArticleMagicStreamEvent[]) => {
  const result = events.find((event) => event.type === 'result');
  if (result?.type !== 'result') throw new Error(`no result in ${JSON.stringify(events)}`);
  return result;
};
const errorOf = (events: ArticleMagicStreamEvent[]) => events.find((event) => event.type === 'error');
const enhancement = (overrides: object = {}) =>
  JSON.stringify({
    title: 'A Sharper Title',
    subtitle: 'A sharper subtitle',
    featuredImage: 'https://unsplash.com/photos/a-team-meeting-Q1w2E3r4T5y',
    proTip: 'Lead with the outcome.',
    body: '<h2>Why</h2><p>Because.</p><script>alert("x")</script><img src="x" onerror="alert(1)">',
    suggestedTopics: [],
    ...overrides,
  });

describe('Article Magic: enhance', () => {
  it('streams the answer piece by piece, then the result: topics matched, image normalised, script removed', async () => {
    const sales = await createArticleTag(db, 'topic', `Sales ${word()}`);
    const hiring = await createArticleTag(db, 'topic', `Hiring ${word()}`);
    const article = await createArticle(db, {
      title: `Pricing ${word()}`,
      body: '<p>Charge what you are worth.</p>',
      topicIds: [hiring.id],
    });
    const content = enhancement({
      suggestedTopics: [sales.name.toUpperCase(), 'A topic nobody has', hiring.name],
    });
    fakeAi.answerWith({ kind: 'stream', content, pieces: 5 });

    const { response, events } = await enhance(article.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/event-stream');
    const deltas = events.filter((event) => event.type === 'delta');
    expect(deltas.length).toBeGreaterThanOrEqual(5);
    expect(deltas.map((event) => (event.type === 'delta' ? event.text : '')).join('')).toBe(content);
    const { original, enhanced } = resultOf(events);
    expect(original).toMatchObject({
      title: article.title,
      body: '<p>Charge what you are worth.</p>',
      topics: [{ id: hiring.id }],
    });
    expect(enhanced).toMatchObject({
      title: 'A Sharper Title',
      subtitle: 'A sharper subtitle',
      proTip: 'Lead with the outcome.',
      featuredImageUrl: 'https://unsplash.com/photos/Q1w2E3r4T5y/download',
      topics: [
        { id: sales.id, name: sales.name },
        { id: hiring.id, name: hiring.name },
      ],
    });
    expect(enhanced.body).toContain('<h2>Why</h2><p>Because.</p>');
    expect(enhanced.body).not.toMatch(/script|onerror|alert/);

    // What the provider was asked: the model, JSON mode, streaming, the key as a bearer token, the article.
    expect(fakeAi.requests).toHaveLength(1);
    const [sent] = fakeAi.requests;
    expect(sent).toMatchObject({
      path: '/v1/chat/completions',
      authorization: `Bearer ${apiKey}`,
      body: { model: 'fake-model', stream: true, response_format: { type: 'json_object' } },
    });
    const prompt = sent!.body.messages!.map((message) => message.content).join('\n');
    expect(prompt).toContain(`Title: ${article.title}`);
    expect(prompt).toContain('Subtitle: None');
    expect(prompt).toContain('<p>Charge what you are worth.</p>');
    expect(prompt).toContain(sales.name);
    // Nothing is written by an enhancement.
    const [stored] = await queryRows<{ title: string }>(
      db,
      sql`select title from articles where id = ${article.id}`,
    );
    expect(stored!.title).toBe(article.title);
  });

  it('keeps every known XSS payload (issue 28) out of the AI-written body, as streamed and as saved', async () => {
    const article = await createArticle(db, { title: `Payloads ${word()}`, body: '<p>Plain.</p>' });
    const hostileBody = xssPayloads.map((payload) => `<p>${payload}</p>${payload}`).join('\n');
    fakeAi.answerWith({ kind: 'stream', content: enhancement({ body: hostileBody }), pieces: 3 });
    const { response, events } = await enhance(article.id);
    expect(response.statusCode).toBe(200);
    const { enhanced } = resultOf(events);
    expect(scriptsIn(enhanced.body)).toEqual([]);
    expect(enhanced.body).toContain('__xss');

    const saved = await app.inject({
      method: 'POST',
      url: `/api/admin/article-magic/${article.id}/save`,
      headers: { cookie: await admin() },
      payload: {
        title: enhanced.title,
        subtitle: enhanced.subtitle,
        featuredImageUrl: enhanced.featuredImageUrl,
        proTip: enhanced.proTip,
        // What a changed screen could send back: the raw answer, not the cleaned one.
        body: hostileBody,
        topicIds: [],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [stored] = await queryRows<{ body: string }>(
      db,
      sql`select body from articles where id = ${article.id}`,
    );
    expect(scriptsIn(stored!.body)).toEqual([]);
    expect(stored!.body).toContain('__xss');
  });

  it('reads a server that answers one JSON body instead of a stream', async () => {
    const article = await createArticle(db);
    fakeAi.answerWith({
      kind: 'json',
      content: enhancement({ featuredImage: 'https://images.unsplash.com/photo-1' }),
    });
    const { events } = await enhance(article.id);
    expect(resultOf(events).enhanced).toMatchObject({
      title: 'A Sharper Title',
      featuredImageUrl: 'https://images.unsplash.com/photo-1',
    });
  });

  it('asks once more after a malformed answer, and says so on the stream', async () => {
    const article = await createArticle(db);
    fakeAi.answerWith(
      { kind: 'stream', content: '{"title": "Half an ans' },
      { kind: 'stream', content: enhancement() },
    );
    const { events } = await enhance(article.id);
    expect(events.filter((event) => event.type === 'retry')).toEqual([
      { type: 'retry', message: messages.retrying },
    ]);
    expect(resultOf(events).enhanced.title).toBe('A Sharper Title');
    expect(fakeAi.requests).toHaveLength(2);
  });

  it('gives the spec error after two malformed answers (not JSON, then JSON without the fields)', async () => {
    const article = await createArticle(db);
    fakeAi.answerWith(
      { kind: 'stream', content: 'Sure! Here is your article:' },
      { kind: 'stream', content: JSON.stringify({ title: 'Only a title' }) },
    );
    const { events } = await enhance(article.id);
    expect(errorOf(events)).toEqual({ type: 'error', message: messages.enhanceFailed });
    expect(events.some((event) => event.type === 'result')).toBe(false);
    expect(fakeAi.requests).toHaveLength(2);
  });

  it("passes the provider's error on, without the key it quoted", async () => {
    const article = await createArticle(db);
    fakeAi.answerWith({ kind: 'error', status: 401, message: `Incorrect API key provided: ${apiKey}.` });
    const { response, events } = await enhance(article.id);
    const error = errorOf(events);
    expect(error?.type === 'error' && error.message).toMatch(
      /^The AI provider answered 401: Incorrect API key provided: \[redacted\]/,
    );
    expect(response.body).not.toContain(apiKey);
    expect(response.body).not.toContain(apiKey.slice(3, 20));
    // Not retried: an error status is not a malformed answer.
    expect(fakeAi.requests).toHaveLength(1);

    fakeAi.answerWith({ kind: 'error', status: 500, message: 'The server had an error' });
    expect(errorOf((await enhance(article.id)).events)).toEqual({
      type: 'error',
      message: 'The AI provider answered 500: The server had an error',
    });
    fakeAi.answerWith({ kind: 'streamError', content: '{"title":', message: 'overloaded' });
    expect(errorOf((await enhance(article.id)).events)).toEqual({
      type: 'error',
      message: 'The AI provider failed: overloaded',
    });
  });

  it('ends a slow answer at AI_TIMEOUT_MS with a message that says so', async () => {
    const article = await createArticle(db);
    fakeAi.answerWith({ kind: 'slow', delayMs: timeoutMs + 1500, content: enhancement() });
    const startedAt = Date.now();
    const { events } = await enhance(article.id);
    expect(Date.now() - startedAt).toBeLessThan(timeoutMs + 1200);
    expect(errorOf(events)).toEqual({
      type: 'error',
      message: 'The AI provider did not answer in time. Please try again.',
    });
  });

  it("Cancel (the browser ending the request) ends the server's call to the provider", async () => {
    const article = await createArticle(db);
    fakeAi.answerWith({ kind: 'stream', content: enhancement(), pieces: 60, delayMs: 100 });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    const response = await fetch(`${address}/api/admin/article-magic/${article.id}/enhance`, {
      method: 'POST',
      headers: { cookie: await admin(), accept: 'text/event-stream' },
      signal: controller.signal,
    });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = response.body!.getReader();
    let received = '';
    while (!received.includes('event: delta')) {
      const { value } = await reader.read();
      received += new TextDecoder().decode(value);
    }
    controller.abort();
    await expect.poll(() => fakeAi.abandoned(), { timeout: 3000 }).toBe(1);
    expect(received).not.toContain('event: result');
  });

  it('answers 404 for an article that does not exist, before any stream', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/admin/article-magic/${randomUUID()}/enhance`,
      headers: { cookie: await admin() },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe(messages.articleNotFound);
    expect(fakeAi.requests).toHaveLength(0);
  });
});

describe('Article Magic: save', () => {
  async function save(articleId: string, payload: object) {
    return app.inject({
      method: 'POST',
      url: `/api/admin/article-magic/${articleId}/save`,
      headers: { cookie: await admin() },
      payload,
    });
  }

  it('writes the rewrite and its topics in one transaction, keeps the previous version, audits it; restore brings it back', async () => {
    const oldTopic = await createArticleTag(db, 'topic');
    const newTopic = await createArticleTag(db, 'topic');
    const article = await createArticle(db, {
      title: `Before ${word()}`,
      subtitle: 'Old subtitle',
      body: '<p>Old body.</p>',
      topicIds: [oldTopic.id],
    });
    const title = `After ${word()}`;
    const { result: response, rows } = await auditRowsOf(db, () =>
      save(article.id, {
        title,
        subtitle: 'New subtitle',
        featuredImageUrl: 'https://unsplash.com/photos/Q1w2E3r4T5y',
        proTip: 'New tip.',
        body: '<h2>New</h2><p>New body.</p><script>steal()</script>',
        topicIds: [newTopic.id],
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().article).toMatchObject({ id: article.id, slug: article.slug, title });

    // Members read the new version at once.
    const member = await app.inject({
      url: `/api/articles/${article.slug}`,
      headers: { cookie: await loginAs('member') },
    });
    expect(member.statusCode).toBe(200);
    expect(member.json().article.title).toBe(title);

    const [stored] = await queryRows<{
      body: string;
      featured_image_url: string;
      pro_tip: string;
      topic_ids: string[];
    }>(
      db,
      sql`select body, featured_image_url, pro_tip,
                 array(select topic_id from article_topic_mappings where article_id = a.id) as topic_ids
            from articles a where id = ${article.id}`,
    );
    expect(stored).toEqual({
      body: '<h2>New</h2><p>New body.</p>',
      featured_image_url: 'https://unsplash.com/photos/Q1w2E3r4T5y/download',
      pro_tip: 'New tip.',
      topic_ids: [newTopic.id],
    });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'article.ai_enhance',
      actor_id: userIds.admin,
      target_id: article.id,
      before: { title: article.title, subtitle: 'Old subtitle', topicIds: [oldTopic.id] },
      after: { model: 'fake-model', title, subtitle: 'New subtitle', topicIds: [newTopic.id] },
    });

    // The article's history holds the version before Article Magic; restoring it undoes the save.
    const history = await app.inject({
      url: `/api/admin/articles/${article.id}/revisions`,
      headers: { cookie: await admin() },
    });
    const [previous] = history.json().revisions;
    expect(previous).toMatchObject({
      source: 'ai.enhance',
      article: { title: article.title, body: '<p>Old body.</p>' },
    });
    const restored = await app.inject({
      method: 'POST',
      url: `/api/admin/articles/${article.id}/revisions/${previous.id}/restore`,
      headers: { cookie: await admin() },
    });
    expect(restored.statusCode, restored.body).toBe(200);
    const [back] = await queryRows<{ title: string; body: string; topic_ids: string[] }>(
      db,
      sql`select title, body, array(select topic_id from article_topic_mappings where article_id = a.id) as topic_ids
            from articles a where id = ${article.id}`,
    );
    expect(back).toEqual({ title: article.title, body: '<p>Old body.</p>', topic_ids: [oldTopic.id] });
  });

  it('keeps the topics when none is chosen', async () => {
    const topic = await createArticleTag(db, 'topic');
    const article = await createArticle(db, { topicIds: [topic.id] });
    const response = await save(article.id, { title: `Kept ${word()}`, body: '<p>Text.</p>', topicIds: [] });
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await queryRows<{ topic_ids: string[] }>(
      db,
      sql`select array(select topic_id from article_topic_mappings where article_id = ${article.id}) as topic_ids`,
    );
    expect(row!.topic_ids).toEqual([topic.id]);
  });

  it('audits only the changed fields with the model, and writes nothing for a save that changes nothing (issue 39)', async () => {
    const topic = await createArticleTag(db, 'topic');
    const article = await createArticle(db, { subtitle: 'Kept subtitle', body: '<p>Old body.</p>' });
    const rewrite = {
      title: article.title,
      subtitle: 'Kept subtitle',
      body: '<p>New body.</p>',
      topicIds: [topic.id],
    };
    const changed = await articleWritesOf(db, article.id, () => save(article.id, rewrite));
    expect(changed.result.statusCode, changed.result.body).toBe(200);
    expect(changed.revisionSources).toEqual(['ai.enhance']);
    expect(changed.auditRows).toHaveLength(1);
    expect(changed.auditRows[0]).toMatchObject({ action: 'article.ai_enhance', target_id: article.id });
    expect({ before: changed.auditRows[0]!.before, after: changed.auditRows[0]!.after }).toEqual({
      before: { body: '<p>Old body.</p>', topicIds: [] },
      after: { model: 'fake-model', body: '<p>New body.</p>', topicIds: [topic.id] },
    });

    const same = await articleWritesOf(db, article.id, () => save(article.id, rewrite));
    expect(same.result.statusCode, same.result.body).toBe(200);
    expect(same.result.json()).toEqual({
      article: { id: article.id, slug: article.slug, title: article.title },
    });
    expect(same).toMatchObject({ auditRows: [], revisionSources: [], rowWritten: false });
  });

  it('refuses a missing title, a bad image URL or an unknown topic with a 400, writing nothing', async () => {
    const article = await createArticle(db);
    const counts = async () =>
      (
        await queryRows<{ revisions: number; audit: number }>(
          db,
          sql`select (select count(*)::int from content_revisions where content_id = ${article.id}) as revisions,
                     (select count(*)::int from audit_events where target_id = ${article.id}) as audit`,
        )
      )[0];
    const before = await counts();
    const cases: Array<[object, string]> = [
      [{ title: ' ', body: '<p>x</p>' }, 'title'],
      [{ title: 'T', body: '<p>x</p>', featuredImageUrl: 'javascript:alert(1)' }, 'featuredImageUrl'],
      [{ title: 'T', body: '<p>x</p>', topicIds: [randomUUID()] }, 'topicIds'],
    ];
    for (const [payload, field] of cases) {
      const response = await save(article.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(response.json().error.fields ?? {})).toContain(field);
    }
    expect(await counts()).toEqual(before);
    const [row] = await queryRows<{ title: string }>(
      db,
      sql`select title from articles where id = ${article.id}`,
    );
    expect(row!.title).toBe(article.title);
  });
});

describe('Article Magic: the list', () => {
  async function list(query: Record<string, string>): Promise<ArticleMagicResponse> {
    const response = await app.inject({
      url: `/api/admin/article-magic?${new URLSearchParams(query)}`,
      headers: { cookie: await admin() },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  it('searches title and subtitle (not the body), filters type, topics and status, sorts, 10 a page', async () => {
    const marker = word();
    const topic = await createArticleTag(db, 'topic');
    const inTitle = await createArticle(db, {
      title: `Alpha ${marker}`,
      contentType: 'presentation',
      topicIds: [topic.id],
    });
    const inSubtitle = await createArticle(db, {
      title: 'Beta',
      subtitle: `About ${marker}`,
      isPublished: false,
    });
    await createArticle(db, { title: 'Gamma', body: `<p>${marker}</p>` });

    const found = await list({ q: marker });
    expect(found.articles.map((row) => row.id).sort()).toEqual([inTitle.id, inSubtitle.id].sort());
    expect(found.ai).toEqual({ isConfigured: true, model: 'fake-model', settings: [] });
    expect((await list({ q: marker, type: 'presentation' })).articles.map((row) => row.id)).toEqual([
      inTitle.id,
    ]);
    expect((await list({ q: marker, topics: 'with' })).articles.map((row) => row.id)).toEqual([inTitle.id]);
    expect((await list({ q: marker, topics: 'without' })).articles.map((row) => row.id)).toEqual([
      inSubtitle.id,
    ]);
    expect((await list({ q: marker, status: 'drafts' })).articles.map((row) => row.id)).toEqual([
      inSubtitle.id,
    ]);
    expect((await list({ q: marker, status: 'published' })).articles.map((row) => row.id)).toEqual([
      inTitle.id,
    ]);
    expect((await list({ q: marker, sort: 'title' })).articles.map((row) => row.title)).toEqual([
      `Alpha ${marker}`,
      'Beta',
    ]);
    const row = found.articles.find((article) => article.id === inTitle.id)!;
    expect(row.topics).toEqual([{ id: topic.id, name: topic.name }]);
    expect(row.author).toBeNull();

    const all = await list({});
    expect(all.pageSize).toBe(10);
    expect(all.articles).toHaveLength(10);
    expect(all.total).toBeGreaterThan(10);
    // Newest first by default: this test's articles lead; oldest first they are not on page 1.
    const firstPage = all.articles.map((article) => article.id);
    expect(firstPage).toEqual(expect.arrayContaining([inTitle.id, inSubtitle.id]));
    const oldestFirst = (await list({ sort: 'oldest' })).articles.map((article) => article.id);
    expect(oldestFirst).not.toContain(inTitle.id);
    // One statement for the page, whatever it holds: a full page of 10 with topics costs what one row does.
    const cookie = await admin();
    const one = await countRequestStatements({
      url: `/api/admin/article-magic?q=${marker}&type=presentation`,
      headers: { cookie },
    });
    const ten = await countRequestStatements({ url: '/api/admin/article-magic', headers: { cookie } });
    expect([one.response.statusCode, ten.response.statusCode]).toEqual([200, 200]);
    expect(ten.statements).toBe(one.statements);
    const lastPage = await list({ page: String(Math.ceil(all.total / 10)) });
    expect(lastPage.articles).toHaveLength(all.total - 10 * (Math.ceil(all.total / 10) - 1));
  });
});

describe('Article Magic: who may', () => {
  it('refuses every role but superadmin on every route (403 with the page text), and anonymous (401)', async () => {
    const article = await createArticle(db);
    const requests: Array<[method: 'GET' | 'POST', url: string, payload?: object]> = [
      ['GET', '/api/admin/article-magic'],
      ['POST', `/api/admin/article-magic/${article.id}/enhance`],
      ['POST', `/api/admin/article-magic/${article.id}/save`, { title: 'Taken over', body: '<p>x</p>' }],
    ];
    const roles: DemoRole[] = ['member', 'guru', 'support', 'agent'];
    for (const [method, url, payload] of requests) {
      for (const role of roles) {
        const response = await app.inject({ method, url, payload, headers: { cookie: await loginAs(role) } });
        expect(response.statusCode, `${role} ${method} ${url}`).toBe(403);
        expect(response.json().error.message).toBe(forbiddenMessages.page);
      }
      expect((await app.inject({ method, url, payload })).statusCode).toBe(401);
    }
    expect(fakeAi.requests).toHaveLength(0);
    const [row] = await queryRows<{ title: string }>(
      db,
      sql`select title from articles where id = ${article.id}`,
    );
    expect(row!.title).toBe(article.title);
  });
});
