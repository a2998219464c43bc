// kill -9 of the real server process while a niche analysis runs, an upload is half sent and a BLAST job runs; then a
// restart: every job finishes or fails with a reason, uploads are whole or absent, nothing is left running or locked —
// on the shared test database (DATABASE_URL) and on a server's own embedded PostgreSQL (the orphaned postmaster).
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { join, resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import pgPromise from 'pg-promise';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { PROJECT_ROOT } from '../../config.js';
import { openDatabase } from '../../db/database.js';
import { ADVISORY_LOCKS, createJobsRepo } from '../../db/jobs/index.js';
import { ORPHANED_MESSAGE } from '../../services/blast/jobs.js';
import { jobKey } from '../../services/niche/runner.js';
import { freePort, startServerProcess, type ServerProcess } from '../support/server-process.js';
import { requirePart, SYSTEM_PARTS } from '../support/system-parts.js';
import { TEST_DATA_DIR, testConfig } from '../support/test-config.js';

const read = (path: string) => gunzipSync(readFileSync(join(PROJECT_ROOT, 'data', path)));
const REF = read('barcodes/nichebarcoding_lappetmoths_reference_coi.fasta.gz');
const QUE = read('barcodes/nichebarcoding_lappetmoths_query_coi.fasta.gz');
const JOBS = '/api/v1/niche-barcoding/jobs';
const JSON_HEADERS = { 'Content-Type': 'application/json' };
const withBlast = requirePart(SYSTEM_PARTS.blast, 'crash safety (BLAST job)');

const pgp = pgPromise();
const db = pgp(inject('databaseUrl'));
const servers: ServerProcess[] = [];
afterAll(async () => {
  for (const server of servers) await server.stop();
  await db.$pool.end();
});

async function start(env: Record<string, string>): Promise<ServerProcess> {
  const server = await startServerProcess(env);
  servers.push(server);
  return server;
}

const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function call(server: ServerProcess, path: string, init?: RequestInit): Promise<{ status: number; body: any }> {
  const response = await fetch(`${server.url}${path}`, init);
  return { status: response.status, body: await response.json() };
}

/** A niche job from the LappetMoths sequences with the environment taken from a loaded layer (the grid load makes it run a while). */
async function createNicheJob(server: ServerProcess): Promise<{ jobId: string; urls: Record<string, string> }> {
  const { status, body } = await call(server, JOBS, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify({
      workflow: 'NBSI',
      model: 'RF',
      files: { referenceSequences: 'ref.fasta', querySequences: 'que.fasta' },
      options: { seed: 7, environmentSource: 'beyer2020-present-1deg' },
    }),
  });
  expect(status).toBe(201);
  const urls = Object.fromEntries(
    (body.data.uploads as { fileName: string; url: string }[]).map((u) => [u.fileName, u.url]),
  );
  return { jobId: body.data.jobId, urls };
}

async function upload(server: ServerProcess, url: string, bytes: Buffer): Promise<number> {
  const response = await fetch(`${server.url}${url}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/octet-stream' },
    body: bytes,
  });
  await response.arrayBuffer();
  return response.status;
}

/**
 * Every file stored under a niche job's inputs, by declared name (each upload has a directory of its own). A write cut by
 * kill -9 leaves its `.<uuid>.<pid>@<host>.partial` temporary file, which nothing reads (the next start removes it):
 * not counted.
 */
function storedInputs(storageDir: string, jobId: string): Record<string, Buffer[]> {
  const root = join(storageDir, jobKey(jobId), 'input');
  const found: Record<string, Buffer[]> = {};
  if (!existsSync(root)) return found;
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name.endsWith('.partial')) continue;
    (found[entry.name] ??= []).push(readFileSync(join(entry.parentPath, entry.name)));
  }
  return found;
}

/** Sends the headers and the first half of the body, then nothing more: the upload is cut when the server dies. */
async function halfUpload(server: ServerProcess, url: string, bytes: Buffer): Promise<void> {
  const put = request(`${server.url}${url}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/octet-stream', 'Content-Length': String(bytes.length) },
  });
  put.on('error', () => undefined); // reset when the server is killed
  await new Promise<void>((done) => put.write(bytes.subarray(0, bytes.length >> 1), () => done()));
  await sleep(300); // the server has read what was sent
}

async function nicheJob(server: ServerProcess, jobId: string): Promise<any> {
  const { status, body } = await call(server, `${JOBS}/${jobId}`);
  expect(status).toBe(200);
  return body.data;
}

