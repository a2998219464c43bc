// BLAST against the real service, real BLAST+ and the real loaded data: databases, sync/async searches, jobs, limits, errors.
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import pgPromise from 'pg-promise';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { createBlastSequencesRepo } from '../../db/blast/sequences-repo.js';
import { ensureDatabases } from '../../services/blast/databases.js';
import { ORPHANED_MESSAGE } from '../../services/blast/jobs.js';
import { errorOf, startTestService, type TestService } from '../support/service.js';
import { WINDOW_WAIT_TIMEOUT_MS, windowWithRoom } from '../support/rate-window.js';
import { requirePart, SYSTEM_PARTS } from '../support/system-parts.js';
import { testConfig } from '../support/test-config.js';

const pgp = pgPromise();
const db = pgp(inject('databaseUrl'));
const JSON_HEADERS = { 'Content-Type': 'application/json' };
/** Every suite but the last needs the BLAST+ binaries (CI fails without them; elsewhere they are skipped). */
const withBlast = requirePart(SYSTEM_PARTS.blast, 'BLAST suite');

let t: TestService;
const extras: TestService[] = [];

/** A further service with its own settings; all are closed together at the end of the file. */
async function startExtra(overrides: Record<string, string>): Promise<TestService> {
  const service = await startTestService({ TRUST_PROXY: 'loopback', ...overrides });
  extras.push(service);
  return service;
}
let coiId: string | undefined;
let proteinId: string;
/** A full-length, unambiguous COI barcode whose exact sequence no other species shares. */
let barcode: { id: string; sequence: string; taxon_id: number; verbatim_name: string; country: string | null };

interface Db0 {
  id: string;
  title: string;
  type: 'nucleotide' | 'protein';
  sequenceCount: number;
}

