import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createMemberWithAccess } from '../../test/builders.ts';
import { keyElements, lessons, pillars, userLessonBookmarks, userLessonNotes } from '../db/schema/index.ts';
import { MemberCache } from './member-cache.ts';

/*
 * A member's own rows are served from memory (lib/member-cache.ts) and are never older than
 * the member's last write, whoever made it: each test writes by hand (SQL through the
 * instance's handle, as psql or another instance would) and reads through HTTP right after.
 */

const { app, db, databaseKind, signInAs, countRequestStatements } = await buildTestApp();

const [firstPillar] = await db.select().from(pillars).orderBy(asc(pillars.displayOrder)).limit(1);
const [firstElement] = await db
  .select()
  .from(keyElements)
  .where(eq(keyElements.pillarId, firstPillar!.id))
  .orderBy(asc(keyElements.createdAt), asc(keyElements.title))
  .limit(1);
const [firstLesson, secondLesson] = await db
  .select()
  .from(lessons)
  .where(eq(lessons.keyElementId, firstElement!.id))
  .orderBy(asc(lessons.orderPosition));
const elementUrl = `/api/learning/pillars/${firstPillar!.slug}/elements/${firstElement!.slug}`;

async function newMember() {
  const member = await createMemberWithAccess(db);
  const cookie = await signInAs(member);
  const read = async (url: string) => {
    const { response, statements } = await countRequestStatements({
      method: 'GET',
      url,
      headers: { cookie },
    });
    expect(response.statusCode, url).toBe(200);
    return { body: response.json(), statements };
  };
  return { userId: member.userId, read };
}

/**
 * A read with the member's rows in memory: on PostgreSQL the session statement; the embedded
 * database holds the session in memory too and learns the member's counter from its
 * triggers' notifications (migration 0014), so it runs none. After the member's own write,
 * the member's rows once more.
 */
const statementsWhenWarm = databaseKind === 'postgres' ? 1 : 0;
const statementsAfterOwnWrite = statementsWhenWarm + 1;

const memberVersionOf = async (userId: string) => {
  const { rows } = (await db.execute(
    sql`select version from member_versions where user_id = ${userId}`,
  )) as unknown as { rows: Array<{ version: number | string }> };
  return rows[0] ? Number(rows[0].version) : 0;
};

