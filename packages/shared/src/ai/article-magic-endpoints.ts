import { defineEndpoints } from '../contract.ts';

const tag = 'article-magic';

/** Article Magic (spec 02; issue 25): superadmins only (policy ai.enhance). */
export const articleMagicEndpoints = defineEndpoints(() => import('./article-magic-schemas.ts'), {
  listArticleMagic: {
    method: 'GET',
    path: '/api/admin/article-magic',
    access: 'member',
    action: 'ai.enhance',
    tag,
    summary:
      'Articles searched, filtered, sorted and paged (10), with author and topics, and whether the AI is configured',
    query: 'articleMagicQuery',
    response: 'articleMagicResponse',
  },
  /**
   * A stream, not one JSON body: `text/event-stream` of `articleMagicStreamEvent`s (the
   * response schema names one event). Refusals before the stream starts are ordinary errors.
   */
  enhanceArticle: {
    method: 'POST',
    path: '/api/admin/article-magic/:articleId/enhance',
    access: 'member',
    action: 'ai.enhance',
    tag,
    errors: ['AI_NOT_CONFIGURED'],
    summary: "Streams the AI's rewrite of an article as server-sent events (delta, retry, result, error)",
    params: 'articleMagicParams',
    response: 'articleMagicStreamEvent',
  },
  saveEnhancedArticle: {
    method: 'POST',
    path: '/api/admin/article-magic/:articleId/save',
    access: 'member',
    action: 'ai.enhance',
    tag,
    summary: 'Saves the approved rewrite and its topics in one transaction, keeping the previous version',
    params: 'articleMagicParams',
    body: 'articleMagicSaveBody',
    response: 'articleMagicSavedResponse',
  },
});
