// Protein catalog, detail with computed chemistry, and the PDB structure endpoint, on the real records.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { composition, molecularWeight } from '../../db/proteins/chemistry.js';
import { errorOf, useTestDatabase, useTestService } from '../support/service.js';

const service = useTestService();
const database = useTestDatabase();

type Query = Record<string, string | number>;

async function list(query: Query = {}) {
  const { data, response } = await service().client.GET('/api/v1/proteins', { params: { query } });
  expect(response.status).toBe(200);
  return data!.data;
}

async function detail(proteinId: number) {
  const { data, response } = await service().client.GET('/api/v1/proteins/{proteinId}', {
    params: { path: { proteinId } },
  });
  expect(response.status).toBe(200);
  return data!.data;
}

describe('GET /api/v1/proteins', () => {
  it('lists opsins, silk fibroins and bombyxin-II, longest first, echoing the query', async () => {
    const { n } = await database().one('SELECT count(*)::int AS n FROM protein');
    const data = await list();
    expect(data.pagination).toMatchObject({ page: 1, pageSize: 10, total: n });
    expect(data.query).toEqual({ q: null, page: 1, pageSize: 10, sortBy: 'length', sortDirection: 'desc' });
    const expected = await database().map(
      'SELECT id FROM protein ORDER BY length_aa DESC, id LIMIT 10',
      [],
      (r: { id: number }) => r.id,
    );
    expect(data.items.map((i) => i.id)).toEqual(expected);
    const types = await database().map(
      'SELECT DISTINCT protein_type FROM protein ORDER BY 1',
      [],
      (r: { protein_type: string }) => r.protein_type,
    );
    expect(types).toEqual(['insulin-like peptide', 'opsin', 'silk fibroin']);
  });

  it('maps an opsin record to the list fields', async () => {
    const data = await list({ q: 'AbrTrip_LWS2' });
    expect(data.items).toEqual([
      {
        id: 10001,
        name: 'LWS2 opsin',
        proteinType: 'opsin',
        species: 'Abrostola tripartita',
        family: 'Noctuidae',
        length: 381,
        accession: 'AbrTrip_LWS2',
        source: 'Lepidoptera_opsins (Mulhair et al.)',
        hasStructure: false,
      },
    ]);
  });

  it('searches name, species, family and type; every word must match; metacharacters are literal', async () => {
    const opsins = await list({ q: 'opsin' });
    const { n } = await database().one("SELECT count(*)::int AS n FROM protein WHERE search_document LIKE '%opsin%'");
    expect(opsins.pagination.total).toBe(n);
    const both = await list({ q: 'LWS noctuidae', pageSize: 100 });
    expect(both.items.length).toBeGreaterThan(0);
    for (const item of both.items) {
      expect(item.family).toBe('Noctuidae');
      expect(item.name).toContain('LWS');
    }
    const bySpecies = await list({ q: 'bombyx mori', pageSize: 100 });
    expect(bySpecies.items.map((i) => i.id)).toContain(1);
    const byType = await list({ q: 'fibroin' });
    const { f } = await database().one("SELECT count(*)::int AS f FROM protein WHERE search_document LIKE '%fibroin%'");
    expect(byType.pagination.total).toBe(f);
    for (const q of ['%', "' OR 1=1 --"]) expect((await list({ q })).pagination.total, q).toBe(0);
    // '_' is literal: it matches the accessions that hold one (AbrTrip_LWS2), not every record
    const { u } = await database().one("SELECT count(*)::int AS u FROM protein WHERE strpos(search_document, '_') > 0");
    expect(u).toBeLessThan((await list()).pagination.total);
    expect((await list({ q: '_' })).pagination.total).toBe(u);
  });

  it('sorts by every documented field in both directions, ties by id', async () => {
    const columns: Record<string, string> = {
      length: 'length_aa',
      id: 'id',
      name: 'name',
      proteinType: 'protein_type',
    };
    for (const [sortBy, column] of Object.entries(columns)) {
      for (const sortDirection of ['asc', 'desc']) {
        const data = await list({ sortBy, sortDirection, pageSize: 30 });
        const expected = await database().map(
          `SELECT id FROM protein ORDER BY ${column} ${sortDirection} NULLS LAST, id LIMIT 30`,
          [],
          (r: { id: number }) => r.id,
        );
        expect(
          data.items.map((i) => i.id),
          `${sortBy} ${sortDirection}`,
        ).toEqual(expected);
      }
    }
    const bySpecies = await list({ sortBy: 'species', sortDirection: 'asc', pageSize: 100 });
    const species = bySpecies.items.map((i) => i.species);
    expect(species[0] <= species[species.length - 1]).toBe(true);
    const byFamily = await list({ sortBy: 'family', sortDirection: 'desc', pageSize: 5 });
    expect(byFamily.items.every((i) => i.family !== null)).toBe(true);
  });

  it('rejects unknown sort fields and bad parameters with 400 INVALID_QUERY', async () => {
    for (const query of ['sortBy=weight', 'sortDirection=down', 'pageSize=101', 'page=-1']) {
      const response = await service().fetch(`/api/v1/proteins?${query}`);
      expect(response.status, query).toBe(400);
      expect((await errorOf(response)).error.code).toBe('INVALID_QUERY');
    }
  });
});

