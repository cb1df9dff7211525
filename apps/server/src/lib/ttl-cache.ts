export interface TtlCacheOptions<V> {
  /** Most entries kept; the oldest goes first. */
  maxEntries?: number;
  /** With a size function, the total size kept (bytes, say); the oldest go first. */
  maxSize?: number;
  sizeOf?: (value: V) => number;
  /** After expiry, keep answering the old value this long while one reload runs in the background. */
  staleMs?: number;
  now?: () => number;
}

interface Entry<V> {
  value: V;
  expires: number;
  size: number;
}

/**
 * A small in-process cache: entries live `ttlMs`; concurrent misses for one key share one load;
 * an expired entry may still be served (stale-while-revalidate) while a single reload refreshes it. With a
 * zero TTL it is off: every get loads.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly pending = new Map<string, Promise<V>>();
  private totalSize = 0;
  /** Moves on every removal, so a load that started before one does not put back what was removed. */
  private epoch = 0;
  private readonly maxEntries: number;
  private readonly maxSize: number;
  private readonly staleMs: number;
  private readonly now: () => number;

  constructor(
    private readonly ttlMs: number,
    private readonly options: TtlCacheOptions<V> = {},
  ) {
    this.maxEntries = options.maxEntries ?? 5000;
    this.maxSize = options.maxSize ?? Number.POSITIVE_INFINITY;
    this.staleMs = options.staleMs ?? 0;
    this.now = options.now ?? Date.now;
  }

  async get(key: string, load: () => Promise<V>): Promise<V> {
    // A cache that keeps nothing shares nothing: its in-flight map, grown and shrunk by every request under
    // load, left about a megabyte a second of promoted tables for the full collections (an uncached server).
    if (this.ttlMs <= 0) return load();
    const hit = this.entries.get(key);
    const now = this.now();
    if (hit && hit.expires > now) return hit.value;
    if (hit && hit.expires + this.staleMs > now) {
      // Stale: answer now, refresh once in the background (a failed refresh keeps the old value).
      this.load(key, load).catch(() => undefined);
      return hit.value;
    }
    if (hit) this.delete(key);
    return this.load(key, load);
  }

  /** Whether `get` would answer `key` without a load of its own: kept (fresh or stale), or being loaded. */
  has(key: string): boolean {
    const hit = this.entries.get(key);
    return (hit !== undefined && hit.expires + this.staleMs > this.now()) || this.pending.has(key);
  }

  clear(): void {
    this.entries.clear();
    this.pending.clear();
    this.totalSize = 0;
    this.epoch += 1;
  }

  /** Forget one key now (its value changed elsewhere). */
  remove(key: string): void {
    this.delete(key);
    this.pending.delete(key);
    this.epoch += 1;
  }

  /** Forget every entry whose value matches. */
  removeWhere(matches: (value: V) => boolean): void {
    for (const [key, entry] of this.entries) if (matches(entry.value)) this.delete(key);
    this.pending.clear();
    this.epoch += 1;
  }

  get size(): number {
    return this.entries.size;
  }

  private load(key: string, load: () => Promise<V>): Promise<V> {
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    const epoch = this.epoch;
    const loading = load().then(
      (value) => {
        if (this.pending.get(key) === loading) this.pending.delete(key);
        if (epoch === this.epoch) this.set(key, value);
        return value;
      },
      (error: unknown) => {
        if (this.pending.get(key) === loading) this.pending.delete(key);
        throw error;
      },
    );
    this.pending.set(key, loading);
    return loading;
  }

  private set(key: string, value: V): void {
    const size = this.options.sizeOf?.(value) ?? 0;
    if (size > this.maxSize) return;
    this.delete(key);
    while (this.entries.size >= this.maxEntries || this.totalSize + size > this.maxSize) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.delete(oldest.value);
    }
    this.entries.set(key, { value, expires: this.now() + this.ttlMs, size });
    this.totalSize += size;
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.totalSize -= entry.size;
    this.entries.delete(key);
  }
}
