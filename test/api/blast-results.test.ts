// BLAST hits that name their taxon and specimen, sync searches kept as jobs, and a job's results in BLAST's own formats —
// each compared with blastn/blastp run by hand (and blastdbcmd) on the same query against the same database.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pgPromise from 'pg-promise';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { errorOf, startTestService, type TestService } from '../support/service.js';
import { WINDOW_WAIT_TIMEOUT_MS, windowWithRoom } from '../support/rate-window.js';

/** The tests act as several clients through X-Forwarded-For, which only a trusted (loopback) hop may set. */
const AS_SEVERAL_CLIENTS = { TRUST_PROXY: 'loopback' };
import { requirePart, SYSTEM_PARTS } from '../support/system-parts.js';
import { testConfig } from '../support/test-config.js';

const run = promisify(execFile);
const pgp = pgPromise();
const db = pgp(inject('databaseUrl'));
const withBlast = requirePart(SYSTEM_PARTS.blast, 'BLAST result formats');
const IP = '198.51.100.40';

interface Hit {
  id: string;
  title: string;
  taxonId: number | null;
  acceptedName: string | null;
  sampleId: string | null;
  processId: string | null;
  country: string | null;
}
interface Database {
  id: string;
  title: string;
  type: string;
}

let t: TestService;
const extras: TestService[] = [];
let coi: Database;
let proteins: Database;
/** Where the service keeps the databases of the loaded data version (BLAST+ runs there). */
let dir: string;
let barcode: { id: string; sequence: string; sample_id: string; bold_process_id: string; country: string };
let protein: { accession: string; sequence: string; taxon_id: number | null };

function post(service: TestService, body: object, ip = IP): Promise<Response> {
  return service.fetch('/api/v1/blast/search', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
    body: JSON.stringify(body),
  });
}

function getJob(service: TestService, jobId: string, format?: string, ip = IP): Promise<Response> {
  return service.fetch(`/api/v1/blast/jobs/${jobId}${format ? `?format=${format}` : ''}`, {
    headers: { 'X-Forwarded-For': ip },
  });
}

/** A synchronous search: its job id and hits. */
async function search(body: object): Promise<{ jobId: string; hits: Hit[] }> {
  const response = await post(t, body);
  expect(response.status).toBe(200);
  const { data } = (await response.json()) as { data: { mode: string; jobId: string; results: { hits: Hit[] } } };
  expect(data.mode).toBe('sync');
  return { jobId: data.jobId, hits: data.results.hits };
}

/** BLAST+ run by hand: the same program, query (as the service sends it), threshold and hit count. */
async function byHand(
  program: string,
  database: string,
  residues: string,
  outfmt: string,
  maxHits = 50,
): Promise<string> {
  const child = execFile(
    program,
    ['-db', database, '-outfmt', outfmt, '-evalue', '1e-5', '-max_target_seqs', String(maxHits)],
    { cwd: dir, maxBuffer: 64 * 1024 * 1024 },
  );
  const output = new Promise<string>((resolve, reject) => {
    let text = '';
    child.stdout!.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(text) : reject(new Error(`${program} exited ${code}`))));
  });
  child.stdin!.end(`>query\n${residues}\n`);
  return output;
}

const reverseComplement = (sequence: string) =>
  [...sequence]
    .reverse()
    .map((base) => ({ A: 'T', C: 'G', G: 'C', T: 'A' })[base] ?? 'N')
    .join('');

/** The bookkeeping row of a succeeded BLAST job of IP (its blast_job row is the test's to write). */
async function succeededJob(): Promise<string> {
  const id = randomUUID();
  await db.none(
    `INSERT INTO job (id, kind, client_ip, status, attempts, finished_at, expires_at)
     VALUES ($1, 'blast', $2, 'succeeded', 1, now(), now() + interval '1 day')`,
    [id, IP],
  );
  return id;
}

const NA = (value: string | number | null) => (value === null ? 'N/A' : String(value));

