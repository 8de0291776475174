/**
 * The Bubble.io Data API (spec 02 section 7), called from the server only: the key
 * (`Authorization: Bearer`) never leaves it, and no message of this module contains it.
 *
 * Bubble answers a list with `{response: {cursor, results, count, remaining}}`. Its cursor
 * is an offset (the first result's position), and a page holds at most 100 results whatever
 * `limit` asks: the client asks the spec's sizes (a 50 probe, then 1000 a page) and follows
 * `cursor + count` while `remaining > 0`, pausing between pages (spec: 1 s). 429 and 5xx
 * answers, and network failures, are retried with a doubling backoff (`Retry-After` counts).
 */

/** One record of the data type ('Thought'), as Bubble sends it, file URLs made `https:`. */
export type BubbleRecord = { _id: string } & Record<string, unknown>;

export interface BubbleConstraint {
  key: string;
  constraint_type: 'equals' | 'not equal' | 'is_empty' | 'is_not_empty' | 'in' | 'not in';
  value?: unknown;
}

export interface BubblePage {
  results: BubbleRecord[];
  cursor: number;
  count: number;
  remaining: number;
}

export class BubbleApiError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'BubbleApiError';
  }
}

export interface BubbleClientOptions {
  /** The Data API root: `https://yourapp.bubbleapps.io/api/1.1/obj` (or `.../version-test/api/1.1/obj`). */
  apiUrl: string;
  apiKey: string;
  /** The data type's name in the URL (`thought`). */
  dataType: string;
  /** Pause between list pages (spec: 1000 ms). */
  pageDelayMs?: number;
  /** Attempts per request when Bubble answers 429 or 5xx, or the network fails. */
  maxAttempts?: number;
  /** First retry delay, doubled at each further attempt. */
  retryBaseMs?: number;
  /** Each request's time limit. */
  timeoutMs?: number;
}

/** Spec 02 section 9: the probe's size, the full fetch's size, the pause between pages. */
export const bubblePaging = { probeLimit: 50, pageLimit: 1000, pageDelayMs: 1000 } as const;

/** Spec 02 section 7: the records not imported yet. */
export const unimportedConstraint: BubbleConstraint[] = [
  { key: 'Is_Imported', constraint_type: 'equals', value: 'no' },
];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Bubble sends file fields protocol-relative (`//s3.amazonaws.com/...`): kept as `https:`. */
export function withHttpsFileUrls(value: unknown): unknown {
  if (typeof value === 'string') return value.startsWith('//') ? `https:${value}` : value;
  if (Array.isArray(value)) return value.map(withHttpsFileUrls);
  return value;
}

function normalizeRecord(raw: Record<string, unknown>): BubbleRecord {
  const record: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(raw)) record[field] = withHttpsFileUrls(value);
  return { ...record, _id: String(raw._id ?? '') };
}

