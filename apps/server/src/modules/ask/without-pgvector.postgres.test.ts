import { Writable } from 'node:stream';
import type { AskAdminResponse, AskStreamEvent } from '@pillars/shared/ask/schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { createMemberWithAccess } from '../../../test/builders.ts';
import { startFakeOpenAi } from '../../../test/fake-openai.ts';
import { queryRows } from '../../db/client.ts';
import { jobDefinitions } from '../../jobs/definitions.ts';
import { retrievePassages } from './retrieval.ts';

/**
 * Decision 053 on a PostgreSQL without pgvector (the Debian server of CI and of many hosts),
 * with an embedding model configured all the same: the start logs once that passages are
 * ranked by full text alone; the passage table is the same (the embedding a plain `real[]`),
 * but nothing is embedded (vectors nobody could compare would be tokens paid for nothing);
 * retrieval and answers work by full text, and an edit reindexes without asking for
 * embeddings.
 */
const fakeAi = await startFakeOpenAi();
afterAll(() => fakeAi.close());
const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, callback) {
    logLines.push(chunk.toString());
    callback();
  },
});
const { app, db, databaseKind, loginAs, signInAs, runJobs } = await buildTestApp({
  env: {
    OPENAI_API_KEY: 'sk-test-ask-no-vector',
    OPENAI_BASE_URL: fakeAi.baseUrl,
    AI_MODEL: 'fake-model',
    EMBEDDING_MODEL: 'fake-embedding',
    AI_TIMEOUT_MS: '5000',
  },
  logger: { level: 'info', stream: logStream },
});

beforeAll(async () => {
  await app.jobs.enqueueJob(jobDefinitions.askBackfill, {});
  await runJobs();
});

const embeddingRequests = () => fakeAi.requests.filter((request) => request.path === '/v1/embeddings');

describe('Ask the Library on PostgreSQL without pgvector, with an embedding model configured', () => {
  it('runs on a PostgreSQL that has no pgvector, and says so once at start', async () => {
    expect(databaseKind).toBe('postgres');
    const [extension] = await queryRows<{ installed: boolean }>(
      db,
      sql`select exists (select 1 from pg_extension where extname = 'vector') as installed`,
    );
    expect(extension!.installed, 'this test needs a PostgreSQL without pgvector').toBe(false);
    const notices = logLines.filter((line) => line.includes('the database has no pgvector'));
    expect(notices).toHaveLength(1);
    const status = await app.inject({ url: '/api/admin/ask', headers: { cookie: await loginAs('admin') } });
    expect((status.json() as AskAdminResponse).index.hasVector).toBe(false);
  });

  it('keeps the same passage table (embedding real[]) and indexes the demo content without embeddings', async () => {
    const [column] = await queryRows<{ udt_name: string }>(
      db,
      sql`select udt_name from information_schema.columns
           where table_name = 'ask_passages' and column_name = 'embedding'`,
    );
    expect(column!.udt_name).toBe('_float4');
    const [row] = await queryRows<{ passages: number; embedded: number }>(
      db,
      sql`select count(*)::int as passages, count(embedding)::int as embedded from ask_passages`,
    );
    expect(row!.passages).toBeGreaterThan(50);
    expect(row!.embedded).toBe(0);
    expect(embeddingRequests()).toHaveLength(0);
  });

  it('retrieves by full text even when asked for embeddings, and answers with its sources', async () => {
    const retrieval = await retrievePassages(
      { db, ai: app.ai },
      {
        question: 'How do I announce a price increase to existing clients?',
        scope: { includeAgentsOnly: false },
        useEmbeddings: true,
      },
    );
    expect(retrieval.mode).toBe('full_text');
    expect(retrieval.isAnswerable).toBe(true);
    expect(retrieval.passages.map((passage) => passage.title)).toContain(
      'Raising Prices with Existing Clients',
    );

    fakeAi.reset();
    fakeAi.answerWith({ kind: 'stream', content: 'Give sixty days notice [1].', pieces: 3 });
    const member = await signInAs(await createMemberWithAccess(db));
    const response = await app.inject({
      method: 'POST',
      url: '/api/ask',
      headers: { cookie: member },
      payload: { question: 'How do I announce a price increase to existing clients?' },
    });
    expect(response.statusCode).toBe(200);
    const events = response.body
      .split('\n\n')
      .map((block) => block.split('\n').find((line) => line.startsWith('data: ')))
      .filter((line): line is string => line !== undefined)
      .map((line) => JSON.parse(line.slice(6)) as AskStreamEvent);
    const done = events.find((event) => event.type === 'done');
    expect(done?.type === 'done' && done.turn).toMatchObject({
      status: 'answered',
      answer: 'Give sixty days notice [1].',
    });
    expect(done?.type === 'done' && done.turn.sources.map((source) => source.title)).toContain(
      'Raising Prices with Existing Clients',
    );
    expect(embeddingRequests()).toHaveLength(0);
  });

  it('reindexes an edited lesson without asking for embeddings', async () => {
    fakeAi.reset();
    const [lesson] = await queryRows<{ id: string; title: string }>(
      db,
      sql`select id, title from lessons where title = 'Handling Discount Requests'`,
    );
    const saved = await app.inject({
      method: 'PUT',
      url: `/api/admin/lessons/${lesson!.id}`,
      headers: { cookie: await loginAs('admin') },
      payload: { title: lesson!.title, content: '<p>Offer the zqnovector bundle instead.</p>', imageUrl: '' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await runJobs();
    const [passage] = await queryRows<{ content: string; embedded: boolean }>(
      db,
      sql`select content, embedding is not null as embedded from ask_passages where source_id = ${lesson!.id}`,
    );
    expect(passage).toMatchObject({ content: expect.stringContaining('zqnovector'), embedded: false });
    expect(embeddingRequests()).toHaveLength(0);
  });
});
