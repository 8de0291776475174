import { defaultFieldMapping } from '@pillars/shared/imports/bubble-mapping';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { xssPayloads } from '../../../../../e2e/support/xss-payloads.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { createMemberWithAccess } from '../../../test/builders.ts';
import { startFakeBubble, thought } from '../../../test/fake-bubble.ts';
import { scriptsIn } from '../../../test/script-in-html.ts';
import { queryRows } from '../../db/client.ts';

/**
 * Import from Bubble.io through HTTP (spec 02, decision 026), against a local fake of the
 * Data API: the screen's reads, the job that writes the articles and marks the records,
 * the defaults and the mapping, no duplicates, sanitised HTML, the CSV path, and the key,
 * which no answer ever carries.
 */
const apiKey = 'bubble-secret-key-5c7d9e1f3a';
const fake = await startFakeBubble({ apiKey });
const { app, db, loginAs, signInAs } = await buildTestApp({
  env: { BUBBLE_API_URL: fake.apiUrl, BUBBLE_API_KEY: apiKey },
  bubble: { pageDelayMs: 10, retryBaseMs: 5 },
});
const unconfigured = await buildTestApp();
afterAll(() => fake.close());
// Each test starts from an empty fake: a test that fails midway leaves nothing to the next.
beforeEach(() => fake.reset());

let adminCookie = '';
let readerCookie = '';

beforeAll(async () => {
  adminCookie = await loginAs('admin');
  readerCookie = await signInAs(await createMemberWithAccess(db));
});
/** Every answer of this file goes through here, and the test that got it checks it never carries the key. */
async function request(method: 'GET' | 'POST', url: string, payload?: object, cookie = adminCookie) {
  const answer = await app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  expect(answer.body, `${method} ${url}`).not.toContain(apiKey);
  expect(JSON.stringify(answer.headers), `${method} ${url}`).not.toContain(apiKey);
  return answer;
}

const startImport = (ids: string[], extra: object = {}) =>
  request('POST', '/api/admin/bubble-import', { ids, mapping: defaultFieldMapping, ...extra });

/** Starts the import, runs the job, and answers the finished job. */
async function runImport(ids: string[], extra: object = {}) {
  const started = await startImport(ids, extra);
  expect(started.statusCode, started.body).toBe(201);
  const { job } = started.json();
  expect(job).toMatchObject({ name: 'imports.bubble', status: 'pending' });
  await app.jobs.runDue();
  const finished = await request('GET', `/api/jobs/${job.id}`);
  expect(finished.statusCode).toBe(200);
  return finished.json();
}

const articleOf = async (bubbleId: string) =>
  queryRows<Record<string, unknown>>(
    db,
    sql`select a.*, u.email as author_email from articles a left join "user" u on u.id = a.author_id
         where a.metadata ->> 'bubble_id' = ${bubbleId}`,
  );

