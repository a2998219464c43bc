// Genome catalog and detail against the real service and the real loaded assemblies.
import { describe, expect, it } from 'vitest';
import { errorOf, useTestDatabase, useTestService } from '../support/service.js';

const service = useTestService();
const database = useTestDatabase();

type Query = Record<string, string | number | boolean>;

async function list(query: Query = {}) {
  const { data, response } = await service().client.GET('/api/v1/genomes', { params: { query } });
  expect(response.status).toBe(200);
  return data!.data;
}

const MANIOLA = 'maniola-hyperantus-gca-902806685-1';

describe('GET /api/v1/genomes', () => {
  it('lists every loaded assembly, largest scaffold N50 first, with echo and pagination', async () => {
    const { total } = await database().one('SELECT count(*)::int AS total FROM genome_assembly');
    const data = await list();
    expect(data.pagination).toEqual({
      page: 1,
      pageSize: 10,
      total,
      totalPages: Math.ceil(total / 10),
      hasNext: true,
      hasPrev: false,
    });
    expect(data.query).toEqual({
      q: '',
      page: 1,
      pageSize: 10,
      sortBy: 'n50Kb',
      sortDirection: 'desc',
      family: null,
      subfamily: null,
      source: null,
      hasBrowser: null,
      assemblyLevel: null,
      minBuscoCompletePct: null,
      minN50Kb: null,
      releasedAfter: null,
    });
    const top = await database().one(
      'SELECT id, scaffold_n50_kb FROM genome_assembly ORDER BY scaffold_n50_kb DESC NULLS LAST, id LIMIT 1',
    );
    expect(data.items[0].id).toBe(top.id);
    expect(data.items[0].n50Kb).toBe(Number(top.scaffold_n50_kb));
    const n50s = data.items.map((i) => i.n50Kb ?? -1);
    expect([...n50s].sort((a, b) => b - a)).toEqual(n50s);
  });

  it('maps an assembly to the list fields with NCBI links built from its accession and name', async () => {
    const data = await list({ q: 'Maniola hyperantus', pageSize: 50 });
    const item = data.items.find((i) => i.id === MANIOLA)!;
    expect(item).toEqual({
      id: MANIOLA,
      insectSpecies: 'Maniola hyperantus',
      commonName: 'ringlet',
      family: 'Nymphalidae',
      subfamily: 'Satyrinae',
      genus: 'Maniola',
      sizeMb: 408.14,
      n50Kb: 15230.2,
      buscoCompletePct: 98,
      source: 'NCBI Datasets',
      sourceUrl: 'https://www.ncbi.nlm.nih.gov/datasets/genome/GCA_902806685.1/',
      downloadUrl: 'https://ftp.ncbi.nlm.nih.gov/genomes/all/GCA/902/806/685/GCA_902806685.1_iAphHyp1.1/',
      assemblyAccession: 'GCA_902806685.1',
      assemblyLevel: 'chromosome',
      hasBrowser: true,
    });
    const row = await database().one(
      'SELECT size_mb, scaffold_n50_kb, busco_complete_pct FROM genome_assembly WHERE id = $1',
      [MANIOLA],
    );
    expect([item.sizeMb, item.n50Kb, item.buscoCompletePct]).toEqual(
      [row.size_mb, row.scaffold_n50_kb, row.busco_complete_pct].map(Number),
    );
  });

  it('searches species, family and genus words, case- and accent-insensitively, all words required', async () => {
    const { n } = await database().one(
      "SELECT count(*)::int AS n FROM genome_assembly WHERE verbatim_name ILIKE '%papilio%' OR family ILIKE '%papilio%' OR genus ILIKE '%papilio%'",
    );
    const data = await list({ q: 'PAPILIO' });
    expect(data.pagination.total).toBe(n);
    const both = await list({ q: 'papilio machaon', pageSize: 100 });
    expect(both.items.length).toBeGreaterThan(0);
    for (const item of both.items) expect(item.insectSpecies.toLowerCase()).toContain('machaon');
    const family = await list({ q: 'Satyrinae' });
    expect(family.pagination.total).toBe(0); // subfamily is not searched, as the contract says
    const genus = await list({ q: 'callistege' }); // Euclidia mi: genus from the accepted name Callistege mi
    expect(genus.items.map((i) => i.insectSpecies)).toContain('Euclidia mi');
  });

  it('takes LIKE metacharacters literally', async () => {
    // 'a_a' as a pattern would match "ana", "ata"…; taken literally nothing holds it ('_' occurs only as gca_/gcf_)
    for (const q of ['%', 'a_a', '\\', "'; DROP TABLE genome_assembly; --"]) {
      const data = await list({ q });
      expect(data.pagination.total, q).toBe(0);
    }
    const { n } = await database().one(
      "SELECT count(*)::int AS n FROM genome_catalog WHERE search_document LIKE '%a_a%'",
    );
    expect(n).toBeGreaterThan(0);
    // and the underscore of every accession is found as itself
    expect((await list({ q: '_' })).pagination.total).toBe((await list()).pagination.total);
  });

  it('filters by family, subfamily, source and hasBrowser, echoing each', async () => {
    const family = await list({ family: 'Papilionidae', pageSize: 100 });
    const { n } = await database().one("SELECT count(*)::int AS n FROM genome_assembly WHERE family = 'Papilionidae'");
    expect(family.pagination.total).toBe(n);
    expect(family.items.every((i) => i.family === 'Papilionidae')).toBe(true);
    expect(family.query.family).toBe('Papilionidae');

    const sub = await list({ subfamily: 'Satyrinae', pageSize: 100 });
    expect(sub.items.every((i) => i.subfamily === 'Satyrinae')).toBe(true);
    expect(sub.query.subfamily).toBe('Satyrinae');

    const portal = await list({ source: 'SciLifeLab Genome Portal' });
    const { p } = await database().one(
      "SELECT count(*)::int AS p FROM genome_assembly WHERE source_id = 'scilifelab-genome-portal'",
    );
    expect(portal.pagination.total).toBe(p);
    expect(portal.items.every((i) => i.source === 'SciLifeLab Genome Portal')).toBe(true);

    const browsable = await list({ hasBrowser: true, pageSize: 100 });
    expect(browsable.query.hasBrowser).toBe(true);
    expect(browsable.items.map((i) => i.id).sort()).toEqual(
      (
        await database().map(
          `SELECT id FROM genome_assembly a WHERE EXISTS (SELECT 1 FROM genome_gene_feature f WHERE f.assembly_id = a.id AND f.type = 'gene')
              OR EXISTS (SELECT 1 FROM genome_sequence s WHERE s.assembly_id = a.id AND s.length_bp > 0) ORDER BY id`,
          [],
          (r: { id: string }) => r.id,
        )
      ).sort(),
    );
    const without = await list({ hasBrowser: false });
    expect(without.pagination.total + browsable.pagination.total).toBe((await list()).pagination.total);
    expect(without.items.every((i) => !i.hasBrowser)).toBe(true);

    const none = await list({ family: 'No such family' });
    expect(none.pagination.total).toBe(0);
    expect(none.items).toEqual([]);
  });

  it('counts facets GBIF-style: each under every filter but its own', async () => {
    const data = await list({ family: 'Nymphalidae', q: 'a' });
    // families ignore the family filter: several families stay selectable
    expect(data.facets.families.length).toBeGreaterThan(1);
    const expectedFamilies = await database().any(
      `SELECT family AS value, count(*)::int AS count FROM genome_assembly
       WHERE family IS NOT NULL AND search_text(verbatim_name || ' ' || family || ' ' || genus) LIKE '%a%'
       GROUP BY family ORDER BY count DESC, family`,
    );
    expect(data.facets.families).toEqual(expectedFamilies);
    // subfamilies and sources honour the family filter
    const expectedSubfamilies = await database().any(
      `SELECT subfamily AS value, count(*)::int AS count FROM genome_assembly
       WHERE family = 'Nymphalidae' AND subfamily IS NOT NULL AND search_text(verbatim_name || ' ' || family || ' ' || genus) LIKE '%a%'
       GROUP BY subfamily ORDER BY count DESC, subfamily`,
    );
    expect(data.facets.subfamilies).toEqual(expectedSubfamilies);
    expect(data.facets.sources.reduce((sum, s) => sum + s.count, 0)).toBe(data.pagination.total);
    const sourceFiltered = await list({ source: 'SciLifeLab Genome Portal' });
    expect(sourceFiltered.facets.sources.map((s) => s.value).sort()).toEqual([
      'NCBI Datasets',
      'SciLifeLab Genome Portal',
    ]);
  });

  it('sorts by every documented field in both directions, nulls last, ties by id', async () => {
    const columns: Record<string, string> = {
      insectSpecies: 'verbatim_name',
      family: 'family',
      subfamily: 'subfamily',
      genus: 'genus',
      sizeMb: 'size_mb',
      n50Kb: 'scaffold_n50_kb',
      buscoCompletePct: 'busco_complete_pct',
    };
    for (const [sortBy, column] of Object.entries(columns)) {
      for (const sortDirection of ['asc', 'desc'] as const) {
        const data = await list({ sortBy, sortDirection, pageSize: 25 });
        const expected = await database().map(
          `SELECT id FROM genome_assembly ORDER BY ${column} ${sortDirection} NULLS LAST, id LIMIT 25`,
          [],
          (r: { id: string }) => r.id,
        );
        expect(
          data.items.map((i) => i.id),
          `${sortBy} ${sortDirection}`,
        ).toEqual(expected);
        expect(data.query.sortBy).toBe(sortBy);
      }
    }
    const bySource = await list({ sortBy: 'source', sortDirection: 'desc' });
    expect(bySource.items[0].source).toBe('SciLifeLab Genome Portal');
  });

  it('pages stably: consecutive pages never repeat or skip an assembly', async () => {
    const first = await list({ sortBy: 'family', pageSize: 50 });
    const second = await list({ sortBy: 'family', pageSize: 50, page: 2 });
    const both = await list({ sortBy: 'family', pageSize: 100 });
    expect([...first.items, ...second.items].map((i) => i.id)).toEqual(both.items.map((i) => i.id));
    expect(second.pagination.hasPrev).toBe(true);
  });

  it('answers a page past the end with no items and the real total; refuses absurd pages', async () => {
    const data = await list({ page: 1000000 });
    expect(data.items).toEqual([]);
    expect(data.pagination.total).toBeGreaterThan(1000);
    expect(data.pagination.hasNext).toBe(false);
    const response = await service().fetch('/api/v1/genomes?page=100000000000000000000000');
    expect(response.status).toBe(400);
    expect((await errorOf(response)).error.code).toBe('INVALID_QUERY');
  });

  it('rejects unknown sort fields, bad directions, page sizes and booleans with 400 INVALID_QUERY', async () => {
    for (const query of [
      'sortBy=length',
      'sortDirection=up',
      'pageSize=0',
      'pageSize=101',
      'page=0',
      'hasBrowser=maybe',
      'unknown=1',
      `q=${'x'.repeat(201)}`,
    ]) {
      const response = await service().fetch(`/api/v1/genomes?${query}`);
      expect(response.status, query).toBe(400);
      expect((await errorOf(response)).error.code).toBe('INVALID_QUERY');
    }
  });
});

