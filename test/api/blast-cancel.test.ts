// Cancelling BLAST jobs (DELETE /api/v1/blast/jobs/{jobId}): a running blastn process is killed and its job ends
// `cancelled`, a queued one never starts, only the submitting client may cancel, an ended job answers 409; every job
// says when it expires.
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { join } from 'node:path';
import pgPromise from 'pg-promise';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { errorOf, startTestService, type TestService } from '../support/service.js';
import { requirePart, SYSTEM_PARTS } from '../support/system-parts.js';
import { testConfig } from '../support/test-config.js';

const pgp = pgPromise();
const db = pgp(inject('databaseUrl'));
const withBlast = requirePart(SYSTEM_PARTS.blast, 'BLAST job cancellation');
const IP = '198.51.100.60';
const HOUR_MS = 3_600_000;

interface Job {
  jobId: string;
  status: string;
  results: unknown;
  error: string | null;
  createdAt: string;
  finishedAt: string | null;
  expiresAt: string;
}

const services: TestService[] = [];
let coiId: string;
/** Where the service's BLAST+ processes run: the databases of the loaded data version. */
let dir: string;
/** ~99 kb of concatenated barcodes (the query's upper bound is 100,000): blastn runs for minutes on it. */
let longQuery: string;
let barcode: string;

async function start(overrides: Record<string, string> = {}): Promise<TestService> {
  // the tests act as several clients through X-Forwarded-For, which only a trusted (loopback) hop may set
  const service = await startTestService({ TRUST_PROXY: 'loopback', ...overrides });
  services.push(service);
  return service;
}

function request(service: TestService, method: string, path: string, ip = IP, body?: object): Promise<Response> {
  return service.fetch(path, {
    method,
    headers: { 'X-Forwarded-For': ip, ...(body && { 'Content-Type': 'application/json' }) },
    body: body && JSON.stringify(body),
  });
}

async function submit(service: TestService, sequence: string): Promise<string> {
  const response = await request(service, 'POST', '/api/v1/blast/search', IP, {
    sequence,
    program: 'blastn',
    database: coiId,
  });
  expect(response.status).toBe(202);
  return ((await response.json()) as { data: { jobId: string } }).data.jobId;
}

async function read(service: TestService, jobId: string, ip = IP): Promise<Job> {
  const response = await request(service, 'GET', `/api/v1/blast/jobs/${jobId}`, ip);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: Job }).data;
}

const cancel = (service: TestService, jobId: string, ip = IP) =>
  request(service, 'DELETE', `/api/v1/blast/jobs/${jobId}`, ip);

/** The blastn processes running in this worktree's test databases (other checkouts' have other directories). */
function blastnProcesses(): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const argv = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      if (argv[0]?.split('/').pop() === 'blastn' && readlinkSync(`/proc/${entry}/cwd`) === dir)
        pids.push(Number(entry));
    } catch {
      // the process ended while it was read
    }
  }
  return pids;
}

const alive = (pid: number) => {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
};

async function until<T>(what: string, check: () => Promise<T | null> | T | null, ms = 30_000): Promise<T> {
  for (const started = Date.now(); ; await new Promise((done) => setTimeout(done, 100))) {
    const value = await check();
    if (value !== null) return value;
    if (Date.now() - started > ms) throw new Error(`${what} did not happen within ${ms / 1000} s`);
  }
}

beforeAll(async () => {
  if (!withBlast) return;
  const service = await start();
  const response = await service.fetch('/api/v1/blast/databases');
  const list = ((await response.json()) as { data: { databases: { id: string; title: string }[] } }).data.databases;
  coiId = list.find((d) => d.title.includes('COI-5P'))!.id;
  const { data_version: version } = await db.one(
    'SELECT data_version FROM data_load ORDER BY finished_at DESC LIMIT 1',
  );
  dir = join(testConfig().dataDir, 'blast', version);
  const rows = await db.any<{ sequence: string }>(
    "SELECT sequence FROM barcode_sequence WHERE marker = 'COI-5P' AND length_bp = 658 ORDER BY id LIMIT 200",
  );
  longQuery = rows
    .map((r) => r.sequence.replace(/[^ACGT]/gi, ''))
    .join('')
    .slice(0, 99_000);
  barcode = rows[0]!.sequence.replace(/[^ACGT]/gi, '');
});
afterAll(async () => {
  for (const service of services) await service.close();
  await db.$pool.end();
});

