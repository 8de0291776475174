import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the fake received: its path, headers and JSON body. */
export interface FakeOpenAiRequest {
  path: string;
  authorization: string | undefined;
  body: {
    model?: string;
    stream?: boolean;
    response_format?: { type?: string };
    stream_options?: { include_usage?: boolean };
    messages?: Array<{ role: string; content: string }>;
    /** /embeddings */
    input?: string | string[];
  };
}

/**
 * How the fake answers one chat completion:
 * - stream: server-sent `chat.completion.chunk`s carrying `content` in `pieces` parts, `delayMs` apart;
 * - json: one `chat.completion` body (a server that ignores `stream`);
 * - error: an error status with OpenAI's `{ error: { message } }` body;
 * - slow: waits `delayMs` before answering at all (a timeout);
 * - streamError: starts streaming, then sends an error chunk;
 * - held: starts streaming, then waits for `until` before the content (a call in flight for as
 *   long as the test wants).
 */
export type FakeAnswer =
  | { kind: 'stream'; content: string; pieces?: number; delayMs?: number }
  | { kind: 'json'; content: string }
  | { kind: 'error'; status: number; message: string }
  | { kind: 'slow'; delayMs: number; content: string }
  | { kind: 'streamError'; content: string; message: string }
  | { kind: 'held'; content: string; until: Promise<unknown> };

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The prompt's "Title:" and "Available topics:" lines, for the default answer. */
function promptFacts(body: FakeOpenAiRequest['body']) {
  const user = body.messages?.find((message) => message.role === 'user')?.content ?? '';
  const title = /^Title: (.*)$/m.exec(user)?.[1] ?? 'Untitled';
  const topics = (/^Available topics: (.*)$/m.exec(user)?.[1] ?? '')
    .split(', ')
    .filter((name) => name && name !== 'None');
  return { title, topics };
}

/**
 * The default good answer: the title with ' (Enhanced)', a subtitle, a pro tip, a body with a
 * heading, and the first two available topics in upper case (matching is case-insensitive).
 */
export function defaultEnhancement(body: FakeOpenAiRequest['body']) {
  const { title, topics } = promptFacts(body);
  return {
    title: `${title} (Enhanced)`,
    subtitle: 'A clearer, sharper version of the original.',
    featuredImage: '',
    proTip: 'Start with the outcome your client cares about.',
    body: `<h2>${title}</h2><p>This enhanced article keeps every point of the original and explains it step by step.</p><ul><li>First point</li><li>Second point</li></ul>`,
    suggestedTopics: topics.slice(0, 2).map((name) => name.toUpperCase()),
  };
}

/** The dimensions of the fake's embeddings. */
export const fakeEmbeddingDimensions = 64;

/**
 * A deterministic embedding: each word (lower case, 4+ letters, first 5 letters as a crude
 * stem) adds 1 to a dimension picked by its hash; normalised. Texts sharing words are close.
 */
export function fakeEmbedding(text: string): number[] {
  const vector = new Array<number>(fakeEmbeddingDimensions).fill(0);
  for (const word of text.toLowerCase().match(/[a-z]{4,}/g) ?? []) {
    let hash = 0;
    for (const char of word.slice(0, 5)) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
    vector[hash % fakeEmbeddingDimensions]! += 1;
  }
  const length = Math.hypot(...vector) || 1;
  return vector.map((value) => value / length);
}

/** The default answer to a plain-text chat (Ask the Library): one that cites its first source. */
export const defaultTextAnswer = 'The library answers this: start from the value you create [1].';

/**
 * Ask the Library's search helpers (its question rewrite and rerank, modules/ask/model-help.ts)
 * begin their system prompt so: they are answered from their own queue (`answerSearchHelpWith`),
 * so that a test's queued answer goes to the answer it is meant for.
 */
const searchHelperPreamble = "You help search an agency owners' learning library.";

/** Whether a chat request is one of Ask the Library's search helpers. */
export const isSearchHelperRequest = (body: FakeOpenAiRequest['body']) =>
  body.messages?.[0]?.role === 'system' && body.messages[0].content.startsWith(searchHelperPreamble);

/**
 * A local stand-in for an OpenAI-compatible server on 127.0.0.1 (POST /v1/chat/completions):
 * the real provider's code talks to it over HTTP. Answers come from a queue (`answerWith`);
 * with the queue empty, a streamed `defaultEnhancement` of the prompt's article.
 */
