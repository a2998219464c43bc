// A database written by the previous version (jobs in blast_job and niche_job, every state) migrates to the job
// platform's table cleanly: each job keeps its owner, state, attempts, heartbeat and results, reads as it did, and a job
// that was running when the old process stopped is failed (BLAST) or requeued (niche) by the platform's orphan sweep.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pgPromise from 'pg-promise';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createBlastJobsRepo } from '../../db/blast/index.js';
import type { Db } from '../../db/database.js';
import { createJobsRepo } from '../../db/jobs/index.js';
import { listMigrations, MIGRATIONS_DIR, runMigrations } from '../../db/migrate.js';
import { createNicheJobsRepo } from '../../db/niche/index.js';

const FIRST_NEW = '013_job_platform.sql';
const OWNER = '198.51.100.91';
const quiet = { info: () => undefined };
const pgp = pgPromise();
const admin = pgp(inject('databaseUrl'));
const name = `job_migration_${process.pid}`;
let scratch: Db;
let previous: string;

const ids = {
  blastDone: '7d2f7a52-0001-4c4e-9f1a-000000000001',
  blastRunning: '7d2f7a52-0001-4c4e-9f1a-000000000002',
  blastFailed: '7d2f7a52-0001-4c4e-9f1a-000000000003',
  nicheAwaiting: '7d2f7a52-0002-4c4e-9f1a-000000000001',
  nicheQueued: '7d2f7a52-0002-4c4e-9f1a-000000000002',
  nicheRunning: '7d2f7a52-0002-4c4e-9f1a-000000000003',
  nicheDone: '7d2f7a52-0002-4c4e-9f1a-000000000004',
};

beforeAll(async () => {
  await admin.none('DROP DATABASE IF EXISTS $1:name', [name]);
  await admin.none('CREATE DATABASE $1:name', [name]);
  const url = new URL(inject('databaseUrl'));
  url.pathname = `/${name}`;
  scratch = pgp(url.toString()) as unknown as Db;
  // the schema of the previous version: every migration before the job platform's
  previous = mkdtempSync(join(tmpdir(), 'migrations-'));
  for (const file of listMigrations().filter((f) => f < FIRST_NEW)) cpSync(join(MIGRATIONS_DIR, file), join(previous, file));
  await runMigrations(scratch, quiet, previous);

  // what the previous version wrote: a BLAST job of each state, niche jobs awaiting uploads, queued, running, done
  await scratch.none(
    `INSERT INTO blast_job (id, client_ip, status, program, database_id, results, error, created_at, finished_at, heartbeat_at) VALUES
     ($1, $4, 'succeeded', 'blastn', 'db1', '{"hits": []}', NULL, now() - interval '1 hour', now() - interval '59 minutes', now() - interval '59 minutes'),
     ($2, $4, 'running', 'tblastx', 'db1', NULL, NULL, now() - interval '10 minutes', NULL, now() - interval '10 minutes'),
     ($3, $4, 'failed', 'blastp', 'db2', NULL, 'BLAST exited with status 2', now() - interval '2 hours', now() - interval '2 hours', now() - interval '2 hours')`,
    [ids.blastDone, ids.blastRunning, ids.blastFailed, OWNER],
  );
  await scratch.none(
    `INSERT INTO niche_job (id, client_ip, label, workflow, model, options, seed, status, stage, progress, attempts,
                            confirmed_at, started_at, finished_at, expires_at, heartbeat_at, results, output_files) VALUES
     ($1, $5, 'a', 'NBSI', 'RF', '{"independence": true}', 1, 'pending', 'awaiting_uploads', 0, 0, NULL, NULL, NULL, now() + interval '7 days', NULL, NULL, NULL),
     ($2, $5, 'b', 'NBSI', 'RF', '{"independence": true}', 2, 'pending', 'queued', 0, 0, now() - interval '2 minutes', NULL, NULL, now() + interval '7 days', NULL, NULL, NULL),
     ($3, $5, 'c', 'NBSI', 'RF', '{"independence": true}', 3, 'running', 'niche_models', 0.2, 1, now() - interval '1 minute', now(), NULL, now() + interval '7 days', now() - interval '10 minutes', NULL, NULL),
     ($4, $5, 'd', 'NBSI', 'RF', '{"independence": true}', 4, 'succeeded', 'done', 1, 1, now(), now(), now(), now() + interval '7 days', NULL, '{"variables": [], "results": []}', '[]')`,
    [ids.nicheAwaiting, ids.nicheQueued, ids.nicheRunning, ids.nicheDone, OWNER],
  );
  await scratch.none(
    `INSERT INTO niche_job_file (job_id, file_name, role, position, size_bytes, sha256, uploaded_at)
     VALUES ($1, 'ref.fasta', 'referenceSequences', 0, 120, 'abc', now()), ($1, 'que.fasta', 'querySequences', 1, NULL, NULL, NULL)`,
    [ids.nicheAwaiting],
  );
}, 120_000);

