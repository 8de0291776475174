import type { Env } from '../../config/env.ts';
import { createOpenAiCompatibleProvider } from './openai-compatible.ts';
import type { AiProvider } from './provider.ts';

export type { AiProvider, AiUsage, ChatMessage } from './provider.ts';
export { AiProviderError } from './provider.ts';

/** What the screen says to set when Article Magic has no provider (the variables, never values). */
export const aiSettings = ['OPENAI_API_KEY', 'OPENAI_BASE_URL', 'AI_MODEL'] as const;

/**
 * The OpenAI-compatible provider when it is configured: OPENAI_API_KEY (OpenAI, Azure,
 * OpenRouter ...), or OPENAI_BASE_URL alone (a local server such as Ollama needs no key).
 * Null otherwise: Article Magic then says which variables to set.
 */
export function createAiProvider(config: Env): AiProvider | null {
  if (!config.OPENAI_API_KEY && !config.OPENAI_BASE_URL) return null;
  return createOpenAiCompatibleProvider({
    baseUrl: config.OPENAI_BASE_URL ?? 'https://api.openai.com/v1',
    apiKey: config.OPENAI_API_KEY ?? null,
    model: config.AI_MODEL,
    timeoutMs: config.AI_TIMEOUT_MS,
    embeddingModel: config.EMBEDDING_MODEL ?? null,
  });
}
