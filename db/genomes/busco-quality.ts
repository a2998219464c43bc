// BUSCO of a genome detail: the quality block (from whichever source genome-derived.sql chose) and
// the Merian painting of an assembly with a BUSCO full table.
import type { Schema } from '../../generated/operations.js';

/** The genome_assembly BUSCO columns (numeric and int8 are parsed to numbers by db/database.ts). */
export interface BuscoColumns {
  busco_complete_pct: number | null;
  busco_single_pct: number | null;
  busco_duplicated_pct: number | null;
  busco_fragmented_pct: number | null;
  busco_missing_pct: number | null;
  busco_complete_count: number | null;
  busco_single_count: number | null;
  busco_duplicated_count: number | null;
  busco_fragmented_count: number | null;
  busco_missing_count: number | null;
  busco_duplicated_copies: number | null;
  busco_markers: number | null;
  busco_lineage: string | null;
  busco_version: string | null;
  busco_summary: string | null;
  busco_source_id: string | null;
  busco_assessed_accession: string | null;
}

/** A row of genomes/genome-busco-painting.sql. */
export interface PaintingRow {
  sequence: string;
  is_accession: boolean;
  busco_genes: number;
  merian_elements: { element: string; count: number }[];
}

function share(percentage: number | null, count: number | null): Schema<'NullableBuscoCount'> {
  return percentage === null ? null : { percentage, count };
}

/** The BUSCO notation of the stored shares, when every share and the marker count are known. */
function composedSummary(r: BuscoColumns): string | null {
  const { busco_complete_pct: c, busco_single_pct: s, busco_duplicated_pct: d } = r;
  const { busco_fragmented_pct: f, busco_missing_pct: m, busco_markers: n } = r;
  if (c === null || s === null || d === null || f === null || m === null || n === null) return null;
  return `C:${c}%[S:${s}%,D:${d}%],F:${f}%,M:${m}%,n:${n}`;
}

/**
 * The BUSCO run of an assembly; null when no source has one. Complete and duplicated shares are what
 * every source states (Wright et al. 2024 state nothing more); the other classes are null where unstated.
 */
export function buscoQuality(r: BuscoColumns): Schema<'GenomeQuality'> {
  const { busco_complete_pct: complete, busco_duplicated_pct: duplicated } = r;
  if (complete === null || duplicated === null || r.busco_lineage === null || r.busco_source_id === null) return null;
  return {
    // as the source writes it, else the BUSCO notation of the stored shares
    summary: r.busco_summary ?? composedSummary(r),
    complete: { percentage: complete, count: r.busco_complete_count },
    singleCopy: share(r.busco_single_pct, r.busco_single_count),
    duplicated: { percentage: duplicated, count: r.busco_duplicated_count },
    fragmented: share(r.busco_fragmented_pct, r.busco_fragmented_count),
    missing: share(r.busco_missing_pct, r.busco_missing_count),
    markers: r.busco_markers,
    duplicatedCopies: r.busco_duplicated_copies,
    lineageDataset: r.busco_lineage,
    buscoVersion: r.busco_version,
    // no source states the BUSCO mode or gene predictor
    mode: null,
    genePredictor: null,
    sourceId: r.busco_source_id,
    assessedAccession: r.busco_assessed_accession,
  };
}

/**
 * The painting needs the run the genes come from: genome-derived.sql takes the quality of an assembly
 * with genes from its full table, so its summary and lineage are that run's.
 */
export function buscoPainting(
  quality: Schema<'GenomeQuality'>,
  rows: readonly PaintingRow[],
): Schema<'GenomeBuscoPainting'> {
  if (rows.length === 0 || quality === null || quality.summary === null) return null;
  return {
    buscoString: quality.summary,
    lineage: quality.lineageDataset,
    buscoVersion: quality.buscoVersion,
    sourceId: quality.sourceId,
    sequences: rows.map((row) => ({
      sequence: row.sequence,
      nameKind: row.is_accession ? 'accession' : 'internal',
      buscoGenes: row.busco_genes,
      merianElements: row.merian_elements,
    })),
  };
}
