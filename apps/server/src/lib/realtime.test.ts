import type { RealtimeEvent } from '@pillars/shared/messages/realtime';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createMemberWithAccess } from '../../test/builders.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { queryRows } from '../db/client.ts';
import { loadRealtimeEvents } from '../modules/support/events.ts';
import { Realtime, type RealtimeEventQuery, type RealtimeSubscriber } from './realtime.ts';

/**
 * The fan-out's reconnect on the real database (PGlite; PostgreSQL with TEST_DATABASE_URL):
 * a stream that comes back with Last-Event-ID is sent what it missed from the tables, while
 * the live notices of other writes keep coming. Where a notice falls inside the replay is a
 * matter of timing; the loader here is the app's (modules/support/events.ts) with gates the
 * test opens, so each order is placed on purpose, on both engines.
 */
const database = await openTestDatabase({ seeded: false });
const { db } = database;

/** A point the loader waits at until the test opens it. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}
/** Where the loader waits: nothing held unless a test sets these. */
const hold: {
  replayRead?: ReturnType<typeof gate>;
  replayAnswer?: ReturnType<typeof gate>;
  noticeLoad?: ReturnType<typeof gate>;
} = {};
/** What the loader tells the test: the seqs of the notices heard and loaded, and the replay's read. */
const noticesHeard: number[] = [];
const noticesLoaded: number[] = [];
let replayHasRead = gate();

const logged: string[] = [];
const realtime = new Realtime({
  db,
  log: {
    warn: (...args: unknown[]) => logged.push(`warn: ${args.map(String).join(' ')}`),
    error: (...args: unknown[]) => logged.push(`error: ${args.map(String).join(' ')}`),
  },
  loadEvents: async (loaderDb, query: RealtimeEventQuery) => {
    if (query.notice) {
      noticesHeard.push(query.notice.seq);
      await hold.noticeLoad?.opened;
      const events = await loadRealtimeEvents({ db: loaderDb }, query);
      noticesLoaded.push(query.notice.seq);
      return events;
    }
    await hold.replayRead?.opened;
    const events = await loadRealtimeEvents({ db: loaderDb }, query);
    replayHasRead.open();
    await hold.replayAnswer?.opened;
    return events;
  },
});
await realtime.start(database);
afterAll(async () => {
  await realtime.stop();
  await database.close();
});

/** A ticket as the app writes one: the row and its notice (by reference) in one transaction. */
async function writeTicket(memberId: string, subject: string): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await queryRows<{ seq: string }>(
      tx,
      sql`insert into support_requests (user_id, subject, message, status)
          values (${memberId}, ${subject}, 'Body', 'open') returning seq`,
    );
    await tx.execute(realtime.notice({ type: 'ticket', seq: Number(row!.seq), memberId }));
    return Number(row!.seq);
  });
}

function collectingSubscriber(userId: string) {
  const received: RealtimeEvent[] = [];
  const subscriber: RealtimeSubscriber = {
    userId,
    isStaff: false,
    sessionToken: 'not checked here',
    send: (event) => received.push(event),
    end: () => {},
  };
  return { subscriber, received };
}

async function eventually(check: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 2000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within 2 s`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const seqsOf = (events: RealtimeEvent[]) => events.map((event) => event.seq);

// A test that fails half-way leaves no gate for the next one.
afterEach(() => {
  delete hold.replayRead;
  delete hold.replayAnswer;
  delete hold.noticeLoad;
});

describe("the realtime fan-out's replay after a reconnect", () => {
  it('sends once an event committed while the replay waits to read, whose notice came first', async () => {
    const member = await createMemberWithAccess(db);
    const { subscriber, received } = collectingSubscriber(member.userId);
    const missed = await writeTicket(member.userId, 'Missed while away');
    hold.replayRead = gate();

    const subscribing = realtime.subscribe(subscriber, missed - 1);
    // Committed now: its notice comes while the replay has not read yet, and the replay will
    // read its row too.
    const meanwhile = await writeTicket(member.userId, 'Written during the replay');
    await eventually(() => noticesLoaded.includes(meanwhile), 'the notice of the write');
    // The notice's event has gone to the stream (into its buffer) before the replay reads.
    await new Promise((resolve) => setImmediate(resolve));
    hold.replayRead.open();
    const unsubscribe = await subscribing;

    expect(seqsOf(received)).toEqual([missed, meanwhile]);
    // Live from here on.
    const after = await writeTicket(member.userId, 'After the replay');
    await eventually(() => received.length === 3, 'the live event');
    expect(seqsOf(received)).toEqual([missed, meanwhile, after]);
    unsubscribe();
    expect(logged).toEqual([]);
  });

  it('sends an event the replay read too early to see, whose load ends after the replay', async () => {
    const member = await createMemberWithAccess(db);
    const { subscriber, received } = collectingSubscriber(member.userId);
    const missed = await writeTicket(member.userId, 'Missed while away');
    hold.replayAnswer = gate();
    hold.noticeLoad = gate();
    replayHasRead = gate();

    const subscribing = realtime.subscribe(subscriber, missed - 1);
    // The replay has read (without this row) before the commit; the notice comes while the
    // replay is still being answered, and its event is loaded only once the stream is live.
    await replayHasRead.opened;
    const meanwhile = await writeTicket(member.userId, 'Committed after the replay read');
    await eventually(() => noticesHeard.includes(meanwhile), 'the notice of the write');
    hold.replayAnswer.open();
    const unsubscribe = await subscribing;
    expect(seqsOf(received)).toEqual([missed]);
    hold.noticeLoad.open();
    await eventually(() => received.length === 2, 'the event noticed during the replay');
    expect(seqsOf(received)).toEqual([missed, meanwhile]);
    unsubscribe();
    expect(logged).toEqual([]);
  });
});
