// Genome BUSCO, chromosome and Merian-painting data of the second wave (Wright et al. 2024 Table S1, 28 BUSCO
// full tables, the Merian reference), pinned to values read from the shipped files.
import { describe, expect, it } from 'vitest';
import { useTestDatabase, useTestService } from '../support/service.js';

const service = useTestService();
const database = useTestDatabase();

async function detail(id: string) {
  const { data, response } = await service().client.GET('/api/v1/genomes/{id}', { params: { path: { id } } });
  expect(response.status).toBe(200);
  return data!.data;
}

const PAPILIO_MACHAON = 'papilio-machaon-gca-912999745-1';
/** Aglais io: the Nymphalis io assembly ilAglIoxx1.1 of NCBI, whose BUSCO full table ships in genomes/busco/. */
const AGLAIS_IO = 'nymphalis-io-gca-905147045-1';

describe('Wright et al. 2024 Table S1 in /genomes', () => {
  it('serves the BUSCO of Papilio machaon GCA_912999745.1 as the table states it, and nothing it does not state', async () => {
    // Table S1 row: Papilio_machaon ilPapMach1.1 DToL GCA_912999745.1 … Percentage_assembly_in_chr 99.97,
    // Chr_number 30, BUSCO_completeness 99.3, Number_duplicate_buscos 102, Percentage_duplication 0.9
    const genome = await detail(PAPILIO_MACHAON);
    expect(genome.busco).toBe('99.3%');
    expect(genome.quality).toEqual({
      summary: null,
      complete: { percentage: 99.3, count: null },
      singleCopy: null,
      duplicated: { percentage: 0.9, count: null },
      fragmented: null,
      missing: null,
      markers: null,
      duplicatedCopies: 102,
      lineageDataset: 'lepidoptera_odb10',
      buscoVersion: null,
      mode: null,
      genePredictor: null,
      sourceId: 'wright2024-assemblies',
      assessedAccession: 'GCA_912999745.1',
    });
    // NCBI counts 31 chromosome-level sequences; the table's chromosome number is its own field
    expect(genome.assembly).toMatchObject({ chromosomeCount: 31, chromosomeNumber: 30, percentInChromosomes: 99.97 });
    expect(genome.buscoPainting).toBeNull();

    const { data } = await service().client.GET('/api/v1/genomes', {
      params: { query: { q: 'Papilio machaon', pageSize: 50 } },
    });
    expect(data!.data.items.find((item) => item.id === PAPILIO_MACHAON)!.buscoCompletePct).toBe(99.3);
  });

  it('gives the chromosome number of a DToL assembly beside NCBI’s chromosome count', async () => {
    // Autographa_gamma ilAutGamm1.1 DToL GCA_905146925.1: Chr_number 31, Percentage_assembly_in_chr 98.6
    const genome = await detail('autographa-gamma-gca-905146925-1');
    expect(genome.assembly).toMatchObject({
      accession: 'GCA_905146925.1',
      chromosomeCount: 32,
      chromosomeNumber: 31,
      percentInChromosomes: 98.6,
    });
    expect(genome.quality).toMatchObject({ complete: { percentage: 98.9 }, duplicatedCopies: 35 });
  });

  it('matches a row naming another version of the accession, and says which version was assessed', async () => {
    // the table names Heliconius sara GCA_917862395.2; the catalog holds GCA_917862395.1
    const genome = await detail('heliconius-sara-gca-917862395-1');
    expect(genome.assembly.accession).toBe('GCA_917862395.1');
    expect(genome.quality).toMatchObject({
      complete: { percentage: 98.4, count: null },
      duplicated: { percentage: 0.2, count: null },
      assessedAccession: 'GCA_917862395.2',
      sourceId: 'wright2024-assemblies',
    });
    expect(genome.assembly.chromosomeNumber).toBe(21);
  });

  it('takes a lepidopteran assembly the NCBI table leaves without order when the table lists it (Mellicta athalia)', async () => {
    const genome = await detail('mellicta-athalia-gca-905220545-2');
    expect(genome.quality).toMatchObject({ complete: { percentage: 98.6 }, duplicatedCopies: 89 });
    expect(genome.assembly.chromosomeNumber).toBe(31);
  });

  it('raises the list’s BUSCO coverage from 6 assemblies to every one a BUSCO source names', async () => {
    // sorted by BUSCO, nulls last: count the filled values page by page
    let filled = 0;
    for (let page = 1; page <= 10; page += 1) {
      const { data } = await service().client.GET('/api/v1/genomes', {
        params: { query: { sortBy: 'buscoCompletePct', sortDirection: 'desc', pageSize: 100, page } },
      });
      const values = data!.data.items.map((item) => item.buscoCompletePct);
      filled += values.filter((value) => value !== null).length;
      if (values.includes(null)) break;
    }
    // measured: 215 of 1,550 (3 lepbase, 3 SciLifeLab, 11 BUSCO full tables, 198 Wright et al. 2024)
    expect(filled).toBeGreaterThanOrEqual(215);
    const sources = await database().any(
      'SELECT busco_source_id AS source, count(*)::int AS n FROM genome_assembly WHERE busco_source_id IS NOT NULL GROUP BY 1 ORDER BY 1',
    );
    expect(sources).toEqual([
      { source: 'busco-full-tables', n: 11 },
      { source: 'lepbase-features', n: 3 },
      { source: 'scilifelab-genome-portal', n: 3 },
      { source: 'wright2024-assemblies', n: 198 },
    ]);
  });
});

