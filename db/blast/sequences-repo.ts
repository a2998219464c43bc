// Sequences for the BLAST databases (barcode markers and proteins, read in keyset pages: bounded memory), and what the
// data knows of the hits of a search (taxon, specimen) and their sequences.
import type { Db } from '../database.js';
import { sql } from '../sql.js';

export interface BarcodeFastaRow {
  id: string;
  verbatim_name: string;
  marker: string;
  country: string | null;
  sequence: string;
}

export interface ProteinFastaRow {
  id: number;
  accession: string;
  name: string;
  verbatim_name: string;
  sequence: string;
}

/** A hit's record: its organism's taxon and, for barcode databases, its specimen (nulls elsewhere). */
export interface HitRecordRow {
  id: string;
  taxon_id: number | null;
  accepted_name: string | null;
  sample_id: string | null;
  bold_process_id: string | null;
  country: string | null;
}

/** What a database holds: barcodes (nucleotide) are named by record id, proteins by accession. */
export type SequenceKind = 'nucleotide' | 'protein';

export function createBlastSequencesRepo(db: Db) {
  return {
    barcodeMarkers(): Promise<{ marker: string; sequences: number }[]> {
      return db.any(sql('blast/barcode-markers.sql'));
    },

    barcodePage(marker: string, after: string, limit: number): Promise<BarcodeFastaRow[]> {
      return db.any(sql('blast/barcode-fasta-page.sql'), { marker, after, limit });
    },

    proteinTypes(): Promise<{ protein_type: string; sequences: number }[]> {
      return db.any(sql('blast/protein-types.sql'));
    },

    proteinPage(after: number, limit: number): Promise<ProteinFastaRow[]> {
      return db.any(sql('blast/protein-fasta-page.sql'), { after, limit });
    },

    async hitRecords(type: SequenceKind, ids: readonly string[]): Promise<HitRecordRow[]> {
      return ids.length === 0 ? [] : db.any<HitRecordRow>(sql('blast/hit-records.sql'), { type, ids });
    },

    async hitSequences(type: SequenceKind, ids: readonly string[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db.any<{ id: string; sequence: string }>(sql('blast/hit-sequences.sql'), { type, ids });
      return new Map(rows.map((row) => [row.id, row.sequence]));
    },
  };
}

export type BlastSequencesRepo = ReturnType<typeof createBlastSequencesRepo>;
