import type { PGlite } from '@electric-sql/pglite';
import type { DatabaseHandle } from '../src/db/client.ts';

/**
 * The API test files on PGlite reuse the in-memory databases of the files before them in the
 * same vitest worker, reset to the run's template, instead of loading a new copy each
 * (decision 064). Loading a copy is about 0.8 s of CPU on the 2-core machine (untar about
 * 850 files, start Postgres); a reset is about 0.07 s: every table's rows deleted and the
 * template's rows copied back in, in one transaction. A database goes back to the pool when
 * its file (or test) closes it; the next `openTestDatabase` of the worker takes it.
 *
 * What a reset restores: every row of every table in `public` and the sequences' values, as
 * they were when the template was loaded. What it cannot restore, it checks: a database whose
 * schema (tables, columns, triggers, functions, constraints) is no longer the template's (a
 * test that added a trigger and failed before dropping it) is closed, never reused. Session
 * settings need nothing: the app and the tests only set transaction-local ones.
 */

/** The rows of a template, as PGlite's COPY wrote them, and its schema's fingerprint. */
interface TemplateSnapshot {
  tables: string[];
  rows: { table: string; copy: Blob }[];
  sequences: { name: string; lastValue: string | null }[];
  schemaFingerprint: string;
}

interface ReusableDatabase {
  handle: DatabaseHandle;
  client: PGlite;
}

/** Per template (seeded or migrated only), taken from this worker's first fresh copy of it. */
const snapshots = new Map<string, TemplateSnapshot>();
/** The worker's databases whose user closed them: reset and handed out again. */
const idle: ReusableDatabase[] = [];

/** How many opens were resets, and how many databases were closed for a changed schema (the pool's own test reads them). */
export const reuseCounts = { reused: 0, discarded: 0 };

/**
 * A database in the state of `template` (a key: the dump's path): a reset one of this worker's
 * pool, or, when there is none, a new one from `openFresh`. Closing the answer returns it to
 * the pool; a closed client (a test that closed PGlite itself) is left out.
 */
export async function openReusablePglite(
  template: string,
  openFresh: () => Promise<DatabaseHandle>,
): Promise<DatabaseHandle> {
  const snapshot = snapshots.get(template);
  if (snapshot) {
    while (idle.length > 0) {
      const candidate = idle.pop()!;
      if (await resetToTemplate(candidate.client, snapshot)) {
        reuseCounts.reused += 1;
        return lend(candidate);
      }
      reuseCounts.discarded += 1;
      await candidate.handle.close().catch(() => {});
    }
  }
  const handle = await openFresh();
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  if (!snapshot) snapshots.set(template, await takeSnapshot(client));
  return lend({ handle, client });
}

/**
 * The handle a test file gets: the database's own, except that its listeners are removed and
 * it goes back to the pool at `close` (the app of the next file listens anew).
 */
function lend(database: ReusableDatabase): DatabaseHandle {
  const unlisteners: (() => Promise<void>)[] = [];
  let isClosed = false;
  return {
    ...database.handle,
    async listen(channel, onPayload) {
      unlisteners.push(await database.client.listen(channel, onPayload));
    },
    async close() {
      if (isClosed) return;
      isClosed = true;
      if (database.client.closed) return;
      for (const unlisten of unlisteners) await unlisten();
      idle.push(database);
    },
  };
}

async function takeSnapshot(client: PGlite): Promise<TemplateSnapshot> {
  const tables = (
    await client.query<{ name: string }>(
      `select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname = 'public' order by 1`,
    )
  ).rows.map((row) => row.name);
  const rows: TemplateSnapshot['rows'] = [];
  for (const table of tables) {
    const { blob } = await client.query(`copy ${table} to '/dev/blob'`);
    if (blob && blob.size > 0) rows.push({ table, copy: blob });
  }
  const sequences = (
    await client.query<{ name: string; lastValue: string | null }>(
      `select format('%I.%I', schemaname, sequencename) as name, last_value::text as "lastValue"
         from pg_sequences where schemaname = 'public'`,
    )
  ).rows;
  return { tables, rows, sequences, schemaFingerprint: await schemaFingerprint(client) };
}

/** Whether the database is back in the template's state; false when it cannot be. */
async function resetToTemplate(client: PGlite, snapshot: TemplateSnapshot): Promise<boolean> {
  if (client.closed) return false;
  try {
    if ((await schemaFingerprint(client)) !== snapshot.schemaFingerprint) return false;
    await client.transaction(async (tx) => {
      // Neither the foreign keys' checks nor the tables' own triggers (counters, notices)
      // run: the rows are put back as they were, in any order.
      await tx.exec('set local session_replication_role = replica');
      // DELETE rather than TRUNCATE: half the time here (TRUNCATE makes new files for every
      // table and index); the dead rows it leaves are a few megabytes over a worker's files.
      await tx.exec(snapshot.tables.map((table) => `delete from ${table};`).join('\n'));
      for (const { table, copy } of snapshot.rows) {
        await tx.query(`copy ${table} from '/dev/blob'`, [], { blob: copy });
      }
      for (const sequence of snapshot.sequences) {
        await tx.query('select setval($1, $2, $3)', [
          sequence.name,
          sequence.lastValue ?? 1,
          sequence.lastValue !== null,
        ]);
      }
    });
    return true;
  } catch {
    return false;
  }
}

/** A digest of what a reset cannot put back: the tables and their columns, triggers, functions, constraints. */
async function schemaFingerprint(client: PGlite): Promise<string> {
  const { rows } = await client.query<{ fingerprint: string }>(`
    select md5(string_agg(item, ',' order by item)) as fingerprint from (
      select 'relation ' || c.relname || ' ' || c.relkind::text || ' ' || coalesce(string_agg(
               a.attname || ' ' || format_type(a.atttypid, a.atttypmod) || ' ' || a.attnotnull, ';' order by a.attnum), '') as item
        from pg_class c
        join pg_namespace n on n.oid = c.relnamespace
        left join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
       where n.nspname = 'public'
       group by c.relname, c.relkind
      union all
      select 'trigger ' || tgname || ' ' || tgrelid::regclass::text || ' ' || tgenabled::text from pg_trigger
      union all
      select 'function ' || p.proname || ' ' || md5(p.prosrc)
        from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public'
      union all
      select 'constraint ' || c.conname || ' ' || c.conrelid::regclass::text
        from pg_constraint c join pg_namespace n on n.oid = c.connamespace where n.nspname = 'public'
    ) items`);
  return rows[0]!.fingerprint;
}
