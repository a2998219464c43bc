// Unit tests of the dataset loader's pure parts: readers, parsers, name resolution, value encoding,
// on small inline inputs and on real files of data/.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../config.js';
import { parseAsciiGrid } from '../../db/niche/ascii-grid.js';
import { parseBuscoSummary } from '../../db/genomes/busco-notation.js';
import { encodeCopyRow, encodeCopyValue } from '../../db/load/copy.js';
import { countryCodeForName } from '../../db/distributions/countries.js';
import { countBases, headerFields, headerKeyValues, parseFasta } from '../../db/load/fasta.js';
import { FILE } from '../../db/load/files.js';
import { toWebMercator } from '../../db/distributions/geo.js';
import { exonerateFeatures, splitSpeciesBlocks } from '../../db/genomes/load-features.js';
import { firstAttribute, parseGff, parseGffAttributes } from '../../db/genomes/gff.js';
import { prefixedUniqueIds } from '../../db/load/ids.js';
import { authorsFromCitation, literatureId, normaliseDoi, splitVolumeIssue } from '../../db/literature/load.js';
import { nameParts } from '../../db/load/names.js';
import { isoDate, monthNumber } from '../../db/distributions/load.js';
import {
  assignDatasetIds,
  conditionOf,
  datasetTypeOfAssay,
  insdcText,
  sraRun,
  tissueLabel,
} from '../../db/omics/load.js';
import { parsePdbHeader } from '../../db/proteins/pdb.js';
import { parseDelimited, parseDelimitedRows, readDataFile, readTable } from '../../db/load/read.js';
import { NameLinker, NameResolver } from '../../db/load/resolve-names.js';
import { genomeSlug, slugify } from '../../db/load/slug.js';
import { parseSourcesLicences } from '../../db/load/sources.js';
import { int, num, text } from '../../db/load/values.js';

const DATA = join(PROJECT_ROOT, 'data');

describe('CSV/TSV reader', () => {
  it('reads RFC 4180 quoting: delimiters, doubled quotes and line breaks inside quotes', () => {
    const rows = parseDelimitedRows('a,b,c\n"x, y","say ""hi""","two\nlines"\n');
    expect(rows).toEqual([
      ['a', 'b', 'c'],
      ['x, y', 'say "hi"', 'two\nlines'],
    ]);
  });

  it('handles CRLF, a byte-order mark, empty fields and a missing final newline', () => {
    expect(parseDelimitedRows('\ufeffa,b\r\n1,\r\n,2')).toEqual([
      ['a', 'b'],
      ['1', ''],
      ['', '2'],
    ]);
  });

  it('reads TSV without quote handling, so bare quotes stay literal', () => {
    expect(parseDelimitedRows('a\tb\n"x\ty"z\n', '\t', false)).toEqual([
      ['a', 'b'],
      ['"x', 'y"z'],
    ]);
  });

  it('keys records by header, renames repeated column names instead of losing them', () => {
    const records = parseDelimited('run,sample_name,sample_name\nSRR1,SAMN1,file.fastq\n\n');
    expect(records).toEqual([{ run: 'SRR1', sample_name: 'SAMN1', 'sample_name#2': 'file.fastq' }]);
  });

  it('refuses a row whose field count differs from the header', () => {
    expect(() => parseDelimited('a,b\n1,2,3\n')).toThrow(/3 fields, the header 2/);
  });

  it('reads a real gzipped CSV of data/ with the row count SOURCES.md states', () => {
    const synonyms = readTable(DATA, FILE.lepitaxaSynonyms);
    expect(synonyms).toHaveLength(16551);
    expect(synonyms[0]).toEqual({
      accepted_id: '8',
      accepted_name: 'Papilionoidea',
      synonym: 'Hedyloidea',
      synonym_type: 'sh',
    });
  });

  it('reads a real TSV of data/', () => {
    const chromosomes = readTable(DATA, FILE.dtolChromosomes);
    expect(chromosomes).toHaveLength(2082);
    expect(chromosomes[0]).toMatchObject({ species_code: 'MegAlbu', species: 'Meganola albula', chromosome: '1' });
  });
});

