// Downloads: asset list, fileId resolution, streaming (Range, ETag, 304, 416), species downloads, traversal attempts.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import pgPromise from 'pg-promise';
// @ts-expect-error s3rver ships no type declarations
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { errorOf, startTestService, type TestService } from '../support/service.js';
import { testConfig } from '../support/test-config.js';

let t: TestService;
const pgp = pgPromise();
const db = pgp(inject('databaseUrl'));

/** A build left by an earlier data version, which the first sync must remove. */
const staleDirectory = join(testConfig().storageDir, 'downloads', '0000000000000000');

beforeAll(async () => {
  mkdirSync(join(staleDirectory, '1'), { recursive: true });
  writeFileSync(join(staleDirectory, '1', 'barcode-reference.fasta'), '>old\nACGT\n');
  t = await startTestService();
});
afterAll(async () => {
  await t.close();
  await db.$pool.end();
});

/** A request whose path is sent byte for byte (fetch would normalise `..` away). */
function rawGet(path: string): Promise<number> {
  const url = new URL(t.url);
  return new Promise((done, fail) => {
    const req = httpRequest({ host: url.hostname, port: url.port, path, method: 'GET' }, (res) => {
      res.resume();
      done(res.statusCode ?? 0);
    });
    req.on('error', fail);
    req.end();
  });
}

async function assets() {
  const { data } = await t.client.GET('/api/v1/downloads');
  return data!.data.items;
}

describe('GET /api/v1/downloads', () => {
  it('lists the reference FASTA, the niche-barcoding template, the dataset archive and the domain exports', async () => {
    const items = await assets();
    expect(items.map((i) => [i.id, i.type, i.fileId])).toEqual([
      ['barcode-reference', 'fasta', 1],
      ['niche-barcoding-template', 'template', 2],
      ['dataset-archive', 'archive', 3],
      ['hostplants-csv', 'archive', 4],
      ['literature-csv', 'archive', 5],
      ['barcode-statistics-csv', 'archive', 6],
    ]);
    for (const item of items) expect(item.href).toBe(`/api/v1/downloads/${item.fileId}/stream`);
  });
});

describe('GET /api/v1/downloads/{fileId}', () => {
  it('resolves an asset to a local link with its real size and type', async () => {
    const { data, response } = await t.client.GET('/api/v1/downloads/{fileId}', { params: { path: { fileId: 2 } } });
    expect(response.status).toBe(200);
    expect(data!.data).toMatchObject({
      fileId: 2,
      // the template's COI sequences are genome sequence (issue 17: a type from the spec's set where one fits)
      datasetType: 'genome',
      storageProvider: 'local',
      downloadUrl: '/api/v1/downloads/2/stream',
      fileName: 'niche-barcoding-reference-template.csv',
      contentType: 'text/csv',
      expiresAt: null,
    });
    const body = await (await t.fetch('/api/v1/downloads/2/stream')).arrayBuffer();
    expect(data!.data.sizeBytes).toBe(body.byteLength);
  });

  it('removes files built from an earlier data version', () => {
    expect(existsSync(staleDirectory)).toBe(false);
  });

  it('answers 404 FILE_NOT_FOUND for an unknown id and 400 for a non-integer id', async () => {
    const missing = await t.fetch('/api/v1/downloads/999');
    expect(missing.status).toBe(404);
    const body = await errorOf(missing);
    expect(body.error).toMatchObject({ code: 'FILE_NOT_FOUND', message: 'File with ID 999 does not exist.' });
    for (const id of ['0', 'abc', '1.5', '-1']) {
      const response = await t.fetch(`/api/v1/downloads/${id}`);
      expect(response.status, id).toBe(400);
      expect((await errorOf(response)).error.code).toBe('INVALID_QUERY');
    }
  });
});

