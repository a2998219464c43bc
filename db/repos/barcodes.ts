// Barcode records per species (counts, length statistics) and each record's COI sequences.
import type { Db } from '../database.js';
import { sql } from '../sql.js';
import { escapeLike, safeOffset } from './catalog-query.js';

export interface BarcodeRecord {
  id: string;
  organism: string;
  family: string | null;
  subfamily: string | null;
  genus: string;
  number: string;
  length: string;
  lengthMin: string;
  lengthQ1: string;
  lengthMedian: string;
  lengthQ3: string;
  lengthMax: string;
  download: string;
}

export interface BarcodePage {
  total: number;
  items: BarcodeRecord[];
}

interface BarcodeRow {
  total: number;
  record_id: string | null;
  organism: string;
  family: string | null;
  subfamily: string | null;
  genus: string;
  number: number;
  typical_length: number;
  length_min: number;
  length_q1: number;
  length_median: number;
  length_q3: number;
  length_max: number;
}

/** The contract writes every statistic as text; quartiles may fall between two lengths (655.5). */
const numberText = (value: number) => String(Math.round(value * 100) / 100);

/** Where a record's FASTA is served (getBarcodeFasta). */
export const barcodeFastaPath = (id: string) => `/api/v1/barcodes/${encodeURIComponent(id)}/fasta`;

function toRecord(row: BarcodeRow & { record_id: string }): BarcodeRecord {
  return {
    id: row.record_id,
    organism: row.organism,
    family: row.family,
    subfamily: row.subfamily,
    genus: row.genus,
    number: String(row.number),
    length: numberText(row.typical_length),
    lengthMin: numberText(row.length_min),
    lengthQ1: numberText(row.length_q1),
    lengthMedian: numberText(row.length_median),
    lengthQ3: numberText(row.length_q3),
    lengthMax: numberText(row.length_max),
    download: barcodeFastaPath(row.record_id),
  };
}

export function createBarcodesRepo(db: Db) {
  return {
    /** `q` matches organism, family, subfamily or genus (case- and accent-insensitive substring); blank → all. */
    async list(params: { q?: string; limit: number; offset: number }): Promise<BarcodePage> {
      const q = params.q?.trim();
      const pattern = q ? `%${escapeLike(q)}%` : null;
      const rows = await db.any<BarcodeRow>(sql('barcodes/list-barcodes.sql'), {
        pattern,
        limit: params.limit,
        offset: safeOffset(params.offset),
      });
      return {
        total: rows[0]?.total ?? 0,
        items: rows.filter((row): row is BarcodeRow & { record_id: string } => row.record_id !== null).map(toRecord),
      };
    },

    /** All records (the statistics CSV export). */
    async all(): Promise<BarcodeRecord[]> {
      return (await this.list({ limit: 1_000_000, offset: 0 })).items;
    },

    /** The record's sequences as FASTA text; null when no record has this id. */
    async fasta(id: string): Promise<string | null> {
      const rows = await db.any<{ fasta_header: string; sequence: string }>(sql('barcodes/barcode-fasta.sql'), { id });
      if (rows.length === 0) return null;
      return rows.map((row) => `>${row.fasta_header}\n${row.sequence}\n`).join('');
    },
  };
}

export type BarcodesRepo = ReturnType<typeof createBarcodesRepo>;
