import { sql } from 'drizzle-orm';

/**
 * Content that is the same for every member of an audience (the pillar tree with its
 * lessons, the featured and recent articles) is held in memory; only what is a member's
 * own (progress, bookmarks) is read per request.
 *
 * Invalidation: every write to a scope's tables adds one to that scope's counter in
 * `content_versions` (statement-level triggers, migration 0005). Every signed-in request
 * reads the counters in the same statement as its session (no extra round trip) and calls
 * `observe`; an entry loaded under a lower counter is loaded again before it is served.
 * So a write through any instance, or by hand in psql, is seen by the next request on
 * every instance: no instance serves content older than the newest counter it has seen,
 * and a request that starts after a write commits always sees its counter.
 *
 * Why not NOTIFY alone: a notification reaches the other instances some time after the
 * commit, and a request arriving there in between would still get the old content.
 */

/** A scope: a set of tables whose writes invalidate the entries loaded from them. */
export type ContentScope =
  | 'learning'
  | 'articles'
  | 'events'
  | 'event_seats'
  | 'gurus'
  | 'article_activity'
  | 'support'
  | 'call_slots'
  | 'organization_agents'
  /** The analytics views (issue 27): any write to what they count (migration 0026). */
  | 'analytics'
  /** The Community's posts, replies and likes, and what their lists show of others (migration 0041). */
  | 'community'
  /** The member directory's answers: who is listed, with what (migration 0042). */
  | 'directory'
  /** Ask the Library's full-text index: the passages, key elements and pillars (migration 0045). */
  | 'ask'
  /** The plans on sale and their prices (issue 58, migration 0046). */
  | 'plans'
  /** The announcements' titles and texts, as members read them (issue 60, migration 0048). */
  | 'announcements';

export type ContentVersions = Partial<Record<ContentScope, number>>;

interface Entry {
  /** The scope's counter when the load started: the content is at least that new. */
  version: number;
  value: Promise<unknown>;
}

export class ContentCache {
  /**
   * A bound on memory: keys that come from members' input (a search's first page) could
   * otherwise grow without end. The entries used least recently are forgotten first.
   */
  static readonly maxEntries = 5_000;

  readonly #newestVersions = new Map<ContentScope, number>();
  readonly #entries = new Map<string, Entry>();

  /** Records the counters a request read. They only grow: an older reading changes nothing. */
  observe(versions: ContentVersions | null | undefined): void {
    if (!versions) return;
    for (const [scope, version] of Object.entries(versions) as Array<[ContentScope, number]>) {
      if (version > (this.#newestVersions.get(scope) ?? -1)) this.#newestVersions.set(scope, version);
    }
  }

  /**
   * The newest counter seen of a scope (undefined before any). Content read from a second
   * scope's tables names this in its key, so a write there is seen too (a thread's page shows
   * who is in the directory).
   */
  versionOf(scope: ContentScope): number | undefined {
    return this.#newestVersions.get(scope);
  }

  /**
   * The entry `key` of `scope`, loaded with `load` when it is missing or older than the
   * scope's newest counter. Concurrent callers share one load; a failed load is forgotten,
   * so the next caller tries again. Without an observed counter (a caller outside a
   * signed-in request) nothing is cached: it could not know whether the entry is current.
   */
  get<T>(scope: ContentScope, key: string, load: () => Promise<T>): Promise<T> {
    const newest = this.#newestVersions.get(scope);
    if (newest === undefined) return load();
    const entryKey = `${scope}:${key}`;
    const entry = this.#entries.get(entryKey);
    if (entry && entry.version >= newest) {
      // Most recently used last: Map keeps insertion order.
      this.#entries.delete(entryKey);
      this.#entries.set(entryKey, entry);
      return entry.value as Promise<T>;
    }
    const value = load();
    this.#entries.delete(entryKey);
    this.#entries.set(entryKey, { version: newest, value });
    if (this.#entries.size > ContentCache.maxEntries) {
      this.#entries.delete(this.#entries.keys().next().value!);
    }
    value.catch(() => {
      if (this.#entries.get(entryKey)?.value === value) this.#entries.delete(entryKey);
    });
    return value;
  }
}

/**
 * The counters as a JSON object, for a statement to select beside its own columns (the
 * session statement does). The table has one row per scope.
 */
export const contentVersionsColumn = sql`(select json_object_agg(scope, version) from content_versions)`;
