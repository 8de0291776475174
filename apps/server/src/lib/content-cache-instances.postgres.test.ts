import { randomUUID } from 'node:crypto';
import { addDays, dateInZone, mondayOf } from '@pillars/shared/calls/schedule';
import { callSlotTime } from '@pillars/shared/calls/schemas';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildInstances, closeInstances, signInDemo } from '../../test/app-instances.ts';
import { createPostgresTestDatabase } from '../../test/test-database.ts';
import type { App } from '../app.ts';
import { openDatabase, queryRows } from '../db/client.ts';
import { articles, eventRegistrations, pillars } from '../db/schema/index.ts';
import { seedDemoData } from '../db/seed/seed.ts';

/**
 * Two instances on one PostgreSQL, each with its own connection pool and its own memory:
 * a write through one is seen by the other's very next read, with no wait in between.
 */
const database = await createPostgresTestDatabase();
const seeding = await openDatabase({ kind: 'postgres', url: database.url });
await seedDemoData(seeding.db);
await seeding.close();

const instances = await buildInstances(database.url);
const [writer, reader] = instances as [App, App];
afterAll(async () => {
  await closeInstances(instances);
  await database.drop();
});

const cookie = await signInDemo(reader, 'member@example.com');
const read = async (url: string) => {
  const response = await reader.inject({ method: 'GET', url, headers: { cookie } });
  expect(response.statusCode, url).toBe(200);
  return response.json();
};

/** A cookie for a demo account, signed in through the writer. */
const writerSignIn = (email: string) => signInDemo(writer, email);