describe('GET /api/v1/genomes/{id}', () => {
  async function detail(id: string) {
    const { data, response } = await service().client.GET('/api/v1/genomes/{id}', { params: { path: { id } } });
    expect(response.status).toBe(200);
    return data!.data;
  }

  it('describes an assembly with lepbase BUSCO counts, sequences, BUSCO genes and a browser region', async () => {
    const genome = await detail(MANIOLA);
    const row = await database().one('SELECT * FROM genome_assembly WHERE id = $1', [MANIOLA]);
    expect(genome).toMatchObject({
      id: MANIOLA,
      insectSpecies: 'Maniola hyperantus',
      genus: 'Maniola',
      family: 'Nymphalidae',
      n50: '15.2 Mb',
      busco: '98%',
    });
    expect(genome.assembly).toEqual({
      accession: 'GCA_902806685.1',
      assemblyLevel: 'chromosome',
      genomeSizeMb: Number(row.size_mb),
      scaffoldCount: row.scaffold_count,
      contigCount: row.contig_count,
      gcContent: null,
      chromosomeCount: row.chromosome_count,
      // Wright et al. 2024 list version .2 of this assembly, not this one
      chromosomeNumber: null,
      percentInChromosomes: null,
      scaffoldN50: '15.2 Mb',
      contigN50: `${Math.round(row.contig_n50 / 1e5) / 10} Mb`,
      totalGapLengthMb: Math.round((row.total_sequence_length - row.total_ungapped_length) / 1e4) / 100,
      annotationMethod: null,
      submitter: row.submitter,
      submissionDate: '2020-02-22',
    });
    const quality = genome.quality!;
    expect(quality.markers).toBe(5286);
    expect(quality.complete.count! + quality.fragmented!.count! + quality.missing!.count!).toBe(5286);
    expect(quality.complete.count).toBe(quality.singleCopy!.count! + quality.duplicated.count!);
    const perGene = await database().one(
      `SELECT count(*) FILTER (WHERE s = 'Missing')::int AS missing FROM
         (SELECT busco_id, min(status) AS s FROM genome_busco_gene WHERE assembly_id = $1 GROUP BY busco_id) g`,
      [MANIOLA],
    );
    expect(quality.missing!.count).toBe(perGene.missing);
    expect(quality).toMatchObject({
      lineageDataset: 'lepidoptera_odb10',
      buscoVersion: '5.1.2',
      summary: 'C:98%[S:97.5%,D:0.5%],F:0.5%,M:1.6%,n:5286',
    });

    const sequences = await database().any('SELECT * FROM genome_sequence WHERE assembly_id = $1 ORDER BY sort_order', [
      MANIOLA,
    ]);
    expect(genome.chromosomes).toHaveLength(sequences.length);
    expect(genome.chromosomes[0]).toEqual({
      name: sequences[0].name,
      refName: sequences[0].sequence_accession,
      length: sequences[0].length_bp,
      gcContent: Math.round(sequences[0].gc_fraction * 10000) / 100,
      sortOrder: sequences[0].sort_order,
    });

    const { genes } = await database().one(
      "SELECT count(*)::int AS genes FROM genome_gene_feature WHERE assembly_id = $1 AND type = 'gene'",
      [MANIOLA],
    );
    expect(genome.genes).toHaveLength(genes);
    const first = genome.genes[0];
    const feature = await database().one("SELECT * FROM genome_gene_feature WHERE gene_id = $1 AND type = 'gene'", [
      first.geneId,
    ]);
    expect(first).toEqual({
      geneId: feature.gene_id,
      symbol: feature.symbol,
      chromosome: feature.seqid,
      start: feature.start_pos,
      end: feature.end_pos,
      strand: feature.strand,
      description: feature.description,
    });
    // genes follow the chromosome order
    expect(first.chromosome).toBe(sequences[0].sequence_accession);

    // browser: the first gene on the longest sequence, a real locus of this assembly
    const longest = [...sequences].sort((a, b) => b.length_bp - a.length_bp || a.sort_order - b.sort_order)[0];
    const browser = genome.browser!;
    expect(browser.refName).toBe(longest.sequence_accession);
    const gene = await database().one(
      "SELECT start_pos, end_pos FROM genome_gene_feature WHERE assembly_id = $1 AND type = 'gene' AND seqid = $2 ORDER BY start_pos LIMIT 1",
      [MANIOLA, longest.sequence_accession],
    );
    expect([browser.regionStart, browser.regionEnd]).toEqual([gene.start_pos, gene.end_pos]);
    expect(browser.defaultLocation).toBe(`${browser.refName}:${browser.regionStart}..${browser.regionEnd}`);
    expect(browser.regionEnd).toBeLessThanOrEqual(longest.length_bp);
    expect(browser).toMatchObject({ assemblyName: 'iAphHyp1.1', datasetLabel: 'Maniola hyperantus (iAphHyp1.1)' });

    const stem = 'GCA_902806685.1_iAphHyp1.1';
    expect(genome.downloads[0]).toEqual({
      label: 'Genome sequence (NCBI)',
      format: 'FASTA',
      size: null,
      href: `https://ftp.ncbi.nlm.nih.gov/genomes/all/GCA/902/806/685/${stem}/${stem}_genomic.fna.gz`,
    });
    expect(genome.publications).toEqual([]);
  });

  it('gives SciLifeLab BUSCO percentages without counts, and no browser when nothing can be placed', async () => {
    const row = await database().one(
      "SELECT a.id, p.busco_summary, p.busco_complete_pct FROM genome_assembly a JOIN genome_assembly_portal_stats p ON p.assembly_id = a.id WHERE a.busco_source_id = 'scilifelab-genome-portal' ORDER BY a.id LIMIT 1",
    );
    const genome = await detail(row.id);
    expect(genome.quality!.summary).toBe(row.busco_summary);
    expect(genome.quality!.complete).toEqual({ percentage: Number(row.busco_complete_pct), count: null });
    expect(genome.quality!.buscoVersion).toBeNull();
    expect(genome.busco).toBe(`${Number(row.busco_complete_pct)}%`);
    expect(genome.assembly.gcContent).not.toBeNull();
    expect(genome.browser).toBeNull();
    expect(genome.genes).toEqual([]);
  });

  it('has null quality where no BUSCO run is known, and DToL chromosome names without lengths', async () => {
    const row = await database().one(
      `SELECT a.id FROM genome_assembly a WHERE a.busco_complete_pct IS NULL
         AND EXISTS (SELECT 1 FROM genome_sequence s WHERE s.assembly_id = a.id AND s.source_id = 'lepidoptera-opsins-genomes')
         AND NOT EXISTS (SELECT 1 FROM genome_gene_feature f WHERE f.assembly_id = a.id) ORDER BY a.id LIMIT 1`,
    );
    const genome = await detail(row.id);
    expect(genome.quality).toBeNull();
    expect(genome.busco).toBeNull();
    expect(genome.chromosomes.length).toBeGreaterThan(10);
    expect(genome.chromosomes.every((c) => c.length === null && c.gcContent === null)).toBe(true);
    expect(genome.chromosomes.map((c) => c.name)).toContain('Z');
    // lengths unknown and no gene placed: no region could be stated honestly
    expect(genome.browser).toBeNull();
    const { items } = await list({ q: genome.insectSpecies, pageSize: 100 });
    expect(items.find((i) => i.id === row.id)!.hasBrowser).toBe(false);
  });

  it('opens the browser on an opsin gene model where the only placed features are exonerate genes', async () => {
    const genome = await detail('papilio-machaon-gca-912999745-1');
    const first = await database().one(
      "SELECT seqid, start_pos, end_pos FROM genome_gene_feature WHERE assembly_id = 'papilio-machaon-gca-912999745-1' AND type = 'gene' ORDER BY seqid, start_pos LIMIT 1",
    );
    expect(genome.browser).toMatchObject({
      refName: first.seqid,
      regionStart: first.start_pos,
      regionEnd: first.end_pos,
    });
    expect(genome.genes.map((g) => g.symbol)).toContain('LWS2');
    expect(genome.genes.every((g) => g.geneId.startsWith('PapMach_opsin_'))).toBe(true);
  });

  it('links the RefSeq annotation GFF only for annotated assemblies', async () => {
    const annotated = await database().one(
      'SELECT id, refseq_accession, assembly_name FROM genome_assembly WHERE gene_count_total > 0 AND refseq_accession IS NOT NULL AND assembly_name IS NOT NULL ORDER BY id LIMIT 1',
    );
    const genome = await detail(annotated.id);
    const gff = genome.downloads.find((d) => d.format === 'GFF3')!;
    expect(gff.href).toContain(`/genomes/all/GCF/`);
    expect(gff.href).toMatch(new RegExp(`${annotated.refseq_accession.replace('.', '\\.')}_[^/]+_genomic\\.gff\\.gz$`));
    const bare = await database().one(
      'SELECT id FROM genome_assembly WHERE gene_count_total IS NULL AND assembly_name IS NOT NULL ORDER BY id LIMIT 1',
    );
    expect((await detail(bare.id)).downloads.map((d) => d.format)).toEqual(['FASTA']);
  });

  it('answers 404 GENOME_NOT_FOUND for an unknown id and 400 for a malformed one', async () => {
    const response = await service().fetch('/api/v1/genomes/no-such-genome-gca-000000000-1');
    expect(response.status).toBe(404);
    expect((await errorOf(response)).error).toMatchObject({
      code: 'GENOME_NOT_FOUND',
      message: "Genome 'no-such-genome-gca-000000000-1' does not exist.",
    });
    const bad = await service().fetch('/api/v1/genomes/Not_A_Slug');
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).error.code).toBe('INVALID_QUERY');
  });
});
