/**
 * The AI integration (Article Magic; decision 028): one small interface, so a second provider
 * (a native Anthropic or Gemini API, say) is one more file beside openai-compatible.ts. Today's
 * one provider speaks the OpenAI chat completions protocol, which OpenAI, Azure OpenAI,
 * OpenRouter, Ollama, vLLM and LM Studio all serve.
 */
export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface JsonCompletionRequest {
  messages: ChatMessage[];
  /** Ends the call (the admin pressed Cancel or closed the page). */
  signal?: AbortSignal;
  /** Each piece of the answer as it arrives (streamed to the screen). */
  onDelta?: (text: string) => void;
}

export interface AiProvider {
  /** The model asked (AI_MODEL), shown on the screen. */
  model: string;
  /** The longest one call may take (AI_TIMEOUT_MS): how long a running enhancement may hold its article. */
  timeoutMs: number;
  /** A chat completion that answers one JSON object; resolves with its whole text (not yet parsed). */
  completeJson(request: JsonCompletionRequest): Promise<string>;
  /** A plain-text chat completion, streamed through `onDelta`, with the tokens it cost (Ask the Library). */
  completeText(request: JsonCompletionRequest): Promise<TextCompletion>;
  /** EMBEDDING_MODEL, or null when none is configured (Ask the Library then ranks by full text alone). */
  embeddingModel: string | null;
  /** One vector per text, in order, in one request; and the tokens it cost. */
  embed(texts: string[], signal?: AbortSignal): Promise<{ vectors: number[][]; tokens: number }>;
}

/** Tokens as the provider's `usage` reports them. */
export interface AiUsage {
  promptTokens: number;
  completionTokens: number;
}

export interface TextCompletion {
  content: string;
  usage: AiUsage;
}

/** Why a call failed, for the message the screen shows (never the key, never the raw answer). */
export type AiFailure = 'timeout' | 'status' | 'network' | 'empty' | 'aborted';

export class AiProviderError extends Error {
  constructor(
    readonly failure: AiFailure,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'AiProviderError';
  }
}
