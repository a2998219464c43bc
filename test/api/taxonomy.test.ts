// Taxonomy endpoints against the real service and the loaded Lepitaxa tree: tree, search, typeahead, node detail, literature.
import { describe, expect, it } from 'vitest';
import { createTaxonomyRepo } from '../../db/taxonomy/repo.js';
import { foldText } from '../../core/text.js';
import { PrefixIndex } from '../../services/taxonomy/typeahead.js';
import { errorOf, useTestDatabase, useTestService } from '../support/service.js';

const service = useTestService();
const database = useTestDatabase();

async function expectError(path: string, status: number, code: string) {
  const response = await service().fetch(path);
  expect(response.status, path).toBe(status);
  const body = await errorOf(response);
  expect(body.error.code, path).toBe(code);
  return body;
}

/** Children of a parent as the database orders them (rank order, then name). */
async function dbChildren(parentId: number | null) {
  return database().any(
    `SELECT id, name, rank, depth, child_count AS "childCount" FROM taxon
     WHERE ${parentId === null ? 'parent_id IS NULL' : 'parent_id = $1'} ORDER BY rank_order, name, id`,
    [parentId],
  );
}

describe('GET /taxonomy/tree/roots', () => {
  it('lists the real root (Lepidoptera, depth 1) with its child count', async () => {
    const { data, response } = await service().client.GET('/api/v1/taxonomy/tree/roots');
    expect(response.status).toBe(200);
    const expected = await dbChildren(null);
    expect(data!.data.items).toEqual(expected.map((r) => ({ ...r, hasDetail: true })));
    expect(data!.data.items[0]).toMatchObject({ name: 'Lepidoptera', rank: 'order', depth: 1 });
    expect(data!.data.pagination).toEqual({
      page: 1,
      pageSize: 50,
      total: expected.length,
      totalPages: 1,
      hasNext: false,
      hasPrev: false,
    });
  });

  it('answers an empty page with correct totals beyond the last page, even for a huge page number', async () => {
    for (const page of [2, 1_000_000]) {
      const { data } = await service().client.GET('/api/v1/taxonomy/tree/roots', { params: { query: { page } } });
      expect(data!.data.items).toEqual([]);
      expect(data!.data.pagination).toMatchObject({ page, total: 1, totalPages: 1, hasNext: false, hasPrev: true });
    }
  });

  it('rejects page sizes over 200, pages below 1 and pages past the documented maximum', async () => {
    await expectError('/api/v1/taxonomy/tree/roots?pageSize=201', 400, 'INVALID_QUERY');
    await expectError('/api/v1/taxonomy/tree/roots?page=1000000000000', 400, 'INVALID_QUERY');
    await expectError('/api/v1/taxonomy/tree/roots?page=0', 400, 'INVALID_QUERY');
  });
});