export function createBubbleClient(options: BubbleClientOptions) {
  const apiUrl = options.apiUrl.replace(/\/+$/, '');
  const typeUrl = `${apiUrl}/${encodeURIComponent(options.dataType)}`;
  const pageDelayMs = options.pageDelayMs ?? bubblePaging.pageDelayMs;
  const maxAttempts = options.maxAttempts ?? 5;
  const retryBaseMs = options.retryBaseMs ?? 500;
  const timeoutMs = options.timeoutMs ?? 30_000;

  /** One call, retried on 429, 5xx and network failures; other answers are returned. */
  async function request(url: string, init: { method: 'GET' | 'PATCH'; body?: unknown }): Promise<Response> {
    for (let attempt = 1; ; attempt += 1) {
      let response: Response | null = null;
      let failure: string;
      try {
        response = await fetch(url, {
          method: init.method,
          headers: {
            authorization: `Bearer ${options.apiKey}`,
            accept: 'application/json',
            ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (response.status !== 429 && response.status < 500) return response;
        failure = `Bubble.io answered ${response.status}`;
      } catch (error) {
        // The message of a fetch failure names the host, never the headers.
        failure = `Bubble.io could not be reached (${error instanceof Error ? error.message : String(error)})`;
      }
      if (attempt >= maxAttempts) throw new BubbleApiError(failure, response?.status ?? null);
      const retryAfterSeconds = Number(response?.headers.get('retry-after'));
      const delay =
        Number.isFinite(retryAfterSeconds) && retryAfterSeconds > 0
          ? Math.min(retryAfterSeconds * 1000, 30_000)
          : retryBaseMs * 2 ** (attempt - 1);
      await response?.body?.cancel().catch(() => {});
      await sleep(delay);
    }
  }

  /** Bubble's own words for a refusal (`{body: {message}}` or `{message}`), else the status. */
  async function refusal(response: Response, what: string): Promise<BubbleApiError> {
    let detail = '';
    try {
      const body = (await response.json()) as { body?: { message?: string }; message?: string };
      detail = body.body?.message ?? body.message ?? '';
    } catch {
      // Not JSON: the status says enough.
    }
    const reason =
      response.status === 401 || response.status === 403
        ? 'the key was refused (check BUBBLE_API_KEY)'
        : response.status === 404
          ? `the data type was not found (check BUBBLE_API_URL and BUBBLE_DATA_TYPE)`
          : `status ${response.status}`;
    return new BubbleApiError(
      `${what} failed: ${reason}${detail ? `: ${detail.slice(0, 300)}` : ''}`,
      response.status,
    );
  }

  async function fetchPage(query: {
    limit: number;
    cursor?: number;
    constraints?: BubbleConstraint[];
  }): Promise<BubblePage> {
    const search = new URLSearchParams({ limit: String(query.limit) });
    if (query.cursor) search.set('cursor', String(query.cursor));
    if (query.constraints) search.set('constraints', JSON.stringify(query.constraints));
    const response = await request(`${typeUrl}?${search}`, { method: 'GET' });
    if (!response.ok) throw await refusal(response, 'Loading the records from Bubble.io');
    const body = (await response.json()) as {
      response?: {
        cursor?: number;
        results?: Array<Record<string, unknown>>;
        count?: number;
        remaining?: number;
      };
    };
    const page = body.response;
    if (!page || !Array.isArray(page.results)) {
      throw new BubbleApiError('Bubble.io answered without a list of records', response.status);
    }
    const results = page.results.map(normalizeRecord);
    return {
      results,
      cursor: Number(page.cursor ?? query.cursor ?? 0),
      count: Number(page.count ?? results.length),
      remaining: Number(page.remaining ?? 0),
    };
  }

  return {
    dataType: options.dataType,
    fetchPage,

    /**
     * Every record matching the constraints: pages followed by `cursor + count` while
     * `remaining > 0`, with the pause between pages. `onPage` hears how many were found so
     * far and how many there are in all. Never change what the constraints select while
     * paging (marking records imported would shift the offsets): take the list, then act.
     */
    async listAll(query: {
      constraints?: BubbleConstraint[];
      onPage?: (found: number, total: number) => void;
    }): Promise<BubbleRecord[]> {
      const records: BubbleRecord[] = [];
      const seen = new Set<string>();
      let cursor = 0;
      for (let pageNumber = 0; ; pageNumber += 1) {
        if (pageNumber > 0) await sleep(pageDelayMs);
        const page = await fetchPage({
          limit: bubblePaging.pageLimit,
          cursor,
          ...(query.constraints ? { constraints: query.constraints } : {}),
        });
        for (const record of page.results) {
          if (seen.has(record._id)) continue;
          seen.add(record._id);
          records.push(record);
        }
        query.onPage?.(records.length, records.length + page.remaining);
        if (page.remaining <= 0 || page.count <= 0) return records;
        cursor = page.cursor + page.count;
      }
    },

    /** One record by its id, or null when Bubble has none. */
    async getRecord(id: string): Promise<BubbleRecord | null> {
      const response = await request(`${typeUrl}/${encodeURIComponent(id)}`, { method: 'GET' });
      if (response.status === 404) {
        await response.body?.cancel().catch(() => {});
        return null;
      }
      if (!response.ok) throw await refusal(response, 'Loading a record from Bubble.io');
      const body = (await response.json()) as { response?: Record<string, unknown> };
      return body.response ? normalizeRecord(body.response) : null;
    },

    /** Spec 02: PATCH `Is_Imported = 'yes'`; a failure is reported as false (a warning), never thrown. */
    async markImported(id: string): Promise<{ ok: true } | { ok: false; reason: string }> {
      try {
        const response = await request(`${typeUrl}/${encodeURIComponent(id)}`, {
          method: 'PATCH',
          body: { Is_Imported: 'yes' },
        });
        if (response.ok) {
          await response.body?.cancel().catch(() => {});
          return { ok: true };
        }
        return { ok: false, reason: (await refusal(response, 'Marking the record')).message };
      } catch (error) {
        return { ok: false, reason: error instanceof Error ? error.message : String(error) };
      }
    },
  };
}

export type BubbleClient = ReturnType<typeof createBubbleClient>;
