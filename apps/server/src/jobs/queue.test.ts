import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database.ts';
import { queryRows } from '../db/client.ts';
import { jobs } from '../db/schema/index.ts';
import { createJobQueue, type JobLog, type JobQueueOptions } from './queue.ts';

/**
 * The queue on the real database (PGlite, and PostgreSQL with TEST_DATABASE_URL): queues
 * built here share one database, as instances of the app share one PostgreSQL.
 */
const database = await openTestDatabase({ seeded: false });
const { db } = database;
const queues: ReturnType<typeof createJobQueue>[] = [];
afterAll(async () => {
  for (const queue of queues) await queue.stop();
  await database.close();
});

const logged: Array<{ level: string; message: string }> = [];
const log: JobLog = {
  info: (_object, message) => logged.push({ level: 'info', message }),
  warn: (_object, message) => logged.push({ level: 'warn', message }),
  error: (_object, message) => logged.push({ level: 'error', message }),
};

function newQueue(options: Partial<JobQueueOptions> = {}) {
  const queue = createJobQueue({ db, log, ...options });
  queues.push(queue);
  return queue;
}

const uniqueName = (base: string) => `${base}.${Math.random().toString(36).slice(2, 8)}`;
const jobRow = async (id: string) => (await db.select().from(jobs).where(eq(jobs.id, id)))[0]!;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Seconds from the database's now() to a job's run_at. */
const secondsUntilRun = async (id: string) =>
  Number(
    (
      await queryRows<{ seconds: number }>(
        db,
        sql`select extract(epoch from run_at - now())::float8 as seconds from jobs where id = ${id}`,
      )
    )[0]!.seconds,
  );

