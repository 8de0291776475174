import { articleMagicMessages as messages } from '@pillars/shared/ai/article-magic-messages';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { createArticle } from '../../../test/builders.ts';

/** Without OPENAI_API_KEY or OPENAI_BASE_URL: the list says what to set, an enhancement is refused. */
const { app, db, loginAs } = await buildTestApp();

describe('Article Magic without an AI provider', () => {
  it('names the variables to set (never a value), and refuses an enhancement with 503 and that text', async () => {
    const cookie = await loginAs('admin');
    const list = await app.inject({ url: '/api/admin/article-magic', headers: { cookie } });
    expect(list.statusCode).toBe(200);
    expect(list.json().ai).toEqual({
      isConfigured: false,
      model: null,
      settings: ['OPENAI_API_KEY', 'OPENAI_BASE_URL', 'AI_MODEL'],
    });
    const article = await createArticle(db);
    const response = await app.inject({
      method: 'POST',
      url: `/api/admin/article-magic/${article.id}/enhance`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json().error).toMatchObject({
      code: 'AI_NOT_CONFIGURED',
      message: messages.notConfigured,
    });
  });
});
