// Genome assemblies: the filtered, faceted list, its tab-separated report (streamed) and the assembly detail (by slug or
// accession), mapped to the API's fields.
import { PassThrough, type Readable } from 'node:stream';
import pgPromise from 'pg-promise';
import { to as copyTo, type CopyToStreamQuery } from 'pg-copy-streams';
import type { Schema } from '../../generated/operations.js';
import type { Db } from '../database.js';
import { sql } from '../sql.js';
import {
  asciiFoldsAsLowerCase,
  containsPatterns,
  orderBy,
  safeOffset,
  valueCounts,
  type SortDirection,
  type ValueCount,
} from '../catalog-query.js';
import { buscoPainting, buscoQuality, type BuscoColumns, type PaintingRow } from './busco-quality.js';
import { createQueryCache } from '../query-cache.js';
import { unboundedTextScans, whenText, type TextScans } from '../text-scans.js';
import { readEachDetail } from '../each-detail.js';
import { createVersionedBuild } from '../versioned-build.js';
import { GenomeList, type GenomeListSourceRow } from './genome-list.js';
import { formatBases, NCBI_ASSEMBLY_PAGES, ncbiAssemblyPage, ncbiFileStem, ncbiFtpFolder, round } from './links.js';

export type GenomeSortBy = Schema<'GenomeSortBy'>;

/** API sort field → genome_catalog column (the only text that reaches ORDER BY). */
export const GENOME_SORT_COLUMNS: Record<GenomeSortBy, string> = {
  insectSpecies: 'verbatim_name',
  family: 'family',
  subfamily: 'subfamily',
  genus: 'genus',
  sizeMb: 'size_mb',
  n50Kb: 'scaffold_n50_kb',
  buscoCompletePct: 'busco_complete_pct',
  source: 'source',
};

/** What selects and orders assemblies, for a page of the list and for the report alike. */
export interface GenomeFilterParams {
  q: string | null;
  family: string | null;
  subfamily: string | null;
  source: string | null;
  hasBrowser: boolean | null;
  assemblyLevel: Schema<'AssemblyLevel'> | null;
  minBuscoCompletePct: number | null;
  minN50Kb: number | null;
  /** YYYY-MM-DD */
  releasedAfter: string | null;
  sortBy: GenomeSortBy;
  sortDirection: SortDirection;
}

export interface GenomeListParams extends GenomeFilterParams {
  limit: number;
  offset: number;
}

/** The list's query parameters as a handler or an export has them (validated by the contract, defaults applied). */
export interface GenomeQuery {
  q?: string;
  sortBy: GenomeSortBy;
  sortDirection: SortDirection;
  family?: string;
  subfamily?: string;
  source?: string;
  hasBrowser?: boolean;
  assemblyLevel?: Schema<'AssemblyLevel'>;
  minBuscoCompletePct?: number;
  minN50Kb?: number;
  releasedAfter?: string;
}

/** A filter value as applied: absent and empty mean "no filter" (null in the echo). */
function filterText(value: string | undefined): string | null {
  return value !== undefined && value.trim() !== '' ? value.trim() : null;
}

/** The filters as applied, `q` first (the list's echo shows the others in this order). */
export function genomeFilterParams(query: GenomeQuery): GenomeFilterParams {
  return {
    q: filterText(query.q),
    sortBy: query.sortBy,
    sortDirection: query.sortDirection,
    family: filterText(query.family),
    subfamily: filterText(query.subfamily),
    source: filterText(query.source),
    hasBrowser: query.hasBrowser ?? null,
    assemblyLevel: query.assemblyLevel ?? null,
    minBuscoCompletePct: query.minBuscoCompletePct ?? null,
    minN50Kb: query.minN50Kb ?? null,
    releasedAfter: query.releasedAfter ?? null,
  };
}

/** What the report may hold in memory per request beyond what its client has read: every assembly's row many times. */
const REPORT_BUFFER_BYTES = 8 * 1024 * 1024;

/** A GenBank or RefSeq assembly accession, with or without its version. */
const ACCESSION = /^(GC[AF]_\d{9})(\.\d+)?$/i;

export type GenomeListItem = Schema<'GenomeListItem'>;
export type GenomeDetail = Schema<'GenomeDetail'>;