/** Polls until the job leaves pending/running (bounded); returns it and how long that took. */
async function settleNiche(server: ServerProcess, jobId: string, ms = 90_000): Promise<{ job: any; seconds: number }> {
  const started = Date.now();
  for (;;) {
    const job = await nicheJob(server, jobId);
    if (job.status === 'succeeded' || job.status === 'failed') return { job, seconds: (Date.now() - started) / 1000 };
    if (Date.now() - started > ms) throw new Error(`niche job ${jobId} is still ${job.status} after ${ms / 1000} s`);
    await sleep(200);
  }
}

async function settleBlast(server: ServerProcess, jobId: string, ms = 90_000): Promise<{ job: any; seconds: number }> {
  const started = Date.now();
  for (;;) {
    const { status, body } = await call(server, `/api/v1/blast/jobs/${jobId}`);
    expect(status).toBe(200);
    const job = body.data;
    if (job.status === 'succeeded' || job.status === 'failed') return { job, seconds: (Date.now() - started) / 1000 };
    if (Date.now() - started > ms) throw new Error(`BLAST job ${jobId} is still ${job.status} after ${ms / 1000} s`);
    await sleep(250);
  }
}

/** pid → [parent pid, state, command line] of every process, from /proc. */
function processTable(): Map<number, { ppid: number; state: string; cmd: string }> {
  const table = new Map<number, { ppid: number; state: string; cmd: string }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const cmd = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replace(/\0/g, ' ').trim();
      table.set(Number(entry), { state: fields[0], ppid: Number(fields[1]), cmd });
    } catch {
      // exited while we looked
    }
  }
  return table;
}

/** Processes started (directly or not) by `pid`. */
function descendants(pid: number): { pid: number; cmd: string }[] {
  const table = processTable();
  const found: { pid: number; cmd: string }[] = [];
  const walk = (parent: number) => {
    for (const [child, info] of table)
      if (info.ppid === parent) {
        found.push({ pid: child, cmd: info.cmd });
        walk(child);
      }
  };
  walk(pid);
  return found;
}

/** Running, not a zombie waiting to be reaped. */
function running(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

async function waitUntil(what: string, check: () => boolean | Promise<boolean>, ms: number): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`${what} did not happen within ${ms / 1000} s`);
    await sleep(100);
  }
  return (Date.now() - started) / 1000;
}

const applicationName = (server: ServerProcess) => `lepidoptera-data-service/${server.pid}`;

