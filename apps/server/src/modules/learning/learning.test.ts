import { type KeyElementDetailResponse, learningMessages } from '@pillars/shared/learning/schemas';
import type { Role } from '@pillars/shared/roles';
import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { createMember, createMemberWithAccess, createOrganization } from '../../../test/builders.ts';
import {
  keyElements,
  lessons,
  pillars,
  profiles,
  userLessonBookmarks,
  userLessonNotes,
  userLessonProgress,
} from '../../db/schema/index.ts';

const { app, db, databaseKind, signInAs, countRequestStatements } = await buildTestApp();

const [firstPillar] = await db.select().from(pillars).orderBy(asc(pillars.displayOrder)).limit(1);
const pillarElements = await db
  .select()
  .from(keyElements)
  .where(eq(keyElements.pillarId, firstPillar!.id))
  .orderBy(asc(keyElements.createdAt), asc(keyElements.title));
const [firstElement, secondElement] = pillarElements;
const elementLessons = await db
  .select()
  .from(lessons)
  .where(eq(lessons.keyElementId, firstElement!.id))
  .orderBy(asc(lessons.orderPosition));
const [otherElementLesson] = await db
  .select()
  .from(lessons)
  .where(eq(lessons.keyElementId, secondElement!.id))
  .limit(1);

/**
 * Every test makes its own signed-in members (test/builders.ts): progress and bookmarks
 * written by one test never show in another, whatever the order.
 */
interface Caller {
  userId: string;
  cookie: string;
}

/** A signed-in member (team member unless `role`) of a new organization with an active subscription, or of `organizationId`. */
async function newMember(options: { organizationId?: string; role?: Role } = {}): Promise<Caller> {
  const member = options.organizationId
    ? await createMember(db, { organizationId: options.organizationId, role: options.role })
    : await createMemberWithAccess(db, { role: options.role });
  return { userId: member.userId, cookie: await signInAs(member) };
}

const get = async (caller: Caller, url: string) =>
  app.inject({ method: 'GET', url, headers: { cookie: caller.cookie } });
const send = async (caller: Caller, method: 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, headers: { cookie: caller.cookie }, ...(payload ? { payload } : {}) });
const completionUrl = (keyElementId: string, lessonId: string) =>
  `/api/learning/key-elements/${keyElementId}/lessons/${lessonId}/completion`;
const elementUrl = `/api/learning/pillars/${firstPillar!.slug}/elements/${firstElement!.slug}`;

