import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
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
 * one instance to the other; a rolling restart (SIGTERM, `npm start` again, one at a time)
 * under steady loops of API reads, page loads and a lazy chunk of the page loses no request,
 * although the first restart builds the web app anew (docs/decisions/042-build-once-start-many.md).
 */
const repositoryRoot = fileURLToPath(new URL('../../..', import.meta.url));
const webDist = join(repositoryRoot, 'apps/web/dist');
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
  /** The page's entry script and a lazy chunk it does not load at start, of the build served at start. */
  let pageScript = '';
  let lazyChunk = '';
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
  /** The README's start command, with extra variables (a deploy). */
  const npmStartInstance = (port: number, extraEnv: Record<string, string> = {}) =>
    startServer({
      port,
      env: { ...env, ...extraEnv },
      outputLimit: 200_000,
      npmStart: true,
      // It may build the web app first (a minute on the busy 2-core machine).
      startTimeoutMs: 240_000,
    });

  it('start: two instances and nginx', async () => {
    // The web build the instances serve (built when missing or stale, as `npm start` does).
    execFileSync(process.execPath, ['scripts/build-web.mjs'], { cwd: repositoryRoot, stdio: 'ignore' });
    const indexHtml = readFileSync(join(webDist, 'index.html'), 'utf8');
    pageScript = indexHtml.match(/<script[^>]+src="(\/assets\/[^"]+\.js)"/)![1]!;
    lazyChunk = `/assets/${readdirSync(join(webDist, 'assets')).find(
      (name) => name.endsWith('.js') && name.includes('page') && !indexHtml.includes(name),
    )!}`;

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
      // The superadmin here signs in with a password alone: what is under test is two
      // instances, not the staff's second factor (its own tests, decision 052).
      REQUIRE_STAFF_TWO_FACTOR: 'false',
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

  it('loses no request through a rolling restart of both instances (SIGTERM, npm start again)', async () => {
    const member = await signIn('member@example.com');
    let running = true;
    const failures: string[] = [];
    const servedBy = new Map<number, number>();
    let served = 0;
    let pagesLoaded = 0;
    // A page opened before the deploy: its HTML, then its entry script and a lazy chunk it
    // loads later (a page opened before the deploy navigating on).
    const pageLoop = async () => {
      while (running) {
        for (const [path, type] of [
          ['/', /^text\/html/],
          ['/pillars-of-agency', /^text\/html/],
          [pageScript, /javascript/],
          [lazyChunk, /javascript/],
        ] as const) {
          try {
            const response = await through(path, member, { headers: { 'accept-encoding': 'gzip, br' } });
            const body = await response.arrayBuffer();
            const contentType = response.headers.get('content-type') ?? '';
            if (response.status !== 200 || !type.test(contentType) || body.byteLength === 0) {
              failures.push(
                `${path}: ${response.status} ${contentType} from ${response.headers.get('x-upstream')}`,
              );
            } else pagesLoaded += 1;
          } catch (error) {
            failures.push(`${path}: ${String(error)}`);
          }
        }
      }
    };
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
    const loops = [...Array.from({ length: 4 }, () => loop()), pageLoop(), pageLoop()];
    const buildBefore = readlinkSync(webDist);
    try {
      await waitFor(() => served >= 20, 'the loop to run', 30_000);
      for (const index of [0, 1]) {
        const server = servers[index]!;
        expect(await server.stop('SIGTERM')).toBe(0);
        const servedWhileDown = served;
        await waitFor(() => served >= servedWhileDown + 20, 'requests while one instance is down', 30_000);
        // The first restart is a deploy: a VITE_ variable is an input of the build, so its
        // `npm start` builds the web app anew and swaps it in while the other instance serves
        // pages. The second finds that build stale again and swaps the kept first one back.
        servers[index] = await npmStartInstance(
          ports[index]!,
          index === 0 ? { VITE_SCALE_OUT_DEPLOY: String(Date.now()) } : {},
        );
        if (index === 0) {
          expect(servers[index]!.output()).toContain('Built the web app into');
          expect(readlinkSync(webDist)).not.toBe(buildBefore);
        }
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
    expect(pagesLoaded).toBeGreaterThan(40);
    expect(readlinkSync(webDist)).toBe(buildBefore);
  }, 420_000);
});
