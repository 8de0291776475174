import { randomUUID } from 'node:crypto';
import { askMessages as messages } from '@pillars/shared/ask/messages';
import type {
  AskAdminResponse,
  AskConversationResponse,
  AskConversationsResponse,
  AskStreamEvent,
  AskTurn,
} from '@pillars/shared/ask/schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { createArticle, createMemberWithAccess } from '../../../test/builders.ts';
import { isSearchHelperRequest, startFakeOpenAi } from '../../../test/fake-openai.ts';
import { queryRows } from '../../db/client.ts';
import { jobDefinitions } from '../../jobs/definitions.ts';
import { retrievePassages } from './retrieval.ts';

/**
 * Ask the Library (issue 41) through HTTP: the real OpenAI-compatible provider against the
 * local fake (test/fake-openai.ts: streamed chat completions and deterministic /embeddings).
 * On PGlite retrieval is hybrid (pgvector ships with it); on PostgreSQL without pgvector it is
 * full text alone, and no embedding is asked for.
 */
const fakeAi = await startFakeOpenAi();
afterAll(() => fakeAi.close());
const { app, db, databaseKind, loginAs, signInAs, runJobs } = await buildTestApp({
  env: {
    OPENAI_API_KEY: 'sk-test-ask-Qw8Er7Ty6',
    OPENAI_BASE_URL: fakeAi.baseUrl,
    AI_MODEL: 'fake-model',
    EMBEDDING_MODEL: 'fake-embedding',
    AI_TIMEOUT_MS: '5000',
    ASK_MODEL_HELP_TIMEOUT_MS: '1500',
  },
});
const hasVector = databaseKind === 'pglite';

beforeAll(async () => {
  await app.jobs.enqueueJob(jobDefinitions.askBackfill, {});
  await runJobs();
});
beforeEach(() => fakeAi.reset());

function eventsOf(body: string): AskStreamEvent[] {
  return body
    .split('\n\n')
    .map((block) => block.split('\n').find((line) => line.startsWith('data: ')))
    .filter((line): line is string => line !== undefined)
    .map((line) => JSON.parse(line.slice(6)) as AskStreamEvent);
}

async function ask(cookie: string, body: Record<string, unknown>) {
  const response = await app.inject({ method: 'POST', url: '/api/ask', headers: { cookie }, payload: body });
  const events = response.headers['content-type']?.toString().startsWith('text/event-stream')
    ? eventsOf(response.body)
    : [];
  const done = events.find((event) => event.type === 'done');
  const start = events.find((event) => event.type === 'start');
  return {
    response,
    events,
    turn: (done?.type === 'done' ? done.turn : null) as AskTurn | null,
    conversationId: start?.type === 'start' ? start.conversationId : null,
    streamed: events
      .filter((event) => event.type === 'delta')
      .map((event) => (event.type === 'delta' ? event.text : ''))
      .join(''),
  };
}

const newMember = async () => signInAs(await createMemberWithAccess(db));
const word = () => `zq${randomUUID().replaceAll('-', '').slice(0, 8)}`;
/** The answer's chat requests (the search helpers', rewrite and rerank, are counted apart). */
const chatRequests = () =>
  fakeAi.requests.filter(
    (request) => request.path === '/v1/chat/completions' && !isSearchHelperRequest(request.body),
  );
const helperRequests = () =>
  fakeAi.requests.filter(
    (request) => request.path === '/v1/chat/completions' && isSearchHelperRequest(request.body),
  );

