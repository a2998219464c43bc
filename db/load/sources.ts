// The data_source rows: one per (source dataset, domain), with files, citation and URL; the licence
// text is read verbatim from data/SOURCES.md (the row of the source's first file).
import type { Schema } from '../../generated/operations.js';
import { FILE, type DataFile } from './files.js';
import { readDataFile } from './read.js';

/** The contract's data domains (data_source's CHECK allows the same ones). */
export type Domain = Schema<'DataDomain'>;

export interface SourceDefinition {
  id: string;
  domain: Domain;
  title: string;
  /** The first file's SOURCES.md row gives the licence. */
  files: readonly DataFile[];
  citation: string;
  url: string | null;
  /** What a user must know beyond the licence (e.g. unknown upstream licences); served in /about. */
  caveat?: string;
}

export const SOURCE = {
  lepitaxa: 'lepitaxa',
  iodatabaseTaxonomy: 'iodatabase-taxonomy',
  iodatabaseBarcodes: 'iodatabase-barcodes',
  iodatabaseOccurrences: 'iodatabase-occurrences',
  nichebarcodingBarcodes: 'nichebarcoding-barcodes',
  nichebarcodingOccurrences: 'nichebarcoding-occurrences',
  nichebarcodingEnvironment: 'nichebarcoding-environment',
  barcodingrTibetanNoctuidae: 'barcodingr-tibetan-noctuidae',
  barcodingrDendrolimus: 'barcodingr-dendrolimus',
  gbifEubon: 'gbif-eubon',
  sierraNevada: 'sierra-nevada-monitoring',
  nefNorway: 'nef-norway',
  larsenShirey: 'larsen-shirey',
  nhmHosts: 'nhm-hosts',
  lepTraits: 'leptraits',
  ncbiAssemblies: 'lepbase-ncbi-assemblies',
  lepbaseFeatures: 'lepbase-features',
  opsinsGenomes: 'lepidoptera-opsins-genomes',
  scilifelab: 'scilifelab-genome-portal',
  wright2024: 'wright2024-assemblies',
  buscoFullTables: 'busco-full-tables',
  merianElements: 'merian-elements',
  pdbBombyxin: 'pdb-1bom',
  opsinsProteins: 'lepidoptera-opsins-proteins',
  silkFibroins: 'ncbi-silk-fibroins',
  sraHelicoverpa: 'sra-helicoverpa-armigera',
  dtolRnaseq: 'dtol-rnaseq-homeobox',
  harvardRnaseq: 'harvard-rnaseq-run-ids',
  lasiommataResequencing: 'lasiommata-megera-resequencing',
  lepitaxaLiterature: 'lepitaxa-literature',
  jrlArticles: 'jrl-articles',
  beyer2020: 'beyer2020',
  etopo5: 'etopo5',
  chelsa: 'chelsa-gsod',
} as const;

const GITHUB = 'https://github.com/';
const LEPITAXA = 'lepitaxa/lepitaxa.github.io @ a0a38dc903543fd740d1ce87d9c6b32b5bee6a09';
const IODATABASE = 'Dapporto et al., IOdatabase (leondap/iodatabase @ ffea4f11786166d776f29c57b8e4d0c862992168)';
const NICHEBARCODING =
  'NicheBarcoding R package, LappetMoths example data (Yangcq-Ivy/NicheBarcoding @ 09907dbd952a292ac02c8b8f6a0d65a058c53c66)';
const BARCODINGR = 'BarcodingR R package example data (cran/BarcodingR @ b84d618fe82a2dea399f483cf2ac30a7e28f0ba2)';
const OPSINS = 'PeterMulhair/Lepidoptera_opsins @ ed4080902989a043067cf7934cf7170d56e00243';

