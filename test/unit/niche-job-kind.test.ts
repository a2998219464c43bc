// The niche analysis as a job kind, on the real test PostgreSQL and a local file store: expiry removes a job's files, a
// busy worker pool is not a failure (the platform requeues the job), and a failed run says why and keeps its log.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiError } from '../../core/errors.js';
import { openDatabase, type Database } from '../../db/database.js';
import { createJobsRepo } from '../../db/jobs/index.js';
import { createNicheJobsRepo, type NicheJobInput } from '../../db/niche/index.js';
import { createJobPlatform, type RunContext } from '../../services/jobs/index.js';
import { InputError } from '../../services/niche/input.js';
import { inputKey, nicheJobKind, outputKey } from '../../services/niche/runner.js';
import { nicheLimits } from '../../services/niche/schemas.js';
import { LocalStorage } from '../../services/storage/local.js';
import type { WorkerPool } from '../../workers/pool.js';
import { testConfig } from '../support/test-config.js';

const quiet = { warn: () => undefined, info: () => undefined };
const OWNER = '198.51.100.71';
const INPUT: NicheJobInput = {
  workflow: 'NBSI',
  model: 'RF',
  seed: 1,
  options: { variableSelection: 'ALL', independence: true, environmentSource: null },
};
const FILES = {
  'r.fasta': { role: 'referenceSequences', text: '>R1|Aa bb||lon=1|lat=1\nACGT\n' },
  'q.fasta': { role: 'querySequences', text: '>Q1|unknown||lon=1|lat=1\nACGT\n' },
  're.csv': { role: 'referenceEnvironment', text: 'seqIDs,t\nR1,1\n' },
  'qe.csv': { role: 'queryEnvironment', text: 'seqIDs,t\nQ1,1\n' },
};

let database: Database;
let root: string;
let storage: LocalStorage;
const created: string[] = [];

beforeAll(async () => {
  database = await openDatabase(testConfig({ DATABASE_URL: inject('databaseUrl') }), quiet);
});

afterEach(async () => {
  await database.db.none('DELETE FROM job WHERE id = ANY($1::uuid[])', [created.splice(0)]);
  if (root) await rm(root, { recursive: true, force: true });
});

afterAll(async () => {
  await database.close();
});

async function freshStorage(): Promise<LocalStorage> {
  root = await mkdtemp(join(tmpdir(), 'niche-kind-'));
  storage = new LocalStorage(root);
  return storage;
}

/** A niche job with its four files declared and stored, as an upload would leave it. */
async function storedJob(): Promise<string> {
  const id = randomUUID();
  created.push(id);
  const repo = createNicheJobsRepo(database.db);
  await createJobsRepo(database.db).insert(
    { id, kind: 'niche', clientIp: OWNER, status: 'pending', owned: false, stage: 'awaiting_uploads', keepSeconds: 60 },
    (t) =>
      repo.insert(t, {
        id,
        label: null,
        ...INPUT,
        files: Object.entries(FILES).map(([fileName, f]) => ({ fileName, role: f.role })),
      }),
  );
  for (const [fileName, f] of Object.entries(FILES)) await storage.writeText(inputKey(id, fileName), f.text);
  return id;
}

function kind(pool: Partial<WorkerPool> = {}) {
  return nicheJobKind({
    repo: createNicheJobsRepo(database.db),
    pool: pool as WorkerPool,
    storage,
    limits: nicheLimits(1024, 60),
    maxRunning: 0,
    log: quiet,
  });
}

const context = (id: string): RunContext => ({
  id,
  attempt: 2,
  startedAt: new Date('2026-01-02T03:04:05.000Z'),
  signal: new AbortController().signal,
  progress: async () => undefined,
});

describe('the niche job kind', () => {
  it('removes the files of an expired job with it', async () => {
    await freshStorage();
    const id = await storedJob();
    await database.db.none("UPDATE job SET expires_at = now() - interval '1 second' WHERE id = $1", [id]);
    const platform = createJobPlatform({ repo: createJobsRepo(database.db), log: quiet });
    const jobs = platform.queued(kind());
    try {
      await jobs.start();
    } finally {
      await jobs.close();
      await platform.close();
    }
    expect(await storage.list(`niche-jobs/${id}`)).toEqual([]);
    expect(await database.db.oneOrNone('SELECT 1 FROM niche_job WHERE id = $1', [id])).toBeNull();
  });

  it('lets a busy worker pool through, so the platform puts the job back in the queue instead of failing it', async () => {
    await freshStorage();
    const id = await storedJob();
    const busy = new ApiError('SERVICE_BUSY', 'every worker is busy');
    const run = kind({ run: () => Promise.reject(busy) }).run(INPUT, context(id));
    await expect(run).rejects.toBe(busy);
  });

  it('fails a run whose upload is missing from storage, saying which file', async () => {
    await freshStorage();
    const id = await storedJob();
    await storage.remove(inputKey(id, 'q.fasta'));
    const run = kind().run(INPUT, context(id));
    await expect(run).rejects.toThrow(new InputError('The uploaded file q.fasta is missing from storage.'));
  });

  it('says why a run failed and keeps its log as a result file', async () => {
    await freshStorage();
    const id = randomUUID();
    const niche = kind();
    const timeout = Object.assign(new Error('The operation was aborted'), { name: 'AbortError' });
    expect(await niche.failure(timeout, INPUT, context(id))).toMatchObject({
      status: 'failed',
      error: 'The analysis did not finish within 15 minutes.',
    });
    expect(await niche.failure(new Error('worker exited'), INPUT, context(id))).toMatchObject({
      error: 'The analysis failed: worker exited',
    });
    const outcome = await niche.failure(new InputError('No query sequence has a location.'), INPUT, context(id));
    expect(outcome).toEqual({
      status: 'failed',
      error: 'No query sequence has a location.',
      result: { outputFiles: [expect.objectContaining({ fileId: 'run.log', contentType: 'text/plain' })] },
    });
    expect(await storage.readText(outputKey(id, 'run.log'))).toBe(
      `2026-01-02T03:04:05.000Z job ${id} attempt 2: NBSI RF seed 1\nfailed: No query sequence has a location.\n`,
    );
  });
});