/** Our tabular output is BLAST's, line by line, with the hit's five record columns after its twelve. */
function expectTabular(ours: string, blast: string, hits: Hit[]): void {
  const lines = ours.split('\n').filter(Boolean);
  const theirs = blast.split('\n').filter(Boolean);
  expect(lines.length).toBe(theirs.length);
  expect(lines.length).toBeGreaterThan(0);
  const byId = new Map(hits.map((hit) => [hit.id, hit]));
  lines.forEach((line, i) => {
    const columns = line.split('\t');
    expect(columns.slice(0, 12).join('\t')).toBe(theirs[i]);
    const hit = byId.get(columns[1])!;
    expect(columns.slice(12)).toEqual(
      [hit.taxonId, hit.acceptedName, hit.sampleId, hit.processId, hit.country].map(NA),
    );
  });
}

beforeAll(async () => {
  t = await startTestService(AS_SEVERAL_CLIENTS);
  if (!withBlast) return;
  const list = ((await (await t.fetch('/api/v1/blast/databases')).json()) as { data: { databases: Database[] } }).data
    .databases;
  coi = list.find((d) => d.title.includes('COI-5P'))!;
  proteins = list.find((d) => d.type === 'protein')!;
  const { data_version: version } = await db.one(
    'SELECT data_version FROM data_load ORDER BY finished_at DESC LIMIT 1',
  );
  dir = join(testConfig().dataDir, 'blast', version);
  barcode = await db.one(
    // a sequence no other record has: its own record is the one perfect hit, ranked first
    `SELECT id, sequence, sample_id, bold_process_id, country FROM barcode_sequence b
     WHERE dataset = 'iodatabase' AND length_bp = 658 AND sequence ~ '^[ACGT]+$' AND bold_process_id IS NOT NULL
       AND country IS NOT NULL AND taxon_id IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM barcode_sequence o WHERE o.sequence = b.sequence AND o.id <> b.id)
     ORDER BY id LIMIT 1 OFFSET 100`,
  );
  protein = await db.one(
    "SELECT accession, sequence, taxon_id FROM protein WHERE protein_type = 'opsin' AND sequence ~ '^[A-Z]+$' AND taxon_id IS NOT NULL ORDER BY id LIMIT 1",
  );
});
afterAll(async () => {
  for (const service of [...extras, t]) await service?.close();
  await db.$pool.end();
});

describe.skipIf(!withBlast)('BLAST hits name their taxon and specimen', () => {
  it('gives each barcode hit its record’s taxon, accepted name, sample id, process id and country', async () => {
    const { hits } = await search({ sequence: barcode.sequence, program: 'blastn', database: coi.id });
    const records = await db.any(
      `SELECT b.id, b.taxon_id, t.name, b.sample_id, b.bold_process_id, b.country FROM barcode_sequence b
       LEFT JOIN taxon t ON t.id = b.taxon_id WHERE b.id = ANY($1)`,
      [hits.map((h) => h.id)],
    );
    expect(records.length).toBe(hits.length);
    for (const hit of hits) {
      const row = records.find((r) => r.id === hit.id)!;
      expect(hit).toMatchObject({
        taxonId: row.taxon_id,
        acceptedName: row.name,
        sampleId: row.sample_id,
        processId: row.bold_process_id,
        country: row.country,
      });
    }
    expect(hits[0]).toMatchObject({
      id: barcode.id,
      sampleId: barcode.sample_id,
      processId: barcode.bold_process_id,
      country: barcode.country,
    });
  });

  it('gives protein hits their taxon and no specimen', async () => {
    const { hits } = await search({ sequence: protein.sequence, program: 'blastp', database: proteins.id });
    expect(hits.find((h) => h.id === protein.accession)).toMatchObject({
      taxonId: protein.taxon_id,
      sampleId: null,
      processId: null,
      country: null,
    });
    expect(hits.every((h) => h.sampleId === null && h.processId === null && h.country === null)).toBe(true);
  });

  it('keeps a synchronous search as a finished job of the same client: same results, 404 for anyone else', async () => {
    const response = await post(t, { sequence: barcode.sequence.slice(0, 300), program: 'blastn', database: coi.id });
    const { data } = (await response.json()) as { data: { jobId: string; results: unknown } };
    const job = await getJob(t, data.jobId);
    expect(job.status).toBe(200);
    expect((await job.json()) as { data: unknown }).toMatchObject({
      data: { jobId: data.jobId, status: 'succeeded', results: data.results },
    });
    const other = await getJob(t, data.jobId, 'tsv', '198.51.100.41');
    expect(other.status).toBe(404);
    expect((await errorOf(other)).error.code).toBe('JOB_NOT_FOUND');
  });
});

