// Genome assemblies: the NCBI assembly table (Lepidoptera rows) and the SciLifeLab Genome Portal
// metrics (joined by accession; an assembly only the portal lists gets its own row); then the BUSCO
// sources that describe those assemblies (Wright et al. 2024 Table S1, 28 BUSCO full tables).
import type { LoadContext } from '../load/context.js';
import { columnsOf } from '../load/copy.js';
import { parseBuscoSummary } from './busco-notation.js';
import { FILE } from '../load/files.js';
import { loadBuscoFullTables, loadMerianElements } from './load-busco-full-tables.js';
import {
  type AssemblyRef,
  loadWrightStats,
  readWrightTable,
  wrightLepidopteraAccessions,
} from './load-busco-wright.js';
import { nameParts } from '../load/names.js';
import { type CsvRecord, readTable } from '../load/read.js';
import { genomeSlug } from '../load/slug.js';
import { SOURCE } from '../load/sources.js';
import { int, num, readColumns, text } from '../load/values.js';

/** assembly column ← NCBI table column, for the columns copied as they are. */
const NCBI_TEXT = {
  refseq_accession: 'refseq_assm_accession',
  wgs_project_accession: 'wgs_project_accession',
  assembly_name: 'assembly_name',
  common_name: 'common_name',
  lepitaxa_accepted_name: 'lepitaxa_accepted_name',
  superfamily: 'superfamily',
  family: 'family',
  subfamily: 'subfamily',
  bioproject: 'bio_project_accession',
  biosample: 'biosample_accession',
  sex: 'sex',
  isolate: 'isolate',
  assembly_level: 'assembly_level',
  assembly_type: 'assembly_type',
  submission_date: 'submission_date',
  ebp_metric_date: 'ebp_metric_date',
  refseq_category: 'refseq_category',
  submitter: 'submitter',
} as const;

const NCBI_INTEGER = {
  ncbi_tax_id: 'tax_id',
  gene_count_total: 'gene_count_total',
  gene_count_protein_coding: 'gene_count_proteincoding',
  gene_count_pseudogene: 'gene_count_pseudogene',
  gene_count_noncoding: 'gene_count_noncoding',
  total_sequence_length: 'total_sequence_length',
  total_ungapped_length: 'total_ungapped_length',
  contig_n50: 'contig_n50',
  contig_l50: 'contig_l50',
  scaffold_n50: 'scaffold_n50',
  scaffold_l50: 'scaffold_l50',
  contig_count: 'number_of_contigs',
  scaffold_count: 'number_of_scaffolds',
  chromosome_count: 'total_number_of_chromosomes',
  component_count: 'number_of_component_sequences',
} as const;

/** A genome_assembly row (db/migrations/001_dataset.sql): the NCBI table's columns as they are, plus ours. */
type AssemblyRow = {
  id: string;
  accession: string;
  verbatim_name: string;
  taxon_id: number | null;
  genus: string | null;
  source_id: string;
} & { [K in keyof typeof NCBI_TEXT]: string | null } & { [K in keyof typeof NCBI_INTEGER]: number | null };

const ASSEMBLY_COLUMNS = [
  'id',
  'accession',
  'verbatim_name',
  'taxon_id',
  'genus',
  'source_id',
  ...(Object.keys(NCBI_TEXT) as (keyof typeof NCBI_TEXT)[]),
  ...(Object.keys(NCBI_INTEGER) as (keyof typeof NCBI_INTEGER)[]),
] as const satisfies readonly (keyof AssemblyRow)[];

/** The genus word of the accepted name (else the organism name); null when neither parses. */
function genusOf(...names: (string | null)[]): string | null {
  for (const name of names) {
    const parts = name ? nameParts(name) : null;
    if (parts) return parts.genus;
  }
  return null;
}

export function ncbiAssemblyRow(record: CsvRecord): AssemblyRow {
  const organism = record.organism_name.trim();
  const accession = record.genbank_assm_accession.trim();
  return {
    id: genomeSlug(organism, accession),
    accession,
    verbatim_name: organism,
    taxon_id: null,
    genus: genusOf(text(record.lepitaxa_accepted_name), organism),
    source_id: SOURCE.ncbiAssemblies,
    ...readColumns(NCBI_TEXT, record, (cell) => text(cell)),
    ...readColumns(NCBI_INTEGER, record, (cell) => int(cell)),
  };
}

/** The portal's columns, named as in genome_assembly_portal_stats. */
const PORTAL_NUMERIC = {
  length_mbp: 'assembly_assembly_length_mbp',
  gc_percent: 'assembly_gc_pct',
  contig_count: 'assembly_contig',
  contig_n50_mbp: 'assembly_contig_n50_mbp',
  contig_l50: 'assembly_contig_l50',
  contig_n90_mbp: 'assembly_contig_n90_mbp',
  contig_l90: 'assembly_contig_l90',
  scaffold_count: 'assembly_scaffold',
  scaffold_n50_mbp: 'assembly_scaffold_n50_mbp',
  scaffold_l50: 'assembly_scaffold_l50',
  scaffold_n90_mbp: 'assembly_scaffold_n90_mbp',
  scaffold_l90: 'assembly_scaffold_l90',
  scaffolds_over_10kb: 'assembly_scaffolds_10_kb',
  annotation_gene_count: 'annotation_gene',
  annotation_transcript_count: 'annotation_transcript',
  annotation_avg_exons_per_transcript: 'annotation_avg_exons_per_transcript',
  annotation_avg_gene_length_bp: 'annotation_avg_gene_length_bp',
  annotation_avg_transcript_length_bp: 'annotation_avg_transcript_length_bp',
  annotation_avg_exon_length_bp: 'annotation_avg_exon_length_bp',
  annotation_avg_intron_length_bp: 'annotation_avg_intron_length_bp',
} as const;

