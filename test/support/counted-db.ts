// A test database read as the service's connection reads it, wrapped so that a test can tell how many calls went to it
// (an in-memory index's answers must make none).
import type { IDatabase } from 'pg-promise';

export function countedDatabase(db: IDatabase<unknown>): {
  db: IDatabase<unknown>;
  calls: () => number;
  reset: () => void;
} {
  // numeric and bigint as numbers, as db/database.ts sets them
  db.$config.pgp.pg.types.setTypeParser(1700, (value: string) => Number(value));
  db.$config.pgp.pg.types.setTypeParser(20, (value: string) => Number(value));
  let calls = 0;
  const watched = new Proxy(db, {
    get(target, name, receiver) {
      const value: unknown = Reflect.get(target, name, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        calls++;
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { db: watched, calls: () => calls, reset: () => (calls = 0) };
}
