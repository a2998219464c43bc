// Two server processes on one database and one S3 bucket (s3rver): both serve; niche jobs created and uploaded through
// one and confirmed through the other run exactly once with their files in the bucket; BLAST jobs and niche jobs are
// readable through both, only by the client IP that created them; per-IP limits count the requests of both
// (test/failure/shared-limits.test.ts tries them harder: exact totals, slots, kill -9, a stalled database).
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import pgPromise from 'pg-promise';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig, PROJECT_ROOT } from '../../config.js';
import { S3Storage } from '../../services/storage/s3.js';
import { assertMatchesContract } from '../support/contract.js';
import { startS3Server, startServerProcess, type S3Server, type ServerProcess } from '../support/server-process.js';
import { windowWithRoom } from '../support/rate-window.js';
import { requirePart, SYSTEM_PARTS } from '../support/system-parts.js';
import { TEST_DATA_DIR } from '../support/test-config.js';

const withBlast = requirePart(SYSTEM_PARTS.blast, 'BLAST jobs across two instances');
const pgp = pgPromise();
const db = pgp(inject('databaseUrl'));

const read = (path: string) => gunzipSync(readFileSync(join(PROJECT_ROOT, 'data', path))).toString('utf8');
const FILES: Record<string, { role: string; text: string }> = {
  'ref.fasta': { role: 'referenceSequences', text: read('barcodes/nichebarcoding_lappetmoths_reference_coi.fasta.gz') },
  'que.fasta': { role: 'querySequences', text: read('barcodes/nichebarcoding_lappetmoths_query_coi.fasta.gz') },
  'ref_env.csv': {
    role: 'referenceEnvironment',
    text: read('environment/nichebarcoding_lappetmoths_reference_env.csv.gz'),
  },
  'que_env.csv': { role: 'queryEnvironment', text: read('environment/nichebarcoding_lappetmoths_query_env.csv.gz') },
};
const JOBS = '/api/v1/niche-barcoding/jobs';
const OWNER = '198.51.100.41';
const STRANGER = '198.51.100.42';
const STORAGE_ROOT = join(TEST_DATA_DIR, `two-instances-${process.pid}`);

let s3: S3Server;
let bucket: S3Storage;
let a: ServerProcess;
let b: ServerProcess;

/** A request to one instance from client `ip` (a trusted loopback proxy forwards it); JSON answers are checked against the contract. */
async function call(instance: ServerProcess, path: string, ip: string, init: RequestInit = {}): Promise<Response> {
  const headers = { 'X-Forwarded-For': ip, ...(init.headers as Record<string, string> | undefined) };
  const response = await fetch(`${instance.url}${path}`, { ...init, headers });
  if ((response.headers.get('content-type') ?? '').includes('application/json')) {
    await assertMatchesContract(
      init.method ?? 'GET',
      path.split('?')[0],
      response.status,
      await response.clone().json(),
    );
  }
  return response;
}

async function dataOf(response: Response): Promise<any> {
  return ((await response.json()) as { data: unknown }).data;
}

async function codeOf(response: Response): Promise<string> {
  return ((await response.json()) as { error: { code: string } }).error.code;
}

beforeAll(async () => {
  s3 = await startS3Server();
  bucket = new S3Storage(loadConfig(s3.env).s3!);
  const shared = {
    DATABASE_URL: inject('databaseUrl'),
    DATA_DIR: TEST_DATA_DIR,
    BLAST_SYNC_TIMEOUT: '0',
    NICHE_RATE_LIMIT: '1000',
    // the tests act as several clients through X-Forwarded-For
    TRUST_PROXY: 'loopback',
    ...s3.env,
  };
  mkdirSync(STORAGE_ROOT, { recursive: true });
  // each instance has its own local storage root: whatever a job needs must come from the bucket
  [a, b] = await Promise.all([
    startServerProcess({ ...shared, STORAGE_DIR: join(STORAGE_ROOT, 'a') }),
    startServerProcess({ ...shared, STORAGE_DIR: join(STORAGE_ROOT, 'b') }),
  ]);
}, 180_000);

afterAll(async () => {
  const codes = await Promise.all([a?.stop(), b?.stop()]);
  bucket?.close();
  await s3?.close();
  await db.$pool.end();
  rmSync(STORAGE_ROOT, { recursive: true, force: true });
  expect(codes).toEqual([0, 0]);
}, 60_000);

