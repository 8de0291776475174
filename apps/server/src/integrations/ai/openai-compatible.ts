import type { AiProvider, AiUsage, JsonCompletionRequest, TextCompletion } from './provider.ts';
import { AiProviderError } from './provider.ts';

export interface OpenAiCompatibleOptions {
  /** `https://api.openai.com/v1`, `http://localhost:11434/v1` (Ollama), ... (no trailing /chat/completions). */
  baseUrl: string;
  /** Sent as `Authorization: Bearer`; a local server may need none. */
  apiKey: string | null;
  model: string;
  /** The longest one call may take, from the request to the answer's last piece. */
  timeoutMs: number;
  /** EMBEDDING_MODEL: POST {baseUrl}/embeddings (Ask the Library); null: no embeddings. */
  embeddingModel?: string | null;
}

/** A provider's error text without anything that looks like a key (OpenAI quotes part of a wrong key). */
export function redactKey(text: string, apiKey: string | null): string {
  let redacted = text;
  if (apiKey) redacted = redacted.split(apiKey).join('[redacted]');
  return redacted
    .replace(/\b(?:sk|rk|pk|key)-[A-Za-z0-9_*\-.]{4,}/g, '[redacted]')
    .replace(/Bearer\s+\S+/gi, 'Bearer [redacted]')
    .slice(0, 300);
}

/** The provider's own message of an error answer (`{ error: { message } }`), if it gives one. */
function errorMessageOf(text: string): string | null {
  try {
    const body = JSON.parse(text) as { error?: { message?: unknown } | string; message?: unknown };
    if (typeof body.error === 'string') return body.error;
    if (body.error && typeof body.error.message === 'string') return body.error.message;
    if (typeof body.message === 'string') return body.message;
  } catch {
    // Not JSON (a proxy's page): no message of its own.
  }
  return null;
}

interface CompletionChunk {
  choices?: Array<{ delta?: { content?: string | null }; message?: { content?: string | null } }>;
  error?: { message?: string };
  usage?: { prompt_tokens?: number; completion_tokens?: number } | null;
}

/** An error status as the provider's (key-free) message. */
async function statusError(response: Response, apiKey: string | null): Promise<AiProviderError> {
  const text = await response.text().catch(() => '');
  const message = errorMessageOf(text);
  return new AiProviderError(
    'status',
    message
      ? `The AI provider answered ${response.status}: ${redactKey(message, apiKey)}`
      : `The AI provider answered ${response.status}.`,
    response.status,
  );
}

/**
 * POST {baseUrl}/chat/completions with `stream: true` and `response_format: json_object`, read
 * as server-sent events (`data: {chunk}` lines, `data: [DONE]`), with fetch (undici, built into
 * Node): no SDK, so the same few lines serve every OpenAI-compatible server. A server that
 * ignores `stream` and answers one JSON body is read too. The key only ever goes into the
 * Authorization header; errors carry the provider's message with anything key-like removed.
 */
