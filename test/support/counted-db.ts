// A test database read as the service's connection reads it, wrapped so that a test can tell how many calls went to it
// (an in-memory index's answers must make none).
import type { IDatabase } from 'pg-promise';
import { watchedDb } from './watched-db.js';

export function countedDatabase(db: IDatabase<unknown>): {
  db: IDatabase<unknown>;
  calls: () => number;
  reset: () => void;
} {
  // numeric and bigint as numbers, as db/database.ts sets them
  db.$config.pgp.pg.types.setTypeParser(1700, (value: string) => Number(value));
  db.$config.pgp.pg.types.setTypeParser(20, (value: string) => Number(value));
  const watched = watchedDb(db);
  return {
    db: watched.db as unknown as IDatabase<unknown>,
    calls: () => watched.sent.length,
    reset: () => void watched.sent.splice(0),
  };
}