function post(service: TestService, body: unknown, ip = '198.51.100.1'): Promise<Response> {
  return service.fetch('/api/v1/blast/search', {
    method: 'POST',
    headers: { ...JSON_HEADERS, 'X-Forwarded-For': ip },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** A JSON answer, already checked against the contract by the test client; tests read it loosely. */
function bodyOf(response: Response): Promise<any> {
  return response.json();
}

function getJob(service: TestService, jobId: string, ip: string): Promise<Response> {
  return service.fetch(`/api/v1/blast/jobs/${jobId}`, { headers: { 'X-Forwarded-For': ip } });
}

/** Polls a job until it leaves queued/running (bounded). */
async function settle(service: TestService, jobId: string, ip: string): Promise<any> {
  for (let i = 0; i < 100; i += 1) {
    const body = await bodyOf(await getJob(service, jobId, ip));
    if (body.data.status === 'succeeded' || body.data.status === 'failed') return body.data;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`job ${jobId} did not finish`);
}

async function databases(service: TestService): Promise<Db0[]> {
  const response = await service.fetch('/api/v1/blast/databases');
  expect(response.status).toBe(200);
  return ((await bodyOf(response)) as { data: { databases: Db0[] } }).data.databases;
}

beforeAll(async () => {
  // the tests act as several clients through X-Forwarded-For, as a local proxy would forward them
  t = await startTestService({ TRUST_PROXY: 'loopback' });
  if (!withBlast) return;
  const list = await databases(t);
  coiId = list.find((d) => d.title.includes('COI-5P'))!.id;
  proteinId = list.find((d) => d.type === 'protein')!.id;
  barcode = await db.one(
    `SELECT b.id, b.sequence, b.taxon_id, b.verbatim_name, b.country
     FROM barcode_sequence b
     WHERE b.marker = 'COI-5P' AND b.length_bp = 658 AND b.sequence ~ '^[ACGT]+$' AND b.taxon_id IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM barcode_sequence o WHERE o.sequence = b.sequence AND o.taxon_id IS DISTINCT FROM b.taxon_id)
     ORDER BY b.id LIMIT 1`,
  );
});
afterAll(async () => {
  for (const service of [...extras, t]) await service?.close();
  await db.$pool.end();
});

describe.skipIf(!withBlast)('GET /api/v1/blast/databases', () => {
  it('lists one nucleotide database per barcode marker and one protein database, with real counts', async () => {
    const list = await databases(t);
    const markers = await db.any<{ marker: string; n: number }>(
      'SELECT marker, count(*)::int AS n FROM barcode_sequence GROUP BY marker ORDER BY marker',
    );
    const proteins = await db.one<{ n: number }>('SELECT count(*)::int AS n FROM protein');
    expect(list).toHaveLength(markers.length + 1);
    for (const { marker, n } of markers) {
      const entry = list.find((d) => d.title === `Lepidoptera ${marker} barcodes (nucleotide)`);
      expect(entry, marker).toMatchObject({ type: 'nucleotide', sequenceCount: n });
    }
    expect(list.find((d) => d.id === proteinId)).toMatchObject({ type: 'protein', sequenceCount: proteins.n });
  });

  it('identifies each database by the MD5 hex of its path under DATA_DIR/blast/<dataVersion>/', async () => {
    const { data_version: version } = await db.one(
      'SELECT data_version FROM data_load ORDER BY finished_at DESC LIMIT 1',
    );
    const root = join(testConfig().dataDir, 'blast', version);
    const md5 = (path: string) => createHash('md5').update(path).digest('hex');
    expect(coiId).toBe(md5(join(root, 'barcodes-coi-5p')));
    expect(proteinId).toBe(md5(join(root, 'proteins')));
  });

  it('reports the BLAST subsystem ok in /health once the databases are built', async () => {
    const body = await bodyOf(await t.fetch('/api/v1/health'));
    expect(body.data.subsystems.blast.status).toBe('ok');
  });
});

describe.skipIf(!withBlast)('database builds', () => {
  const scratch = join(testConfig().dataDir, `blast-scratch-${process.pid}`);
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('builds in the background at start: /health says loading until the databases are ready, then ok', async () => {
    const fresh = await startExtra({ DATA_DIR: join(scratch, 'service') });
    const early = await bodyOf(await fresh.fetch('/api/v1/health'));
    expect(early.data.subsystems.blast.status).toBe('loading');
    expect(early.data.status).toBe('degraded');
    const list = await databases(fresh); // waits for the build
    expect(list.map((d) => d.sequenceCount)).toEqual((await databases(t)).map((d) => d.sequenceCount));
    expect(list.map((d) => d.id)).not.toEqual((await databases(t)).map((d) => d.id)); // another path, another id
    const later = await bodyOf(await fresh.fetch('/api/v1/health'));
    expect(later.data.subsystems.blast.status).toBe('ok');
  });

  it('reuses a finished build of the same data version and replaces it when the version changes', async () => {
    const root = join(scratch, 'versions');
    const options = {
      root,
      repo: createBlastSequencesRepo(db as unknown as Db),
      makeblastdb: 'makeblastdb',
      log: () => undefined,
    };
    const first = await ensureDatabases({ ...options, dataVersion: 'version-a' });
    expect(await ensureDatabases({ ...options, dataVersion: 'version-a' })).toEqual(first);
    const second = await ensureDatabases({ ...options, dataVersion: 'version-b' });
    expect(readdirSync(root)).toEqual(['version-b']);
    expect(existsSync(join(root, 'version-b', 'barcodes-coi-5p.nsq'))).toBe(true);
    expect(second.map((d) => d.sequenceCount)).toEqual(first.map((d) => d.sequenceCount));
  });
});

describe.skipIf(!withBlast)('POST /api/v1/blast/search (sync)', () => {
  it('finds a known barcode’s own species first, with its own record as a perfect hit', async () => {
    const response = await post(t, { sequence: `>query\n${barcode.sequence}`, program: 'blastn', database: coiId });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-ratelimit-limit')).toBe('30');
    expect(Number(response.headers.get('x-ratelimit-remaining'))).toBeLessThan(30);
    const { data } = await bodyOf(response);
    expect(data.mode).toBe('sync');
    const { results } = data;
    expect(results.program).toBe('blastn');
    expect(results.database).toBe(coiId);
    const coiCount = await db.one('SELECT count(*)::int AS n FROM barcode_sequence WHERE marker = $1', ['COI-5P']);
    expect(results.stats).toMatchObject({ dbNum: coiCount.n, queryLen: 658 });
    expect(results.stats.dbLen).toBeGreaterThan(coiCount.n * 400);
    expect(results.hits.length).toBeGreaterThan(0);
    expect(results.hits.length).toBeLessThanOrEqual(50); // maxHits default
    const top = await db.one('SELECT taxon_id FROM barcode_sequence WHERE id = $1', [results.hits[0].id]);
    expect(top.taxon_id).toBe(barcode.taxon_id);
    const self = results.hits.find((h: { id: string }) => h.id === barcode.id);
    expect(self.title).toBe(
      [`${barcode.id} ${barcode.verbatim_name}`, 'COI-5P', barcode.country].filter(Boolean).join(' | '),
    );
    expect(self.length).toBe(658);
    expect(self.hsps[0]).toMatchObject({
      identity: 658,
      alignLen: 658,
      gaps: 0,
      evalue: '0',
      queryFrom: 1,
      queryTo: 658,
      hitFrom: 1,
      hitTo: 658,
    });
    expect(self.hsps[0].querySeq.toUpperCase()).toBe(barcode.sequence);
    expect(self.hsps[0].midline).toBe('|'.repeat(658));
  });

  it('takes a raw sequence and honours maxHits and evalue', async () => {
    const response = await post(t, {
      sequence: barcode.sequence.slice(0, 300).toLowerCase(),
      program: 'blastn',
      database: coiId,
      maxHits: 3,
      evalue: '1e-50',
    });
    expect(response.status).toBe(200);
    const { results } = (await bodyOf(response)).data;
    expect(results.hits).toHaveLength(3);
    expect(results.stats.queryLen).toBe(300);
    for (const hit of results.hits) for (const hsp of hit.hsps) expect(Number(hsp.evalue)).toBeLessThanOrEqual(1e-50);
  });

  it('runs blastp against the protein database: a real protein finds itself by accession', async () => {
    const protein = await db.one(
      "SELECT accession, sequence, length_aa FROM protein WHERE protein_type = 'opsin' AND sequence ~ '^[A-Z]+$' ORDER BY id LIMIT 1",
    );
    const response = await post(t, {
      sequence: `>p\n${protein.sequence}`,
      program: 'blastp',
      database: proteinId,
      maxHits: 5,
    });
    expect(response.status).toBe(200);
    const { results } = (await bodyOf(response)).data;
    expect(results.program).toBe('blastp');
    const self = results.hits.find((h: { id: string }) => h.id === protein.accession);
    expect(self.length).toBe(protein.length_aa);
    expect(self.hsps[0].identity).toBe(protein.length_aa);
    expect(results.hits[0].hsps[0].bitScore).toBeGreaterThanOrEqual(self.hsps[0].bitScore);
  });

  it('runs blastx (nucleotide query, protein database) and answers with an empty hit list when nothing matches', async () => {
    const response = await post(t, {
      sequence: barcode.sequence.slice(0, 120),
      program: 'blastx',
      database: proteinId,
      evalue: '1e-30',
    });
    expect(response.status).toBe(200);
    const { results } = (await bodyOf(response)).data;
    expect(results.program).toBe('blastx');
    expect(results.hits).toEqual([]);
    expect(results.stats.queryLen).toBe(120);
  });
});

describe.skipIf(!withBlast)('POST /api/v1/blast/search errors', () => {
  const cases: [string, () => unknown, string, RegExp | null][] = [
    [
      'protein letters for blastn',
      () => ({ sequence: 'MKVLAAGIWQEFLL', program: 'blastn', database: coiId }),
      'INVALID_SEQUENCE',
      /nucleotide alphabet: L I Q E F\./,
    ],
    [
      'digits in the sequence',
      () => ({ sequence: '1 acgtacgtac 11 acgt', program: 'blastn', database: coiId }),
      'INVALID_SEQUENCE',
      /1/,
    ],
    [
      'a nucleotide sequence for blastp',
      () => ({ sequence: barcode.sequence, program: 'blastp', database: proteinId }),
      'INVALID_SEQUENCE',
      /looks like nucleotides/,
    ],
    [
      'a header without sequence',
      () => ({ sequence: '>only header', program: 'blastn', database: coiId }),
      'INVALID_SEQUENCE',
      /no sequence/,
    ],
    [
      'two FASTA records',
      () => ({ sequence: '>a\nACGT\n>b\nACGT', program: 'blastn', database: coiId }),
      'INVALID_SEQUENCE',
      /one query/,
    ],
    [
      'blastp against a nucleotide database',
      () => ({ sequence: 'MKVLAAGIWQEF', program: 'blastp', database: coiId }),
      'PROGRAM_DATABASE_MISMATCH',
      /protein database/,
    ],
    [
      'blastn against the protein database',
      () => ({ sequence: 'ACGTACGT', program: 'blastn', database: proteinId }),
      'PROGRAM_DATABASE_MISMATCH',
      /nucleotide database/,
    ],
    [
      'tblastn against the protein database',
      () => ({ sequence: 'MKVLAAGIWQEF', program: 'tblastn', database: proteinId }),
      'PROGRAM_DATABASE_MISMATCH',
      null,
    ],
    [
      'an unknown database id',
      () => ({ sequence: 'ACGT', program: 'blastn', database: 'f'.repeat(32) }),
      'INVALID_BODY',
      /not a database/,
    ],
    [
      'an unknown program',
      () => ({ sequence: 'ACGT', program: 'megablast', database: coiId }),
      'INVALID_BODY',
      /program/,
    ],
    ['a missing sequence', () => ({ program: 'blastn', database: coiId }), 'INVALID_BODY', /sequence/],
    [
      'a database id that is not 32 hex digits',
      () => ({ sequence: 'ACGT', program: 'blastn', database: 'barcodes' }),
      'INVALID_BODY',
      /database/,
    ],
    [
      'maxHits 0',
      () => ({ sequence: 'ACGT', program: 'blastn', database: coiId, maxHits: 0 }),
      'INVALID_BODY',
      /maxHits/,
    ],
    [
      'maxHits above 500',
      () => ({ sequence: 'ACGT', program: 'blastn', database: coiId, maxHits: 501 }),
      'INVALID_BODY',
      /maxHits/,
    ],
    [
      'an evalue that is not a number',
      () => ({ sequence: 'ACGT', program: 'blastn', database: coiId, evalue: 'abc' }),
      'INVALID_BODY',
      /evalue/,
    ],
    [
      'an evalue of zero',
      () => ({ sequence: 'ACGT', program: 'blastn', database: coiId, evalue: '0' }),
      'INVALID_BODY',
      /evalue/,
    ],
    [
      'an unknown field',
      () => ({ sequence: 'ACGT', program: 'blastn', database: coiId, threads: 8 }),
      'INVALID_BODY',
      /threads/,
    ],
    [
      'a sequence over 100,000 characters',
      () => ({ sequence: 'A'.repeat(100_001), program: 'blastn', database: coiId }),
      'INVALID_BODY',
      /sequence/,
    ],
    ['malformed JSON', () => '{"sequence": ', 'MALFORMED_JSON', null],
  ];
  for (const [name, body, code, message] of cases) {
    it(`answers 400 ${code} for ${name}`, async () => {
      const response = await post(t, body(), '198.51.100.2');
      expect(response.status).toBe(400);
      const error = await errorOf(response);
      expect(error.error.code).toBe(code);
      if (message) expect(`${error.error.message} ${JSON.stringify(error.error.details ?? {})}`).toMatch(message);
    });
  }
});

describe.skipIf(!withBlast)('async searches and jobs', () => {
  let asyncService: TestService;
  const orphan = randomUUID();
  const expired = randomUUID();

  beforeAll(async () => {
    // Left behind by a "previous process": running with a stale heartbeat, and one past retention.
    await db.none(
      `INSERT INTO job (id, kind, client_ip, status, attempts, created_at, finished_at, expires_at, heartbeat_at) VALUES
       ($1, 'blast', '198.51.100.9', 'running', 1, now() - interval '10 minutes', NULL, now() + interval '1 day', now() - interval '10 minutes'),
       ($2, 'blast', '198.51.100.9', 'succeeded', 1, now() - interval '48 hours', now() - interval '48 hours', now() - interval '24 hours', NULL)`,
      [orphan, expired],
    );
    await db.none(`INSERT INTO blast_job (id, program, database_id) VALUES ($1, 'blastn', $3), ($2, 'blastn', $3)`, [
      orphan,
      expired,
      coiId,
    ]);
    asyncService = await startExtra({ BLAST_SYNC_TIMEOUT: '0' });
  });

  it('answers 202 with a job id when the search outlives BLAST_SYNC_TIMEOUT, and the job finishes with the results', async () => {
    const ip = '203.0.113.10';
    const response = await post(
      asyncService,
      { sequence: barcode.sequence, program: 'blastn', database: coiId, maxHits: 5 },
      ip,
    );
    expect(response.status).toBe(202);
    const { data } = await bodyOf(response);
    expect(data).toMatchObject({ mode: 'async', status: 'running' });
    expect(data.message).toContain(`/api/v1/blast/jobs/${data.jobId}`);
    expect(response.headers.get('location')).toBe(`/api/v1/blast/jobs/${data.jobId}`);
    expect(response.headers.get('x-ratelimit-limit')).toBe('30');

    const job = await settle(asyncService, data.jobId, ip);
    expect(job).toMatchObject({
      jobId: data.jobId,
      status: 'succeeded',
      program: 'blastn',
      database: coiId,
      error: null,
    });
    expect(new Date(job.finishedAt).getTime()).toBeGreaterThanOrEqual(new Date(job.createdAt).getTime());
    expect(job.results.hits).toHaveLength(5);
    expect(job.results.hits.some((h: { id: string }) => h.id === barcode.id)).toBe(true);
    const top = await db.one('SELECT taxon_id FROM barcode_sequence WHERE id = $1', [job.results.hits[0].id]);
    expect(top.taxon_id).toBe(barcode.taxon_id);

    const row = await db.one('SELECT kind, client_ip, status FROM job WHERE id = $1', [data.jobId]);
    expect(row).toEqual({ kind: 'blast', client_ip: ip, status: 'succeeded' });
  });

  it('shows a job only to the submitting IP: another IP gets the same 404 as an unknown job', async () => {
    const response = await post(
      asyncService,
      { sequence: barcode.sequence.slice(0, 200), program: 'blastn', database: coiId },
      '203.0.113.11',
    );
    const { jobId } = (await bodyOf(response)).data;
    const own = await getJob(asyncService, jobId, '203.0.113.11');
    expect(own.status).toBe(200);
    expect(own.headers.get('x-ratelimit-limit')).toBe('300'); // polling: ten times the search limit
    const other = await getJob(asyncService, jobId, '203.0.113.12');
    expect(other.status).toBe(404);
    const otherError = await errorOf(other);
    const unknownId = randomUUID();
    const unknown = await errorOf(await getJob(asyncService, unknownId, '203.0.113.12'));
    expect(otherError.error.code).toBe('JOB_NOT_FOUND');
    expect(unknown.error.code).toBe('JOB_NOT_FOUND');
    expect(otherError.error.message.replace(jobId, 'ID')).toBe(unknown.error.message.replace(unknownId, 'ID'));
    expect(otherError.error.details).toBeUndefined();
  });

  it('answers 400 for a job id that is not a UUID', async () => {
    const response = await getJob(asyncService, 'not-a-uuid', '203.0.113.11');
    expect(response.status).toBe(400);
    expect((await errorOf(response)).error.code).toBe('INVALID_QUERY');
  });

  it('fails a job orphaned by a restart with a clear message and deletes jobs past retention', async () => {
    const job = await settle(asyncService, orphan, '198.51.100.9');
    expect(job).toMatchObject({ status: 'failed', error: ORPHANED_MESSAGE, results: null });
    expect(job.finishedAt).not.toBeNull();
    expect(await db.oneOrNone('SELECT id FROM job WHERE id = $1', [expired])).toBeNull();
    expect(await db.oneOrNone('SELECT id FROM blast_job WHERE id = $1', [expired])).toBeNull();
  });
});

describe.skipIf(!withBlast)('a killed BLAST process', () => {
  let killer: TestService;
  let slowQuery: string;

  beforeAll(async () => {
    killer = await startExtra({ BLAST_SYNC_TIMEOUT: '0', BLAST_KILL_TIMEOUT: '1' });
    // tblastx of five concatenated barcodes against every COI barcode takes far longer than 1 s.
    const rows = await db.any(
      "SELECT sequence FROM barcode_sequence WHERE marker = 'COI-5P' AND length_bp = 658 ORDER BY id LIMIT 5",
    );
    slowQuery = rows.map((r) => r.sequence).join('');
  });

  it('becomes a failed job with a clear message, not a hung one', async () => {
    const ip = '203.0.113.20';
    const response = await post(killer, { sequence: slowQuery, program: 'tblastx', database: coiId }, ip);
    expect(response.status).toBe(202);
    const job = await settle(killer, (await bodyOf(response)).data.jobId, ip);
    expect(job.status).toBe('failed');
    expect(job.error).toBe('tblastx was stopped after 1 s (BLAST_KILL_TIMEOUT).');
    expect(job.results).toBeNull();
  });

  it('answers 502 BLAST_FAILED when it fails within the synchronous timeout', async () => {
    const sync = await startExtra({ BLAST_SYNC_TIMEOUT: '20', BLAST_KILL_TIMEOUT: '1' });
    {
      const response = await post(sync, { sequence: slowQuery, program: 'tblastx', database: coiId }, '203.0.113.21');
      expect(response.status).toBe(502);
      const error = await errorOf(response);
      expect(error.error.code).toBe('BLAST_FAILED');
      expect(error.error.message).toContain('tblastx was stopped after 1 s');
    }
  });
});

describe.skipIf(!withBlast)('limits', () => {
  it('runs BLAST_MAX_CONCURRENCY processes, queues BLAST_MAX_QUEUE more (status queued) and answers 503 SERVICE_BUSY beyond', async () => {
    const busy = await startExtra({
      BLAST_SYNC_TIMEOUT: '0',
      BLAST_MAX_CONCURRENCY: '1',
      BLAST_MAX_QUEUE: '1',
      BLAST_KILL_TIMEOUT: '3',
    });
    const ip = '192.0.2.30';
    const rows = await db.any(
      "SELECT sequence FROM barcode_sequence WHERE marker = 'COI-5P' AND length_bp = 658 ORDER BY id LIMIT 5",
    );
    const slow = await post(
      busy,
      { sequence: rows.map((r) => r.sequence).join(''), program: 'tblastx', database: coiId },
      ip,
    );
    expect(slow.status).toBe(202);
    const waiting = await post(busy, { sequence: barcode.sequence, program: 'blastn', database: coiId }, ip);
    expect(waiting.status).toBe(202);
    const waitingId = (await bodyOf(waiting)).data.jobId;
    expect((await bodyOf(await getJob(busy, waitingId, ip))).data.status).toBe('queued');
    const refused = await post(busy, { sequence: barcode.sequence, program: 'blastn', database: coiId }, ip);
    expect(refused.status).toBe(503);
    expect((await errorOf(refused)).error.code).toBe('SERVICE_BUSY');
    expect(refused.headers.get('retry-after')).toBe('10');
    const done = await settle(busy, waitingId, ip);
    expect(done.status).toBe('succeeded');
    expect((await settle(busy, (await bodyOf(slow)).data.jobId, ip)).error).toContain('stopped after 3 s');
  });

  it(
    'rate-limits searches per client IP with X-RateLimit-* headers and 429 RATE_LIMITED',
    { timeout: WINDOW_WAIT_TIMEOUT_MS },
    async () => {
      const limited = await startExtra({ BLAST_RATE_LIMIT: '1' });
      // the three searches and the reset check must fall in one (clock-aligned) window
      await windowWithRoom(30_000);
      {
        const first = await post(
          limited,
          { sequence: barcode.sequence.slice(0, 100), program: 'blastn', database: coiId },
          '192.0.2.1',
        );
        expect(first.status).toBe(200);
        expect(first.headers.get('x-ratelimit-limit')).toBe('1');
        expect(first.headers.get('x-ratelimit-remaining')).toBe('0');
        const reset = Number(first.headers.get('x-ratelimit-reset'));
        expect(reset * 1000).toBeGreaterThan(Date.now());
        const second = await post(
          limited,
          { sequence: barcode.sequence.slice(0, 100), program: 'blastn', database: coiId },
          '192.0.2.1',
        );
        expect(second.status).toBe(429);
        expect((await errorOf(second)).error.code).toBe('RATE_LIMITED');
        expect(Number(second.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(second.headers.get('x-ratelimit-remaining')).toBe('0');
        const otherIp = await post(
          limited,
          { sequence: barcode.sequence.slice(0, 100), program: 'blastn', database: coiId },
          '192.0.2.2',
        );
        expect(otherIp.status).toBe(200);
      }
    },
  );
});

describe('BLAST not configured', () => {
  for (const [name, overrides, status] of [
    ['BLAST_ENABLED=false', { BLAST_ENABLED: 'false' }, 'disabled'],
    ['no BLAST+ binaries', { BLAST_BIN_DIR: '/nonexistent/blast/bin' }, 'not_configured'],
  ] as const) {
    it(`answers 503 BLAST_NOT_CONFIGURED on every BLAST operation with ${name}, and /health says ${status}`, async () => {
      const off = await startExtra(overrides);
      {
        const responses = [
          await off.fetch('/api/v1/blast/databases'),
          // without BLAST+ on this machine there is no real database id: any well-formed one will do
          await post(off, {
            sequence: 'ACGT',
            program: 'blastn',
            database: coiId ?? createHash('md5').update('none').digest('hex'),
          }),
          await getJob(off, randomUUID(), '198.51.100.1'),
        ];
        for (const response of responses) {
          expect(response.status).toBe(503);
          expect((await errorOf(response)).error.code).toBe('BLAST_NOT_CONFIGURED');
        }
        const health = await bodyOf(await off.fetch('/api/v1/health'));
        expect(health.data.subsystems.blast.status).toBe(status);
        expect(health.data.status).toBe('ok');
      }
    });
  }
});