export const SOURCE_DEFINITIONS: readonly SourceDefinition[] = [
  {
    id: SOURCE.lepitaxa,
    domain: 'taxonomy',
    title: 'Lepitaxa classification of the Lepidoptera (taxa, synonyms, common names, type species)',
    files: [FILE.lepitaxaTaxa, FILE.lepitaxaSynonyms, FILE.lepitaxaCommonNames, FILE.lepitaxaTypeSpecies],
    citation: `Lepitaxa, lepitaxa.github.io (${LEPITAXA})`,
    url: 'https://lepitaxa.github.io/',
  },
  {
    id: SOURCE.iodatabaseTaxonomy,
    domain: 'taxonomy',
    title: 'IOdatabase West Palaearctic butterfly checklist and synonyms',
    files: [FILE.iodatabaseChecklist, FILE.iodatabaseSynonyms],
    citation: `${IODATABASE}; checklist after Wiemers et al. 2018 / Middleton-Welling et al. 2020`,
    url: `${GITHUB}leondap/iodatabase`,
  },
  {
    id: SOURCE.iodatabaseBarcodes,
    domain: 'barcodes',
    title: 'IOdatabase COI barcodes of West Palaearctic butterflies',
    files: [FILE.iodatabaseCoiFasta, FILE.iodatabaseCoiIndex],
    citation: IODATABASE,
    url: `${GITHUB}leondap/iodatabase`,
  },
  {
    id: SOURCE.iodatabaseOccurrences,
    domain: 'occurrences',
    title: 'IOdatabase georeferenced barcode-voucher specimens',
    files: [FILE.iodatabaseOccurrences],
    citation: IODATABASE,
    url: `${GITHUB}leondap/iodatabase`,
  },
  {
    id: SOURCE.nichebarcodingBarcodes,
    domain: 'barcodes',
    title: 'NicheBarcoding lappet moths: reference and query COI barcodes, published identifications',
    files: [FILE.nicheReferenceCoi, FILE.nicheQueryCoi, FILE.nicheQueryIdentification],
    citation: NICHEBARCODING,
    url: `${GITHUB}Yangcq-Ivy/NicheBarcoding`,
  },
  {
    id: SOURCE.nichebarcodingOccurrences,
    domain: 'occurrences',
    title: 'NicheBarcoding lappet moths: specimen and additional distribution points',
    files: [FILE.nicheReferencePoints, FILE.nicheAdditionalPoints, FILE.nicheQueryPoints],
    citation: NICHEBARCODING,
    url: `${GITHUB}Yangcq-Ivy/NicheBarcoding`,
  },
  {
    id: SOURCE.nichebarcodingEnvironment,
    domain: 'environment',
    title: 'NicheBarcoding lappet moths: environment variables per specimen',
    files: [FILE.nicheReferenceEnv, FILE.nicheQueryEnv],
    citation: NICHEBARCODING,
    url: `${GITHUB}Yangcq-Ivy/NicheBarcoding`,
  },
  {
    id: SOURCE.barcodingrTibetanNoctuidae,
    domain: 'barcodes',
    title: 'BarcodingR Tibetan Noctuidae COI barcodes',
    files: [FILE.tibetanNoctuidaeCoi],
    citation: BARCODINGR,
    url: `${GITHUB}cran/BarcodingR`,
  },
  {
    id: SOURCE.barcodingrDendrolimus,
    domain: 'barcodes',
    title: 'BarcodingR Dendrolimus pine moths COI, ITS1 and ITS2',
    files: [FILE.dendrolimusCoi, FILE.dendrolimusIts1, FILE.dendrolimusIts2],
    citation: BARCODINGR,
    url: `${GITHUB}cran/BarcodingR`,
  },
  {
    id: SOURCE.gbifEubon,
    domain: 'occurrences',
    title:
      'GBIF occurrences of Nymphalis xanthomelas and Apatura ilia in Europe (EU BON butterflies, open-licence records)',
    files: [FILE.gbifEurope],
    citation:
      'GBIF.org occurrence downloads 0064934-160910150852091 and 0064937-160910150852091 (via Vizzuality/eubon_butterflies @ db51326b3a14e234bacb4a30fae8260da368b088)',
    url: `${GITHUB}Vizzuality/eubon_butterflies`,
  },
  {
    id: SOURCE.sierraNevada,
    domain: 'occurrences',
    title: 'Adult butterfly monitoring in the Sierra Nevada, USA (zones, 2019–2024)',
    files: [FILE.sierraNevada],
    citation:
      'Adult butterfly data for Lepidoptera monitoring in the Sierra Nevada USA (LeeDyerUNR, @ 16c05021a50f0bb6fedab542359e9f84abd051ab)',
    url: `${GITHUB}LeeDyerUNR/Adult-butterfly-data-for-Lepidoptera-monitoring-in-the-Sierra-Nevada-USA.`,
  },
  {
    id: SOURCE.nefNorway,
    domain: 'occurrences',
    title: 'Norwegian Lepidoptera working group: NHMO preserved specimens from Norway (1846–2015)',
    files: [FILE.nefNorway],
    citation:
      'Norwegian Entomological Society (2017). Norwegian Lepidoptera working group, Darwin Core Archive leparb_lep v1.100, GBIF Norway IPT, doi:10.15468/dl.0b14l8; records continue in the NHMO Lepidoptera collection, doi:10.15468/c3oka6 (via neo4reo/datasets @ 6d84cf4673636c39ef87a6affb6702bfea7320f7)',
    url: 'https://doi.org/10.15468/dl.0b14l8',
  },
  {
    id: SOURCE.larsenShirey,
    domain: 'occurrences',
    title: 'Larsen & Shirey 2021: curated dated occurrences of 70 butterfly species (phenology)',
    files: [FILE.larsenShirey],
    citation:
      'Larsen, E.A. & Shirey, V. (2021) Method matters: pitfalls in analysing phenology from occurrence records. Ecology Letters 24:1287-1297, doi:10.1111/ele.13741; underlying data: Fric, Z.F., Rindoš, M. & Konvička, M. (2020) Phenology responses of temperate butterflies to latitude depend on ecological traits. Ecology Letters 23:172-180, doi:10.1111/ele.13419 (GBIF-mediated records; via RiesLabGU/LarsenShirey.ele2 @ e0e7beb98de6abd66f5e97e4636a45b111ca9c2b)',
    url: 'https://doi.org/10.1111/ele.13741',
    caveat:
      'A curated subset of GBIF-mediated records assembled for Fric et al. (2020), published without GBIF record ids: the licence of each original record (CC0, CC BY, possibly CC BY-NC) cannot be checked. The MIT licence covers the repository as published; cite Larsen & Shirey (2021) and Fric et al. (2020).',
  },
  {
    id: SOURCE.nhmHosts,
    domain: 'hostplants',
    title: "HOSTS — a database of the world's Lepidopteran hostplants (NHM London)",
    files: [FILE.hosts],
    citation: 'Robinson et al., HOSTS, NHM London, doi:10.5519/qd.bsucrxdz',
    url: 'https://doi.org/10.5519/qd.bsucrxdz',
  },
  {
    id: SOURCE.lepTraits,
    domain: 'traits',
    title: 'LepTraits 1.0 species-level consensus traits of butterflies',
    files: [FILE.lepTraits],
    citation:
      'Shirey et al. 2022, LepTraits 1.0, Scientific Data (RiesLabGU/LepTraits @ f73317d28b38f80923ad8e02cc06d35f5c16ed1f)',
    url: `${GITHUB}RiesLabGU/LepTraits`,
  },
  {
    id: SOURCE.ncbiAssemblies,
    domain: 'genomes',
    title: 'NCBI genome assemblies of Lepidoptera (lepbase-data snapshot of NCBI Datasets)',
    files: [FILE.ncbiAssemblies],
    citation: 'NCBI Datasets assembly metadata via genomehubs/lepbase-data @ 2e8b87b5bc60e7e9cf075bbb900bbaad24c361db',
    url: `${GITHUB}genomehubs/lepbase-data`,
  },
  {
    id: SOURCE.lepbaseFeatures,
    domain: 'genomes',
    title: 'lepbase per-sequence statistics and BUSCO lepidoptera_odb10 tables (3 assemblies)',
    files: [FILE.lepbaseSequenceStats, FILE.lepbaseBusco, FILE.maniolaBuscoGff],
    citation: 'genomehubs/lepbase-data @ 2e8b87b5bc60e7e9cf075bbb900bbaad24c361db (BUSCO 5.1.2)',
    url: `${GITHUB}genomehubs/lepbase-data`,
  },
  {
    id: SOURCE.opsinsGenomes,
    domain: 'genomes',
    title: 'Darwin Tree of Life chromosome accessions and opsin gene models (Lepidoptera_opsins)',
    files: [FILE.dtolChromosomes, FILE.opsinGeneModels],
    citation: OPSINS,
    url: `${GITHUB}PeterMulhair/Lepidoptera_opsins`,
  },
  {
    id: SOURCE.scilifelab,
    domain: 'genomes',
    title: 'SciLifeLab Genome Portal assembly and annotation statistics',
    files: [FILE.scilifelabStats],
    citation: 'ScilifelabDataCentre/genome-portal @ 3b144638361887d9d84f0f1c360b2b37b9cd45de',
    url: `${GITHUB}ScilifelabDataCentre/genome-portal`,
  },
  {
    id: SOURCE.wright2024,
    domain: 'genomes',
    title: 'Wright et al. 2024, Table S1: BUSCO, N50 and chromosome figures of 210 Lepidoptera assemblies',
    files: [FILE.wright2024Assemblies],
    citation:
      'Wright, C.J., Stevens, L., Mackintosh, A., Lawniczak, M. & Blaxter, M. (2024) Chromosome evolution in Lepidoptera. Nature Ecology & Evolution 8:749-762, doi:10.1038/s41559-024-02329-4 (Table S1 via charlottewright/Chromosome_evolution_Lepidoptera_MS @ 7a2a7b51b26d38e4becc38af6df80cb8c607883a)',
    url: `${GITHUB}charlottewright/Chromosome_evolution_Lepidoptera_MS`,
  },
  {
    id: SOURCE.buscoFullTables,
    domain: 'genomes',
    title:
      'BUSCO lepidoptera_odb10 full tables and summaries of 28 assemblies (Polyommatina, Sphingidae, Aglais io, Apotomis turbidana)',
    files: [FILE.buscoFullTables, FILE.buscoSummaries],
    citation:
      'BUSCO runs by C.J. Wright: charlottewright/Poyommatina_evolution_MS @ 2fb927d2aeff84844eeb1c64d2aeee93f1dfe0f9 (BUSCO 5.7.1); charlottewright/hyles_manuscript @ 7972b8894e2d85d48c59e21524dca0da177ae51f (Hundsdoerfer et al. 2023, BUSCO 5.0.0); charlottewright/lep_busco_painter @ 4e9800c640ddc186b6c94268cac2f6c328082360 (BUSCO 5.0.0)',
    url: `${GITHUB}charlottewright/lep_busco_painter`,
  },
  {
    id: SOURCE.merianElements,
    domain: 'genomes',
    title: 'BUSCO gene → Merian element (ancestral lepidopteran chromosome) reference table',
    files: [FILE.merianElements],
    citation:
      'Merian elements of Wright et al. (2024) Nature Ecology & Evolution 8:749-762, doi:10.1038/s41559-024-02329-4 (reference table via charlottewright/lep_busco_painter @ 4e9800c640ddc186b6c94268cac2f6c328082360)',
    url: `${GITHUB}charlottewright/lep_busco_painter`,
  },
  {
    id: SOURCE.pdbBombyxin,
    domain: 'proteins',
    title: 'PDB 1BOM: NMR structure of bombyxin-II (Bombyx mori)',
    files: [FILE.bombyxinPdb],
    citation: 'Nagata et al. 1995, J. Mol. Biol. 253:749, doi:10.1006/jmbi.1995.0588 (PDB entry 1BOM)',
    url: 'https://www.rcsb.org/structure/1BOM',
  },
  {
    id: SOURCE.opsinsProteins,
    domain: 'proteins',
    title: 'Lepidoptera opsin protein sequences (Lepidoptera_opsins)',
    files: [FILE.opsinCsv, FILE.opsinFasta],
    citation: OPSINS,
    url: `${GITHUB}PeterMulhair/Lepidoptera_opsins`,
  },
  {
    id: SOURCE.silkFibroins,
    domain: 'proteins',
    title: 'NCBI Protein records of Lepidoptera silk fibroins',
    files: [FILE.fibroinCsv, FILE.fibroinFasta],
    citation:
      'NCBI Protein records gathered by NoamAriel/bioinformatic_silk @ c75b32144390e98beb61d1cc4761e2cb6e917888',
    url: `${GITHUB}NoamAriel/bioinformatic_silk`,
  },
  {
    id: SOURCE.sraHelicoverpa,
    domain: 'omics',
    title: 'NCBI SRA run table of Helicoverpa armigera',
    files: [FILE.sraHelicoverpa],
    citation:
      'NCBI SRA RunTable via lordziegler/Lepidoptera-RNA-seq-TPM-pipeline @ e6c90da15359f2eb82d39d58926b5197e7fc2982',
    url: `${GITHUB}lordziegler/Lepidoptera-RNA-seq-TPM-pipeline`,
  },
  {
    id: SOURCE.dtolRnaseq,
    domain: 'omics',
    title: 'Darwin Tree of Life RNA-seq runs of 8 butterflies and moths',
    files: [FILE.dtolRnaseq],
    citation: 'PeterMulhair/Lepidoptera_homeobox @ b70e6e68da88dd9c8a123d451beed3cc22255f11',
    url: `${GITHUB}PeterMulhair/Lepidoptera_homeobox`,
  },
  {
    id: SOURCE.harvardRnaseq,
    domain: 'omics',
    title: 'RNA-seq run ids for Bombyx mori, Danaus plexippus and Heliconius erato annotation',
    files: [FILE.rnaseqRunIds],
    citation: 'harvardinformatics/GenomeAnnotation @ ff09d122133762de5c7c278c4030f1f4f4dda506',
    url: `${GITHUB}harvardinformatics/GenomeAnnotation`,
  },
  {
    id: SOURCE.lasiommataResequencing,
    domain: 'omics',
    title: 'Lasiommata megera whole-genome resequencing sample sheet (NGI Stockholm, 2022)',
    files: [FILE.lasiommataSamples],
    citation: 'bioinfowheat/Lasiommata_population_genomics @ 6c29716ce9466dbd2c83f96c0ebc28a4c2144803',
    url: `${GITHUB}bioinfowheat/Lasiommata_population_genomics`,
  },
  {
    id: SOURCE.lepitaxaLiterature,
    domain: 'literature',
    title: 'Lepitaxa phylogenetic references attached to taxa',
    files: [FILE.lepitaxaReferences],
    citation: `Lepitaxa, lepitaxa.github.io (${LEPITAXA})`,
    url: 'https://lepitaxa.github.io/',
  },
  {
    id: SOURCE.jrlArticles,
    domain: 'literature',
    title: 'Journal of Research on the Lepidoptera, articles 1962–2017 (tables of contents)',
    files: [FILE.jrlArticles],
    citation: 'rdmpage/journal-research-lepidoptera @ 169cfbaabed7662ada34b33e224b6b7e417764a7',
    url: `${GITHUB}rdmpage/journal-research-lepidoptera`,
  },
  {
    id: SOURCE.beyer2020,
    domain: 'environment',
    title: 'Beyer et al. 2020 palaeoclimate (bio1, bio10, bio12, biome), 1° subset via pastclim',
    files: [FILE.beyerPresent, FILE.beyerTimeslices],
    citation:
      'Beyer et al. 2020, Sci Data 7:236 (via EvolEcolGroup/pastclim @ cfc3d92e1b0b182e1f1599b7f8b23e9ce5b3d5be)',
    url: `${GITHUB}EvolEcolGroup/pastclim`,
  },
  {
    id: SOURCE.etopo5,
    domain: 'environment',
    title: 'NOAA NGDC ETOPO5 elevation, 0.5° cells',
    files: [FILE.etopoCells, FILE.etopoGrid],
    citation: 'NOAA NGDC ETOPO5 (Debian ferret-datasets 7.6.0-5, etopo5.cdf)',
    url: null,
  },
  {
    id: SOURCE.chelsa,
    domain: 'environment',
    title: 'CHELSA V1 climate (1979–2013) at GSOD weather stations',
    files: [FILE.chelsaStations, FILE.chelsaCells],
    citation:
      'CHELSA V1 climatologies (doi:10.5061/dryad.kd1d4) at GSOD stations (adamhsparks/GSODR.data @ 86569a1df807adb6ee2d49e2f6d7cb06651fe0e0; ropensci/GSODR)',
    url: 'https://doi.org/10.5061/dryad.kd1d4',
  },
];