export interface GenomeListResult {
  total: number;
  items: GenomeListItem[];
  facets: Schema<'GenomeFacets'>;
}

/** A genome_catalog row as list-genomes.sql gives it (numeric columns arrive as JSON numbers). */
export interface CatalogRow {
  id: string;
  verbatim_name: string;
  common_name: string | null;
  family: string | null;
  subfamily: string | null;
  genus: string | null;
  size_mb: number | null;
  scaffold_n50_kb: number | null;
  busco_complete_pct: number | null;
  source: string;
  accession: string;
  assembly_name: string | null;
  /** The contract's level, mapped by the genome_catalog view (db/migrations/013_genome_catalog_accessions.sql). */
  level: Schema<'AssemblyLevel'>;
  has_browser: boolean;
}

interface ListRow {
  total: number;
  items: CatalogRow[];
  families: ValueCount[];
  subfamilies: ValueCount[];
  sources: ValueCount[];
}

/** The genome_assembly columns get-genome.sql reads (numeric and int8 are parsed to numbers by db/database.ts). */
interface AssemblyRow extends CatalogRow, BuscoColumns {
  refseq_accession: string | null;
  gc_percent: number | null;
  gene_count_total: number | null;
  total_sequence_length: number | null;
  total_ungapped_length: number | null;
  contig_n50: number | null;
  contig_count: number | null;
  scaffold_count: number | null;
  chromosome_count: number | null;
  submitter: string | null;
  submission_date: Date | null;
  portal_contig_count: number | null;
  portal_scaffold_count: number | null;
  portal_contig_n50_mbp: number | null;
  wright_chromosome_number: number | null;
  wright_percent_in_chromosomes: number | null;
  wright_contig_n50_mb: number | null;
}

interface ChromosomeRow {
  name: string;
  sequence_accession: string;
  length_bp: number | null;
  gc_fraction: number | null;
  sort_order: number;
}

interface GeneRow {
  gene_id: string;
  symbol: string | null;
  seqid: string;
  start_pos: number;
  end_pos: number;
  strand: string | null;
  description: string | null;
}

interface BrowserRow {
  ref_name: string;
  region_start: number;
  region_end: number;
}

/** The loader derives the genus from the name; should it not parse, the name's first word is still the genus. */
function genusOf(r: CatalogRow): string {
  return r.genus ?? r.verbatim_name.split(' ')[0];
}

function listItem(r: CatalogRow): GenomeListItem {
  return {
    id: r.id,
    insectSpecies: r.verbatim_name,
    commonName: r.common_name,
    family: r.family,
    subfamily: r.subfamily,
    genus: genusOf(r),
    sizeMb: r.size_mb,
    n50Kb: r.scaffold_n50_kb,
    buscoCompletePct: r.busco_complete_pct,
    source: r.source,
    sourceUrl: ncbiAssemblyPage(r.accession),
    downloadUrl: ncbiFtpFolder(r.accession, r.assembly_name),
    assemblyAccession: r.accession,
    assemblyLevel: r.level,
    hasBrowser: r.has_browser,
  };
}

/**
 * FASTA always (when the folder is known); GFF only when NCBI lists an annotation (gene counts),
 * from the RefSeq copy when there is one (NCBI annotates RefSeq assemblies).
 */
function downloads(r: AssemblyRow): Schema<'GenomeDownload'>[] {
  const folder = ncbiFtpFolder(r.accession, r.assembly_name);
  if (!folder) return [];
  const stem = ncbiFileStem(folder);
  const files: Schema<'GenomeDownload'>[] = [
    { label: 'Genome sequence (NCBI)', format: 'FASTA', size: null, href: `${folder}${stem}_genomic.fna.gz` },
  ];
  const annotated = r.gene_count_total !== null && r.gene_count_total > 0;
  const annotationFolder = r.refseq_accession ? ncbiFtpFolder(r.refseq_accession, r.assembly_name) : folder;
  if (annotated && annotationFolder) {
    const annotationStem = ncbiFileStem(annotationFolder);
    files.push({
      label: 'Genome annotation (NCBI)',
      format: 'GFF3',
      size: null,
      href: `${annotationFolder}${annotationStem}_genomic.gff.gz`,
    });
  }
  return files;
}

