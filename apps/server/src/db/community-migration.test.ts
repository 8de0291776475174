import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseBeforeMigration } from '../../test/migrations-before.ts';
import { queryRows } from './client.ts';

/**
 * Migration 0039 (issue 42, decision 055): article comments become posts of the article's
 * discussion. Every comment is kept, with its id, author, text and date, and its author follows it.
 */
const cleanups: Array<() => Promise<unknown> | unknown> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const openBeforeAndAfter = () => databaseBeforeMigration('community', cleanups);

describe('migration 0039: article comments become the article discussion', () => {
  it('keeps every comment with its id, author, text and date; escapes its HTML; its author follows', async () => {
    const { db, migrateAll } = await openBeforeAndAfter();
    await db.execute(sql`
      insert into "user" (id, name, email) values
        ('00000000-0000-4000-8000-000000000001', 'Ann', 'ann@example.com'),
        ('00000000-0000-4000-8000-000000000002', 'Bob', 'bob@example.com')`);
    await db.execute(sql`
      insert into articles (id, title, slug, body, is_published) values
        ('00000000-0000-4000-8000-0000000000a1', 'One', 'one', '<p>x</p>', true),
        ('00000000-0000-4000-8000-0000000000a2', 'Two', 'two', '<p>y</p>', true)`);
    await db.execute(sql`
      insert into article_comments (id, article_id, user_id, content, created_at) values
        ('00000000-0000-4000-8000-0000000000c1', '00000000-0000-4000-8000-0000000000a1',
         '00000000-0000-4000-8000-000000000001', 'First', '2025-01-02T03:04:05.123Z'),
        ('00000000-0000-4000-8000-0000000000c2', '00000000-0000-4000-8000-0000000000a1',
         '00000000-0000-4000-8000-000000000002', ${'<script>alert("x")</script> & \'q\'\nline'}, '2025-02-03T04:05:06Z'),
        ('00000000-0000-4000-8000-0000000000c3', '00000000-0000-4000-8000-0000000000a2',
         '00000000-0000-4000-8000-000000000001', 'Third', '2024-12-31T23:59:59Z')`);

    await migrateAll();

    const posts = await queryRows<{
      id: string;
      article_id: string;
      author_id: string;
      body: string;
      body_html: string;
      created_at: string;
      last_activity_at: string;
      category_id: string | null;
      title: string | null;
    }>(
      db as never,
      sql`select id, article_id, author_id, body, body_html, created_at::text, last_activity_at::text,
                 category_id, title
            from community_posts order by id`,
    );
    expect(posts.map(({ id, article_id, author_id, body }) => ({ id, article_id, author_id, body }))).toEqual(
      [
        {
          id: '00000000-0000-4000-8000-0000000000c1',
          article_id: '00000000-0000-4000-8000-0000000000a1',
          author_id: '00000000-0000-4000-8000-000000000001',
          body: 'First',
        },
        {
          id: '00000000-0000-4000-8000-0000000000c2',
          article_id: '00000000-0000-4000-8000-0000000000a1',
          author_id: '00000000-0000-4000-8000-000000000002',
          body: '<script>alert("x")</script> & \'q\'\nline',
        },
        {
          id: '00000000-0000-4000-8000-0000000000c3',
          article_id: '00000000-0000-4000-8000-0000000000a2',
          author_id: '00000000-0000-4000-8000-000000000001',
          body: 'Third',
        },
      ],
    );
    const dates = await queryRows<{ id: string; same: boolean }>(
      db as never,
      sql`select id, (created_at = case id
                        when '00000000-0000-4000-8000-0000000000c1' then '2025-01-02T03:04:05.123Z'::timestamptz
                        when '00000000-0000-4000-8000-0000000000c2' then '2025-02-03T04:05:06Z'::timestamptz
                        else '2024-12-31T23:59:59Z'::timestamptz end
                      and last_activity_at = created_at) as same
            from community_posts order by id`,
    );
    expect(dates.every((row) => row.same)).toBe(true);
    expect(posts[1]!.body_html).toBe(
      '<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;q&#39;<br />line</p>',
    );
    expect(posts.every((post) => post.category_id === null && post.title === null)).toBe(true);
    const follows = await queryRows<{ post_id: string; user_id: string }>(
      db as never,
      sql`select post_id, user_id from community_follows order by post_id`,
    );
    expect(follows).toEqual(posts.map((post) => ({ post_id: post.id, user_id: post.author_id })));
    const [table] = await queryRows<{ name: string | null }>(
      db as never,
      sql`select to_regclass('public.article_comments')::text as name`,
    );
    expect(table!.name).toBeNull();
    const categories = await queryRows<{ name: string }>(
      db as never,
      sql`select name from community_categories order by position`,
    );
    expect(categories.map((row) => row.name)).toEqual([
      'Questions',
      'Wins',
      'Hiring',
      'Tools & Systems',
      'Introductions',
    ]);
  });
});