export function createOpenAiCompatibleProvider(options: OpenAiCompatibleOptions): AiProvider {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  /**
   * One streamed chat completion (`extra` joins the request body): the whole text, and the
   * tokens the provider reported (`stream_options.include_usage`; zero when it reports none).
   */
  const streamCompletion = async (
    request: JsonCompletionRequest,
    extra: Record<string, unknown>,
  ): Promise<TextCompletion> => {
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(), options.timeoutMs);
    const onAbort = () => timeout.abort();
    request.signal?.addEventListener('abort', onAbort);
    const failure = (error: unknown): AiProviderError => {
      if (error instanceof AiProviderError) return error;
      if (request.signal?.aborted) return new AiProviderError('aborted', 'The request was cancelled.');
      if (timeout.signal.aborted) {
        return new AiProviderError('timeout', 'The AI provider did not answer in time. Please try again.');
      }
      return new AiProviderError(
        'network',
        `Could not reach the AI provider: ${redactKey(error instanceof Error ? error.message : String(error), options.apiKey)}`,
      );
    };
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'text/event-stream, application/json',
          ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
        },
        body: JSON.stringify({ model: options.model, messages: request.messages, ...extra, stream: true }),
        signal: timeout.signal,
      });
      if (!response.ok) throw await statusError(response, options.apiKey);
      let content = '';
      const usage: AiUsage = { promptTokens: 0, completionTokens: 0 };
      const take = (chunk: CompletionChunk) => {
        if (chunk.error) {
          throw new AiProviderError(
            'status',
            `The AI provider failed: ${redactKey(chunk.error.message ?? 'unknown error', options.apiKey)}`,
          );
        }
        if (chunk.usage) {
          usage.promptTokens = chunk.usage.prompt_tokens ?? 0;
          usage.completionTokens = chunk.usage.completion_tokens ?? 0;
        }
        const piece = chunk.choices?.[0]?.delta?.content ?? chunk.choices?.[0]?.message?.content;
        if (piece) {
          content += piece;
          request.onDelta?.(piece);
        }
      };
      if (!(response.headers.get('content-type') ?? '').includes('text/event-stream')) {
        take((await response.json()) as CompletionChunk);
      } else if (response.body) {
        const decoder = new TextDecoder();
        let buffer = '';
        let isDone = false;
        for await (const bytes of response.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(bytes, { stream: true });
          let newline = buffer.indexOf('\n');
          while (newline !== -1 && !isDone) {
            const line = buffer.slice(0, newline).replace(/\r$/, '');
            buffer = buffer.slice(newline + 1);
            newline = buffer.indexOf('\n');
            if (!line.startsWith('data:')) continue;
            const data = line.slice(5).trim();
            if (data === '[DONE]') {
              isDone = true;
              break;
            }
            let chunk: CompletionChunk;
            try {
              chunk = JSON.parse(data) as CompletionChunk;
            } catch {
              continue;
            }
            take(chunk);
          }
          if (isDone) break;
        }
      }
      if (content.trim() === '') throw new AiProviderError('empty', 'The AI provider sent an empty answer.');
      return { content, usage };
    } catch (error) {
      throw failure(error);
    } finally {
      clearTimeout(timer);
      request.signal?.removeEventListener('abort', onAbort);
    }
  };

  const embeddingModel = options.embeddingModel ?? null;
  return {
    model: options.model,
    timeoutMs: options.timeoutMs,
    embeddingModel,
    async completeJson(request: JsonCompletionRequest): Promise<string> {
      const { content } = await streamCompletion(request, { response_format: { type: 'json_object' } });
      return content;
    },
    completeText(request: JsonCompletionRequest): Promise<TextCompletion> {
      return streamCompletion(request, { stream_options: { include_usage: true } });
    },
    async embed(texts: string[], signal?: AbortSignal) {
      if (!embeddingModel) throw new AiProviderError('status', 'No embedding model is configured.');
      const timeout = AbortSignal.timeout(options.timeoutMs);
      const response = await fetch(`${options.baseUrl.replace(/\/+$/, '')}/embeddings`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
        },
        body: JSON.stringify({ model: embeddingModel, input: texts }),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      }).catch((error: unknown) => {
        throw new AiProviderError(
          'network',
          `Could not reach the AI provider: ${redactKey(error instanceof Error ? error.message : String(error), options.apiKey)}`,
        );
      });
      if (!response.ok) throw await statusError(response, options.apiKey);
      const body = (await response.json()) as {
        data?: Array<{ index?: number; embedding?: number[] }>;
        usage?: { prompt_tokens?: number; total_tokens?: number };
      };
      const data = [...(body.data ?? [])].sort((a, b) => (a.index ?? 0) - (b.index ?? 0));
      if (data.length !== texts.length || data.some((item) => !Array.isArray(item.embedding))) {
        throw new AiProviderError('empty', 'The AI provider sent no embeddings.');
      }
      return {
        vectors: data.map((item) => item.embedding!),
        tokens: body.usage?.prompt_tokens ?? body.usage?.total_tokens ?? 0,
      };
    },
  };
}