describe("a member's own rows served from memory", () => {
  it('shows a completion and a bookmark written by hand on the very next read', async () => {
    const member = await newMember();
    const before = await member.read(elementUrl);
    expect(before.body.lessons[0].isCompleted).toBe(false);
    const warm = await member.read(elementUrl);
    // The member's rows from memory: on PostgreSQL the session statement only, on the
    // embedded database nothing (the session from memory too).
    expect(warm.statements).toBe(statementsWhenWarm);

    await db.execute(
      sql`insert into user_lesson_progress (user_id, lesson_id) values (${member.userId}, ${firstLesson!.id})`,
    );
    const completed = await member.read(elementUrl);
    expect(completed.body.lessons[0].isCompleted).toBe(true);
    expect(completed.body.progress.completed).toBe(1);

    await db
      .insert(userLessonBookmarks)
      .values({ userId: member.userId, lessonId: secondLesson!.id, rating: 4 });
    const bookmarked = await member.read(elementUrl);
    expect(bookmarked.body.lessons[1].bookmark).toMatchObject({ rating: 4 });
    await db
      .update(userLessonBookmarks)
      .set({ rating: 2 })
      .where(eq(userLessonBookmarks.userId, member.userId));
    expect((await member.read(elementUrl)).body.lessons[1].bookmark.rating).toBe(2);
    // Notes are the member's own rows too (issue 54): written and changed by hand, seen at once.
    await db
      .insert(userLessonNotes)
      .values({ userId: member.userId, lessonId: secondLesson!.id, notes: 'Mine' });
    expect((await member.read(elementUrl)).body.lessons[1].notes).toBe('Mine');
    await db
      .update(userLessonNotes)
      .set({ notes: 'Edited elsewhere' })
      .where(eq(userLessonNotes.userId, member.userId));
    expect((await member.read(elementUrl)).body.lessons[1].notes).toBe('Edited elsewhere');

    await db.execute(sql`delete from user_lesson_progress where user_id = ${member.userId}`);
    expect((await member.read(elementUrl)).body.lessons[0].isCompleted).toBe(false);
    expect((await member.read('/api/home')).body.pillars[0].progress.completed).toBe(0);
  });

  it("reads a member's rows once, then again only after that member's write", async () => {
    const member = await newMember();
    const other = await newMember();
    await member.read('/api/learning/pillars');
    expect((await member.read('/api/learning/pillars')).statements).toBe(statementsWhenWarm);
    // The same rows serve Home; its learning plan (issue 40), its points panel (issue 59) and
    // its announcement banner (issue 60) are read once, then from memory too.
    expect((await member.read('/api/home')).statements).toBe(statementsWhenWarm + 3);
    expect((await member.read('/api/home')).statements).toBe(statementsWhenWarm);

    // Another member's write leaves this member's rows in memory.
    await db.execute(
      sql`insert into user_lesson_progress (user_id, lesson_id) values (${other.userId}, ${firstLesson!.id})`,
    );
    expect((await member.read('/api/learning/pillars')).statements).toBe(statementsWhenWarm);

    await db.execute(
      sql`insert into user_lesson_progress (user_id, lesson_id) values (${member.userId}, ${firstLesson!.id})`,
    );
    const afterWrite = await member.read('/api/learning/pillars');
    expect(afterWrite.statements).toBe(statementsAfterOwnWrite);
    expect(afterWrite.body.pillars[0].progress.completed).toBe(1);
    expect((await member.read('/api/learning/pillars')).statements).toBe(statementsWhenWarm);
  });

  it("shows an assignment written for the member (learning plans) on the member's very next Home read", async () => {
    const member = await newMember();
    expect((await member.read('/api/home')).body.assignedToYou).toEqual([]);
    expect((await member.read('/api/home')).statements).toBe(statementsWhenWarm);
    await db.execute(
      sql`insert into learning_assignments (organization_id, user_id, content_kind, key_element_id, content_title)
          select organization_id, id, 'key_element', ${firstElement!.id}, 'By hand' from profiles where id = ${member.userId}`,
    );
    const assigned = await member.read('/api/home');
    // One counter per member: their progress, their plan, their points panel and their banner
    // are read again, once each.
    expect(assigned.statements).toBe(statementsWhenWarm + 4);
    expect(assigned.body.assignedToYou).toHaveLength(1);
    expect(assigned.body.assignedToYou[0].content).toMatchObject({
      kind: 'key_element',
      id: firstElement!.id,
    });
    await db.execute(sql`delete from learning_assignments where user_id = ${member.userId}`);
    expect((await member.read('/api/home')).body.assignedToYou).toEqual([]);
  });

  it('shows a truncate, which names no member, on the very next read', async () => {
    const member = await newMember();
    await db.execute(
      sql`insert into user_lesson_progress (user_id, lesson_id) values (${member.userId}, ${firstLesson!.id})`,
    );
    expect((await member.read(elementUrl)).body.progress.completed).toBe(1);
    expect((await member.read(elementUrl)).statements).toBe(statementsWhenWarm);
    await db.execute(sql`truncate user_lesson_progress`);
    expect((await member.read(elementUrl)).body.progress.completed).toBe(0);
  });

  it('counts one write statement once for each member it touches', async () => {
    const first = await newMember();
    const second = await newMember();
    const [firstBefore, secondBefore] = [
      await memberVersionOf(first.userId),
      await memberVersionOf(second.userId),
    ];
    await db.execute(sql`
      insert into user_lesson_progress (user_id, lesson_id)
      select member.id, lesson.id
        from (values (${first.userId}::uuid), (${second.userId}::uuid)) member (id)
        cross join (values (${firstLesson!.id}::uuid), (${secondLesson!.id}::uuid)) lesson (id)`);
    expect(await memberVersionOf(first.userId)).toBe(firstBefore + 1);
    expect(await memberVersionOf(second.userId)).toBe(secondBefore + 1);
    await db.execute(
      sql`update user_lesson_progress set completed_at = now() where user_id = ${first.userId}`,
    );
    expect(await memberVersionOf(first.userId)).toBe(firstBefore + 2);
    expect(await memberVersionOf(second.userId)).toBe(secondBefore + 1);
  });
});

