import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeBubbleRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  authorization: string | undefined;
  body: unknown;
  at: number;
}

type StoredRecord = { _id: string } & Record<string, unknown>;

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A local stand-in for Bubble.io's Data API on 127.0.0.1 (node:http), behaving as Bubble
 * does where the import depends on it: `/api/1.1/obj/{type}` answers
 * `{response: {cursor, results, count, remaining}}` with at most 100 results a page
 * whatever `limit` asks, the cursor an offset into the list the constraints select (a
 * JSON array in the query: equals, not equal); `/obj/{type}/{id}` reads one (404 with
 * Bubble's MISSING_DATA body) and PATCH changes its fields (204). Every call needs
 * `Authorization: Bearer <key>` (401 otherwise). On demand: 429s, 5xx, failed PATCHes,
 * a delay per PATCH. Every call is recorded.
 */
export async function startFakeBubble(options: { apiKey: string; dataType?: string }) {
  const dataType = options.dataType ?? 'thought';
  const records: StoredRecord[] = [];
  const requests: FakeBubbleRequest[] = [];
  let listFailures: number[] = [];
  let patchFailures = new Set<string>();
  let patchDelayMs = 0;
  let patchCount = 0;

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake-bubble');
    const text = await readBody(request);
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = text;
    }
    const entry: FakeBubbleRequest = {
      method: request.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      authorization: request.headers.authorization,
      body,
      at: performance.now(),
    };
    requests.push(entry);
    const send = (status: number, payload?: object) => {
      if (payload === undefined) {
        response.writeHead(status);
        response.end();
        return;
      }
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(payload));
    };
    if (request.headers.authorization !== `Bearer ${options.apiKey}`) {
      return send(401, {
        statusCode: 401,
        body: { status: 'UNAUTHORIZED', message: 'Invalid or expired token' },
      });
    }
    const prefix = `/api/1.1/obj/${dataType}`;
    if (url.pathname === prefix && request.method === 'GET') {
      const failure = listFailures.shift();
      if (failure !== undefined) {
        return send(failure, {
          statusCode: failure,
          body: { status: 'ERROR', message: 'fake Bubble failing on purpose' },
        });
      }
      let constraints: Array<{ key: string; constraint_type: string; value?: unknown }> = [];
      try {
        constraints = JSON.parse(url.searchParams.get('constraints') ?? '[]');
      } catch {
        return send(400, {
          statusCode: 400,
          body: { status: 'INVALID_DATA', message: 'constraints are not JSON' },
        });
      }
      const selected = records.filter((record) =>
        constraints.every((constraint) => {
          const value = record[constraint.key];
          if (constraint.constraint_type === 'equals') return value === constraint.value;
          if (constraint.constraint_type === 'not equal') return value !== constraint.value;
          return true;
        }),
      );
      const cursor = Number(url.searchParams.get('cursor') ?? 0);
      const limit = Math.min(Number(url.searchParams.get('limit') ?? 100), 100);
      const results = selected.slice(cursor, cursor + limit);
      return send(200, {
        response: {
          cursor,
          results,
          count: results.length,
          remaining: Math.max(0, selected.length - cursor - results.length),
        },
      });
    }
    const one = new RegExp(`^${prefix}/([^/]+)$`).exec(url.pathname);
    if (one) {
      const id = decodeURIComponent(one[1]!);
      const record = records.find((candidate) => candidate._id === id);
      if (!record) {
        return send(404, {
          statusCode: 404,
          body: {
            status: 'MISSING_DATA',
            message: `Missing object of type ${dataType}: object with id ${id} does not exist`,
          },
        });
      }
      if (request.method === 'GET') return send(200, { response: record });
      if (request.method === 'PATCH') {
        patchCount += 1;
        if (patchDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, patchDelayMs));
        if (patchFailures.has(id)) {
          return send(400, {
            statusCode: 400,
            body: { status: 'ERROR', message: 'fake Bubble refuses this change' },
          });
        }
        Object.assign(record, body as object);
        return send(204);
      }
    }
    send(404, {
      statusCode: 404,
      body: { status: 'NOT_FOUND', message: `no ${request.method} ${url.pathname}` },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    /** BUBBLE_API_URL for it. */
    apiUrl: `http://127.0.0.1:${port}/api/1.1/obj`,
    records,
    requests,
    /** Adds records (Is_Imported 'no' unless given), in creation order. */
    add(...added: Array<Partial<StoredRecord> & { _id: string }>) {
      for (const record of added) records.push({ Is_Imported: 'no', ...record });
    },
    record: (id: string) => records.find((record) => record._id === id),
    /** The next list calls answer these statuses (429, 500 ...), one each. */
    failListCalls(...statuses: number[]) {
      listFailures = [...statuses];
    },
    /** PATCHes of these ids are refused (400) until changed again. */
    failMarks(ids: string[]) {
      patchFailures = new Set(ids);
    },
    setPatchDelay(ms: number) {
      patchDelayMs = ms;
    },
    patchCount: () => patchCount,
    /** Back to empty: no records, no recorded calls, no failures or delay (a test's start). */
    reset() {
      records.length = 0;
      requests.length = 0;
      listFailures = [];
      patchFailures = new Set();
      patchDelayMs = 0;
      patchCount = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A Thought as Bubble holds it (spec 02 section 3), with a creation date. */
export function thought(index: number, fields: Record<string, unknown> = {}) {
  return {
    _id: `${1700000000000 + index}x${String(index).padStart(6, '0')}`,
    Title: `Thought number ${index}`,
    Description: `About thought ${index}`,
    Content: `<p>Body of thought ${index}</p>`,
    Status: 'published',
    Created: new Date(Date.UTC(2024, 0, 1 + (index % 300))).toISOString(),
    ...fields,
  };
}