describe('content and member caches across two instances', () => {
  it("shows the other instance's pillar edit on the next read", async () => {
    const [firstPillar] = await writer.db.select().from(pillars).orderBy(asc(pillars.displayOrder)).limit(1);
    expect((await read('/api/learning/pillars')).pillars[0].title).toBe(firstPillar!.title); // in memory now
    for (let round = 1; round <= 5; round += 1) {
      const title = `Edited on the writer ${round} ${randomUUID().slice(0, 8)}`;
      await writer.db.update(pillars).set({ title }).where(eq(pillars.id, firstPillar!.id));
      expect((await read('/api/learning/pillars')).pillars[0].title).toBe(title);
      expect((await read('/api/home')).pillars[0].title).toBe(title);
    }
  });

  it('shows a lesson the member completed through the other instance on the next read', async () => {
    const element = (await read('/api/learning/pillars')).pillars[0];
    const detail = await read(`/api/learning/pillars/${element.slug}`);
    const elementUrl = `/api/learning/pillars/${element.slug}/elements/${detail.keyElements[0].slug}`;
    const before = await read(elementUrl); // the member's rows in the reader's memory now
    const lesson = before.lessons.find((candidate: { isCompleted: boolean }) => !candidate.isCompleted);
    const completion = await writer.inject({
      method: 'PUT',
      url: `/api/learning/key-elements/${before.keyElement.id}/lessons/${lesson.id}/completion`,
      headers: { cookie },
    });
    expect(completion.statusCode).toBe(200);
    const after = await read(elementUrl);
    expect(after.lessons.find((candidate: { id: string }) => candidate.id === lesson.id).isCompleted).toBe(
      true,
    );
    expect(after.progress.completed).toBe(before.progress.completed + 1);
  });

  it("takes an article the other instance unpublished off Home's next read", async () => {
    const [featured] = (await read('/api/home')).featuredArticles as Array<{ id: string }>;
    await writer.db.update(articles).set({ isPublished: false }).where(eq(articles.id, featured!.id));
    const home = await read('/api/home');
    expect(home.featuredArticles.map((article: { id: string }) => article.id)).not.toContain(featured!.id);
  });

  it("shows a slot booked through the other instance, and the member's own call, on the next read", async () => {
    const monday = addDays(mondayOf(dateInZone(new Date())), 7 * 41);
    const [tuesday, wednesday] = [addDays(monday, 1), addDays(monday, 2)];
    const url = `/api/calls/booking?weekStart=${monday}`;
    const slotOf = (
      body: { days: Array<{ date: string; slots: Array<{ isTaken: boolean }> }> },
      date: string,
    ) => body.days.find((day) => day.date === date)!.slots[0]!;
    expect(slotOf(await read(url), tuesday).isTaken).toBe(false); // in the reader's memory now
    const other = await writer.inject({
      method: 'POST',
      url: '/api/calls',
      headers: { cookie: await writerSignIn('agent@example.com') },
      payload: { date: tuesday, time: callSlotTime, phoneNumber: '(555) 123-4567', notes: null },
    });
    expect(other.statusCode, other.body).toBe(201);
    expect(slotOf(await read(url), tuesday).isTaken).toBe(true);
    const own = await writer.inject({
      method: 'POST',
      url: '/api/calls',
      headers: { cookie },
      payload: { date: wednesday, time: callSlotTime, phoneNumber: '(555) 123-4567', notes: null },
    });
    expect(own.statusCode, own.body).toBe(201);
    const after = await read(url);
    expect(after.myCalls.map((call: { id: string }) => call.id)).toContain(own.json().call.id);
  });

  it('shows free access granted through the other instance on the billing page next', async () => {
    const before = await read('/api/billing/subscription'); // the agent in the reader's memory now
    const organizationId = (await read('/api/me')).organization.id;
    const granted = await writer.inject({
      method: 'PATCH',
      url: `/api/admin/organizations/${organizationId}`,
      headers: { cookie: await writerSignIn('admin@example.com') },
      payload: { hasFreeAccess: !before.hasFreeAccess },
    });
    expect(granted.statusCode, granted.body).toBe(200);
    expect((await read('/api/billing/subscription')).hasFreeAccess).toBe(!before.hasFreeAccess);
    // Put it back: the later cases read as this member, whose access is the free access.
    const restored = await writer.inject({
      method: 'PATCH',
      url: `/api/admin/organizations/${organizationId}`,
      headers: { cookie: await writerSignIn('admin@example.com') },
      payload: { hasFreeAccess: before.hasFreeAccess },
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await read('/api/billing/subscription')).hasFreeAccess).toBe(before.hasFreeAccess);
  });

  it("shows another member's registration through the other instance in the seats left on the next read", async () => {
    const { events } = await read('/api/events');
    const event = events.find((candidate: { seatsLeft: number | null }) => (candidate.seatsLeft ?? 0) > 1);
    const before = (await read(`/api/events/${event.id}`)).event.seatsLeft; // in memory now
    const [other] = await queryRows<{ id: string }>(
      writer.db,
      sql`select u.id from "user" u where u.email = 'agent@example.com'`,
    );
    await writer.db
      .insert(eventRegistrations)
      .values({ eventId: event.id, userId: other!.id, paymentStatus: 'none' });
    expect((await read(`/api/events/${event.id}`)).event.seatsLeft).toBe(before - 1);
    const listed = (await read('/api/events')).events.find(
      (candidate: { id: string }) => candidate.id === event.id,
    );
    expect(listed.seatsLeft).toBe(before - 1);
  });

  it("shows a staff reply and the responder's new name through the other instance on the ticket's next read", async () => {
    const created = await reader.inject({
      method: 'POST',
      url: '/api/support/tickets',
      headers: { cookie },
      payload: { subject: 'Across instances', message: 'Hello' },
    });
    expect(created.statusCode).toBe(201);
    const page = `/api/support/tickets/${created.json().ticket.id}`;
    expect((await read(page)).responses).toHaveLength(0); // in memory now
    const staff = await writerSignIn('support@example.com');
    const reply = await writer.inject({
      method: 'POST',
      url: `/api/admin/tickets/${created.json().ticket.id}/responses`,
      headers: { cookie: staff },
      payload: { responseText: 'From the writer' },
    });
    expect(reply.statusCode).toBe(201);
    expect((await read(page)).responses.map((each: { responseText: string }) => each.responseText)).toEqual([
      'From the writer',
    ]);
    await writer.db.execute(
      sql`update profiles set first_name = 'Writer', last_name = 'Renamed'
           where id = (select id from "user" where email = 'support@example.com')`,
    );
    expect((await read(page)).responses[0].author.name).toBe('Writer Renamed');
  });
});
