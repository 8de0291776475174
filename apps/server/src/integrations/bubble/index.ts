import type { Env } from '../../config/env.ts';
import { type BubbleClient, createBubbleClient } from './client.ts';

export type { BubbleClient, BubbleRecord } from './client.ts';

/** The variables the import needs; the screen names the missing ones (never their values). */
export const bubbleSettings = ['BUBBLE_API_URL', 'BUBBLE_API_KEY'] as const;

/**
 * The Bubble.io Data API client when BUBBLE_API_URL and BUBBLE_API_KEY are set; else null
 * (there is no local stand-in: the import screen says which variables to set, and a CSV
 * export can be imported without them).
 */
export function createBubbleIntegration(options: {
  config: Env;
  /** Tests shorten the spec's 1 s pause and the retry backoff. */
  pageDelayMs?: number;
  retryBaseMs?: number;
}): BubbleClient | null {
  const { config } = options;
  if (!config.BUBBLE_API_URL || !config.BUBBLE_API_KEY) return null;
  return createBubbleClient({
    apiUrl: config.BUBBLE_API_URL,
    apiKey: config.BUBBLE_API_KEY,
    dataType: config.BUBBLE_DATA_TYPE,
    ...(options.pageDelayMs === undefined ? {} : { pageDelayMs: options.pageDelayMs }),
    ...(options.retryBaseMs === undefined ? {} : { retryBaseMs: options.retryBaseMs }),
  });
}

/** Which of the variables are missing (for the screen). */
export function missingBubbleSettings(config: Env): string[] {
  return bubbleSettings.filter((name) => !config[name]);
}
