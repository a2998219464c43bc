// The identification model loaded with no file descriptor left (this process's open-file limit lowered under it): the
// thread or the model file cannot be opened, which passes — the model stays `loading` and is loaded again once
// descriptors are back. (It was `error` until a restart: every identification answered 503 MODEL_UNAVAILABLE.)
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createDataVersion } from '../../core/data-version.js';
import { openDatabase } from '../../db/database.js';
import { createIdentificationRepo } from '../../db/identification/repo.js';
import { createIdentificationData } from '../../services/identification/prior-source.js';
import { createIdentificationService } from '../../services/identification/service.js';
import { createWorkerPool } from '../../workers/pool.js';
import { withNoDescriptorLeft } from '../support/no-descriptors.js';
import { testConfig } from '../support/test-config.js';

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe('the identification model without a descriptor to load it with', () => {
  const config = testConfig({ DATABASE_URL: inject('databaseUrl') });
  const pool = createWorkerPool({ threads: 1, identifyThreads: 1, maxQueue: 2, nicheSlots: 1 });
  const logged: { level: string; msg: string }[] = [];
  const log = (level: string) => (_: object, msg: string) => void logged.push({ level, msg });
  const closers: (() => Promise<unknown>)[] = [() => pool.close()];
  afterAll(async () => {
    for (const close of closers.reverse()) await close();
  });

  it('stays loading, and is loaded once descriptors are back', { timeout: 60_000 }, async () => {
    const database = await openDatabase(config, { info: () => undefined, warn: () => undefined });
    closers.push(() => database.close());
    const service = createIdentificationService({
      modelDir: config.identificationModelDir,
      pool,
      data: createIdentificationData(
        createIdentificationRepo(database.db),
        createDataVersion(async () => null),
      ),
      log: { info: log('info'), warn: log('warn'), error: log('error') },
    });
    closers.push(() => service.stop());
    // the thread is started first (a load of a model that is not there): under vitest it loads tsx, whose files are
    // opened lazily, and a thread that cannot start is the pool's own fault path (workers/pool.ts) — here it is the
    // model's files that cannot be opened
    await expect(pool.run('identify', { kind: 'warm-up', modelDir: '/nonexistent-model' })).rejects.toThrow(/ENOENT/);
    await withNoDescriptorLeft(() => service.start());
    expect(logged).toMatchObject([{ level: 'warn', msg: expect.stringContaining('no file descriptor left') }]);
    expect(service.health().status).toBe('loading');
    for (let waited = 0; waited < 30_000 && service.health().status === 'loading'; waited += 200) await sleep(200);
    expect(service.health().status).toBe('ready');
    expect(logged.filter((entry) => entry.level === 'error')).toEqual([]);
  });
});
