import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { createMember, createOrganization } from '../../../test/builders.ts';
import { createCertificatePillar } from '../../../test/certificate-pillar.ts';
import { queryRows } from '../../db/client.ts';

/**
 * The points ledger under concurrency on PostgreSQL (issue 59, decision 079), where requests
 * really run at once on separate connections: a lesson completed in several tabs at once
 * earns once (the ledger's unique key), and a burst of likes on one post earns its author
 * exactly the day's cap (the daily row's upsert).
 */
const { app, db, signInAs } = await buildTestApp();

async function members(count: number) {
  const organization = await createOrganization(db);
  return Promise.all(
    Array.from({ length: count }, async () => {
      const member = await createMember(db, { organizationId: organization.id });
      return { userId: member.userId, cookie: await signInAs(member) };
    }),
  );
}

const totalOf = async (userId: string) => {
  const [row] = await queryRows<{ total: number }>(
    db,
    sql`select total from member_points where user_id = ${userId}`,
  );
  return row?.total ?? 0;
};

describe('points under concurrency', () => {
  it('earns a lesson completed in eight tabs at once once, and its pillar once', async () => {
    const [zoe] = await members(1);
    const pillar = await createCertificatePillar(db, [1]);
    const element = pillar.elements[0]!;
    const responses = await Promise.all(
      Array.from({ length: 8 }, () =>
        app.inject({
          method: 'PUT',
          url: `/api/learning/key-elements/${element.id}/lessons/${element.lessonIds[0]}/completion`,
          headers: { cookie: zoe!.cookie },
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(8).fill(200));
    const rows = await queryRows<{ action: string; count: number }>(
      db,
      sql`select action, count(*)::int as count from points_ledger where user_id = ${zoe!.userId}
           group by action order by action`,
    );
    expect(rows).toEqual([
      { action: 'lesson.complete', count: 1 },
      { action: 'pillar.complete', count: 1 },
    ]);
    expect(await totalOf(zoe!.userId)).toBe(110);
  });

  it('caps a burst of 26 likes on one post at 20 points, and a burst of replies at 10', async () => {
    const people = await members(27);
    const [author, ...fans] = people;
    const [category] = await queryRows<{ id: string }>(
      db,
      sql`select id from community_categories where name = 'Questions'`,
    );
    const created = await app.inject({
      method: 'POST',
      url: '/api/community/posts',
      headers: { cookie: author!.cookie },
      payload: { categoryId: category!.id, title: 'Like me', body: 'A post for a burst of likes.' },
    });
    expect(created.statusCode).toBe(201);
    const postId = created.json().post.id as string;
    const likes = await Promise.all(
      fans.map((fan) =>
        app.inject({
          method: 'PUT',
          url: `/api/community/posts/${postId}/like`,
          headers: { cookie: fan.cookie },
        }),
      ),
    );
    expect(likes.every((response) => response.statusCode === 200)).toBe(true);
    // The discussion's 2 and the day's 20 likes.
    expect(await totalOf(author!.userId)).toBe(22);

    const replier = fans[0]!;
    const replies = await Promise.all(
      Array.from({ length: 14 }, (_, index) =>
        app.inject({
          method: 'POST',
          url: `/api/community/posts/${postId}/replies`,
          headers: { cookie: replier.cookie },
          payload: { body: `Reply number ${index} of a burst.` },
        }),
      ),
    );
    expect(replies.every((response) => response.statusCode === 201)).toBe(true);
    expect(await totalOf(replier.userId)).toBe(10);
    const [ledger] = await queryRows<{ points: number }>(
      db,
      sql`select sum(points)::int as points from points_ledger where user_id = ${replier.userId}`,
    );
    expect(ledger!.points).toBe(10);
  });
});