describe('Ask the Library: answers', () => {
  it('indexes the demo content at start: passages, embedded where pgvector is', async () => {
    const [row] = await queryRows<{ passages: number; embedded: number }>(
      db,
      sql`select count(*)::int as passages, count(embedding)::int as embedded from ask_passages`,
    );
    expect(row!.passages).toBeGreaterThan(50);
    expect(row!.embedded).toBe(hasVector ? row!.passages : 0);
  });

  it('streams an answer from the demo content with its sources, and keeps only given citation numbers', async () => {
    fakeAi.answerWith({
      kind: 'stream',
      content: 'Give sixty days notice in writing [1] and remind them of results [1][7]. See also [9].',
      pieces: 9,
    });
    const { response, turn, events, streamed } = await ask(await newMember(), {
      question: 'How do I announce a price increase to existing clients?',
    });
    expect(response.statusCode).toBe(200);
    const start = events[0];
    expect(start?.type).toBe('start');
    if (start?.type !== 'start') return;
    expect(start.sources.length).toBeGreaterThan(0);
    expect(start.sources.map((source) => source.title)).toContain('Raising Prices with Existing Clients');
    expect(start.sources[0]!.highlights.some((segment) => segment.match)).toBe(true);
    expect(turn).toMatchObject({
      status: 'answered',
      answer: 'Give sixty days notice in writing [1] and remind them of results [1]. See also.',
    });
    expect(streamed).toBe(turn!.answer);
    // The question is delimited from the sources in the prompt; the key never leaves the server.
    const prompt = chatRequests()[0]!.body.messages!.at(-1)!.content;
    expect(prompt).toMatch(/^<sources>\n\[1\] /);
    expect(prompt).toContain(
      '<question>\nHow do I announce a price increase to existing clients?\n</question>',
    );
    expect(response.body).not.toContain('sk-test-ask');
    // Embeddings only where they are used.
    expect(fakeAi.requests.some((request) => request.path === '/v1/embeddings')).toBe(hasVector);
  });

  it('streams the same checked citations as it stores, even a bracket held open for long (issue 54)', async () => {
    fakeAi.answerWith({
      kind: 'stream',
      content: `Tell them sixty days ahead [1,${' '.repeat(30)}99] and remind them of results [1].`,
      pieces: 16,
    });
    const { turn, streamed } = await ask(await newMember(), {
      question: 'How do I announce a price increase to existing clients?',
    });
    expect(turn).toMatchObject({
      status: 'answered',
      answer: 'Tell them sixty days ahead [1] and remind them of results [1].',
    });
    expect(streamed).toBe(turn!.answer);
  });

  it('says the library does not cover a question it cannot answer, without asking the model', async () => {
    const { turn, events } = await ask(await newMember(), { question: 'What is the capital of Mongolia?' });
    expect(turn).toMatchObject({ status: 'no_answer', answer: messages.noAnswer, sources: [] });
    expect(events[0]).toMatchObject({ type: 'start', sources: [] });
    expect(chatRequests()).toHaveLength(0);
  });

  it('never cites a draft, even one that holds the answer', async () => {
    const secret = word();
    const draft = await createArticle(db, {
      title: `The ${secret} method`,
      body: `<p>The ${secret} method doubles retainers every quarter.</p>`,
      isPublished: false,
    });
    await app.jobs.enqueueJob(jobDefinitions.askReindex, { sourceType: 'article', sourceId: draft.id });
    await runJobs();
    const { turn } = await ask(await newMember(), { question: `What is the ${secret} method?` });
    expect(turn!.sources.map((source) => source.sourceId)).not.toContain(draft.id);
    expect(turn!.status).toBe('no_answer');
  });

  it('refuses a lapsed member like every member route', async () => {
    const { response } = await ask(await loginAs('lapsed'), { question: 'How do I price a retainer?' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: { code: 'SUBSCRIPTION_REQUIRED' } });
  });

  it('answers from an edited lesson after its reindex, citing the new text', async () => {
    const [lesson] = await queryRows<{ id: string; title: string }>(
      db,
      sql`select id, title from lessons where title = 'Handling Discount Requests'`,
    );
    const term = word();
    const admin = await loginAs('admin');
    const saved = await app.inject({
      method: 'PUT',
      url: `/api/admin/lessons/${lesson!.id}`,
      headers: { cookie: admin },
      payload: {
        title: lesson!.title,
        content: `<p>Offer the ${term} bundle instead of a discount.</p>`,
        imageUrl: '',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // The write queued its reindex in its own transaction.
    const [queued] = await queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from jobs where name = 'ask.reindex' and status = 'pending'
             and payload ->> 'sourceId' = ${lesson!.id}`,
    );
    expect(queued!.count).toBe(1);
    await runJobs();
    const { turn } = await ask(await newMember(), { question: `What is the ${term} bundle?` });
    expect(turn!.status).toBe('answered');
    expect(turn!.sources[0]).toMatchObject({ sourceId: lesson!.id, sourceType: 'lesson' });
    expect(turn!.sources[0]!.passage).toContain(term);
  });

  it('indexes an article published through the admin screen, and drops it when unpublished', async () => {
    const term = word();
    const admin = await loginAs('admin');
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/articles',
      headers: { cookie: admin },
      payload: {
        title: `The ${term} retainer`,
        slug: `the-${term}-retainer`,
        body: `<h2>Why ${term}</h2><p>The ${term} retainer pays for itself in a quarter.</p>`,
        isPublished: true,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const articleId = created.json().article.id as string;
    await runJobs();
    const member = await newMember();
    const answered = await ask(member, { question: `What is the ${term} retainer?` });
    // Among the sources (on PGlite the fused ranking may put a lesson on retainers first).
    expect(answered.turn!.sources).toContainEqual(
      expect.objectContaining({
        sourceId: articleId,
        link: { type: 'article', slug: `the-${term}-retainer` },
      }),
    );
    const unpublished = await app.inject({
      method: 'PATCH',
      url: `/api/admin/articles/${articleId}`,
      headers: { cookie: admin },
      payload: { isPublished: false },
    });
    expect(unpublished.statusCode).toBe(200);
    // Never cited once a draft, even before its reindex; and gone from the index after it.
    expect((await ask(member, { question: `What is the ${term} retainer?` })).turn!.status).toBe('no_answer');
    await runJobs();
    expect(await queryRows(db, sql`select 1 from ask_passages where source_id = ${articleId}`)).toHaveLength(
      0,
    );
  });

  it('answers from a new FAQ entry once its reindex ran, and forgets a deleted one', async () => {
    const term = word();
    const admin = await loginAs('admin');
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/support/faq',
      headers: { cookie: admin },
      payload: { question: `What is the ${term} plan?`, answer: `The ${term} plan includes weekly calls.` },
    });
    expect(created.statusCode, created.body).toBe(201);
    const faqItemId = created.json().item.id as string;
    // Before the job runs, the entry is not in the index yet.
    const member = await newMember();
    expect((await ask(member, { question: `What is the ${term} plan?` })).turn!.status).toBe('no_answer');
    await runJobs();
    const { turn } = await ask(member, { question: `What is the ${term} plan?` });
    expect(turn!.sources[0]).toMatchObject({ sourceType: 'faq', sourceId: faqItemId, link: { type: 'faq' } });
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/admin/support/faq/${faqItemId}`,
      headers: { cookie: admin },
    });
    expect(removed.statusCode).toBe(200);
    // Gone from answers at once (retrieval joins the source rows), and from the index after its job.
    expect((await ask(member, { question: `What is the ${term} plan?` })).turn!.status).toBe('no_answer');
    await runJobs();
    const left = await queryRows(db, sql`select 1 from ask_passages where source_id = ${faqItemId}`);
    expect(left).toHaveLength(0);
  });

  it('continues a conversation with its last turns, lists, reads and deletes it; only its asker may', async () => {
    const member = await newMember();
    const first = await ask(member, { question: 'How do I calculate my true hourly cost?' });
    expect(first.turn!.status).toBe('answered');
    const second = await ask(member, {
      question: 'What about billable hours?',
      conversationId: first.conversationId,
    });
    expect(second.conversationId).toBe(first.conversationId);
    const followUp = chatRequests().at(-1)!.body.messages!;
    expect(followUp.map((message) => message.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(followUp[1]!.content).toContain('How do I calculate my true hourly cost?');

    const list = await app.inject({
      method: 'GET',
      url: '/api/ask/conversations',
      headers: { cookie: member },
    });
    expect((list.json() as AskConversationsResponse).conversations[0]).toMatchObject({
      id: first.conversationId,
      title: 'How do I calculate my true hourly cost?',
    });
    const url = `/api/ask/conversations/${first.conversationId}`;
    const read = await app.inject({ method: 'GET', url, headers: { cookie: member } });
    expect((read.json() as AskConversationResponse).turns).toHaveLength(2);
    const someoneElse = await newMember();
    // Anyone else's conversation does not exist for them (a superadmin included).
    expect((await app.inject({ method: 'GET', url, headers: { cookie: someoneElse } })).statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url, headers: { cookie: someoneElse } })).statusCode).toBe(
      404,
    );
    const asAdmin = await app.inject({ method: 'GET', url, headers: { cookie: await loginAs('admin') } });
    expect(asAdmin.statusCode).toBe(404);
    expect(
      (await ask(someoneElse, { question: 'And retainers?', conversationId: first.conversationId })).response
        .statusCode,
    ).toBe(404);
    expect((await app.inject({ method: 'DELETE', url, headers: { cookie: member } })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url, headers: { cookie: member } })).statusCode).toBe(404);
  });

  it('asks about one pillar from its lessons and its outline only', async () => {
    const [pillar] = await queryRows<{ id: string; lesson_ids: string[] }>(
      db,
      sql`select p.id, array(select l.id from lessons l join key_elements k on k.id = l.key_element_id
                               where k.pillar_id = p.id) as lesson_ids
            from pillars p where p.title = 'Financial Mastery'`,
    );
    const { turn } = await ask(await newMember(), {
      question: 'How do I raise my prices?',
      pillarId: pillar!.id,
    });
    expect(turn!.status).toBe('answered');
    expect(turn!.sources.length).toBeGreaterThan(0);
    for (const source of turn!.sources) {
      if (source.sourceType === 'pillar') expect(source.sourceId).toBe(pillar!.id);
      else expect(pillar!.lesson_ids).toContain(source.sourceId);
    }
  });

  it("answers a question about the pillar itself from the pillar's outline: its key elements and lessons (issue 54)", async () => {
    const [pillar] = await queryRows<{ id: string }>(
      db,
      sql`select id from pillars where title = 'Financial Mastery'`,
    );
    const member = await newMember();
    const { turn } = await ask(member, {
      question: 'What is the single most important thing in this pillar?',
      pillarId: pillar!.id,
    });
    expect(turn!.status).toBe('answered');
    expect(turn!.sources[0]).toMatchObject({
      number: 1,
      sourceType: 'pillar',
      sourceId: pillar!.id,
      title: 'Financial Mastery',
      link: { type: 'pillar', pillarSlug: 'financial-mastery' },
    });
    // The outline names the pillar's key elements and their lessons, as the model reads them.
    expect(turn!.sources[0]!.passage).toContain('Pricing for Profit');
    expect(turn!.sources[0]!.passage).toContain('Raising Prices with Existing Clients');
    expect(chatRequests().at(-1)!.body.messages!.at(-1)!.content).toContain(
      '[1] Financial Mastery (pillar) - What this pillar covers',
    );
    // Asked on /ask (no pillar), a pillar's outline is never a source.
    const unscoped = await ask(member, {
      question: 'What is the single most important thing in this pillar?',
    });
    expect(unscoped.turn!.sources.every((source) => source.sourceType !== 'pillar')).toBe(true);
  });

  it('never retrieves a draft for anyone, an agent, support or a superadmin, even one still in the index; the question lands among the unanswered', async () => {
    const secret = word();
    const article = await createArticle(db, {
      title: `The ${secret} playbook`,
      body: `<p>The ${secret} playbook renews every retainer ninety days ahead.</p>`,
      isPublished: true,
    });
    await app.jobs.enqueueJob(jobDefinitions.askReindex, { sourceType: 'article', sourceId: article.id });
    await runJobs();
    // Back to a draft without its reindex: its passages are still in the index.
    await db.execute(sql`update articles set is_published = false where id = ${article.id}`);
    const [indexed] = await queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from ask_passages where source_id = ${article.id}`,
    );
    expect(indexed!.count).toBeGreaterThan(0);
    const question = `What does the ${secret} playbook say about renewals?`;
    for (const cookie of [
      await newMember(),
      await loginAs('agent'),
      await loginAs('support'),
      await loginAs('admin'),
    ]) {
      const { turn, events } = await ask(cookie, { question });
      expect(turn!.status).toBe('no_answer');
      expect(JSON.stringify(events)).not.toContain(article.id);
      expect(JSON.stringify(events)).not.toContain('ninety days ahead');
    }
    const page = await app.inject({
      method: 'GET',
      url: '/api/admin/ask',
      headers: { cookie: await loginAs('admin') },
    });
    const group = (page.json() as AskAdminResponse).unanswered.find((item) => item.question.includes(secret));
    expect(group).toMatchObject({ count: 4, noSource: 4 });
  });

  it('answers a question whose words miss but whose meaning matches, where embeddings are used', async () => {
    // The local fake embeds words by their first five letters: these share them with the
    // article's words but not one stem, so full text alone finds nothing.
    const article = await createArticle(db, {
      title: 'Plinthology vorgastics',
      body: '<p>Plinthology vorgastics marbleworks trenchcraft.</p>',
      isPublished: true,
    });
    await app.jobs.enqueueJob(jobDefinitions.askReindex, { sourceType: 'article', sourceId: article.id });
    await runJobs();
    const question = 'Plinthar vorgasmo marblewise trenchcrafting?';
    const fullText = await retrievePassages(
      { db, ai: app.ai },
      { question, scope: { includeAgentsOnly: false }, useEmbeddings: false },
    );
    expect(fullText.isAnswerable).toBe(false);
    const { turn } = await ask(await newMember(), { question });
    expect(turn!.status).toBe(hasVector ? 'answered' : 'no_answer');
    expect(turn!.sources.map((source) => source.sourceId).includes(article.id)).toBe(hasVector);
  });

  const fallbacksThisMonth = async () => {
    const page = await app.inject({
      method: 'GET',
      url: '/api/admin/ask',
      headers: { cookie: await loginAs('admin') },
    });
    return (page.json() as AskAdminResponse).tokens[0]?.embeddingFallbacks ?? 0;
  };

  it('answers by full text when the embedding call fails, and counts it on /admin/ask', async () => {
    const before = await fallbacksThisMonth();
    fakeAi.failEmbeddingsWith({ status: 500, message: 'embedding model overloaded' });
    const { turn } = await ask(await newMember(), {
      question: 'How do I announce a price increase to existing clients?',
    });
    expect(turn!.status).toBe('answered');
    expect(turn!.sources.map((source) => source.title)).toContain('Raising Prices with Existing Clients');
    // Only where embeddings are used (PGlite has pgvector; this PostgreSQL may not): counted once.
    expect(await fallbacksThisMonth()).toBe(before + (hasVector ? 1 : 0));
  });

  it('answers by full text when the embedding call is slower than ASK_MODEL_HELP_TIMEOUT_MS', async () => {
    const before = await fallbacksThisMonth();
    fakeAi.delayEmbeddingsBy(4000);
    const started = Date.now();
    const { turn } = await ask(await newMember(), { question: 'How do I chase late invoices?' });
    expect(turn!.status).toBe('answered');
    expect(turn!.sources.map((source) => source.title)).toContain(
      'Chasing Late Invoices Without Damaging Relationships',
    );
    expect(Date.now() - started).toBeLessThan(3500);
    expect(await fallbacksThisMonth()).toBe(before + (hasVector ? 1 : 0));
  });

  it("uses the model's restatement and its rerank of the best twenty, and goes on without them when they fail", async () => {
    // (Not the discount lesson: a test above rewrites it.)
    const question = 'What payment terms and deposits should an agency ask for?';
    // Without help (the helpers answer nonsense): the fused order.
    const plain = await ask(await newMember(), { question });
    expect(plain.turn!.status).toBe('answered');
    expect(helperRequests().map((request) => request.body.messages![0]!.content)).toEqual([
      expect.stringContaining('"search"'),
      expect.stringContaining('"order"'),
    ]);
    const fused = plain.turn!.sources.map((source) => source.title);
    // The rerank puts its own choice first; the rest follow in their order.
    fakeAi.reset();
    fakeAi.answerSearchHelpWith(
      {
        kind: 'json',
        content: '{"search": "deposit upfront payment terms", "answer": "Ask for a deposit first."}',
      },
      { kind: 'json', content: '{"order": [4, 2]}' },
    );
    const helped = await ask(await newMember(), { question });
    const rerankPrompt = helperRequests()[1]!.body.messages!.at(-1)!.content;
    const candidates = [...rerankPrompt.matchAll(/^\[(\d+)\] (.*) - /gm)].map((match) => match[2]);
    expect(candidates.length).toBeGreaterThan(5);
    expect(helped.turn!.sources.slice(0, 2).map((source) => source.title)).toEqual([
      candidates[3],
      candidates[1],
    ]);
    expect(helped.turn!.sources).toHaveLength(5);
    // The hypothetical answer is embedded beside the question, in one call (where vectors are used).
    const embedded = fakeAi.requests.filter((request) => request.path === '/v1/embeddings');
    expect(embedded.map((request) => request.body.input)).toEqual(
      hasVector ? [[question, `${question}\nAsk for a deposit first.`]] : [],
    );
    // Both helpers failing: the answer comes all the same, in the fused order.
    fakeAi.reset();
    fakeAi.answerSearchHelpWith(
      { kind: 'error', status: 500, message: 'overloaded' },
      { kind: 'error', status: 500, message: 'overloaded' },
    );
    const unhelped = await ask(await newMember(), { question });
    expect(unhelped.turn!.status).toBe('answered');
    expect(unhelped.turn!.sources.map((source) => source.title)).toEqual(fused);
  });

  it('one answer at a time per member (429), then the next at once', async () => {
    const member = await newMember();
    let release!: (value?: unknown) => void;
    fakeAi.answerWith({
      kind: 'held',
      content: 'Held answer [1].',
      until: new Promise((resolve) => (release = resolve)),
    });
    const running = ask(member, { question: 'How do I handle discount requests?' });
    for (let waited = 0; chatRequests().length === 0 && waited < 200; waited += 1) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const second = await ask(member, { question: 'How do I chase late invoices?' });
    expect(second.response.statusCode).toBe(429);
    expect(second.response.json()).toMatchObject({
      error: { code: 'RATE_LIMITED', message: messages.oneAtATime },
    });
    release();
    expect((await running).turn!.answer).toBe('Held answer [1].');
    expect((await ask(member, { question: 'How do I chase late invoices?' })).response.statusCode).toBe(200);
  });

  it('takes ratings; the team sees unanswered and thumbs-down questions grouped, without names, and the tokens', async () => {
    const member = await newMember();
    const phrase = `How do I train a ${word()} dragon?`;
    await ask(member, { question: phrase });
    await ask(await newMember(), { question: phrase.replace('How', 'how').replace('?', '') });
    const answered = await ask(member, { question: 'How do I run a quarterly business review?' });
    const rated = await app.inject({
      method: 'PUT',
      url: `/api/ask/turns/${answered.turn!.id}/rating`,
      headers: { cookie: member },
      payload: { rating: -1, comment: 'Too short' },
    });
    expect(rated.statusCode).toBe(200);
    const otherRates = await app.inject({
      method: 'PUT',
      url: `/api/ask/turns/${answered.turn!.id}/rating`,
      headers: { cookie: await newMember() },
      payload: { rating: 1 },
    });
    expect(otherRates.statusCode).toBe(404);

    const page = await app.inject({
      method: 'GET',
      url: '/api/admin/ask',
      headers: { cookie: await loginAs('admin') },
    });
    expect(page.statusCode).toBe(200);
    const body = page.json() as AskAdminResponse;
    const dragon = body.unanswered.find((group) => group.question.toLowerCase().includes('dragon'));
    expect(dragon).toMatchObject({ count: 2, noSource: 2, thumbsDown: 0 });
    expect(
      body.unanswered.find((group) => group.question.includes('quarterly business review')),
    ).toMatchObject({
      thumbsDown: 1,
    });
    expect(body.index.passages).toBeGreaterThan(50);
    expect(body.index.hasVector).toBe(hasVector);
    expect(body.tokens[0]!.chatCompletionTokens).toBeGreaterThan(0);
    expect(JSON.stringify(body)).not.toMatch(/@example/);
    const asMember = await app.inject({ method: 'GET', url: '/api/admin/ask', headers: { cookie: member } });
    expect(asMember.statusCode).toBe(403);
  });

  it('removes conversations past ASK_RETENTION_DAYS with the daily job', async () => {
    const member = await newMember();
    const { conversationId } = await ask(member, { question: 'How do I build a cash reserve?' });
    await db.execute(
      sql`update ask_conversations set updated_at = now() - interval '91 days' where id = ${conversationId}`,
    );
    await app.jobs.enqueueJob(jobDefinitions.askRetention, {});
    await runJobs();
    const rows = await queryRows(db, sql`select 1 from ask_conversations where id = ${conversationId}`);
    expect(rows).toHaveLength(0);
  });
});

describe('Ask the Library without an AI provider', async () => {
  const unconfigured = await buildTestApp({ env: { ASK_LIMIT_PER_HOUR: '2' } });
  beforeAll(async () => {
    await unconfigured.app.jobs.enqueueJob(jobDefinitions.askBackfill, {});
    await unconfigured.runJobs();
  });

  it('names the variables that turn answers on to a superadmin only, never to members, agents or support (issue 54)', async () => {
    const aiOf = async (cookie: string) => {
      const list = await unconfigured.app.inject({
        method: 'GET',
        url: '/api/ask/conversations',
        headers: { cookie },
      });
      expect(list.statusCode).toBe(200);
      expect(list.body).not.toMatch(/OPENAI|AI_MODEL/);
      return (list.json() as AskConversationsResponse).ai;
    };
    const admin = await unconfigured.app.inject({
      method: 'GET',
      url: '/api/ask/conversations',
      headers: { cookie: await unconfigured.loginAs('admin') },
    });
    expect((admin.json() as AskConversationsResponse).ai).toEqual({
      isConfigured: false,
      settings: ['OPENAI_API_KEY', 'OPENAI_BASE_URL', 'AI_MODEL'],
    });
    const member = await unconfigured.signInAs(await createMemberWithAccess(unconfigured.db));
    for (const cookie of [
      member,
      await unconfigured.loginAs('agent'),
      await unconfigured.loginAs('support'),
    ]) {
      expect(await aiOf(cookie)).toEqual({ isConfigured: false, settings: [] });
    }
    const asked = await unconfigured.app.inject({
      method: 'POST',
      url: '/api/ask',
      headers: { cookie: member },
      payload: { question: 'How do I write proposals that close?' },
    });
    expect(asked.body).not.toMatch(/OPENAI|AI_MODEL/);
  });

  it('shows the best passages with the matching words marked', async () => {
    const cookie = await unconfigured.signInAs(await createMemberWithAccess(unconfigured.db));
    const response = await unconfigured.app.inject({
      method: 'POST',
      url: '/api/ask',
      headers: { cookie },
      payload: { question: 'How do I write proposals that close?' },
    });
    const done = eventsOf(response.body).find((event) => event.type === 'done');
    expect(done?.type === 'done' && done.turn.status).toBe('passages');
    if (done?.type !== 'done') return;
    expect(done.turn.sources.length).toBeGreaterThan(0);
    expect(
      done.turn.sources[0]!.highlights.filter((segment) => segment.match).map((s) => s.text.toLowerCase()),
    ).toEqual(expect.arrayContaining([expect.stringMatching(/^propos/)]));
  });

  it(`refuses past ASK_LIMIT_PER_HOUR with a 429 that says when to retry`, async () => {
    const cookie = await unconfigured.signInAs(await createMemberWithAccess(unconfigured.db));
    const askOnce = () =>
      unconfigured.app.inject({
        method: 'POST',
        url: '/api/ask',
        headers: { cookie },
        payload: { question: 'How do I build a referral engine?' },
      });
    expect((await askOnce()).statusCode).toBe(200);
    expect((await askOnce()).statusCode).toBe(200);
    const refused = await askOnce();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toMatch(
      /^You have asked 2 questions in the last hour\. Please try again in \d+ minutes?\.$/,
    );
    expect(refused.headers['retry-after']).toBeDefined();
  });
});
