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
import { int, num, text } from '../load/values.js';

type Row = Record<string, string | number | null>;

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

const ASSEMBLY_COLUMNS = [
  'id',
  'accession',
  'verbatim_name',
  'taxon_id',
  'genus',
  'source_id',
  ...Object.keys(NCBI_TEXT),
  ...Object.keys(NCBI_INTEGER),
];

/** The genus word of the accepted name (else the organism name); null when neither parses. */
function genusOf(...names: (string | null)[]): string | null {
  for (const name of names) {
    const parts = name ? nameParts(name) : null;
    if (parts) return parts.genus;
  }
  return null;
}

export function ncbiAssemblyRow(record: CsvRecord): Row {
  const organism = record.organism_name.trim();
  const accession = record.genbank_assm_accession.trim();
  const row: Row = {
    id: genomeSlug(organism, accession),
    accession,
    verbatim_name: organism,
    taxon_id: null,
    genus: genusOf(text(record.lepitaxa_accepted_name), organism),
    source_id: SOURCE.ncbiAssemblies,
  };
  for (const [column, source] of Object.entries(NCBI_TEXT)) row[column] = text(record[source]);
  for (const [column, source] of Object.entries(NCBI_INTEGER)) row[column] = int(record[source]);
  return row;
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

export function portalStatsRow(record: CsvRecord, assemblyId: string): Row {
  const row: Row = {
    assembly_id: assemblyId,
    verbatim_name: record.species.trim(),
    accession: record.assembly_accession.trim(),
    source_id: SOURCE.scilifelab,
  };
  for (const [column, source] of Object.entries(PORTAL_TEXT)) row[column] = text(record[source]);
  for (const [column, source] of Object.entries(PORTAL_NUMERIC)) row[column] = num(record[source]);
  const busco = row.busco_summary === null ? null : parseBuscoSummary(row.busco_summary as string);
  row.busco_complete_pct = busco?.complete ?? null;
  row.busco_single_pct = busco?.single ?? null;
  row.busco_duplicated_pct = busco?.duplicated ?? null;
  row.busco_fragmented_pct = busco?.fragmented ?? null;
  row.busco_missing_pct = busco?.missing ?? null;
  row.busco_markers = busco?.markers ?? null;
  return row;
}

/** An assembly the NCBI table lacks, described by what the portal says about it. */
function portalOnlyAssemblyRow(stats: Row): Row {
  const row: Row = Object.fromEntries(ASSEMBLY_COLUMNS.map((column) => [column, null]));
  return {
    ...row,
    id: genomeSlug(stats.verbatim_name as string, stats.accession as string),
    accession: stats.accession,
    verbatim_name: stats.verbatim_name,
    genus: genusOf(stats.verbatim_name as string),
    assembly_name: stats.assembly_name,
    assembly_level: stats.assembly_level,
    assembly_type: stats.assembly_type,
    source_id: SOURCE.scilifelab,
  };
}

/** Loads the assemblies; returns what the BUSCO sources are matched against. */
export async function loadGenomeAssemblies(ctx: LoadContext): Promise<AssemblyRef[]> {
  const assemblies: Row[] = [];
  const wrightLepidoptera = wrightLepidopteraAccessions(readWrightTable(ctx.datasetDir));
  for (const record of readTable(ctx.datasetDir, FILE.ncbiAssemblies)) {
    const row = ncbiAssemblyRow(record);
    // Lepidoptera only: the source marks them (order_inferred), the name is in Lepitaxa, or Wright et
    // al. 2024 place the assembly in the Lepidoptera (e.g. 'Mellicta athalia', a name Lepitaxa lacks).
    const isLepidoptera =
      record.order_inferred.trim() === 'Lepidoptera' ||
      ctx.names.resolver.resolve(record.organism_name) !== null ||
      wrightLepidoptera.has(row.accession as string);
    if (!isLepidoptera) {
      ctx.skip(
        SOURCE.ncbiAssemblies,
        'not shown to be Lepidoptera: order_inferred empty, the name is not in Lepitaxa and Wright et al. 2024 do not list it (mostly Trichoptera)',
        `${row.verbatim_name} ${row.accession}`,
      );
      continue;
    }
    row.taxon_id = ctx.names.taxonId(
      SOURCE.ncbiAssemblies,
      row.verbatim_name as string,
      row.lepitaxa_accepted_name as string | null,
    );
    assemblies.push(row);
  }
  const byAccession = new Map(assemblies.map((row) => [row.accession, row]));
  const portalStats = readTable(ctx.datasetDir, FILE.scilifelabStats).map((record) => {
    const known = byAccession.get(record.assembly_accession.trim());
    if (known) return portalStatsRow(record, known.id as string);
    const stats = portalStatsRow(record, '');
    const assembly = portalOnlyAssemblyRow(stats);
    assembly.taxon_id = ctx.names.taxonId(SOURCE.scilifelab, assembly.verbatim_name as string);
    assemblies.push(assembly);
    return { ...stats, assembly_id: assembly.id };
  });
  await ctx.copy<Row>('genome_assembly', ASSEMBLY_COLUMNS, assemblies);
  await ctx.copy<Row>(
    'genome_assembly_portal_stats',
    columnsOf('genome_assembly_portal_stats', portalStats),
    portalStats,
  );
  return assemblies.map((row) => ({
    id: row.id as string,
    accession: row.accession as string,
    taxonId: row.taxon_id as number | null,
    assemblyType: row.assembly_type as string | null,
    wgsProject: row.wgs_project_accession as string | null,
  }));
}

/** The BUSCO sources, matched to the loaded assemblies (values reach genome_assembly in genome-derived.sql). */
export async function loadGenomeBusco(ctx: LoadContext, assemblies: readonly AssemblyRef[]): Promise<void> {
  const wrightAccessions = await loadWrightStats(ctx, assemblies);
  await loadBuscoFullTables(ctx, assemblies, wrightAccessions);
  await loadMerianElements(ctx);
}
