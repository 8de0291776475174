import { randomUUID } from 'node:crypto';
import { addDays, dateInZone, mondayOf } from '@pillars/shared/calls/schedule';
import { callSlotTime } from '@pillars/shared/calls/schemas';
import { organizationManagerRole } from '@pillars/shared/policies';
import { and, asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createMember, createOrganization } from '../../test/builders.ts';
import { articles, keyElements, lessons, pillars, profiles } from '../db/schema/index.ts';
import { ContentCache } from './content-cache.ts';

/*
 * Content shared by all members is served from memory (lib/content-cache.ts) and is never
 * older than the last write: each test writes as an admin tool would (an UPDATE through the
 * instance's database handle, in a transaction) and reads through HTTP right after.
 */

const { app, db, databaseKind, loginAs, signInAs, countRequestStatements } = await buildTestApp();
/**
 * A member read from memory. PostgreSQL: one statement, the session (the member's progress
 * from memory, lib/member-cache.ts). The embedded database: none; the session is in memory
 * (accounts/session-cache.ts) and the member's counter arrives by notification (migration
 * 0014), so the member's progress is in memory too.
 */
const warmReadStatements = databaseKind === 'postgres' ? 1 : 0;

const get = async (url: string) => {
  const response = await app.inject({ method: 'GET', url, headers: { cookie: await loginAs('member') } });
  expect(response.statusCode, url).toBe(200);
  return response.json();
};

const [firstPillar] = await db.select().from(pillars).orderBy(asc(pillars.displayOrder)).limit(1);
const [firstElement] = await db
  .select()
  .from(keyElements)
  .where(eq(keyElements.pillarId, firstPillar!.id))
  .orderBy(asc(keyElements.createdAt), asc(keyElements.title))
  .limit(1);
const elementUrl = `/api/learning/pillars/${firstPillar!.slug}/elements/${firstElement!.slug}`;