describe('cell values', () => {
  it('turns empty cells and source null tokens into null, never into a guess', () => {
    expect(text('  x ')).toBe('x');
    expect(text('')).toBeNull();
    expect(text('NA')).toBe('NA'); // 'NA' is Namibia unless a source declares it as its null token
    expect(text('NA', ['', 'NA'])).toBeNull();
    expect(num('3.5')).toBe(3.5);
    expect(int('600.0')).toBe(600);
    expect(() => num('#VALUE!')).toThrow(/not a number/);
    expect(() => int('2.5')).toThrow(/not an integer/);
  });
});

describe('FASTA', () => {
  it('joins multi-line sequences and keeps headers verbatim', () => {
    const records = parseFasta('junk\n>A1|Dendrolimus punctatus|Lasiocampidae\nACGT\nAC-GN\n\n>B2|x\nTT\n');
    expect(records).toEqual([
      { header: 'A1|Dendrolimus punctatus|Lasiocampidae', sequence: 'ACGTAC-GN' },
      { header: 'B2|x', sequence: 'TT' },
    ]);
  });

  it('splits header fields and key=value fields', () => {
    const fields = headerFields('BHS170801.S6|unknown||lon=115.5576|lat=39.85411');
    expect(fields).toEqual(['BHS170801.S6', 'unknown', '', 'lon=115.5576', 'lat=39.85411']);
    expect(headerKeyValues(fields).get('lat')).toBe('39.85411');
  });

  it('counts bases without gaps and N (ambiguity codes count)', () => {
    expect(countBases('AC-GT..NnRY')).toBe(6);
  });

  it('reads the real IOdatabase barcode FASTA', () => {
    const records = parseFasta(readDataFile(DATA, FILE.iodatabaseCoiFasta));
    expect(records).toHaveLength(34420);
    expect(headerFields(records[0].header).slice(0, 3)).toEqual(['RVcoll14V800', 'Spialia doris', 'EULEP4657-16']);
  });
});

describe('GFF', () => {
  it('parses GFF3 attributes with percent-decoding and repeated keys', () => {
    expect(parseGffAttributes('ID=busco_1;Name=7608at7088;description=a%3Bb;Parent=x;Parent=y')).toEqual({
      ID: 'busco_1',
      Name: '7608at7088',
      description: 'a;b',
      Parent: ['x', 'y'],
    });
  });

  it('parses GFF2 (exonerate) attributes', () => {
    const attributes = parseGffAttributes('gene_id 0 ; sequence PapMach|LWS4 ; gene_orientation + ; splice_site "GT"');
    expect(attributes).toEqual({ gene_id: '0', sequence: 'PapMach|LWS4', gene_orientation: '+', splice_site: 'GT' });
    expect(firstAttribute(attributes, 'sequence')).toBe('PapMach|LWS4');
  });

  it('skips comments and directives, keeps line numbers, reads "." as null', () => {
    const features = parseGff('##gff-version 3\n# note\nchr1\tsrc\tgene\t10\t20\t.\t-\t.\tID=g1\n');
    expect(features).toEqual([
      {
        seqid: 'chr1',
        source: 'src',
        type: 'gene',
        start: 10,
        end: 20,
        score: null,
        strand: '-',
        phase: null,
        attributes: { ID: 'g1' },
        lineNumber: 3,
      },
    ]);
  });

  it('splits the real opsin GFF per species and gives every exonerate gene its own id', () => {
    const blocks = splitSpeciesBlocks(readDataFile(DATA, FILE.opsinGeneModels));
    expect(blocks.map((block) => block.code)).toEqual(['PapMach', 'PieRapa', 'VanAtal']);
    const owner = {
      assemblyAccession: null,
      speciesCode: 'PapMach',
      verbatimName: 'Papilio machaon',
      taxonId: null,
      sourceId: 's',
    };
    const features = exonerateFeatures(blocks[0], owner);
    const genes = features.filter((feature) => feature.type === 'gene');
    expect(new Set(genes.map((gene) => gene.gene_id)).size).toBe(genes.length);
    expect(genes[0]).toMatchObject({ gene_id: 'PapMach_opsin_1', symbol: 'LWS4', seqid: 'OU538768.1' });
    expect(features.every((feature) => feature.gene_id !== null)).toBe(true);
  });
});

