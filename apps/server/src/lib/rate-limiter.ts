import { plural } from '@pillars/shared/plural';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../db/client.ts';
import { RateLimitedError } from './app-error.ts';

/*
 * Fixed-window limits counted in the database (the auth_rate_limits table the sign-in limits
 * use), so that every instance sees the same counts: one `INSERT ... ON CONFLICT DO UPDATE ...
 * RETURNING` per window length counts an attempt under each key at once and answers each
 * key's count and when its window ends. The upsert is atomic on PostgreSQL, so requests sent
 * at the same moment are each counted (the N+1st of N+1 is refused, whichever instance runs
 * it). Run it outside the write's transaction: an attempt that is then refused (or fails)
 * still counts, so probing is limited too.
 */

/** One budget: at most `max` attempts under `key` per `windowSeconds`. */
export interface RateLimit {
  /** Unique across the app: `area:what:id`, e.g. `invite:actor:<user id>`. */
  key: string;
  max: number;
  windowSeconds: number;
  /** The refusal's text, given the wait ('in 12 minutes'). */
  message: (wait: string) => string;
}

/** 'in 45 seconds', 'in 12 minutes', 'in 3 hours': the wait rounded up to its unit. */
export function waitText(seconds: number): string {
  const wait = Math.max(1, Math.ceil(seconds));
  if (wait < 60) return `in ${plural(wait, 'second')}`;
  if (wait < 2 * 60 * 60) return `in ${plural(Math.ceil(wait / 60), 'minute')}`;
  return `in ${plural(Math.ceil(wait / 3600), 'hour')}`;
}

interface CountRow {
  key: string;
  count: number;
  retry_after: number;
}

/**
 * Counts one attempt under every limit's key and refuses (429, `RateLimitedError`) when any
 * key is past its `max`: the message and the wait are those of the one such limit whose
 * window ends last. One statement per distinct window length; keys in a fixed order so that concurrent
 * callers lock the same rows in the same order.
 */
export async function consumeRateLimits(db: Executor, limits: readonly RateLimit[]): Promise<void> {
  const windows = new Map<number, string[]>();
  for (const limit of limits)
    windows.set(limit.windowSeconds, [...(windows.get(limit.windowSeconds) ?? []), limit.key]);
  const counts = new Map<string, CountRow>();
  for (const [windowSeconds, keys] of windows) {
    const values = sql.join(
      [...new Set(keys)].sort().map((key) => sql`(${key}, 1, now())`),
      sql`, `,
    );
    const rows = await queryRows<CountRow>(
      db,
      sql`insert into auth_rate_limits (key, count, window_started_at) values ${values}
          on conflict (key) do update set
            count = case when auth_rate_limits.window_started_at < now() - make_interval(secs => ${windowSeconds})
                         then 1 else auth_rate_limits.count + 1 end,
            window_started_at = case when auth_rate_limits.window_started_at < now() - make_interval(secs => ${windowSeconds})
                         then now() else auth_rate_limits.window_started_at end
          returning key, count,
                    ceil(extract(epoch from window_started_at + make_interval(secs => ${windowSeconds}) - now()))::int
                      as retry_after`,
    );
    for (const row of rows) counts.set(row.key, row);
  }
  const waitOf = (limit: RateLimit) => Math.max(1, Number(counts.get(limit.key)?.retry_after ?? 1));
  const over = limits
    .filter((limit) => Number(counts.get(limit.key)?.count ?? 0) > limit.max)
    .sort((a, b) => waitOf(b) - waitOf(a));
  const [longest] = over;
  if (!longest) return;
  throw new RateLimitedError(longest.message(waitText(waitOf(longest))), waitOf(longest));
}
