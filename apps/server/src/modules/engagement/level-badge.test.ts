import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { createMemberWithAccess } from '../../../test/builders.ts';
import { createCertificatePillar } from '../../../test/certificate-pillar.ts';
import { queryRows } from '../../db/client.ts';

/**
 * The level badge beside names (issue 59): the Community's list, a thread's post and replies,
 * the member directory (cards and a person's page) and the team's list carry each person's
 * level, read in the statement that reads their name. The Community's and the directory's
 * answers are kept in memory (decision 058): a new level moves their counters (migration
 * "leaderboards"), so the next read shows it.
 */
const { app, db, signInAs } = await buildTestApp();

async function call(cookie: string, method: string, url: string, payload?: object) {
  const response = await app.inject({
    method: method as 'GET',
    url,
    headers: { cookie },
    ...(payload ? { payload } : {}),
  });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json();
}

let questionsId = '';
beforeAll(async () => {
  const [category] = await queryRows<{ id: string }>(
    db,
    sql`select id from community_categories where name = 'Questions'`,
  );
  questionsId = category!.id;
});

describe('the level badge', () => {
  it('shows each person’s level in the Community, the directory and the team list, and a new level at once', async () => {
    const surname = `Badgeworth${Date.now().toString(36)}`;
    const writer = await createMemberWithAccess(db, { role: 'agent', lastName: surname });
    const writerCookie = await signInAs(writer);
    const reader = await createMemberWithAccess(db);
    const readerCookie = await signInAs(reader);

    await call(writerCookie, 'PUT', '/api/me/directory-profile', {
      listed: true,
      title: 'Founder',
      city: 'Porto',
      country: 'Portugal',
      services: ['SEO'],
      sizeBand: '6-10',
      askMeAbout: '',
      websiteUrl: '',
      linkedinUrl: '',
    });
    const created = await call(writerCookie, 'POST', '/api/community/posts', {
      categoryId: questionsId,
      title: `Levels question ${surname}`,
      body: 'How do levels work here?',
    });
    const postId = created.post.id as string;
    await call(writerCookie, 'POST', `/api/community/posts/${postId}/replies`, { body: 'Answering myself.' });

    const levels = async () => {
      const [list, thread, directory, page, team] = await Promise.all([
        call(readerCookie, 'GET', `/api/community?q=${surname}`),
        call(readerCookie, 'GET', `/api/community/posts/${postId}`),
        call(readerCookie, 'GET', `/api/members?q=${surname}`),
        call(readerCookie, 'GET', `/api/members/${writer.userId}`),
        call(writerCookie, 'GET', '/api/team/members'),
      ]);
      return {
        list: list.posts.find((row: { id: string }) => row.id === postId)?.author.level,
        post: thread.post.author.level,
        replies: thread.replies.map((row: { author: { level: number } }) => row.author.level),
        directory: directory.members.map((row: { level: number }) => row.level),
        page: page.member.level,
        team: team.members.find((row: { id: string }) => row.id === writer.userId)?.level,
      };
    };
    // Three points (a discussion and a reply): level 1, read (and kept) by every screen.
    expect(await levels()).toEqual({ list: 1, post: 1, replies: [1], directory: [1], page: 1, team: 1 });

    // A lesson that crosses 60 points: level 3 everywhere on the next read.
    await db.execute(sql`update member_points set total = 55 where user_id = ${writer.userId}`);
    const pillar = await createCertificatePillar(db, [1]);
    await db.execute(sql`update pillars set certificates_enabled = false where id = ${pillar.id}`);
    const element = pillar.elements[0]!;
    await call(
      writerCookie,
      'PUT',
      `/api/learning/key-elements/${element.id}/lessons/${element.lessonIds[0]}/completion`,
    );
    expect(await levels()).toEqual({ list: 3, post: 3, replies: [3], directory: [3], page: 3, team: 3 });
  });
});