export async function startFakeOpenAi() {
  const requests: FakeOpenAiRequest[] = [];
  const queue: FakeAnswer[] = [];
  const helperQueue: FakeAnswer[] = [];
  const embeddingErrors: Array<{ status: number; message: string }> = [];
  /** Milliseconds the next /embeddings calls wait before answering (a slow provider). */
  const embeddingDelays: number[] = [];
  /** Answers the caller closed before their end (a cancelled enhancement). */
  let abandoned = 0;
  const server = createServer(async (request, response) => {
    response.on('close', () => {
      if (!response.writableFinished) abandoned += 1;
    });
    const url = new URL(request.url ?? '/', 'http://fake-openai');
    const text = await readBody(request);
    let body: FakeOpenAiRequest['body'] = {};
    try {
      body = JSON.parse(text) as FakeOpenAiRequest['body'];
    } catch {
      // recorded as an empty body
    }
    requests.push({ path: url.pathname, authorization: request.headers.authorization, body });
    if (request.method === 'POST' && url.pathname === '/v1/embeddings') {
      const inputs = Array.isArray(body.input) ? body.input : [body.input ?? ''];
      const delay = embeddingDelays.shift();
      if (delay) await pause(delay);
      if (response.destroyed) return;
      const embeddingError = embeddingErrors.shift();
      if (embeddingError) {
        response.writeHead(embeddingError.status, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message: embeddingError.message } }));
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          object: 'list',
          model: body.model,
          data: inputs.map((input, index) => ({
            object: 'embedding',
            index,
            embedding: fakeEmbedding(input),
          })),
          usage: {
            prompt_tokens: inputs.reduce((sum, input) => sum + Math.ceil(input.length / 4), 0),
            total_tokens: inputs.reduce((sum, input) => sum + Math.ceil(input.length / 4), 0),
          },
        }),
      );
      return;
    }
    if (request.method !== 'POST' || url.pathname !== '/v1/chat/completions') {
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ error: { message: `fake OpenAI has no ${request.method} ${url.pathname}` } }),
      );
      return;
    }
    const isJson = body.response_format?.type === 'json_object';
    const answer: FakeAnswer = (isSearchHelperRequest(body) ? helperQueue : queue).shift() ?? {
      kind: 'stream',
      content: isJson ? JSON.stringify(defaultEnhancement(body)) : defaultTextAnswer,
      pieces: 6,
      delayMs: 20,
    };
    const chunk = (content: string) =>
      `data: ${JSON.stringify({
        id: 'chatcmpl-fake',
        object: 'chat.completion.chunk',
        model: body.model,
        choices: [{ index: 0, delta: { content }, finish_reason: null }],
      })}\n\n`;
    const pieces = (content: string, count: number) => {
      const size = Math.max(1, Math.ceil(content.length / count));
      const parts: string[] = [];
      for (let start = 0; start < content.length; start += size)
        parts.push(content.slice(start, start + size));
      return parts;
    };
    if (answer.kind === 'error') {
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: answer.message, type: 'fake_error' } }));
      return;
    }
    if (answer.kind === 'slow') await pause(answer.delayMs);
    if (answer.kind === 'json' || answer.kind === 'slow') {
      if (response.destroyed) return;
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          id: 'chatcmpl-fake',
          object: 'chat.completion',
          model: body.model,
          choices: [
            { index: 0, message: { role: 'assistant', content: answer.content }, finish_reason: 'stop' },
          ],
        }),
      );
      return;
    }
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    // A role-only first chunk, as OpenAI sends.
    response.write(
      `data: ${JSON.stringify({ id: 'chatcmpl-fake', object: 'chat.completion.chunk', choices: [{ index: 0, delta: { role: 'assistant' } }] })}\n\n`,
    );
    if (answer.kind === 'streamError') {
      response.write(chunk(answer.content));
      response.end(`data: ${JSON.stringify({ error: { message: answer.message } })}\n\n`);
      return;
    }
    if (answer.kind === 'held') await answer.until;
    const streamed = answer.kind === 'held' ? { ...answer, pieces: 4, delayMs: 0 } : answer;
    for (const part of pieces(streamed.content, streamed.pieces ?? 4)) {
      if (response.destroyed) return;
      response.write(chunk(part));
      if (streamed.delayMs) await pause(streamed.delayMs);
    }
    if (body.stream_options?.include_usage) {
      // As OpenAI does: a last chunk with no choices and the call's usage.
      response.write(
        `data: ${JSON.stringify({
          id: 'chatcmpl-fake',
          object: 'chat.completion.chunk',
          choices: [],
          usage: { prompt_tokens: 100, completion_tokens: 20, total_tokens: 120 },
        })}\n\n`,
      );
    }
    response.end('data: [DONE]\n\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    /** The OPENAI_BASE_URL to give the app. */
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    /** The next calls' answers, in order. */
    answerWith(...answers: FakeAnswer[]) {
      queue.push(...answers);
    },
    /** The next answers to Ask the Library's search helpers (rewrite, rerank), in order. */
    answerSearchHelpWith(...answers: FakeAnswer[]) {
      helperQueue.push(...answers);
    },
    /** The next /embeddings calls fail with these. */
    failEmbeddingsWith(...errors: Array<{ status: number; message: string }>) {
      embeddingErrors.push(...errors);
    },
    /** The next /embeddings calls answer only after these many milliseconds each. */
    delayEmbeddingsBy(...delays: number[]) {
      embeddingDelays.push(...delays);
    },
    /** How many answers the caller abandoned before their end. */
    abandoned: () => abandoned,
    reset() {
      queue.length = 0;
      helperQueue.length = 0;
      embeddingErrors.length = 0;
      embeddingDelays.length = 0;
      requests.length = 0;
      abandoned = 0;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