describe.skipIf(!withBlast)('DELETE /api/v1/blast/jobs/{jobId}', () => {
  it('kills the running blastn process of a job and ends the job cancelled, kept until expiresAt', async () => {
    const service = await start({ BLAST_SYNC_TIMEOUT: '0' });
    const before = new Set(blastnProcesses());
    const jobId = await submit(service, longQuery);
    const pids = await until('the search running', async () => {
      const started = blastnProcesses().filter((pid) => !before.has(pid));
      return started.length > 0 && (await read(service, jobId)).status === 'running' ? started : null;
    });

    // another client cannot see or cancel it
    const stranger = await cancel(service, jobId, '198.51.100.61');
    expect(stranger.status).toBe(404);
    expect((await errorOf(stranger)).error.code).toBe('JOB_NOT_FOUND');
    expect(pids.every(alive)).toBe(true);

    const response = await cancel(service, jobId);
    expect(response.status).toBe(200);
    const job = ((await response.json()) as { data: Job }).data;
    expect(job).toMatchObject({ jobId, status: 'cancelled', results: null, error: null });
    expect(job.finishedAt).not.toBeNull();
    const retention = testConfig().blastJobRetentionHours * HOUR_MS;
    expect(Date.parse(job.expiresAt) - Date.parse(job.finishedAt!)).toBeGreaterThanOrEqual(retention - 1000);
    expect(Date.parse(job.expiresAt) - Date.parse(job.finishedAt!)).toBeLessThanOrEqual(retention + 1000);

    // the process is gone, and the killed search does not turn the job into a failed one afterwards
    await until('the blastn process gone', () => (pids.some(alive) ? null : true), 10_000);
    await new Promise((done) => setTimeout(done, 500));
    expect(await read(service, jobId)).toMatchObject({ status: 'cancelled', error: null });
    expect(await db.one('SELECT status, heartbeat_at FROM job WHERE id = $1', [jobId])).toEqual({
      status: 'cancelled',
      heartbeat_at: null,
    });

    // ended: nothing more to cancel, and no results to format
    const again = await cancel(service, jobId);
    expect(again.status).toBe(409);
    const conflict = await errorOf(again);
    expect(conflict.error.code).toBe('JOB_STATE_CONFLICT');
    expect(conflict.error.details).toEqual({ status: 'cancelled' });
    const tsv = await request(service, 'GET', `/api/v1/blast/jobs/${jobId}?format=tsv`);
    expect(tsv.status).toBe(409);
    expect((await errorOf(tsv)).error.code).toBe('JOB_NOT_FINISHED');
  }, 120_000);

  it('cancels a queued job before it starts: no process ever runs for it', async () => {
    const service = await start({ BLAST_SYNC_TIMEOUT: '0', BLAST_MAX_CONCURRENCY: '1' });
    const before = new Set(blastnProcesses());
    const running = await submit(service, longQuery);
    const [runningPid] = await until('the first search running', () => {
      const started = blastnProcesses().filter((pid) => !before.has(pid));
      return started.length > 0 ? started : null;
    });
    const queued = await submit(service, barcode);
    expect((await read(service, queued)).status).toBe('queued');

    const response = await cancel(service, queued);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: Job }).data.status).toBe('cancelled');

    // the slot frees when the first one is cancelled; the cancelled queued search must not take it
    expect((await cancel(service, running)).status).toBe(200);
    await until('the first blastn process gone', () => (alive(runningPid!) ? null : true), 10_000);
    await new Promise((done) => setTimeout(done, 1_000));
    expect(blastnProcesses().filter((pid) => !before.has(pid))).toEqual([]);
    expect(await read(service, queued)).toMatchObject({ status: 'cancelled', results: null });
    expect(await read(service, running)).toMatchObject({ status: 'cancelled', results: null });
  }, 120_000);

  it('answers 409 JOB_STATE_CONFLICT for a job that already succeeded, 404 for an unknown one', async () => {
    const service = services[0]!;
    const response = await request(service, 'POST', '/api/v1/blast/search', IP, {
      sequence: barcode,
      program: 'blastn',
      database: coiId,
    });
    expect(response.status).toBe(200);
    const { jobId } = ((await response.json()) as { data: { jobId: string } }).data;
    const job = await read(service, jobId);
    expect(job.status).toBe('succeeded');
    // kept BLAST_JOB_RETENTION_HOURS after it ended
    const retention = testConfig().blastJobRetentionHours * HOUR_MS;
    expect(Math.abs(Date.parse(job.expiresAt) - Date.parse(job.finishedAt!) - retention)).toBeLessThanOrEqual(1000);

    const ended = await cancel(service, jobId);
    expect(ended.status).toBe(409);
    const body = await errorOf(ended);
    expect(body.error.code).toBe('JOB_STATE_CONFLICT');
    expect(body.error.details).toEqual({ status: 'succeeded' });
    expect((await read(service, jobId)).status).toBe('succeeded');

    const unknown = await cancel(service, '00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect((await errorOf(unknown)).error.code).toBe('JOB_NOT_FOUND');
  });
});
