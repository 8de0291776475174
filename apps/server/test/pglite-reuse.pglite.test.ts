import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { reuseCounts } from './pglite-reuse.ts';
import { openTestDatabase } from './test-database.ts';

/**
 * The API test files on PGlite reuse the databases of the worker's earlier files, reset to the
 * template (pglite-reuse.ts): what one file wrote must never reach the next.
 */
describe('a reused PGlite test database', () => {
  async function count(
    database: Awaited<ReturnType<typeof openTestDatabase>>,
    query: ReturnType<typeof sql>,
  ) {
    const [row] = await queryRows<{ count: number }>(database.db, query);
    return Number(row!.count);
  }
  async function sequenceValue(database: Awaited<ReturnType<typeof openTestDatabase>>) {
    const [row] = await queryRows<{ value: string }>(
      database.db,
      sql`select last_value::text as value from support_event_seq`,
    );
    return row!.value;
  }

  it('comes back with the template’s rows and sequences, and none of its last user’s', async () => {
    const first = await openTestDatabase();
    const templateProfiles = await count(first, sql`select count(*) as count from profiles`);
    const templateSequence = await sequenceValue(first);
    const adminId = first.demoUserIds.admin;
    await first.db.execute(sql`update profiles set first_name = 'Changed' where id = ${adminId}`);
    await first.db.execute(sql`delete from articles`);
    await first.db.execute(sql`select nextval('support_event_seq'), nextval('support_event_seq')`);
    await first.close();

    const reusedBefore = reuseCounts.reused;
    const second = await openTestDatabase();
    try {
      expect(reuseCounts.reused).toBe(reusedBefore + 1);
      expect(await count(second, sql`select count(*) as count from profiles`)).toBe(templateProfiles);
      expect(
        await count(second, sql`select count(*) as count from profiles where first_name = 'Changed'`),
      ).toBe(0);
      expect(await count(second, sql`select count(*) as count from articles`)).toBeGreaterThan(0);
      expect(await sequenceValue(second)).toBe(templateSequence);
    } finally {
      await second.close();
    }
  });

  it('no longer calls the listeners of its last user', async () => {
    const first = await openTestDatabase();
    const heardByFirst: string[] = [];
    await first.listen!('pillars_reuse_test', (payload) => heardByFirst.push(payload));
    await first.close();

    const second = await openTestDatabase();
    try {
      const heardBySecond: string[] = [];
      await second.listen!('pillars_reuse_test', (payload) => heardBySecond.push(payload));
      await second.db.execute(sql`select pg_notify('pillars_reuse_test', 'hello')`);
      await expect.poll(() => heardBySecond).toEqual(['hello']);
      expect(heardByFirst).toEqual([]);
    } finally {
      await second.close();
    }
  });

  it('is not reused when its schema changed: a fresh copy is loaded instead', async () => {
    const first = await openTestDatabase();
    await first.db.execute(sql`create function pillars_reuse_test() returns trigger language plpgsql as $$
      begin return new; end $$`);
    await first.db.execute(sql`create trigger pillars_reuse_test before insert on profiles
      for each row execute function pillars_reuse_test()`);
    await first.close();

    const discardedBefore = reuseCounts.discarded;
    const second = await openTestDatabase();
    try {
      expect(reuseCounts.discarded).toBe(discardedBefore + 1);
      expect(
        await count(
          second,
          sql`select count(*) as count from pg_trigger where tgname = 'pillars_reuse_test'`,
        ),
      ).toBe(0);
    } finally {
      await second.close();
    }
  });

  it('serves the migrated template without the demo data after a seeded one', async () => {
    const seeded = await openTestDatabase();
    expect(await count(seeded, sql`select count(*) as count from profiles`)).toBeGreaterThan(0);
    await seeded.close();

    const empty = await openTestDatabase({ seeded: false });
    try {
      expect(await count(empty, sql`select count(*) as count from profiles`)).toBe(0);
      expect(await count(empty, sql`select count(*) as count from articles`)).toBe(0);
    } finally {
      await empty.close();
    }
  });
});
