// Vitest global setup: start the test PostgreSQL once, load the real dataset if needed, share its URL.
import type { TestProject } from 'vitest/node';
import { openDatabase, type Database } from '../../db/database.js';
import { ensureDataLoaded } from '../../http/service.js';
import { createLogger } from '../../http/logger.js';
import { testConfig } from './test-config.js';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}

let database: Database | undefined;

export async function setup(project: TestProject): Promise<void> {
  const config = testConfig({ DATABASE_URL: '', LOG_LEVEL: 'warn' });
  const logger = createLogger('warn');
  database = await openDatabase(config, { info: () => undefined, warn: (m) => logger.warn(m) });
  await ensureDataLoaded(config, database, logger);
  project.provide('databaseUrl', database.url);
}

export async function teardown(): Promise<void> {
  await database?.close();
}
