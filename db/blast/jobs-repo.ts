// BLAST jobs' own rows (program, database, results) beside their bookkeeping in the job platform's table; a job is read
// by the client IP that submitted it only.
import type { Schema } from '../../generated/operations.js';
import type { Db } from '../database.js';
import type { JobStatus, JobTx } from '../jobs/index.js';
import { sql } from '../sql.js';

export type BlastJob = Schema<'BlastJob'>;
export type BlastJobStatus = BlastJob['status'];

/** A job row joined with its blast_job row; program and results hold what insert() and saveResults() wrote. */
interface Row {
  id: string;
  status: JobStatus;
  program: BlastJob['program'];
  database_id: string;
  results: BlastJob['results'];
  error: string | null;
  created_at: Date;
  finished_at: Date | null;
  expires_at: Date;
}

/** What a job searched for: enough to run the same search again (BLAST+'s own formats of its results). */
export interface BlastJobRequest {
  /** The query's residues (upper case, no gaps or whitespace). */
  sequence: string;
  evalue: string;
  maxHits: number;
}

export interface NewBlastJob {
  id: string;
  program: BlastJob['program'];
  databaseId: string;
  request: BlastJobRequest;
}

/** The contract's status: a BLAST job never waits for input. */
function blastStatus(status: JobStatus): BlastJobStatus {
  switch (status) {
    case 'pending':
      throw new Error(`a BLAST job cannot be ${status}`);
    default:
      return status;
  }
}

export function createBlastJobsRepo(db: Db) {
  return {
    /** The BLAST row of a new job, in the transaction that records the job. */
    async insert(t: JobTx, job: NewBlastJob): Promise<void> {
      await t.none(sql('blast/insert-job.sql'), job);
    },

    /** The results of a search that succeeded, in the transaction that ends its job. */
    async saveResults(t: JobTx, id: string, results: NonNullable<BlastJob['results']>): Promise<void> {
      await t.none(sql('blast/save-results.sql'), { id, results });
    },

    /** The job if it exists and was submitted from `clientIp`; null otherwise (the two cases look the same). */
    async get(id: string, clientIp: string): Promise<BlastJob | null> {
      const row = await db.oneOrNone<Row>(sql('blast/get-job.sql'), { id, clientIp });
      if (!row) return null;
      return {
        jobId: row.id,
        status: blastStatus(row.status),
        program: row.program,
        database: row.database_id,
        results: row.results,
        error: row.error,
        createdAt: row.created_at.toISOString(),
        finishedAt: row.finished_at?.toISOString() ?? null,
        expiresAt: row.expires_at.toISOString(),
      };
    },

    /** What the job searched for if it exists and was submitted from `clientIp`; null otherwise (or recorded before). */
    async request(id: string, clientIp: string): Promise<BlastJobRequest | null> {
      const row = await db.oneOrNone<{ request: BlastJobRequest | null }>(sql('blast/get-job-request.sql'), {
        id,
        clientIp,
      });
      return row?.request ?? null;
    },
  };
}

export type BlastJobsRepo = ReturnType<typeof createBlastJobsRepo>;
