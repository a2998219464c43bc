// Literature: both sources merged (deduplicated by DOI), pages, detail with linked taxa, 404.
import { describe, expect, it } from 'vitest';
import { errorOf, useTestDatabase, useTestService } from '../support/service.js';

const service = useTestService();
const database = useTestDatabase();

describe('GET /api/v1/literature', () => {
  it('lists both sources, newest first, with the default page size 20 and one row per DOI', async () => {
    const { data, response } = await service().client.GET('/api/v1/literature');
    expect(response.status).toBe(200);
    const { items, pagination } = data!.data;
    const counts = await database().one(
      `SELECT count(*)::int AS n, count(DISTINCT doi)::int AS dois, count(doi)::int AS with_doi,
              (SELECT count(DISTINCT source_id)::int FROM literature_source) AS sources FROM literature`,
    );
    expect(pagination).toMatchObject({ page: 1, pageSize: 20, total: counts.n });
    expect(counts.dois).toBe(counts.with_doi);
    expect(counts.sources).toBe(2);
    expect(items).toHaveLength(20);
    const years = items.map((i) => i.year ?? -Infinity);
    expect([...years].sort((a, b) => b - a)).toEqual(years);
    for (const item of items) expect(typeof item.authors === 'string' || item.authors === null).toBe(true);
  });

  it('reaches the Journal of Research on the Lepidoptera articles on later pages (undated last)', async () => {
    const total = (await database().one('SELECT count(*)::int AS n FROM literature')).n;
    const { data } = await service().client.GET('/api/v1/literature', {
      params: { query: { page: Math.ceil(total / 100), pageSize: 100 } },
    });
    const last = data!.data.items.at(-1)!;
    expect(last.year).toBeNull();
    const jrl = await database().one(
      `SELECT l.* FROM literature l JOIN literature_source s ON s.literature_id = l.id WHERE s.source_id = 'jrl-articles' AND l.year IS NOT NULL ORDER BY l.year, l.id LIMIT 1`,
    );
    const detail = await service().client.GET('/api/v1/literature/{literatureId}', {
      params: { path: { literatureId: jrl.id } },
    });
    expect(detail.data!.data).toMatchObject({
      title: jrl.title,
      authors: jrl.authors,
      journal: jrl.journal,
      year: jrl.year,
      doi: null,
      taxa: [],
    });
    expect(detail.data!.data.sources.map((s) => s.sourceId)).toEqual(['jrl-articles']);
  });

  it('answers a huge page number with an empty page (400 past the documented maximum), never a 500', async () => {
    for (const path of [
      '/api/v1/literature',
      '/api/v1/barcodes',
      '/api/v1/hostplants',
      '/api/v1/hostplants?q=Urtica',
    ]) {
      const join = path.includes('?') ? '&' : '?';
      const tooBig = await service().fetch(`${path}${join}page=1000001`);
      expect(tooBig.status, path).toBe(400);
      const response = await service().fetch(`${path}${join}page=1000000&pageSize=100`);
      expect(response.status, path).toBe(200);
      const body = (await response.json()) as { data: { items: unknown[]; pagination: { total: number } } };
      expect(body.data.items).toEqual([]);
      expect(body.data.pagination.total).toBeGreaterThan(0);
    }
  });

  it('rejects bad paging', async () => {
    for (const query of ['pageSize=0', 'pageSize=101', 'page=0']) {
      const response = await service().fetch(`/api/v1/literature?${query}`);
      expect(response.status, query).toBe(400);
      expect((await errorOf(response)).error.code).toBe('INVALID_QUERY');
    }
  });
});

describe('GET /api/v1/literature/{literatureId}', () => {
  it('gives citation, DOI URL and the taxa the publication is linked to', async () => {
    const row = await database().one(
      `SELECT l.*, array_agg(lt.taxon_id ORDER BY lt.taxon_id) AS taxon_ids FROM literature l JOIN literature_taxon lt ON lt.literature_id = l.id
       WHERE l.doi IS NOT NULL GROUP BY l.id ORDER BY l.id LIMIT 1`,
    );
    const { data, response } = await service().client.GET('/api/v1/literature/{literatureId}', {
      params: { path: { literatureId: row.id } },
    });
    expect(response.status).toBe(200);
    const detail = data!.data;
    expect(detail).toMatchObject({
      id: row.id,
      title: row.title,
      authors: row.authors,
      year: row.year,
      doi: row.doi,
      citation: row.citation,
    });
    expect(detail.url).toBe(`https://doi.org/${row.doi}`);
    expect(detail.taxa.map((taxon) => taxon.id).sort((a, b) => a - b)).toEqual(row.taxon_ids);
    expect(detail.sources).toEqual([{ sourceId: 'lepitaxa-literature', title: expect.any(String) }]);
  });

  it('answers 404 LITERATURE_NOT_FOUND for an unknown id and 400 for a non-digit id', async () => {
    const missing = await service().fetch('/api/v1/literature/12345678');
    expect(missing.status).toBe(404);
    const body = await errorOf(missing);
    expect(body.error.code).toBe('LITERATURE_NOT_FOUND');
    expect(body.error.details).toEqual({ literatureId: '12345678' });
    const invalid = await service().fetch('/api/v1/literature/abc');
    expect(invalid.status).toBe(400);
    expect((await errorOf(invalid)).error.code).toBe('INVALID_QUERY');
    const long = await service().fetch(`/api/v1/literature/${'9'.repeat(21)}`);
    expect(long.status).toBe(400);
  });
});
