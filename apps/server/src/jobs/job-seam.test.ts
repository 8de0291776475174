import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp } from '../../test/build-test-app.ts';
import { type BuiltMember, createMemberWithAccess } from '../../test/builders.ts';
import { openEventStream } from '../../test/sse-client.ts';
import { jobs } from '../db/schema/index.ts';
import { defineJob, jobDefinitions } from './definitions.ts';

/**
 * The typed job seam (decision 027): a definition's payload is checked when queued and when
 * run; a handler reports progress (on the row, and live to the streams allowed to see it)
 * and returns its result; GET /api/jobs/:jobId reads it for its starter (and superadmins).
 */
const { app, db, loginAs, signInAs } = await buildTestApp();
let baseUrl = '';
let alice: BuiltMember;
let bob: BuiltMember;
let aliceCookie = '';
let bobCookie = '';
const open: Array<{ close(): void }> = [];

/** A job of the test's own: counts to `upTo`, reporting each step, waiting for `release`. */
const countingJob = defineJob({
  name: 'test.counting',
  payload: z.object({ upTo: z.number().int().min(1) }),
  maxAttempts: 1,
});
let release: () => void = () => {};
let released = Promise.resolve();

beforeAll(async () => {
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  alice = await createMemberWithAccess(db);
  bob = await createMemberWithAccess(db);
  aliceCookie = await signInAs(alice);
  bobCookie = await signInAs(bob);
  app.jobs.register(countingJob.name, async (payload, job) => {
    const { upTo } = countingJob.payload.parse(payload);
    for (let done = 1; done <= upTo; done += 1) {
      await job.reportProgress({ done, total: upTo });
      if (done === 1) await released;
    }
    return { counted: upTo, createdBy: job.createdBy };
  });
});
afterAll(() => {
  for (const stream of open) stream.close();
});

async function stream(cookie: string) {
  const opened = await openEventStream(`${baseUrl}/api/realtime`, { cookie });
  open.push(opened);
  expect(opened.status).toBe(200);
  return opened;
}

describe('typed jobs', () => {
  it('refuses to queue a payload its schema refuses, and writes nothing', async () => {
    const before = (await db.select().from(jobs).where(eq(jobs.name, jobDefinitions.releaseHold.name)))
      .length;
    await expect(
      app.jobs.enqueueJob(jobDefinitions.releaseHold, { registrationId: 'not-a-uuid' }),
    ).rejects.toThrow(/UUID/i);
    const after = (await db.select().from(jobs).where(eq(jobs.name, jobDefinitions.releaseHold.name))).length;
    expect(after).toBe(before);
  });

  it("queues with the definition's attempts and the starter, and fails a run whose stored payload does not parse", async () => {
    const id = await app.jobs.enqueueJob(jobDefinitions.passwordReset, { email: 'nobody@example.org' });
    const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
    expect(row).toMatchObject({ maxAttempts: 3, createdBy: null, progress: null, result: null });
    // A row written by hand (an older instance) with another shape: the handler never sees it.
    const broken = await app.jobs.enqueue(
      jobDefinitions.passwordReset.name,
      { mail: 'x' },
      { maxAttempts: 1 },
    );
    await app.jobs.runDue();
    const [failed] = await db.select().from(jobs).where(eq(jobs.id, broken));
    expect(failed!.status).toBe('failed');
    expect(failed!.lastError).toMatch(/email/);
  });

  it('keeps progress and result on the row, readable by its starter and superadmins only', async () => {
    const id = await app.jobs.enqueueJob(countingJob, { upTo: 3 }, { createdBy: alice.userId });
    await app.jobs.runDue();
    const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
    expect(row).toMatchObject({
      status: 'completed',
      createdBy: alice.userId,
      progress: { done: 3, total: 3 },
      result: { counted: 3, createdBy: alice.userId },
    });

    const asAlice = await app.inject({
      method: 'GET',
      url: `/api/jobs/${id}`,
      headers: { cookie: aliceCookie },
    });
    expect(asAlice.statusCode).toBe(200);
    expect(asAlice.json()).toMatchObject({
      id,
      name: 'test.counting',
      status: 'completed',
      progress: { done: 3, total: 3 },
      result: { counted: 3 },
      error: null,
      attempts: 1,
      maxAttempts: 1,
    });
    const asBob = await app.inject({ method: 'GET', url: `/api/jobs/${id}`, headers: { cookie: bobCookie } });
    expect(asBob.statusCode).toBe(403);
    const asAdmin = await app.inject({
      method: 'GET',
      url: `/api/jobs/${id}`,
      headers: { cookie: await loginAs('admin') },
    });
    expect(asAdmin.statusCode).toBe(200);
    const missing = await app.inject({
      method: 'GET',
      url: '/api/jobs/00000000-0000-4000-8000-000000000000',
      headers: { cookie: aliceCookie },
    });
    expect(missing.statusCode).toBe(404);
    const notAnId = await app.inject({
      method: 'GET',
      url: '/api/jobs/nope',
      headers: { cookie: aliceCookie },
    });
    expect(notAnId.statusCode).toBe(400);
  });

  it("pushes progress and the end live to its starter's stream and a superadmin's, not to another member's", async () => {
    const aliceStream = await stream(aliceCookie);
    const bobStream = await stream(bobCookie);
    const adminStream = await stream(await loginAs('admin'));
    released = new Promise((resolve) => {
      release = resolve;
    });
    const id = await app.jobs.enqueueJob(countingJob, { upTo: 2 }, { createdBy: alice.userId });
    const running = app.jobs.runDue();
    const isJob = (status: string, done: number) => (event: { event: string; data: unknown }) => {
      const data = event.data as { job?: { id: string; status: string; progress: { done: number } | null } };
      return (
        event.event === 'job' &&
        data.job?.id === id &&
        data.job.status === status &&
        data.job.progress?.done === done
      );
    };
    // While the handler waits after its first step, its progress is already on the streams.
    const first = await aliceStream.waitFor(isJob('running', 1));
    expect(first.id).toBeUndefined();
    expect(first.data).toEqual({
      job: { id, name: 'test.counting', status: 'running', progress: { done: 1, total: 2 } },
    });
    await adminStream.waitFor(isJob('running', 1));
    release();
    await running;
    await aliceStream.waitFor(isJob('completed', 2));
    await adminStream.waitFor(isJob('completed', 2));
    expect(bobStream.events.filter((event) => event.event === 'job')).toEqual([]);
  });
});
