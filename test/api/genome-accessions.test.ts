// Genomes by assembly accession, the NCBI-Datasets-like filters of the list and its tab-separated report, against the
// loaded assemblies.
import { describe, expect, it } from 'vitest';
import { errorOf, useTestDatabase, useTestService } from '../support/service.js';

const service = useTestService();
const database = useTestDatabase();

async function detail(id: string) {
  const response = await service().fetch(`/api/v1/genomes/${id}`);
  return {
    status: response.status,
    body: (await response.json()) as { data: { id: string; assembly: { accession: string } } },
  };
}

async function total(query: string): Promise<number> {
  const response = await service().fetch(`/api/v1/genomes?${query}`);
  expect(response.status, query).toBe(200);
  return ((await response.json()) as { data: { pagination: { total: number } } }).data.pagination.total;
}

async function report(query = ''): Promise<{ header: string[]; rows: string[][]; type: string | null }> {
  const response = await service().fetch(`/api/v1/genomes?format=tsv${query}`);
  expect(response.status).toBe(200);
  const [header, ...rows] = (await response.text())
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => line.split('\t'));
  return { header: header!, rows, type: response.headers.get('content-type') };
}

describe('GET /api/v1/genomes/{id} by accession', () => {
  it('answers the same detail for the slug, the versioned accession (any case) and the RefSeq accession', async () => {
    const bySlug = await detail('euclidia-mi-gca-944739405-1');
    expect(bySlug.status).toBe(200);
    for (const id of ['GCA_944739405.1', 'gca_944739405.1', 'GCA_944739405']) {
      const byAccession = await detail(id);
      expect(byAccession.status, id).toBe(200);
      expect(byAccession.body.data).toEqual(bySlug.body.data);
    }
    const refseq = await database().one(
      'SELECT id, refseq_accession FROM genome_assembly WHERE refseq_accession IS NOT NULL ORDER BY id LIMIT 1',
    );
    expect((await detail(refseq.refseq_accession)).body.data.id).toBe(refseq.id);
  });

  it('takes the latest version the data holds when the accession has none', async () => {
    const versions = await database().any(
      `SELECT accession, id FROM genome_assembly
       WHERE split_part(accession, '.', 1) IN (SELECT split_part(accession, '.', 1) FROM genome_assembly GROUP BY 1 HAVING count(*) > 1)
       ORDER BY accession`,
    );
    expect(versions.length).toBeGreaterThanOrEqual(2);
    for (const { accession, id } of versions) {
      expect((await detail(accession)).body.data.id).toBe(id);
      const latest = versions.filter((v) => v.accession.split('.')[0] === accession.split('.')[0]).at(-1)!;
      expect((await detail(accession.split('.')[0])).body.data.assembly.accession).toBe(latest.accession);
    }
  });

  it('answers 404 GENOME_NOT_FOUND for an accession the data does not hold, 400 for one that is malformed', async () => {
    for (const id of ['GCA_000000001.1', 'GCF_944739405', 'GCA_944739405.9']) {
      const response = await service().fetch(`/api/v1/genomes/${id}`);
      expect(response.status, id).toBe(404);
      expect((await errorOf(response)).error.code).toBe('GENOME_NOT_FOUND');
    }
    for (const id of ['GCA_94473940.1', 'GCA_944739405.x', 'GCZ_944739405.1']) {
      const response = await service().fetch(`/api/v1/genomes/${id}`);
      expect(response.status, id).toBe(400);
      expect((await errorOf(response)).error.code).toBe('INVALID_QUERY');
    }
  });
});