const PORTAL_TEXT = {
  assembly_name: 'assembly_assembly_name',
  assembly_type: 'assembly_assembly_type',
  assembly_level: 'assembly_assembly_level',
  genome_representation: 'assembly_genome_representation',
  busco_summary: 'assembly_busco_pct_lepidoptera_odb10',
} as const;

/** A genome_assembly_portal_stats row: the portal's columns as they are, and its BUSCO notation taken apart. */
type PortalStatsRow = {
  assembly_id: string;
  verbatim_name: string;
  accession: string;
  source_id: string;
  busco_complete_pct: number | null;
  busco_single_pct: number | null;
  busco_duplicated_pct: number | null;
  busco_fragmented_pct: number | null;
  busco_missing_pct: number | null;
  busco_markers: number | null;
} & { [K in keyof typeof PORTAL_TEXT]: string | null } & { [K in keyof typeof PORTAL_NUMERIC]: number | null };

export function portalStatsRow(record: CsvRecord, assemblyId: string): PortalStatsRow {
  const texts = readColumns(PORTAL_TEXT, record, (cell) => text(cell));
  const busco = texts.busco_summary === null ? null : parseBuscoSummary(texts.busco_summary);
  return {
    assembly_id: assemblyId,
    verbatim_name: record.species.trim(),
    accession: record.assembly_accession.trim(),
    source_id: SOURCE.scilifelab,
    ...texts,
    ...readColumns(PORTAL_NUMERIC, record, (cell) => num(cell)),
    busco_complete_pct: busco?.complete ?? null,
    busco_single_pct: busco?.single ?? null,
    busco_duplicated_pct: busco?.duplicated ?? null,
    busco_fragmented_pct: busco?.fragmented ?? null,
    busco_missing_pct: busco?.missing ?? null,
    busco_markers: busco?.markers ?? null,
  };
}

/** An assembly the NCBI table lacks, described by what the portal says about it. */
function portalOnlyAssemblyRow(stats: PortalStatsRow): AssemblyRow {
  const absent = <M extends Record<string, string>>(columns: M) =>
    Object.fromEntries(Object.keys(columns).map((column) => [column, null])) as { [K in keyof M]: null };
  return {
    ...absent(NCBI_TEXT),
    ...absent(NCBI_INTEGER),
    id: genomeSlug(stats.verbatim_name, stats.accession),
    accession: stats.accession,
    verbatim_name: stats.verbatim_name,
    taxon_id: null,
    genus: genusOf(stats.verbatim_name),
    assembly_name: stats.assembly_name,
    assembly_level: stats.assembly_level,
    assembly_type: stats.assembly_type,
    source_id: SOURCE.scilifelab,
  };
}

/** Loads the assemblies; returns what the BUSCO sources are matched against. */
export async function loadGenomeAssemblies(ctx: LoadContext): Promise<AssemblyRef[]> {
  const assemblies: AssemblyRow[] = [];
  const wrightLepidoptera = wrightLepidopteraAccessions(readWrightTable(ctx.datasetDir));
  for (const record of readTable(ctx.datasetDir, FILE.ncbiAssemblies)) {
    const row = ncbiAssemblyRow(record);
    // Lepidoptera only: the source marks them (order_inferred), the name is in Lepitaxa, or Wright et
    // al. 2024 place the assembly in the Lepidoptera (e.g. 'Mellicta athalia', a name Lepitaxa lacks).
    const isLepidoptera =
      record.order_inferred.trim() === 'Lepidoptera' ||
      ctx.names.resolver.resolve(record.organism_name) !== null ||
      wrightLepidoptera.has(row.accession);
    if (!isLepidoptera) {
      ctx.skip(
        SOURCE.ncbiAssemblies,
        'not shown to be Lepidoptera: order_inferred empty, the name is not in Lepitaxa and Wright et al. 2024 do not list it (mostly Trichoptera)',
        `${row.verbatim_name} ${row.accession}`,
      );
      continue;
    }
    row.taxon_id = ctx.names.taxonId(SOURCE.ncbiAssemblies, row.verbatim_name, row.lepitaxa_accepted_name);
    assemblies.push(row);
  }
  const byAccession = new Map(assemblies.map((row) => [row.accession, row]));
  const portalStats = readTable(ctx.datasetDir, FILE.scilifelabStats).map((record) => {
    const known = byAccession.get(record.assembly_accession.trim());
    if (known) return portalStatsRow(record, known.id);
    const stats = portalStatsRow(record, '');
    const assembly = portalOnlyAssemblyRow(stats);
    assembly.taxon_id = ctx.names.taxonId(SOURCE.scilifelab, assembly.verbatim_name);
    assemblies.push(assembly);
    return { ...stats, assembly_id: assembly.id };
  });
  await ctx.copy<AssemblyRow>('genome_assembly', ASSEMBLY_COLUMNS, assemblies);
  await ctx.copy<PortalStatsRow>(
    'genome_assembly_portal_stats',
    columnsOf('genome_assembly_portal_stats', portalStats),
    portalStats,
  );
  return assemblies.map((row) => ({
    id: row.id,
    accession: row.accession,
    taxonId: row.taxon_id,
    assemblyType: row.assembly_type,
    wgsProject: row.wgs_project_accession,
  }));
}

/** The BUSCO sources, matched to the loaded assemblies (values reach genome_assembly in genome-derived.sql). */
export async function loadGenomeBusco(ctx: LoadContext, assemblies: readonly AssemblyRef[]): Promise<void> {
  const wrightAccessions = await loadWrightStats(ctx, assemblies);
  await loadBuscoFullTables(ctx, assemblies, wrightAccessions);
  await loadMerianElements(ctx);
}
