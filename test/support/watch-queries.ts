// A database handle that counts the times one statement (an sql() text) is sent through it: a data test's way to know
// whether an answer came from an in-memory index or from the SQL it replaces.
import type { Db } from '../../db/database.js';

export function watchQueries(db: object, statement: unknown): { db: Db; sent(): number } {
  let sent = 0;
  const watched = new Proxy(db, {
    get(target, name, receiver) {
      const value: unknown = Reflect.get(target, name, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (args[0] === statement) sent++;
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { db: watched as unknown as Db, sent: () => sent };
}
