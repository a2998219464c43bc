// Barcodes: per-species records from the real COI sequences, search, pagination and FASTA downloads.
import { describe, expect, it } from 'vitest';
import { errorOf, useTestDatabase, useTestService } from '../support/service.js';

const service = useTestService();
const database = useTestDatabase();

/** Expected record of a species, computed independently from barcode_sequence + taxon. */
async function expectedFor(name: string) {
  return database().one(
    `SELECT count(*)::int AS n, min(b.length_bp) AS min, max(b.length_bp) AS max,
            percentile_cont(0.5) WITHIN GROUP (ORDER BY b.length_bp) AS median,
            mode() WITHIN GROUP (ORDER BY b.length_bp) AS typical,
            min(f.name) AS family, min(sf.name) AS subfamily, min(g.name) AS genus
     FROM barcode_sequence b JOIN taxon t ON t.id = b.taxon_id
     LEFT JOIN taxon f ON f.id = t.family_id LEFT JOIN taxon sf ON sf.id = t.subfamily_id LEFT JOIN taxon g ON g.id = t.genus_id
     WHERE t.name = $1 AND b.marker = 'COI-5P' AND b.dataset <> 'nichebarcoding-query'`,
    [name],
  );
}

describe('GET /api/v1/barcodes', () => {
  it('pages one record per species, ordered by organism, with the default page size 10', async () => {
    const { data, response } = await service().client.GET('/api/v1/barcodes');
    expect(response.status).toBe(200);
    const { items, pagination } = data!.data;
    expect(items).toHaveLength(10);
    expect(pagination).toMatchObject({ page: 1, pageSize: 10, hasPrev: false, hasNext: true });
    const organisms = items.map((i) => i.organism);
    expect([...organisms].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }))).toEqual(organisms);
    const species = await database().one(
      `SELECT count(DISTINCT CASE WHEN t.rank IN ('species','segregate','subspecies') THEN t.name ELSE b.verbatim_name END)::int AS n
       FROM barcode_sequence b LEFT JOIN taxon t ON t.id = b.taxon_id WHERE b.marker = 'COI-5P' AND b.dataset <> 'nichebarcoding-query'`,
    );
    expect(pagination.total).toBe(species.n);
  });

  it('computes count and length statistics from the real sequences', async () => {
    const { data } = await service().client.GET('/api/v1/barcodes', { params: { query: { q: 'Papilio machaon' } } });
    const item = data!.data.items.find((i) => i.organism === 'Papilio machaon');
    expect(item).toBeDefined();
    const expected = await expectedFor('Papilio machaon');
    expect(item).toMatchObject({
      id: 'barcode-papilio-machaon',
      number: String(expected.n),
      length: String(expected.typical),
      lengthMin: String(expected.min),
      lengthMax: String(expected.max),
      lengthMedian: String(expected.median),
      family: expected.family,
      subfamily: expected.subfamily,
      genus: expected.genus,
      download: '/api/v1/barcodes/barcode-papilio-machaon/fasta',
    });
    expect(Number(item!.lengthQ1)).toBeLessThanOrEqual(Number(item!.lengthMedian));
    expect(Number(item!.lengthQ3)).toBeGreaterThanOrEqual(Number(item!.lengthMedian));
  });

  it('matches q against family, subfamily and genus too, case- and accent-insensitively', async () => {
    const byFamily = await service().client.GET('/api/v1/barcodes', {
      params: { query: { q: 'PAPILIONIDAE', pageSize: 100 } },
    });
    expect(byFamily.data!.data.items.length).toBeGreaterThan(0);
    expect(byFamily.data!.data.items.every((i) => i.family === 'Papilionidae')).toBe(true);
    const bySubfamily = await service().client.GET('/api/v1/barcodes', {
      params: { query: { q: 'Parnassiinae', pageSize: 100 } },
    });
    expect(bySubfamily.data!.data.items.length).toBeGreaterThan(0);
    expect(bySubfamily.data!.data.items.every((i) => i.subfamily === 'Parnassiinae')).toBe(true);
    const byGenus = await service().client.GET('/api/v1/barcodes', {
      params: { query: { q: 'Dendrolimus', pageSize: 100 } },
    });
    expect(byGenus.data!.data.items.every((i) => i.genus === 'Dendrolimus')).toBe(true);
    expect(byGenus.data!.data.pagination.total).toBeGreaterThan(1);
  });

  it('treats LIKE wildcards in q literally and answers an empty page for no match', async () => {
    for (const q of ['%', '_', 'zzzz-no-such-name']) {
      const { data, response } = await service().client.GET('/api/v1/barcodes', { params: { query: { q } } });
      expect(response.status).toBe(200);
      expect(data!.data.items).toEqual([]);
      expect(data!.data.pagination).toMatchObject({ total: 0, totalPages: 0, hasNext: false });
    }
  });

  it('pages past the end to an empty page with the real total', async () => {
    const { data } = await service().client.GET('/api/v1/barcodes', {
      params: { query: { page: 9999, pageSize: 100 } },
    });
    expect(data!.data.items).toEqual([]);
    expect(data!.data.pagination.total).toBeGreaterThan(400);
    expect(data!.data.pagination.hasPrev).toBe(true);
  });

  it('rejects bad paging and overlong q with INVALID_QUERY', async () => {
    for (const query of ['pageSize=0', 'pageSize=101', 'page=0', 'page=x', `q=${'a'.repeat(201)}`]) {
      const response = await service().fetch(`/api/v1/barcodes?${query}`);
      expect(response.status, query).toBe(400);
      expect((await errorOf(response)).error.code).toBe('INVALID_QUERY');
    }
  });
});