describe("a member's marks in the Community served from memory (issue 42)", () => {
  /** A discussion under the first lesson with one reply, by a member of another agency. */
  async function discussion() {
    const author = await createMemberWithAccess(db);
    const cookie = await signInAs(author);
    const send = async (url: string, payload: object) => {
      const response = await app.inject({ method: 'POST', url, headers: { cookie }, payload });
      expect(response.statusCode, response.body).toBe(201);
      return response.json();
    };
    const { post } = await send('/api/community/posts', {
      lessonId: firstLesson!.id,
      body: 'Marks by hand?',
    });
    const { reply } = await send(`/api/community/posts/${post.id}/replies`, { body: 'A reply to like' });
    return { url: `/api/community/posts/${post.id}`, postId: post.id as string, replyId: reply.id as string };
  }

  it('shows a like and a follow written by hand on the very next thread read, to that member only', async () => {
    const member = await newMember();
    const other = await newMember();
    const thread = await discussion();
    const before = await member.read(thread.url);
    expect(before.body.post).toMatchObject({ isLiked: false, isFollowing: false });
    expect(before.body.replies[0].isLiked).toBe(false);
    // The post, the page, the viewer's marks and the answer from memory.
    expect((await member.read(thread.url)).statements).toBe(statementsWhenWarm);

    await db.execute(
      sql`insert into community_likes (user_id, post_id) values (${member.userId}, ${thread.postId})`,
    );
    expect((await member.read(thread.url)).body.post.isLiked).toBe(true);
    await db.execute(
      sql`insert into community_likes (user_id, reply_id) values (${member.userId}, ${thread.replyId})`,
    );
    expect((await member.read(thread.url)).body.replies[0].isLiked).toBe(true);

    // A follow moves no shared counter: only the member's own marks are read again.
    expect((await member.read(thread.url)).statements).toBe(statementsWhenWarm);
    await db.execute(
      sql`insert into community_follows (user_id, post_id) values (${member.userId}, ${thread.postId})`,
    );
    const following = await member.read(thread.url);
    expect(following.statements).toBe(statementsAfterOwnWrite);
    expect(following.body.post.isFollowing).toBe(true);

    // Another member reads the same page without the first one's marks, and their own marks
    // leave the first member's in memory.
    const seenByOther = await other.read(thread.url);
    expect(seenByOther.body.post).toMatchObject({ isLiked: false, isFollowing: false });
    expect(seenByOther.body.replies[0].isLiked).toBe(false);
    await db.execute(
      sql`insert into community_follows (user_id, post_id) values (${other.userId}, ${thread.postId})`,
    );
    expect((await other.read(thread.url)).body.post.isFollowing).toBe(true);
    const unchanged = await member.read(thread.url);
    expect(unchanged.statements).toBe(statementsWhenWarm);
    expect(unchanged.body.post).toMatchObject({ isLiked: true, isFollowing: true });

    await db.execute(
      sql`delete from community_follows where user_id = ${member.userId} and post_id = ${thread.postId}`,
    );
    expect((await member.read(thread.url)).body.post.isFollowing).toBe(false);
    await db.execute(sql`delete from community_likes where user_id = ${member.userId}`);
    const cleared = await member.read(thread.url);
    expect(cleared.body.post.isLiked).toBe(false);
    expect(cleared.body.replies[0].isLiked).toBe(false);
  });
});

describe('MemberCache', () => {
  it('loads every time when the counter is unknown', async () => {
    const cache = new MemberCache();
    let loads = 0;
    const rows = cache.forViewer('member-a', null);
    await rows.get('learning', async () => ++loads);
    await rows.get('learning', async () => ++loads);
    expect(loads).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('keeps an entry while the counter holds, loads again when it grows, and keeps members apart', async () => {
    const cache = new MemberCache();
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.forViewer('member-a', 3).get('learning', load)).toBe(1);
    expect(await cache.forViewer('member-a', 3).get('learning', load)).toBe(1);
    expect(await cache.forViewer('member-a', 2).get('learning', load)).toBe(1); // an older reading
    expect(await cache.forViewer('member-b', 3).get('learning', load)).toBe(2);
    expect(await cache.forViewer('member-a', 4).get('learning', load)).toBe(3);
    expect(await cache.forViewer('member-a', 4).get('learning', load)).toBe(3);
  });

  it("keeps each member's newest counter from sessions and notifications, and forgets all on '*'", async () => {
    const cache = new MemberCache();
    expect(cache.knownVersion('member-a')).toBeNull();
    cache.observe('member-a', 3);
    cache.observeNotification(JSON.stringify({ 'member-a': 2, 'member-b': 7 })); // 2: an older reading
    expect(cache.knownVersion('member-a')).toBe(3);
    expect(cache.knownVersion('member-b')).toBe(7);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.forViewer('member-a', 3).get('learning', load)).toBe(1);
    cache.observeNotification(JSON.stringify({ 'member-a': 4 }));
    expect(await cache.forViewer('member-a', cache.knownVersion('member-a')).get('learning', load)).toBe(2);

    // A truncate, or a statement touching too many members to list: nothing known, nothing kept.
    cache.observeNotification('*');
    expect(cache.knownVersion('member-a')).toBeNull();
    expect(cache.size).toBe(0);
    expect(await cache.forViewer('member-a', cache.knownVersion('member-a')).get('learning', load)).toBe(3);
    expect(await cache.forViewer('member-a', cache.knownVersion('member-a')).get('learning', load)).toBe(4);
  });

  it('forgets a failed load, and the members seen least recently when full', async () => {
    const cache = new MemberCache();
    await expect(
      cache.forViewer('member-a', 1).get('learning', () => Promise.reject(new Error('database down'))),
    ).rejects.toThrow('database down');
    expect(await cache.forViewer('member-a', 1).get('learning', async () => 'loaded')).toBe('loaded');

    for (let index = 0; index < MemberCache.maxEntries; index += 1) {
      await cache.forViewer(`filler-${index}`, 1).get('learning', async () => index);
    }
    expect(cache.size).toBe(MemberCache.maxEntries);
    expect(await cache.forViewer('member-a', 1).get('learning', async () => 'reloaded')).toBe('reloaded');
  });
});
