// Sequences for the BLAST databases: barcode markers and proteins, read in keyset pages (bounded memory).
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
  };
}

export type BlastSequencesRepo = ReturnType<typeof createBlastSequencesRepo>;
