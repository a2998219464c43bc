// The static catalog of analysis tools behind (or relevant to) this data, and related resources (listTools, search suggestions).
import type { Schema } from '../../generated/operations.js';

/**
 * Configuration, not data: the catalog changes with the software the service uses, not with a
 * dataset load, so it lives here rather than in SQL. `status` is the tool's upstream state;
 * `beta` marks what this service ships as experimental.
 */
export const TOOLS: Schema<'ToolItem'>[] = [
  {
    id: 'blast-plus',
    name: 'NCBI BLAST+',
    status: 'stable',
    language: 'C++',
    repository: 'https://github.com/ncbi/ncbi-cxx-toolkit-public',
    description:
      'Sequence similarity search (blastn, blastp, …); powers /api/v1/blast against databases built with makeblastdb from the shipped COI and protein FASTA.',
    tags: ['sequence', 'alignment', 'blast', 'barcodes'],
    links: [
      { label: 'BLAST+ user manual', href: 'https://www.ncbi.nlm.nih.gov/books/NBK279690/' },
      { label: 'BLAST databases of this service', href: '/api/v1/blast/databases' },
    ],
  },
  {
    id: 'sequenceserver',
    name: 'SequenceServer',
    status: 'active',
    language: 'Ruby',
    repository: 'https://github.com/wurmlab/sequenceserver',
    description:
      'Web front end for BLAST+; this API follows its convention of identifying a database by the MD5 hex of its path.',
    tags: ['sequence', 'blast', 'web'],
    links: [{ label: 'Website', href: 'https://sequenceserver.com/' }],
  },
  {
    id: 'busco',
    name: 'BUSCO',
    status: 'active',
    language: 'Python',
    repository: 'https://gitlab.com/ezlab/busco',
    description:
      'Genome completeness from single-copy orthologs; the genome records carry BUSCO lepidoptera_odb10 results (BUSCO 5.1.2 full tables from LepBase).',
    tags: ['genomes', 'quality', 'orthologs'],
    links: [{ label: 'User guide', href: 'https://busco.ezlab.org/' }],
  },
  {
    id: 'nichebarcoding',
    name: 'NicheBarcoding (NBSI)',
    status: 'stable',
    language: 'R',
    repository: 'https://github.com/Yangcq-Ivy/NicheBarcoding',
    description:
      'Species identification combining COI barcodes with ecological niche models (NBSI/NBSI2); the method behind /api/v1/niche-barcoding, whose LappetMoths example data ship with the service.',
    tags: ['barcodes', 'niche-model', 'identification', 'random-forest'],
    links: [
      { label: 'Dryad dataset', href: 'https://doi.org/10.5061/dryad.rbnzs7h96' },
      { label: 'Input schemas of this service', href: '/api/v1/niche-barcoding/schemas' },
    ],
  },
  {
    id: 'barcodingr',
    name: 'BarcodingR',
    status: 'stable',
    language: 'R',
    repository: null,
    description:
      'Species identification from DNA barcodes (BP-based, fuzzy-set and Bayesian methods); source of the Tibetan Noctuidae and Dendrolimus barcode sets shipped here.',
    tags: ['barcodes', 'identification'],
    links: [{ label: 'CRAN package', href: 'https://cran.r-project.org/package=BarcodingR' }],
  },
  {
    id: 'iodatabase',
    name: 'IOdatabase',
    status: 'stable',
    language: 'R',
    repository: 'https://github.com/leondap/iodatabase',
    description:
      'West Palaearctic butterfly COI barcodes with specimen coordinates and checklist; the main barcode source of this service.',
    tags: ['barcodes', 'occurrences', 'checklist'],
    links: [],
  },
  {
    id: 'identification-model',
    name: 'Image + barcode identification model',
    status: 'beta',
    language: 'TypeScript',
    repository: null,
    description:
      'The species identification of this service: a classifier over 30 species from a specimen photo, optionally with a COI barcode, run with ONNX Runtime; served at /api/v1/mmnet.',
    tags: ['identification', 'images', 'barcodes', 'onnx'],
    links: [{ label: 'Model health', href: '/api/v1/mmnet/health' }],
  },
  {
    id: 'onnxruntime',
    name: 'ONNX Runtime',
    status: 'active',
    language: 'C++',
    repository: 'https://github.com/microsoft/onnxruntime',
    description: 'Inference engine that runs the identification model on the CPU.',
    tags: ['inference', 'machine-learning'],
    links: [{ label: 'Documentation', href: 'https://onnxruntime.ai/' }],
  },
  {
    id: 'jbrowse',
    name: 'JBrowse 2',
    status: 'active',
    language: 'TypeScript',
    repository: 'https://github.com/GMOD/jbrowse-components',
    description:
      'Genome browser for assemblies like the ones listed here, with their chromosomes and gene features (BUSCO genes, opsin gene models).',
    tags: ['genomes', 'visualization', 'browser'],
    links: [{ label: 'Website', href: 'https://jbrowse.org/jb2/' }],
  },
  {
    id: 'geojson-vt',
    name: 'geojson-vt',
    status: 'stable',
    language: 'JavaScript',
    repository: 'https://github.com/mapbox/geojson-vt',
    description:
      'Slices GeoJSON into vector tiles on the fly; builds the occurrence tiles of /api/v1/distributions/tiles.',
    tags: ['maps', 'vector-tiles', 'occurrences'],
    links: [],
  },
  {
    id: 'vt-pbf',
    name: 'vt-pbf',
    status: 'stable',
    language: 'JavaScript',
    repository: 'https://github.com/mapbox/vt-pbf',
    description: 'Encodes geojson-vt tiles as Mapbox Vector Tile protobufs (the .mvt answers).',
    tags: ['maps', 'vector-tiles'],
    links: [{ label: 'Vector tile specification', href: 'https://github.com/mapbox/vector-tile-spec' }],
  },
  {
    id: 'supercluster',
    name: 'Supercluster',
    status: 'stable',
    language: 'JavaScript',
    repository: 'https://github.com/mapbox/supercluster',
    description: 'Point clustering for the clustered occurrence tiles at low zoom levels.',
    tags: ['maps', 'clustering', 'occurrences'],
    links: [],
  },
  {
    id: 'pg-trgm',
    name: 'PostgreSQL pg_trgm',
    status: 'stable',
    language: 'C',
    repository: 'https://github.com/postgres/postgres',
    description: 'Trigram indexes behind the name searches (taxonomy, host plants, barcodes, literature).',
    tags: ['database', 'search'],
    links: [{ label: 'Documentation', href: 'https://www.postgresql.org/docs/current/pgtrgm.html' }],
  },
  {
    id: 'ncbi-datasets',
    name: 'NCBI Datasets CLI',
    status: 'active',
    language: 'Go',
    repository: 'https://github.com/ncbi/datasets',
    description:
      'Downloads genome assemblies and their metadata by accession; the genome list here comes from an NCBI Datasets table.',
    tags: ['genomes', 'download'],
    links: [{ label: 'NCBI Datasets', href: 'https://www.ncbi.nlm.nih.gov/datasets/' }],
  },
];

/** Where the shipped data comes from and where to read more. */
export const TOOL_RESOURCES: Schema<'Link'>[] = [
  { label: 'Lepitaxa (taxonomy and phylogeny references)', href: 'https://lepitaxa.github.io/' },
  { label: 'HOSTS database (Robinson et al., NHM London)', href: 'https://doi.org/10.5519/qd.bsucrxdz' },
  { label: 'BOLD Systems (barcodes)', href: 'https://www.boldsystems.org/' },
  { label: 'GBIF (occurrences)', href: 'https://www.gbif.org/' },
  { label: 'NCBI Datasets (genome assemblies)', href: 'https://www.ncbi.nlm.nih.gov/datasets/' },
  { label: 'Data sources and licences of this service', href: '/api/v1/about' },
  { label: 'API documentation', href: '/swagger/index.html' },
];
