import { afterAll, describe, expect, it } from 'vitest';
import { startFakeBubble, thought } from '../../../test/fake-bubble.ts';
import { bubblePaging, createBubbleClient, unimportedConstraint } from './client.ts';

/**
 * The Bubble.io Data API client against a local fake of the API (test/fake-bubble.ts):
 * 100-result pages behind an offset cursor, constraints, the bearer key, PATCH, and 429s
 * and failures on demand.
 */
const apiKey = 'bubble-test-key-8d1f0c2e7a';
const fake = await startFakeBubble({ apiKey });
afterAll(() => fake.close());

const client = (overrides: Partial<Parameters<typeof createBubbleClient>[0]> = {}) =>
  createBubbleClient({
    apiUrl: fake.apiUrl,
    apiKey,
    dataType: 'thought',
    pageDelayMs: 40,
    retryBaseMs: 5,
    ...overrides,
  });

const listCalls = () =>
  fake.requests.filter((request) => request.method === 'GET' && request.path.endsWith('/thought'));

describe('the Bubble.io client', () => {
  it('pages over 2,500 unimported records by cursor + count, asking the spec sizes, pausing between pages', async () => {
    fake.add(...Array.from({ length: 2500 }, (_, index) => thought(index)));
    // Imported ones are left out by the constraint.
    fake.add(thought(9001, { Is_Imported: 'yes' }), thought(9002, { Is_Imported: 'yes' }));
    fake.requests.length = 0;

    const probe = await client().fetchPage({
      limit: bubblePaging.probeLimit,
      constraints: unimportedConstraint,
    });
    expect(probe).toMatchObject({ cursor: 0, count: 50, remaining: 2450 });

    const found: Array<[number, number]> = [];
    const records = await client().listAll({
      constraints: unimportedConstraint,
      onPage: (count, total) => found.push([count, total]),
    });
    expect(records).toHaveLength(2500);
    expect(new Set(records.map((record) => record._id)).size).toBe(2500);
    expect(records.some((record) => record.Is_Imported === 'yes')).toBe(false);
    expect(found[0]).toEqual([100, 2500]);
    expect(found.at(-1)).toEqual([2500, 2500]);

    const calls = listCalls();
    // The probe (50), then 25 pages of at most 100 whatever the 1000 asked.
    expect(calls).toHaveLength(26);
    expect(calls[0]!.query.limit).toBe('50');
    const pages = calls.slice(1);
    expect(pages.map((call) => call.query.limit)).toEqual(Array(25).fill('1000'));
    expect(pages.map((call) => Number(call.query.cursor ?? 0))).toEqual(
      Array.from({ length: 25 }, (_, index) => index * 100),
    );
    for (const call of calls) {
      expect(call.authorization).toBe(`Bearer ${apiKey}`);
      expect(JSON.parse(call.query.constraints!)).toEqual([
        { key: 'Is_Imported', constraint_type: 'equals', value: 'no' },
      ]);
    }
    // The pause is honoured between every two pages.
    for (let index = 1; index < pages.length; index += 1) {
      expect(pages[index]!.at - pages[index - 1]!.at).toBeGreaterThanOrEqual(38);
    }
    fake.records.length = 0;
  }, 60_000);

  it('retries 429 and 5xx answers with backoff, then gives up with a message that never holds the key', async () => {
    fake.add(thought(1), thought(2));
    fake.requests.length = 0;
    fake.failListCalls(429, 503, 500);
    const page = await client().fetchPage({ limit: 50 });
    expect(page.results).toHaveLength(2);
    expect(listCalls()).toHaveLength(4);

    fake.failListCalls(500, 500, 500, 500, 500);
    const failure = await client({ maxAttempts: 3 })
      .fetchPage({ limit: 50 })
      .catch((error: Error) => error);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toBe('Bubble.io answered 500');
    fake.failListCalls();
    fake.records.length = 0;
  });

  it('says a refused key is refused, without the key', async () => {
    const failure = await client({ apiKey: 'wrong-key-123456' })
      .fetchPage({ limit: 50 })
      .catch((error: Error) => error);
    expect((failure as Error).message).toContain('the key was refused (check BUBBLE_API_KEY)');
    expect((failure as Error).message).not.toContain('wrong-key-123456');
    const unreachable = await client({ apiUrl: 'http://127.0.0.1:9/api/1.1/obj', maxAttempts: 2 })
      .fetchPage({ limit: 50 })
      .catch((error: Error) => error);
    expect((unreachable as Error).message).toMatch(/^Bubble.io could not be reached/);
    expect((unreachable as Error).message).not.toContain(apiKey);
  });

  it("marks a record Is_Imported = 'yes' with PATCH, and reports a refused mark as not ok (never throws)", async () => {
    fake.add(thought(10), thought(11));
    const bubble = client();
    expect(await bubble.markImported(thought(10)._id)).toEqual({ ok: true });
    expect(fake.record(thought(10)._id)!.Is_Imported).toBe('yes');
    const patch = fake.requests.findLast((request) => request.method === 'PATCH')!;
    expect(patch).toMatchObject({ body: { Is_Imported: 'yes' }, authorization: `Bearer ${apiKey}` });

    fake.failMarks([thought(11)._id]);
    const refused = await bubble.markImported(thought(11)._id);
    expect(refused.ok).toBe(false);
    expect(fake.record(thought(11)._id)!.Is_Imported).toBe('no');
    expect(await bubble.markImported('missing-id')).toMatchObject({ ok: false });
    fake.failMarks([]);
    fake.records.length = 0;
  });

  it('stores protocol-relative file URLs as https, in single fields and in lists', async () => {
    fake.add(
      thought(20, {
        Image: '//s3.amazonaws.com/appforest_uf/f1/cover.png',
        Images: ['//s3.amazonaws.com/appforest_uf/f2/a.png', 'https://example.com/b.png'],
      }),
    );
    const [record] = (await client().fetchPage({ limit: 50 })).results;
    expect(record!.Image).toBe('https://s3.amazonaws.com/appforest_uf/f1/cover.png');
    expect(record!.Images).toEqual([
      'https://s3.amazonaws.com/appforest_uf/f2/a.png',
      'https://example.com/b.png',
    ]);
    expect(await client().getRecord(thought(20)._id)).toMatchObject({ _id: thought(20)._id });
    expect(await client().getRecord('nope')).toBeNull();
    fake.records.length = 0;
  });
});
