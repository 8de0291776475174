import { defaultActionPoints, defaultLevelThresholds } from '@pillars/shared/engagement/rules';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditRowsOf } from '../../../test/audit-rows.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { type BuiltMember, createMemberWithAccess } from '../../../test/builders.ts';
import { createCertificatePillar } from '../../../test/certificate-pillar.ts';
import { queryRows } from '../../db/client.ts';

/**
 * The points ledger (issue 59, decision 079) through HTTP: every action's points once, the
 * daily caps at the day's edge in Tokyo and Los Angeles, take-backs on hide, delete and
 * revoke (and back on unhide and restore), levels at each threshold, the settings (superadmin,
 * audited) and Recalculate equal to the incremental totals.
 */
let fixedAt: number | null = null;
const { app, db, loginAs, signInAs, runJobs } = await buildTestApp({ now: () => fixedAt ?? Date.now() });

async function call(cookie: string | undefined, method: string, url: string, payload?: object) {
  const response = await app.inject({
    method: method as 'GET',
    url,
    headers: cookie ? { cookie } : {},
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.body ? response.json() : null };
}

const totalOf = async (userId: string) => {
  const [row] = await queryRows<{ total: number; level: number }>(
    db,
    sql`select total, level from member_points where user_id = ${userId}`,
  );
  return row ?? { total: 0, level: 1 };
};

const ledgerOf = (userId: string) =>
  queryRows<{ action: string; points: number; taken_back: boolean }>(
    db,
    sql`select action, points, taken_back_at is not null as taken_back from points_ledger
         where user_id = ${userId} order by earned_at, action`,
  );

interface Person extends BuiltMember {
  cookie: string;
}
async function person(timeZone = 'UTC'): Promise<Person> {
  const member = await createMemberWithAccess(db);
  await db.execute(sql`update profiles set time_zone = ${timeZone} where id = ${member.userId}`);
  return { ...member, cookie: await signInAs(member) };
}

let questionsId = '';
let admin = '';
beforeAll(async () => {
  admin = await loginAs('admin');
  const [category] = await queryRows<{ id: string }>(
    db,
    sql`select id from community_categories where name = 'Questions'`,
  );
  questionsId = category!.id;
});

let bodyCount = 0;
const post = async (who: Person) => {
  bodyCount += 1;
  const response = await call(who.cookie, 'POST', '/api/community/posts', {
    categoryId: questionsId,
    title: `Points question ${bodyCount}`,
    body: `A question about points, number ${bodyCount}.`,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.post.id as string;
};
const reply = async (who: Person, postId: string) => {
  bodyCount += 1;
  const response = await call(who.cookie, 'POST', `/api/community/posts/${postId}/replies`, {
    body: `A reply about points, number ${bodyCount}.`,
  });
  expect(response.status).toBe(201);
  return response.body.reply.id as string;
};

describe('earning', () => {
  it('earns a lesson once, and a pillar with its certificate; a revoke takes the pillar back, a restore gives it back', async () => {
    const zoe = await person();
    const pillar = await createCertificatePillar(db, [1, 1]);
    const [first, second] = pillar.elements;
    const complete = (element: { id: string; lessonIds: string[] }) =>
      call(
        zoe.cookie,
        'PUT',
        `/api/learning/key-elements/${element.id}/lessons/${element.lessonIds[0]}/completion`,
      );

    expect((await complete(first!)).status).toBe(200);
    expect((await complete(first!)).status).toBe(200);
    expect(await totalOf(zoe.userId)).toEqual({ total: 10, level: 1 });

    const done = await complete(second!);
    const certificateId = done.body.certificate.id as string;
    expect(await totalOf(zoe.userId)).toEqual({ total: 120, level: 3 });
    expect((await ledgerOf(zoe.userId)).map((row) => row.action).sort()).toEqual([
      'lesson.complete',
      'lesson.complete',
      'pillar.complete',
    ]);

    const revoked = await call(admin, 'POST', `/api/admin/certificates/${certificateId}/revoke`, {
      reason: 'Shared an account',
    });
    expect(revoked.status).toBe(200);
    expect(await totalOf(zoe.userId)).toEqual({ total: 20, level: 2 });
    expect((await call(admin, 'POST', `/api/admin/certificates/${certificateId}/restore`)).status).toBe(200);
    expect((await totalOf(zoe.userId)).total).toBe(120);
  });

  it('earns a discussion 2, a reply 1, an answer 15 and a like 1; one’s own like and answer earn nothing', async () => {
    const asker = await person();
    const helper = await person();
    const postId = await post(asker);
    expect((await totalOf(asker.userId)).total).toBe(2);

    const replyId = await reply(helper, postId);
    const ownReplyId = await reply(asker, postId);
    expect((await totalOf(helper.userId)).total).toBe(1);
    expect((await totalOf(asker.userId)).total).toBe(3);

    // Liking one's own post earns nothing; a like by someone else earns 1, once (unlike, like again).
    expect((await call(asker.cookie, 'PUT', `/api/community/posts/${postId}/like`)).status).toBe(200);
    expect((await totalOf(asker.userId)).total).toBe(3);
    await call(helper.cookie, 'PUT', `/api/community/posts/${postId}/like`);
    await call(helper.cookie, 'DELETE', `/api/community/posts/${postId}/like`);
    await call(helper.cookie, 'PUT', `/api/community/posts/${postId}/like`);
    expect((await totalOf(asker.userId)).total).toBe(4);

    // The asker's own reply marked: nothing; the helper's: 15, once.
    await call(asker.cookie, 'PUT', `/api/community/posts/${postId}/answer`, { replyId: ownReplyId });
    expect((await totalOf(asker.userId)).total).toBe(4);
    await call(asker.cookie, 'PUT', `/api/community/posts/${postId}/answer`, { replyId });
    await call(asker.cookie, 'DELETE', `/api/community/posts/${postId}/answer`);
    await call(asker.cookie, 'PUT', `/api/community/posts/${postId}/answer`, { replyId });
    expect((await totalOf(helper.userId)).total).toBe(16);
  });

  it('takes a hidden post’s points back and gives them back when restored; a deleted post takes its replies’ too', async () => {
    const author = await person();
    const fan = await person();
    const postId = await post(author);
    await call(fan.cookie, 'PUT', `/api/community/posts/${postId}/like`);
    const fanReplyId = await reply(fan, postId);
    expect((await totalOf(author.userId)).total).toBe(3);
    expect((await totalOf(fan.userId)).total).toBe(1);

    const moderate = (action: string) =>
      call(admin, 'POST', `/api/admin/community/posts/${postId}/moderation`, { action });
    expect((await moderate('hide')).status).toBe(200);
    expect((await totalOf(author.userId)).total).toBe(0);
    expect((await moderate('unhide')).status).toBe(200);
    expect((await totalOf(author.userId)).total).toBe(3);

    // A hidden reply, then restored.
    await call(admin, 'POST', `/api/admin/community/replies/${fanReplyId}/moderation`, { action: 'hide' });
    expect((await totalOf(fan.userId)).total).toBe(0);
    await call(admin, 'POST', `/api/admin/community/replies/${fanReplyId}/moderation`, { action: 'unhide' });
    expect((await totalOf(fan.userId)).total).toBe(1);

    expect((await call(author.cookie, 'DELETE', `/api/community/posts/${postId}`)).status).toBe(200);
    expect(await totalOf(author.userId)).toEqual({ total: 0, level: 1 });
    expect(await totalOf(fan.userId)).toEqual({ total: 0, level: 1 });
    expect((await ledgerOf(author.userId)).every((row) => row.taken_back)).toBe(true);
  });
});

describe('daily caps in the person’s day', () => {
  /** Posts `count` discussions at the given instant; answers the total after. */
  async function postAt(who: Person, instant: string, count: number) {
    fixedAt = Date.parse(instant);
    try {
      for (let index = 0; index < count; index += 1) await post(who);
    } finally {
      fixedAt = null;
    }
    return (await totalOf(who.userId)).total;
  }

  it('caps posts at 10 points a day, the day ending at midnight in Tokyo', async () => {
    const tokyo = await person('Asia/Tokyo');
    // 23:59 on 4 March in Tokyo (UTC+9): six discussions earn 10, not 12.
    expect(await postAt(tokyo, '2031-03-04T14:59:00Z', 6)).toBe(10);
    // 00:01 on 5 March in Tokyo: a new day.
    expect(await postAt(tokyo, '2031-03-04T15:01:00Z', 1)).toBe(12);
    const rows = await ledgerOf(tokyo.userId);
    expect(rows.map((row) => row.points)).toEqual([2, 2, 2, 2, 2, 0, 2]);
  });

  it('caps posts at 10 points a day, the day ending at midnight in Los Angeles', async () => {
    const angeleno = await person('America/Los_Angeles');
    // 23:59 on 14 January in Los Angeles (UTC-8), and 00:01 on the 15th.
    expect(await postAt(angeleno, '2031-01-15T07:59:00Z', 5)).toBe(10);
    expect(await postAt(angeleno, '2031-01-15T07:59:30Z', 1)).toBe(10);
    expect(await postAt(angeleno, '2031-01-15T08:01:00Z', 1)).toBe(12);
  });

  it('caps likes received at 20 a day', async () => {
    const star = await person();
    const postId = await post(star);
    const fans = await Promise.all(Array.from({ length: 22 }, () => person()));
    for (const fan of fans) await call(fan.cookie, 'PUT', `/api/community/posts/${postId}/like`);
    expect((await totalOf(star.userId)).total).toBe(2 + 20);
  });
});

describe('levels and settings', () => {
  it('reaches each level at its threshold, not a point before', async () => {
    const climber = await person();
    const pillar = await createCertificatePillar(db, [19]);
    await db.execute(sql`update pillars set certificates_enabled = false where id = ${pillar.id}`);
    const element = pillar.elements[0]!;
    const lessons = [...element.lessonIds];
    const completeOne = () =>
      call(
        climber.cookie,
        'PUT',
        `/api/learning/key-elements/${element.id}/lessons/${lessons.shift()}/completion`,
      );
    await completeOne();
    expect(await totalOf(climber.userId)).toEqual({ total: 10, level: 1 });
    for (const [index, threshold] of defaultLevelThresholds.entries()) {
      if (index === 0) continue;
      // A lesson (10) that ends a point short of the threshold, then one that ends on it.
      for (const [offset, level] of [
        [-1, index],
        [0, index + 1],
      ] as const) {
        await db.execute(
          sql`update member_points set total = ${threshold + offset - 10} where user_id = ${climber.userId}`,
        );
        await completeOne();
        expect({ threshold, offset, ...(await totalOf(climber.userId)) }).toEqual({
          threshold,
          offset,
          total: threshold + offset,
          level,
        });
      }
    }
    // Totals set by hand here are not the ledger's: out of the recalculation's comparison.
    await db.execute(sql`delete from points_ledger where user_id = ${climber.userId}`);
    await db.execute(sql`delete from member_points where user_id = ${climber.userId}`);
  });

  it('lets superadmins set the points (for new rows, audited), refuses others, and Recalculate equals the kept totals', async () => {
    const agent = await loginAs('agent');
    expect((await call(agent, 'GET', '/api/admin/engagement')).status).toBe(403);
    const current = await call(admin, 'GET', '/api/admin/engagement');
    expect(current.status).toBe(200);
    expect(current.body.settings.actionPoints).toEqual(defaultActionPoints);

    const refused = await call(admin, 'PUT', '/api/admin/engagement', {
      actionPoints: defaultActionPoints,
      levelThresholds: [0, 20, 10, 150, 300, 600, 1000, 1600, 2500, 4000],
    });
    expect(refused.status).toBe(400);

    const before = await person();
    await post(before);
    const saved = await call(admin, 'PUT', '/api/admin/engagement', {
      actionPoints: { ...defaultActionPoints, 'post.start': 5 },
      levelThresholds: [...defaultLevelThresholds],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.settings.actionPoints['post.start']).toBe(5);
    const after = await person();
    await post(after);
    expect((await totalOf(before.userId)).total).toBe(2);
    expect((await totalOf(after.userId)).total).toBe(5);

    // Back to the defaults for the other tests, audited with before and after.
    const { rows } = await auditRowsOf(db, () =>
      call(admin, 'PUT', '/api/admin/engagement', {
        actionPoints: defaultActionPoints,
        levelThresholds: [...defaultLevelThresholds],
      }),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'engagement.settings.update',
      target_type: 'engagement_settings',
      before: { actionPoints: { 'post.start': 5 } },
      after: { actionPoints: { 'post.start': 2 } },
    });

    const kept = await queryRows<{ user_id: string; total: number; level: number }>(
      db,
      sql`select user_id, total, level from member_points where total > 0 order by user_id`,
    );
    // A total gone wrong is put right by the recalculation.
    await db.execute(sql`update member_points set total = total + 1000, level = 10`);
    const { result: started, rows: startRows } = await auditRowsOf(db, () =>
      call(admin, 'POST', '/api/admin/engagement/recalculate'),
    );
    expect(started.status).toBe(201);
    expect(startRows.map((row) => row.action)).toEqual(['engagement.recalculate']);
    await runJobs();
    const job = await call(admin, 'GET', `/api/jobs/${started.body.job.id}`);
    expect(job.body.status).toBe('completed');
    expect(job.body.progress.done).toBe(job.body.progress.total);
    const rebuilt = await queryRows<{ user_id: string; total: number; level: number }>(
      db,
      sql`select user_id, total, level from member_points where total > 0 order by user_id`,
    );
    expect(rebuilt).toEqual(kept);
  });
});

describe('Home’s points panel and the level bell', () => {
  /** Completes the next lesson of `lessons` at the instant. */
  async function lessonAt(who: Person, element: { id: string; lessonIds: string[] }, instant: string) {
    fixedAt = Date.parse(instant);
    try {
      const lessonId = element.lessonIds.shift()!;
      const response = await call(
        who.cookie,
        'PUT',
        `/api/learning/key-elements/${element.id}/lessons/${lessonId}/completion`,
      );
      expect(response.status).toBe(200);
    } finally {
      fixedAt = null;
    }
  }
  async function homeAt(who: Person, instant: string) {
    fixedAt = Date.parse(instant);
    try {
      const response = await call(who.cookie, 'GET', '/api/home');
      expect(response.status).toBe(200);
      return response.body.points;
    } finally {
      fixedAt = null;
    }
  }

  it('counts the streak across a week boundary in the person’s zone, and a missed week ends it', async () => {
    const tokyo = await person('Asia/Tokyo');
    const pillar = await createCertificatePillar(db, [6]);
    await db.execute(sql`update pillars set certificates_enabled = false where id = ${pillar.id}`);
    const element = { ...pillar.elements[0]!, lessonIds: [...pillar.elements[0]!.lessonIds] };
    // Sunday 2 March 2031, 23:30 in Tokyo (14:30 UTC), then Monday 3 March 00:30 in Tokyo.
    await lessonAt(tokyo, element, '2031-03-02T14:30:00Z');
    await lessonAt(tokyo, element, '2031-03-02T15:30:00Z');
    expect(await homeAt(tokyo, '2031-03-02T15:45:00Z')).toEqual({
      total: 20,
      level: 2,
      pointsToNextLevel: 40,
      weekPoints: 10,
      streakWeeks: 2,
    });
    // The next week (10 March) without a lesson yet: the streak still stands until it ends.
    expect((await homeAt(tokyo, '2031-03-10T03:00:00Z')).streakWeeks).toBe(2);
    expect((await homeAt(tokyo, '2031-03-10T03:00:00Z')).weekPoints).toBe(0);
    // The week of 10 March missed: on 17 March the streak is gone, and a lesson starts a new one.
    expect((await homeAt(tokyo, '2031-03-17T03:00:00Z')).streakWeeks).toBe(0);
    await lessonAt(tokyo, element, '2031-03-17T03:00:00Z');
    expect((await homeAt(tokyo, '2031-03-17T04:00:00Z')).streakWeeks).toBe(1);
  });

  it('rings the bell once when a level is reached', async () => {
    const riser = await person();
    const pillar = await createCertificatePillar(db, [3]);
    await db.execute(sql`update pillars set certificates_enabled = false where id = ${pillar.id}`);
    const element = { ...pillar.elements[0]!, lessonIds: [...pillar.elements[0]!.lessonIds] };
    await lessonAt(riser, element, new Date().toISOString());
    await lessonAt(riser, element, new Date().toISOString());
    await lessonAt(riser, element, new Date().toISOString());
    const bell = await queryRows<{ kind: string; title: string }>(
      db,
      sql`select kind, title from notifications where user_id = ${riser.userId} order by created_at`,
    );
    expect(bell).toEqual([{ kind: 'engagement.level_reached', title: 'You reached level 2' }]);
  });
});