describe('GET /api/v1/genomes: accessions in q and the new filters', () => {
  it('finds an assembly by its GenBank or RefSeq accession, every version without one', async () => {
    const response = await service().fetch('/api/v1/genomes?q=GCA_944739405.1');
    const items = ((await response.json()) as { data: { items: { assemblyAccession: string }[] } }).data.items;
    expect(items.map((i) => i.assemblyAccession)).toEqual(['GCA_944739405.1']);
    expect(await total('q=GCA_902806685')).toBe(2);
    expect(await total('q=GCF_000151625.1')).toBe(1);
  });

  it('filters by level, BUSCO completeness, scaffold N50 and release date as SQL counts them, and echoes them', async () => {
    const count = async (where: string) =>
      (await database().one<{ n: number }>(`SELECT count(*)::int AS n FROM genome_catalog WHERE ${where}`)).n;
    expect(await total('assemblyLevel=chromosome')).toBe(
      await count("lower(assembly_level) IN ('chromosome', 'complete genome')"),
    );
    expect(await total('assemblyLevel=contig')).toBe(
      await count(
        "lower(assembly_level) NOT IN ('chromosome', 'complete genome', 'scaffold') OR assembly_level IS NULL",
      ),
    );
    expect(await total('minBuscoCompletePct=98.5')).toBe(await count('busco_complete_pct >= 98.5'));
    expect(await total('minN50Kb=20000')).toBe(await count('scaffold_n50_kb >= 20000'));
    expect(await total('releasedAfter=2022-07-13')).toBe(await count("submission_date >= '2022-07-13'"));
    const combined =
      'assemblyLevel=chromosome&minBuscoCompletePct=95&minN50Kb=10000&releasedAfter=2021-01-01&family=Nymphalidae';
    const expected = await count(
      "level = 'chromosome' AND busco_complete_pct >= 95 AND scaffold_n50_kb >= 10000 AND submission_date >= '2021-01-01' AND family = 'Nymphalidae'",
    );
    expect(expected).toBeGreaterThan(0);
    const response = await service().fetch(`/api/v1/genomes?${combined}`);
    const data = (
      (await response.json()) as { data: { pagination: { total: number }; query: Record<string, unknown> } }
    ).data;
    expect(data.pagination.total).toBe(expected);
    expect(data.query).toMatchObject({
      assemblyLevel: 'chromosome',
      minBuscoCompletePct: 95,
      minN50Kb: 10000,
      releasedAfter: '2021-01-01',
      family: 'Nymphalidae',
    });
  });

  it('answers 400 INVALID_QUERY for a level, percentage, N50 or date out of its range', async () => {
    for (const query of [
      'assemblyLevel=complete',
      'minBuscoCompletePct=101',
      'minN50Kb=-1',
      'releasedAfter=2020-13-01',
      'releasedAfter=yesterday',
      'format=csv',
    ]) {
      const response = await service().fetch(`/api/v1/genomes?${query}`);
      expect(response.status, query).toBe(400);
      expect((await errorOf(response)).error.code).toBe('INVALID_QUERY');
    }
  });
});

describe('GET /api/v1/genomes?format=tsv', () => {
  it('reports every assembly, in the list order, with NCBI Datasets columns and the values the detail gives', async () => {
    const { header, rows, type } = await report();
    expect(type).toMatch(/^text\/tab-separated-values/);
    expect(header).toEqual([
      'Assembly Accession',
      'Organism Name',
      'Taxon ID',
      'Organism Taxonomic ID',
      'Assembly Level',
      'Assembly Stats Total Sequence Length',
      'Assembly Stats Contig N50',
      'Assembly Stats Scaffold N50',
      'BUSCO Complete',
      'BUSCO Single Copy',
      'BUSCO Duplicated',
      'BUSCO Fragmented',
      'BUSCO Missing',
      'Assembly Release Date',
      'Source URL',
    ]);
    const expected = await database().map(
      'SELECT accession FROM genome_catalog ORDER BY scaffold_n50_kb DESC NULLS LAST, id ASC',
      [],
      (r: { accession: string }) => r.accession,
    );
    expect(rows.map((r) => r[0])).toEqual(expected);
    expect(rows.every((r) => r.length === header.length)).toBe(true);

    const row = rows.find((r) => r[0] === 'GCA_902806685.1')!;
    const assembly = await database().one('SELECT * FROM genome_assembly WHERE accession = $1', ['GCA_902806685.1']);
    const genome = (await detail('GCA_902806685.1')).body.data as unknown as {
      assembly: { assemblyLevel: string };
      quality: { completePct?: number } | null;
      sourceUrl: string;
    };
    expect(row.slice(0, 8)).toEqual([
      assembly.accession,
      assembly.verbatim_name,
      String(assembly.taxon_id ?? ''),
      String(assembly.ncbi_tax_id ?? ''),
      genome.assembly.assemblyLevel,
      String(assembly.total_sequence_length),
      String(assembly.contig_n50),
      String(assembly.scaffold_n50),
    ]);
    const pct = (value: string | null) => (value === null ? '' : String(Number(value)));
    expect(row.slice(8, 13).map((v) => (v === '' ? '' : String(Number(v))))).toEqual(
      [
        'busco_complete_pct',
        'busco_single_pct',
        'busco_duplicated_pct',
        'busco_fragmented_pct',
        'busco_missing_pct',
      ].map((column) => pct(assembly[column])),
    );
    expect(row[13]).toBe(
      assembly.submission_date ? new Date(assembly.submission_date).toLocaleDateString('en-CA') : '',
    );
    expect(row[14]).toBe(genome.sourceUrl);
  });

  it('reports what the filters select, in the asked order; none selected is the header alone', async () => {
    const query = '&family=Nymphalidae&minBuscoCompletePct=90&sortBy=insectSpecies&sortDirection=asc';
    const { rows } = await report(query);
    const page = await service().fetch(`/api/v1/genomes?pageSize=100${query}`);
    const listed = (
      (await page.json()) as { data: { items: { assemblyAccession: string }[]; pagination: { total: number } } }
    ).data;
    expect(rows.length).toBe(listed.pagination.total);
    expect(rows.slice(0, 100).map((r) => r[0])).toEqual(listed.items.map((i) => i.assemblyAccession));
    const none = await report('&q=no-such-moth-anywhere');
    expect(none.rows).toEqual([]);
    expect(none.header[0]).toBe('Assembly Accession');
  });
});
