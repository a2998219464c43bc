// The service the contract runners (Dredd, schemathesis) start: the test database and data, an ephemeral loopback port.
import { loadConfig, type Config } from '../config.js';
import { TEST_DATA_DIR, TEST_PG_PORT } from '../test/support/test-config.js';

/** The test service's configuration, with the runner's own settings (log level, limits, BLAST mode) over it. */
export function contractTestConfig(settings: Record<string, string>): Config {
  return loadConfig({
    ...process.env,
    DATA_DIR: TEST_DATA_DIR,
    EMBEDDED_PG_PORT: TEST_PG_PORT,
    PORT: '0',
    HOST: '127.0.0.1',
    METRICS_ENABLED: 'true',
    // the hooks act as several clients through X-Forwarded-For (the runner's connections are the trusted proxy)
    TRUST_PROXY: 'loopback',
    DATABASE_URL: process.env.DATABASE_URL ?? '',
    ...settings,
  });
}