describe('GET /api/v1/proteins/{proteinId}', () => {
  it('describes bombyxin-II: both chains, weight and composition from the sequence, structure and citation links', async () => {
    const protein = await detail(1);
    const row = await database().one('SELECT * FROM protein WHERE id = 1');
    const structure = await database().one('SELECT * FROM protein_structure WHERE protein_id = 1');
    expect(protein).toMatchObject({
      id: 1,
      name: row.name,
      proteinType: 'insulin-like peptide',
      species: 'Bombyx mori',
      family: 'Bombycidae',
      length: 48,
      accession: '1BOM',
      source: 'PDB',
      hasStructure: true,
      sequence: row.sequence,
      sourceUrl: 'https://www.rcsb.org/structure/1BOM',
      description: structure.title,
      structure: { format: 'pdb', href: '/api/v1/proteins/1/structure', chains: 2 },
    });
    expect(protein.sequence).toBe(row.chains.map((c: { sequence: string }) => c.sequence).join(''));
    // two chains, each with its own termini: 2187.59 + 3139.51
    expect(protein.molecularWeightDa).toBe(5327.1);
    expect(protein.composition).toEqual(composition(row.sequence));
    expect(protein.composition.reduce((sum, r) => sum + r.count, 0)).toBe(48);
    expect(protein.composition.find((r) => r.residue === 'C')).toEqual({ residue: 'C', count: 6, percentage: 12.5 });
    expect(protein.references).toEqual([
      {
        label: `DOI ${structure.citation_doi.toLowerCase()}`,
        href: `https://doi.org/${structure.citation_doi.toLowerCase()}`,
      },
      {
        label: `PubMed ${structure.citation_pmid}`,
        href: `https://pubmed.ncbi.nlm.nih.gov/${structure.citation_pmid}/`,
      },
    ]);
  });

  it('describes a silk fibroin with its NCBI link and an opsin with the source repository', async () => {
    const fibroin = await detail(20001);
    const row = await database().one('SELECT * FROM protein WHERE id = 20001');
    expect(fibroin).toMatchObject({
      accession: row.accession,
      sourceUrl: row.url,
      description: row.title,
      structure: null,
      hasStructure: false,
      length: row.length_aa,
    });
    expect(fibroin.molecularWeightDa).toBe(molecularWeight([row.sequence]));
    const opsin = await detail(10001);
    expect(opsin.sourceUrl).toBeNull();
    expect(opsin.references).toEqual([
      { label: 'Lepidoptera_opsins (Mulhair et al.)', href: 'https://github.com/PeterMulhair/Lepidoptera_opsins' },
    ]);
    expect(opsin.molecularWeightDa).toBeGreaterThan(40000);
  });

  it('gives no molecular weight for a sequence with unknown residues', async () => {
    const row = await database().one("SELECT id FROM protein WHERE sequence LIKE '%X%' ORDER BY id LIMIT 1");
    const protein = await detail(row.id);
    expect(protein.molecularWeightDa).toBeNull();
    expect(protein.composition.some((r) => r.residue === 'X')).toBe(true);
  });

  it('answers 404 PROTEIN_NOT_FOUND for an unknown id and 400 for a non-integer one or one beyond int4', async () => {
    for (const id of ['999', '2147483647']) {
      const response = await service().fetch(`/api/v1/proteins/${id}`);
      expect(response.status, id).toBe(404);
      expect((await errorOf(response)).error.code).toBe('PROTEIN_NOT_FOUND');
    }
    const message = (await errorOf(await service().fetch('/api/v1/proteins/999'))).error.message;
    expect(message).toBe('Protein with ID 999 does not exist.');
    for (const id of ['abc', '0', '1.5', '2147483648', '99999999999999999999', 'Infinity']) {
      const response = await service().fetch(`/api/v1/proteins/${id}`);
      expect(response.status, id).toBe(400);
    }
  });
});

describe('GET /api/v1/proteins/{proteinId}/structure', () => {
  it('returns the stored PDB text as chemical/x-pdb with exact Content-Length and a strong ETag', async () => {
    const stored = await database().one('SELECT content, bytes, sha256 FROM protein_structure WHERE protein_id = 1');
    const response = await service().fetch('/api/v1/proteins/1/structure');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^chemical\/x-pdb/);
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.toString('utf8')).toBe(stored.content);
    expect(Number(response.headers.get('content-length'))).toBe(body.length);
    expect(body.length).toBe(stored.bytes);
    const etag = response.headers.get('etag')!;
    expect(etag).toBe(`"${createHash('sha256').update(body).digest('hex')}"`);
    expect(etag).not.toMatch(/^W\//);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="1BOM.pdb"');
    expect(body.toString('utf8')).toMatch(/^HEADER/);
  });

  it('answers 304 with the ETag when If-None-Match matches, 200 otherwise', async () => {
    const etag = (await service().fetch('/api/v1/proteins/1/structure', { method: 'HEAD' })).headers.get('etag')!;
    const cached = await service().fetch('/api/v1/proteins/1/structure', { headers: { 'If-None-Match': etag } });
    expect(cached.status).toBe(304);
    expect(cached.headers.get('etag')).toBe(etag);
    expect((await cached.arrayBuffer()).byteLength).toBe(0);
    const listed = await service().fetch('/api/v1/proteins/1/structure', {
      headers: { 'If-None-Match': `"other", ${etag}` },
    });
    expect(listed.status).toBe(304);
    const stale = await service().fetch('/api/v1/proteins/1/structure', { headers: { 'If-None-Match': '"0000"' } });
    expect(stale.status).toBe(200);
  });

  it('answers 404 PROTEIN_NOT_FOUND for no protein and STRUCTURE_NOT_FOUND for a protein without one', async () => {
    const missing = await service().fetch('/api/v1/proteins/999/structure');
    expect(missing.status).toBe(404);
    expect((await errorOf(missing)).error.code).toBe('PROTEIN_NOT_FOUND');
    const none = await service().fetch('/api/v1/proteins/10001/structure');
    expect(none.status).toBe(404);
    expect((await errorOf(none)).error).toMatchObject({
      code: 'STRUCTURE_NOT_FOUND',
      message: 'Protein with ID 10001 has no 3D structure.',
    });
  });
});
