import { randomUUID } from 'node:crypto';
import { adminArticleMessages as messages } from '@pillars/shared/articles/admin-schemas';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { createArticleTag } from '../../../test/builders.ts';
import { queryRows } from '../../db/client.ts';

/*
 * Concurrent saves on PostgreSQL (real parallel connections): two admins taking the same slug
 * at once get one article and one 400 on the slug field (never a 500 or a half-written
 * article), and concurrent edits of the mappings never leave duplicates or a mix.
 */
const { app, db, loginAs } = await buildTestApp();

describe('concurrent admin article saves', () => {
  it('10 creates with one slug: one article, nine 400s on the slug, no orphan mappings', async () => {
    const cookie = await loginAs('admin');
    const slug = `race-${randomUUID().slice(0, 8)}`;
    const category = await createArticleTag(db, 'category');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        app.inject({
          method: 'POST',
          url: '/api/admin/articles',
          headers: { cookie },
          payload: { title: `Race ${index}`, slug, body: '<p>Race</p>', categoryIds: [category.id] },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 400, 400, 400, 400, 400, 400, 400, 400, 400]);
    for (const answer of answers.filter((candidate) => candidate.statusCode === 400)) {
      expect(answer.json().error.fields).toEqual({ slug: messages.slugTaken });
    }
    const [counts] = await queryRows<{ articles: number; mappings: number }>(
      db,
      sql`select (select count(*)::int from articles where slug = ${slug}) as articles,
                 (select count(*)::int from article_category_mappings where category_id = ${category.id}) as mappings`,
    );
    expect(counts).toEqual({ articles: 1, mappings: 1 });
  });

  it('concurrent edits replace the mappings whole: one of the sets, never a mix or a duplicate', async () => {
    const cookie = await loginAs('admin');
    const slug = `edit-race-${randomUUID().slice(0, 8)}`;
    const tags = await Promise.all(Array.from({ length: 6 }, () => createArticleTag(db, 'topic')));
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/articles',
      headers: { cookie },
      payload: { title: 'Edit race', slug, body: '<p>Race</p>' },
    });
    const articleId = created.json().article.id as string;
    const sets = [tags.slice(0, 3), tags.slice(3, 6), tags.slice(1, 4)].map((set) =>
      set.map((tag) => tag.id),
    );
    const answers = await Promise.all(
      sets.map((topicIds) =>
        app.inject({
          method: 'PUT',
          url: `/api/admin/articles/${articleId}`,
          headers: { cookie },
          payload: { title: 'Edit race', slug, body: '<p>Race</p>', topicIds },
        }),
      ),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const rows = await queryRows<{ topic_id: string }>(
      db,
      sql`select topic_id from article_topic_mappings where article_id = ${articleId} order by topic_id`,
    );
    const saved = rows.map((row) => row.topic_id);
    expect(sets.map((set) => [...set].sort())).toContainEqual(saved);
  });
});
