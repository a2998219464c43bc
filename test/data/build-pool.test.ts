// The derived-data builds run on a pool of their own (db/database.ts buildDb) with their own statement timeout: the
// reads of every record — the record order, the tile points, the aggregate over every record — complete when a
// request's timeout is far shorter than they take (at 10× the records the request timeout cut all three), and a request
// waits for the overview of every record no longer than its own budget.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDataVersion } from '../../core/data-version.js';
import { openDatabase, type Database } from '../../db/database.js';
import { createDistributionsRepo, NO_FILTER } from '../../db/distributions/index.js';
import { testConfig } from '../support/test-config.js';

const quiet = { info: () => undefined, warn: () => undefined };
let database: Database;

beforeAll(async () => {
  // a request's query gets 100 ms: every read of all ~300k records takes longer
  database = await openDatabase(
    testConfig({
      DATABASE_URL: inject('databaseUrl'),
      DB_STATEMENT_TIMEOUT_MS: '100',
      DB_BUILD_STATEMENT_TIMEOUT_MS: '120000',
    }),
    quiet,
  );
});

afterAll(async () => {
  await database.close();
});

describe('the builds pool', () => {
  it('has its own statement timeout, and its connections are not the requests pool', async () => {
    const timeout = async (db: Database['db']) => (await db.one<{ t: string }>("SELECT current_setting('statement_timeout') AS t")).t;
    expect(await timeout(database.db)).toBe('100ms');
    expect(await timeout(database.buildDb)).toBe('2min');
    expect(database.buildDb.$pool).not.toBe(database.db.$pool);
    await expect(database.db.one('SELECT pg_sleep(0.3)')).rejects.toMatchObject({ code: '57014' });
    await expect(database.buildDb.one('SELECT pg_sleep(0.3)')).resolves.toBeDefined();
  });

  it(
    'carries the reads of every record that a 100 ms request timeout cuts: overview, tile points, record order',
    { timeout: 180_000 },
    async () => {
      const version = createDataVersion(async () => 'build-pool-test');
      // without the builds pool the aggregate over every record is a request's query, and the timeout cuts it
      const requestsOnly = createDistributionsRepo(database.db, version);
      await expect(requestsOnly.overview(NO_FILTER)).rejects.toMatchObject({ code: '57014' });

      const repo = createDistributionsRepo(database.db, version, { buildDb: database.buildDb });
      const overview = await repo.overview(NO_FILTER);
      expect(overview.totals.records).toBeGreaterThan(100_000);
      let located = 0;
      await repo.streamTilePoints(() => located++);
      expect(located).toBeGreaterThan(100_000);
      expect(located).toBeLessThanOrEqual(overview.totals.records);
      expect(await repo.warmRecordOrder()).toBe(overview.totals.records);
    },
  );

  it(
    'bounds how long a request waits for the overview of every record, which the warm-up waits for and keeps',
    { timeout: 120_000 },
    async () => {
      const version = createDataVersion(async () => 'build-wait-test');
      const repo = createDistributionsRepo(database.db, version, { buildDb: database.buildDb, buildWaitMs: 1 });
      // a request gets 1 ms here: the aggregate is still being computed, so 503 SERVICE_BUSY with Retry-After
      const refused = await repo.overview(NO_FILTER).catch((error: unknown) => error);
      expect(refused).toMatchObject({ code: 'SERVICE_BUSY', headers: { 'Retry-After': '5' } });
      // the warm-up waits as long as it takes, and what it computed is kept for the requests after it
      await repo.warmOverview();
      const overview = await repo.overview(NO_FILTER);
      expect(overview.totals.records).toBeGreaterThan(100_000);
    },
  );
});