describe('job queue', () => {
  it('runs an enqueued job once with its payload, and records it completed', async () => {
    const queue = newQueue();
    const name = uniqueName('test.record');
    const runs: unknown[] = [];
    queue.register(name, async (payload, job) => {
      runs.push({ payload, attempt: job.attempt });
    });
    const id = await queue.enqueue(name, { greeting: 'hello', count: 3 });
    expect((await jobRow(id)).status).toBe('pending');

    expect(await queue.runDue()).toBe(1);
    expect(await queue.runDue()).toBe(0);
    expect(runs).toEqual([{ payload: { greeting: 'hello', count: 3 }, attempt: 1 }]);
    const row = await jobRow(id);
    expect(row).toMatchObject({
      status: 'completed',
      attempts: 1,
      lastError: null,
      lockedBy: queue.instanceId,
    });
    expect(row.completedAt).toBeInstanceOf(Date);
  });

  it("enqueues inside the caller's transaction: rolled back with it, or committed with it", async () => {
    const queue = newQueue();
    const name = uniqueName('test.transactional');
    queue.register(name, async () => {});
    await expect(
      db.transaction(async (transaction) => {
        await queue.enqueue(name, {}, {}, transaction);
        throw new Error('the caller fails after enqueueing');
      }),
    ).rejects.toThrow('the caller fails');
    expect(await db.select().from(jobs).where(eq(jobs.name, name))).toEqual([]);

    await db.transaction(async (transaction) => {
      await queue.enqueue(name, {}, {}, transaction);
    });
    expect(await db.select().from(jobs).where(eq(jobs.name, name))).toHaveLength(1);
    expect(await queue.runDue()).toBe(1);
  });

  it('waits for runAt', async () => {
    const queue = newQueue();
    const name = uniqueName('test.later');
    let runs = 0;
    queue.register(name, async () => {
      runs += 1;
    });
    const id = await queue.enqueue(name, {}, { runAt: new Date(Date.now() + 60 * 60_000) });
    expect(await queue.runDue()).toBe(0);
    expect(runs).toBe(0);
    await db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.id, id));
    expect(await queue.runDue()).toBe(1);
    expect(runs).toBe(1);
  });

  it('retries a failing job with exponential backoff, then marks it failed with the error', async () => {
    const queue = newQueue({ retryBaseMs: 60_000 });
    const name = uniqueName('test.failing');
    const attempts: Array<{ attempt: number; isLastAttempt: boolean }> = [];
    queue.register(name, async (_payload, job) => {
      attempts.push({ attempt: job.attempt, isLastAttempt: job.isLastAttempt });
      throw new Error(`refused on attempt ${job.attempt}`);
    });
    const id = await queue.enqueue(name, {}, { maxAttempts: 3 });

    await queue.runDue();
    expect(await jobRow(id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'refused on attempt 1',
    });
    // 60 s, plus up to 20% jitter.
    expect(await secondsUntilRun(id)).toBeGreaterThan(58);
    expect(await secondsUntilRun(id)).toBeLessThan(73);
    expect(await queue.runDue()).toBe(0);

    await db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.id, id));
    await queue.runDue();
    expect(await jobRow(id)).toMatchObject({
      status: 'pending',
      attempts: 2,
      lastError: 'refused on attempt 2',
    });
    // Doubled: 120 s, plus up to 20%.
    expect(await secondsUntilRun(id)).toBeGreaterThan(118);
    expect(await secondsUntilRun(id)).toBeLessThan(145);

    await db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.id, id));
    await queue.runDue();
    expect(await jobRow(id)).toMatchObject({
      status: 'failed',
      attempts: 3,
      lastError: 'refused on attempt 3',
    });
    expect(attempts).toEqual([
      { attempt: 1, isLastAttempt: false },
      { attempt: 2, isLastAttempt: false },
      { attempt: 3, isLastAttempt: true },
    ]);
    // A failed job stays failed.
    await db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.id, id));
    expect(await queue.runDue()).toBe(0);
    expect(
      logged.some((line) => line.level === 'error' && line.message.includes(`${name} failed after 3`)),
    ).toBe(true);
  });

  it('takes over a running job whose instance died once its lease has ended', async () => {
    const queue = newQueue();
    const name = uniqueName('test.orphan');
    let runs = 0;
    queue.register(name, async () => {
      runs += 1;
    });
    // What an instance killed mid-job leaves: running, claimed once, lease over (or not yet).
    const [expired, alive, lastAttempt] = await db
      .insert(jobs)
      .values([
        {
          name,
          status: 'running',
          attempts: 1,
          lockedBy: 'dead:1:a',
          lockedUntil: new Date(Date.now() - 1000),
        },
        {
          name,
          status: 'running',
          attempts: 1,
          lockedBy: 'busy:2:b',
          lockedUntil: new Date(Date.now() + 60_000),
        },
        {
          name,
          status: 'running',
          attempts: 2,
          maxAttempts: 2,
          lockedBy: 'dead:1:a',
          lockedUntil: new Date(Date.now() - 1000),
        },
      ])
      .returning({ id: jobs.id });

    expect(await queue.runDue()).toBe(1);
    expect(runs).toBe(1);
    expect(await jobRow(expired!.id)).toMatchObject({
      status: 'completed',
      attempts: 2,
      lockedBy: queue.instanceId,
    });
    // Another instance still holds this lease: not touched.
    expect(await jobRow(alive!.id)).toMatchObject({ status: 'running', attempts: 1, lockedBy: 'busy:2:b' });
    // No attempt left: failed, with the reason.
    expect(await jobRow(lastAttempt!.id)).toMatchObject({
      status: 'failed',
      attempts: 2,
      lastError: 'the instance running it stopped before it finished',
    });
  });

  it('does not record the result of a run whose lease ran out and was taken over', async () => {
    const name = uniqueName('test.slow');
    const slow = newQueue({ leaseMs: 100 });
    const fast = newQueue({ leaseMs: 100 });
    const runsBy: string[] = [];
    let letSlowFinish = () => {};
    const slowMayFinish = new Promise<void>((resolve) => {
      letSlowFinish = resolve;
    });
    slow.register(name, async () => {
      runsBy.push('slow');
      await slowMayFinish;
    });
    fast.register(name, async () => {
      runsBy.push('fast');
    });
    const id = await slow.enqueue(name, {});
    const slowRun = slow.runDue();
    while (!runsBy.includes('slow')) await sleep(10);
    // The slow run's lease (100 ms) is over: another instance takes the job over.
    await sleep(150);
    expect(await fast.runDue()).toBe(1);
    letSlowFinish();
    await slowRun;
    expect(runsBy).toEqual(['slow', 'fast']);
    expect(await jobRow(id)).toMatchObject({ status: 'completed', attempts: 2, lockedBy: fast.instanceId });
    expect(logged.some((line) => line.message.includes(`${name} ended after its lease ran out`))).toBe(true);
  });

  it('leaves jobs it has no handler for to the instances that have one', async () => {
    const queue = newQueue();
    queue.register(uniqueName('test.known'), async () => {});
    const id = await queue.enqueue(uniqueName('test.unknown'), {});
    expect(await queue.runDue()).toBe(0);
    expect(await jobRow(id)).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('runs each of 50 jobs once when two queues drain them at the same time', async () => {
    const name = uniqueName('test.batch');
    const first = newQueue();
    const second = newQueue();
    const runs: Array<{ index: number; by: string }> = [];
    for (const queue of [first, second]) {
      queue.register<{ index: number }>(name, async ({ index }) => {
        runs.push({ index, by: queue.instanceId });
        await sleep(2);
      });
    }
    for (let index = 0; index < 50; index += 1) await first.enqueue(name, { index });
    const [ranByFirst, ranBySecond] = await Promise.all([first.runDue(), second.runDue()]);
    expect(ranByFirst + ranBySecond).toBe(50);
    expect(runs.map((run) => run.index).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, i) => i),
    );
    const rows = await db.select().from(jobs).where(eq(jobs.name, name));
    expect(rows.every((row) => row.status === 'completed' && row.attempts === 1)).toBe(true);
  });

  it('runs jobs in the background once started, and stops after the job in progress', async () => {
    const queue = newQueue({ pollIntervalMs: 60_000 });
    const name = uniqueName('test.background');
    let started = false;
    let finished = false;
    queue.register(name, async () => {
      started = true;
      await sleep(300);
      finished = true;
    });
    queue.start();
    const startedAt = Date.now();
    // The enqueue wakes the worker: no wait for the (here one-minute) poll interval.
    const id = await queue.enqueue(name, {});
    while (!started) {
      expect(Date.now() - startedAt).toBeLessThan(5000);
      await sleep(10);
    }
    await queue.stop();
    expect(finished).toBe(true);
    expect((await jobRow(id)).status).toBe('completed');
  });
});
