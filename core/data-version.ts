// The one data version of the loaded dataset (a hash of the shipped files): looked up in one place, cached briefly, shared by every layer.

export interface DataVersion {
  /**
   * The loaded dataset's version, or null before the first load. Asks the database at most once per `ttlMs`; once a
   * value is known it answers at once with it while a newer one is asked for (and keeps it when the asking fails).
   */
  current(): Promise<string | null>;
  /** Forgets the cached value, so the next call asks again and waits for the answer (after a load in this process). */
  invalidate(): void;
}

/**
 * A cached view of `lookup` (the latest completed load in PostgreSQL). Several server processes may share a
 * database, so a load by another one is seen within `ttlMs` plus one lookup; concurrent callers share one lookup.
 *
 * Why a known value is answered without waiting for the lookup: every read asks for the version (the answer cache's
 * key, the in-memory indexes' readiness), so waiting would tie the reads answered from memory to the database. With a
 * stalled server each one waited the stall watch's detection (~7 s) and then answered 503 — node details, searches
 * and suggestions that need no query, and even a request refused by validation. A version cannot change while the
 * database does not answer (a load writes it there), so the last one read stays true until a lookup succeeds.
 */
export function createDataVersion(lookup: () => Promise<string | null>, ttlMs = 1000): DataVersion {
  /** The last value a lookup gave (as a settled promise: every read asks for it, none needs a new one). */
  let known: Promise<string | null> | null = null;
  /** When the last lookup ended, successful or not (Date.now()): the next one starts `ttlMs` later. */
  let checkedAt = 0;
  let pending: Promise<string | null> | null = null;
  /** Bumped by invalidate(): a lookup started before it neither sets the value nor is shared afterwards. */
  let generation = 0;

  function ask(): Promise<string | null> {
    const asked = generation;
    const answer = lookup().then(
      (value) => {
        if (asked === generation) {
          known = Promise.resolve(value);
          checkedAt = Date.now();
        }
        return value;
      },
      (error: unknown) => {
        if (asked === generation) checkedAt = Date.now();
        throw error;
      },
    );
    pending = answer;
    const forget = () => {
      if (pending === answer) pending = null;
    };
    answer.then(forget, forget);
    return answer;
  }

  return {
    current() {
      if (known !== null) {
        if (pending === null && Date.now() - checkedAt > ttlMs) ask().catch(() => undefined);
        return known;
      }
      // nothing known yet (a start, or after invalidate()): the caller waits; a failure reaches it and is not kept
      return pending ?? ask();
    },
    invalidate() {
      generation++;
      known = null;
      pending = null;
    },
  };
}
