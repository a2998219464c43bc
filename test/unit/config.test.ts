// Configuration parsing: defaults, validation, and the documented variables.
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT, loadConfig } from '../../config.js';

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: null,
      dataDir: `${PROJECT_ROOT}/var`,
      storageDir: `${PROJECT_ROOT}/var/storage`,
      datasetDir: `${PROJECT_ROOT}/data`,
      autoLoad: true,
      metricsEnabled: false,
      blastEnabled: true,
      blastSyncTimeoutMs: 30_000,
      trustProxy: false,
      answerCache: true,
      workerMaxQueue: 128,
    });
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('reads overrides', () => {
    const config = loadConfig({
      PORT: '9000',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://x/y',
      METRICS_ENABLED: 'true',
      BLAST_SYNC_TIMEOUT: '2',
      DATA_DIR: '/tmp/lepi',
      ANSWER_CACHE: 'off',
    });
    expect(config).toMatchObject({
      port: 9000,
      host: '127.0.0.1',
      databaseUrl: 'postgres://x/y',
      metricsEnabled: true,
      blastSyncTimeoutMs: 2000,
      dataDir: '/tmp/lepi',
      storageDir: '/tmp/lepi/storage',
      answerCache: false,
    });
  });

  it('rejects values it cannot use, naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => loadConfig({ METRICS_ENABLED: 'maybe' })).toThrow(/METRICS_ENABLED/);
    expect(() => loadConfig({ ANSWER_CACHE: 'sometimes' })).toThrow(/ANSWER_CACHE/);
  });
});
