// Transcriptome datasets, transcriptome insights and population genomes against the real run tables.
import { describe, expect, it } from 'vitest';
import { errorOf, useTestDatabase, useTestService } from '../support/service.js';

const service = useTestService();
const database = useTestDatabase();

type Query = Record<string, string | number | boolean>;

async function transcriptomes(query: Query = {}) {
  const { data, response } = await service().client.GET('/api/v1/omics/transcriptomes', { params: { query } });
  expect(response.status).toBe(200);
  return data!.data;
}

async function insights(species: string) {
  const { data, response } = await service().client.GET('/api/v1/omics/transcriptomes/insights', {
    params: { query: { species } },
  });
  expect(response.status).toBe(200);
  return data!.data;
}

const HARMIGERA = 17741; // Lepitaxa id of Helicoverpa armigera

describe('GET /api/v1/omics/transcriptomes', () => {
  it('lists every RNA-seq dataset by scientific name, without facets unless asked', async () => {
    const { n } = await database().one(
      "SELECT count(*)::int AS n FROM omics_dataset WHERE dataset_type = 'transcriptome'",
    );
    const data = await transcriptomes();
    expect(data.pagination.total).toBe(n);
    expect(data.pagination.pageSize).toBe(10);
    expect(data.facets).toBeUndefined();
    const names = data.items.map((i) => i.scientificName);
    expect(names[0]).toBe(
      (await database().one("SELECT min(verbatim_name) AS m FROM omics_dataset WHERE dataset_type = 'transcriptome'"))
        .m,
    );
    expect([...names].sort()).toEqual(names);
  });

  it('maps a dataset: name from BioProject and condition, platform, source and download path', async () => {
    const id = 'transcriptome-helicoverpa-armigera-prjna478846-whole-body-larva';
    const row = await database().one('SELECT * FROM omics_dataset WHERE id = $1', [id]);
    const data = await transcriptomes({
      species: 'helicoverpa-armigera',
      pageSize: 100,
      sortBy: 'runCount',
      sortDirection: 'desc',
    });
    const item = data.items.find((i) => i.id === id)!;
    expect(item).toEqual({
      id,
      speciesSlug: 'helicoverpa-armigera',
      scientificName: 'Helicoverpa armigera',
      datasetName: `PRJNA478846 RNA-Seq (${row.condition})`,
      condition: row.condition,
      platform: 'ILLUMINA',
      source: 'NCBI SRA',
      download: '/api/v1/species/helicoverpa-armigera/downloads?datasetType=transcriptome',
      runCount: row.run_count,
      bioproject: 'PRJNA478846',
      tissue: row.tissue,
      devStage: row.dev_stage,
    });
    const runs = await database().one('SELECT count(*)::int AS n FROM omics_run WHERE dataset_id = $1', [id]);
    expect(item.runCount).toBe(runs.n);
  });

  it('filters by species slug or scientific name (any case); unknown species → empty list', async () => {
    const { n } = await database().one(
      "SELECT count(*)::int AS n FROM omics_dataset WHERE dataset_type = 'transcriptome' AND taxon_id = $1",
      [HARMIGERA],
    );
    const bySlug = await transcriptomes({ species: 'helicoverpa-armigera' });
    const byName = await transcriptomes({ species: 'HELICOVERPA Armigera' });
    expect(bySlug.pagination.total).toBe(n);
    expect(byName.pagination.total).toBe(n);
    const bombyx = await transcriptomes({ species: 'Bombyx mori' });
    expect(bombyx.items.map((i) => i.source)).toEqual(['harvardinformatics/GenomeAnnotation']);
    expect(bombyx.items[0]).toMatchObject({ platform: null, condition: null, runCount: 91, bioproject: null });
    const none = await transcriptomes({ species: 'no-such-species' });
    expect(none.items).toEqual([]);
    expect(none.pagination.total).toBe(0);
  });

  it('sorts by every documented field in both directions (nulls last, ties by id)', async () => {
    const fields = ['scientificName', 'datasetName', 'condition', 'platform', 'source', 'runCount'] as const;
    for (const sortBy of fields) {
      for (const sortDirection of ['asc', 'desc'] as const) {
        const data = await transcriptomes({ sortBy, sortDirection, pageSize: 100 });
        const values = data.items.map((i) => i[sortBy] as string | number | null);
        const present = values.filter((v) => v !== null);
        expect(values.slice(0, present.length), `${sortBy} nulls last`).toEqual(present);
        if (sortBy === 'runCount') {
          const numbers = present as number[];
          expect(numbers, sortBy).toEqual([...numbers].sort((a, b) => (sortDirection === 'asc' ? a - b : b - a)));
        }
      }
    }
    const byRuns = await transcriptomes({ sortBy: 'runCount', sortDirection: 'desc', pageSize: 1 });
    const top = await database().one(
      "SELECT id FROM omics_dataset WHERE dataset_type = 'transcriptome' ORDER BY run_count DESC, id LIMIT 1",
    );
    expect(byRuns.items[0].id).toBe(top.id);
  });

  it('adds platform, condition and source facets for the species filter with include_facets', async () => {
    const data = await transcriptomes({ species: 'helicoverpa-armigera', include_facets: true });
    const facets = data.facets!;
    const platforms = await database().any(
      `SELECT p AS value, count(*)::int AS count FROM omics_dataset, unnest(platforms) p
       WHERE dataset_type = 'transcriptome' AND taxon_id = $1 GROUP BY p ORDER BY count DESC, p`,
      [HARMIGERA],
    );
    expect(facets.platforms).toEqual(platforms);
    expect(facets.sources).toEqual([{ value: 'NCBI SRA', count: data.pagination.total }]);
    const { c } = await database().one(
      "SELECT count(*)::int AS c FROM omics_dataset WHERE dataset_type = 'transcriptome' AND taxon_id = $1 AND condition IS NOT NULL",
      [HARMIGERA],
    );
    expect(facets.conditions.reduce((sum, f) => sum + f.count, 0)).toBe(c);
    const all = await transcriptomes({ include_facets: true });
    expect(all.facets!.sources.map((s) => s.value).sort()).toEqual([
      'Darwin Tree of Life (ENA)',
      'NCBI SRA',
      'harvardinformatics/GenomeAnnotation',
    ]);
  });

  it('rejects undocumented sort fields and bad parameters with 400 INVALID_QUERY', async () => {
    for (const query of [
      'sortBy=bioproject',
      'sortDirection=sideways',
      'include_facets=perhaps',
      'pageSize=500',
      `species=${'a'.repeat(201)}`,
    ]) {
      const response = await service().fetch(`/api/v1/omics/transcriptomes?${query}`);
      expect(response.status, query).toBe(400);
      expect((await errorOf(response)).error.code).toBe('INVALID_QUERY');
    }
  });
});

