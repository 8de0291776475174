import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { type BuiltMember, createMemberWithAccess } from '../../../test/builders.ts';
import { openEventStream } from '../../../test/sse-client.ts';
import { queryRows } from '../../db/client.ts';
import { type NotificationInput, notify, notifyEach } from '../../lib/notifications.ts';

/**
 * The stored notifications (lib/notifications.ts, decision 050) through HTTP: stored once
 * per person and key, listed by the bell beside the computed replies, counted, marked read
 * (one and all, only the viewer's), seen on the person's next request through the member
 * cache, and announced live to that person only.
 */
const { app, db, databaseKind, loginAs, signInAs, countRequestStatements } = await buildTestApp();
let baseUrl = '';
let alice: BuiltMember;
let bob: BuiltMember;
let aliceCookie = '';
let bobCookie = '';
let supportCookie = '';
let supportId = '';
const streams: Array<{ close(): void }> = [];

beforeAll(async () => {
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  alice = await createMemberWithAccess(db, { firstName: 'Alice', lastName: 'Archer' });
  bob = await createMemberWithAccess(db, { firstName: 'Bob', lastName: 'Baker' });
  aliceCookie = await signInAs(alice);
  bobCookie = await signInAs(bob);
  supportCookie = await loginAs('support');
  const [support] = await queryRows<{ id: string }>(
    db,
    sql`select id from "user" where email = 'support@example.com'`,
  );
  supportId = support!.id;
});
afterAll(() => {
  for (const stream of streams) stream.close();
});

async function call(cookie: string, method: 'GET' | 'POST', url: string, payload?: object) {
  const response = await app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  return { status: response.statusCode, body: response.json() };
}
const bellOf = async (cookie: string) => (await call(cookie, 'GET', '/api/notifications')).body;

const input = (userId: string, key: string, extra: Partial<NotificationInput> = {}): NotificationInput => ({
  userId,
  kind: 'test.told',
  title: `Told ${key}`,
  body: `Body of ${key}`,
  href: '/my-plan',
  dedupeKey: key,
  ...extra,
});