describe('GET /api/v1/downloads/{fileId}/stream', () => {
  it('streams the barcode reference FASTA with every reference sequence and its source header', async () => {
    const response = await t.fetch('/api/v1/downloads/1/stream');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/x-fasta/);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="barcode-reference.fasta"');
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]{64}"$/);
    expect(response.headers.get('last-modified')).toMatch(/GMT$/);
    const text = await response.text();
    expect(Number(response.headers.get('content-length'))).toBe(Buffer.byteLength(text));
    const headers = text.split('\n').filter((line) => line.startsWith('>'));
    const expected = await db.one(
      `SELECT count(*)::int AS n FROM barcode_sequence WHERE marker = 'COI-5P' AND dataset <> 'nichebarcoding-query'`,
    );
    expect(headers).toHaveLength(expected.n);
    const sample = await db.one(
      `SELECT fasta_header, sequence FROM barcode_sequence WHERE dataset = 'iodatabase' ORDER BY id LIMIT 1`,
    );
    expect(text).toContain(`>${sample.fasta_header}\n${sample.sequence}\n`);
  });

  it('serves byte ranges (206 + Content-Range), suffix and open ranges, and 416 INVALID_RANGE beyond the end', async () => {
    const whole = Buffer.from(await (await t.fetch('/api/v1/downloads/2/stream')).arrayBuffer());
    const size = whole.length;
    const cases: [string, number, number][] = [
      ['bytes=0-9', 0, 9],
      ['bytes=10-', 10, size - 1],
      ['bytes=-5', size - 5, size - 1],
      [`bytes=5-${size + 100}`, 5, size - 1],
    ];
    for (const [range, start, end] of cases) {
      const response = await t.fetch('/api/v1/downloads/2/stream', { headers: { Range: range } });
      expect(response.status, range).toBe(206);
      expect(response.headers.get('content-range')).toBe(`bytes ${start}-${end}/${size}`);
      expect(Number(response.headers.get('content-length'))).toBe(end - start + 1);
      expect(Buffer.from(await response.arrayBuffer()).equals(whole.subarray(start, end + 1))).toBe(true);
    }
    for (const range of [`bytes=${size}-`, `bytes=${size + 10}-${size + 20}`, 'bytes=-0']) {
      const response = await t.fetch('/api/v1/downloads/2/stream', { headers: { Range: range } });
      expect(response.status, range).toBe(416);
      expect(response.headers.get('content-range')).toBe(`bytes */${size}`);
      expect((await errorOf(response)).error.code).toBe('INVALID_RANGE');
    }
    // malformed or multi-range headers are ignored: the whole file
    for (const range of ['bytes=5-1', 'bytes=0-1,5-6', 'items=0-1', 'bytes=abc']) {
      const response = await t.fetch('/api/v1/downloads/2/stream', { headers: { Range: range } });
      expect(response.status, range).toBe(200);
      expect(Number(response.headers.get('content-length'))).toBe(size);
    }
  });

  it('sends a small file from memory once read (whole after its disk copy is gone), a large one from disk', async () => {
    const builtFile = (fileId: number) => {
      const root = join(testConfig().storageDir, 'downloads');
      const version = readdirSync(root).find((name) => existsSync(join(root, name, String(fileId))))!;
      const directory = join(root, version, String(fileId));
      return join(
        directory,
        readdirSync(directory).find((name) => name !== 'sha256')!,
      );
    };
    const download = async (fileId: number) =>
      Buffer.from(await (await t.fetch(`/api/v1/downloads/${fileId}/stream`)).arrayBuffer());
    const small = await download(2);
    expect(small.length).toBeLessThanOrEqual(256 * 1024);
    const smallPath = builtFile(2);
    rmSync(smallPath);
    expect((await download(2)).equals(small)).toBe(true);
    expect(existsSync(smallPath)).toBe(false); // not built again: sent from memory
    const large = await download(1);
    expect(large.length).toBeGreaterThan(256 * 1024);
    const path = builtFile(1);
    rmSync(path);
    expect((await download(1)).equals(large)).toBe(true);
    expect(existsSync(path)).toBe(true); // streamed from disk, so built again when its copy was removed
  });

  it('answers every range right while the built files and their ETags are removed by hand over and over', async () => {
    // an operator cleaning storage under load: each answer is the file (or its range), sent from memory or from a
    // copy built again, never a 500, a cut answer or wrong bytes; 429 is this client's own file-stream limit
    const whole = new Map<number, Buffer>();
    for (const fileId of [1, 2])
      whole.set(fileId, Buffer.from(await (await t.fetch(`/api/v1/downloads/${fileId}/stream`)).arrayBuffer()));
    const root = join(testConfig().storageDir, 'downloads');
    let removing = true;
    const remover = (async () => {
      while (removing) {
        for (const version of readdirSync(root))
          for (const fileId of ['1', '2']) {
            const directory = join(root, version, fileId);
            // the visible files only: a writer's .partial is its own until renamed
            if (existsSync(directory))
              for (const name of readdirSync(directory).filter((n) => !n.startsWith('.')))
                rmSync(join(directory, name), { force: true });
          }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const wrong: string[] = [];
    /** Answers by file id × 1000 + status. */
    const statuses = new Map<number, number>();
    const client = async (fileId: number, seed: number) => {
      const bytes = whole.get(fileId)!;
      const size = bytes.length;
      const ranges = [
        undefined,
        'bytes=0-99',
        'bytes=-500',
        'bytes=100-',
        `bytes=${size - 10}-${size + 1000}`,
        'bytes=5-1',
        'bytes=0-1,5-6',
        `bytes=${size}-`,
        'bytes=99999999999999999999-',
      ];
      for (let i = 0, until = Date.now() + 3000; Date.now() < until; i++) {
        const range = ranges[(seed + i) % ranges.length];
        try {
          const response = await t.fetch(`/api/v1/downloads/${fileId}/stream`, {
            headers: range ? { Range: range } : {},
          });
          const body = Buffer.from(await response.arrayBuffer());
          statuses.set(fileId * 1000 + response.status, (statuses.get(fileId * 1000 + response.status) ?? 0) + 1);
          const contentRange = response.headers.get('content-range') ?? '';
          const [, start, end, total] = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(contentRange) ?? [];
          const right =
            response.status === 200
              ? body.equals(bytes)
              : response.status === 206
                ? Number(total) === size && body.equals(bytes.subarray(Number(start), Number(end) + 1))
                : response.status === 416
                  ? contentRange === `bytes */${size}`
                  : // a copy removed as often as it was built for one request: busy, retried later
                    (response.status === 503 && fileId === 1 && response.headers.get('retry-after') !== null) ||
                    response.status === 429;
          if (!right) wrong.push(`file ${fileId}, ${range}: ${response.status} ${contentRange} ${body.length} bytes`);
        } catch (error) {
          wrong.push(`file ${fileId}, ${range}: ${String(error)}`);
        }
      }
    };
    // the large file (from disk, ~25 MB, each removal a rebuild) by two clients, the small one (from memory) by six
    await Promise.all([client(1, 0), client(1, 1), ...[0, 1, 2, 3, 4, 5].map((seed) => client(2, seed))]);
    removing = false;
    await remover;
    expect(wrong.slice(0, 5)).toEqual([]);
    for (const fileId of [1, 2])
      expect((statuses.get(fileId * 1000 + 200) ?? 0) + (statuses.get(fileId * 1000 + 206) ?? 0)).toBeGreaterThan(0);
    // afterwards each is whole again, built once more where its copy is gone
    for (const fileId of [1, 2]) {
      const response = await t.fetch(`/api/v1/downloads/${fileId}/stream`);
      expect(Buffer.from(await response.arrayBuffer()).equals(whole.get(fileId)!)).toBe(true);
    }
  });

  it('labels the bytes application/octet-stream only for a client that accepts nothing else', async () => {
    const cases: [string | undefined, RegExp][] = [
      [undefined, /^text\/csv/],
      ['*/*', /^text\/csv/],
      ['text/*', /^text\/csv/],
      ['text/csv;q=0.9, application/json', /^text\/csv/],
      ['application/octet-stream', /^application\/octet-stream$/],
    ];
    for (const [accept, type] of cases) {
      const response = await t.fetch('/api/v1/downloads/2/stream', {
        headers: accept ? { Accept: accept } : {},
        method: 'HEAD',
      });
      expect(response.status, accept).toBe(200);
      expect(response.headers.get('content-type'), accept).toMatch(type);
    }
  });

  it('answers 304 to If-None-Match with the current ETag, and the full file to a stale one', async () => {
    const first = await t.fetch('/api/v1/downloads/5/stream');
    const etag = first.headers.get('etag')!;
    await first.arrayBuffer();
    const again = await t.fetch('/api/v1/downloads/5/stream', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    const stale = await t.fetch('/api/v1/downloads/5/stream', { headers: { 'If-None-Match': '"0000"' } });
    expect(stale.status).toBe(200);
    await stale.arrayBuffer();
  });

  it('builds real CSV exports from the database', async () => {
    const literature = gunzipSync(
      Buffer.from(await (await t.fetch('/api/v1/downloads/5/stream')).arrayBuffer()),
    ).toString('utf8');
    const records = parse(literature, { columns: true }) as Record<string, string>[];
    expect(literature.split('\n')[0]).toBe('id,title,authors,year,journal,volume,issue,pages,doi,url,citation,sources');
    const count = await db.one('SELECT count(*)::int AS n FROM literature');
    expect(records).toHaveLength(count.n);
    const row = await db.one(`SELECT * FROM literature WHERE doi = '10.1111/jse.13180'`);
    expect(records.find((r) => r.id === row.id)).toMatchObject({
      title: row.title,
      authors: row.authors,
      doi: row.doi,
      sources: 'lepitaxa-literature',
    });

    const template = await (await t.fetch('/api/v1/downloads/2/stream')).text();
    const lines = template.trim().split('\n');
    expect(lines[0]).toBe('seqID,species,longitude,latitude,sequence');
    const reference = await db.one(`SELECT count(*)::int AS n FROM niche_barcoding_specimen WHERE role = 'reference'`);
    expect(lines.length - 1).toBe(reference.n);

    const stats = gunzipSync(Buffer.from(await (await t.fetch('/api/v1/downloads/6/stream')).arrayBuffer())).toString(
      'utf8',
    );
    const { data } = await t.client.GET('/api/v1/barcodes', { params: { query: { pageSize: 1 } } });
    expect(stats.trim().split('\n')).toHaveLength(data!.data.pagination.total + 1);
  });

  it('streams the shipped dataset as a tar.gz that contains SOURCES.md', async () => {
    const response = await t.fetch('/api/v1/downloads/3/stream');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/gzip');
    const tar = gunzipSync(Buffer.from(await response.arrayBuffer()));
    expect(tar.includes(Buffer.from('data/SOURCES.md'))).toBe(true);
    expect(tar.includes(Buffer.from('data/hostplants/nhm_hosts_lepidoptera_hostplants.csv.gz'))).toBe(true);
  });

  it('answers 404 for unknown files and refuses traversal attempts with 4xx', async () => {
    const missing = await t.fetch('/api/v1/downloads/12345678/stream');
    expect(missing.status).toBe(404);
    expect((await errorOf(missing)).error.code).toBe('FILE_NOT_FOUND');
    for (const path of [
      '/api/v1/downloads/../../package.json/stream',
      '/api/v1/downloads/..%2F..%2Fpackage.json/stream',
      '/api/v1/downloads/%2e%2e%2f%2e%2e%2fconfig.ts/stream',
      '/api/v1/downloads/1%2F..%2F..%2Fpackage.json/stream',
      '/api/v1/downloads//etc/passwd/stream',
      '/api/v1/downloads/%2Fetc%2Fpasswd/stream',
      '/api/v1/downloads/1/stream/../../../../etc/passwd',
      '/api/v1/downloads/..%5C..%5Cpackage.json/stream',
    ]) {
      const status = await rawGet(path);
      expect(status, path).toBeGreaterThanOrEqual(400);
      expect(status, path).toBeLessThan(500);
    }
  });
});

describe('GET /api/v1/species/{speciesSlug}/downloads', () => {
  it('groups genome, transcriptome and proteome files of a species, each streamable', async () => {
    const { data, response } = await t.client.GET('/api/v1/species/{speciesSlug}/downloads', {
      params: { path: { speciesSlug: 'bombyx-mori' } },
    });
    expect(response.status).toBe(200);
    const body = data!.data;
    const expected = await db.one(
      `SELECT (SELECT count(*) FROM genome_assembly a JOIN taxon t ON t.id = a.taxon_id WHERE t.slug = 'bombyx-mori')::int AS genome,
              (SELECT count(*) FROM omics_dataset d JOIN taxon t ON t.id = d.taxon_id WHERE t.slug = 'bombyx-mori' AND d.dataset_type = 'transcriptome')::int AS transcriptome,
              (SELECT count(DISTINCT p.taxon_id) FROM protein p JOIN taxon t ON t.id = p.taxon_id WHERE t.slug = 'bombyx-mori')::int AS proteome`,
    );
    expect(body).toMatchObject({
      speciesSlug: 'bombyx-mori',
      scientificName: 'Bombyx mori',
      datasetType: 'all',
      groups: expected,
    });
    expect(body.items).toHaveLength(expected.genome + expected.transcriptome + expected.proteome);
    const order = body.items.map((i) => ['genome', 'transcriptome', 'proteome'].indexOf(i.datasetType));
    expect([...order].sort()).toEqual(order);

    const genome = body.items.find((i) => i.datasetType === 'genome')!;
    const report = await (await t.fetch(genome.file.href)).text();
    expect(report).toContain(`# GenBank assembly accession:\t${genome.datasetId}`);
    expect(report).toContain('# Organism name:\tBombyx mori');

    const proteome = body.items.find((i) => i.datasetType === 'proteome')!;
    const fasta = await (await t.fetch(proteome.file.href)).text();
    const proteins = await db.one(
      `SELECT count(*)::int AS n FROM protein p JOIN taxon t ON t.id = p.taxon_id WHERE t.slug = 'bombyx-mori'`,
    );
    expect(fasta.split('\n').filter((l) => l.startsWith('>'))).toHaveLength(proteins.n);

    const transcriptome = body.items.find((i) => i.datasetType === 'transcriptome')!;
    const runs = (await (await t.fetch(transcriptome.file.href)).text()).trim().split('\n');
    const runCount = await db.one('SELECT count(*)::int AS n FROM omics_run WHERE dataset_id = $1', [
      transcriptome.datasetId,
    ]);
    expect(runs.length - 1).toBe(runCount.n);
  });

  it('filters by datasetType while the group counts stay whole', async () => {
    const all = (
      await t.client.GET('/api/v1/species/{speciesSlug}/downloads', {
        params: { path: { speciesSlug: 'bombyx-mori' } },
      })
    ).data!.data;
    for (const datasetType of ['genome', 'transcriptome', 'proteome'] as const) {
      const { data } = await t.client.GET('/api/v1/species/{speciesSlug}/downloads', {
        params: { path: { speciesSlug: 'bombyx-mori' }, query: { datasetType } },
      });
      expect(data!.data.datasetType).toBe(datasetType);
      expect(data!.data.items.every((i) => i.datasetType === datasetType)).toBe(true);
      expect(data!.data.items).toHaveLength(all.groups[datasetType]);
      expect(data!.data.groups).toEqual(all.groups);
    }
    const invalid = await t.fetch('/api/v1/species/bombyx-mori/downloads?datasetType=barcode');
    expect(invalid.status).toBe(400);
    expect((await errorOf(invalid)).error.code).toBe('INVALID_QUERY');
  });

  it('gives ids that stay the same on every request', async () => {
    const first = (
      await t.client.GET('/api/v1/species/{speciesSlug}/downloads', {
        params: { path: { speciesSlug: 'danaus-plexippus' } },
      })
    ).data!.data;
    const second = (
      await t.client.GET('/api/v1/species/{speciesSlug}/downloads', {
        params: { path: { speciesSlug: 'danaus-plexippus' } },
      })
    ).data!.data;
    expect(second.items.map((i) => i.file.href)).toEqual(first.items.map((i) => i.file.href));
    const fileId = Number(/\/downloads\/(\d+)\/stream$/.exec(first.items[0].file.href)![1]);
    expect(fileId).toBeGreaterThan(1000);
    const { data } = await t.client.GET('/api/v1/downloads/{fileId}', { params: { path: { fileId } } });
    expect(data!.data.datasetType).toBe(first.items[0].datasetType);
  });

  it('answers an empty list for a known species without files, 404 SPECIES_NOT_FOUND for an unknown slug, 400 for a malformed one', async () => {
    const known = await db.one(
      `SELECT slug FROM taxon t WHERE rank = 'species' AND NOT EXISTS (SELECT 1 FROM genome_assembly a WHERE a.taxon_id = t.id)
         AND NOT EXISTS (SELECT 1 FROM omics_dataset d WHERE d.taxon_id = t.id) AND NOT EXISTS (SELECT 1 FROM protein p WHERE p.taxon_id = t.id) ORDER BY id LIMIT 1`,
    );
    const { data } = await t.client.GET('/api/v1/species/{speciesSlug}/downloads', {
      params: { path: { speciesSlug: known.slug } },
    });
    expect(data!.data.items).toEqual([]);
    expect(data!.data.groups).toEqual({ genome: 0, transcriptome: 0, proteome: 0 });
    const missing = await t.fetch('/api/v1/species/no-such-species/downloads');
    expect(missing.status).toBe(404);
    expect((await errorOf(missing)).error.code).toBe('SPECIES_NOT_FOUND');
    const malformed = await t.fetch('/api/v1/species/Bombyx_Mori/downloads');
    expect(malformed.status).toBe(400);
  });
});

describe('with S3-compatible storage (s3rver)', () => {
  const directory = mkdtempSync(join(tmpdir(), 's3rver-downloads-'));
  let s3server: { run(): Promise<AddressInfo>; close(): Promise<void> };
  let s3: TestService;

  beforeAll(async () => {
    s3server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory,
      configureBuckets: [{ name: 'lepdata' }],
    });
    const { port } = await s3server.run();
    s3 = await startTestService({
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: 'lepdata',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_PRESIGN_EXPIRY: '600',
    });
  });
  afterAll(async () => {
    await s3?.close();
    await s3server?.close();
    rmSync(directory, { recursive: true, force: true });
  });

  it('resolves a file to a pre-signed URL that serves the same bytes as local storage', async () => {
    const { data, response } = await s3.client.GET('/api/v1/downloads/{fileId}', { params: { path: { fileId: 5 } } });
    expect(response.status).toBe(200);
    const resolved = data!.data;
    expect(resolved.storageProvider).toBe('s3');
    expect(resolved.downloadUrl).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/lepdata\/downloads\/[0-9a-f]{16}\/5\/literature\.csv\.gz\?.*X-Amz-Signature=/,
    );
    const expires = Date.parse(resolved.expiresAt!) - Date.now();
    expect(expires).toBeGreaterThan(590_000);
    expect(expires).toBeLessThanOrEqual(600_000);
    const fromS3 = Buffer.from(await (await fetch(resolved.downloadUrl)).arrayBuffer());
    const fromLocal = Buffer.from(await (await t.fetch('/api/v1/downloads/5/stream')).arrayBuffer());
    expect(fromS3.equals(fromLocal)).toBe(true);
    expect(resolved.sizeBytes).toBe(fromLocal.length);
  });

  it('redirects the stream endpoint (302) to the pre-signed URL', async () => {
    const response = await s3.fetch('/api/v1/downloads/2/stream', { redirect: 'manual' });
    expect(response.status).toBe(302);
    const location = response.headers.get('location')!;
    expect(location).toContain('X-Amz-Signature=');
    const followed = await fetch(location);
    expect(followed.status).toBe(200);
    expect((await followed.text()).startsWith('seqID,species,longitude,latitude,sequence\n')).toBe(true);
    const missing = await s3.fetch('/api/v1/downloads/999/stream', { redirect: 'manual' });
    expect(missing.status).toBe(404);
  });
});
