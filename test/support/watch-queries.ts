// A database handle that counts the times one statement (an sql() text) is sent through it: a data test's way to know
// whether an answer came from an in-memory index or from the SQL it replaces.
import type { IDatabase } from 'pg-promise';
import type { Db } from '../../db/database.js';
import { watchedDb } from './watched-db.js';

export function watchQueries(db: object, statement: unknown): { db: Db; sent(): number } {
  const watched = watchedDb(db as IDatabase<unknown>);
  return { db: watched.db, sent: () => watched.sent.filter((s) => s === statement).length };
}