describe('GET /api/v1/omics/transcriptomes/insights', () => {
  it('summarises the RNA-seq runs of a species by tissue, stage, sex, platform and year', async () => {
    const data = await insights('helicoverpa-armigera');
    expect(data.species).toEqual({ slug: 'helicoverpa-armigera', scientificName: 'Helicoverpa armigera' });
    const { runs } = await database().one(
      "SELECT count(*)::int AS runs FROM omics_run WHERE dataset_type = 'transcriptome' AND taxon_id = $1",
      [HARMIGERA],
    );
    expect(data.sampleOverview.runs).toBe(runs);
    const platforms = await database().any(
      `SELECT platform AS value, count(*)::int AS count FROM omics_run WHERE dataset_type = 'transcriptome' AND taxon_id = $1
       AND platform IS NOT NULL GROUP BY platform ORDER BY count DESC, platform`,
      [HARMIGERA],
    );
    expect(data.sampleOverview.byPlatform).toEqual(platforms);
    const years = data.sampleOverview.byYear.map((y) => Number(y.value));
    expect([...years].sort((a, b) => a - b)).toEqual(years);
    const { dated } = await database().one(
      "SELECT count(*)::int AS dated FROM omics_run WHERE dataset_type = 'transcriptome' AND taxon_id = $1 AND year IS NOT NULL",
      [HARMIGERA],
    );
    expect(data.sampleOverview.byYear.reduce((sum, y) => sum + y.count, 0)).toBe(dated);
    expect(data.expressionMatrix).toBeNull();
  });

  it('builds the design matrix from conditions with BioSample and run counts, most samples first', async () => {
    const data = await insights('Helicoverpa armigera');
    const matrix = data.designMatrix;
    expect(matrix.factors).toEqual(['tissue', 'devStage', 'sex', 'treatment']);
    expect(matrix.truncated).toBe(false);
    const top = await database().one(
      `SELECT condition, count(DISTINCT coalesce(biosample, sample_name))::int AS samples, count(*)::int AS runs
       FROM omics_run WHERE dataset_type = 'transcriptome' AND taxon_id = $1 AND condition IS NOT NULL
       GROUP BY condition, tissue, dev_stage, sex, treatment ORDER BY samples DESC, runs DESC, condition LIMIT 1`,
      [HARMIGERA],
    );
    expect(matrix.rows[0]).toMatchObject(top);
    const samples = matrix.rows.map((r) => r.samples);
    expect([...samples].sort((a, b) => b - a)).toEqual(samples);
    const { conditioned } = await database().one(
      "SELECT count(*)::int AS conditioned FROM omics_run WHERE dataset_type = 'transcriptome' AND taxon_id = $1 AND condition IS NOT NULL",
      [HARMIGERA],
    );
    expect(matrix.rows.reduce((sum, r) => sum + r.runs, 0)).toBe(conditioned);
  });

  it('reports the gene-level features of the species assembly where the data has them', async () => {
    const vanessa = await insights('vanessa-atalanta');
    const genes = vanessa.geneOverview!;
    expect(genes.assemblyAccession).toBe('GCA_905147765.2');
    const { n } = await database().one(
      "SELECT count(*)::int AS n FROM genome_gene_feature WHERE assembly_id = 'vanessa-atalanta-gca-905147765-2' AND type = 'gene'",
    );
    expect(genes.genes).toBe(n);
    expect(genes.source).toContain('exonerate:protein2genome:local');
    expect(genes.features.find((f) => f.type === 'gene')!.count).toBe(n);
    // a DToL whole-organism run ('WHOLE ORGANISM' in the source, normalised — issue 17): tissue known, no platform
    // or year in that source
    expect(vanessa.sampleOverview).toMatchObject({
      runs: 1,
      byTissue: [{ value: 'whole body', count: 1 }],
      byPlatform: [],
      byYear: [],
    });
    expect(vanessa.designMatrix.rows[0]).toMatchObject({ condition: 'whole body', samples: 0, runs: 1 });
    expect((await insights('helicoverpa-armigera')).geneOverview).toBeNull();
  });

  it('answers a known species without runs with zero counts', async () => {
    const data = await insights('papilio-machaon');
    expect(data.sampleOverview.runs).toBe(0);
    expect(data.designMatrix.rows).toEqual([]);
    expect(data.designMatrix.factors).toEqual([]);
    expect(data.geneOverview!.genes).toBeGreaterThan(0);
  });

  it('answers 404 SPECIES_NOT_FOUND for an unknown species and 400 when species is missing', async () => {
    const response = await service().fetch('/api/v1/omics/transcriptomes/insights?species=no-such-moth');
    expect(response.status).toBe(404);
    expect((await errorOf(response)).error).toMatchObject({
      code: 'SPECIES_NOT_FOUND',
      message: "Species 'no-such-moth' does not exist.",
    });
    const missing = await service().fetch('/api/v1/omics/transcriptomes/insights');
    expect(missing.status).toBe(400);
    expect((await errorOf(missing)).error.code).toBe('INVALID_QUERY');
  });
});