describe('name normalisation and resolution', () => {
  const taxa = [
    { id: 1, name: 'Papilio machaon', rank: 'species' },
    { id: 2, name: 'Papilio machaon gorganus', rank: 'subspecies' },
    { id: 3, name: 'Papilio', rank: 'genus' },
    { id: 4, name: 'Papilio thuraui', rank: 'segregate' },
    { id: 5, name: 'Papilio thuraui', rank: 'species' },
    { id: 6, name: 'Agriades optilete', rank: 'species' },
    { id: 7, name: 'Papilio × hospitonoides', rank: 'species' },
    { id: 8, name: 'Bombyx mori', rank: 'species' },
    { id: 9, name: 'Lasiocampidae', rank: 'family' },
  ];
  const resolver = new NameResolver(
    taxa,
    [{ taxonId: 1, name: 'Papilio sphyrus' }],
    [{ from: 'Albulina_optilete', to: 'Agriades_optilete' }],
  );
  const resolve = (name: string) => resolver.resolve(name);

  it('splits names: underscores, parentheses, authorship, upper case, qualifiers', () => {
    expect(nameParts('Iphiclides_podalirius')).toEqual({
      genus: 'Iphiclides',
      epithets: ['podalirius'],
      uncertain: false,
    });
    expect(nameParts('Maniola hyperantus (syn. Aphantopus hyperantus)')?.epithets).toEqual(['hyperantus']);
    expect(nameParts('Nymphalis xanthomelas Denis & Schiffermüller, 1775')?.epithets).toEqual(['xanthomelas']);
    expect(nameParts('BOMBYX MORI')).toEqual({ genus: 'Bombyx', epithets: ['mori'], uncertain: false });
    // a virus named after its host is not the host
    expect(nameParts('Helicoverpa armigera nucleopolyhedrovirus')).toBeNull();
    expect(nameParts('insect gut metagenome')).toBeNull();
    expect(nameParts('Celaenorrhinus cf. opalinus JZ-2019')).toEqual({
      genus: 'Celaenorrhinus',
      epithets: [],
      uncertain: true,
    });
    expect(nameParts('Helicoverpa assulta x Helicoverpa armigera')).toBeNull();
    expect(nameParts('unknown')).toBeNull();
  });

  it('resolves exact names, case and whitespace aside', () => {
    expect(resolve('papilio  MACHAON')).toEqual({ taxonId: 1, match: 'exact' });
    expect(resolve('Papilio × hospitonoides')?.taxonId).toBe(7);
    expect(resolve('BOMBYX MORI')?.taxonId).toBe(8);
    expect(resolve('Lasiocampidae')?.taxonId).toBe(9);
  });

  it('prefers the species over its segregate of the same name', () => {
    expect(resolve('Papilio thuraui')?.taxonId).toBe(5);
  });

  it('resolves synonyms and IOdatabase mappings', () => {
    expect(resolve('Papilio sphyrus')).toEqual({ taxonId: 1, match: 'synonym' });
    expect(resolve('Albulina optilete')).toEqual({ taxonId: 6, match: 'mapped-synonym' });
  });

  it('keeps a known subspecies, reduces an unknown trinomial to its species', () => {
    expect(resolve('Papilio machaon gorganus')?.taxonId).toBe(2);
    expect(resolve('Papilio machaon britannicus')).toEqual({ taxonId: 1, match: 'species-of-infraspecific' });
  });

  it('resolves uncertain names only to the genus, and never guesses a missing species', () => {
    expect(resolve('Papilio sp. 3')).toEqual({ taxonId: 3, match: 'genus-of-uncertain' });
    expect(resolve('Papilio unknownus')).toBeNull();
    expect(resolve('Helicoverpa assulta x Helicoverpa armigera')).toBeNull();
  });

  it('reports every unresolved name per source with counts and examples', () => {
    const linker = new NameLinker(resolver);
    expect(linker.taxonId('src', 'Nope nope', 'Papilio machaon')).toBe(1);
    expect(linker.taxonId('src', 'Nope nope')).toBeNull();
    expect(linker.taxonId('src', 'Nope nope')).toBeNull();
    expect(linker.taxonId('src', 'Other thing')).toBeNull();
    expect(linker.taxonId('src', 'unknown', '')).toBeNull();
    expect(linker.unresolvedSummary()).toEqual({
      src: { count: 3, names: 2, examples: ['Nope nope', 'Other thing'], unnamed: 1 },
    });
  });
});

