/*
 * A member's own rows (lesson progress and bookmarks today) held in memory per member, so
 * that a member read on PostgreSQL runs one statement: the session's.
 *
 * Invalidation: every write to a member's own rows adds one to that member's counter in
 * `member_versions` (statement-level triggers, migration 0006). The session statement reads
 * the viewer's counter; an entry loaded under a lower counter is loaded again before it is
 * served. So a member's write, through any instance or by hand in psql, is seen by that
 * member's next request on every instance, the same reasoning as lib/content-cache.ts.
 *
 * The embedded database serves sessions from memory (modules/accounts/session-cache.ts), so a
 * request there reads no counter: its triggers notify this process of every counter they bump
 * at commit (migration 0014, channel `member_versions`), before the writer's next line runs,
 * and `observe` keeps the newest counter seen per member (`knownVersion`). Where the counter
 * is not known (a notification said "*": a truncate, or too many members at once), rows are
 * read on every request until the member's session is read again: the cache never guesses.
 */

interface Entry {
  /** The member's counter when the load started: the rows are at least that new. */
  version: number;
  value: Promise<unknown>;
}

/** What a service sees: the viewer's own rows by key, read through the cache when it can. */
export interface ViewerRows {
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
}

/** For requests whose counter is unknown: every call loads. */
export const uncachedViewerRows: ViewerRows = { get: (_key, load) => load() };

export class MemberCache {
  /** A bound on memory: the members seen least recently are forgotten first. */
  static readonly maxEntries = 20_000;

  readonly #entries = new Map<string, Entry>();
  /** The newest counter seen per member: read with a session, or notified (embedded database). */
  readonly #knownVersions = new Map<string, number>();

  /** Records a member's counter. Counters only grow: an older reading changes nothing. */
  observe(userId: string, version: number): void {
    if (version > (this.#knownVersions.get(userId) ?? -1)) {
      // Forgetting counters is always safe (rows are then read until the next session read).
      if (this.#knownVersions.size >= MemberCache.maxEntries) this.#knownVersions.clear();
      this.#knownVersions.set(userId, version);
    }
  }

  /**
   * The embedded database's notification (migration 0014): `{"<user id>": counter}`, or "*"
   * when the counters bumped are not listed (every member's rows are then read again).
   */
  observeNotification(payload: string): void {
    if (payload === '*') {
      this.#knownVersions.clear();
      this.#entries.clear();
      return;
    }
    for (const [userId, version] of Object.entries(JSON.parse(payload) as Record<string, number>)) {
      this.observe(userId, Number(version));
    }
  }

  /** The newest counter this process has seen for the member; null when it does not know. */
  knownVersion(userId: string): number | null {
    return this.#knownVersions.get(userId) ?? null;
  }

  /** The viewer's rows as of `version`, their counter read in this request's session statement. */
  forViewer(userId: string, version: number | null | undefined): ViewerRows {
    if (version === null || version === undefined) return uncachedViewerRows;
    return { get: (key, load) => this.#get(`${userId}:${key}`, version, load) };
  }

  #get<T>(entryKey: string, version: number, load: () => Promise<T>): Promise<T> {
    const entry = this.#entries.get(entryKey);
    if (entry && entry.version >= version) {
      // Most recently used last: Map keeps insertion order.
      this.#entries.delete(entryKey);
      this.#entries.set(entryKey, entry);
      return entry.value as Promise<T>;
    }
    const value = load();
    this.#entries.delete(entryKey);
    this.#entries.set(entryKey, { version, value });
    if (this.#entries.size > MemberCache.maxEntries) {
      this.#entries.delete(this.#entries.keys().next().value!);
    }
    value.catch(() => {
      if (this.#entries.get(entryKey)?.value === value) this.#entries.delete(entryKey);
    });
    return value;
  }

  get size(): number {
    return this.#entries.size;
  }
}
