import { isIPv4, isIPv6 } from 'node:net';
import { accountMessages } from '@pillars/shared/accounts/schemas';
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ServiceContext } from '../../lib/service-context.ts';

/*
 * Attempts allowed per fixed window, counted in the database (auth_rate_limits) so that
 * every instance sees the same counts; each upsert is atomic.
 *
 * Sign-in, what a guesser meets:
 * - one address, one account: 10 attempts per 15 minutes (`perEmailAndIp`). This is the
 *   limit that stops a single guesser, and it is per (e-mail, address): ten wrong passwords
 *   from one address do not lock the owner out from another address.
 * - one address, many accounts: 50 attempts per 15 minutes (`perIp`), whatever the e-mails.
 * - many addresses, one account (a distributed guesser): 30 attempts per 15 minutes in all
 *   (`perEmail`). Past that, the account's sign-in answers 429 to every address for the rest
 *   of the window, except addresses from which someone signed in to it successfully in the
 *   last 30 days (`knownIpDays`): the owner at home or at the office keeps signing in (within
 *   the per-address limits), the guesser gets at most 30 guesses per 15 minutes (about 2,900
 *   a day) however many addresses it has, and the owner on a new address waits at most 15
 *   minutes. Refused attempts (over the per-address limits) do not count towards it, so one
 *   address cannot use it up.
 * IPv6 clients are counted per /64, the block one host usually holds, so rotating through
 * its own addresses does not give it new budgets.
 *
 * Sign-up: 10 per hour per address, counted before the e-mail is looked at, so whether an
 * address has an account can be learnt no faster than that.
 * Password reset requests: 5 per hour per e-mail, 20 per hour per address.
 * Passkey sign-in challenges: 50 per 15 minutes per address. Each is a row (the challenge the
 * browser signs, kept minutes) that anyone may ask for without an account; a passkey's
 * signature cannot be guessed, so the limit is about those rows, not about guessing.
 */
export interface RateLimits {
  signIn: {
    perEmailAndIp: number;
    perIp: number;
    perEmail: number;
    windowSeconds: number;
    knownIpDays: number;
  };
  signUp: { perIp: number; windowSeconds: number };
  passwordReset: { perEmail: number; perIp: number; windowSeconds: number };
  passkeySignIn: { perIp: number; windowSeconds: number };
}

/** The production limits (the default of `buildApp`). */
export const rateLimits: RateLimits = {
  signIn: { perEmailAndIp: 10, perIp: 50, perEmail: 30, windowSeconds: 15 * 60, knownIpDays: 30 },
  signUp: { perIp: 10, windowSeconds: 60 * 60 },
  passwordReset: { perEmail: 5, perIp: 20, windowSeconds: 60 * 60 },
  passkeySignIn: { perIp: 50, windowSeconds: 15 * 60 },
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The limits in force (`buildApp`'s `rateLimits` option, production limits by default). */
    rateLimits: RateLimits;
  }
}

/** What the limit functions need of the context: the database and the limits in force. */
export type RateLimitContext = Pick<ServiceContext, 'db' | 'rateLimits'>;

/**
 * The key a client address is counted under: IPv4 as is (also when IPv4-mapped), IPv6 by its
 * /64 prefix.
 */