describe('progress', () => {
  it('starts at 0% everywhere', async () => {
    const member = await newMember();
    const response = await get(member, '/api/learning/pillars');
    expect(response.statusCode).toBe(200);
    const { pillars: list } = response.json();
    expect(list).toHaveLength(6);
    expect(list.map((pillar: { displayOrder: number }) => pillar.displayOrder)).toEqual([0, 1, 2, 3, 4, 5]);
    for (const pillar of list) expect(pillar.progress.percent).toBe(0);
  });

  it('counts completions per element and per pillar, and completing twice changes nothing', async () => {
    const member = await newMember();
    const lessonCount = elementLessons.length;
    const first = await send(member, 'PUT', completionUrl(firstElement!.id, elementLessons[0]!.id));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      isNewlyCompleted: true,
      progress: { completed: 1, total: lessonCount, percent: Math.round(100 / lessonCount) },
    });

    const again = await send(member, 'PUT', completionUrl(firstElement!.id, elementLessons[0]!.id));
    expect(again.json()).toMatchObject({
      isNewlyCompleted: false,
      progress: { completed: 1, total: lessonCount },
    });
    const rows = await db
      .select()
      .from(userLessonProgress)
      .where(eq(userLessonProgress.userId, member.userId));
    expect(rows).toHaveLength(1);

    for (const lesson of elementLessons.slice(1)) {
      await send(member, 'PUT', completionUrl(firstElement!.id, lesson.id));
    }
    const element = (await get(member, elementUrl)).json();
    expect(element.progress).toEqual({ completed: lessonCount, total: lessonCount, percent: 100 });
    expect(element.lessons.every((lesson: { isCompleted: boolean }) => lesson.isCompleted)).toBe(true);

    const detail = (await get(member, `/api/learning/pillars/${firstPillar!.slug}`)).json();
    const [pillarLessonTotal] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(lessons)
      .innerJoin(keyElements, eq(keyElements.id, lessons.keyElementId))
      .where(eq(keyElements.pillarId, firstPillar!.id));
    expect(detail.pillar.progress).toMatchObject({ completed: lessonCount, total: pillarLessonTotal!.total });
    const elementSummary = detail.keyElements.find((item: { id: string }) => item.id === firstElement!.id);
    expect(elementSummary).toMatchObject({ lessonCount, progress: { percent: 100 } });
    const otherSummary = detail.keyElements.find((item: { id: string }) => item.id === secondElement!.id);
    expect(otherSummary.progress.percent).toBe(0);

    const list = (await get(member, '/api/learning/pillars')).json().pillars;
    expect(list[0].progress.completed).toBe(lessonCount);
    expect(
      list.slice(1).every((pillar: { progress: { completed: number } }) => pillar.progress.completed === 0),
    ).toBe(true);
  });

  it("keeps one member's progress from another's", async () => {
    const member = await newMember();
    const colleague = await newMember();
    await send(member, 'PUT', completionUrl(firstElement!.id, elementLessons[0]!.id));
    expect((await get(member, '/api/learning/pillars')).json().pillars[0].progress.completed).toBe(1);
    const list = (await get(colleague, '/api/learning/pillars')).json().pillars;
    expect(list[0].progress.completed).toBe(0);
  });

  it('rejects a lesson id from another key element, and unknown or malformed ids', async () => {
    const agent = await newMember({ role: 'agent' });
    const wrongElement = await send(agent, 'PUT', completionUrl(firstElement!.id, otherElementLesson!.id));
    expect(wrongElement.statusCode).toBe(400);
    expect(wrongElement.json().error.message).toBe(learningMessages.lessonNotInElement);

    const unknown = await send(
      agent,
      'PUT',
      completionUrl(firstElement!.id, '00000000-0000-4000-8000-000000000000'),
    );
    expect(unknown.statusCode).toBe(404);

    const malformed = await send(agent, 'PUT', completionUrl(firstElement!.id, 'not-a-uuid'));
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.fields).toHaveProperty('lessonId');

    const rows = await db
      .select()
      .from(userLessonProgress)
      .where(eq(userLessonProgress.userId, agent.userId));
    expect(rows).toEqual([]);
  });

  it('answers an empty pillar and an empty key element with empty lists and 0%', async () => {
    const member = await newMember();
    const [emptyPillar] = await db
      .insert(pillars)
      .values({ title: 'Coming Soon', description: 'Soon', slug: 'coming-soon', displayOrder: 99 })
      .returning();
    // Gone again whatever happens: other tests count the pillars.
    onTestFinished(() =>
      db
        .delete(pillars)
        .where(eq(pillars.id, emptyPillar!.id))
        .then(() => {}),
    );
    const pillarResponse = await get(member, '/api/learning/pillars/coming-soon');
    expect(pillarResponse.statusCode).toBe(200);
    expect(pillarResponse.json()).toMatchObject({
      pillar: { title: 'Coming Soon', progress: { completed: 0, total: 0, percent: 0 } },
      keyElements: [],
    });

    await db
      .insert(keyElements)
      .values({ pillarId: emptyPillar!.id, title: 'Empty element', description: 'None yet', slug: 'empty' });
    const elementResponse = await get(member, '/api/learning/pillars/coming-soon/elements/empty');
    expect(elementResponse.statusCode).toBe(200);
    expect(elementResponse.json()).toMatchObject({
      keyElement: { title: 'Empty element' },
      lessons: [],
      progress: { completed: 0, total: 0, percent: 0 },
    });
    const withElement = (await get(member, '/api/learning/pillars/coming-soon')).json();
    expect(withElement.keyElements).toEqual([
      expect.objectContaining({
        title: 'Empty element',
        lessonCount: 0,
        progress: { completed: 0, total: 0, percent: 0 },
      }),
    ]);
  });

  it('answers a missing pillar and a missing element with the spec texts', async () => {
    const member = await newMember();
    const missingPillar = await get(member, '/api/learning/pillars/no-such-pillar');
    expect(missingPillar.statusCode).toBe(404);
    expect(missingPillar.json().error.message).toBe('Pillar not found');
    const missingElement = await get(
      member,
      `/api/learning/pillars/${firstPillar!.slug}/elements/no-such-element`,
    );
    expect(missingElement.statusCode).toBe(404);
    expect(missingElement.json().error.message).toBe('Content not found');
  });
});

