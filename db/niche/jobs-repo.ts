// Niche barcoding jobs in PostgreSQL: create, uploads, confirm, the queue (claim, progress, finish), orphans, expiry.
import type { Schema } from '../../generated/operations.js';
import type { Db } from '../database.js';
import { sql } from '../sql.js';

export type NicheJobStatus = Schema<'NicheJobStatus'>;

/** The options a job runs with: the configuration's, with their defaults resolved at creation. */
export interface NicheJobOptions {
  variableSelection: Schema<'VariableSelection'>;
  independence: boolean;
  environmentSource: string | null;
}

export type NicheJobFile = Schema<'NicheJob'>['files'][number];

/** A result file as stored; the API adds its `href`. */
export type OutputFile = Omit<Schema<'NicheResultFile'>, 'href'>;

/** What a finished analysis stored: the variables used and one row per query. */
export type StoredResults = Pick<Schema<'NicheResults'>, 'variables' | 'results'>;

/** The job as the API shows it, plus what only the service reads (options, confirmation, stored results). */
export interface NicheJobRow extends Schema<'NicheJob'> {
  options: NicheJobOptions;
  confirmedAt: string | null;
  /** Null until the job succeeded. */
  results: StoredResults | null;
  /** Null until the job succeeded. */
  visualizations: Schema<'NicheVisualizations'> | null;
  outputFiles: OutputFile[];
}

interface Row {
  id: string;
  label: string | null;
  workflow: string;
  model: string;
  options: NicheJobOptions;
  seed: number;
  status: NicheJobStatus;
  stage: string | null;
  progress: number;
  created_at: Date;
  updated_at: Date;
  confirmed_at: Date | null;
  started_at: Date | null;
  finished_at: Date | null;
  expires_at: Date;
  error: string | null;
  files: { fileName: string; role: string; uploaded: boolean; sizeBytes: string | number | null }[];
  results: StoredResults | null;
  visualizations: Schema<'NicheVisualizations'> | null;
  output_files: OutputFile[] | null;
}

export interface NewNicheJob {
  id: string;
  clientIp: string;
  label: string | null;
  workflow: string;
  model: string;
  options: NicheJobOptions;
  seed: number;
  files: { fileName: string; role: string }[];
  ttlSeconds: number;
}