/** `file → licence` from the table of data/SOURCES.md (file names in backticks in the 2nd column). */
export function parseSourcesLicences(markdown: string): Map<string, string> {
  const licences = new Map<string, string>();
  for (const line of markdown.split('\n')) {
    if (!line.startsWith('| ')) continue;
    const [, files, , licence] = line.split(' | ');
    if (!licence || !files?.startsWith('`')) continue;
    // a row may name several files ('`a.tsv.gz`, `b.tsv.gz`'): each path (a name with a folder) gets the row's licence
    for (const [, file] of files.matchAll(/`([^`]+\/[^`]+)`/g)) licences.set(file, licence.trim());
  }
  return licences;
}

export interface DataSourceRow {
  id: string;
  domain: Domain;
  title: string;
  files: readonly string[];
  licence: string;
  citation: string;
  url: string | null;
  caveat: string | null;
}

/** The data_source rows; fails when SOURCES.md does not describe a file the loader reads. */
export function dataSourceRows(datasetDir: string): DataSourceRow[] {
  const licences = parseSourcesLicences(readDataFile(datasetDir, 'SOURCES.md'));
  return SOURCE_DEFINITIONS.map((source) => {
    const missing = source.files.filter((file) => !licences.has(file));
    const cell = licences.get(source.files[0]);
    if (missing.length > 0 || cell === undefined)
      throw new Error(`data/SOURCES.md does not list ${missing.join(', ') || source.id}`);
    // a licence cell may go on with a caveat ('MIT (…). Caveat: …'): the licence is the part before it, and the
    // source definition must carry the caveat so that it is served, never dropped
    const [licence = cell, caveat] = cell.split(/\.?\s+Caveat:\s*/);
    if (caveat !== undefined && !source.caveat) throw new Error(`source ${source.id}: SOURCES.md states a caveat`);
    return { ...source, licence, caveat: source.caveat ?? null };
  });
}

/** The licence text of one source (per-record licences fall back to it). */
export function licenceOf(rows: readonly DataSourceRow[], sourceId: string): string {
  const row = rows.find((r) => r.id === sourceId);
  if (!row) throw new Error(`unknown data source ${sourceId}`);
  return row.licence;
}
