import { getTableColumns, isTable, sql } from 'drizzle-orm';
import { CasingCache } from 'drizzle-orm/casing';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database.ts';
import { type DatabaseHandle, queryRows } from './client.ts';
import type { SqlRow } from './row-types.ts';
import * as schema from './schema/index.ts';
import type { JobProgressValue } from './schema/jobs.ts';

/** `SnakeCase`'s rule at run time: a capital starts a word. */
const snakeCaseOf = (key: string) => key.replace(/[A-Z]/g, (capital) => `_${capital.toLowerCase()}`);

describe('row types of raw SQL', () => {
  it('name every column of the schema as the client does', () => {
    const casing = new CasingCache('snake_case');
    const tables = Object.values(schema as Record<string, unknown>).filter(isTable);
    expect(tables.length).toBeGreaterThan(0);
    for (const table of tables) {
      for (const column of Object.values(getTableColumns(table))) {
        expect(snakeCaseOf(column.name)).toBe(casing.getColumnCasing(column));
      }
    }
  });

  it('type the values as raw SQL returns them', () => {
    expectTypeOf<keyof SqlRow<typeof schema.user>>().toEqualTypeOf<
      'id' | 'name' | 'email' | 'email_verified' | 'image' | 'created_at' | 'updated_at'
    >();
    expectTypeOf<SqlRow<typeof schema.profiles>['first_name']>().toEqualTypeOf<string>();
    expectTypeOf<SqlRow<typeof schema.profiles>['phone']>().toEqualTypeOf<string | null>();
    expectTypeOf<SqlRow<typeof schema.profiles>['created_at']>().toEqualTypeOf<string>();
    expectTypeOf<SqlRow<typeof schema.scheduledCalls>['scheduled_date']>().toEqualTypeOf<string>();
    expectTypeOf<SqlRow<typeof schema.gurus>['rating']>().toEqualTypeOf<string | null>();
    expectTypeOf<SqlRow<typeof schema.supportRequests>['status_seq']>().toEqualTypeOf<
      string | number | null
    >();
    expectTypeOf<SqlRow<typeof schema.jobs>['progress']>().toEqualTypeOf<JobProgressValue | null>();
  });

  describe('on this engine', () => {
    let database: DatabaseHandle;
    beforeAll(async () => {
      database = await openTestDatabase({ seeded: false });
    });
    afterAll(async () => {
      await database.close();
    });

    it('returns timestamps, dates and numerics as text, bigints as text or numbers', async () => {
      const [row] = await queryRows<Record<string, unknown>>(
        database.db,
        sql`select now() as instant, current_date as day, 4.5::numeric(2, 1) as rating, 7::bigint as seq`,
      );
      expect(row).toEqual({
        instant: expect.any(String),
        day: expect.any(String),
        rating: '4.5',
        seq: expect.anything(),
      });
      expect(['7', 7]).toContain(row?.seq);
    });
  });
});
