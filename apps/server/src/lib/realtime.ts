import type { RealtimeEvent, RealtimeEventType } from '@pillars/shared/messages/realtime';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { type Database, type DatabaseHandle, queryRows } from '../db/client.ts';
import { type JobNotice, jobEventsChannel } from '../jobs/queue.ts';

/**
 * Live delivery of chat messages, tickets and replies to the SSE streams of this instance
 * (GET /api/realtime, modules/realtime/routes.ts).
 *
 * A writer adds `realtime.notice(...)` (a `pg_notify` on `support_events`) to the
 * transaction that writes the row: PostgreSQL delivers it at commit, to every listening
 * connection, so a message posted on one instance reaches subscribers on all of them, and a
 * rolled-back write announces nothing. Each instance holds ONE dedicated listening
 * connection (outside the pool; a pooled connection cannot keep a LISTEN). The embedded
 * database runs the same statements and delivers the same notifications in process.
 *
 * The notification carries only the event's kind, seq and member (NOTIFY payloads are
 * limited to 8,000 bytes; a message may be 5,000 characters of any script): each instance
 * loads the event once and fans it out to its subscribers. A subscriber that missed events
 * (a dropped connection: `Last-Event-ID`; this instance's listening connection lost and
 * reopened) gets them from the tables, by seq.
 *
 * Sessions: the account tables notify `accounts_changed` at commit (migration 0005) on both
 * engines. On each such notice (debounced) and every `sessionCheckMs` (expiry), one
 * statement checks the tokens of the open streams; a stream whose session is gone ends.
 */

export const realtimeChannel = 'support_events';
/** A Community discussion changed (issue 42): `{ postId, replyId }`, sent to every stream. */
export const communityEventsChannel = 'community_events';

/**
 * The statement that announces a change in a discussion; run it in the writer's transaction
 * (delivered at commit, to every instance). Ids only: each viewer's screen reads the thread
 * again through the API, which decides what that viewer may see.
 */
export function communityNotice(notice: { postId: string; replyId: string | null }): SQL {
  return sql`select pg_notify(${communityEventsChannel}, ${JSON.stringify({ p: notice.postId, r: notice.replyId })})`;
}

/** What a writer announces; the event itself is loaded by each instance. */
export interface RealtimeNotice {
  type: RealtimeEventType;
  seq: number;
  memberId: string;
}

export interface RealtimeEventQuery {
  /** Only this member's conversation and tickets; null: everyone's (the team). */
  memberId: string | null;
  /** Events after this seq (a replay), or exactly this one (a notice). */
  afterSeq?: number;
  notice?: RealtimeNotice;
}

/** The parts of the app's logger (pino) the fan-out writes to. */
export type RealtimeLog = Pick<FastifyBaseLogger, 'warn' | 'error'>;

export type RealtimeEventLoader = (db: Database, query: RealtimeEventQuery) => Promise<RealtimeEvent[]>;

export interface RealtimeSubscriber {
  userId: string;
  /** Support and superadmin: every member's events. */
  isStaff: boolean;
  /** The session token behind the stream, checked when accounts change. */
  sessionToken: string;
  send(event: RealtimeEvent): void;
  /** Whether the viewer may see a job started by `createdBy` (policy 'job.view'). */
  canViewJob?: (createdBy: string) => boolean;
  /** Ends the stream (signed out or revoked, or the server stopping). */
  end(reason: 'signed-out' | 'shutdown'): void;
}

interface Subscription {
  subscriber: RealtimeSubscriber;
  /** The highest seq sent; a catch-up after a lost listening connection starts there. */
  lastSeq: number;
  /** Seqs sent recently: a replay and a live notice may bring the same event. */
  recent: Set<number>;
  /**
   * While a reconnect's replay is read from the tables: the live events that came
   * meanwhile, sent after it (once, by `recent`). Null once the stream is live.
   */
  buffered: RealtimeEvent[] | null;
}

const recentSeqsKept = 2000;
/** PostgreSQL refuses NOTIFY payloads of 8,000 bytes or more; the rest goes by reference. */
const maxNotifyPayloadBytes = 7900;

export class Realtime {
  readonly #db: Database;
  readonly #log: RealtimeLog;
  readonly #loadEvents: RealtimeEventLoader;
  readonly #sessionCheckMs: number;
  readonly #subscriptions = new Set<Subscription>();
  #listener: pg.Client | null = null;
  #connectionString: string | undefined;
  #stopped = false;
  #sessionTimer: NodeJS.Timeout | null = null;
  #sessionCheckQueued: NodeJS.Timeout | null = null;
  #reconnectTimer: NodeJS.Timeout | null = null;

  constructor(options: {
    db: Database;
    log: RealtimeLog;
    loadEvents: RealtimeEventLoader;
    sessionCheckMs?: number;
  }) {
    this.#db = options.db;
    this.#log = options.log;
    this.#loadEvents = options.loadEvents;
    this.#sessionCheckMs = options.sessionCheckMs ?? 60_000;
  }

