import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseBeforeMigration } from '../../test/migrations-before.ts';
import { queryRows } from './client.ts';

/**
 * Migration 0044 (issue 54): a lesson's notes no longer live on its bookmark. Every note a
 * bookmark held is kept, with its member, lesson and time; bookmarks keep their rating; a
 * bookmark without notes leaves no note.
 */
const cleanups: Array<() => Promise<unknown> | unknown> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const ann = '00000000-0000-4000-8000-000000000001';
const bob = '00000000-0000-4000-8000-000000000002';
const lessonOne = '00000000-0000-4000-8000-0000000000b1';
const lessonTwo = '00000000-0000-4000-8000-0000000000b2';

describe('migration 0044: notes without a bookmark', () => {
  // Every migration twice over on a fresh database: slow on two busy cores.
  it("moves every bookmark's notes to the member's notes and keeps the bookmarks and their ratings", {
    timeout: 120_000,
  }, async () => {
    const { db, migrateAll } = await databaseBeforeMigration('lesson-notes-and-getting-started', cleanups);
    await db.execute(sql`
      insert into "user" (id, name, email) values (${ann}, 'Ann', 'ann@example.com'), (${bob}, 'Bob', 'bob@example.com')`);
    await db.execute(sql`
      insert into pillars (id, title, description, slug) values
        ('00000000-0000-4000-8000-0000000000a1', 'Growth', 'd', 'growth')`);
    await db.execute(sql`
      insert into key_elements (id, pillar_id, title, description, slug) values
        ('00000000-0000-4000-8000-0000000000e1', '00000000-0000-4000-8000-0000000000a1', 'Leads', 'd', 'leads')`);
    await db.execute(sql`
      insert into lessons (id, key_element_id, title, content, order_position) values
        (${lessonOne}, '00000000-0000-4000-8000-0000000000e1', 'One', '<p>1</p>', 1),
        (${lessonTwo}, '00000000-0000-4000-8000-0000000000e1', 'Two', '<p>2</p>', 2)`);
    await db.execute(sql`
      insert into user_lesson_bookmarks (user_id, lesson_id, notes, rating, updated_at) values
        (${ann}, ${lessonOne}, ${'Call the client first.\nThen the quote.'}, 4, '2025-03-04T05:06:07.123Z'),
        (${ann}, ${lessonTwo}, '', 5, '2025-03-05T00:00:00Z'),
        (${bob}, ${lessonOne}, 'Bob''s note', 0, '2025-04-01T12:00:00Z')`);

    await migrateAll();

    const notes = await queryRows<{ user_id: string; lesson_id: string; notes: string; updated_at: string }>(
      db as never,
      sql`select user_id, lesson_id, notes, to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS') as updated_at
            from user_lesson_notes order by user_id, lesson_id`,
    );
    expect(notes).toEqual([
      {
        user_id: ann,
        lesson_id: lessonOne,
        notes: 'Call the client first.\nThen the quote.',
        updated_at: '2025-03-04T05:06:07.123',
      },
      { user_id: bob, lesson_id: lessonOne, notes: "Bob's note", updated_at: '2025-04-01T12:00:00.000' },
    ]);
    const bookmarks = await queryRows<{ user_id: string; lesson_id: string; rating: number }>(
      db as never,
      sql`select user_id, lesson_id, rating from user_lesson_bookmarks order by user_id, lesson_id`,
    );
    expect(bookmarks).toEqual([
      { user_id: ann, lesson_id: lessonOne, rating: 4 },
      { user_id: ann, lesson_id: lessonTwo, rating: 5 },
      { user_id: bob, lesson_id: lessonOne, rating: 0 },
    ]);
    const [column] = await queryRows<{ count: number }>(
      db as never,
      sql`select count(*)::int as count from information_schema.columns
           where table_name = 'user_lesson_bookmarks' and column_name = 'notes'`,
    );
    expect(column!.count).toBe(0);
  });
});