describe('import from Bubble.io', () => {
  it('says which variables to set when the Data API is not configured, naming them only', async () => {
    const answer = await unconfigured.app.inject({
      method: 'GET',
      url: '/api/admin/bubble-import',
      headers: { cookie: await unconfigured.loginAs('admin') },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      configured: false,
      missingVariables: ['BUBBLE_API_URL', 'BUBBLE_API_KEY'],
      dataType: 'thought',
      records: [],
      total: 0,
    });
  });

  it('reads the first 50 unimported records with the total (the probe), then all of them', async () => {
    fake.add(
      ...Array.from({ length: 130 }, (_, index) => thought(index)),
      thought(500, { Is_Imported: 'yes' }),
    );
    const probe = await request('GET', '/api/admin/bubble-import');
    expect(probe.statusCode).toBe(200);
    expect(probe.json()).toMatchObject({ configured: true, missingVariables: [], total: 130, job: null });
    expect(probe.json().records).toHaveLength(50);
    expect(probe.json().records[0]).toMatchObject({ _id: thought(0)._id, Title: 'Thought number 0' });
    const all = await request('GET', '/api/admin/bubble-import?scope=all');
    expect(all.json().records).toHaveLength(130);
    expect(all.json().total).toBe(130);
  });

  it('answers 502 with the reason when Bubble.io fails, and 400 for nothing selected', async () => {
    fake.failListCalls(500, 500, 500, 500, 500);
    const failed = await request('GET', '/api/admin/bubble-import');
    expect(failed.statusCode).toBe(502);
    expect(failed.json().error).toMatchObject({
      code: 'IMPORT_SOURCE_UNAVAILABLE',
      message: 'Bubble.io answered 500',
    });
    fake.failListCalls();
    const nothing = await startImport([]);
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().error.message).toBe('Select at least one article to import.');
  });

  it('imports the selected records with the defaults and the mapping, marks them imported, and keeps the rest', async () => {
    fake.add(
      thought(1, {
        Image: '//s3.amazonaws.com/appforest_uf/cover.png',
        Images: ['//s3.amazonaws.com/a.png', '', 'https://example.com/b.png'],
        VideoURL: 'https://www.youtube.com/watch?v=abc',
        Created: '2024-03-05T10:00:00.000Z',
      }),
      thought(2, { Images: 'https://example.com/c.png, //s3.amazonaws.com/d.png ,', Content: '' }),
      { _id: '1700000000003x3', Description: 'No title here' },
      thought(4),
    );
    const job = await runImport([thought(1)._id, thought(2)._id, '1700000000003x3']);
    expect(job).toMatchObject({
      status: 'completed',
      progress: { done: 3, total: 3 },
      result: { imported: 3, alreadyImported: 0, warnings: [], errors: [] },
    });

    const [first] = await articleOf(thought(1)._id);
    expect(first).toMatchObject({
      title: 'Thought number 1',
      subtitle: 'About thought 1',
      slug: 'thought-number-1',
      body: '<p>Body of thought 1</p>',
      featured_image_url: 'https://s3.amazonaws.com/appforest_uf/cover.png',
      is_featured: false,
      is_published: true,
      content_type: 'video',
      video_url: 'https://www.youtube.com/watch?v=abc',
      document_url: null,
      content_images: ['https://s3.amazonaws.com/a.png', 'https://example.com/b.png'],
      visibility_scope: 'all',
      author_email: 'admin@example.com',
    });
    expect(new Date(first!.published_at as string).toISOString()).toBe('2024-03-05T10:00:00.000Z');
    expect((first!.metadata as { bubble_id: string; imported_at: string }).bubble_id).toBe(thought(1)._id);
    expect(Date.parse((first!.metadata as { imported_at: string }).imported_at)).not.toBeNaN();

    const [second] = await articleOf(thought(2)._id);
    expect(second).toMatchObject({
      content_type: 'post',
      body: 'No content available',
      content_images: ['https://example.com/c.png', 'https://s3.amazonaws.com/d.png'],
    });
    const [untitled] = await articleOf('1700000000003x3');
    expect(untitled).toMatchObject({ title: 'Untitled Article', subtitle: 'No title here' });
    expect(untitled!.slug).toMatch(/^untitled-article-\d+$/);

    expect(fake.record(thought(1)._id)!.Is_Imported).toBe('yes');
    expect(fake.record('1700000000003x3')!.Is_Imported).toBe('yes');
    expect(fake.record(thought(4)._id)!.Is_Imported).toBe('no');
    expect(await articleOf(thought(4)._id)).toEqual([]);

    // One audit row per article, by the admin who started it.
    const audits = await queryRows<{ actor_email: string }>(
      db,
      sql`select actor_email from audit_events where action = 'article.import' and target_id = ${first!.id as string}`,
    );
    expect(audits).toEqual([{ actor_email: 'admin@example.com' }]);
    // The screen's next read shows the finished job, and the list without them.
    const state = (await request('GET', '/api/admin/bubble-import')).json();
    expect(state.job).toMatchObject({ status: 'completed', result: { imported: 3 } });
    expect(state.records.map((record: { _id: string }) => record._id)).toEqual([thought(4)._id]);
  });

  it('warns when a mark fails; a re-run writes no second article and marks it then', async () => {
    fake.add(thought(30), thought(31));
    fake.failMarks([thought(30)._id]);
    const first = await runImport([thought(30)._id, thought(31)._id]);
    expect(first.result).toEqual({
      imported: 2,
      alreadyImported: 0,
      warnings: ['Imported "Thought number 30", but could not mark it as imported in Bubble.io'],
      errors: [],
    });
    expect(fake.record(thought(30)._id)!.Is_Imported).toBe('no');

    fake.failMarks([]);
    const again = await runImport([thought(30)._id]);
    expect(again.result).toEqual({ imported: 0, alreadyImported: 1, warnings: [], errors: [] });
    expect(await articleOf(thought(30)._id)).toHaveLength(1);
    expect(fake.record(thought(30)._id)!.Is_Imported).toBe('yes');
  });

  it("warns about a record Bubble.io does not have, and has only errors when nothing could be imported (the screen's Import Failed)", async () => {
    fake.add(thought(40));
    const job = await runImport(['does-not-exist', thought(40)._id]);
    expect(job.result).toMatchObject({
      imported: 1,
      warnings: ['Thought with ID does-not-exist not found'],
      errors: ['Thought with ID does-not-exist not found'],
    });
    const none = await runImport(['missing-too']);
    expect(none.status).toBe('completed');
    expect(none.result).toMatchObject({ imported: 0, errors: ['Thought with ID missing-too not found'] });
  });

  it('gives a taken slug a number, and runs one import at a time', async () => {
    fake.add(thought(50, { Title: 'Same Title' }), thought(51, { Title: 'Same Title' }));
    const job = await runImport([thought(50)._id, thought(51)._id]);
    expect(job.result.imported).toBe(2);
    const slugs = await queryRows<{ slug: string }>(
      db,
      sql`select slug from articles where title = 'Same Title' order by slug`,
    );
    expect(slugs.map((row) => row.slug)).toEqual(['same-title', 'same-title-2']);

    fake.add(thought(52));
    const started = await startImport([thought(52)._id]);
    expect(started.statusCode).toBe(201);
    const second = await startImport([thought(52)._id]);
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe('An import is already running. Wait for it to finish.');
    await app.jobs.runDue();
  });

  it('previews what the import will write: the mapping applied and the body sanitised as it is saved', async () => {
    const record = thought(65, {
      Title: 'Previewed thought',
      Content:
        '<p>Hello</p><script>alert(1)</script><img src="https://example.com/x.png" onerror="alert(2)"><a href="javascript:alert(3)">x</a>',
    });
    const answer = await request('POST', '/api/admin/bubble-import/preview', {
      record,
      mapping: defaultFieldMapping,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const { article } = answer.json();
    expect(article).toMatchObject({
      title: 'Previewed thought',
      slug: 'previewed-thought',
      is_published: true,
      metadata: { bubble_id: record._id },
    });
    expect(article.body).toContain('<p>Hello</p>');
    expect(article.body).not.toMatch(/<script|onerror|javascript:/i);
    // The same body the import then saves.
    fake.add(record);
    await runImport([record._id]);
    const [stored] = await articleOf(record._id);
    expect(stored!.body).toBe(article.body);
    // Superadmins only, as the rest of the import.
    const refused = await request(
      'POST',
      '/api/admin/bubble-import/preview',
      { record, mapping: defaultFieldMapping },
      readerCookie,
    );
    expect(refused.statusCode).toBe(403);
  });

  it('never lets script in Content run for a reader: saved and shown sanitised', async () => {
    fake.add(
      thought(60, {
        Title: 'Hostile thought',
        Content:
          '<p>Hello</p><script>alert(1)</script><img src="https://example.com/x.png" onerror="alert(2)"><a href="javascript:alert(3)">x</a>',
      }),
    );
    await runImport([thought(60)._id]);
    const [stored] = await articleOf(thought(60)._id);
    expect(stored!.body).not.toMatch(/<script|onerror|javascript:/i);
    const read = await request('GET', `/api/articles/${stored!.slug as string}`, undefined, readerCookie);
    expect(read.statusCode).toBe(200);
    expect(read.body).toContain('Hello');
    expect(read.body).not.toMatch(/<script|onerror|javascript:/i);
  });

  it('keeps every known XSS payload (issue 28) out of an imported article, as saved and as read', async () => {
    fake.add(
      thought(61, {
        Title: 'Every payload',
        Content: xssPayloads.map((payload) => `<p>${payload}</p>${payload}`).join('\n'),
      }),
    );
    await runImport([thought(61)._id]);
    const [stored] = await articleOf(thought(61)._id);
    expect(scriptsIn(stored!.body as string)).toEqual([]);
    const read = await request('GET', `/api/articles/${stored!.slug as string}`, undefined, readerCookie);
    expect(read.statusCode).toBe(200);
    const { body } = read.json().article as { body: string };
    expect(scriptsIn(body)).toEqual([]);
    // The payloads' words are kept as text: the check above read a real body.
    expect(body).toContain('__xss');
  });

  it("imports a CSV exported from the Bubble editor's Data tab through the same mapping and job", async () => {
    const csv = [
      'Title,Description,Content,Image,Images,VideoURL,Created,Status,Is_Imported,unique id',
      '"CSV, first",From a file,<p>CSV body</p>,//s3.amazonaws.com/c.png,"//s3.amazonaws.com/1.png , https://example.com/2.png",,2024-02-01T00:00:00Z,draft,no,1690000000000x1',
      'Already done,,,,,,,,yes,1690000000000x2',
      'CSV second,,,,,https://vimeo.com/1,,featured,no,1690000000000x3',
    ].join('\n');
    const read = await request('POST', '/api/admin/bubble-import/csv', { csv });
    expect(read.statusCode, read.body).toBe(200);
    const { records } = read.json();
    expect(records.map((record: { _id: string }) => record._id)).toEqual([
      '1690000000000x1',
      '1690000000000x3',
    ]);
    expect(records[0]).toMatchObject({ Title: 'CSV, first', Image: 'https://s3.amazonaws.com/c.png' });

    const job = await runImport(['1690000000000x1'], { source: 'csv', records });
    expect(job.result).toMatchObject({ imported: 1, warnings: [] });
    const [article] = await articleOf('1690000000000x1');
    expect(article).toMatchObject({
      title: 'CSV, first',
      body: '<p>CSV body</p>',
      content_images: ['https://s3.amazonaws.com/1.png', 'https://example.com/2.png'],
      content_type: 'post',
    });
    // The next read of the same file leaves out what is already imported.
    const again = (await request('POST', '/api/admin/bubble-import/csv', { csv })).json();
    expect(again.records.map((record: { _id: string }) => record._id)).toEqual(['1690000000000x3']);

    const noId = await request('POST', '/api/admin/bubble-import/csv', { csv: 'Title\nA' });
    expect(noId.statusCode).toBe(400);
    expect(noId.json().error.message).toBe(
      "The CSV has no 'unique id' column: export it from the Bubble editor's Data tab.",
    );
  });

  it('refuses everyone but superadmins', async () => {
    const agent = await request('GET', '/api/admin/bubble-import', undefined, await loginAs('agent'));
    expect(agent.statusCode).toBe(403);
    expect(agent.json().error.message).toBe('You do not have permission to access this page.');
    const member = await request(
      'POST',
      '/api/admin/bubble-import',
      { ids: ['x'], mapping: defaultFieldMapping },
      readerCookie,
    );
    expect(member.statusCode).toBe(403);
  });
});
