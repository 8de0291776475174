import { defaultFieldMapping } from '@pillars/shared/imports/bubble-mapping';
import { afterAll, describe, expect, it } from 'vitest';
import { cookieHeader } from '../test/cookies.ts';
import { startFakeBubble, thought } from '../test/fake-bubble.ts';
import { waitFor } from '../test/jobs.ts';
import { nginxBinary, type RunningNginx, startNginx } from '../test/nginx.ts';
import { freePort, type RunningServer, startServer } from '../test/spawn-server.ts';
import { openEventStream } from '../test/sse-client.ts';
import { createPostgresTestDatabase } from '../test/test-database.ts';
import { openDatabase } from './db/client.ts';
import { demoPassword } from './db/seed/demo-accounts.ts';
import { seedDemoData } from './db/seed/seed.ts';

/**
 * Scale-out for real (docs/scaling.md): two server processes on one PostgreSQL behind
 * Debian's nginx in round robin on loopback. Through the proxy a person signs in and is
 * served by both; a chat message, a cache invalidation and an import's progress cross from
 * one instance to the other; a rolling restart (SIGTERM, start again, one at a time) under a
 * steady request loop loses no request.
 */
const title = nginxBinary
  ? 'two instances behind nginx on one PostgreSQL'
  : 'two instances behind nginx on one PostgreSQL (SKIPPED: nginx is not installed; apt-get install nginx, as .ci/run does)';

