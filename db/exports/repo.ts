// Export jobs' own rows (the request as understood, what the run wrote) beside their bookkeeping in the job platform's
// table; an export is read by id alone (anyone with it may read it).
import type { Schema } from '../../generated/operations.js';
import type { Db } from '../database.js';
import type { JobStatus, JobTx } from '../jobs/index.js';
import { sql } from '../sql.js';

export type ExportDataset = Schema<'ExportDataset'>;
export type ExportFormat = Schema<'ExportFormat'>;

export type ExportCitation = NonNullable<Schema<'ExportCitation'>>;

/** The request as understood: what identical requests share, and what a run parses again. */
export interface ExportRequestRow {
  dataset: ExportDataset;
  format: ExportFormat;
  /** The filters as understood (the echo). */
  query: Record<string, unknown>;
}

export interface NewExport extends ExportRequestRow {
  id: string;
  filterKey: string;
  dataVersion: string | null;
}

/** What a succeeded run stores. */
export interface ExportOutput {
  recordCount: number;
  bytes: number;
  etag: string;
  citation: ExportCitation;
}

export interface ExportRow extends ExportRequestRow {
  id: string;
  status: JobStatus;
  progress: number;
  error: string | null;
  createdAt: string;
  finishedAt: string | null;
  expiresAt: string;
  /** Past its expiry, not yet deleted by the retention sweep. */
  expired: boolean;
  dataVersion: string | null;
  recordCount: number | null;
  bytes: number | null;
  etag: string | null;
  citation: ExportCitation | null;
}

interface Row {
  id: string;
  status: JobStatus;
  progress: number;
  error: string | null;
  created_at: Date;
  finished_at: Date | null;
  expires_at: Date;
  expired: boolean;
  dataset: ExportDataset;
  format: ExportFormat;
  query: Record<string, unknown>;
  data_version: string | null;
  record_count: number | null;
  bytes: string | null;
  etag: string | null;
  citation: ExportCitation | null;
}

export function createExportsRepo(db: Db) {
  return {
    /** The export rows of a new job, in the transaction that records the job. */
    async insert(t: JobTx, job: NewExport): Promise<void> {
      await t.none(sql('exports/insert-export.sql'), job);
    },

    /** The id of the identical request's export in this data version that is built or being built, or null. */
    async reusable(job: Omit<NewExport, 'id' | 'query'>): Promise<string | null> {
      return (await db.oneOrNone<{ id: string }>(sql('exports/reusable-export.sql'), job))?.id ?? null;
    },

    async get(id: string): Promise<ExportRow | null> {
      const row = await db.oneOrNone<Row>(sql('exports/get-export.sql'), { id });
      if (!row) return null;
      return {
        id: row.id,
        status: row.status,
        progress: Number(row.progress),
        error: row.error,
        createdAt: row.created_at.toISOString(),
        finishedAt: row.finished_at?.toISOString() ?? null,
        expiresAt: row.expires_at.toISOString(),
        expired: row.expired,
        dataset: row.dataset,
        format: row.format,
        query: row.query,
        dataVersion: row.data_version,
        recordCount: row.record_count,
        bytes: row.bytes === null ? null : Number(row.bytes),
        etag: row.etag,
        citation: row.citation,
      };
    },

    load(id: string): Promise<ExportRequestRow> {
      return db.one<ExportRequestRow>(sql('exports/load-export.sql'), { id });
    },

    /** The data sources of these ids (title, licence, citation, url), in no order. */
    sources(ids: readonly string[]): Promise<Omit<ExportCitation['sources'][number], 'records'>[]> {
      return db.any(sql('exports/data-sources.sql'), { ids });
    },

    /** What a succeeded run wrote, in the transaction that ends its job. */
    async saveOutput(t: JobTx, id: string, output: ExportOutput): Promise<void> {
      await t.none(sql('exports/save-export.sql'), { id, ...output });
    },
  };
}

export type ExportsRepo = ReturnType<typeof createExportsRepo>;