describe('content served from memory', () => {
  it('serves the pillar tree without reading it again, until a write changes it', async () => {
    await get('/api/learning/pillars'); // loaded into memory
    const warm = await countRequestStatements({
      method: 'GET',
      url: '/api/learning/pillars',
      headers: { cookie: await loginAs('member') },
    });
    // No content read.
    expect(warm.statements).toBe(warmReadStatements);

    const newTitle = `Renamed pillar ${randomUUID().slice(0, 8)}`;
    await db.transaction(async (tx) => {
      await tx.update(pillars).set({ title: newTitle }).where(eq(pillars.id, firstPillar!.id));
    });
    const afterWrite = await countRequestStatements({
      method: 'GET',
      url: '/api/learning/pillars',
      headers: { cookie: await loginAs('member') },
    });
    expect(afterWrite.response.json().pillars[0].title).toBe(newTitle);
    expect(afterWrite.statements).toBeGreaterThan(warmReadStatements); // the tree was read again
    expect((await get('/api/home')).pillars[0].title).toBe(newTitle);
    expect((await get(`/api/learning/pillars/${firstPillar!.slug}`)).pillar.title).toBe(newTitle);
  });

  it('shows a lesson edit on the next read, sanitised', async () => {
    const before = await get(elementUrl);
    const lessonId = before.lessons[0].id as string;
    const marker = `Edited ${randomUUID().slice(0, 8)}`;
    await db
      .update(lessons)
      .set({ content: `<p>${marker}</p><script>alert(1)</script>` })
      .where(eq(lessons.id, lessonId));
    const after = await get(elementUrl);
    expect(after.lessons[0].content).toContain(marker);
    expect(after.lessons[0].content).not.toContain('<script');
  });

  it('shows a new key element and a deleted lesson on the next read', async () => {
    await get(`/api/learning/pillars/${firstPillar!.slug}`);
    const slug = `new-element-${randomUUID().slice(0, 8)}`;
    const [element] = await db
      .insert(keyElements)
      .values({ pillarId: firstPillar!.id, title: 'A new element', description: 'New', slug })
      .returning();
    await db
      .insert(lessons)
      .values({ keyElementId: element!.id, title: 'Only lesson', content: '<p>Hi</p>' });
    const detail = await get(`/api/learning/pillars/${firstPillar!.slug}`);
    expect(detail.keyElements.find((keyElement: { slug: string }) => keyElement.slug === slug)).toMatchObject(
      { lessonCount: 1 },
    );

    await db.delete(lessons).where(eq(lessons.keyElementId, element!.id));
    const again = await get(`/api/learning/pillars/${firstPillar!.slug}`);
    expect(again.keyElements.find((keyElement: { slug: string }) => keyElement.slug === slug)).toMatchObject({
      lessonCount: 0,
    });
    await db.delete(keyElements).where(eq(keyElements.id, element!.id));
  });

  it("takes an article off Home's lists right after it is unpublished", async () => {
    const home = await get('/api/home');
    const [featured] = home.featuredArticles as Array<{ id: string; title: string }>;
    expect(featured).toBeDefined();
    await db.update(articles).set({ isPublished: false }).where(eq(articles.id, featured!.id));
    const after = await get('/api/home');
    const ids = [...after.featuredArticles, ...after.recentResources].map(
      (article: { id: string }) => article.id,
    );
    expect(ids).not.toContain(featured!.id);
    await db.update(articles).set({ isPublished: true }).where(eq(articles.id, featured!.id));
    expect((await get('/api/home')).featuredArticles.map((article: { id: string }) => article.id)).toContain(
      featured!.id,
    );
  });

  it("shows an author's new name on the article cards right after the profile changes", async () => {
    const home = await get('/api/home');
    const card = [...home.featuredArticles, ...home.recentResources].find(
      (article: { author: unknown }) => article.author !== null,
    );
    expect(card).toBeDefined();
    const [article] = await db
      .select({ authorId: articles.authorId })
      .from(articles)
      .where(eq(articles.id, card.id));
    const firstName = `Renamed${randomUUID().slice(0, 6)}`;
    await db.update(profiles).set({ firstName }).where(eq(profiles.id, article!.authorId!));
    const after = await get('/api/home');
    const renamed = [...after.featuredArticles, ...after.recentResources].find(
      (candidate: { id: string }) => candidate.id === card.id,
    );
    expect(renamed.author.firstName).toBe(firstName);
  });

  it('ignores a write that was rolled back, and keeps serving from memory', async () => {
    const before = await get('/api/learning/pillars');
    await expect(
      db.transaction(async (tx) => {
        await tx.update(pillars).set({ title: 'Never committed' }).where(eq(pillars.id, firstPillar!.id));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const after = await countRequestStatements({
      method: 'GET',
      url: '/api/learning/pillars',
      headers: { cookie: await loginAs('member') },
    });
    expect(after.response.json().pillars[0].title).toBe(before.pillars[0].title);
    expect(after.statements).toBe(warmReadStatements);
  });

  it("counts a write's statement once, however many rows it changes", async () => {
    const read = async () =>
      (await db.execute(sql`select version from content_versions where scope = 'learning'`)) as unknown as {
        rows: Array<{ version: number | string }>;
      };
    const before = Number((await read()).rows[0]!.version);
    await db
      .update(lessons)
      .set({ imageUrl: null })
      .where(and(eq(lessons.keyElementId, firstElement!.id)));
    expect(Number((await read()).rows[0]!.version)).toBe(before + 1);
  });
});

describe('Book a Call and the billing page served from memory (issue 21)', () => {
  const read = async (cookie: string, url: string) => {
    const { response, statements } = await countRequestStatements({
      method: 'GET',
      url,
      headers: { cookie },
    });
    expect(response.statusCode, url).toBe(200);
    return { body: response.json(), statements };
  };

  it("serves the week's slots and the member's calls from memory, and shows another member's booking next", async () => {
    const organization = await createOrganization(db);
    const first = await signInAs(await createMember(db, { organizationId: organization.id }));
    const second = await signInAs(await createMember(db, { organizationId: organization.id }));
    const monday = addDays(mondayOf(dateInZone(new Date())), 7 * 40);
    const [tuesday, wednesday] = [addDays(monday, 1), addDays(monday, 2)];
    const url = `/api/calls/booking?weekStart=${monday}`;
    const slotOf = (
      body: { days: Array<{ date: string; slots: Array<{ isTaken: boolean }> }> },
      date: string,
    ) => body.days.find((day) => day.date === date)!.slots[0]!;

    await read(first, url); // in memory now
    const warm = await read(first, url);
    expect(warm.statements).toBe(warmReadStatements);
    expect(slotOf(warm.body, tuesday).isTaken).toBe(false);

    const booked = await app.inject({
      method: 'POST',
      url: '/api/calls',
      headers: { cookie: second },
      payload: { date: tuesday, time: callSlotTime, phoneNumber: '(555) 123-4567', notes: null },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const afterOther = await read(first, url);
    expect(slotOf(afterOther.body, tuesday)).toMatchObject({ isTaken: true, isBookable: false });
    expect(afterOther.body.myCalls).toEqual([]);

    const own = await app.inject({
      method: 'POST',
      url: '/api/calls',
      headers: { cookie: first },
      payload: { date: wednesday, time: callSlotTime, phoneNumber: '(555) 123-4567', notes: null },
    });
    expect(own.statusCode, own.body).toBe(201);
    const afterOwn = await read(first, url);
    expect(afterOwn.body.myCalls.map((call: { id: string }) => call.id)).toEqual([own.json().call.id]);
    expect(afterOwn.body.upcomingCall.id).toBe(own.json().call.id);
    expect(slotOf(afterOwn.body, wednesday).isTaken).toBe(true);

    // A cancellation by hand (as staff would) frees the slot and leaves the member's list.
    await db.transaction(async (tx) => {
      await tx.execute(sql`update scheduled_calls set status = 'cancelled' where id = ${own.json().call.id}`);
    });
    const afterCancel = await read(first, url);
    expect(afterCancel.body.myCalls).toEqual([]);
    expect(slotOf(afterCancel.body, wednesday).isTaken).toBe(false);
    const warmAgain = await read(first, url);
    expect(warmAgain.statements).toBe(warmReadStatements);
  });

  it('serves the billing page from the session and memory, and shows a new free access, subscription or agent next', async () => {
    const organization = await createOrganization(db, { subscriptionStatus: 'active' });
    await createMember(db, {
      organizationId: organization.id,
      role: organizationManagerRole,
      firstName: 'Agnes',
    });
    const member = await signInAs(await createMember(db, { organizationId: organization.id }));
    const url = '/api/billing/subscription';

    await read(member, url); // in memory now
    const warm = await read(member, url);
    expect(warm.statements).toBe(warmReadStatements);
    expect(warm.body).toMatchObject({ hasFreeAccess: false, subscription: { status: 'active' } });
    expect(warm.body.agent.name).toMatch(/^Agnes /);

    const granted = await app.inject({
      method: 'PATCH',
      url: `/api/admin/organizations/${organization.id}`,
      headers: { cookie: await loginAs('admin') },
      payload: { hasFreeAccess: true },
    });
    expect(granted.statusCode, granted.body).toBe(200);
    expect((await read(member, url)).body.hasFreeAccess).toBe(true);

    await db.transaction(async (tx) => {
      await tx.execute(
        sql`update subscriptions set cancel_at_period_end = true where organization_id = ${organization.id}`,
      );
    });
    expect((await read(member, url)).body.subscription.cancelAtPeriodEnd).toBe(true);

    await db.transaction(async (tx) => {
      await tx
        .update(profiles)
        .set({ firstName: 'Renamed' })
        .where(and(eq(profiles.organizationId, organization.id), eq(profiles.role, organizationManagerRole)));
    });
    const renamed = await read(member, url);
    expect(renamed.body.agent.name).toMatch(/^Renamed /);
    expect((await read(member, url)).statements).toBe(warmReadStatements);
  });
});

describe('ContentCache', () => {
  it('loads nothing into memory before it has seen the counters', async () => {
    const cache = new ContentCache();
    let loads = 0;
    const load = async () => ++loads;
    await cache.get('learning', 'tree', load);
    await cache.get('learning', 'tree', load);
    expect(loads).toBe(2);
  });

  it('shares one load between concurrent callers, and loads again when a newer counter is seen', async () => {
    const cache = new ContentCache();
    cache.observe({ learning: 3 });
    let loads = 0;
    const load = async () => {
      loads += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return loads;
    };
    expect(
      await Promise.all([cache.get('learning', 'tree', load), cache.get('learning', 'tree', load)]),
    ).toEqual([1, 1]);
    cache.observe({ learning: 2 }); // an older reading (a request that started earlier)
    expect(await cache.get('learning', 'tree', load)).toBe(1);
    cache.observe({ learning: 4, articles: 1 });
    expect(await cache.get('learning', 'tree', load)).toBe(2);
    expect(await cache.get('learning', 'tree', load)).toBe(2);
  });

  it('forgets a failed load, so that the next caller tries again', async () => {
    const cache = new ContentCache();
    cache.observe({ articles: 1 });
    await expect(
      cache.get('articles', 'recent', () => Promise.reject(new Error('database down'))),
    ).rejects.toThrow('database down');
    expect(await cache.get('articles', 'recent', async () => 'loaded')).toBe('loaded');
  });

  it('holds at most maxEntries, forgetting the least recently used first', async () => {
    const cache = new ContentCache();
    cache.observe({ articles: 1 });
    let loads = 0;
    const load = async () => ++loads;
    await cache.get('articles', 'kept', load);
    for (let index = 0; index < ContentCache.maxEntries; index += 1) {
      await cache.get('articles', `search:${index}`, load);
      // 'kept' is used all along: it stays.
      if (index % 1000 === 0) await cache.get('articles', 'kept', load);
    }
    const loadsBefore = loads;
    await cache.get('articles', 'kept', load);
    expect(loads).toBe(loadsBefore);
    await cache.get('articles', 'search:0', load); // the oldest: forgotten, loaded again
    expect(loads).toBe(loadsBefore + 1);
  });
});