function mbOrNull(bp: number | null): number | null {
  return bp === null ? null : round(bp / 1e6, 2);
}

function gene(g: GeneRow): Schema<'GenomeGene'> {
  return {
    geneId: g.gene_id,
    symbol: g.symbol,
    chromosome: g.seqid,
    start: g.start_pos,
    end: g.end_pos,
    strand: g.strand === '+' || g.strand === '-' ? g.strand : '.',
    description: g.description,
  };
}

function chromosome(c: ChromosomeRow): Schema<'GenomeChromosome'> {
  return {
    name: c.name,
    refName: c.sequence_accession,
    length: c.length_bp,
    gcContent: c.gc_fraction === null ? null : round(c.gc_fraction * 100, 2),
    sortOrder: c.sort_order,
  };
}

function browserOf(r: AssemblyRow, browser: BrowserRow | null): Schema<'GenomeBrowser'> {
  return (
    browser && {
      datasetLabel: r.assembly_name ? `${r.verbatim_name} (${r.assembly_name})` : r.verbatim_name,
      assemblyName: r.assembly_name ?? r.accession,
      refName: browser.ref_name,
      regionStart: browser.region_start,
      regionEnd: browser.region_end,
      defaultLocation: `${browser.ref_name}:${browser.region_start}..${browser.region_end}`,
    }
  );
}

/** Contig N50 in bp: NCBI's, else the portal's, else Wright et al. 2024's (given in Mb to two decimals). */
function contigN50(r: AssemblyRow): number | null {
  const mbp = r.portal_contig_n50_mbp ?? r.wright_contig_n50_mb;
  return r.contig_n50 ?? (mbp === null ? null : mbp * 1e6);
}

function detail(
  r: AssemblyRow,
  chromosomes: ChromosomeRow[],
  genes: GeneRow[],
  browser: BrowserRow | null,
  painting: PaintingRow[],
): GenomeDetail {
  const contigN50Bp = contigN50(r);
  const quality = buscoQuality(r);
  const scaffoldN50Bp = r.scaffold_n50_kb === null ? null : r.scaffold_n50_kb * 1e3;
  const gapBp =
    r.total_sequence_length !== null && r.total_ungapped_length !== null
      ? r.total_sequence_length - r.total_ungapped_length
      : null;
  return {
    id: r.id,
    family: r.family,
    subfamily: r.subfamily,
    insectSpecies: r.verbatim_name,
    genus: genusOf(r),
    commonName: r.common_name,
    n50: formatBases(scaffoldN50Bp),
    busco: r.busco_complete_pct === null ? null : `${r.busco_complete_pct}%`,
    source: r.source,
    sourceUrl: ncbiAssemblyPage(r.accession),
    assembly: {
      accession: r.accession,
      assemblyLevel: r.level,
      genomeSizeMb: r.size_mb,
      scaffoldCount: r.scaffold_count ?? r.portal_scaffold_count,
      contigCount: r.contig_count ?? r.portal_contig_count,
      gcContent: r.gc_percent,
      // NCBI's count; Wright et al. 2024's number is its own field (the two differ, e.g. by one, for 70 assemblies)
      chromosomeCount: r.chromosome_count,
      chromosomeNumber: r.wright_chromosome_number,
      percentInChromosomes: r.wright_percent_in_chromosomes,
      scaffoldN50: formatBases(scaffoldN50Bp),
      contigN50: formatBases(contigN50Bp),
      totalGapLengthMb: mbOrNull(gapBp),
      annotationMethod: null, // no source names the annotation method
      submitter: r.submitter,
      submissionDate: r.submission_date === null ? null : isoDate(r.submission_date),
    },
    quality,
    buscoPainting: buscoPainting(quality, painting),
    genes: genes.map(gene),
    chromosomes: chromosomes.map(chromosome),
    browser: browserOf(r, browser),
    downloads: downloads(r),
    publications: [], // the shipped data links no publication to an assembly
  };
}

/** A `date` column as YYYY-MM-DD (pg gives a local-midnight Date). */
function isoDate(value: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
}

/**
 * `dataVersion`: the loaded data version (core/data-version.ts), the key of the kept list answers. `textScans`: the
 * bound on the lists with `q` that the in-memory list leaves to the SQL (db/text-scans.ts); default none.
 */