describe('the notification store', () => {
  it('stores a notification once per person and key, also inside a transaction that rolls back', async () => {
    expect(await notify(db, input(alice.userId, 'once'))).toBe(true);
    expect(await notify(db, input(alice.userId, 'once', { title: 'Again' }))).toBe(false);
    // The same key for another person is theirs.
    expect(await notify(db, input(bob.userId, 'once'))).toBe(true);
    await expect(
      db.transaction(async (tx) => {
        expect(await notify(tx, input(alice.userId, 'rolled back'))).toBe(true);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    const rows = await queryRows<{ title: string; dedupe_key: string }>(
      db,
      sql`select title, dedupe_key from notifications where user_id = ${alice.userId} order by seq`,
    );
    expect(rows).toEqual([{ title: 'Told once', dedupe_key: 'once' }]);

    // Several in one statement: the answer names the ones this call stored.
    const stored = await notifyEach(db, [
      input(alice.userId, 'once'),
      input(alice.userId, 'second'),
      input(bob.userId, 'second'),
    ]);
    expect([...stored].sort()).toEqual([`${alice.userId}:second`, `${bob.userId}:second`].sort());
  });

  it('shortens long text and refuses a kind that is not <domain>.<event>', async () => {
    expect(
      await notify(db, input(bob.userId, 'long', { title: 't'.repeat(300), body: 'b'.repeat(900) })),
    ).toBe(true);
    const [row] = await queryRows<{ title: string; body: string }>(
      db,
      sql`select title, body from notifications where user_id = ${bob.userId} and dedupe_key = 'long'`,
    );
    expect(row!.title).toHaveLength(200);
    expect(row!.title.endsWith('…')).toBe(true);
    expect(row!.body).toHaveLength(500);
    await expect(notify(db, input(bob.userId, 'bad kind', { kind: 'Not A Kind' }))).rejects.toThrow();
  });
});

describe('the bell', () => {
  it("lists the member's stored notifications beside their replies, counts the unread, and marks one and all read", async () => {
    const carol = await createMemberWithAccess(db, { firstName: 'Carol', lastName: 'Cole' });
    const cookie = await signInAs(carol);
    expect(await bellOf(cookie)).toEqual({
      audience: 'member',
      count: 0,
      counts: { messages: 0, tickets: 0, notifications: 0 },
      items: [],
    });
    // Warm: the member's rows are now in memory; a notification stored afterwards is seen
    // on the very next request (its trigger moves the member's counter).
    await notify(db, input(carol.userId, 'first', { title: 'Assigned: Sales basics', body: 'Due 3 Dec' }));
    await db.execute(sql`select pg_sleep(0.01)`);
    await notify(db, input(carol.userId, 'second', { title: 'Due today: Sales basics', href: '/my-plan#x' }));
    await call(supportCookie, 'POST', `/api/admin/inbox/${carol.userId}/messages`, {
      content: 'Hello Carol',
    });

    const bell = await bellOf(cookie);
    expect(bell.count).toBe(3);
    expect(bell.counts).toEqual({ messages: 1, tickets: 0, notifications: 2 });
    expect(bell.items.map((item: { kind: string }) => item.kind)).toEqual([
      'conversation',
      'notification',
      'notification',
    ]);
    const [, newest, older] = bell.items;
    expect(newest).toMatchObject({
      kind: 'notification',
      topic: 'test.told',
      title: 'Due today: Sales basics',
      href: '/my-plan#x',
      unreadCount: 1,
      ticketId: null,
      authorName: '',
    });
    expect(older).toMatchObject({ title: 'Assigned: Sales basics', preview: 'Due 3 Dec', href: '/my-plan' });

    // Someone else's notification is not found, whatever its id.
    const bobs = await queryRows<{ id: string }>(
      db,
      sql`select id from notifications where user_id = ${bob.userId} limit 1`,
    );
    expect(
      (
        await call(cookie, 'POST', '/api/notifications/read', {
          kind: 'notification',
          notificationId: bobs[0]!.id,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(cookie, 'POST', '/api/notifications/read', {
          kind: 'notification',
          notificationId: 'nope',
        })
      ).status,
    ).toBe(400);

    const afterOne = await call(cookie, 'POST', '/api/notifications/read', {
      kind: 'notification',
      notificationId: newest.notificationId,
    });
    expect(afterOne.status).toBe(200);
    expect(afterOne.body.counts).toEqual({ messages: 1, tickets: 0, notifications: 1 });
    // A read notification stays listed, no longer new.
    expect(
      afterOne.body.items.find(
        (item: { notificationId: string }) => item.notificationId === newest.notificationId,
      ),
    ).toMatchObject({ unreadCount: 0 });
    // Marking it again changes nothing (and keeps the first read time).
    expect(
      (
        await call(cookie, 'POST', '/api/notifications/read', {
          kind: 'notification',
          notificationId: newest.notificationId,
        })
      ).body.counts.notifications,
    ).toBe(1);
    // The next plain read sees the write (the cache's counter moved).
    expect((await bellOf(cookie)).counts.notifications).toBe(1);

    const afterAll = await call(cookie, 'POST', '/api/notifications/read', { kind: 'all_notifications' });
    expect(afterAll.body.count).toBe(1);
    expect(afterAll.body.counts).toEqual({ messages: 1, tickets: 0, notifications: 0 });
    expect((await bellOf(cookie)).counts.notifications).toBe(0);
    // "All" is the stored ones: the chat's reply is read where it is shown.
    expect((await bellOf(cookie)).counts.messages).toBe(1);
  });

  it('lists the newest ten and counts every unread one', async () => {
    const dan = await createMemberWithAccess(db);
    const cookie = await signInAs(dan);
    await notifyEach(
      db,
      Array.from({ length: 14 }, (_, index) => input(dan.userId, `many ${index}`)),
    );
    const bell = await bellOf(cookie);
    expect(bell.items).toHaveLength(10);
    expect(bell.counts.notifications).toBe(14);
    expect(bell.count).toBe(14);
  });

  it("gives the team's bell the viewer's own stored notifications beside the team's work", async () => {
    const before = await bellOf(supportCookie);
    expect(before.audience).toBe('team');
    await notify(db, input(supportId, 'staff own', { title: 'For support' }));
    const bell = await bellOf(supportCookie);
    expect(bell.counts.notifications).toBe(before.counts.notifications + 1);
    expect(bell.count).toBe(before.count + 1);
    const item = bell.items.find((entry: { title: string }) => entry.title === 'For support');
    expect(item).toMatchObject({ kind: 'notification', unreadCount: 1 });
    const marked = await call(supportCookie, 'POST', '/api/notifications/read', {
      kind: 'notification',
      notificationId: item.notificationId,
    });
    expect(marked.body.audience).toBe('team');
    expect(marked.body.counts.notifications).toBe(before.counts.notifications);
  });

  it('keeps the statements of a warm member bell constant when notifications grow tenfold', async () => {
    const erin = await createMemberWithAccess(db);
    const cookie = await signInAs(erin);
    const measure = async () => {
      await bellOf(cookie);
      const { response, statements } = await countRequestStatements({
        method: 'GET',
        url: '/api/notifications',
        headers: { cookie },
      });
      expect(response.statusCode).toBe(200);
      return statements;
    };
    await notifyEach(
      db,
      Array.from({ length: 3 }, (_, index) => input(erin.userId, `few ${index}`)),
    );
    const before = await measure();
    expect(before).toBe(databaseKind === 'postgres' ? 1 : 0);
    await notifyEach(
      db,
      Array.from({ length: 30 }, (_, index) => input(erin.userId, `more ${index}`)),
    );
    expect(await measure()).toBe(before);
  });
});

describe('live delivery', () => {
  it('announces a stored notification to its person only, and replays it after a reconnect', async () => {
    const open = async (cookie: string, lastEventId?: string) => {
      const stream = await openEventStream(`${baseUrl}/api/realtime`, { cookie, lastEventId });
      streams.push(stream);
      expect(stream.status).toBe(200);
      return stream;
    };
    const aliceStream = await open(aliceCookie);
    const bobStream = await open(bobCookie);
    const supportStream = await open(supportCookie);
    await notify(db, input(alice.userId, 'live', { title: 'Live one' }));
    const isLive = (event: { event: string; data: unknown }) =>
      event.event === 'notification' &&
      (event.data as { notification: { title: string } }).notification.title === 'Live one';
    const received = await aliceStream.waitFor(isLive, 2000);
    expect(received.data).toMatchObject({ memberId: alice.userId, notification: { kind: 'test.told' } });
    // A later event for Bob, so his and the team's streams have caught up past Alice's.
    await notify(db, input(bob.userId, 'after live', { title: 'For Bob' }));
    await bobStream.waitFor((event) => event.event === 'notification', 2000);
    await call(bobCookie, 'POST', '/api/messages', { content: 'marker' });
    await supportStream.waitFor((event) => event.event === 'message', 2000);
    expect(bobStream.events.some(isLive)).toBe(false);
    expect(supportStream.events.some((event) => event.event === 'notification')).toBe(false);

    // Reconnecting from before it replays it to Alice.
    const replay = await open(aliceCookie, String(Number(received.id) - 1));
    await replay.waitFor(isLive, 2000);
  });
});
