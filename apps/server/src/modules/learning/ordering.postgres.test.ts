import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { queryRows } from '../../db/client.ts';

/**
 * Races on PostgreSQL, where requests really run at the same time on separate connections:
 * many admins moving pillars and lessons up and down at once never leave two rows on one
 * position or a position missing (decision 016), and concurrent creations each go last.
 */
const { app, db, loginAs } = await buildTestApp();
const admin = await loginAs('admin');
const raceTimeout = 120_000;

const move = (url: string, direction: 'up' | 'down') =>
  app.inject({ method: 'POST', url, headers: { cookie: admin }, payload: { direction } });

/** A fixed, varied sequence of moves (no randomness: a failure replays the same way). */
function directions(count: number): Array<'up' | 'down'> {
  return Array.from({ length: count }, (_, index) => ((index * 7) % 3 === 0 ? 'down' : 'up'));
}

describe('ordering under concurrent moves', () => {
  it('keeps lesson positions a gapless permutation', { timeout: raceTimeout }, async () => {
    const [element] = await queryRows<{ id: string }>(
      db,
      sql`select ke.id from key_elements ke join lessons l on l.key_element_id = ke.id
           group by ke.id having count(*) >= 3 order by ke.id limit 1`,
    );
    const elementId = element!.id;
    // Six more lessons, created at once: each must go last, none on a taken position.
    const created = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        app.inject({
          method: 'POST',
          url: `/api/admin/key-elements/${elementId}/lessons`,
          headers: { cookie: admin },
          payload: { title: `Race lesson ${index}`, content: '<p>Race</p>', imageUrl: '' },
        }),
      ),
    );
    expect(created.map((response) => response.statusCode)).toEqual(Array(6).fill(201));
    const lessons = await queryRows<{ id: string }>(
      db,
      sql`select id from lessons where key_element_id = ${elementId} order by order_position`,
    );
    const moves = directions(60);
    const responses = await Promise.all(
      moves.map((direction, index) =>
        move(`/api/admin/lessons/${lessons[index % lessons.length]!.id}/move`, direction),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(moves.length).fill(200));
    const positions = await queryRows<{ order_position: number }>(
      db,
      sql`select order_position from lessons where key_element_id = ${elementId} order by order_position`,
    );
    expect(positions.map((row) => Number(row.order_position))).toEqual(lessons.map((_, index) => index + 1));
  });

  it('keeps pillar positions a gapless permutation', { timeout: raceTimeout }, async () => {
    const pillars = await queryRows<{ id: string }>(db, sql`select id from pillars order by display_order`);
    const moves = directions(48);
    const responses = await Promise.all(
      moves.map((direction, index) =>
        move(`/api/admin/pillars/${pillars[(index * 5) % pillars.length]!.id}/move`, direction),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(moves.length).fill(200));
    const orders = await queryRows<{ display_order: number }>(
      db,
      sql`select display_order from pillars order by display_order`,
    );
    expect(orders.map((row) => Number(row.display_order))).toEqual(pillars.map((_, index) => index));
  });

  it('refuses two rows on one position at commit, even written by hand', async () => {
    const pillars = await queryRows<{ id: string }>(
      db,
      sql`select id from pillars order by display_order limit 2`,
    );
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`update pillars set display_order = 0 where id = ${pillars[1]!.id}`);
      }),
    ).rejects.toThrow();
  });
});