describe('BUSCO notation', () => {
  it('parses the usual form', () => {
    expect(parseBuscoSummary('C:98.5 [S:97, D:1.5], F:0.5, M:0.9, n:5286')).toEqual({
      complete: 98.5,
      single: 97,
      duplicated: 1.5,
      fragmented: 0.5,
      missing: 0.9,
      markers: 5286,
    });
  });

  it('parses the irregular separators a source uses', () => {
    expect(parseBuscoSummary('C:97.8 [S:97.8 D:0.01], F:0.003, M:0.01, n:5286')).toMatchObject({
      single: 97.8,
      duplicated: 0.01,
    });
    expect(parseBuscoSummary('C:90.1%[S:89.0%,D:1.1%],F:2.0%,M:7.9%,n:1367')).toMatchObject({
      complete: 90.1,
      missing: 7.9,
      markers: 1367,
    });
  });
});

describe('slugs and ids', () => {
  it('builds readable slugs', () => {
    expect(slugify('Bombyx mori')).toBe('bombyx-mori');
    expect(slugify('Schuppenflügler × (Test)')).toBe('schuppenflugler-test');
    expect(genomeSlug('Bombyx mori', 'GCA_030269925.2')).toBe('bombyx-mori-gca-030269925-2');
  });

  it('suffixes every member of a repeated source id', () => {
    expect(prefixedUniqueIds('iodb', ['a', 'b', 'a'])).toEqual(['iodb:a~1', 'iodb:b', 'iodb:a~2']);
  });

  it('derives stable digit literature ids and normalises DOIs', () => {
    expect(literatureId('doi:10.1098/rspb.2010.0392')).toMatch(/^\d+$/);
    expect(literatureId('doi:10.1098/rspb.2010.0392')).toBe(literatureId('doi:10.1098/rspb.2010.0392'));
    expect(normaliseDoi('https://doi.org/10.1371/Journal.PONE.0058568')).toBe('10.1371/journal.pone.0058568');
    expect(splitVolumeIssue('25(1)')).toEqual({ volume: '25', issue: '1' });
    expect(splitVolumeIssue('102')).toEqual({ volume: '102', issue: null });
    expect(authorsFromCitation('Mutanen et al., 2010')).toBe('Mutanen et al.');
  });

  it('groups runs into datasets by type, organism, BioProject and condition', () => {
    const base = sraRun({
      run: 'SRR1',
      assay_type: 'RNA-Seq',
      organism: 'Helicoverpa armigera',
      bioproject: 'PRJNA1',
      tissue: 'Gut',
      sex: 'missing',
    });
    const other = { ...base, id: 'SRR2', tissue: 'Fat body', condition: 'Fat body' };
    const same = { ...base, id: 'SRR3' };
    const runs = [base, other, same];
    assignDatasetIds(runs);
    // tissue labels are normalised (issue 17): 'Gut' is 'gut'
    expect(base.condition).toBe('gut');
    expect(base.tissue).toBe('gut');
    expect(['Whole body', 'whole body', 'holl body', 'WHOLE ORGANISM', ' whole  insect '].map(tissueLabel)).toEqual(
      Array(5).fill('whole body'),
    );
    expect(tissueLabel('Malpighian Tubules')).toBe('Malpighian tubules');
    expect(tissueLabel('larva tissue sample / DNA_K_BC05')).toBe('larva tissue sample / DNA_K_BC05');
    expect(tissueLabel('legs\\, abdomen')).toBe('legs, abdomen');
    expect(tissueLabel(null)).toBeNull();
    expect(runs.map((run) => run.dataset_id)).toEqual([
      'transcriptome-helicoverpa-armigera-prjna1-gut',
      'transcriptome-helicoverpa-armigera-prjna1-fat-body',
      'transcriptome-helicoverpa-armigera-prjna1-gut',
    ]);
    expect(insdcText('not collected', 'missing: control sample', 'larva')).toBe('larva');
    expect(conditionOf({ tissue: null, dev_stage: 'adult', sex: 'female', treatment: null })).toBe('adult / female');
    expect(datasetTypeOfAssay('WGS')).toBe('population-genome');
    expect(datasetTypeOfAssay('AMPLICON')).toBeNull();
  });
});

