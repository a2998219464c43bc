// An in-memory structure built once per data version (an index of the loaded data): built on first need or by the
// warm-up, shared by concurrent callers, forgotten when its build fails, and readable synchronously once built.

export interface VersionedBuild<T> {
  /** The structure of `version`, building it if it is not (a build of another version is dropped). */
  of(version: string): Promise<T>;
  /** The structure of `version` if it is built; otherwise starts its build and answers null (callers use SQL meanwhile). */
  ready(version: string): T | null;
  /** The structure of `version` if it is built; null otherwise, without starting a build (one only the warm-up pays for). */
  built(version: string): T | null;
}

export function createVersionedBuild<T>(build: (version: string) => Promise<T>): VersionedBuild<T> {
  let current: { version: string; value: Promise<T>; ready: T | null } | null = null;
  function of(version: string): Promise<T> {
    if (current?.version !== version) {
      const entry: { version: string; value: Promise<T>; ready: T | null } = {
        version,
        value: build(version),
        ready: null,
      };
      current = entry;
      entry.value.then(
        (value) => (entry.ready = value),
        // a failed build is not kept: the next caller tries again
        () => {
          if (current === entry) current = null;
        },
      );
    }
    return current.value;
  }
  return {
    of,
    ready(version) {
      if (current?.version === version && current.ready) return current.ready;
      of(version).catch(() => undefined);
      return null;
    },
    built: (version) => (current?.version === version ? current.ready : null),
  };
}