describe('BUSCO full tables and the Merian painting', () => {
  it('paints Aglais io: the Z chromosome LR989895.1 carries 156 MZ genes of its 233 Complete BUSCOs', async () => {
    // computed from the raw files: zcat the full tables | awk Complete rows of 'Aglais io' on LR989895.1
    // joined to merian_elements_reference_table.tsv → 233 genes, MZ 156, M5 1, M11 1, M26 1 (74 unassigned)
    const genome = await detail(AGLAIS_IO);
    const painting = genome.buscoPainting!;
    expect(painting).toMatchObject({
      buscoString: 'C:98.8%[S:98.5%,D:0.3%],F:0.4%,M:0.9%,n:5286',
      lineage: 'lepidoptera_odb10',
      buscoVersion: '5.0.0',
      sourceId: 'busco-full-tables',
    });
    const z = painting.sequences.find((s) => s.sequence === 'LR989895.1')!;
    expect(z).toEqual({
      sequence: 'LR989895.1',
      nameKind: 'accession',
      buscoGenes: 233,
      merianElements: [
        { element: 'MZ', count: 156 },
        { element: 'M5', count: 1 },
        { element: 'M11', count: 1 },
        { element: 'M26', count: 1 },
      ],
    });
    // LR989898.1 is M1's chromosome: 316 genes, 264 of M1 (awk as above, with BUSCO 5.0's region names such as
    // 'LR989898.1:8924213-8960758' counted on their sequence: 315 and 263 without the one such M1 gene)
    const m1 = painting.sequences.find((s) => s.sequence === 'LR989898.1')!;
    expect(m1.buscoGenes).toBe(316);
    expect(m1.merianElements[0]).toEqual({ element: 'M1', count: 264 });
    expect(painting.sequences.some((s) => s.sequence.includes(':'))).toBe(false);
    // every Complete single-copy BUSCO is on one painted sequence, most genes first
    const quality = genome.quality!;
    expect(painting.sequences.reduce((sum, s) => sum + s.buscoGenes, 0)).toBe(quality.singleCopy!.count);
    const genes = painting.sequences.map((s) => s.buscoGenes);
    expect([...genes].sort((a, b) => b - a)).toEqual(genes);
    expect(painting.sequences.every((s) => s.nameKind === 'accession')).toBe(true);
  });

  it('counts the quality of a full-table assembly from its genes, as the summary file states it', async () => {
    // summary row: Aglais io 5.0.0 lepidoptera_odb10 5286 5205 15 20 46 98.8
    const quality = (await detail(AGLAIS_IO)).quality!;
    expect(quality).toEqual({
      summary: 'C:98.8%[S:98.5%,D:0.3%],F:0.4%,M:0.9%,n:5286',
      complete: { percentage: 98.8, count: 5220 },
      singleCopy: { percentage: 98.5, count: 5205 },
      duplicated: { percentage: 0.3, count: 15 },
      fragmented: { percentage: 0.4, count: 20 },
      missing: { percentage: 0.9, count: 46 },
      markers: 5286,
      duplicatedCopies: 32,
      lineageDataset: 'lepidoptera_odb10',
      buscoVersion: '5.0.0',
      mode: null,
      genePredictor: null,
      sourceId: 'busco-full-tables',
      // the full tables name the species only
      assessedAccession: null,
    });
  });

  it('prefers a full table over the Table S1 row of the same assembly (Hyles euphorbiae, Table S1 names version .1)', async () => {
    const genome = await detail('hyles-euphorbiae-gca-023078785-2');
    expect(genome.quality).toMatchObject({
      summary: 'C:98.3%[S:97.9%,D:0.3%],F:0.5%,M:1.3%,n:5286',
      sourceId: 'busco-full-tables',
      assessedAccession: null,
    });
    expect(genome.assembly.chromosomeNumber).toBe(29);
    expect(genome.buscoPainting!.sequences.length).toBeGreaterThan(20);
  });

  it('identifies each run’s assembly by evidence and reports the runs it cannot place', async () => {
    const runs = await database().any(
      'SELECT verbatim_name AS species, assembly_id AS id, match_method AS method FROM genome_busco_run ORDER BY 1',
    );
    expect(runs).toHaveLength(11);
    expect(runs).toContainEqual({
      species: 'Manduca sexta',
      id: 'manduca-sexta-gca-014839805-1',
      method: 'wgs-project',
    });
    expect(runs).toContainEqual({
      species: 'Apotomis turbidana',
      id: 'apotomis-turbidana-gca-905147355-2',
      method: 'wgs-project',
    });
    expect(runs).toContainEqual({ species: 'Aglais io', id: AGLAIS_IO, method: 'wright2024-accession' });

    const load = await database().one('SELECT skipped, unresolved FROM data_load ORDER BY id DESC LIMIT 1');
    // 28 runs, 150,037 rows: 17 runs (91,187 rows) have no catalog assembly, among them those with internal names
    expect(load.skipped['busco-full-tables'].count).toBe(91187);
    const examples = load.skipped['busco-full-tables'].reasons.flatMap((r: { examples: string[] }) => r.examples);
    expect(examples).toContain('Lysandra hispana');
    expect(load.unresolved['busco-full-tables'].examples).toEqual([
      'Polyommatus eriwanensis',
      'Polyommatus pseudactis',
      'Polyommatus surakovi',
    ]);
    expect(load.skipped['wright2024-assemblies']).toMatchObject({ count: 5, reason: 'not Lepidoptera (Order column)' });
    const { genes } = await database().one(
      "SELECT count(*)::int AS genes FROM genome_busco_gene WHERE source_id = 'busco-full-tables'",
    );
    expect(genes).toBe(150037 - 91187);
  });

  it('lists the three new sources with licence and citation in /about', async () => {
    const { data } = await service().client.GET('/api/v1/about');
    const sources = new Map(data!.data.sources.map((source) => [source.id, source]));
    expect(sources.get('wright2024-assemblies')).toMatchObject({
      domain: 'genomes',
      licence: 'MIT (repository LICENSE)',
      records: 210,
    });
    expect(sources.get('wright2024-assemblies')!.citation).toContain('doi:10.1038/s41559-024-02329-4');
    expect(sources.get('busco-full-tables')).toMatchObject({ licence: "MIT (each repository's LICENSE)" });
    expect(sources.get('merian-elements')).toMatchObject({ licence: 'MIT', records: 4112 });
  });
});
