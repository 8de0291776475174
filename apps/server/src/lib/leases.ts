import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../db/client.ts';

/*
 * Leases: "at most one at a time" across every instance, held in the database (the leases
 * table) rather than in a process's memory, and without holding a transaction or a
 * connection while the work runs. Taking one is a single `INSERT ... ON CONFLICT DO UPDATE
 * ... WHERE expired ... RETURNING`: atomic on PostgreSQL, so of two takers at the same moment
 * exactly one gets the row. The holder gives it back when done; a holder that died (a
 * crashed instance) blocks the key only until `expires_at`.
 */

/** A taken lease: `release()` gives it back (only this holder's row is deleted). */
export interface Lease {
  key: string;
  release(): Promise<void>;
}

/** Takes `key` for at most `seconds`, or answers null while someone else holds it. */
export async function tryTakeLease(db: Executor, key: string, seconds: number): Promise<Lease | null> {
  const holder = randomUUID();
  const rows = await queryRows<{ key: string }>(
    db,
    sql`insert into leases (key, holder, expires_at)
        values (${key}, ${holder}, now() + make_interval(secs => ${seconds}))
        on conflict (key) do update set holder = excluded.holder, expires_at = excluded.expires_at
          where leases.expires_at <= now()
        returning key`,
  );
  if (rows.length === 0) return null;
  return {
    key,
    async release() {
      await db.execute(sql`delete from leases where key = ${key} and holder = ${holder}`);
    },
  };
}

/**
 * Takes one of `slots` leases under `prefix` (`prefix:1` ... `prefix:N`): at most N holders at
 * once. Tries them in order, one statement each; null when every one is held.
 */
export async function tryTakeSlot(
  db: Executor,
  prefix: string,
  slots: number,
  seconds: number,
): Promise<Lease | null> {
  for (let slot = 1; slot <= slots; slot += 1) {
    const lease = await tryTakeLease(db, `${prefix}:${slot}`, seconds);
    if (lease) return lease;
  }
  return null;
}