describe('GET /api/v1/barcodes/{barcodeId}/fasta', () => {
  it('serves the species sequences as FASTA with the source headers', async () => {
    const response = await service().fetch('/api/v1/barcodes/barcode-papilio-machaon/fasta');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/x-fasta/);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="barcode-papilio-machaon.fasta"');
    const text = await response.text();
    const headers = text
      .split('\n')
      .filter((line) => line.startsWith('>'))
      .map((line) => line.slice(1));
    const expected = await database().map(
      `SELECT b.fasta_header FROM barcode_sequence b JOIN taxon t ON t.id = b.taxon_id
       WHERE t.name = 'Papilio machaon' AND b.marker = 'COI-5P' AND b.dataset <> 'nichebarcoding-query'`,
      [],
      (r: { fasta_header: string }) => r.fasta_header,
    );
    expect(headers.sort()).toEqual(expected.sort());
    const sample = await database().one(`SELECT fasta_header, sequence FROM barcode_sequence WHERE fasta_header = $1`, [
      expected[0],
    ]);
    expect(text).toContain(`>${sample.fasta_header}\n${sample.sequence}\n`);
  });

  it('is what every list item links to', async () => {
    const { data } = await service().client.GET('/api/v1/barcodes', { params: { query: { q: 'Dendrolimus' } } });
    const item = data!.data.items[0];
    const response = await service().fetch(item.download);
    expect(response.status).toBe(200);
    const count = (await response.text()).split('\n').filter((line) => line.startsWith('>')).length;
    expect(String(count)).toBe(item.number);
  });

  it('answers 404 BARCODE_NOT_FOUND for an unknown record and 400 for a malformed id', async () => {
    const missing = await service().fetch('/api/v1/barcodes/barcode-no-such-species/fasta');
    expect(missing.status).toBe(404);
    expect((await errorOf(missing)).error.code).toBe('BARCODE_NOT_FOUND');
    const malformed = await service().fetch('/api/v1/barcodes/..%2F..%2Fetc/fasta');
    expect(malformed.status).toBeGreaterThanOrEqual(400);
    expect(malformed.status).toBeLessThan(500);
  });
});
