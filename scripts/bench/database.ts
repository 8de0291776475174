import { createHash } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import { type DatabaseHandle, queryRows } from '../../apps/server/src/db/client.ts';
import { seedDemoData } from '../../apps/server/src/db/seed/seed.ts';

/** The PostgreSQL database the bench runs on, and how to leave it. */
export interface PostgresTarget {
  url: string;
  /** How the report names it (never with a password). */
  description: string;
  /** Drops the throw-away database; nothing for BENCH_DATABASE_URL's. */
  release(): Promise<void>;
}

/** Where the bench looks for PostgreSQL when BENCH_DATABASE_URL is not set. */
export const defaultPostgresServerUrl = 'postgres://postgres@127.0.0.1:5432/test';

/**
 * BENCH_DATABASE_URL's database when set (the bench empties it); otherwise a throw-away
 * database on the local server, dropped by `release`. Null when that server cannot be
 * reached: the bench then runs on PGlite only, and says so.
 */
export async function findPostgres(benchDatabaseUrl: string | undefined): Promise<PostgresTarget | null> {
  if (benchDatabaseUrl) {
    return { url: benchDatabaseUrl, description: 'BENCH_DATABASE_URL', release: async () => {} };
  }
  const databaseName = `pillars_bench_${process.pid}`;
  try {
    await onServer(defaultPostgresServerUrl, `create database ${databaseName}`);
  } catch (error) {
    console.warn(
      `PostgreSQL is not reachable at ${defaultPostgresServerUrl} (${(error as Error).message}): ` +
        'measuring PGlite only. Set BENCH_DATABASE_URL=postgres://... to measure PostgreSQL.',
    );
    return null;
  }
  const url = new URL(defaultPostgresServerUrl);
  url.pathname = `/${databaseName}`;
  return {
    url: url.toString(),
    description: `throw-away database ${databaseName} on ${url.host}`,
    // `with (force)`: a server that did not stop cleanly may still hold connections.
    release: () => onServer(defaultPostgresServerUrl, `drop database if exists ${databaseName} with (force)`),
  };
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Empties every table of the app (the migrations stay applied), so each configuration starts alike. */
export async function emptyPostgres(handle: DatabaseHandle): Promise<void> {
  await handle.db.execute(sql`do $$ declare t text; begin
    for t in select tablename from pg_tables
              where schemaname = 'public' and tablename not in ('audit_events', 'community_categories') loop
      execute format('truncate table %I cascade', t); end loop; end $$`);
  // The Community's five categories are the migration's (0039), as on a new database: kept,
  // and what points at them is emptied above. audit_events refuses TRUNCATE (migration 0032)
  // and every DELETE but the retention job's (migration 0019): emptied the way that job
  // deletes, with a cutoff after every row.
  await handle.db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pillars.audit_retention_cutoff', 'infinity', true)`);
    await tx.execute(sql`delete from audit_events`);
  });
}

/**
 * The demo data (what `npm run seed` loads) with the analytics data (200 members in the demo
 * agent's organization, 1,000 organizations) and their learning plans (20 assignments each), plus, for the large configuration, 10,000
 * articles, 1,000 events with 14,000 registrations and about 100,000 lesson progress rows. PostgreSQL's tables are
 * then analyzed, as autovacuum would have done on a database that has held this data for
 * a while (PGlite has no autovacuum, and runs on the demo data only).
 */
export async function seedBenchData(handle: DatabaseHandle, options: { large: boolean }): Promise<void> {
  const userIds = await seedDemoData(handle.db);
  await insertAnalyticsDataSet(handle);
  await insertLearningPlans(handle);
  // The demo member's certificate of the first pillar (issue 43), for the public page and PDF.
  await handle.db.execute(sql`
    insert into certificates (user_id, pillar_id, organization_id, recipient_name, pillar_title)
    select p.id, pl.id, p.organization_id, 'Sam Carter', pl.title
      from profiles p join "user" u on u.id = p.id, pillars pl
     where u.email = 'member@example.com'
     order by pl.display_order limit 1`);
  await insertCommunityDataSet(handle, options);
  if (options.large) await insertLargeDataSet(handle, userIds.admin);
  if (handle.kind === 'postgres') await handle.db.execute(sql`analyze`);
}

