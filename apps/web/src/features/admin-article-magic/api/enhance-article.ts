import { articleMagicEndpoints } from '@pillars/shared/ai/article-magic-endpoints';
import type { ArticleMagicStreamEvent } from '@pillars/shared/ai/article-magic-schemas';
import { streamEndpoint } from '@/lib/api-client';

/**
 * Asks the server for an article's rewrite and hands each event of the answer's stream to
 * `onEvent` (pieces of the AI's answer, a retry, the result or the error). Nothing is saved.
 */
export function enhanceArticle(
  articleId: string,
  options: { signal: AbortSignal; onEvent: (event: ArticleMagicStreamEvent) => void },
): Promise<void> {
  return streamEndpoint(
    articleMagicEndpoints.enhanceArticle,
    { params: { articleId }, signal: options.signal },
    options.onEvent,
  );
}