describe('bookmarks, notes and rating', () => {
  const lesson = () => elementLessons[1]!;
  const bookmarkUrl = () => `/api/learning/lessons/${lesson().id}/bookmark`;
  const notesUrl = () => `/api/learning/lessons/${lesson().id}/notes`;

  const bookmarksOf = (caller: Caller) =>
    db.select().from(userLessonBookmarks).where(eq(userLessonBookmarks.userId, caller.userId));
  const notesOf = (caller: Caller) =>
    db.select().from(userLessonNotes).where(eq(userLessonNotes.userId, caller.userId));
  const shownLesson = async (caller: Caller) =>
    ((await get(caller, elementUrl)).json() as KeyElementDetailResponse).lessons.find(
      (item) => item.id === lesson().id,
    )!;

  it('refuses a rating before the lesson is bookmarked, writing nothing', async () => {
    const member = await newMember();
    const allBefore = await db.select().from(userLessonBookmarks);
    const response = await send(member, 'PATCH', bookmarkUrl(), { rating: 3 });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(learningMessages.bookmarkRequired);
    expect(await bookmarksOf(member)).toEqual([]);
    expect(await db.select().from(userLessonBookmarks)).toEqual(allBefore);
  });

  it('saves notes without a bookmark, shows them on the lesson, and keeps them when a bookmark comes and goes (issue 54)', async () => {
    const member = await newMember();
    const saved = await send(member, 'PUT', notesUrl(), { notes: 'Ask the team about pricing' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ notes: 'Ask the team about pricing' });
    expect(await bookmarksOf(member)).toEqual([]);
    expect(await shownLesson(member)).toMatchObject({ bookmark: null, notes: 'Ask the team about pricing' });

    // Changed again; a bookmark and its rating beside them; the bookmark removed, the notes stay.
    await send(member, 'PUT', notesUrl(), { notes: 'Ask the team about pricing, then Sam' });
    expect((await send(member, 'PUT', bookmarkUrl())).statusCode).toBe(200);
    expect((await send(member, 'PATCH', bookmarkUrl(), { rating: 4 })).json()).toMatchObject({ rating: 4 });
    expect(await shownLesson(member)).toMatchObject({
      bookmark: { rating: 4 },
      notes: 'Ask the team about pricing, then Sam',
    });
    expect((await send(member, 'DELETE', bookmarkUrl())).statusCode).toBe(200);
    expect(await shownLesson(member)).toMatchObject({
      bookmark: null,
      notes: 'Ask the team about pricing, then Sam',
    });

    // Blank notes clear them: no row is kept.
    expect((await send(member, 'PUT', notesUrl(), { notes: '  ' })).json()).toEqual({ notes: '' });
    expect(await notesOf(member)).toEqual([]);
    expect((await shownLesson(member)).notes).toBe('');
  });

  it('creates a bookmark with rating 0, rates it, and deletes it (dropping the rating)', async () => {
    const member = await newMember();
    const created = await send(member, 'PUT', bookmarkUrl());
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ rating: 0 });
    const again = await send(member, 'PUT', bookmarkUrl());
    expect(again.json().id).toBe(created.json().id);
    expect((await send(member, 'PATCH', bookmarkUrl(), { rating: 4 })).json()).toMatchObject({ rating: 4 });
    expect((await shownLesson(member)).bookmark).toMatchObject({ rating: 4 });

    expect((await send(member, 'DELETE', bookmarkUrl())).statusCode).toBe(200);
    expect(await bookmarksOf(member)).toEqual([]);
    const recreated = await send(member, 'PUT', bookmarkUrl());
    expect(recreated.json()).toMatchObject({ rating: 0 });
  });

  it('validates rating and notes, writing nothing', async () => {
    const member = await newMember();
    expect((await send(member, 'PUT', bookmarkUrl())).statusCode).toBe(200);
    for (const [payload, message] of [
      [{ rating: 0 }, learningMessages.ratingRange],
      [{ rating: 6 }, learningMessages.ratingRange],
      [{ rating: 2.5 }, learningMessages.ratingRange],
      [{ rating: '5' }, learningMessages.ratingRange],
    ] as const) {
      const response = await send(member, 'PATCH', bookmarkUrl(), payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
      expect(response.json().error.message).toBe(message);
    }
    for (const [payload, message] of [
      [{ notes: 'x'.repeat(10_001) }, learningMessages.notesTooLong],
      [{ notes: 5 }, learningMessages.notesRequired],
    ] as const) {
      const response = await send(member, 'PUT', notesUrl(), payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
      expect(response.json().error.message).toBe(message);
    }
    const [row] = await bookmarksOf(member);
    expect(row).toMatchObject({ rating: 0 });
    expect(await notesOf(member)).toEqual([]);
    const atLimit = await send(member, 'PUT', notesUrl(), { notes: 'y'.repeat(10_000) });
    expect(atLimit.statusCode).toBe(200);
  });

  it("never shows or changes another member's bookmark or notes", async () => {
    const member = await newMember();
    const [profile] = await db.select().from(profiles).where(eq(profiles.id, member.userId));
    const agent = await newMember({ organizationId: profile!.organizationId!, role: 'agent' });
    expect((await send(member, 'PUT', bookmarkUrl())).statusCode).toBe(200);
    expect((await send(member, 'PATCH', bookmarkUrl(), { rating: 5 })).statusCode).toBe(200);
    expect((await send(member, 'PUT', notesUrl(), { notes: 'y'.repeat(10_000) })).statusCode).toBe(200);

    expect(await shownLesson(agent)).toMatchObject({ bookmark: null, notes: '' });

    const change = await send(agent, 'PATCH', bookmarkUrl(), { rating: 1 });
    expect(change.statusCode).toBe(400);
    await send(agent, 'DELETE', bookmarkUrl());
    await send(agent, 'PUT', notesUrl(), { notes: 'not mine' });
    await send(agent, 'PUT', notesUrl(), { notes: '' });
    const [memberBookmark] = await bookmarksOf(member);
    expect(memberBookmark).toMatchObject({ rating: 5 });
    const [memberNotes] = await notesOf(member);
    expect(memberNotes!.notes).toHaveLength(10_000);
  });

  it('answers 404 for notes on an unknown lesson, written or cleared', async () => {
    const member = await newMember();
    for (const notes of ['A note', '']) {
      const response = await send(
        member,
        'PUT',
        '/api/learning/lessons/00000000-0000-4000-8000-000000000000/notes',
        {
          notes,
        },
      );
      expect(response.statusCode, JSON.stringify(notes)).toBe(404);
      expect(response.json().error.message).toBe(learningMessages.lessonNotFound);
    }
  });

  it('answers 404 when bookmarking an unknown lesson', async () => {
    const member = await newMember();
    const response = await send(
      member,
      'PUT',
      '/api/learning/lessons/00000000-0000-4000-8000-000000000000/bookmark',
    );
    expect(response.statusCode).toBe(404);
  });
});