/**
 * Analytics (issue 27), in every configuration: 200 more members in the demo agent's
 * organization (Northwind Creative), each with a third of the lessons completed over the last
 * twelve weeks and a bookmark (rated for half of them); and 1,000 more organizations, each with a
 * subscription (active, trialing, past due or canceled), for the superadmin's business view.
 */
async function insertAnalyticsDataSet(handle: DatabaseHandle): Promise<void> {
  await handle.db.execute(sql`
    insert into organizations (name, slug, created_at)
    select 'Bench Agency ' || n, 'bench-agency-' || n, now() - (n || ' hours')::interval
      from generate_series(1, 1000) n`);
  await handle.db.execute(sql`
    insert into subscriptions (organization_id, status, current_period_end)
    select o.id, (array['active','active','trialing','past_due','canceled'])[1 + (substring(o.slug from 14)::int % 5)],
           now() + interval '300 days'
      from organizations o where o.slug like 'bench-agency-%'`);
  await handle.db.execute(sql`
    insert into "user" (id, name, email)
    select gen_random_uuid(), 'Team Member ' || n, 'analytics-member-' || n || '@example.org' from generate_series(1, 200) n`);
  await handle.db.execute(sql`
    insert into profiles (id, first_name, last_name, role, organization_id, created_at)
    select u.id, 'Team', 'Member ' || substring(u.name from 13), 'team_member',
           (select id from organizations where slug = 'northwind-creative'), now() - interval '90 days'
      from "user" u where u.email like 'analytics-member-%@example.org'`);
  await handle.db.execute(sql`
    insert into user_lesson_progress (user_id, lesson_id, completed_at)
    select u.user_id, l.id, now() - ((u.rn * 7 + l.rn * 13) % (84 * 24) || ' hours')::interval
      from (select id as user_id, row_number() over (order by id) as rn
              from "user" where email like 'analytics-member-%@example.org') u
      join (select id, row_number() over (order by id) as rn from lessons) l on (u.rn + l.rn) % 3 = 0`);
  await handle.db.execute(sql`
    insert into user_lesson_bookmarks (user_id, lesson_id, rating)
    select u.id, (select id from lessons order by id limit 1), case when row_number() over (order by u.id) % 2 = 0 then 4 else 0 end
      from "user" u where u.email like 'analytics-member-%@example.org'`);
}

/**
 * Learning plans (issue 40), in every configuration: each person of Northwind Creative (the
 * demo member, the agent and the 200 analytics members) has 20 assignments from the demo
 * agent: 2 pillars, 4 key elements and 14 lessons, due from 10 days ago to 30 days ahead,
 * so Home's "Assigned to you" and the agent's plans page (about 4,000 assignments) are
 * measured with a full plan.
 */
async function insertLearningPlans(handle: DatabaseHandle): Promise<void> {
  const team = sql`(select id, organization_id, row_number() over (order by id) as rn
                      from profiles where organization_id = (select id from organizations where slug = 'northwind-creative'))`;
  const agent = sql`(select p.id from profiles p join "user" u on u.id = p.id where u.email = 'agent@example.com')`;
  const due = (offset: number) => sql`current_date + ((p.rn + c.rn * 7 + ${offset}) % 40 - 10)::int`;
  await handle.db.execute(sql`
    insert into learning_assignments (organization_id, user_id, content_kind, pillar_id, content_title, due_date,
                                      assigned_by, created_at)
    select p.organization_id, p.id, 'pillar', c.id, c.title, ${due(0)}, ${agent}, now() - interval '20 days'
      from ${team} p
      join (select id, title, row_number() over (order by display_order, id) as rn from pillars) c
        on (c.rn + p.rn) % (select count(*) from pillars) < 2`);
  await handle.db.execute(sql`
    insert into learning_assignments (organization_id, user_id, content_kind, key_element_id, content_title, due_date,
                                      assigned_by, created_at)
    select p.organization_id, p.id, 'key_element', c.id, c.title, ${due(3)}, ${agent}, now() - interval '20 days'
      from ${team} p
      join (select id, title, row_number() over (order by id) as rn from key_elements) c
        on (c.rn + p.rn) % (select count(*) from key_elements) < 4`);
  await handle.db.execute(sql`
    insert into learning_assignments (organization_id, user_id, content_kind, lesson_id, content_title, due_date,
                                      assigned_by, created_at)
    select p.organization_id, p.id, 'lesson', c.id, c.title, ${due(5)}, ${agent}, now() - interval '20 days'
      from ${team} p
      join (select id, title, row_number() over (order by id) as rn from lessons) c
        on (c.rn + p.rn) % (select count(*) from lessons) < 14`);
}