export function createGenomesRepo(
  db: Db,
  dataVersion: () => Promise<string | null>,
  textScans: TextScans = unboundedTextScans,
) {
  const cache = createQueryCache({ max: 500, versionTtlMs: 2000, version: dataVersion });

  /** The assemblies the filters select, each tagged with its facet filters (genome-match.sql), as SQL text. */
  function matching(p: GenomeFilterParams): string {
    return pgPromise.as.format(sql('genomes/genome-match.sql'), {
      patterns: containsPatterns(p.q),
      family: p.family,
      subfamily: p.subfamily,
      source: p.source,
      hasBrowser: p.hasBrowser,
      assemblyLevel: p.assemblyLevel,
      minBuscoCompletePct: p.minBuscoCompletePct,
      minN50Kb: p.minN50Kb,
      releasedAfter: p.releasedAfter,
    });
  }

  /** The report's SELECT (genome-report.sql) for the filters, as SQL text. */
  function reportQuery(p: GenomeFilterParams): string {
    return pgPromise.as.format(sql('genomes/genome-report.sql'), {
      tagged: matching(p),
      pageUrl: NCBI_ASSEMBLY_PAGES,
      orderBy: orderBy(`t.${GENOME_SORT_COLUMNS[p.sortBy]}`, p.sortDirection, 't.id'),
    });
  }

  async function queryList(p: GenomeListParams): Promise<GenomeListResult> {
    const row = await db.one<ListRow>(sql('genomes/list-genomes.sql'), {
      tagged: matching(p),
      orderBy: orderBy(GENOME_SORT_COLUMNS[p.sortBy], p.sortDirection),
      limit: p.limit,
      offset: safeOffset(p.offset),
    });
    return {
      total: row.total,
      items: row.items.map(listItem),
      facets: {
        families: valueCounts(row.families),
        subfamilies: valueCounts(row.subfamilies),
        sources: valueCounts(row.sources),
      },
    };
  }

  /** The slug of the assembly an accession names (the latest version when it has none); null when none does. */
  async function slugOf(accession: string): Promise<string | null> {
    const match = ACCESSION.exec(accession);
    if (!match) return null;
    const normalised = `${match[1].toUpperCase()}${match[2] ?? ''}`;
    const row = await db.oneOrNone<{ id: string }>(sql('genomes/resolve-accession.sql'), {
      accession: normalised,
      unversioned: match[2] === undefined,
    });
    return row?.id ?? null;
  }

  /** One assembly's detail from the database: five queries, the four parts in parallel on pooled connections. */
  async function queryDetail(idOrAccession: string): Promise<GenomeDetail | null> {
    const id = ACCESSION.test(idOrAccession) ? await slugOf(idOrAccession) : idOrAccession;
    if (id === null) return null;
    const row = await db.oneOrNone<AssemblyRow>(sql('genomes/get-genome.sql'), { id });
    if (!row) return null;
    const [chromosomes, genes, browser, painting] = await Promise.all([
      db.any<ChromosomeRow>(sql('genomes/genome-chromosomes.sql'), { id }),
      db.any<GeneRow>(sql('genomes/genome-genes.sql'), { id }),
      db.oneOrNone<BrowserRow>(sql('genomes/genome-browser.sql'), { id }),
      db.any<PaintingRow>(sql('genomes/genome-busco-painting.sql'), { id }),
    ]);
    return detail(row, chromosomes, genes, browser, painting);
  }

  /**
   * Every assembly's detail, by slug, built once per data version by the same queries, one assembly at a time (the
   * warm-up leaves the pool to users): ~1,550 details, a few MB. A detail costs ~3 ms of PostgreSQL planning and
   * execution per request otherwise, and a visitor walking the catalog asks for each once (issue 26's long tail).
   */
  const allDetails = createVersionedBuild(async () =>
    readEachDetail(
      (await db.any<{ id: string }>(sql('genomes/genome-ids.sql'))).map((r) => r.id),
      queryDetail,
    ),
  );

  /** The list of the loaded data version in memory, built once per version. */
  const inMemory = createVersionedBuild(async () => {
    const [rows, asciiFolds] = await Promise.all([
      db.any<GenomeListSourceRow>(sql('genomes/genome-list-source.sql')),
      asciiFoldsAsLowerCase(db),
    ]);
    return new GenomeList(rows, GENOME_SORT_COLUMNS, listItem, asciiFolds);
  });

  return {
    /** Builds the in-memory list of the loaded data version (the warm-up runs it); how many assemblies it holds. */
    async warmList(): Promise<number> {
      const version = await dataVersion();
      return version === null ? 0 : (await inMemory.of(version)).size;
    },

    /**
     * From memory once its list is built (while it is, and for what it leaves to the SQL, from the SQL, cached per
     * data version: the same parameters always give the same answer until a reload).
     */
    async list(p: GenomeListParams): Promise<GenomeListResult> {
      const version = await dataVersion();
      const fromMemory = version === null ? null : inMemory.ready(version)?.list(p, GENOME_SORT_COLUMNS[p.sortBy]);
      return fromMemory ?? cache.get(`list:${JSON.stringify(p)}`, () => whenText(textScans, p.q, () => queryList(p)));
    },

    /** list() answered by list-genomes.sql. */
    listSql: queryList,

    /**
     * Every assembly the filters select, in the list's order, as a tab-separated report with a header line, streamed
     * from PostgreSQL (COPY … TO STDOUT) on a connection of its own. The stream is buffered up to REPORT_BUFFER_BYTES
     * (the whole report: ~250 KB), so a client that reads slowly never holds the pooled connection: it is released as
     * soon as PostgreSQL has sent the last row, or when the client goes away first.
     */
    async report(p: GenomeFilterParams): Promise<Readable> {
      const query = reportQuery(p);
      const connection = await db.connect();
      // pg returns the stream it was given for a Submittable; its typings only know the promise overloads
      const stream = connection.client.query(
        copyTo(`COPY (${query}) TO STDOUT WITH (FORMAT text, HEADER true, NULL '')`),
      ) as unknown as CopyToStreamQuery;
      let released = false;
      const release = (broken: boolean) => {
        if (released) return;
        released = true;
        // a COPY cut short leaves the connection mid-protocol: it is closed rather than given back to the pool
        void connection.done(broken);
      };
      stream.once('end', () => release(false));
      stream.once('error', () => release(true));
      stream.once('close', () => release(!stream.readableEnded));
      const buffered = new PassThrough({ highWaterMark: REPORT_BUFFER_BYTES });
      stream.once('error', (error) => buffered.destroy(error));
      buffered.once('close', () => {
        if (!stream.readableEnded) stream.destroy();
      });
      return stream.pipe(buffered);
    },

    /**
     * The report's rows (an export's records): its column names, and every value as text exactly as the report
     * writes it (PostgreSQL's own output of each type, not parsed), null where the report has an empty field.
     */
    async reportRows(p: GenomeFilterParams): Promise<{ columns: string[]; rows: Record<string, string | null>[] }> {
      const connection = await db.connect();
      try {
        const result = await connection.client.query<Record<string, string | null>>({
          text: reportQuery(p),
          types: { getTypeParser: () => (value: string) => value },
        });
        return { columns: result.fields.map((field) => field.name), rows: result.rows };
      } finally {
        void connection.done();
      }
    },

    /** Per data source: the report's assemblies it gives a value to, and those whose own source it is. */
    reportSources(p: GenomeFilterParams): Promise<{ source_id: string; records: number; own: number }[]> {
      return db.any(sql('genomes/genome-report-sources.sql'), { tagged: matching(p) });
    },

    /** Builds every assembly's detail of the loaded data version (the warm-up runs it); how many it holds. */
    async warmDetails(): Promise<number> {
      const version = await dataVersion();
      return version === null ? 0 : (await allDetails.of(version)).size;
    },

    /** From memory once the warm-up has built every detail; until then (or without a warm-up) from the SQL, cached. */
    async detail(idOrAccession: string): Promise<GenomeDetail | null> {
      const version = await dataVersion();
      const all = version === null ? null : allDetails.built(version);
      if (!all) return cache.get(`detail:${idOrAccession}`, () => queryDetail(idOrAccession));
      const id = ACCESSION.test(idOrAccession) ? await slugOf(idOrAccession) : idOrAccession;
      return id === null ? null : (all.get(id) ?? null);
    },
  };
}

export type GenomesRepo = ReturnType<typeof createGenomesRepo>;
