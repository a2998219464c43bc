// Vitest global setup: start the test PostgreSQL once (or use TEST_DATABASE_URL), load the real dataset if needed, share its URL.
import type { TestProject } from 'vitest/node';
import { openDatabase, type Database } from '../../db/database.js';
import { ensureDataLoaded } from '../../app/dataset.js';
import { createDataVersion } from '../../core/data-version.js';
import { loadedDataVersion } from '../../db/dataset/index.js';
import { createLogger } from '../../core/logger.js';
import { resetSkipLog, skipSummary } from './system-parts.js';
import { testConfig } from './test-config.js';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}

let database: Database | undefined;

export async function setup(project: TestProject): Promise<void> {
  resetSkipLog();
  // TEST_DATABASE_URL: an already running PostgreSQL (another run's, or an external one) instead of the embedded test cluster.
  // The load's COPYs hold connections for seconds, so the stall watch probes; on a busy machine its default 5 s for a
  // fresh connection's `SELECT 1` was missed twice and the load was cut. A busy server is not a stopped one: the load
  // gives the probe 30 s (the stall tests start services of their own with the default).
  const config = testConfig({
    DATABASE_URL: process.env.TEST_DATABASE_URL ?? '',
    LOG_LEVEL: 'warn',
    DB_STALL_PROBE_MS: '30000',
  });
  const logger = createLogger('warn');
  database = await openDatabase(config, { info: () => undefined, warn: (m) => logger.warn(m) });
  const db = database.db;
  await ensureDataLoaded(
    config,
    database,
    createDataVersion(() => loadedDataVersion(db)),
    logger,
  );
  project.provide('databaseUrl', database.url);
}

export async function teardown(): Promise<void> {
  await database?.close();
  const skipped = skipSummary();
  if (skipped) console.warn(skipped);
}
