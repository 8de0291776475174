import { askEndpoints } from '@pillars/shared/ask/endpoints';
import type { AskBody, AskStreamEvent } from '@pillars/shared/ask/schemas';
import { streamEndpoint } from '@/lib/api-client';

/** Asks a question and hands each event of the answer's stream to `onEvent` (start, delta, done, error). */
export function askQuestion(
  body: AskBody,
  options: { signal: AbortSignal; onEvent: (event: AskStreamEvent) => void },
): Promise<void> {
  return streamEndpoint(askEndpoints.askQuestion, { body, signal: options.signal }, options.onEvent);
}
