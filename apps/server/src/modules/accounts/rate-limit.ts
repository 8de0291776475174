import { accountMessages } from '@pillars/shared/accounts/schemas';
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';

/** Attempts allowed per window, per e-mail address and per client IP. */
export const rateLimits = {
  signIn: { perEmail: 10, perIp: 50, windowSeconds: 15 * 60 },
  passwordReset: { perEmail: 5, perIp: 20, windowSeconds: 60 * 60 },
} as const;

/**
 * Counts one attempt for each key in a fixed window, in the database so that every
 * instance sees the same counts. One statement per key: the upsert is atomic.
 */
export async function consumeAttempts(
  db: Database,
  action: keyof typeof rateLimits,
  identity: { email: string; ip: string },
): Promise<void> {
  const limit = rateLimits[action];
  const keys: Array<[string, number]> = [
    [`${action}:email:${identity.email.toLowerCase()}`, limit.perEmail],
    [`${action}:ip:${identity.ip}`, limit.perIp],
  ];
  for (const [key, allowed] of keys) {
    const [row] = await queryRows<{ count: number }>(
      db,
      sql`
      insert into auth_rate_limits (key, count, window_started_at) values (${key}, 1, now())
      on conflict (key) do update set
        count = case when auth_rate_limits.window_started_at < now() - make_interval(secs => ${limit.windowSeconds})
                     then 1 else auth_rate_limits.count + 1 end,
        window_started_at = case when auth_rate_limits.window_started_at < now() - make_interval(secs => ${limit.windowSeconds})
                     then now() else auth_rate_limits.window_started_at end
      returning count`,
    );
    const count = Number(row?.count ?? 0);
    if (count > allowed) throw new AppError('RATE_LIMITED', accountMessages.tooManyAttempts);
  }
}
