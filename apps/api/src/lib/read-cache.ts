/**
 * The in-process cache of public reads (docs/decisions/008-read-cache.md). Each entry names the tables its answer
 * was read from; a write to one of them drops it: this process's writes as soon as they commit, other instances'
 * through PostgreSQL LISTEN/NOTIFY. While that feed is down nothing is served from the cache, and every entry also
 * expires after a TTL (and at its own time bound, e.g. when a slot of the day it shows becomes past).
 */

/** The tables public reads come from; the migration's triggers announce writes to each of them. */
export type CachedTable =
  | 'services'
  | 'service_locations'
  | 'allcodes'
  | 'feedback'
  | 'schedule_slots'
  | 'stylist_profiles'
  | 'bookings'
  | 'users'
  | 'stylist_time_off'
  | 'booking_slots'
  | 'salon_settings'
  | 'locations'
  | 'faqs';

interface Entry {
  value: unknown;
  tables: readonly CachedTable[];
  storedAt: number;
  expiresAt: number;
}

export interface ReadCacheOptions {
  /** How long an entry may be served at most; 0 turns the cache off. */
  ttlMs: number;
  /** Entries kept at most (the oldest go first), so that odd keys cannot grow memory without bound. */
  maxEntries?: number;
  /** The app's clock (tests move it). */
  now: () => Date;
}

export interface CachedLoad<T> {
  value: T;
  /** Epoch ms after which the value is wrong whatever the writes (default: only the TTL bounds it). */
  validUntil?: number;
}

export class ReadCache {
  private readonly entries = new Map<string, Entry>();
  /** Bumped on every write to a table and on every clear: a load that saw a bump while running is not stored. */
  private readonly versions = new Map<CachedTable, number>();
  private epoch = 0;
  private live = false;
  private readonly maxEntries: number;
  /** Reads answered from memory, and reads that went to the database while the cache was on (GET /metrics). */
  hits = 0;
  misses = 0;

  constructor(private readonly options: ReadCacheOptions) {
    this.maxEntries = options.maxEntries ?? 5000;
  }

  get enabled(): boolean {
    return this.live && this.options.ttlMs > 0;
  }

  /** Whether writes of other instances reach this one; turning live (again) forgets everything, as some may have been missed. */
  setLive(live: boolean): void {
    if (live !== this.live) this.clear();
    this.live = live;
  }

  /** The value for `key`, from the cache or from `load` (whose result is kept unless a table it reads changed meanwhile). */
  async get<T>(key: string, tables: readonly CachedTable[], load: () => Promise<CachedLoad<T>>): Promise<T> {
    if (!this.enabled) return (await load()).value;
    const now = this.options.now().getTime();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now && hit.storedAt <= now) {
      this.hits++;
      return hit.value as T;
    }
    this.misses++;
    if (hit) this.entries.delete(key);
    const before = this.stamp(tables);
    const loaded = await load();
    if (this.enabled && this.stamp(tables) === before) {
      if (this.entries.size >= this.maxEntries) {
        const oldest = this.entries.keys().next();
        if (!oldest.done) this.entries.delete(oldest.value);
      }
      const expiresAt = Math.min(now + this.options.ttlMs, loaded.validUntil ?? Number.POSITIVE_INFINITY);
      this.entries.set(key, { value: loaded.value, tables, storedAt: now, expiresAt });
    }
    return loaded.value;
  }

  /** A write to `table` committed: drop what was read from it. */
  invalidate(table: string): void {
    const name = table as CachedTable;
    this.versions.set(name, (this.versions.get(name) ?? 0) + 1);
    for (const [key, entry] of this.entries) if (entry.tables.includes(name)) this.entries.delete(key);
  }

  clear(): void {
    this.epoch++;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private stamp(tables: readonly CachedTable[]): string {
    let stamp = `${this.epoch}`;
    for (const table of tables) stamp += `:${this.versions.get(table) ?? 0}`;
    return stamp;
  }
}