describe.skipIf(!withBlast)('kill -9 of a server on the shared database, and its restart', () => {
  const storageDir = resolve(TEST_DATA_DIR, `crash-storage-${process.pid}`);
  // DATA_DIR shared with the test services: the BLAST databases built there are reused, the database is DATABASE_URL
  const env = {
    DATABASE_URL: inject('databaseUrl'),
    DATA_DIR: TEST_DATA_DIR,
    STORAGE_DIR: storageDir,
    BLAST_SYNC_TIMEOUT: '0',
    NICHE_RATE_LIMIT: '100000',
    BLAST_RATE_LIMIT: '100000',
    LOG_LEVEL: 'info',
  };
  afterAll(() => rmSync(storageDir, { recursive: true, force: true }));

  it(
    'leaves every job finished or failed with a reason, uploads whole or absent, nothing running or locked',
    { timeout: 300_000 },
    async () => {
      const first = await start(env);

      // 1. an upload cut in half (after a complete one of the same job)
      const partial = await createNicheJob(first);
      expect(await upload(first, partial.urls['ref.fasta'], REF)).toBe(200);
      await halfUpload(first, partial.urls['que.fasta'], QUE);

      // 2. an async BLAST job: tblastx of five concatenated barcodes against every COI barcode runs for many seconds
      const { data: list } = (await call(first, '/api/v1/blast/databases')).body;
      const coi = (list.databases as { id: string; title: string }[]).find((d) => d.title.includes('COI-5P'))!;
      const rows = await db.any<{ sequence: string }>(
        "SELECT sequence FROM barcode_sequence WHERE marker = 'COI-5P' AND length_bp = 658 ORDER BY id LIMIT 5",
      );
      const search = await call(first, '/api/v1/blast/search', {
        method: 'POST',
        headers: JSON_HEADERS,
        body: JSON.stringify({ sequence: rows.map((r) => r.sequence).join(''), program: 'tblastx', database: coi.id }),
      });
      expect(search.status).toBe(202);
      const blastJobId: string = search.body.data.jobId;
      await waitUntil('tblastx starting', () => descendants(first.pid).some((p) => p.cmd.includes('tblastx')), 20_000);
      const blastProcesses = descendants(first.pid).filter((p) => !p.cmd.includes('esbuild'));
      // the running job's lease is held by the server's session
      await waitUntil(
        'the BLAST job lease',
        async () =>
          (
            await db.one<{ n: number }>(
              `SELECT count(*)::int AS n FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
               WHERE l.locktype = 'advisory' AND l.classid = $1 AND l.objid = hashtext($2)::oid AND a.application_name = $3`,
              [ADVISORY_LOCKS.jobLease, blastJobId, applicationName(first)],
            )
          ).n === 1,
        10_000,
      );

      // 3. a niche analysis, killed as soon as it runs
      const analysis = await createNicheJob(first);
      expect(await upload(first, analysis.urls['ref.fasta'], REF)).toBe(200);
      expect(await upload(first, analysis.urls['que.fasta'], QUE)).toBe(200);
      expect((await call(first, `${JOBS}/${analysis.jobId}/confirm`, { method: 'POST' })).status).toBe(202);
      await waitUntil(
        'the analysis running',
        async () => (await nicheJob(first, analysis.jobId)).status === 'running',
        30_000,
      );

      first.signal('SIGKILL');
      await first.exited;

      // what the dead process left: both jobs still marked running (nothing finished them), and its BLAST processes
      // die with it (parent-death signal), not after BLAST_KILL_TIMEOUT
      expect((await db.one('SELECT status FROM job WHERE id = $1', [analysis.jobId])).status).toBe('running');
      expect((await db.one('SELECT status FROM job WHERE id = $1', [blastJobId])).status).toBe('running');
      // setpriv has exec'd the `timeout` guard (its parent-death signal stays set), which runs tblastx
      expect(blastProcesses.map((p) => p.cmd).join('\n')).toMatch(/timeout -s KILL 605s \S*tblastx/);
      const reaped = await waitUntil(
        'the BLAST processes ending',
        () => blastProcesses.every((p) => !running(p.pid)),
        10_000,
      );
      // PostgreSQL ends the dead process's sessions, and with them its job leases and any advisory lock
      await waitUntil(
        'the dead server’s sessions ending',
        async () =>
          (
            await db.one<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = $1', [
              applicationName(first),
            ])
          ).n === 0,
        15_000,
      );

      // restart: the same settings, as a supervisor (or `npm start`) would
      const second = await start(env);
      const [blast, niche] = await Promise.all([
        settleBlast(second, blastJobId),
        settleNiche(second, analysis.jobId, 180_000),
      ]);
      console.log(
        `crash (shared database): BLAST processes gone ${reaped.toFixed(1)} s after kill -9; after the restart the orphaned BLAST job failed in ${blast.seconds.toFixed(1)} s, the interrupted analysis ended '${niche.job.status}' in ${niche.seconds.toFixed(1)} s`,
      );
      expect(blast.job).toMatchObject({ status: 'failed', error: ORPHANED_MESSAGE, results: null });
      // the analysis was requeued and run again to the end (or, had that failed, it says why)
      if (niche.job.status === 'failed') expect(niche.job.error).toMatch(/\w/);
      else expect(niche.job.status).toBe('succeeded');
      expect((await db.one('SELECT attempts FROM job WHERE id = $1', [analysis.jobId])).attempts).toBe(2);

      // the half-sent file is not there, the complete one is intact, and the job cannot be confirmed without it
      const cut = await nicheJob(second, partial.jobId);
      expect(cut.status).toBe('pending');
      expect(cut.files).toEqual([
        expect.objectContaining({ fileName: 'ref.fasta', uploaded: true, sizeBytes: REF.length }),
        expect.objectContaining({ fileName: 'que.fasta', uploaded: false, sizeBytes: null }),
      ]);
      const recorded = await db.any<{ file_name: string; sha256: string | null }>(
        'SELECT file_name, sha256 FROM niche_job_file WHERE job_id = $1 ORDER BY position',
        [partial.jobId],
      );
      expect(recorded).toEqual([
        { file_name: 'ref.fasta', sha256: sha256(REF) },
        { file_name: 'que.fasta', sha256: null },
      ]);
      // the whole upload is kept, nothing of the cut one
      const stored = storedInputs(storageDir, partial.jobId);
      expect(Object.keys(stored)).toEqual(['ref.fasta']);
      expect(stored['ref.fasta']!.map(sha256)).toEqual([sha256(REF)]);
      const early = await call(second, `${JOBS}/${partial.jobId}/confirm`, { method: 'POST' });
      expect(early.status).toBe(409);
      expect(early.body.error).toMatchObject({ code: 'UPLOADS_INCOMPLETE', details: { missing: ['que.fasta'] } });
      // sent again, it completes the job, which runs on the file kept from before the crash
      expect(await upload(second, partial.urls['que.fasta'], QUE)).toBe(200);
      expect((await call(second, `${JOBS}/${partial.jobId}/confirm`, { method: 'POST' })).status).toBe(202);
      expect((await settleNiche(second, partial.jobId)).job.status).toBe('succeeded');

      // nothing left running or locked: no lease of these jobs, no session or process of the dead server
      const leases = await db.one<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_locks
         WHERE locktype = 'advisory' AND classid = $1 AND objid IN (SELECT hashtext(id)::oid FROM unnest($2::text[]) id)`,
        [ADVISORY_LOCKS.jobLease, [blastJobId, analysis.jobId, partial.jobId]],
      );
      expect(leases.n).toBe(0);
      const anyLockOfTheDead = await db.one<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid WHERE a.application_name = $1`,
        [applicationName(first)],
      );
      expect(anyLockOfTheDead.n).toBe(0);
      // (tsx's esbuild service is the one child a server run from TypeScript sources has)
      expect(descendants(second.pid).filter((p) => running(p.pid) && !p.cmd.includes('esbuild'))).toEqual([]);
      expect(await second.stop()).toBe(0);
      expect(
        (
          await db.one<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = $1', [
            applicationName(second),
          ])
        ).n,
      ).toBe(0);
    },
  );
});