describe('GET /taxonomy/tree/children', () => {
  it('orders children by rank order, then name (species groups before species)', async () => {
    for (const parentId of [1, 20, 472]) {
      const { data } = await service().client.GET('/api/v1/taxonomy/tree/children', {
        params: { query: { parentId } },
      });
      const expected = await dbChildren(parentId);
      expect(data!.data.parentId).toBe(parentId);
      expect(data!.data.items.map((i) => i.id)).toEqual(expected.map((r) => r.id));
      expect(data!.data.items.every((i) => i.depth === expected[0].depth && i.hasDetail)).toBe(true);
    }
    const { data } = await service().client.GET('/api/v1/taxonomy/tree/children', {
      params: { query: { parentId: 20 } },
    });
    expect(data!.data.items.map((i) => i.rank)).toEqual(['species_group', 'species_group', 'species_group', 'species']);
  });

  it('pages through a large family stably, with totals from the database', async () => {
    const parent = await database().one('SELECT id, child_count FROM taxon ORDER BY child_count DESC, id LIMIT 1');
    expect(parent.child_count).toBeGreaterThan(100);
    const expected = await dbChildren(parent.id);
    const seen: number[] = [];
    for (let page = 1; page <= 3; page++) {
      const { data } = await service().client.GET('/api/v1/taxonomy/tree/children', {
        params: { query: { parentId: parent.id, page, pageSize: 40 } },
      });
      expect(data!.data.pagination).toMatchObject({
        page,
        pageSize: 40,
        total: parent.child_count,
        totalPages: Math.ceil(parent.child_count / 40),
        hasPrev: page > 1,
      });
      seen.push(...data!.data.items.map((i) => i.id));
    }
    expect(seen).toEqual(expected.slice(0, 120).map((r) => r.id));
    const { data } = await service().client.GET('/api/v1/taxonomy/tree/children', {
      params: { query: { parentId: parent.id, page: 99 } },
    });
    expect(data!.data.items).toEqual([]);
    expect(data!.data.pagination.total).toBe(parent.child_count);
  });

  it('gives a leaf an empty list', async () => {
    const leaf = await database().one('SELECT id FROM taxon WHERE child_count = 0 ORDER BY id LIMIT 1');
    const { data } = await service().client.GET('/api/v1/taxonomy/tree/children', {
      params: { query: { parentId: leaf.id } },
    });
    expect(data!.data.items).toEqual([]);
    expect(data!.data.pagination).toMatchObject({ total: 0, totalPages: 0, hasNext: false });
  });

  it('answers MISSING_PARENT_ID without parentId, NODE_NOT_FOUND for an unknown one, INVALID_QUERY for a bad one', async () => {
    const missing = await expectError('/api/v1/taxonomy/tree/children', 400, 'MISSING_PARENT_ID');
    expect(missing.error.message).toBe("Query parameter 'parentId' is required.");
    await expectError('/api/v1/taxonomy/tree/children?parentId=99999999', 404, 'NODE_NOT_FOUND');
    await expectError('/api/v1/taxonomy/tree/children?parentId=abc', 400, 'INVALID_QUERY');
    await expectError('/api/v1/taxonomy/tree/children?parentId=0', 400, 'INVALID_QUERY');
    await expectError('/api/v1/taxonomy/tree/children?parentId=1&pageSize=500', 400, 'INVALID_QUERY');
  });
});