describe('GET /api/v1/omics/population-genomes', () => {
  it('lists the resequencing datasets, most samples first, with null variant counts', async () => {
    const { n } = await database().one(
      "SELECT count(*)::int AS n FROM omics_dataset WHERE dataset_type = 'population-genome'",
    );
    const { data, response } = await service().client.GET('/api/v1/omics/population-genomes', {
      params: { query: { pageSize: 100 } },
    });
    expect(response.status).toBe(200);
    const items = data!.data.items;
    expect(data!.data.pagination.total).toBe(n);
    expect(items).toHaveLength(n);
    expect(items.every((i) => i.variantCount === null)).toBe(true);
    const counts = items.map((i) => i.sampleCount ?? -1);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
    const lasiommata = items.find((i) => i.speciesSlug === 'lasiommata-megera')!;
    expect(lasiommata).toMatchObject({
      scientificName: 'Lasiommata megera',
      sampleCount: 94,
      source: 'bioinfowheat/Lasiommata_population_genomics',
      populationName: 'Lasiommata megera whole-genome resequencing sample sheet (NGI Stockholm, 2022)',
    });
    const top = await database().one(
      "SELECT id, bioproject, sample_count FROM omics_dataset WHERE dataset_type = 'population-genome' ORDER BY sample_count DESC NULLS LAST, id LIMIT 1",
    );
    expect(items[0]).toMatchObject({
      id: top.id,
      sampleCount: top.sample_count,
      populationName: `Helicoverpa armigera WGS resequencing (${top.bioproject})`,
    });
  });

  it('pages with correct totals, including past the end', async () => {
    const { data } = await service().client.GET('/api/v1/omics/population-genomes', {
      params: { query: { page: 2, pageSize: 5 } },
    });
    expect(data!.data.pagination).toMatchObject({ page: 2, pageSize: 5, hasPrev: true });
    expect(data!.data.items).toHaveLength(5);
    const past = await service().client.GET('/api/v1/omics/population-genomes', { params: { query: { page: 99 } } });
    expect(past.data!.data.items).toEqual([]);
    expect(past.data!.data.pagination.total).toBe(data!.data.pagination.total);
    const bad = await service().fetch('/api/v1/omics/population-genomes?species=x');
    expect(bad.status).toBe(400);
  });
});