describe('occurrence helpers', () => {
  it('reformats dates only when complete', () => {
    expect(monthNumber('march')).toBe(3);
    expect(isoDate(2024, 3, 15)).toBe('2024-03-15');
    expect(isoDate(2024, null, 15)).toBeNull();
  });

  it('maps only unambiguous IOdatabase country names', () => {
    expect(countryCodeForName('United_kingdom')).toBe('GB');
    expect(countryCodeForName('Marocco')).toBe('MA');
    expect(countryCodeForName('Northern Cyprus')).toBeNull();
    expect(countryCodeForName('rapae')).toBeNull();
  });

  it('projects to Web Mercator and clamps beyond ±85.05°', () => {
    const [x, y] = toWebMercator(0, 0);
    expect(x).toBeCloseTo(0, 6);
    expect(y).toBeCloseTo(0, 6);
    expect(toWebMercator(0, 180)[0]).toBeCloseTo(20037508.34, 1);
    expect(toWebMercator(89, 0)[1]).toBeCloseTo(toWebMercator(85.0511287798066, 0)[1], 3);
  });
});

describe('COPY encoding', () => {
  it('escapes separators, writes \\N for null, arrays and JSON', () => {
    expect(encodeCopyValue(null)).toBe('\\N');
    expect(encodeCopyValue('a\tb\nc\\d')).toBe('a\\tb\\nc\\\\d');
    expect(encodeCopyValue(true)).toBe('t');
    expect(encodeCopyValue(['x "y"', null, 'a,b'])).toBe('{"x \\\\"y\\\\"",NULL,"a,b"}');
    expect(encodeCopyValue({ k: 'v\n' })).toBe('{"k":"v\\\\n"}');
    expect(encodeCopyValue([{ chain: 'A' }])).toBe('[{"chain":"A"}]');
    expect(encodeCopyRow([1, 'x', null])).toBe('1\tx\t\\N\n');
    expect(() => encodeCopyValue(Number.NaN)).toThrow();
  });
});

describe('PDB, ASCII grid and SOURCES.md on real files', () => {
  it('reads bombyxin-II chains from SEQRES, modified residues mapped to their parent', () => {
    const header = parsePdbHeader(readDataFile(DATA, FILE.bombyxinPdb));
    expect(header.pdbId).toBe('1BOM');
    expect(header.organismScientific).toBe('BOMBYX MORI');
    expect(header.title).toContain('INSULIN-RELATED BRAIN-SECRETORY PEPTIDE');
    expect(header.chains.map((chain) => [chain.chain, chain.length])).toEqual([
      ['A', 20],
      ['B', 28],
    ]);
    expect(header.chains[1].sequence.startsWith('QQPQ')).toBe(true); // PCA (pyroglutamate) → Q
    expect(header.journalDoi).toBe('10.1006/JMBI.1995.0588');
  });

  it('reads the ETOPO5 ASCII grid', () => {
    const grid = parseAsciiGrid(readDataFile(DATA, FILE.etopoGrid));
    expect([grid.ncols, grid.nrows, grid.cellsize, grid.xllcorner, grid.yllcorner]).toEqual([720, 360, 0.5, -180, -90]);
    expect(grid.values).toHaveLength(720 * 360);
  });

  it('parses small ASCII grids with NODATA', () => {
    const grid = parseAsciiGrid('ncols 2\nnrows 1\nxllcorner 0\nyllcorner 0\ncellsize 1\nNODATA_value -9\n5 -9\n');
    expect(grid.values).toEqual([5, null]);
  });

  it('finds every loaded file and its licence in data/SOURCES.md', () => {
    const licences = parseSourcesLicences(readDataFile(DATA, 'SOURCES.md'));
    for (const file of Object.values(FILE)) expect(licences.has(file), file).toBe(true);
    expect(licences.get(FILE.lepitaxaTaxa)).toBe('CC0 1.0 (licence.md in repo)');
  });
});