/** The bench's 500-reply discussion (issue 42): its id is fixed, so the endpoint list names it. */
export const benchThreadId = md5Uuid('bench-community-thread');

/**
 * A version-4-shaped UUID from the md5 of `text` (the API checks UUIDs strictly), the same as
 * `md5UuidSql`: the seed's ids, known to the endpoint list.
 */
function md5Uuid(text: string): string {
  const md5 = createHash('md5').update(text).digest('hex');
  const hex = `${md5.slice(0, 12)}4${md5.slice(13, 16)}8${md5.slice(17)}`;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const md5UuidSql = (text: SQL) =>
  sql`overlay(overlay(md5(${text}) placing '4' from 13) placing '8' from 17)::uuid`;

/**
 * The Community (issue 42). In every configuration: one discussion in Questions with 500
 * replies by the analytics members (its thread's first page is measured), and the 200
 * analytics members listed in the member directory with services, countries and sizes (its
 * search is measured). For the large configuration, 100,000 more posts (one in ten days' worth
 * of minutes apart: about a thousand in the last week) in the five categories, and 100,000
 * replies (two on every other post), their counts kept on the posts as the writes keep them.
 * One `INSERT ... SELECT generate_series` per table.
 */
async function insertCommunityDataSet(handle: DatabaseHandle, options: { large: boolean }): Promise<void> {
  const members = sql`(select id, row_number() over (order by id) as rn from profiles
                        where organization_id = (select id from organizations where slug = 'northwind-creative'))`;
  await handle.db.execute(sql`
    insert into community_posts (id, category_id, author_id, title, body, body_html, created_at, last_activity_at, reply_count)
    select ${benchThreadId}::uuid, c.id, m.id, 'Bench thread: how do you price retainers?',
           'We charge hourly and it hurts. What works for you?', '<p>We charge hourly and it hurts. What works for you?</p>',
           now() - interval '3 days', now() - interval '1 minute', 500
      from community_categories c, ${members} m where c.name = 'Questions' and m.rn = 1`);
  await handle.db.execute(sql`
    insert into community_replies (post_id, author_id, body, body_html, created_at)
    select ${benchThreadId}::uuid, m.id, 'Reply ' || n || ': value-based, with a floor.',
           '<p>Reply ' || n || ': value-based, with a floor.</p>', now() - interval '3 days' + (n || ' minutes')::interval
      from generate_series(1, 500) n join ${members} m on m.rn = 1 + n % 200`);
  await handle.db.execute(sql`
    insert into member_directory_profiles (user_id, listed, title, city, country, services, size_band, ask_me_about)
    select m.id, true, (array['Founder','Managing director','Head of growth','Creative director'])[1 + m.rn % 4],
           (array['Austin','Lisbon','Nairobi','Toronto','Sydney'])[1 + m.rn % 5],
           (array['United States','Portugal','Kenya','Canada','Australia'])[1 + m.rn % 5],
           array[(array['SEO','Paid ads','Web design','Branding'])[1 + m.rn % 4], (array['Content','Email','Video'])[1 + m.rn % 3]],
           (array['1','2-5','6-10','11-25','26-50','51+'])[1 + m.rn % 6], 'Pricing, hiring and retainers'
      from ${members} m where m.rn <= 200`);
  if (!options.large) return;
  await handle.db.execute(sql`
    insert into community_posts (id, category_id, author_id, title, body, body_html, created_at, last_activity_at, reply_count)
    select ${md5UuidSql(sql`'bench-post-' || n`)}, c.id, m.id, 'Bench discussion ' || n,
           'Body of bench discussion ' || n || ' about agency pricing, hiring and delivery.',
           '<p>Body of bench discussion ' || n || ' about agency pricing, hiring and delivery.</p>',
           now() - (n * 10 || ' minutes')::interval,
           now() - (n * 10 || ' minutes')::interval + case when n % 2 = 0 then interval '2 minutes' else interval '0' end,
           case when n % 2 = 0 then 2 else 0 end
      from generate_series(1, 100000) n
      join (select id, row_number() over (order by position) - 1 as position from community_categories) c on c.position = n % 5
      join ${members} m on m.rn = 1 + n % 200`);
  await handle.db.execute(sql`
    insert into community_replies (post_id, author_id, body, body_html, created_at)
    select ${md5UuidSql(sql`'bench-post-' || ((k - 1) / 2 + 1) * 2`)}, m.id, 'Bench reply ' || k, '<p>Bench reply ' || k || '</p>',
           now() - (((k - 1) / 2 + 1) * 2 * 10 || ' minutes')::interval + (1 + k % 2 || ' minutes')::interval
      from generate_series(1, 100000) k join ${members} m on m.rn = 1 + k % 200`);
}

async function insertLargeDataSet(handle: DatabaseHandle, authorId: string): Promise<void> {
  await handle.db.execute(sql`
    insert into articles (title, subtitle, slug, body, is_published, is_featured, published_at, content_type, author_id)
    select 'Bench article ' || n, 'Subtitle ' || n, 'bench-article-' || n,
           '<p>Body of bench article ' || n || ' about agency growth, pricing and delivery.</p>',
           n % 10 <> 0, n % 50 = 0, now() - (n || ' minutes')::interval,
           (array['post','document','video','presentation'])[1 + n % 4], ${authorId}
      from generate_series(1, 10000) n`);
  // Each bench article in one demo category and one demo topic, as real articles are.
  await handle.db.execute(sql`
    insert into article_category_mappings (article_id, category_id)
    select a.id, c.id from articles a
      join (select id, row_number() over (order by slug) - 1 as position from article_categories) c
        on c.position = (substring(a.slug from 15)::int % (select count(*) from article_categories))
     where a.slug like 'bench-article-%'`);
  await handle.db.execute(sql`
    insert into article_topic_mappings (article_id, topic_id)
    select a.id, t.id from articles a
      join (select id, row_number() over (order by slug) - 1 as position from article_topics) t
        on t.position = (substring(a.slug from 15)::int % (select count(*) from article_topics))
     where a.slug like 'bench-article-%'`);
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
  // 14,000 registrations: each bench event has 14 of the bench members.
  await handle.db.execute(sql`
    insert into event_registrations (event_id, user_id, payment_status)
    select e.id, u.id, case when e.registration_fee_cents > 0 then 'completed' else 'none' end
      from (select id, registration_fee_cents, row_number() over (order by id) as rn
              from events where title like 'Bench event %') e
      join (select id, row_number() over (order by id) as rn
              from "user" where email like 'bench-%@example.org') u on (e.rn + u.rn) % 100 = 0`);
}

/** Row counts the report gives for each configuration's data. */
export interface DataSize {
  articles: number;
  events: number;
  communityPosts: number;
  lessons: number;
  progress: number;
  users: number;
}

export async function dataSize(handle: DatabaseHandle): Promise<DataSize> {
  const [row] = await queryRows<DataSize>(
    handle.db,
    sql`select (select count(*) from articles)::int as articles, (select count(*) from events)::int as events,
      (select count(*) from community_posts)::int as "communityPosts",
      (select count(*) from lessons)::int as lessons, (select count(*) from user_lesson_progress)::int as progress,
      (select count(*) from "user")::int as users`,
  );
  return row!;
}

/** The PostgreSQL server's version, for the report. */
export async function postgresServerVersion(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ server_version: string }>('show server_version');
    return result.rows[0]!.server_version;
  } finally {
    await client.end();
  }
}