export function rateLimitAddress(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1] && isIPv4(mapped[1])) return mapped[1];
  const address = ip.split('%')[0] ?? ip;
  if (!isIPv6(address)) return ip;
  const [head = '', tail] = address.split('::');
  const groups = (part: string | undefined) =>
    part ? part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group])) : [];
  const headGroups = groups(head);
  const tailGroups = groups(tail);
  const all =
    tail === undefined
      ? headGroups
      : [...headGroups, ...Array(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups];
  return `${all
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/** Counts one attempt under each key in one atomic statement; returns each key's count. */
async function countAttempts(
  db: Database,
  keys: string[],
  windowSeconds: number,
): Promise<Map<string, number>> {
  const values = sql.join(
    keys.map((key) => sql`(${key}, 1, now())`),
    sql`, `,
  );
  const rows = await queryRows<{ key: string; count: number }>(
    db,
    sql`
    insert into auth_rate_limits (key, count, window_started_at) values ${values}
    on conflict (key) do update set
      count = case when auth_rate_limits.window_started_at < now() - make_interval(secs => ${windowSeconds})
                   then 1 else auth_rate_limits.count + 1 end,
      window_started_at = case when auth_rate_limits.window_started_at < now() - make_interval(secs => ${windowSeconds})
                   then now() else auth_rate_limits.window_started_at end
    returning key, count`,
  );
  return new Map(rows.map((row) => [row.key, Number(row.count)]));
}

function refuse(): never {
  throw new AppError('RATE_LIMITED', accountMessages.tooManyAttempts);
}

async function consumeAttempts(
  db: Database,
  limits: Array<[key: string, allowed: number]>,
  windowSeconds: number,
): Promise<void> {
  const counts = await countAttempts(
    db,
    limits.map(([key]) => key),
    windowSeconds,
  );
  for (const [key, allowed] of limits) if ((counts.get(key) ?? 0) > allowed) refuse();
}

const signInKeys = (email: string, ip: string) => {
  const address = rateLimitAddress(ip);
  const normalizedEmail = email.toLowerCase();
  return {
    perIp: `signIn:ip:${address}`,
    // The address first: it never holds '|', so the key reads back unambiguously.
    perEmailAndIp: `signIn:ip+email:${address}|${normalizedEmail}`,
    perEmail: `signIn:email:${normalizedEmail}`,
    knownIp: `signIn:known:${address}|${normalizedEmail}`,
  };
};

/**
 * Counts a sign-in attempt, before the password is checked, and refuses it (429) over a
 * limit: two statements, one more when the account is over its all-addresses limit.
 */
export async function limitSignIn(
  { db, rateLimits }: RateLimitContext,
  identity: { email: string; ip: string },
): Promise<void> {
  const limit = rateLimits.signIn;
  const keys = signInKeys(identity.email, identity.ip);
  await consumeAttempts(
    db,
    [
      [keys.perIp, limit.perIp],
      [keys.perEmailAndIp, limit.perEmailAndIp],
    ],
    limit.windowSeconds,
  );
  const counts = await countAttempts(db, [keys.perEmail], limit.windowSeconds);
  if ((counts.get(keys.perEmail) ?? 0) <= limit.perEmail) return;
  const [known] = await queryRows<{ known: boolean }>(
    db,
    sql`select exists(
          select 1 from auth_rate_limits
           where key = ${keys.knownIp}
             and window_started_at > now() - make_interval(days => ${limit.knownIpDays})) as known`,
  );
  if (!known?.known) refuse();
}

/**
 * A successful sign-in: gives back the attempt `limitSignIn` counted (only failures count
 * toward the limits, so a member who signs in often is never refused), and remembers that this
 * address signed in to this account (see `knownIpDays`). One statement. The attempt is counted
 * before the password is checked and refunded after, so that guesses sent at the same moment
 * are all counted while they run.
 */
export async function recordSignInSuccess(
  { db }: RateLimitContext,
  identity: { email: string; ip: string },
): Promise<void> {
  const { perIp, perEmailAndIp, perEmail, knownIp } = signInKeys(identity.email, identity.ip);
  await db.execute(sql`
    with refund as (
      update auth_rate_limits set count = greatest(count - 1, 0)
       where key in (${perIp}, ${perEmailAndIp}, ${perEmail})
    )
    insert into auth_rate_limits (key, count, window_started_at) values (${knownIp}, 1, now())
    on conflict (key) do update set count = auth_rate_limits.count + 1, window_started_at = now()`);
}

/** Counts one attempt of `action` per client address within `limit`'s window; refuses over it. */
async function limitPerAddress(
  db: Database,
  action: string,
  ip: string,
  limit: { perIp: number; windowSeconds: number },
): Promise<void> {
  await consumeAttempts(db, [[`${action}:ip:${rateLimitAddress(ip)}`, limit.perIp]], limit.windowSeconds);
}

/** Counts a sign-up attempt per address, before anything is looked up. */
export async function limitSignUp(
  { db, rateLimits }: RateLimitContext,
  identity: { ip: string },
): Promise<void> {
  await limitPerAddress(db, 'signUp', identity.ip, rateLimits.signUp);
}

/** Counts a reset-link request per e-mail and per address. */
export async function limitPasswordResetRequest(
  { db, rateLimits }: RateLimitContext,
  identity: { email: string; ip: string },
): Promise<void> {
  const limit = rateLimits.passwordReset;
  await consumeAttempts(
    db,
    [
      [`passwordReset:email:${identity.email.toLowerCase()}`, limit.perEmail],
      [`passwordReset:ip:${rateLimitAddress(identity.ip)}`, limit.perIp],
    ],
    limit.windowSeconds,
  );
}

/** Counts a passkey sign-in challenge asked for, per address, before it is stored. */
export async function limitPasskeySignIn(
  { db, rateLimits }: RateLimitContext,
  identity: { ip: string },
): Promise<void> {
  await limitPerAddress(db, 'passkeySignIn', identity.ip, rateLimits.passkeySignIn);
}
