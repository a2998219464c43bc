// A database whose every query is recorded: the data tests tell from it that an in-memory path sent no SQL.
import type { IDatabase } from 'pg-promise';
import type { Db } from '../../db/database.js';

/** `db` seen through a proxy that records the first argument (the SQL) of every method call in `sent`. */
export function watchedDb(db: IDatabase<unknown>): { db: Db; sent: unknown[] } {
  const sent: unknown[] = [];
  const watched = new Proxy(db, {
    get(target, name, receiver) {
      const value: unknown = Reflect.get(target, name, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        sent.push(args[0]);
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { db: watched as unknown as Db, sent };
}
