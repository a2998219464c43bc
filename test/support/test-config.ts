// Configuration for tests: their own embedded PostgreSQL (var/test, its own port), quiet logs.
import { loadConfig, type Config } from '../../config.js';
import { createLogger } from '../../core/logger.js';

/** Overridable so several checkouts or engineers can run suites side by side on one machine. */
export const TEST_DATA_DIR = process.env.TEST_DATA_DIR || 'var/test';
export const TEST_PG_PORT = process.env.TEST_PG_PORT || '54339';

/** Config for a test service; pass DATABASE_URL (from inject('databaseUrl')) to share the loaded database. */
export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    DATA_DIR: TEST_DATA_DIR,
    EMBEDDED_PG_PORT: TEST_PG_PORT,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    AUTO_LOAD: 'false',
    // the test clusters are thrown away: durability is not worth the time there (production keeps fsync on)
    EMBEDDED_PG_FSYNC: 'false',
    // dozens of test services: none builds exports and indexes ahead (test/api/derived-data-warm-up.test.ts does)
    WARM_UP: 'false',
    ...overrides,
  });
}

export const silentLogger = createLogger('silent');