describe('orphan rule: a job is orphaned when its heartbeat is quiet and nobody holds its lease', () => {
  it('leaves a quiet job whose owner holds the lease alone, and takes it once the lease is gone', async () => {
    const database = await openDatabase(testConfig({ DATABASE_URL: inject('databaseUrl') }), {
      info: () => undefined,
      warn: () => undefined,
    });
    const jobs = createJobsRepo(database.db);
    const blastId = randomUUID();
    const nicheId = randomUUID();
    try {
      // both quiet for a minute (a live owner whose heartbeats are stuck behind a full pool looks like this)
      await db.none(
        `INSERT INTO job (id, kind, client_ip, status, attempts, expires_at, heartbeat_at) VALUES
         ($1, 'blast', '198.51.100.77', 'running', 1, now() + interval '1 hour', now() - interval '1 minute'),
         ($2, 'niche', '198.51.100.77', 'running', 1, now() + interval '1 hour', now() - interval '1 minute')`,
        [blastId, nicheId],
      );
      await db.none(`INSERT INTO blast_job (id, program, database_id) VALUES ($1, 'blastn', 'x')`, [blastId]);
      await db.none(`INSERT INTO niche_job (id, workflow, model, options, seed) VALUES ($1, 'NBSI', 'RF', '{}', 1)`, [
        nicheId,
      ]);
      await database.leases.hold(blastId);
      await database.leases.hold(nicheId);
      await waitUntil(
        'both leases taken',
        async () =>
          (
            await db.one<{ n: number }>(
              `SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND objid IN (hashtext($1)::oid, hashtext($2)::oid)`,
              [blastId, nicheId],
            )
          ).n === 2,
        10_000,
      );
      const rule = { quietSeconds: 9, staleSeconds: 300, graceSeconds: 0, message: 'orphaned', keepSeconds: 3600 };
      const ours = (swept: { id: string }[]) => swept.filter((r) => r.id === blastId || r.id === nicheId).length;
      const sweep = async () => ({
        blast: ours(await jobs.sweepOrphans({ ...rule, kind: 'blast', owned: ['queued', 'running'], maxAttempts: 0 })),
        niche: ours(await jobs.sweepOrphans({ ...rule, kind: 'niche', owned: ['running'], maxAttempts: 3 })),
      });
      expect(await sweep()).toMatchObject({ blast: 0, niche: 0 });
      await database.leases.release(blastId);
      await database.leases.release(nicheId);
      expect(await sweep()).toMatchObject({ blast: 1, niche: 1 });
      expect((await db.one('SELECT status, error FROM job WHERE id = $1', [blastId])).status).toBe('failed');
      // a niche job goes back to the queue: the next claim runs it again
      expect((await db.one('SELECT status FROM job WHERE id = $1', [nicheId])).status).toBe('queued');
    } finally {
      await db.none('DELETE FROM job WHERE id IN ($1, $2)', [blastId, nicheId]);
      await database.close();
    }
  });
});

