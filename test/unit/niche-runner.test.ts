// The niche job runner without a database: expiry removes job files, a busy pool requeues instead of failing.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { NicheJobsRepo } from '../../db/niche/jobs-repo.js';
import { ApiError } from '../../core/errors.js';
import { createNicheRunner, inputKey } from '../../services/niche/runner.js';
import { nicheLimits } from '../../services/niche/schemas.js';
import { LocalStorage } from '../../services/storage/local.js';
import type { WorkerPool } from '../../workers/pool.js';

const quiet = { warn: () => undefined, info: () => undefined };
const JOB = '6f1d2c3b-4a59-4e8d-9c7b-6a5f4e3d2c1b';
let root: string | undefined;

afterEach(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

function fakeRepo(overrides: Partial<NicheJobsRepo>): NicheJobsRepo {
  const none = async () => undefined;
  return {
    requeueOrphaned: async () => [],
    deleteExpired: async () => [],
    claim: async () => null,
    touch: none,
    ...overrides,
  } as unknown as NicheJobsRepo;
}

describe('niche runner', () => {
  it('removes the files of expired jobs', async () => {
    root = await mkdtemp(join(tmpdir(), 'niche-runner-'));
    const storage = new LocalStorage(root);
    await storage.writeText(inputKey(JOB, 'ref.fasta'), '>a\nACGT\n');
    const runner = createNicheRunner({
      repo: fakeRepo({ deleteExpired: async () => [JOB] }),
      pool: {} as WorkerPool,
      storage,
      limits: nicheLimits(1024, 60),
      maxRunning: 1,
      log: quiet,
    });
    await runner.sweep();
    expect(await storage.list('niche-jobs')).toEqual([]);
  });

  it('puts a job back in the queue when every worker is busy', async () => {
    root = await mkdtemp(join(tmpdir(), 'niche-runner-'));
    const storage = new LocalStorage(root);
    await storage.writeText(inputKey(JOB, 'r.fasta'), '>R1|Aa bb||lon=1|lat=1\nACGT\n');
    await storage.writeText(inputKey(JOB, 'q.fasta'), '>Q1|unknown||lon=1|lat=1\nACGT\n');
    await storage.writeText(inputKey(JOB, 're.csv'), 'seqIDs,t\nR1,1\n');
    await storage.writeText(inputKey(JOB, 'qe.csv'), 'seqIDs,t\nQ1,1\n');
    const calls: string[] = [];
    let claimed = false;
    const repo = fakeRepo({
      claim: async () => {
        if (claimed) return null;
        claimed = true;
        return {
          id: JOB,
          workflow: 'NBSI',
          model: 'RF',
          seed: 1,
          attempts: 1,
          options: { variableSelection: 'ALL', independence: true, environmentSource: null },
        };
      },
      inputFiles: async () => [
        { fileName: 'r.fasta', role: 'referenceSequences' },
        { fileName: 'q.fasta', role: 'querySequences' },
        { fileName: 're.csv', role: 'referenceEnvironment' },
        { fileName: 'qe.csv', role: 'queryEnvironment' },
      ],
      progress: async () => undefined,
      requeue: async (id: string) => void calls.push(`requeue ${id}`),
      finish: async (id: string) => void calls.push(`finish ${id}`),
    });
    const pool = { run: async () => Promise.reject(new ApiError('SERVICE_BUSY', 'busy')) } as unknown as WorkerPool;
    const runner = createNicheRunner({ repo, pool, storage, limits: nicheLimits(1024, 60), maxRunning: 1, log: quiet });
    await runner.claim();
    await runner.close();
    expect(calls).toEqual([`requeue ${JOB}`]);
  });
});
