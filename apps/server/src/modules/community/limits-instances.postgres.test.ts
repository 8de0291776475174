import { communityLimits } from '@pillars/shared/community/messages';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildInstances, closeInstances, signInDemo } from '../../../test/app-instances.ts';
import { createPostgresTestDatabase } from '../../../test/test-database.ts';
import { openDatabase, queryRows } from '../../db/client.ts';
import { seedDemoData } from '../../db/seed/seed.ts';

/**
 * The Community's limits (issue 54, decision 066) against a burst across two instances on one
 * PostgreSQL, each with its own pool and memory: a member's reports and their posts and edits
 * are each counted against one hourly budget, decided in the statement that counts, so
 * requests sent at once through both instances get exactly the budget and no more.
 */
const database = await createPostgresTestDatabase();
const seeding = await openDatabase({ kind: 'postgres', url: database.url });
await seedDemoData(seeding.db);
const [place] = await queryRows<{ lesson_id: string; author_id: string }>(
  seeding.db,
  sql`select (select id from lessons order by created_at, id limit 1) as lesson_id,
             (select id from profiles where role = 'superadmin' order by id limit 1) as author_id`,
);
// Posts to report, written by someone else.
const reportable = await queryRows<{ id: string }>(
  seeding.db,
  sql`insert into community_posts (lesson_id, author_id, body, body_html)
      select ${place!.lesson_id}, ${place!.author_id}, 'Reportable ' || n, '<p>Reportable</p>'
        from generate_series(1, ${communityLimits.reportsPerHour + 10}) n returning id`,
);
await seeding.close();

const instances = await buildInstances(database.url);
afterAll(async () => {
  await closeInstances(instances);
  await database.drop();
});

/** Sends `count` requests at once, alternating between the two instances, each signed in there. */
async function burst(
  email: string,
  count: number,
  request: (index: number) => { url: string; payload: object },
) {
  const cookies = await Promise.all(instances.map((app) => signInDemo(app, email)));
  return Promise.all(
    Array.from({ length: count }, (_, index) => {
      const { url, payload } = request(index);
      return instances[index % 2]!.inject({
        method: 'POST',
        url,
        headers: { cookie: cookies[index % 2]! },
        payload,
      });
    }),
  );
}

describe('Community limits across instances', () => {
  it(`takes exactly ${communityLimits.reportsPerHour} of ${communityLimits.reportsPerHour + 10} reports sent at once through both`, async () => {
    const answers = await burst('member@example.com', reportable.length, (index) => ({
      url: '/api/community/reports',
      payload: { postId: reportable[index]!.id, reason: 'spam' },
    }));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(communityLimits.reportsPerHour);
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(refused).toHaveLength(10);
    for (const answer of refused) {
      expect(answer.json().error.message).toMatch(
        /^Too many reports: at most 20 an hour\. Try again in \d+ minutes?\.$/,
      );
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    }
    const check = await openDatabase({ kind: 'postgres', url: database.url });
    const [stored] = await queryRows<{ n: number }>(
      check.db,
      sql`select count(*)::int as n from community_reports
           where post_id = any(${sql.param(reportable.map((row) => row.id))}::uuid[])`,
    );
    await check.close();
    expect(stored!.n).toBe(communityLimits.reportsPerHour);
  }, 120_000);

  it(`takes exactly ${communityLimits.postsPerHour} of ${communityLimits.postsPerHour + 6} posts sent at once through both`, async () => {
    const answers = await burst('guru@example.com', communityLimits.postsPerHour + 6, (index) => ({
      url: '/api/community/posts',
      payload: { lessonId: place!.lesson_id, body: `Burst post ${index} ${Date.now()}` },
    }));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(communityLimits.postsPerHour);
    expect(statuses.filter((status) => status === 429)).toHaveLength(6);
  }, 120_000);
});
