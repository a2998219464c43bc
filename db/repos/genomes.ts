// Genome assemblies: the filtered, faceted list and the assembly detail, mapped to the API's fields.
import type { components } from '../../generated/api.js';
import type { Db } from '../database.js';
import { sql } from '../sql.js';
import { createGeneralRepo } from './general.js';
import {
  containsPatterns,
  orderBy,
  safeOffset,
  valueCounts,
  type SortDirection,
  type ValueCount,
} from './catalog-query.js';
import { createQueryCache } from './query-cache.js';
import { assemblyLevel, formatBases, ncbiAssemblyPage, ncbiFileStem, ncbiFtpFolder, round } from './genome-links.js';

export type GenomeSortBy =
  'insectSpecies' | 'family' | 'subfamily' | 'genus' | 'sizeMb' | 'n50Kb' | 'buscoCompletePct' | 'source';

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

export interface GenomeListParams {
  q: string | null;
  family: string | null;
  subfamily: string | null;
  source: string | null;
  hasBrowser: boolean | null;
  sortBy: GenomeSortBy;
  sortDirection: SortDirection;
  limit: number;
  offset: number;
}

/** The contract's list item (generated from openapi/). */
export type GenomeListItem = components['schemas']['GenomeListItem'];

export interface GenomeListResult {
  total: number;
  items: GenomeListItem[];
  facets: { families: ValueCount[]; subfamilies: ValueCount[]; sources: ValueCount[] };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows of the hand-written SQL, mapped field by field below
type Row = Record<string, any>;

function listItem(r: Row): GenomeListItem {
  return {
    id: r.id,
    insectSpecies: r.verbatim_name,
    commonName: r.common_name,
    family: r.family,
    subfamily: r.subfamily,
    genus: r.genus,
    sizeMb: r.size_mb === null ? null : Number(r.size_mb),
    n50Kb: r.scaffold_n50_kb === null ? null : Number(r.scaffold_n50_kb),
    buscoCompletePct: r.busco_complete_pct === null ? null : Number(r.busco_complete_pct),
    source: r.source,
    sourceUrl: ncbiAssemblyPage(r.accession),
    downloadUrl: ncbiFtpFolder(r.accession, r.assembly_name),
    assemblyAccession: r.accession,
    assemblyLevel: assemblyLevel(r.assembly_level),
    hasBrowser: r.has_browser,
  };
}

function buscoCount(pct: number | null, count: number | null) {
  return { percentage: Number(pct), count: count === null ? null : Number(count) };
}

/** The BUSCO notation (C:…%[S:…%,D:…%],F:…%,M:…%,n:…) of stored percentages. */
function buscoNotation(r: Row): string {
  return `C:${r.busco_complete_pct}%[S:${r.busco_single_pct}%,D:${r.busco_duplicated_pct}%],F:${r.busco_fragmented_pct}%,M:${r.busco_missing_pct}%,n:${r.busco_markers}`;
}

function quality(r: Row) {
  if (r.busco_complete_pct === null || r.busco_markers === null) return null;
  return {
    summary: r.busco_summary ?? buscoNotation(r),
    complete: buscoCount(r.busco_complete_pct, r.busco_complete_count),
    singleCopy: buscoCount(r.busco_single_pct, r.busco_single_count),
    duplicated: buscoCount(r.busco_duplicated_pct, r.busco_duplicated_count),
    fragmented: buscoCount(r.busco_fragmented_pct, r.busco_fragmented_count),
    missing: buscoCount(r.busco_missing_pct, r.busco_missing_count),
    markers: r.busco_markers,
    lineageDataset: r.busco_lineage,
    buscoVersion: r.busco_version,
    // neither source states the BUSCO mode or gene predictor
    mode: null,
    genePredictor: null,
  };
}

/**
 * FASTA always (when the folder is known); GFF only when NCBI lists an annotation (gene counts),
 * from the RefSeq copy when there is one (NCBI annotates RefSeq assemblies).
 */
function downloads(r: Row) {
  const folder = ncbiFtpFolder(r.accession, r.assembly_name);
  if (!folder) return [];
  const stem = ncbiFileStem(folder);
  const files = [
    { label: 'Genome sequence (NCBI)', format: 'FASTA', size: null, href: `${folder}${stem}_genomic.fna.gz` },
  ];
  const annotated = r.gene_count_total !== null && Number(r.gene_count_total) > 0;
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
  return bp === null ? null : round(Number(bp) / 1e6, 2);
}

function detail(r: Row, chromosomes: Row[], genes: Row[], browser: Row | null) {
  const contigN50Bp = r.contig_n50 ?? (r.portal_contig_n50_mbp === null ? null : Number(r.portal_contig_n50_mbp) * 1e6);
  const scaffoldN50Bp = r.scaffold_n50_kb === null ? null : Number(r.scaffold_n50_kb) * 1e3;
  const gapBp =
    r.total_sequence_length !== null && r.total_ungapped_length !== null
      ? r.total_sequence_length - r.total_ungapped_length
      : null;
  return {
    id: r.id,
    family: r.family,
    subfamily: r.subfamily,
    insectSpecies: r.verbatim_name,
    genus: r.genus,
    commonName: r.common_name,
    n50: formatBases(scaffoldN50Bp),
    busco: r.busco_complete_pct === null ? null : `${Number(r.busco_complete_pct)}%`,
    source: r.source,
    sourceUrl: ncbiAssemblyPage(r.accession),
    assembly: {
      accession: r.accession,
      assemblyLevel: assemblyLevel(r.assembly_level),
      genomeSizeMb: r.size_mb === null ? null : Number(r.size_mb),
      scaffoldCount: r.scaffold_count ?? r.portal_scaffold_count,
      contigCount: r.contig_count ?? r.portal_contig_count,
      gcContent: r.gc_percent === null ? null : Number(r.gc_percent),
      chromosomeCount: r.chromosome_count,
      scaffoldN50: formatBases(scaffoldN50Bp),
      contigN50: formatBases(contigN50Bp),
      totalGapLengthMb: mbOrNull(gapBp),
      annotationMethod: null, // no source names the annotation method
      submitter: r.submitter,
      submissionDate: r.submission_date === null ? null : isoDate(r.submission_date),
    },
    quality: quality(r),
    genes: genes.map((g) => ({
      geneId: g.gene_id,
      symbol: g.symbol,
      chromosome: g.seqid,
      start: g.start_pos,
      end: g.end_pos,
      strand: g.strand === '+' || g.strand === '-' ? g.strand : '.',
      description: g.description,
    })),
    chromosomes: chromosomes.map((c) => ({
      name: c.name,
      refName: c.sequence_accession,
      length: c.length_bp,
      gcContent: c.gc_fraction === null ? null : round(Number(c.gc_fraction) * 100, 2),
      sortOrder: c.sort_order,
    })),
    browser: browser && {
      datasetLabel: r.assembly_name ? `${r.verbatim_name} (${r.assembly_name})` : r.verbatim_name,
      assemblyName: r.assembly_name ?? r.accession,
      refName: browser.ref_name,
      regionStart: browser.region_start,
      regionEnd: browser.region_end,
      defaultLocation: `${browser.ref_name}:${browser.region_start}..${browser.region_end}`,
    },
    downloads: downloads(r),
    publications: [], // the shipped data links no publication to an assembly
  };
}

/** A `date` column as YYYY-MM-DD (pg gives a local-midnight Date). */
function isoDate(value: Date | string): string {
  if (typeof value === 'string') return value.slice(0, 10);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
}

export function createGenomesRepo(db: Db) {
  const general = createGeneralRepo(db);
  const cache = createQueryCache({
    max: 500,
    versionTtlMs: 2000,
    version: async () => (await general.latestLoad())?.dataVersion ?? null,
  });

  async function queryList(p: GenomeListParams): Promise<GenomeListResult> {
    const row = await db.one(sql('genomes/list-genomes.sql'), {
      patterns: containsPatterns(p.q),
      family: p.family,
      subfamily: p.subfamily,
      source: p.source,
      hasBrowser: p.hasBrowser,
      orderBy: orderBy(GENOME_SORT_COLUMNS[p.sortBy], p.sortDirection),
      limit: p.limit,
      offset: safeOffset(p.offset),
    });
    return {
      total: Number(row.total),
      items: (row.items as Row[]).map(listItem),
      facets: {
        families: valueCounts(row.families),
        subfamilies: valueCounts(row.subfamilies),
        sources: valueCounts(row.sources),
      },
    };
  }

  return {
    /** Cached per data version: the same parameters always give the same answer until a reload. */
    list(p: GenomeListParams): Promise<GenomeListResult> {
      return cache.get(`list:${JSON.stringify(p)}`, () => queryList(p));
    },

    async detail(id: string) {
      // parts in parallel on pooled connections (one connection runs one query at a time)
      return cache.get(`detail:${id}`, async () => {
        const row = await db.oneOrNone(sql('genomes/get-genome.sql'), { id });
        if (!row) return null;
        const [chromosomes, genes, browser] = await Promise.all([
          db.any(sql('genomes/genome-chromosomes.sql'), { id }),
          db.any(sql('genomes/genome-genes.sql'), { id }),
          db.oneOrNone(sql('genomes/genome-browser.sql'), { id }),
        ]);
        return detail(row, chromosomes, genes, browser);
      });
    },
  };
}

export type GenomesRepo = ReturnType<typeof createGenomesRepo>;