describe.skipIf(!withBlast)("a job's results in BLAST's formats, as BLAST+ writes them by hand", () => {
  it('tsv: BLAST’s tabular lines (plus and minus strand, blastp) with taxon and specimen columns', async () => {
    for (const [program, database, name, residues] of [
      ['blastn', coi, 'barcodes-coi-5p', barcode.sequence],
      ['blastn', coi, 'barcodes-coi-5p', reverseComplement(barcode.sequence.slice(50, 450))],
      ['blastp', proteins, 'proteins', protein.sequence],
    ] as const) {
      const { jobId, hits } = await search({ sequence: residues, program, database: database.id });
      const response = await getJob(t, jobId, 'tsv');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/tab-separated-values/);
      expectTabular(await response.text(), await byHand(program, name, residues, '6'), hits);
    }
  });

  it('pairwise: BLAST’s pairwise report, byte for byte', async () => {
    for (const [program, database, name, residues, maxHits] of [
      ['blastn', coi, 'barcodes-coi-5p', barcode.sequence.slice(0, 400), 5],
      ['blastp', proteins, 'proteins', protein.sequence, 50],
    ] as const) {
      const { jobId } = await search({ sequence: residues, program, database: database.id, maxHits });
      const response = await getJob(t, jobId, 'pairwise');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
      const text = await response.text();
      expect(text).toBe(await byHand(program, name, residues, '0', maxHits));
      expect(text).toContain('Sequences producing significant alignments');
    }
  });

  it('fasta: the hit sequences in hit order, as the database holds them (blastdbcmd)', async () => {
    for (const [program, database, name, residues] of [
      ['blastn', coi, 'barcodes-coi-5p', barcode.sequence],
      ['blastp', proteins, 'proteins', protein.sequence],
    ] as const) {
      const { jobId, hits } = await search({ sequence: residues, program, database: database.id });
      const response = await getJob(t, jobId, 'fasta');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/x-fasta/);
      const { stdout } = await run('blastdbcmd', ['-db', name, '-entry', 'all', '-outfmt', '%t\t%s'], {
        cwd: dir,
        maxBuffer: 256 * 1024 * 1024,
      });
      const entries = new Map(
        stdout
          .split('\n')
          .filter(Boolean)
          .map((line) => line.split('\t') as [string, string]),
      );
      expect(await response.text()).toBe(hits.map((hit) => `>${hit.title}\n${entries.get(hit.title)}\n`).join(''));
    }
  });
});