  /** Starts listening: a dedicated connection on PostgreSQL, in process on PGlite. */
  async start(database: DatabaseHandle): Promise<void> {
    if (database.listen) {
      await database.listen(realtimeChannel, (payload) => this.#onNotice(payload));
      await database.listen(jobEventsChannel, (payload) => this.#onJobNotice(payload));
      await database.listen(communityEventsChannel, (payload) => this.#onCommunityNotice(payload));
      await database.listen('accounts_changed', () => this.#queueSessionCheck());
    } else if (database.connectionString) {
      this.#connectionString = database.connectionString;
      await this.#connect();
    } else {
      throw new Error('The realtime fan-out needs a database that can LISTEN');
    }
    this.#sessionTimer = setInterval(() => void this.#checkSessions(), this.#sessionCheckMs);
    this.#sessionTimer.unref();
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#sessionTimer) clearInterval(this.#sessionTimer);
    if (this.#sessionCheckQueued) clearTimeout(this.#sessionCheckQueued);
    if (this.#reconnectTimer) clearTimeout(this.#reconnectTimer);
    for (const subscription of this.#subscriptions) subscription.subscriber.end('shutdown');
    this.#subscriptions.clear();
    const listener = this.#listener;
    this.#listener = null;
    await listener?.end().catch(() => {});
  }

  /**
   * The statement that announces a written row; run it in the writer's transaction. With
   * the event itself (when its JSON fits in a notification), every instance delivers it
   * without loading it: one round trip fewer on the hot path (a chat message).
   */
  notice(notice: RealtimeNotice, event?: RealtimeEvent): SQL {
    const reference = { t: notice.type, s: notice.seq, m: notice.memberId };
    let payload = JSON.stringify(event ? { ...reference, e: event } : reference);
    if (Buffer.byteLength(payload) > maxNotifyPayloadBytes) payload = JSON.stringify(reference);
    return sql`select pg_notify(${realtimeChannel}, ${payload})`;
  }

  /** How many streams this instance holds (the bench and the tests read it). */
  get subscriberCount(): number {
    return this.#subscriptions.size;
  }

  /**
   * Adds a stream. With `afterSeq` (Last-Event-ID), what was missed is sent first, from the
   * tables; live events that arrive meanwhile are sent once, after it.
   */
  async subscribe(subscriber: RealtimeSubscriber, afterSeq?: number): Promise<() => void> {
    const replaying = afterSeq !== undefined;
    const subscription: Subscription = {
      subscriber,
      lastSeq: afterSeq ?? 0,
      recent: new Set(),
      buffered: replaying ? [] : null,
    };
    // Listen first, replay second: an event committed in between is in the replay or comes
    // live (into `buffered`), and `recent` sends it once. The subscription is the same object
    // throughout, so an event whose load ends after the replay still finds it.
    this.#subscriptions.add(subscription);
    if (replaying) {
      try {
        const missed = await this.#loadEvents(this.#db, {
          memberId: subscriber.isStaff ? null : subscriber.userId,
          afterSeq,
        });
        const live = subscription.buffered ?? [];
        subscription.buffered = null;
        for (const event of [...missed, ...live]) this.#sendTo(subscription, event);
      } catch (error) {
        this.#subscriptions.delete(subscription);
        throw error;
      }
    }
    return () => {
      this.#subscriptions.delete(subscription);
    };
  }

  #sendTo(subscription: Subscription, event: RealtimeEvent): void {
    if (subscription.buffered) {
      subscription.buffered.push(event);
      return;
    }
    if (subscription.recent.has(event.seq)) return;
    subscription.recent.add(event.seq);
    if (subscription.recent.size > recentSeqsKept) {
      const oldest = subscription.recent.values().next().value;
      if (oldest !== undefined) subscription.recent.delete(oldest);
    }
    if (event.seq > subscription.lastSeq) subscription.lastSeq = event.seq;
    subscription.subscriber.send(event);
  }

  #onNotice(payload: string): void {
    let notice: RealtimeNotice;
    let carried: RealtimeEvent | undefined;
    try {
      const parsed = JSON.parse(payload) as { t: RealtimeEventType; s: number; m: string; e?: RealtimeEvent };
      notice = { type: parsed.t, seq: Number(parsed.s), memberId: parsed.m };
      carried = parsed.e;
    } catch {
      this.#log.warn({ payload }, 'realtime: an unreadable notice was ignored');
      return;
    }
    // A stored notification is its person's alone (decision 050); the rest the team sees too.
    const audience = [...this.#subscriptions].filter(
      ({ subscriber }) =>
        subscriber.userId === notice.memberId || (subscriber.isStaff && notice.type !== 'notification'),
    );
    if (audience.length === 0) return;
    if (carried) {
      for (const subscription of audience) this.#sendTo(subscription, carried);
      return;
    }
    // One load per notice and instance, whatever the number of subscribers.
    this.#loadEvents(this.#db, { memberId: null, notice })
      .then((events) => {
        for (const event of events) {
          for (const subscription of audience) {
            if (this.#subscriptions.has(subscription)) this.#sendTo(subscription, event);
          }
        }
      })
      .catch((error) => this.#log.error({ err: error }, 'realtime: loading an event failed'));
  }

  /**
   * A job's progress or end (jobs/queue.ts announces the jobs a person started): sent to the
   * streams whose viewer may see that job. Not replayed after a lost connection: the
   * screen reads the job itself when its stream comes back.
   */
  #onJobNotice(payload: string): void {
    let notice: JobNotice;
    try {
      notice = JSON.parse(payload) as JobNotice;
    } catch {
      this.#log.warn({ payload }, 'realtime: an unreadable job notice was ignored');
      return;
    }
    const event: RealtimeEvent = {
      type: 'job',
      seq: 0,
      job: { id: notice.id, name: notice.name, status: notice.status, progress: notice.progress },
    };
    for (const { subscriber } of this.#subscriptions) {
      if (subscriber.canViewJob?.(notice.createdBy)) subscriber.send(event);
    }
  }

  /**
   * A discussion changed (issue 42): every stream of this instance hears of it (a thread is
   * read by members of every organization), ids only; not replayed after a lost connection
   * (the thread screen reads itself again when its stream comes back).
   */
  #onCommunityNotice(payload: string): void {
    let notice: { p: string; r: string | null };
    try {
      notice = JSON.parse(payload) as { p: string; r: string | null };
    } catch {
      this.#log.warn({ payload }, 'realtime: an unreadable community notice was ignored');
      return;
    }
    const event: RealtimeEvent = { type: 'community', seq: 0, postId: notice.p, replyId: notice.r };
    for (const { subscriber } of this.#subscriptions) subscriber.send(event);
  }

  async #connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.#connectionString });
    client.on('notification', (message) => {
      if (message.channel === realtimeChannel && message.payload) this.#onNotice(message.payload);
      else if (message.channel === jobEventsChannel && message.payload) this.#onJobNotice(message.payload);
      else if (message.channel === communityEventsChannel && message.payload)
        this.#onCommunityNotice(message.payload);
      else if (message.channel === 'accounts_changed') this.#queueSessionCheck();
    });
    // A lost connection (server restart, failover) is reopened; what was committed in
    // between is caught up from the tables for every stream.
    const onLost = (error?: Error) => {
      if (this.#listener !== client || this.#stopped) return;
      this.#listener = null;
      this.#log.warn({ err: error }, 'realtime: the listening connection was lost; reconnecting');
      client.end().catch(() => {});
      this.#scheduleReconnect();
    };
    client.on('error', onLost);
    client.on('end', () => onLost());
    await client.connect();
    await client.query(`listen ${realtimeChannel}`);
    await client.query(`listen ${jobEventsChannel}`);
    await client.query(`listen ${communityEventsChannel}`);
    await client.query('listen accounts_changed');
    this.#listener = client;
  }

  #scheduleReconnect(): void {
    this.#reconnectTimer = setTimeout(() => {
      this.#connect()
        .then(() => this.#catchUpAll())
        .catch((error) => {
          this.#log.warn({ err: error }, 'realtime: reconnecting failed; trying again');
          this.#scheduleReconnect();
        });
    }, 1000);
    this.#reconnectTimer.unref();
  }

  async #catchUpAll(): Promise<void> {
    for (const subscription of this.#subscriptions) {
      const { subscriber } = subscription;
      const missed = await this.#loadEvents(this.#db, {
        memberId: subscriber.isStaff ? null : subscriber.userId,
        afterSeq: subscription.lastSeq,
      });
      for (const event of missed) this.#sendTo(subscription, event);
    }
    // Sign-outs may have been missed too.
    await this.#checkSessions();
  }

  #queueSessionCheck(): void {
    if (this.#sessionCheckQueued || this.#subscriptions.size === 0) return;
    // Several account changes in a burst (a sign-in writes session and user) cost one check.
    this.#sessionCheckQueued = setTimeout(() => {
      this.#sessionCheckQueued = null;
      void this.#checkSessions();
    }, 20);
    this.#sessionCheckQueued.unref();
  }

  /** One statement for every open stream: streams whose session is gone or expired end. */
  async #checkSessions(): Promise<void> {
    if (this.#subscriptions.size === 0 || this.#stopped) return;
    const subscriptions = [...this.#subscriptions];
    const tokens = [...new Set(subscriptions.map(({ subscriber }) => subscriber.sessionToken))];
    try {
      const rows = await queryRows<{ token: string }>(
        this.#db,
        sql`select token from session
             where token in (select jsonb_array_elements_text(${JSON.stringify(tokens)}::jsonb))
               and expires_at > now()`,
      );
      const live = new Set(rows.map((row) => row.token));
      for (const subscription of subscriptions) {
        if (live.has(subscription.subscriber.sessionToken)) continue;
        this.#subscriptions.delete(subscription);
        subscription.subscriber.end('signed-out');
      }
    } catch (error) {
      this.#log.error({ err: error }, 'realtime: checking the streams’ sessions failed');
    }
  }
}
