import type { MeResponse } from '@pillars/shared/accounts/schemas';

export interface CachedSession {
  summary: MeResponse;
  sessionExpiresAt: Date;
  sessionCreatedAt: Date;
}

/**
 * The account behind each session token, kept in memory on the embedded database only.
 *
 * Why only there: PGlite is one connection in one process (the data directory is locked),
 * so every write goes through this process, and triggers on the account tables (session,
 * user, profiles, organizations, subscriptions; migration 0005) notify it at commit, before
 * the writer's next line runs: sign-out, revocation, a role or a subscription change take
 * effect on the next request, as without the cache. It halves the statements of a member
 * read on the one connection every request queues for. On PostgreSQL other instances may
 * write, and a notification reaches this one only some time after their commit: there the
 * session statement runs on every request.
 *
 * A read that started before an invalidation is not kept (the generation check), so a
 * change that lands while a session is being read is never hidden by the older answer.
 */
export class SessionCache {
  /** A bound on memory and a safety net: entries older than this are read again. */
  static readonly maxAgeMs = 60_000;
  static readonly maxEntries = 10_000;

  readonly #entries = new Map<string, { session: CachedSession; storedAt: number }>();
  #generation = 0;

  /** Taken before reading a session, given back to `set`. */
  get generation(): number {
    return this.#generation;
  }

  get(token: string, now = Date.now()): CachedSession | null {
    const entry = this.#entries.get(token);
    if (!entry) return null;
    if (now - entry.storedAt > SessionCache.maxAgeMs || entry.session.sessionExpiresAt.getTime() <= now) {
      this.#entries.delete(token);
      return null;
    }
    return entry.session;
  }

  /** Keeps what a read found, unless the accounts changed since it started. */
  set(token: string, session: CachedSession, readStartedAtGeneration: number): void {
    if (readStartedAtGeneration !== this.#generation) return;
    if (this.#entries.size >= SessionCache.maxEntries) this.#entries.clear();
    this.#entries.set(token, { session, storedAt: Date.now() });
  }

  /** Forgets every session: called on each change to the account tables. */
  clear(): void {
    this.#generation += 1;
    this.#entries.clear();
  }
}
