// The one data version of the loaded dataset (a hash of the shipped files): looked up in one place, cached briefly, shared by every layer.

export interface DataVersion {
  /** The loaded dataset's version, or null before the first load; asks the database at most once per `ttlMs`. */
  current(): Promise<string | null>;
  /** Forgets the cached value, so the next call asks again (after a load in this process). */
  invalidate(): void;
}

/**
 * A cached view of `lookup` (the latest completed load in PostgreSQL). Several server processes may share a
 * database, so a load by another one is seen within `ttlMs`; concurrent callers share one lookup.
 */
export function createDataVersion(lookup: () => Promise<string | null>, ttlMs = 1000): DataVersion {
  let cached: { at: number; value: Promise<string | null> } | null = null;
  return {
    current() {
      const now = Date.now();
      if (!cached || now - cached.at > ttlMs) {
        const value = lookup();
        cached = { at: now, value };
        // a failed lookup (database down) is not cached: the next call asks again
        value.catch(() => {
          if (cached?.value === value) cached = null;
        });
      }
      return cached.value;
    },
    invalidate() {
      cached = null;
    },
  };
}
