// A benchmark's first step (tools/bench/dataset.ts): on a loaded database it returns the data version of the shipped
// files; on an empty one — a fresh clone's DATA_DIR — it goes on to load the dataset, where bench-blast once read the
// missing load row and died with pg-promise's raw QueryResultError. The empty case loads a copy of the dataset without
// its SOURCES.md, so the load stops at its first step (cheap) and the error that comes out is the loader's.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pgPromise from 'pg-promise';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../../db/database.js';
import { computeDataVersion, loadedDataVersion } from '../../db/dataset/index.js';
import { ensureBenchDataset } from '../../tools/bench/dataset.js';
import { silentLogger, testConfig } from '../support/test-config.js';

const quiet = { info: () => undefined, warn: () => undefined };
const pgp = pgPromise();
const admin = pgp(inject('databaseUrl'));
const name = `bench_dataset_${process.pid}`;
let dataset: string | undefined;

afterAll(async () => {
  await admin.none('DROP DATABASE IF EXISTS $1:name', [name]);
  await admin.$pool.end();
  if (dataset) rmSync(dataset, { recursive: true, force: true });
});

describe('ensureBenchDataset', () => {
  it('returns the version of the shipped files from a loaded database', async () => {
    const config = testConfig({ DATABASE_URL: inject('databaseUrl') });
    const database = await openDatabase(config, quiet);
    try {
      expect(await ensureBenchDataset(config, database, silentLogger)).toBe(computeDataVersion(config.datasetDir));
    } finally {
      await database.close();
    }
  });

  it('loads an empty database (AUTO_LOAD off or not) instead of failing on its missing load', async () => {
    await admin.none('DROP DATABASE IF EXISTS $1:name', [name]);
    await admin.none('CREATE DATABASE $1:name', [name]);
    const url = new URL(inject('databaseUrl'));
    url.pathname = `/${name}`;
    dataset = mkdtempSync(join(tmpdir(), 'bench-dataset-'));
    cpSync(testConfig().datasetDir, dataset, { recursive: true });
    rmSync(join(dataset, 'SOURCES.md'));
    const config = testConfig({ DATABASE_URL: url.toString(), DATASET_DIR: dataset, AUTO_LOAD: 'false' });
    const database = await openDatabase(config, quiet);
    try {
      expect(await loadedDataVersion(database.db)).toBeNull();
      const failure = await ensureBenchDataset(config, database, silentLogger).catch((error: Error) => error);
      expect(failure).toBeInstanceOf(Error);
      // the loader's first step read the dataset folder: the load was attempted, not a load row expected
      expect((failure as Error).message).toContain(join(dataset, 'SOURCES.md'));
      expect((failure as Error).name).not.toBe('QueryResultError');
      expect(await loadedDataVersion(database.db)).toBeNull();
    } finally {
      await database.close();
    }
  });
});
