// Barcode records per species (counts, length statistics) and each record's COI sequences.
import type { Schema } from '../../generated/operations.js';
import type { Db } from '../database.js';
import { sql } from '../sql.js';
import { asciiFoldsAsLowerCase, escapeLike, safeOffset } from '../catalog-query.js';
import { CatalogMemory } from '../catalog-memory.js';
import { unboundedTextScans, whenText, type TextScans } from '../text-scans.js';
import { createVersionedBuild } from '../versioned-build.js';

export type BarcodeItem = Schema<'BarcodeItem'>;

export interface BarcodePage {
  total: number;
  items: BarcodeItem[];
}

/** One species' statistics as list-barcodes.sql computes them. */
interface StatisticsColumns {
  record_id: string;
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

/** The total on every row; a page past the end is one row of nulls. */
type BarcodeRow = { total: number } & (StatisticsColumns | { [K in keyof StatisticsColumns]: null });

/** The contract writes every statistic as text; quartiles may fall between two lengths (655.5). */
const numberText = (value: number) => String(Math.round(value * 100) / 100);

/** Where a record's FASTA is served (getBarcodeFasta). */
export const barcodeFastaPath = (id: string) => `/api/v1/barcodes/${encodeURIComponent(id)}/fasta`;

function toRecord(row: StatisticsColumns): BarcodeItem {
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

/** More than every record: list-barcodes.sql's LIMIT when the memory reads the whole order. */
const WHOLE_ORDER = 1_000_000_000;
/** The list has one order (organism, record id: the derived positions). */
const ORDER = 'position';

/**
 * `dataVersion`: with it, the list is answered from memory once built (db/catalog-memory.ts, per data version, started
 * by the first list or the warm-up); without it, or meanwhile, by the SQL.
 * `textScans`: the bound on the lists with `q` the SQL answers (db/text-scans.ts); default none.
 */
export function createBarcodesRepo(
  db: Db,
  dataVersion?: () => Promise<string | null>,
  textScans: TextScans = unboundedTextScans,
) {
  const inMemory = createVersionedBuild(async () => {
    type SearchTexts = Record<'record_id', string> &
      Record<'organism_search' | 'family_search' | 'subfamily_search' | 'genus_search', string | null>;
    const [whole, rows, asciiFolds] = await Promise.all([
      queryList({ limit: WHOLE_ORDER, offset: 0 }),
      db.any<SearchTexts>(sql('barcodes/barcode-search-texts.sql')),
      asciiFoldsAsLowerCase(db),
    ]);
    // a null field matches no LIKE, as an absent text here
    const texts = rows.map((r): [string, string[]] => [
      r.record_id,
      [r.organism_search, r.family_search, r.subfamily_search, r.genus_search].filter((t): t is string => t !== null),
    ]);
    return new CatalogMemory({
      orders: new Map([[ORDER, whole.items]]),
      idOf: (item) => item.id,
      texts: new Map(texts),
      match: 'wholeText',
      asciiFolds,
    });
  });

  async function queryList(params: { q?: string; limit: number; offset: number }): Promise<BarcodePage> {
    const q = params.q?.trim();
    const pattern = q ? `%${escapeLike(q)}%` : null;
    const rows = await db.any<BarcodeRow>(sql('barcodes/list-barcodes.sql'), {
      pattern,
      limit: params.limit,
      offset: safeOffset(params.offset),
    });
    return {
      total: rows[0]?.total ?? 0,
      items: rows.flatMap((row) => (row.record_id === null ? [] : [toRecord(row)])),
    };
  }

  return {
    /** Builds the in-memory list of the loaded data version (the warm-up runs it); how many records it holds. */
    async warmList(): Promise<number> {
      const version = dataVersion ? await dataVersion() : null;
      return version === null ? 0 : (await inMemory.of(version)).size;
    },

    /** `q` matches organism, family, subfamily or genus (case- and accent-insensitive substring); blank → all. */
    async list(params: { q?: string; limit: number; offset: number }): Promise<BarcodePage> {
      const version = dataVersion ? await dataVersion() : null;
      const memory = version === null ? null : inMemory.ready(version);
      return (
        memory?.list(params.q, ORDER, params.limit, safeOffset(params.offset)) ??
        whenText(textScans, params.q, () => queryList(params))
      );
    },

    /** All records (the statistics CSV export). */
    async all(): Promise<BarcodeItem[]> {
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