afterAll(async () => {
  await (scratch as unknown as { $pool: { end(): Promise<void> } } | undefined)?.$pool.end();
  await admin.none('DROP DATABASE IF EXISTS $1:name', [name]);
  await admin.$pool.end();
  if (previous) rmSync(previous, { recursive: true, force: true });
});

describe('the job platform migration on a database of the previous version', () => {
  it('applies, and every job keeps its owner, state, attempts and results', async () => {
    expect(await runMigrations(scratch, quiet)).toContain(FIRST_NEW);
    const rows = await scratch.any<{ id: string; kind: string; status: string; attempts: number; queued: boolean }>(
      'SELECT id, kind, status, attempts, queued_at IS NOT NULL AS queued FROM job WHERE client_ip = $1 ORDER BY id',
      [OWNER],
    );
    expect(rows).toEqual([
      { id: ids.blastDone, kind: 'blast', status: 'succeeded', attempts: 1, queued: false },
      { id: ids.blastRunning, kind: 'blast', status: 'running', attempts: 1, queued: false },
      { id: ids.blastFailed, kind: 'blast', status: 'failed', attempts: 1, queued: false },
      { id: ids.nicheAwaiting, kind: 'niche', status: 'pending', attempts: 0, queued: false },
      { id: ids.nicheQueued, kind: 'niche', status: 'queued', attempts: 0, queued: true },
      { id: ids.nicheRunning, kind: 'niche', status: 'running', attempts: 1, queued: true },
      { id: ids.nicheDone, kind: 'niche', status: 'succeeded', attempts: 1, queued: true },
    ]);
  });

  it('reads the migrated jobs as the API showed them', async () => {
    const blast = createBlastJobsRepo(scratch);
    expect(await blast.get(ids.blastDone, OWNER)).toMatchObject({
      status: 'succeeded',
      program: 'blastn',
      database: 'db1',
      results: { hits: [] },
      error: null,
    });
    expect(await blast.get(ids.blastFailed, OWNER)).toMatchObject({
      status: 'failed',
      error: 'BLAST exited with status 2',
    });
    expect(await blast.get(ids.blastDone, '198.51.100.92')).toBeNull();
    const niche = createNicheJobsRepo(scratch);
    expect(await niche.get(ids.nicheAwaiting, OWNER)).toMatchObject({
      status: 'pending',
      stage: 'awaiting_uploads',
      confirmedAt: null,
      files: [
        { fileName: 'ref.fasta', role: 'referenceSequences', uploaded: true, sizeBytes: 120 },
        { fileName: 'que.fasta', role: 'querySequences', uploaded: false, sizeBytes: null },
      ],
    });
    // confirmed and waiting: still `pending` to clients
    expect(await niche.get(ids.nicheQueued, OWNER)).toMatchObject({ status: 'pending', stage: 'queued' });
    expect(await niche.get(ids.nicheDone, OWNER)).toMatchObject({
      status: 'succeeded',
      results: { variables: [], results: [] },
      outputFiles: [],
    });
  });

  it('lets the orphan sweep fail the BLAST job and requeue the niche analysis the stopped process was running', async () => {
    const jobs = createJobsRepo(scratch);
    const rule = { quietSeconds: 9, staleSeconds: 300, graceSeconds: 15, keepSeconds: 3600 };
    const failed = await jobs.sweepOrphans({
      ...rule,
      kind: 'blast',
      owned: ['queued', 'running'],
      maxAttempts: 0,
      message: 'The server stopped.',
    });
    expect(failed).toEqual([{ id: ids.blastRunning, status: 'failed' }]);
    const requeued = await jobs.sweepOrphans({
      ...rule,
      kind: 'niche',
      owned: ['running'],
      maxAttempts: 3,
      message: 'The server stopped three times.',
    });
    expect(requeued).toEqual([{ id: ids.nicheRunning, status: 'queued' }]);
    // the queue keeps its order: the job confirmed first is claimed first
    expect(await jobs.claim('niche')).toEqual({ id: ids.nicheQueued, attempt: 1 });
    expect(await jobs.claim('niche')).toEqual({ id: ids.nicheRunning, attempt: 2 });
    // deleting a job deletes its own rows and files' records with it
    await scratch.none('DELETE FROM job WHERE id = $1', [ids.nicheAwaiting]);
    expect(await scratch.oneOrNone('SELECT 1 FROM niche_job WHERE id = $1', [ids.nicheAwaiting])).toBeNull();
    expect(await scratch.any('SELECT 1 FROM niche_job_file WHERE job_id = $1', [ids.nicheAwaiting])).toEqual([]);
  });
});