export interface ClaimedJob {
  id: string;
  workflow: string;
  model: string;
  options: NicheJobOptions;
  seed: number;
  attempts: number;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function createNicheJobsRepo(db: Db) {
  return {
    async insert(job: NewNicheJob): Promise<{ createdAt: string; expiresAt: string }> {
      return db.tx(async (t) => {
        const row = await t.one<{ created_at: Date; expires_at: Date }>(sql('niche/insert-job.sql'), job);
        const files = job.files.map((f, position) => ({ file_name: f.fileName, role: f.role, position }));
        await t.none(sql('niche/insert-files.sql'), { id: job.id, files });
        return { createdAt: row.created_at.toISOString(), expiresAt: row.expires_at.toISOString() };
      });
    },

    /** The job if it exists, has not expired and was created from `clientIp`; null otherwise (the cases look the same). */
    async get(id: string, clientIp: string): Promise<NicheJobRow | null> {
      const row = await db.oneOrNone<Row>(sql('niche/get-job.sql'), { id, clientIp });
      if (!row) return null;
      return {
        jobId: row.id,
        label: row.label,
        workflow: row.workflow,
        model: row.model,
        options: row.options,
        seed: row.seed,
        status: row.status,
        stage: row.stage,
        progress: Number(row.progress),
        createdAt: row.created_at.toISOString(),
        updatedAt: row.updated_at.toISOString(),
        confirmedAt: iso(row.confirmed_at),
        startedAt: iso(row.started_at),
        finishedAt: iso(row.finished_at),
        expiresAt: row.expires_at.toISOString(),
        error: row.error,
        files: row.files.map((f) => ({ ...f, sizeBytes: f.sizeBytes === null ? null : Number(f.sizeBytes) })),
        results: row.results,
        visualizations: row.visualizations,
        outputFiles: row.output_files ?? [],
      };
    },

    /** False when the job was confirmed meanwhile (uploads closed). */
    async recordUpload(
      id: string,
      file: { fileName: string; sizeBytes: number; sha256: string; records: number },
    ): Promise<boolean> {
      return (await db.oneOrNone(sql('niche/record-upload.sql'), { id, ...file })) !== null;
    },

    /** False when the job was already confirmed, expired, or still misses a file. */
    async confirm(id: string, ttlSeconds: number): Promise<boolean> {
      return (await db.oneOrNone(sql('niche/confirm-job.sql'), { id, ttlSeconds })) !== null;
    },

    async claim(): Promise<ClaimedJob | null> {
      return db.oneOrNone<ClaimedJob>(sql('niche/claim-job.sql'));
    },

    async inputFiles(id: string): Promise<{ fileName: string; role: string }[]> {
      return db.map(sql('niche/job-input-files.sql'), { id }, (r: { file_name: string; role: string }) => ({
        fileName: r.file_name,
        role: r.role,
      }));
    },

    async progress(id: string, stage: string, progress: number): Promise<void> {
      await db.none(sql('niche/update-progress.sql'), { id, stage, progress });
    },

    async finish(
      id: string,
      outcome:
        | {
            status: 'succeeded';
            results: StoredResults;
            visualizations: Schema<'NicheVisualizations'>;
            outputFiles: OutputFile[];
          }
        | { status: 'failed'; error: string; outputFiles: OutputFile[] },
      ttlSeconds: number,
    ): Promise<void> {
      const succeeded = outcome.status === 'succeeded';
      await db.none(sql('niche/finish-job.sql'), {
        id,
        status: outcome.status,
        stage: succeeded ? 'done' : 'failed',
        progress: succeeded ? 1 : 0,
        error: succeeded ? null : outcome.error,
        results: succeeded ? outcome.results : null,
        visualizations: succeeded ? outcome.visualizations : null,
        outputFiles: outcome.outputFiles,
        ttlSeconds,
      });
    },

    async requeue(id: string): Promise<void> {
      await db.none(sql('niche/requeue-job.sql'), { id });
    },

    async touch(ids: string[]): Promise<void> {
      if (ids.length > 0) await db.none(sql('niche/touch-jobs.sql'), { ids });
    },

    /** Running jobs of processes that are gone (see the SQL for the rule) go back to the queue, or fail after maxAttempts. */
    async requeueOrphaned(rule: {
      quietSeconds: number;
      staleSeconds: number;
      graceSeconds: number;
      namespace: number;
      maxAttempts: number;
      message: string;
    }): Promise<{ id: string; status: NicheJobStatus }[]> {
      return db.any(sql('niche/requeue-orphaned-jobs.sql'), rule);
    },

    /** Licence and citation of the loaded environment layers, by data source id. */
    async environmentSources(): Promise<Map<string, { licence: string; citation: string }>> {
      const rows = await db.any<{ id: string; licence: string; citation: string }>(
        sql('niche/environment-sources.sql'),
      );
      return new Map(rows.map((r) => [r.id, { licence: r.licence, citation: r.citation }]));
    },

    /** fileId of the downloadable reference template, or null when the registry has none. */
    async templateFileId(): Promise<number | null> {
      return (await db.oneOrNone<{ id: number }>(sql('niche/template-file.sql')))?.id ?? null;
    },

    /** Every cell of an environment layer as flat arrays (NaN where the source has no value). */
    async environmentCells(
      file: 'beyer2020' | 'etopo5' | 'chelsa',
    ): Promise<{ lon: Float64Array; lat: Float64Array; values: Float64Array }> {
      const rows = await db.any<{ lon: number; lat: number; v: (number | null)[] }>(
        sql(`niche/environment-${file}.sql`),
      );
      const width = rows[0]?.v.length ?? 0;
      const values = new Float64Array(rows.length * width);
      rows.forEach((row, i) => row.v.forEach((value, k) => (values[i * width + k] = value ?? Number.NaN)));
      return { lon: Float64Array.from(rows, (r) => r.lon), lat: Float64Array.from(rows, (r) => r.lat), values };
    },

    /** Deletes expired jobs; returns their ids so their files can be removed. */
    async deleteExpired(): Promise<string[]> {
      return db.map(sql('niche/delete-expired-jobs.sql'), {}, (r: { id: string }) => r.id);
    },
  };
}

export type NicheJobsRepo = ReturnType<typeof createNicheJobsRepo>;
