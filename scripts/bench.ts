/**
 * `npm run bench`: seeds a large data set (10,000 articles, 1,000 events, 100,000 lesson
 * progress rows) on a throw-away database, starts the real server, and measures the main
 * read endpoints at 50 concurrent connections. Budget (DESIGN.md): p95 under 50 ms.
 *
 * PGlite by default; BENCH_DATABASE_URL=postgres://.../db runs it on PostgreSQL (the
 * database is emptied first).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { seedDemoData } from '../apps/server/src/db/seed/seed.ts';
import { startServer } from '../apps/server/test/spawn-server.ts';

const concurrency = 50;
const requestsPerEndpoint = 1_000;
const budgetMilliseconds = 50;

const postgresUrl = process.env.BENCH_DATABASE_URL;
const dataDir = mkdtempSync(join(tmpdir(), 'pillars-bench-'));

async function seedLargeDataSet() {
  const handle = postgresUrl
    ? await openDatabase({ kind: 'postgres', url: postgresUrl })
    : await openDatabase({ kind: 'pglite', dataDir });
  try {
    if (postgresUrl) {
      await handle.db.execute(sql`do $$ declare t text; begin
        for t in select tablename from pg_tables where schemaname = 'public' loop
          execute format('truncate table %I cascade', t); end loop; end $$`);
    }
    const userIds = await seedDemoData(handle.db);
    const started = performance.now();
    await handle.db.execute(sql`
      insert into articles (title, subtitle, slug, body, is_published, is_featured, published_at, content_type, author_id)
      select 'Bench article ' || n, 'Subtitle ' || n, 'bench-article-' || n,
             '<p>Body of bench article ' || n || ' about agency growth, pricing and delivery.</p>',
             n % 10 <> 0, n % 50 = 0, now() - (n || ' minutes')::interval,
             (array['post','document','video','presentation'])[1 + n % 4], ${userIds.admin}
        from generate_series(1, 10000) n`);
    await handle.db.execute(sql`
      insert into events (title, description, date_time, type, location, zoom_link, registration_fee_cents, available_seats)
      select 'Bench event ' || n, 'Description ' || n, now() + ((n - 300) || ' hours')::interval,
             case when n % 2 = 0 then 'live' else 'virtual' end,
             case when n % 2 = 0 then 'Austin, TX' end, case when n % 2 = 1 then 'https://zoom.us/j/1' end,
             (n % 3) * 2500, case when n % 4 = 0 then null else 50 end
        from generate_series(1, 1000) n`);
    // 1,400 members who each completed every lesson: about 100,000 progress rows.
    await handle.db.execute(sql`
      insert into "user" (id, name, email)
      select gen_random_uuid(), 'Bench Member ' || n, 'bench-' || n || '@example.org' from generate_series(1, 1400) n`);
    await handle.db.execute(sql`
      insert into user_lesson_progress (user_id, lesson_id)
      select u.id, l.id from "user" u cross join lessons l where u.email like 'bench-%@example.org'`);
    const [counts] = (
      (await handle.db.execute(sql`select (select count(*) from articles)::int as articles,
        (select count(*) from events)::int as events, (select count(*) from user_lesson_progress)::int as progress`)) as unknown as {
        rows: Array<Record<string, number>>;
      }
    ).rows;
    console.info(`Seeded in ${Math.round(performance.now() - started)} ms:`, counts);
  } finally {
    await handle.close();
  }
}

async function measure(baseUrl: string, cookie: string, path: string) {
  const latencies: number[] = [];
  let next = 0;
  let failures = 0;
  const worker = async () => {
    while (next < requestsPerEndpoint) {
      next += 1;
      const startedAt = performance.now();
      const response = await fetch(`${baseUrl}${path}`, { headers: { cookie } });
      await response.arrayBuffer();
      latencies.push(performance.now() - startedAt);
      if (response.status !== 200) failures += 1;
    }
  };
  const startedAt = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - startedAt) / 1000;
  latencies.sort((a, b) => a - b);
  const percentile = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!;
  return {
    path,
    p50: percentile(50),
    p95: percentile(95),
    p99: percentile(99),
    perSecond: latencies.length / seconds,
    failures,
  };
}

await seedLargeDataSet();
const server = await startServer({
  dataDir,
  env: postgresUrl
    ? { DATABASE_URL: postgresUrl, AUTH_SECRET: 'bench-secret-bench-secret-bench-secret' }
    : {},
});
try {
  const signIn = await fetch(`${server.url}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'member@example.com', password: 'demo-pass-123' }),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  const pillars = (await (
    await fetch(`${server.url}/api/learning/pillars`, { headers: { cookie } })
  ).json()) as {
    pillars: Array<{ slug: string }>;
  };
  const pillarSlug = pillars.pillars[0]!.slug;
  const pillar = (await (
    await fetch(`${server.url}/api/learning/pillars/${pillarSlug}`, { headers: { cookie } })
  ).json()) as {
    keyElements: Array<{ slug: string }>;
  };
  const endpoints = [
    '/api/home',
    '/api/learning/pillars',
    `/api/learning/pillars/${pillarSlug}`,
    `/api/learning/pillars/${pillarSlug}/elements/${pillar.keyElements[0]!.slug}`,
  ];
  for (const path of endpoints) await measure(server.url, cookie, path); // warm up
  const results = [];
  for (const path of endpoints) results.push(await measure(server.url, cookie, path));
  console.info(
    `\n${postgresUrl ? 'PostgreSQL' : 'PGlite'}, ${concurrency} concurrent connections, ${requestsPerEndpoint} requests each`,
  );
  console.table(
    results.map((result) => ({
      endpoint: result.path,
      'p50 ms': result.p50.toFixed(1),
      'p95 ms': result.p95.toFixed(1),
      'p99 ms': result.p99.toFixed(1),
      'req/s': Math.round(result.perSecond),
      failures: result.failures,
      [`p95 < ${budgetMilliseconds} ms`]: result.p95 < budgetMilliseconds ? 'yes' : 'NO',
    })),
  );
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
