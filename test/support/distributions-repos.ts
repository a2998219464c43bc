// The occurrence repository twice over the shared test database: one answering from memory (its every query recorded),
// one from the SQL alone, for the data tests that compare the two.
import type { IDatabase } from 'pg-promise';
import { createDataVersion } from '../../core/data-version.js';
import type { Db } from '../../db/database.js';
import { createDistributionsRepo } from '../../db/distributions/index.js';
import { watchedDb } from './watched-db.js';

/** `memory` with its record order built (`records` of them), `viaSql` without one, `sent` the SQL memory sent. */
export async function memoryAndSqlRepos(db: IDatabase<unknown>) {
  const { db: watched, sent } = watchedDb(db);
  const version = createDataVersion(async () => 'test-version');
  const memory = createDistributionsRepo(watched, version);
  const viaSql = createDistributionsRepo(db as unknown as Db, version, { recordOrder: false });
  const records = await memory.warmRecordOrder();
  return { memory, viaSql, sent, records };
}
