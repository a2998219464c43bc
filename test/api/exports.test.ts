// Exports (#25): a list's filtered records as CSV / TSV / Darwin Core Archive, built as a job on the real database:
// row counts equal the list's total for the same filters, a record's fields equal the API's, the archive read back by
// python-dwca-reader, bad filters, unknown ids, Range and ETag, and reuse of an identical request.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import { afterAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../config.js';
import { OCCURRENCE_COLUMNS } from '../../services/exports/index.js';
import { PYTHON } from '../support/client-tools.js';
import { exportClient, type ExportData } from '../support/exports.js';
import { errorOf, useTestService } from '../support/service.js';
import { testConfig } from '../support/test-config.js';

// exports are requested many times here: the per-client limit is not what this file tests
const service = useTestService({ EXPORT_RATE_LIMIT: '1000' });
const scratch = mkdtempSync(join(tmpdir(), 'exports-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const { post, exported, fileOf } = exportClient(service);

interface ListData {
  items: Record<string, unknown>[];
  pagination: { total: number };
}

async function list(query: string): Promise<ListData> {
  const response = await service().fetch(`/api/v1/distributions?${query}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: ListData }).data;
}

const asText = (value: unknown) => (value === null ? '' : String(value));

// Norway since 2010: a few thousand records from more than one source
const FILTERS = { country: ['NO'], year: '2010,*' };
const LIST_QUERY = 'country=NO&year=2010,*&pageSize=5';

describe('POST /api/v1/exports (occurrences)', () => {
  it('writes CSV and TSV with the list total and the API fields of a record, and a citation block', async () => {
    const page = await list(LIST_QUERY);
    expect(page.pagination.total).toBeGreaterThan(100);
    const sample = page.items[3]!;
    for (const format of ['csv', 'tsv'] as const) {
      const data = await exported({ dataset: 'occurrences', filters: FILTERS, format });
      expect(data.recordCount).toBe(page.pagination.total);
      expect(data.query).toMatchObject({ country: ['NO'], year: { min: 2010, max: null } });
      const rows: string[][] = parse(gunzipSync(await fileOf(data)), {
        delimiter: format === 'csv' ? ',' : '\t',
        quote: format === 'csv' ? '"' : false,
        relax_column_count: false,
      });
      const [header, ...records] = rows;
      expect(header).toEqual(OCCURRENCE_COLUMNS.map((c) => c.field));
      expect(records).toHaveLength(page.pagination.total);
      expect(new Set(records.map((r) => r[0])).size).toBe(records.length);
      const row = records.find((r) => r[0] === sample.id)!;
      expect(Object.fromEntries(header!.map((field, i) => [field, row[i]]))).toEqual(
        Object.fromEntries(header!.map((field) => [field, asText(sample[field])])),
      );
      const citation = data.citation!;
      expect(citation.sources.reduce((sum, s) => sum + s.records, 0)).toBe(page.pagination.total);
      expect(citation.licences.reduce((sum, l) => sum + l.records, 0)).toBe(page.pagination.total);
      for (const source of citation.sources) expect(source.citation.length).toBeGreaterThan(0);
    }
  });

  it('writes a Darwin Core Archive that python-dwca-reader reads back', async () => {
    const page = await list(LIST_QUERY);
    const sample = page.items[2]!;
    const data = await exported({ dataset: 'occurrences', filters: FILTERS, format: 'dwca' });
    const path = join(scratch, 'occurrences.zip');
    writeFileSync(path, await fileOf(data));
    const read = spawnSync(PYTHON, [join(PROJECT_ROOT, 'test', 'support', 'read_dwca.py'), path, String(sample.id)], {
      encoding: 'utf8',
    });
    expect(read.status, read.stderr).toBe(0);
    const archive = JSON.parse(read.stdout) as {
      rowType: string;
      terms: string[];
      rows: number;
      uniqueIds: boolean;
      record: Record<string, string>;
      title: string;
      rights: string[];
      citations: string[];
    };
    expect(archive.rowType).toBe('http://rs.tdwg.org/dwc/terms/Occurrence');
    expect(archive.rows).toBe(page.pagination.total);
    expect(archive.uniqueIds).toBe(true);
    expect(archive.terms).toEqual(OCCURRENCE_COLUMNS.map((c) => c.term));
    for (const term of archive.terms)
      expect(term).toMatch(/^http:\/\/(rs\.tdwg\.org\/dwc\/terms|purl\.org\/dc\/terms)\/\w+$/);
    expect(archive.record).toEqual(
      Object.fromEntries(OCCURRENCE_COLUMNS.map((c) => [c.term, asText(sample[c.field])])),
    );
    expect(archive.title).toContain(data.exportId);
    expect(archive.rights).toHaveLength(data.citation!.licences.length);
    for (const source of data.citation!.sources) expect(archive.citations).toContain(source.citation);
  });

  it('reuses the export of an identical request in the same data version', async () => {
    const first = await exported({ dataset: 'occurrences', filters: { country: 'SE', year: '2015' }, format: 'csv' });
    // the same filters written another way are the same request
    const again = await post({
      dataset: 'occurrences',
      filters: { year: { min: 2015, max: 2015 }, country: ['se'] },
      format: 'csv',
    });
    expect(again.status).toBe(202);
    expect(((await again.json()) as { data: ExportData }).data.exportId).toBe(first.exportId);
    const other = await post({ dataset: 'occurrences', filters: { country: 'SE', year: '2015' }, format: 'tsv' });
    expect(((await other.json()) as { data: ExportData }).data.exportId).not.toBe(first.exportId);
  });

  it('serves byte ranges and answers 304 to its ETag', async () => {
    const data = await exported({ dataset: 'occurrences', filters: FILTERS, format: 'csv' });
    const whole = await fileOf(data);
    const response = await service().fetch(data.fileUrl!, { headers: { Range: 'bytes=10-109' } });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`bytes 10-109/${whole.length}`);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(whole.subarray(10, 110));
    const etag = response.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);
    const cached = await service().fetch(data.fileUrl!, { headers: { 'If-None-Match': etag } });
    expect(cached.status).toBe(304);
    const beyond = await service().fetch(data.fileUrl!, { headers: { Range: `bytes=${whole.length + 10}-` } });
    expect(beyond.status).toBe(416);
  });

  it('expires an export whose file was removed by hand: 409 expired, not an answer cut after its headers, and not reused', async () => {
    const request = { dataset: 'occurrences', filters: { country: 'SE', year: '2016' }, format: 'tsv' } as const;
    const data = await exported(request);
    rmSync(join(testConfig().storageDir, 'exports', data.exportId), { recursive: true, force: true });
    for (const headers of [{}, { Range: 'bytes=0-9' }] as Record<string, string>[]) {
      const response = await service().fetch(data.fileUrl!, { headers });
      expect(response.status).toBe(409);
      const error = await errorOf(response);
      expect(error.error.code).toBe('JOB_NOT_FINISHED');
      expect(error.error.details).toEqual({ status: 'expired' });
    }
    const shown = await service().fetch(`/api/v1/exports/${data.exportId}`);
    expect(((await shown.json()) as { data: ExportData }).data).toMatchObject({ status: 'expired', fileUrl: null });
    // the same request again is a new export, written anew and readable
    const again = await exported(request);
    expect(again.exportId).not.toBe(data.exportId);
    expect(gunzipSync(await fileOf(again)).length).toBeGreaterThan(0);
  });
});

describe('POST /api/v1/exports: bad requests', () => {
  it('answers 400 naming a bad filter, an unknown filter and a format the dataset lacks', async () => {
    const cases: [unknown, string][] = [
      [{ dataset: 'occurrences', filters: { year: '2020,1990' }, format: 'csv' }, 'filters.year'],
      [{ dataset: 'occurrences', filters: { country: 'Atlantis' }, format: 'csv' }, 'filters.country'],
      [{ dataset: 'occurrences', filters: { colour: 'blue' }, format: 'csv' }, 'filters.colour'],
      [{ dataset: 'occurrences', filters: {}, format: 'fasta' }, 'format'],
    ];
    for (const [body, name] of cases) {
      const response = await post(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const error = await errorOf(response);
      expect(error.error.code).toBe('INVALID_BODY');
      expect(Object.keys(error.error.details ?? {}), JSON.stringify(body)).toContain(name);
    }
    const shape = await post({ dataset: 'occurrences', format: 'xlsx' });
    expect(shape.status).toBe(400);
  });

  it('answers 404 for an unknown export and 400 for an id that is none', async () => {
    const unknown = '3b241101-e2bb-4255-8caf-4136c566a962';
    expect((await service().fetch(`/api/v1/exports/${unknown}`)).status).toBe(404);
    const file = await service().fetch(`/api/v1/exports/${unknown}/file`);
    expect(file.status).toBe(404);
    expect((await errorOf(file)).error.code).toBe('JOB_NOT_FOUND');
    expect((await service().fetch('/api/v1/exports/not-an-id')).status).toBe(400);
  });
});