describe('GET /taxonomy/search', () => {
  const search = async (q: string, limit?: number) => {
    const { data, response } = await service().client.GET('/api/v1/taxonomy/search', {
      params: { query: { q, limit } },
    });
    expect(response.status).toBe(200);
    return data!.data;
  };

  it('finds a species exactly, whatever the case, with authorship and lineage root → parent', async () => {
    const taxon = await database().one("SELECT id, authorship, path FROM taxon WHERE name = 'Papilio machaon'");
    for (const q of ['Papilio machaon', 'PAPILIO MACHAON', '  papilio   machaon ']) {
      const result = await search(q);
      expect(result.query).toBe(q);
      expect(result.items[0]).toMatchObject({
        id: taxon.id,
        name: 'Papilio machaon',
        matchType: 'exact',
        matchedField: 'scientificName',
        authorship: taxon.authorship,
        acceptedName: null,
        acceptedId: null,
      });
      expect(result.items[0]!.lineage.map((l) => l.id)).toEqual(taxon.path.slice(0, -1));
      expect(result.items[0]!.lineage[0]).toMatchObject({ id: 1, name: 'Lepidoptera', rank: 'order' });
    }
  });

  it('ranks exact, then prefix, then fuzzy, and counts every matching taxon', async () => {
    const result = await search('papilio', 100);
    const order = { exact: 0, prefix: 1, fuzzy: 2 } as const;
    const classes = result.items.map((i) => order[i.matchType]);
    expect(classes).toEqual([...classes].sort((a, b) => a - b));
    expect(result.items[0]).toMatchObject({ name: 'Papilio', rank: 'genus', matchType: 'exact' });
    const scores = result.items.map((i) => i.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(result.items).toHaveLength(100);
    expect(result.total).toBeGreaterThan(100);
    expect(new Set(result.items.map((i) => i.id)).size).toBe(result.items.length);
    const prefixCount = await database().one(
      "SELECT count(*)::int AS n FROM taxon WHERE search_text(name) LIKE 'papilio%'",
    );
    expect(result.total).toBeGreaterThanOrEqual(prefixCount.n);
  });

  it('tolerates small misspellings (fuzzy)', async () => {
    const result = await search('Papilo machaon');
    expect(result.items[0]).toMatchObject({ name: 'Papilio machaon', matchType: 'fuzzy' });
  });

  it('matches synonyms and answers with the accepted name', async () => {
    const synonym = await database().one(
      "SELECT s.name, t.id, t.name AS accepted FROM taxon_synonym s JOIN taxon t ON t.id = s.taxon_id WHERE s.name = 'Papilioniidae'",
    );
    const result = await search('papilioniidae');
    expect(result.items[0]).toMatchObject({
      id: synonym.id,
      name: synonym.accepted,
      matchedText: 'Papilioniidae',
      matchedField: 'synonym',
      acceptedName: synonym.accepted,
      acceptedId: synonym.id,
      matchType: 'exact',
    });
    expect(result.items[0]!.highlight).toBe('<mark>Papilioniidae</mark>');
  });

  it('ignores diacritics both ways and highlights the original text', async () => {
    const plain = await search('schwalbenschwanze');
    expect(plain.items[0]).toMatchObject({
      matchedText: 'Schwalbenschwänze',
      matchedField: 'commonName',
      matchType: 'exact',
      highlight: '<mark>Schwalbenschwänze</mark>',
    });
    const sharp = await search('grossschmetterlinge');
    expect(sharp.items[0]).toMatchObject({ matchedText: 'Großschmetterlinge', matchType: 'exact' });
    const accented = await search('Großschmetterlinge');
    expect(accented.items[0]!.id).toBe(sharp.items[0]!.id);
  });

  it('marks only the matching part and escapes the rest', async () => {
    const result = await search("schaus' schwalb");
    const hit = result.items.find((i) => i.matchedText === "Schaus' Schwalbenschwanz");
    expect(hit?.highlight).toBe('<mark>Schaus&#39;</mark> <mark>Schwalb</mark>enschwanz');
    const prefix = await search('machaon');
    const machaon = prefix.items.find((i) => i.matchedText === 'Papilio machaon');
    expect(machaon?.highlight).toBe('Papilio <mark>machaon</mark>');
  });

  it('returns markup in a query escaped, never as HTML', async () => {
    const result = await search('<script>alert(1)</script>script');
    for (const item of result.items) {
      expect(item.highlight).not.toMatch(/<(?!\/?mark>)/);
    }
    const scripted = await search('<script>');
    expect(scripted.query).toBe('<script>');
    for (const item of scripted.items) expect(item.highlight).not.toContain('<script');
  });

  it('refuses a query with a NUL character with 400 INVALID_QUERY naming q, instead of failing', async () => {
    // NUL, which PostgreSQL text cannot hold, is refused for every parameter by the transport
    for (const path of ['/api/v1/taxonomy/search?q=papilio%00machaon', '/api/v1/taxonomy/typeahead?q=%00%00']) {
      const response = await service().fetch(path);
      expect(response.status, path).toBe(400);
      expect((await errorOf(response)).error).toMatchObject({
        code: 'INVALID_QUERY',
        details: { q: expect.any(String) },
      });
    }
  });

  it('treats LIKE wildcards literally', async () => {
    for (const q of ['%', '_', '%%%', '\\', '   ']) {
      const result = await search(q);
      expect(result.items, q).toEqual([]);
      expect(result.total).toBe(0);
    }
  });

  it('applies limit (default 20, max 100) and validates q', async () => {
    expect((await search('pa')).items).toHaveLength(20);
    expect((await search('pa', 3)).items).toHaveLength(3);
    await expectError('/api/v1/taxonomy/search?q=pa&limit=101', 400, 'INVALID_QUERY');
    await expectError('/api/v1/taxonomy/search?q=pa&limit=0', 400, 'INVALID_QUERY');
    await expectError('/api/v1/taxonomy/search?q=', 400, 'INVALID_QUERY');
    await expectError('/api/v1/taxonomy/search', 400, 'INVALID_QUERY');
    await expectError(`/api/v1/taxonomy/search?q=${'a'.repeat(201)}`, 400, 'INVALID_QUERY');
  });
});

describe('GET /taxonomy/typeahead', () => {
  const typeahead = async (q: string, limit?: number) => {
    const { data, response } = await service().client.GET('/api/v1/taxonomy/typeahead', {
      params: { query: { q, limit } },
    });
    expect(response.status).toBe(200);
    return data!.data;
  };

  it('puts the exact name first, with common names and parent context', async () => {
    const result = await typeahead('papilio');
    expect(result.items[0]).toMatchObject({
      id: 19,
      scientificName: 'Papilio',
      rank: 'genus',
      parent: { genus: null, family: 'Papilionidae' },
      matchedField: 'scientificName',
      acceptedName: null,
    });
    const species = await typeahead('papilio machaon');
    const names = await database().any(
      'SELECT name, language FROM taxon_common_name WHERE taxon_id = 43 ORDER BY language, name',
    );
    expect(species.items[0]).toMatchObject({ id: 43, parent: { genus: 'Papilio', family: 'Papilionidae' } });
    expect(species.items[0]!.commonNames).toEqual(names);
  });

  it('returns only names starting with the query, one per taxon, at most limit (default 10)', async () => {
    const result = await typeahead('Pap');
    expect(result.items).toHaveLength(10);
    expect(new Set(result.items.map((i) => i.id)).size).toBe(10);
    for (const item of result.items) expect(foldText(item.matchedText).startsWith('pap')).toBe(true);
    expect((await typeahead('pap', 20)).items).toHaveLength(20);
    expect((await typeahead('pap', 1)).items).toHaveLength(1);
  });

  it('ranks non-exact matches by rank (higher taxa first), then by data', async () => {
    const result = await typeahead('papilio', 20);
    const ids = result.items.slice(1).map((i) => i.id);
    const ranks = await database().any('SELECT id, rank_order FROM taxon WHERE id IN ($1:csv)', [ids]);
    const order = new Map(ranks.map((r) => [r.id, r.rank_order]));
    const sequence = ids.map((id) => order.get(id));
    expect(sequence).toEqual([...sequence].sort((a, b) => a - b));
  });

  it('answers to synonyms and common names, ignoring case and diacritics', async () => {
    const synonym = await typeahead('PAPILIONIIDAE');
    expect(synonym.items[0]).toMatchObject({
      id: 10,
      scientificName: 'Papilionidae',
      matchedText: 'Papilioniidae',
      matchedField: 'synonym',
      acceptedName: 'Papilionidae',
    });
    const common = await typeahead('schwalbenschwanz');
    expect(common.items[0]).toMatchObject({ id: 43, matchedText: 'Schwalbenschwanz', matchedField: 'commonName' });
    const umlaut = await typeahead('grossschm');
    expect(umlaut.items.map((i) => i.matchedText)).toContain('Großschmetterlinge');
  });

  it('finds nothing for names that do not exist, and treats special characters literally', async () => {
    expect((await typeahead('zzzzqq')).items).toEqual([]);
    expect((await typeahead('%%')).items).toEqual([]);
    expect((await typeahead('<script>')).items).toEqual([]);
  });

  it('validates q (2–100 characters) and limit (1–20)', async () => {
    await expectError('/api/v1/taxonomy/typeahead?q=p', 400, 'INVALID_QUERY');
    await expectError('/api/v1/taxonomy/typeahead', 400, 'INVALID_QUERY');
    await expectError('/api/v1/taxonomy/typeahead?q=pap&limit=21', 400, 'INVALID_QUERY');
    await expectError(`/api/v1/taxonomy/typeahead?q=${'a'.repeat(101)}`, 400, 'INVALID_QUERY');
  });
});

describe('GET /taxonomy/nodes/{nodeId}', () => {
  /** Subtree record counts computed independently of the service's SQL. */
  async function subtreeCount(table: string, id: number): Promise<number> {
    const row = await database().one(
      `SELECT count(*)::int AS n FROM ${table} x JOIN taxon t ON t.id = x.taxon_id WHERE $1 = ANY (t.path)`,
      [id],
    );
    return row.n;
  }

  it('composes Papilionidae from the data: string ids, summary, metrics, omics, literature graph', async () => {
    const { data, response } = await service().client.GET('/api/v1/taxonomy/nodes/{nodeId}', {
      params: { path: { nodeId: 10 } },
    });
    expect(response.status).toBe(200);
    const { node, detail } = data!.data;
    expect(node).toEqual({ id: '10', nodeId: 10, name: 'Papilionidae', rank: 'family', detailId: '10' });
    const facts = await database().one(
      "SELECT species_count, child_count, (SELECT count(*)::int FROM taxon g WHERE 10 = ANY (g.path) AND g.rank = 'genus') AS genera FROM taxon WHERE id = 10",
    );
    expect(detail.summary).toContain('Papilionidae is a family in Papilioniformes (series)');
    expect(detail.summary).toContain(`${facts.genera} genera and ${facts.species_count} species`);
    expect(detail.summary).toContain('English name: Swallowtail Butterflies.');
    expect(detail.summary).toContain('German name: Ritterfalter.');
    const metric = (label: string) => detail.metrics.find((m) => m.label === label)?.value;
    expect(metric('Species')).toBe(facts.species_count.toLocaleString('en-US'));
    expect(metric('Genera')).toBe(String(facts.genera));
    expect(metric('DNA barcodes')).toBe((await subtreeCount('barcode_sequence', 10)).toLocaleString('en-US'));
    expect(metric('Genome assemblies')).toBe(String(await subtreeCount('genome_assembly', 10)));
    expect(metric('Occurrences')).toBe((await subtreeCount('occurrence', 10)).toLocaleString('en-US'));
    expect(metric('Host-plant records')).toBe(
      (await subtreeCount('hostplant_association', 10)).toLocaleString('en-US'),
    );
    expect(detail.image).toBeNull();
    expect(detail.genetics).toMatch(/barcode records \(COI-5P\)/);
    expect(detail.morphology).toMatch(/^Wingspan .* cm/);
    expect(detail.links).toContainEqual({ label: 'Literature', href: '/api/v1/taxonomy/nodes/10/literature' });
    expect(detail.links).toContainEqual({ label: 'Genome assemblies', href: '/api/v1/genomes?family=Papilionidae' });

    const linked = await database().one(
      'SELECT count(DISTINCT literature_id)::int AS n FROM literature_taxon lt JOIN taxon t ON t.id = lt.taxon_id WHERE 10 = ANY (t.path)',
    );
    expect(detail.literature.summary).toContain(`${linked.n} references are linked`);
    expect(detail.literature.publications.length).toBe(Math.min(10, linked.n));
    for (const p of detail.literature.publications)
      expect(p.href).toMatch(/^(https:\/\/doi\.org\/|https?:|\/api\/v1\/literature\/)/);
    const ids = new Set(detail.literature.graph.nodes.map((n) => n.id));
    expect(ids.has('taxon:10')).toBe(true);
    for (const edge of detail.literature.graph.edges) {
      expect(ids.has(edge.source) && ids.has(edge.target), JSON.stringify(edge)).toBe(true);
    }
    expect(detail.literature.graph.edges.some((e) => e.type === 'about')).toBe(true);
    expect(detail.literature.graph.edges.some((e) => e.type === 'child_of')).toBe(true);
  });

  it('sums the per-taxon rollups to what the raw records of the subtree say (root, families, a genus)', async () => {
    const repo = createTaxonomyRepo(database() as never);
    const ids: number[] = await database().map(
      "(SELECT 1 AS id) UNION ALL (SELECT id FROM taxon WHERE rank = 'family' ORDER BY species_count DESC LIMIT 4) UNION ALL (SELECT id FROM taxon WHERE name = 'Vanessa')",
      [],
      (r: { id: number }) => r.id,
    );
    expect(ids.length).toBe(6);
    for (const id of ids) {
      // the same aggregates, over the records themselves (the service reads the rollups of db/taxonomy/taxon-rollups.sql)
      const raw = await database().one(
        `WITH sub AS (SELECT id FROM taxon WHERE $1 = ANY (path))
         SELECT (SELECT count(*)::int FROM occurrence WHERE taxon_id IN (SELECT id FROM sub)) AS occurrences,
                (SELECT count(*)::int FROM hostplant_association WHERE taxon_id IN (SELECT id FROM sub)) AS hostplants,
                (SELECT count(*)::int FROM barcode_sequence WHERE taxon_id IN (SELECT id FROM sub)) AS barcodes,
                (SELECT count(DISTINCT taxon_id)::int FROM barcode_sequence WHERE taxon_id IN (SELECT id FROM sub)) AS barcoded,
                (SELECT percentile_disc(0.5) WITHIN GROUP (ORDER BY length_bp) FROM barcode_sequence
                 WHERE taxon_id IN (SELECT id FROM sub)) AS median,
                (SELECT count(DISTINCT coalesce(country_code, country))::int FROM occurrence
                 WHERE taxon_id IN (SELECT id FROM sub)) AS countries,
                (SELECT count(DISTINCT hostplant_family)::int FROM hostplant_association
                 WHERE taxon_id IN (SELECT id FROM sub)) AS plant_families,
                (SELECT json_agg(n ORDER BY n DESC) FROM (SELECT count(*)::int AS n FROM occurrence
                 WHERE taxon_id IN (SELECT id FROM sub) AND coalesce(country_code, country) IS NOT NULL
                 GROUP BY coalesce(country_code, country) ORDER BY n DESC LIMIT 5) c) AS top_countries`,
        [id],
      );
      const records = await repo.nodeRecords(id);
      const ecology = await repo.nodeEcology(id, 5);
      expect(records, String(id)).toMatchObject({
        occurrences: raw.occurrences,
        hostplantRecords: raw.hostplants,
        barcodes: raw.barcodes,
        barcodedTaxa: raw.barcoded,
        barcodeMedianBp: raw.median,
      });
      expect(ecology.countryCount, String(id)).toBe(raw.countries);
      expect(ecology.hostplantFamilyCount, String(id)).toBe(raw.plant_families);
      expect(
        ecology.countries.map((c: { count: number }) => c.count),
        String(id),
      ).toEqual(raw.top_countries ?? []);
    }
  });

  it('leaves what the data lacks empty or null', async () => {
    const bare = await database().one(`
      SELECT t.id FROM taxon t WHERE t.rank = 'species' AND t.child_count = 0
        AND NOT EXISTS (SELECT 1 FROM barcode_sequence b WHERE b.taxon_id = t.id)
        AND NOT EXISTS (SELECT 1 FROM species_trait s WHERE s.taxon_id = t.id)
        AND NOT EXISTS (SELECT 1 FROM occurrence o WHERE o.taxon_id = t.id)
        AND NOT EXISTS (SELECT 1 FROM hostplant_association h WHERE h.taxon_id = t.id)
        AND NOT EXISTS (SELECT 1 FROM literature_taxon l WHERE l.taxon_id = t.id)
      ORDER BY t.id LIMIT 1`);
    const { data } = await service().client.GET('/api/v1/taxonomy/nodes/{nodeId}', {
      params: { path: { nodeId: bare.id } },
    });
    const detail = data!.data.detail;
    expect(detail.genetics).toBeNull();
    expect(detail.morphology).toBeNull();
    expect(detail.ecology).toEqual({
      summary: 'No host-plant, occurrence or flight-period records under this node.',
      items: [],
      flightPeriod: null,
    });
    expect(detail.literature).toEqual({
      summary: 'No references are linked to this taxon or its descendants.',
      publications: [],
      graph: { nodes: [], edges: [] },
    });
    expect(detail.links).toEqual([{ label: 'Literature', href: `/api/v1/taxonomy/nodes/${bare.id}/literature` }]);
  });

  it('describes the root and reports flight months from LepTraits', async () => {
    const { data } = await service().client.GET('/api/v1/taxonomy/nodes/{nodeId}', { params: { path: { nodeId: 1 } } });
    const detail = data!.data.detail;
    expect(detail.summary).toMatch(/^Lepidoptera is the order at the root of the tree with 5 child taxa/);
    const flight = await database().one(
      'SELECT count(*)::int AS n FROM species_trait WHERE taxon_id IS NOT NULL AND flight_months IS NOT NULL',
    );
    expect(detail.ecology.summary).toContain(
      `LepTraits gives flight months for ${flight.n.toLocaleString('en-US')} records`,
    );
    expect(detail.ecology.items.map((i) => i.label)).toContain('Flight months (LepTraits records)');
    expect(detail.links.some((l) => l.href.startsWith('/api/v1/distributions/by-node/'))).toBe(false);
  });

  it('answers NODE_NOT_FOUND for an unknown node and INVALID_QUERY for a malformed id', async () => {
    await expectError('/api/v1/taxonomy/nodes/99999999', 404, 'NODE_NOT_FOUND');
    await expectError('/api/v1/taxonomy/nodes/abc', 400, 'INVALID_QUERY');
    await expectError('/api/v1/taxonomy/nodes/0', 400, 'INVALID_QUERY');
  });
});

describe('GET /taxonomy/nodes/{nodeId}/literature', () => {
  it('pages the literature of a node and its descendants, newest first', async () => {
    const expected = await database().any(
      `SELECT DISTINCT l.id, l.year FROM literature l JOIN literature_taxon lt ON lt.literature_id = l.id
       JOIN taxon t ON t.id = lt.taxon_id WHERE 10 = ANY (t.path) ORDER BY l.year DESC NULLS LAST, l.id`,
    );
    const { data } = await service().client.GET('/api/v1/taxonomy/nodes/{nodeId}/literature', {
      params: { path: { nodeId: 10 }, query: { pageSize: 5, page: 2 } },
    });
    expect(data!.data.nodeId).toBe(10);
    expect(data!.data.items.map((i) => i.id)).toEqual(expected.slice(5, 10).map((r) => r.id));
    expect(data!.data.pagination).toEqual({
      page: 2,
      pageSize: 5,
      total: expected.length,
      totalPages: Math.ceil(expected.length / 5),
      hasNext: expected.length > 10,
      hasPrev: true,
    });
    const first = await database().one('SELECT id, title, authors, year, journal, doi FROM literature WHERE id = $1', [
      expected[0].id,
    ]);
    const page1 = await service().client.GET('/api/v1/taxonomy/nodes/{nodeId}/literature', {
      params: { path: { nodeId: 10 } },
    });
    expect(page1.data!.data.items[0]).toEqual(first);
    expect(page1.data!.data.pagination.pageSize).toBe(20);
  });

  it('is empty with correct totals past the end or for a node without literature', async () => {
    const { data } = await service().client.GET('/api/v1/taxonomy/nodes/{nodeId}/literature', {
      params: { path: { nodeId: 10 }, query: { page: 500 } },
    });
    expect(data!.data.items).toEqual([]);
    expect(data!.data.pagination.total).toBeGreaterThan(0);
    const leaf = await database().one(
      'SELECT id FROM taxon t WHERE NOT EXISTS (SELECT 1 FROM literature_taxon l WHERE l.taxon_id = t.id) AND child_count = 0 ORDER BY id LIMIT 1',
    );
    const none = await service().client.GET('/api/v1/taxonomy/nodes/{nodeId}/literature', {
      params: { path: { nodeId: leaf.id } },
    });
    expect(none.data!.data.pagination).toEqual({
      page: 1,
      pageSize: 20,
      total: 0,
      totalPages: 0,
      hasNext: false,
      hasPrev: false,
    });
  });

  it('answers NODE_NOT_FOUND and INVALID_QUERY', async () => {
    await expectError('/api/v1/taxonomy/nodes/99999999/literature', 404, 'NODE_NOT_FOUND');
    await expectError('/api/v1/taxonomy/nodes/10/literature?pageSize=101', 400, 'INVALID_QUERY');
  });
});

describe('typeahead folding', () => {
  it('folds every name in the data exactly as the database search_text() does', async () => {
    const index = new PrefixIndex(await createTaxonomyRepo(database() as never).typeaheadSource());
    const rows = await database().any<{ name: string; key: string }>(
      'SELECT DISTINCT name, search_text(name) AS key FROM (SELECT name FROM taxon UNION ALL SELECT name FROM taxon_synonym UNION ALL SELECT name FROM taxon_common_name) n',
    );
    const mismatches = rows.filter((r) => index.fold(r.name) !== r.key).map((r) => r.name);
    expect(mismatches).toEqual([]);
  });
});