describe.skipIf(!nginxBinary)(title, () => {
  const apiKey = 'scale-out-bubble-key-3f2e1d0c9b';
  const servers: RunningServer[] = [];
  const cleanups: Array<() => Promise<void> | void> = [];
  let proxy: RunningNginx;
  let ports: number[] = [];
  let env: Record<string, string> = {};
  let markedAll = () => false;
  afterAll(async () => {
    await proxy?.stop();
    for (const server of servers) await server.stop();
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  /** The instance (upstream port) that answered through the proxy. */
  const upstreamOf = (response: Response) => {
    const upstream = response.headers.get('x-upstream') ?? '';
    // After a refused connection nginx names every upstream it tried: the last answered.
    return Number(upstream.split(',').pop()!.trim().split(':').pop());
  };
  const through = (path: string, cookie: string, init: RequestInit = {}) =>
    fetch(`${proxy.url}${path}`, {
      ...init,
      headers: { cookie, ...(init.body ? { 'content-type': 'application/json' } : {}), ...init.headers },
    });
  async function signIn(email: string) {
    const response = await fetch(`${proxy.url}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: demoPassword }),
    });
    expect(response.status).toBe(200);
    return cookieHeader(response.headers.getSetCookie());
  }
  const startInstance = (port: number) => startServer({ port, env, outputLimit: 200_000 });

  it('start: two instances and nginx', async () => {
    const database = await createPostgresTestDatabase();
    cleanups.push(database.drop);
    const seeding = await openDatabase({ kind: 'postgres', url: database.url });
    await seedDemoData(seeding.db);
    await seeding.close();
    const fake = await startFakeBubble({ apiKey });
    cleanups.push(fake.close);
    const records = Array.from({ length: 40 }, (_, index) => thought(index));
    fake.add(...records);
    fake.setPatchDelay(100); // about 4 s of import: long enough to be read from both instances
    markedAll = () => fake.records.every((record) => record.Is_Imported === 'yes');

    ports = [await freePort(), await freePort()];
    const proxyPort = await freePort();
    env = {
      NODE_ENV: 'production',
      DATABASE_URL: database.url,
      AUTH_SECRET: 'scale-out-test-secret-of-at-least-32-chars',
      APP_URL: `http://127.0.0.1:${proxyPort}`,
      TRUST_PROXY: 'loopback',
      BUBBLE_API_URL: fake.apiUrl,
      BUBBLE_API_KEY: apiKey,
      LOG_LEVEL: 'warn',
    };
    servers.push(...(await Promise.all(ports.map((port) => startInstance(port)))));
    proxy = await startNginx(proxyPort, ports);
  }, 120_000);

  it('signs in through the proxy and is served by both instances with that session', async () => {
    const cookie = await signIn('member@example.com');
    const answered = new Set<number>();
    for (let index = 0; index < 4; index += 1) {
      const response = await through('/api/me', cookie);
      expect(response.status).toBe(200);
      answered.add(upstreamOf(response));
    }
    expect([...answered].sort()).toEqual([...ports].sort());
  });

  it('delivers a chat message posted through one instance to a stream held by the other', async () => {
    const member = await signIn('member@example.com');
    const support = await signIn('support@example.com');
    const stream = await openEventStream(`${proxy.url}/api/realtime`, { cookie: member });
    cleanups.push(() => stream.close());
    expect(stream.status).toBe(200);
    const memberId = ((await (await through('/api/me', member)).json()) as { profile: { id: string } })
      .profile.id;
    // Post until the proxy hands a post to the instance not holding the stream; that
    // post must arrive on the stream (each one is checked).
    const streamHolders = new Set<number>();
    let crossed = false;
    for (let attempt = 0; attempt < 6 && !crossed; attempt += 1) {
      const posted = await through(`/api/admin/inbox/${memberId}/messages`, support, {
        method: 'POST',
        body: JSON.stringify({ content: `Across nginx ${attempt}` }),
      });
      expect(posted.status, await posted.clone().text()).toBe(201);
      const { message } = (await posted.json()) as { message: { seq: number } };
      await stream.waitFor((event) => event.id === String(message.seq), 2000);
      streamHolders.add(upstreamOf(posted));
      crossed = streamHolders.size === 2;
    }
    // Posts through both instances reached the one stream: one of them is not its holder.
    expect(crossed).toBe(true);
  });

  it("shows a change written through one instance on the other's next read (its cache is invalidated)", async () => {
    const member = await signIn('member@example.com');
    const admin = await signIn('admin@example.com');
    const organizationId = (
      (await (await through('/api/me', member)).json()) as { organization: { id: string } }
    ).organization.id;
    const readBoth = async () => {
      const seen = new Map<number, boolean>();
      for (let index = 0; index < 4; index += 1) {
        const response = await through('/api/billing/subscription', member);
        expect(response.status).toBe(200);
        seen.set(upstreamOf(response), ((await response.json()) as { hasFreeAccess: boolean }).hasFreeAccess);
      }
      expect(seen.size).toBe(2);
      return [...seen.values()];
    };
    const [before] = await readBoth(); // in both instances' memory now
    for (const hasFreeAccess of [!before, before]) {
      const patched = await through(`/api/admin/organizations/${organizationId}`, admin, {
        method: 'PATCH',
        body: JSON.stringify({ hasFreeAccess }),
      });
      expect(patched.status, await patched.clone().text()).toBe(200);
      expect(await readBoth()).toEqual([hasFreeAccess, hasFreeAccess]);
    }
  });

  it("follows an import's progress from both instances while one of them runs its job", async () => {
    const admin = await signIn('admin@example.com');
    const ids = Array.from({ length: 40 }, (_, index) => thought(index)._id);
    const started = await through('/api/admin/bubble-import', admin, {
      method: 'POST',
      body: JSON.stringify({ ids, mapping: defaultFieldMapping }),
    });
    expect(started.status, await started.clone().text()).toBe(201);
    const jobId = ((await started.json()) as { job: { id: string } }).job.id;
    // Which instance reads the job running, and how far: both, while it runs.
    const runningSeenBy = new Set<number>();
    let status = 'pending';
    await waitFor(
      async () => {
        const response = await through(`/api/jobs/${jobId}`, admin);
        expect(response.status).toBe(200);
        const job = (await response.json()) as {
          status: string;
          progress: { done: number; total: number } | null;
        };
        status = job.status;
        if (job.status === 'running' && job.progress && job.progress.done > 0) {
          runningSeenBy.add(upstreamOf(response));
        }
        return job.status === 'completed' || job.status === 'failed';
      },
      'the import to finish',
      60_000,
    );
    expect(status).toBe('completed');
    expect(markedAll()).toBe(true);
    expect([...runningSeenBy].sort()).toEqual([...ports].sort());
  });

  it('loses no request through a rolling restart of both instances (SIGTERM, start again)', async () => {
    const member = await signIn('member@example.com');
    let running = true;
    const failures: string[] = [];
    const servedBy = new Map<number, number>();
    let served = 0;
    const loop = async () => {
      while (running) {
        try {
          const response = await through('/api/home', member);
          await response.arrayBuffer();
          if (response.status !== 200)
            failures.push(`${response.status} from ${response.headers.get('x-upstream')}`);
          else {
            served += 1;
            const upstream = upstreamOf(response);
            servedBy.set(upstream, (servedBy.get(upstream) ?? 0) + 1);
          }
        } catch (error) {
          failures.push(String(error));
        }
      }
    };
    const loops = Array.from({ length: 4 }, () => loop());
    try {
      await waitFor(() => served >= 20, 'the loop to run', 30_000);
      for (const index of [0, 1]) {
        const server = servers[index]!;
        expect(await server.stop('SIGTERM')).toBe(0);
        const servedWhileDown = served;
        await waitFor(() => served >= servedWhileDown + 20, 'requests while one instance is down', 30_000);
        servers[index] = await startInstance(ports[index]!);
        const servedByRestarted = servedBy.get(ports[index]!) ?? 0;
        // nginx tries the restarted instance again after fail_timeout (10 s).
        await waitFor(
          () => (servedBy.get(ports[index]!) ?? 0) > servedByRestarted,
          'the restarted instance to serve again',
          30_000,
        );
      }
    } finally {
      running = false;
      await Promise.all(loops);
    }
    expect(failures).toEqual([]);
    expect(served).toBeGreaterThan(60);
  }, 180_000);
});
