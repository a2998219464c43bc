// Niche barcoding jobs' own rows (configuration, declared and uploaded files, results) beside their bookkeeping in the job
// platform's table; the environment layers and the template an analysis reads.
import type { Schema } from '../../generated/operations.js';
import type { Db } from '../database.js';
import type { JobStatus, JobTx } from '../jobs/index.js';
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

/** A job row joined with its niche_job row and its files. */
interface Row {
  id: string;
  status: JobStatus;
  stage: string | null;
  progress: number;
  error: string | null;
  created_at: Date;
  updated_at: Date;
  queued_at: Date | null;
  started_at: Date | null;
  finished_at: Date | null;
  expires_at: Date;
  label: string | null;
  workflow: string;
  model: string;
  options: NicheJobOptions;
  seed: number;
  results: StoredResults | null;
  visualizations: Schema<'NicheVisualizations'> | null;
  output_files: OutputFile[] | null;
  files: { fileName: string; role: string; uploaded: boolean; sizeBytes: string | number | null }[];
}

/** The niche part of a new job. */
export interface NewNicheJob {
  id: string;
  label: string | null;
  workflow: string;
  model: string;
  options: NicheJobOptions;
  seed: number;
  files: { fileName: string; role: string }[];
}

/** What a claimed job runs with. */
export interface NicheJobInput {
  workflow: string;
  model: string;
  options: NicheJobOptions;
  seed: number;
}

/** What a run stores: results and visualizations once it succeeded (null when it failed), its files either way. */
export interface NicheRunOutput {
  results: StoredResults | null;
  visualizations: Schema<'NicheVisualizations'> | null;
  outputFiles: OutputFile[];
}

/** The contract's status: a confirmed job waiting in the queue is still `pending` to clients; nothing cancels one. */
function nicheStatus(status: JobStatus): NicheJobStatus {
  switch (status) {
    case 'queued':
      return 'pending';
    case 'cancelled':
      throw new Error('a niche job cannot be cancelled');
    default:
      return status;
  }
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function createNicheJobsRepo(db: Db) {
  return {
    /** The niche rows of a new job (configuration, declared files), in the transaction that records the job. */
    async insert(t: JobTx, job: NewNicheJob): Promise<void> {
      await t.none(sql('niche/insert-job.sql'), job);
      const files = job.files.map((f, position) => ({ file_name: f.fileName, role: f.role, position }));
      await t.none(sql('niche/insert-files.sql'), { id: job.id, files });
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
        status: nicheStatus(row.status),
        stage: row.stage,
        progress: Number(row.progress),
        createdAt: row.created_at.toISOString(),
        updatedAt: row.updated_at.toISOString(),
        confirmedAt: iso(row.queued_at),
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

    /**
     * Swaps in an upload stored under `storageKey` while the job accepts uploads; null when it was confirmed meanwhile
     * (uploads closed: nothing changed). Otherwise what it replaced: the previous upload's key (null for none, or for one
     * stored under its declared name before keys were recorded) and whether there was one.
     */
    async recordUpload(
      id: string,
      file: { fileName: string; sizeBytes: number; sha256: string; records: number; storageKey: string },
    ): Promise<{ replaced: string | null; uploaded: boolean } | null> {
      return db.oneOrNone<{ replaced: string | null; uploaded: boolean }>(sql('niche/record-upload.sql'), {
        id,
        ...file,
      });
    },

    load(id: string): Promise<NicheJobInput> {
      return db.one<NicheJobInput>(sql('niche/load-job.sql'), { id });
    },

    /** The declared files; `storageKey` is where the recorded upload is (null: under its declared name, or none). */
    async inputFiles(id: string): Promise<{ fileName: string; role: string; storageKey: string | null }[]> {
      return db.map(
        sql('niche/job-input-files.sql'),
        { id },
        (r: { file_name: string; role: string; storage_key: string | null }) => ({
          fileName: r.file_name,
          role: r.role,
          storageKey: r.storage_key,
        }),
      );
    },

    /** What a run stored, in the transaction that ends its job. */
    async saveOutput(t: JobTx, id: string, output: NicheRunOutput): Promise<void> {
      await t.none(sql('niche/save-output.sql'), { id, ...output });
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
  };
}

export type NicheJobsRepo = ReturnType<typeof createNicheJobsRepo>;
