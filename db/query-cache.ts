// A small LRU of query results keyed by the loaded data version + a normalised query key.
// The data only changes on a reload (which writes a new data_load row), so a cached answer stays
// right until the version changes; the version itself is re-read at most every `versionTtlMs`.

export interface QueryCacheOptions {
  /** Most entries kept; the least recently used is dropped beyond it. */
  readonly max: number;
  /** The current data version (null while nothing is loaded: nothing is cached then). */
  readonly version: () => Promise<string | null>;
  /** How long a read data version is trusted before it is read again. */
  readonly versionTtlMs: number;
}

export interface QueryCache {
  /** The cached value for `key` under the current data version, computing (once) on a miss. */
  get<V>(key: string, compute: () => Promise<V>): Promise<V>;
}

export function createQueryCache(options: QueryCacheOptions): QueryCache {
  // Promises, so concurrent misses on one key share one query; a failed one is forgotten.
  const entries = new Map<string, Promise<unknown>>();
  let version: { value: string | null; readAt: number } | null = null;
  let reading: Promise<string | null> | null = null;

  async function currentVersion(): Promise<string | null> {
    if (version && performance.now() - version.readAt < options.versionTtlMs) return version.value;
    reading ??= options.version().then(
      (value) => {
        if (version?.value !== value) entries.clear();
        version = { value, readAt: performance.now() };
        reading = null;
        return value;
      },
      (error: unknown) => {
        reading = null;
        throw error;
      },
    );
    return reading;
  }

  return {
    async get<V>(key: string, compute: () => Promise<V>): Promise<V> {
      const dataVersion = await currentVersion();
      if (dataVersion === null) return compute();
      const fullKey = `${dataVersion}\u0000${key}`;
      const hit = entries.get(fullKey);
      if (hit) {
        entries.delete(fullKey); // re-insert: Map order is the recency order
        entries.set(fullKey, hit);
        // one cache holds several kinds of answer; the caller's key names the kind, so V is the hit's type
        return hit as Promise<V>;
      }
      const pending = compute();
      entries.set(fullKey, pending);
      pending.catch(() => entries.delete(fullKey));
      for (const oldest of entries.keys()) {
        if (entries.size <= options.max) break;
        entries.delete(oldest);
      }
      return pending;
    },
  };
}