describe('two instances on one database and one bucket', () => {
  it('both serve', async () => {
    for (const instance of [a, b]) {
      const response = await call(instance, '/api/v1/genomes?pageSize=1', OWNER);
      expect(response.status).toBe(200);
    }
    expect(a.pid).not.toBe(b.pid);
  }, 60_000);

  it('runs niche jobs created and uploaded through one and confirmed through the other exactly once, files in the bucket', async () => {
    const jobs: { jobId: string; creator: ServerProcess; confirmer: ServerProcess }[] = [];
    for (let i = 0; i < 6; i += 1) {
      const [creator, confirmer] = i % 2 === 0 ? [a, b] : [b, a];
      const created = await call(creator, JOBS, OWNER, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          workflow: 'NBSI',
          model: 'RF',
          label: `two instances ${i}`,
          files: Object.fromEntries(Object.entries(FILES).map(([name, file]) => [file.role, name])),
          options: { seed: 7 + i, independence: true },
        }),
      });
      expect(created.status).toBe(201);
      const { jobId, uploads } = (await dataOf(created)) as {
        jobId: string;
        uploads: { fileName: string; url: string }[];
      };
      for (const upload of uploads) {
        const stored = await call(creator, upload.url, OWNER, {
          method: 'PUT',
          headers: { 'Content-Type': 'application/octet-stream' },
          body: FILES[upload.fileName].text,
        });
        expect(stored.status).toBe(200);
      }
      jobs.push({ jobId, creator, confirmer });
    }
    // the uploads are in the bucket, not on the disk of the instance that took them
    for (const { jobId } of jobs) {
      // each upload under a key of its own: niche-jobs/<job>/input/<upload>/<declared name>
      const uploads = await bucket.list(`niche-jobs/${jobId}/input`);
      const names = await Promise.all(uploads.map((upload) => bucket.list(`niche-jobs/${jobId}/input/${upload}`)));
      expect(names.flat().sort()).toEqual(Object.keys(FILES).sort());
    }
    for (const { jobId, confirmer } of jobs) {
      const confirmed = await call(confirmer, `${JOBS}/${jobId}/confirm`, OWNER, { method: 'POST' });
      expect(confirmed.status).toBe(202);
    }

    const deadline = Date.now() + 120_000;
    for (const { jobId, creator } of jobs) {
      let job: { status: string; error: string | null };
      do {
        await new Promise((resolve) => setTimeout(resolve, 250));
        job = await dataOf(await call(creator, `${JOBS}/${jobId}`, OWNER));
      } while (job.status !== 'succeeded' && job.status !== 'failed' && Date.now() < deadline);
      expect(job, jobId).toMatchObject({ status: 'succeeded', error: null });
    }

    const ids = jobs.map((j) => j.jobId);
    const rows = await db.any<{ id: string; attempts: number }>(
      'SELECT id, attempts FROM job WHERE id = ANY($1::uuid[])',
      [ids],
    );
    expect(rows.map((r) => r.attempts)).toEqual(ids.map(() => 1));
    // exactly one run of each job across both processes
    const runs = (instance: ServerProcess) =>
      instance.records().filter((r) => r.msg === 'niche job succeeded' && ids.includes(r.jobId as string));
    const ranOn = ids.map((id) => [a, b].filter((instance) => runs(instance).some((r) => r.jobId === id)).length);
    expect(ranOn).toEqual(ids.map(() => 1));
    expect(runs(a).length + runs(b).length).toBe(ids.length);
    console.log(`two instances: ${ids.length} niche jobs, run by A ${runs(a).length}, by B ${runs(b).length}`);

    for (const { jobId } of jobs) {
      // results and files through both instances, the same bytes as in the bucket
      const results = await Promise.all(
        [a, b].map(async (i) => dataOf(await call(i, `${JOBS}/${jobId}/results`, OWNER))),
      );
      expect(results[0].results).toHaveLength(50);
      expect(results[1]).toEqual(results[0]);
      const files = await Promise.all(
        [a, b].map(async (i) => {
          const response = await call(i, `${JOBS}/${jobId}/files/results.csv`, OWNER);
          expect(response.status).toBe(200);
          expect(Number(response.headers.get('content-length'))).toBeGreaterThan(0);
          return response.text();
        }),
      );
      expect(files[1]).toBe(files[0]);
      expect(await bucket.readText(`niche-jobs/${jobId}/output/results.csv`)).toBe(files[0]);
      expect((await bucket.list(`niche-jobs/${jobId}/output`)).sort()).toEqual([
        'report.json',
        'results.csv',
        'run.log',
      ]);
    }
    expect(existsSync(join(STORAGE_ROOT, 'a', 'niche-jobs'))).toBe(false);
    expect(existsSync(join(STORAGE_ROOT, 'b', 'niche-jobs'))).toBe(false);
  }, 180_000);

  it('shows a niche job only to the client IP that created it, through either instance', async () => {
    const created = await call(a, JOBS, OWNER, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        workflow: 'NBSI',
        model: 'RF',
        files: { referenceSequences: 'ref.fasta', querySequences: 'que.fasta' },
      }),
    });
    const { jobId } = await dataOf(created);
    expect((await call(b, `${JOBS}/${jobId}`, OWNER)).status).toBe(200);
    const unknown = '3b241101-e2bb-4255-8caf-4136c566a962';
    for (const instance of [a, b]) {
      for (const [path, init] of [
        [`${JOBS}/${jobId}`, {}],
        [`${JOBS}/${jobId}/results`, {}],
        [`${JOBS}/${jobId}/visualizations`, {}],
        [`${JOBS}/${jobId}/files/results.csv`, {}],
        [`${JOBS}/${jobId}/confirm`, { method: 'POST' }],
        [
          `${JOBS}/${jobId}/upload?fileName=ref.fasta`,
          {
            method: 'PUT',
            headers: { 'Content-Type': 'application/octet-stream' },
            body: FILES['ref.fasta'].text,
          },
        ],
      ] as const) {
        const other = await call(instance, path, STRANGER, init);
        expect(other.status, path).toBe(404);
        const otherBody = (await other.json()) as { error: { code: string; message: string; details?: unknown } };
        const missing = await call(instance, path.replace(jobId, unknown), STRANGER, init);
        const missingBody = (await missing.json()) as { error: { code: string; message: string } };
        // the same answer as for a job that does not exist: nothing tells the stranger the job is there
        expect(otherBody.error.code).toBe('JOB_NOT_FOUND');
        expect(otherBody.error.message.replace(jobId, 'ID')).toBe(missingBody.error.message.replace(unknown, 'ID'));
        expect(otherBody.error.details).toBeUndefined();
      }
    }
    // the stranger's upload changed nothing
    const job = await dataOf(await call(b, `${JOBS}/${jobId}`, OWNER));
    expect(job.files.every((f: { uploaded: boolean }) => !f.uploaded)).toBe(true);
    expect(await bucket.list(`niche-jobs/${jobId}`)).toEqual([]);
  });

  it.skipIf(!withBlast)(
    'runs a BLAST job submitted through one instance and shows it through the other, to its IP only',
    async () => {
      const databases = (await dataOf(await call(a, '/api/v1/blast/databases', OWNER))).databases as {
        id: string;
        title: string;
      }[];
      const coi = databases.find((d) => d.title.includes('COI-5P'))!;
      const { sequence } = await db.one<{ sequence: string }>(
        "SELECT sequence FROM barcode_sequence WHERE marker = 'COI-5P' AND length_bp = 658 ORDER BY id LIMIT 1",
      );
      const submitted = await call(a, '/api/v1/blast/search', OWNER, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ sequence, program: 'blastn', database: coi.id, maxHits: 3 }),
      });
      expect(submitted.status).toBe(202);
      const { jobId } = await dataOf(submitted);
      let job: { status: string; results: { hits: unknown[] } | null };
      const deadline = Date.now() + 60_000;
      do {
        await new Promise((resolve) => setTimeout(resolve, 200));
        const response = await call(b, `/api/v1/blast/jobs/${jobId}`, OWNER);
        expect(response.status).toBe(200);
        job = await dataOf(response);
      } while (job.status !== 'succeeded' && job.status !== 'failed' && Date.now() < deadline);
      expect(job.status).toBe('succeeded');
      expect(job.results!.hits.length).toBeGreaterThan(0);
      for (const instance of [a, b]) {
        const other = await call(instance, `/api/v1/blast/jobs/${jobId}`, STRANGER);
        expect(other.status).toBe(404);
        expect(await codeOf(other)).toBe('JOB_NOT_FOUND');
      }
    },
  );

  it('counts per-IP rate limits over both instances', async () => {
    const ip = '198.51.100.43';
    const validate = (instance: ServerProcess) =>
      call(instance, '/api/v1/niche-barcoding/validate', ip, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ workflow: 'NBSI', model: 'RF', files: { referenceSequences: 'r.fasta' } }),
      });
    await windowWithRoom(10_000);
    const answers = [await validate(a), await validate(a), await validate(b)];
    expect(answers.map((r) => r.headers.get('x-ratelimit-limit'))).toEqual(['1000', '1000', '1000']);
    // B counts A's requests: one count for the client, in PostgreSQL
    expect(answers.map((r) => r.headers.get('x-ratelimit-remaining'))).toEqual(['999', '998', '997']);
  });
});