describe('kill -9 of a server on its own embedded PostgreSQL, and `npm start` again', () => {
  const dataDir = resolve(TEST_DATA_DIR, `crash-embedded-${process.pid}`);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it(
    'finds the orphaned postmaster and stops it, starts durable (fsync on), and keeps only complete uploads',
    { timeout: 240_000 },
    async () => {
      rmSync(dataDir, { recursive: true, force: true });
      const pgPort = String(await freePort());
      // the production defaults: no EMBEDDED_PG_FSYNC, so durability is on
      const env = {
        DATABASE_URL: '',
        DATA_DIR: dataDir,
        EMBEDDED_PG_PORT: pgPort,
        EMBEDDED_PG_FSYNC: '',
        BLAST_BIN_DIR: '/nonexistent/blast/bin',
        NICHE_RATE_LIMIT: '100000',
      };
      const pidFile = join(dataDir, 'postgres', 'postmaster.pid');
      const postmaster = () => Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
      const first = await start(env);
      const orphan = postmaster();
      expect(processTable().get(orphan)?.ppid).toBe(first.pid);

      const job = await createNicheJob(first);
      expect(await upload(first, job.urls['ref.fasta'], REF)).toBe(200);
      await halfUpload(first, job.urls['que.fasta'], QUE);
      first.signal('SIGKILL');
      await first.exited;
      // the postmaster outlives its parent (this is what made the next start fail before)
      await waitUntil('the postmaster being orphaned', () => processTable().get(orphan)?.ppid !== first.pid, 5_000);
      expect(running(orphan)).toBe(true);

      const started = Date.now();
      const second = await start(env);
      const seconds = (Date.now() - started) / 1000;
      expect(second.output()).toContain(`stopping an orphaned embedded PostgreSQL (pid ${orphan})`);
      expect(running(orphan)).toBe(false);
      const restarted = postmaster();
      expect(restarted).not.toBe(orphan);
      expect(processTable().get(restarted)?.ppid).toBe(second.pid);
      console.log(
        `crash (embedded): restart after kill -9 listening in ${seconds.toFixed(1)} s, orphan ${orphan} stopped`,
      );

      const cluster = pgp(`postgres://lepidoptera:lepidoptera-local@127.0.0.1:${pgPort}/lepidoptera`);
      try {
        expect((await cluster.one<{ fsync: string }>('SHOW fsync')).fsync).toBe('on');
        expect((await cluster.one<{ synchronous_commit: string }>('SHOW synchronous_commit')).synchronous_commit).toBe(
          'on',
        );
        const files = await cluster.any<{ file_name: string; size_bytes: number | null; sha256: string | null }>(
          'SELECT file_name, size_bytes::int, sha256 FROM niche_job_file WHERE job_id = $1 ORDER BY position',
          [job.jobId],
        );
        expect(files).toEqual([
          { file_name: 'ref.fasta', size_bytes: REF.length, sha256: sha256(REF) },
          { file_name: 'que.fasta', size_bytes: null, sha256: null },
        ]);
        // nothing of the dead process holds a lock in the new cluster
        const locks = await cluster.one<{ n: number }>(
          "SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory'",
        );
        expect(locks.n).toBe(0);
      } finally {
        await cluster.$pool.end();
      }
      const stored = storedInputs(join(dataDir, 'storage'), job.jobId);
      expect(Object.keys(stored)).toEqual(['ref.fasta']);
      expect(stored['ref.fasta']!.map(sha256)).toEqual([sha256(REF)]);
      const confirm = await call(second, `${JOBS}/${job.jobId}/confirm`, { method: 'POST' });
      expect(confirm.status).toBe(409);
      expect(confirm.body.error.code).toBe('UPLOADS_INCOMPLETE');
      // an unknown job stays unknown: the restarted service answers from the same, intact database
      expect((await call(second, `${JOBS}/${randomUUID()}`)).status).toBe(404);

      // a clean stop stops the postmaster too: nothing is left for the next start to clean up
      expect(await second.stop()).toBe(0);
      expect(running(restarted)).toBe(false);
      expect(existsSync(pidFile)).toBe(false);
    },
  );
});
