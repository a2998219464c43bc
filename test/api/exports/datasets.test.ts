// Exports of barcodes, genomes and host plants (#25, #27) on the real database: the records and their order are the
// list's for the same filters (walked page by page), a record's fields are the list's, the barcode FASTA is the list's
// FASTA with the specimen detail's sequences, the genome TSV is the list's own report, every citation adds up, a
// format the dataset lacks and a bad filter answer 400 naming them, and an identical request reuses the export.
import { gunzipSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { exportClient, type ExportData } from '../../support/exports.js';
import { errorOf, useTestService } from '../../support/service.js';

// exports are requested many times here: the per-client limit is not what this file tests
const service = useTestService({ EXPORT_RATE_LIMIT: '1000' });
const { post, exported, fileOf } = exportClient(service);

type Item = Record<string, unknown>;

async function getJson<T>(path: string): Promise<T> {
  const response = await service().fetch(path);
  expect(response.status, path).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** Every item of a paginated list for a query, page by page, and its total. */
async function walk(path: string, query: string): Promise<{ items: Item[]; total: number }> {
  const items: Item[] = [];
  for (let page = 1; ; page++) {
    const data = await getJson<{ items: Item[]; pagination: { total: number; hasNext: boolean } }>(
      `${path}?${query}&pageSize=100&page=${page}`,
    );
    items.push(...data.items);
    if (!data.pagination.hasNext) return { items, total: data.pagination.total };
  }
}

/** The rows of a gzip-compressed CSV or TSV file, header first. */
async function rowsOf(data: ExportData, format: 'csv' | 'tsv'): Promise<string[][]> {
  return parse(gunzipSync(await fileOf(data)), {
    delimiter: format === 'csv' ? ',' : '\t',
    quote: format === 'csv' ? '"' : false,
    relax_column_count: false,
  });
}

const asText = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** The citation names sources with citations, and its licences add up to the records. */
function expectCitation(data: ExportData) {
  const citation = data.citation!;
  expect(citation.sources.length).toBeGreaterThan(0);
  for (const source of citation.sources) {
    expect(source.citation.length).toBeGreaterThan(0);
    expect(source.licence.length).toBeGreaterThan(0);
    expect(source.records).toBeGreaterThan(0);
    expect(source.records).toBeLessThanOrEqual(data.recordCount!);
  }
  expect(citation.licences.reduce((sum, l) => sum + l.records, 0)).toBe(data.recordCount);
}

/** A request answers 400 INVALID_BODY naming `name` in its details; the error. */
async function refused(body: unknown, name: string) {
  const response = await post(body);
  expect(response.status, JSON.stringify(body)).toBe(400);
  const error = await errorOf(response);
  expect(error.error.code).toBe('INVALID_BODY');
  expect(Object.keys(error.error.details ?? {}), JSON.stringify(body)).toContain(name);
  return error;
}

/** FASTA text as (header, sequence) pairs. */
function fastaRecords(text: string): [string, string][] {
  return text
    .split('>')
    .slice(1)
    .map((entry) => {
      const [header, ...lines] = entry.split('\n');
      return [header!, lines.join('')];
    });
}

describe('POST /api/v1/exports (barcodes)', () => {
  const FILTERS = { q: 'Polyommatus', marker: 'coi-5p' };
  const QUERY = 'q=Polyommatus&marker=coi-5p';

  it('writes the specimen list’s records in its order as TSV and CSV, with its fields and a citation', async () => {
    const list = await walk('/api/v1/barcodes/specimens', QUERY);
    expect(list.total).toBeGreaterThan(20);
    expect(list.items).toHaveLength(list.total);
    for (const format of ['tsv', 'csv'] as const) {
      const data = await exported({ dataset: 'barcodes', filters: FILTERS, format });
      expect(data.recordCount).toBe(list.total);
      expect(data.query).toEqual({
        taxonId: null,
        country: null,
        marker: 'coi-5p',
        bbox: null,
        minLength: null,
        maxLength: null,
        q: 'Polyommatus',
      });
      const [header, ...records] = await rowsOf(data, format);
      expect(header).toEqual(Object.keys(list.items[0]!));
      expect(records.map((r) => r[0])).toEqual(list.items.map((item) => item.id));
      for (const index of [0, Math.floor(list.total / 2), list.total - 1])
        expect(records[index]).toEqual(header!.map((field) => asText(list.items[index]![field])));
      expectCitation(data);
      expect(data.citation!.sources.reduce((sum, s) => sum + s.records, 0)).toBe(list.total);
    }
  });

  it('writes the list’s FASTA, each sequence the specimen detail’s', async () => {
    const list = await walk('/api/v1/barcodes/specimens', QUERY);
    const data = await exported({ dataset: 'barcodes', filters: FILTERS, format: 'fasta' });
    expect(data.recordCount).toBe(list.total);
    const text = gunzipSync(await fileOf(data)).toString('utf8');
    // the list's own FASTA of its first page is where the export's begins
    const page = await service().fetch(`/api/v1/barcodes/specimens?${QUERY}&pageSize=100&format=fasta`);
    expect(page.status).toBe(200);
    expect(text.startsWith(await page.text())).toBe(true);
    const records = fastaRecords(text);
    expect(records).toHaveLength(list.total);
    for (const index of [0, Math.floor(list.total / 3), list.total - 1]) {
      const item = list.items[index]!;
      const detail = await getJson<Item & { sequence: string }>(
        `/api/v1/barcodes/specimens/${encodeURIComponent(String(item.id))}`,
      );
      expect(records[index]).toEqual([
        `${asText(item.processId ?? item.sampleId)}|${asText(item.scientificName)}|${asText(item.marker)}|${asText(item.country)}`,
        detail.sequence,
      ]);
    }
  });

  it('takes every filter of the list: a box, a length range, a country and a taxon', async () => {
    const filters = { bbox: '-10,35,5,44', minLength: 600, maxLength: 700, country: 'Spain' };
    const list = await getJson<{ pagination: { total: number }; items: Item[] }>(
      '/api/v1/barcodes/specimens?bbox=-10,35,5,44&minLength=600&maxLength=700&country=Spain&pageSize=1',
    );
    expect(list.pagination.total).toBeGreaterThan(0);
    const data = await exported({ dataset: 'barcodes', filters, format: 'tsv' });
    expect(data.recordCount).toBe(list.pagination.total);
    const taxonId = list.items[0]!.taxonId as number;
    const byTaxon = await getJson<{ pagination: { total: number } }>(
      `/api/v1/barcodes/specimens?taxonId=${taxonId}&pageSize=1`,
    );
    const taxon = await exported({ dataset: 'barcodes', filters: { taxonId: String(taxonId) }, format: 'csv' });
    expect(taxon.recordCount).toBe(byTaxon.pagination.total);
  });

  it('reuses the export of the same filters written another way, and of its echo', async () => {
    const first = await exported({ dataset: 'barcodes', filters: { country: 'ES', marker: 'COI-5P' }, format: 'tsv' });
    for (const filters of [{ country: 'es', marker: 'coi-5p' }, first.query]) {
      const again = await post({ dataset: 'barcodes', filters, format: 'tsv' });
      expect(again.status).toBe(202);
      expect(((await again.json()) as { data: ExportData }).data.exportId).toBe(first.exportId);
    }
  });

  it('refuses a format it lacks and bad filters, naming them', async () => {
    const error = await refused({ dataset: 'barcodes', format: 'dwca' }, 'format');
    expect(error.error.message).toContain('csv, tsv, fasta');
    await refused({ dataset: 'barcodes', filters: { bbox: '1,2,3' }, format: 'tsv' }, 'filters.bbox');
    await refused(
      { dataset: 'barcodes', filters: { minLength: 700, maxLength: 600 }, format: 'tsv' },
      'filters.maxLength',
    );
    await refused({ dataset: 'barcodes', filters: { minLength: 'long' }, format: 'tsv' }, 'filters.minLength');
    await refused({ dataset: 'barcodes', filters: { taxonId: 0 }, format: 'tsv' }, 'filters.taxonId');
    await refused({ dataset: 'barcodes', filters: { page: 2 }, format: 'tsv' }, 'filters.page');
  });
});

describe('POST /api/v1/exports (genomes)', () => {
  it('writes the list’s TSV report as TSV, and its columns and values as CSV', async () => {
    const filters = { assemblyLevel: 'chromosome', sortBy: 'insectSpecies', sortDirection: 'asc' };
    const query = 'assemblyLevel=chromosome&sortBy=insectSpecies&sortDirection=asc';
    const list = await walk('/api/v1/genomes', query);
    expect(list.total).toBeGreaterThan(20);
    const report = await service().fetch(`/api/v1/genomes?${query}&format=tsv`);
    expect(report.status).toBe(200);
    const reportText = await report.text();
    const tsv = await exported({ dataset: 'genomes', filters, format: 'tsv' });
    expect(tsv.recordCount).toBe(list.total);
    expect(gunzipSync(await fileOf(tsv)).toString('utf8')).toBe(reportText);
    expect(tsv.query).toMatchObject({ q: null, assemblyLevel: 'chromosome', sortBy: 'insectSpecies', minN50Kb: null });
    expectCitation(tsv);

    const csv = await exported({ dataset: 'genomes', filters, format: 'csv' });
    const rows = await rowsOf(csv, 'csv');
    expect(rows).toEqual(parse(reportText, { delimiter: '\t', quote: false }));
    const [header, ...records] = rows;
    expect(records).toHaveLength(list.total);
    const accession = header!.indexOf('Assembly Accession');
    expect(records.map((r) => r[accession])).toEqual(list.items.map((item) => item.assemblyAccession));
    const level = header!.indexOf('Assembly Level');
    expect(new Set(records.map((r) => r[level]))).toEqual(new Set(['chromosome']));
  });

  it('takes the BUSCO, N50 and release-date filters of the list', async () => {
    const filters = { minBuscoCompletePct: 95, minN50Kb: '1000', releasedAfter: '2021-01-01' };
    const list = await getJson<{ pagination: { total: number } }>(
      '/api/v1/genomes?minBuscoCompletePct=95&minN50Kb=1000&releasedAfter=2021-01-01&pageSize=1',
    );
    expect(list.pagination.total).toBeGreaterThan(0);
    const data = await exported({ dataset: 'genomes', filters, format: 'csv' });
    expect(data.recordCount).toBe(list.pagination.total);
    expectCitation(data);
  });

  it('refuses a format it lacks and bad filters, naming them', async () => {
    for (const format of ['dwca', 'fasta']) {
      const error = await refused({ dataset: 'genomes', format }, 'format');
      expect(error.error.message).toContain('csv, tsv');
    }
    await refused(
      { dataset: 'genomes', filters: { minBuscoCompletePct: 150 }, format: 'tsv' },
      'filters.minBuscoCompletePct',
    );
    await refused(
      { dataset: 'genomes', filters: { releasedAfter: 'yesterday' }, format: 'tsv' },
      'filters.releasedAfter',
    );
    await refused({ dataset: 'genomes', filters: { assemblyLevel: 'galaxy' }, format: 'tsv' }, 'filters.assemblyLevel');
    await refused({ dataset: 'genomes', filters: { format: 'json' }, format: 'tsv' }, 'filters.format');
  });
});

describe('POST /api/v1/exports (hostplants)', () => {
  it('writes the list’s associations in its order as CSV and TSV, with its fields and a citation', async () => {
    const filters = { q: 'Urtica', sortBy: 'hostplantSpecies', sortDirection: 'desc' };
    const list = await walk('/api/v1/hostplants', 'q=Urtica&sortBy=hostplantSpecies&sortDirection=desc');
    expect(list.total).toBeGreaterThan(20);
    for (const format of ['csv', 'tsv'] as const) {
      const data = await exported({ dataset: 'hostplants', filters, format });
      expect(data.recordCount).toBe(list.total);
      expect(data.query).toEqual(filters);
      const [header, ...records] = await rowsOf(data, format);
      expect(header).toEqual(Object.keys(list.items[0]!));
      expect(records.map((r) => r[0])).toEqual(list.items.map((item) => item.id));
      for (const index of [0, list.total - 1])
        expect(records[index]).toEqual(header!.map((field) => asText(list.items[index]![field])));
      expectCitation(data);
      expect(data.citation!.sources.reduce((sum, s) => sum + s.records, 0)).toBe(list.total);
    }
  });

  it('refuses a format it lacks and bad filters, naming them', async () => {
    for (const format of ['dwca', 'fasta']) await refused({ dataset: 'hostplants', format }, 'format');
    await refused({ dataset: 'hostplants', filters: { sortBy: 'colour' }, format: 'csv' }, 'filters.sortBy');
    await refused({ dataset: 'hostplants', filters: { family: 'Urticaceae' }, format: 'csv' }, 'filters.family');
  });
});