describe.skipIf(!withBlast)('formats of jobs that cannot have them', () => {
  it('answers 409 JOB_NOT_FINISHED while a job runs and after it failed', async () => {
    const slow = await startTestService({ ...AS_SEVERAL_CLIENTS, BLAST_SYNC_TIMEOUT: '0', BLAST_KILL_TIMEOUT: '3' });
    extras.push(slow);
    const rows = await db.any(
      "SELECT sequence FROM barcode_sequence WHERE marker = 'COI-5P' AND length_bp = 658 ORDER BY id LIMIT 5",
    );
    const started = await post(slow, {
      sequence: rows.map((r) => r.sequence).join(''),
      program: 'tblastx',
      database: coi.id,
    });
    expect(started.status).toBe(202);
    const { jobId } = ((await started.json()) as { data: { jobId: string } }).data;
    const running = await getJob(slow, jobId, 'tsv');
    expect(running.status).toBe(409);
    const body = await errorOf(running);
    expect(body.error.code).toBe('JOB_NOT_FINISHED');
    expect(['queued', 'running']).toContain(body.error.details!.status);
    for (let i = 0; i < 100; i++) {
      const job = ((await (await getJob(slow, jobId)).json()) as { data: { status: string } }).data;
      if (job.status === 'failed') break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const failed = await getJob(slow, jobId, 'fasta');
    expect(failed.status).toBe(409);
    expect((await errorOf(failed)).error.details!.status).toBe('failed');
  });

  it('answers 409 JOB_STATE_CONFLICT when the database was replaced or the search was not kept; fasta still works', async () => {
    const { jobId } = await search({ sequence: barcode.sequence.slice(0, 300), program: 'blastn', database: coi.id });
    const kept = await db.one('SELECT program, results, request FROM blast_job WHERE id = $1', [jobId]);
    const copy = async (databaseId: string, request: unknown) => {
      const id = await succeededJob();
      await db.none('INSERT INTO blast_job (id, program, database_id, results, request) VALUES ($1, $2, $3, $4, $5)', [
        id,
        kept.program,
        databaseId,
        kept.results,
        request,
      ]);
      return id;
    };
    for (const id of [await copy('0'.repeat(32), kept.request), await copy(coi.id, null)]) {
      for (const format of ['tsv', 'pairwise']) {
        const response = await getJob(t, id, format);
        expect(response.status).toBe(409);
        expect((await errorOf(response)).error.code).toBe('JOB_STATE_CONFLICT');
      }
      expect((await getJob(t, id, 'fasta')).status).toBe(200);
    }
  });

  it('gives results stored before hits named their records those fields when the job is read', async () => {
    const { jobId, hits } = await search({
      sequence: barcode.sequence.slice(0, 300),
      program: 'blastn',
      database: coi.id,
    });
    const id = await succeededJob();
    await db.none(
      `INSERT INTO blast_job (id, program, database_id, results)
       SELECT $1, program, database_id,
              jsonb_set(results, '{hits}', (SELECT jsonb_agg(h - 'taxonId' - 'acceptedName' - 'sampleId' - 'processId' - 'country')
                                            FROM jsonb_array_elements(results -> 'hits') h))
       FROM blast_job WHERE id = $2`,
      [id, jobId],
    );
    const stored = await db.one("SELECT results -> 'hits' -> 0 AS hit FROM blast_job WHERE id = $1", [id]);
    expect(stored.hit).not.toHaveProperty('taxonId');
    const read = ((await (await getJob(t, id)).json()) as { data: { results: { hits: Hit[] } } }).data;
    expect(read.results.hits).toEqual(hits);
  });

  it(
    'counts the formats BLAST+ writes again: BLAST_RATE_LIMIT per client per minute',
    { timeout: WINDOW_WAIT_TIMEOUT_MS },
    async () => {
      const limited = await startTestService({ ...AS_SEVERAL_CLIENTS, BLAST_RATE_LIMIT: '2' });
      extras.push(limited);
      const ip = '198.51.100.42';
      await windowWithRoom(30_000); // the search and its four formats must fall in one (clock-aligned) window
      const response = await post(
        limited,
        { sequence: barcode.sequence.slice(0, 200), program: 'blastn', database: coi.id },
        ip,
      );
      const { jobId } = ((await response.json()) as { data: { jobId: string } }).data;
      expect((await getJob(limited, jobId, 'tsv', ip)).status).toBe(200);
      expect((await getJob(limited, jobId, 'fasta', ip)).status).toBe(200); // from the kept results: no BLAST run
      expect((await getJob(limited, jobId, 'pairwise', ip)).status).toBe(200);
      const refused = await getJob(limited, jobId, 'tsv', ip);
      expect(refused.status).toBe(429);
      expect((await errorOf(refused)).error.code).toBe('RATE_LIMITED');
    },
  );
});
