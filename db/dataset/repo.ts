// Service-wide facts from the database: liveness, the loaded data version, counts per source.
import type { Schema } from '../../generated/operations.js';
import type { Db } from '../database.js';
import { sql } from '../sql.js';

export interface DataLoad {
  dataVersion: string;
  finishedAt: Date;
}

/** A source as /about lists it, with what the last load dropped and left unresolved (for /stats). */
export type SourceRecord = Schema<'DataSource'> & { dropped: number; unresolved: number };

export interface SummaryCounts {
  families: number;
  species: number;
  barcodes: number;
  genomes: number;
  dataDomains: number;
}

/** `pingDb`: where ping() asks (db/database.ts healthDb: a connection no request holds); default `db`. */
export function createGeneralRepo(db: Db, pingDb: Db = db) {
  return {
    /** Round-trip time of a trivial query, in ms; throws when the database does not answer. */
    async ping(): Promise<number> {
      const started = performance.now();
      await pingDb.one('SELECT 1 AS ok');
      return performance.now() - started;
    },

    async latestLoad(): Promise<DataLoad | null> {
      const row = await db.oneOrNone<{ data_version: string; finished_at: Date }>(sql('dataset/latest-load.sql'));
      return row ? { dataVersion: row.data_version, finishedAt: row.finished_at } : null;
    },

    /** Every source dataset with its record counts; data_source's CHECK keeps `domain` within the contract's DataDomain. */
    sourceRecords(): Promise<SourceRecord[]> {
      return db.any<SourceRecord>(sql('dataset/source-records.sql'));
    },

    async summaryCounts(): Promise<SummaryCounts> {
      const row = await db.one(sql('dataset/summary-counts.sql'));
      return {
        families: row.families,
        species: row.species,
        barcodes: row.barcodes,
        genomes: row.genomes,
        dataDomains: row.data_domains,
      };
    },
  };
}

export type GeneralRepo = ReturnType<typeof createGeneralRepo>;