describe('access and safety', () => {
  it('refuses a member without an active subscription on every learning endpoint', async () => {
    const lapsedOrganization = await createOrganization(db, { subscriptionStatus: 'canceled' });
    const lapsed = await signInAs(await createMember(db, { organizationId: lapsedOrganization.id }));
    for (const [method, url] of [
      ['GET', '/api/home'],
      ['GET', '/api/learning/pillars'],
      ['GET', `/api/learning/pillars/${firstPillar!.slug}`],
      ['GET', elementUrl],
      ['PUT', completionUrl(firstElement!.id, elementLessons[0]!.id)],
      ['PUT', `/api/learning/lessons/${elementLessons[0]!.id}/bookmark`],
    ] as const) {
      const response = await app.inject({ method, url, headers: { cookie: lapsed } });
      expect(response.statusCode, url).toBe(403);
      expect(response.json().error.code).toBe('SUBSCRIPTION_REQUIRED');
    }
    const anonymous = await app.inject({ method: 'GET', url: '/api/learning/pillars' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('sends lesson HTML without scripts, event handlers or javascript: links', async () => {
    const member = await newMember();
    const original = elementLessons[2]!;
    onTestFinished(() =>
      db
        .update(lessons)
        .set({ content: original.content })
        .where(eq(lessons.id, original.id))
        .then(() => {}),
    );
    await db
      .update(lessons)
      .set({
        content:
          '<p onclick="steal()">Hello</p><script>alert(1)</script><a href="javascript:alert(2)">x</a><img src="x.png" onerror="alert(3)"><a href="https://example.com" target="_blank">ok</a>',
      })
      .where(eq(lessons.id, elementLessons[2]!.id));
    const viewer = (await get(member, elementUrl)).json();
    const content: string = viewer.lessons.find(
      (item: { id: string }) => item.id === elementLessons[2]!.id,
    ).content;
    expect(content).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(content).toContain('<p>Hello</p>');
    expect(content).toContain('rel="noopener noreferrer"');
  });
});

describe('home', () => {
  it('shows featured articles, pillars with progress, 5 recent resources, and where to continue', async () => {
    const member = await newMember();
    // The member finished the first element, then touched a bookmark in it.
    for (const lesson of elementLessons) {
      await send(member, 'PUT', completionUrl(firstElement!.id, lesson.id));
    }
    expect(
      (await send(member, 'PUT', `/api/learning/lessons/${elementLessons[1]!.id}/bookmark`)).statusCode,
    ).toBe(200);
    const response = await get(member, '/api/home');
    expect(response.statusCode).toBe(200);
    const home = response.json();
    expect(home.pillars).toHaveLength(6);
    expect(home.recentResources).toHaveLength(5);
    expect(home.featuredArticles.length).toBeGreaterThan(0);
    const published = home.recentResources.map((article: { publishedAt: string }) => article.publishedAt);
    expect([...published].sort().reverse()).toEqual(published);
    // The member finished the first element and last touched a bookmark in it: nothing left
    // there, so the lesson viewer's own next step (shared/learning/next-step.ts, issue 43):
    // the next key element of the pillar.
    expect(home.continueLearning).toMatchObject({
      pillarSlug: firstPillar!.slug,
      elementSlug: secondElement!.slug,
    });
    expect(home.continueLearning.progress.completed).toBe(0);

    await send(member, 'PUT', completionUrl(secondElement!.id, otherElementLesson!.id));
    const next = (await get(member, '/api/home')).json().continueLearning;
    expect(next).toMatchObject({ pillarSlug: firstPillar!.slug, elementSlug: secondElement!.slug });
    expect(next.lessonId).not.toBe(otherElementLesson!.id);
  });
});

describe('statement counts stay constant when the data grows tenfold', () => {
  const endpoints = () => [
    '/api/home',
    '/api/learning/pillars',
    `/api/learning/pillars/${firstPillar!.slug}`,
    elementUrl,
  ];

  /**
   * The statements of each page once the content is in memory: the first request after a
   * content write also reloads what changed (its own test below), every later one does not.
   */
  async function measure(cookie: string) {
    const counts: Record<string, number> = {};
    for (const url of endpoints()) {
      expect((await app.inject({ method: 'GET', url, headers: { cookie } })).statusCode, url).toBe(200);
      const { response, statements } = await countRequestStatements({
        method: 'GET',
        url,
        headers: { cookie },
      });
      expect(response.statusCode, url).toBe(200);
      counts[url] = statements;
    }
    return counts;
  }

  it('has the same count before and after', async () => {
    const member = await newMember();
    const before = await measure(member.cookie);
    // The growth goes away after the test: other tests count pillars and lessons.
    onTestFinished(async () => {
      await db.execute(sql`delete from lessons where title like 'Extra lesson %'`);
      await db.execute(sql`delete from key_elements where slug like 'extra-element-%'`);
      await db.execute(sql`delete from pillars where slug like 'extra-pillar-%'`);
    });
    // Ten times the content, all of it reachable from the measured pages, plus progress rows.
    await db.execute(sql`
      insert into pillars (title, description, slug, display_order)
      select 'Extra pillar ' || n, 'More', 'extra-pillar-' || n, 10 + n from generate_series(1, 54) n`);
    await db.execute(sql`
      insert into key_elements (pillar_id, title, description, slug)
      select p.id, 'Extra element ' || n, 'More', 'extra-element-' || n
        from pillars p cross join generate_series(1, 10) n`);
    await db.execute(sql`
      insert into lessons (key_element_id, title, content, order_position)
      select ke.id, 'Extra lesson ' || n, '<p>More</p>', 100 + n
        from key_elements ke cross join generate_series(1, 10) n`);
    await db.execute(sql`
      insert into user_lesson_progress (user_id, lesson_id)
      select ${member.userId}, l.id from lessons l where l.title like 'Extra lesson %' on conflict do nothing`);
    const [lessonTotal] = await db.select({ total: sql<number>`count(*)::int` }).from(lessons);
    expect(lessonTotal!.total).toBeGreaterThan(10 * elementLessons.length * 6);
    const after = await measure(member.cookie);
    expect(after).toEqual(before);
    // The content itself and the member's progress and bookmarks from memory. PostgreSQL: one
    // statement, the session with the viewer, the content counters and the member's counter.
    // The embedded database: none; the session is in memory and the member's counter arrives
    // by notification when a write commits (migration 0014, decision 019).
    const session = databaseKind === 'postgres' ? 1 : 0;
    for (const count of Object.values(before)) expect(count).toBe(session);
  });
});
