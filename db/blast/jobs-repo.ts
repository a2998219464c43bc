// BLAST jobs in PostgreSQL: create, progress, finish, read (owner IP only), orphan recovery, retention.
import type { Schema } from '../../generated/operations.js';
import type { Db } from '../database.js';
import { sql } from '../sql.js';

export type BlastJob = Schema<'BlastJob'>;
export type BlastJobStatus = BlastJob['status'];

/** A blast_job row; program and results hold what insert() and finish() wrote (the contract's program and result). */
interface Row {
  id: string;
  status: BlastJobStatus;
  program: BlastJob['program'];
  database_id: string;
  results: BlastJob['results'];
  error: string | null;
  created_at: Date;
  finished_at: Date | null;
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
  clientIp: string;
  status: 'queued' | 'running';
  program: BlastJob['program'];
  databaseId: string;
  request: BlastJobRequest;
}

/** A job's search and status, for running it again. */
export interface BlastJobSearch {
  status: BlastJobStatus;
  program: BlastJob['program'];
  databaseId: string;
  /** Null for jobs recorded before requests were kept. */
  request: BlastJobRequest | null;
}

export function createBlastJobsRepo(db: Db) {
  return {
    async insert(job: NewBlastJob): Promise<void> {
      await db.none(sql('blast/insert-job.sql'), { ...job, results: null });
    },

    /** A search that finished within the synchronous timeout, kept as a succeeded job. */
    async insertFinished(job: Omit<NewBlastJob, 'status'>, results: NonNullable<BlastJob['results']>): Promise<void> {
      await db.none(sql('blast/insert-job.sql'), { ...job, status: 'succeeded', results });
    },

    async markRunning(id: string): Promise<void> {
      await db.none(sql('blast/mark-job-running.sql'), { id });
    },

    async finish(
      id: string,
      outcome: { status: 'succeeded'; results: NonNullable<BlastJob['results']> } | { status: 'failed'; error: string },
    ): Promise<void> {
      const results = outcome.status === 'succeeded' ? outcome.results : null;
      const error = outcome.status === 'failed' ? outcome.error : null;
      await db.none(sql('blast/finish-job.sql'), { id, status: outcome.status, results, error });
    },

    /** The job if it exists and was submitted from `clientIp`; null otherwise (the two cases look the same). */
    async get(id: string, clientIp: string): Promise<BlastJob | null> {
      const row = await db.oneOrNone<Row>(sql('blast/get-job.sql'), { id, clientIp });
      if (!row) return null;
      return {
        jobId: row.id,
        status: row.status,
        program: row.program,
        database: row.database_id,
        results: row.results,
        error: row.error,
        createdAt: row.created_at.toISOString(),
        finishedAt: row.finished_at?.toISOString() ?? null,
      };
    },

    /** The job's search if it exists and was submitted from `clientIp`; null otherwise. */
    async search(id: string, clientIp: string): Promise<BlastJobSearch | null> {
      const row = await db.oneOrNone<{
        status: BlastJobStatus;
        program: BlastJob['program'];
        database_id: string;
        request: BlastJobRequest | null;
      }>(sql('blast/get-job-request.sql'), { id, clientIp });
      return row && { status: row.status, program: row.program, databaseId: row.database_id, request: row.request };
    },

    async touch(ids: string[]): Promise<void> {
      if (ids.length > 0) await db.none(sql('blast/touch-jobs.sql'), { ids });
    },

    /** Fails the jobs of processes that are gone (see the SQL for the rule); returns how many. */
    async failOrphaned(rule: {
      quietSeconds: number;
      staleSeconds: number;
      graceSeconds: number;
      namespace: number;
      message: string;
    }): Promise<number> {
      return (await db.result(sql('blast/fail-orphaned-jobs.sql'), rule)).rowCount;
    },

    async deleteExpired(hours: number): Promise<number> {
      return (await db.result(sql('blast/delete-expired-jobs.sql'), { hours })).rowCount;
    },
  };
}

export type BlastJobsRepo = ReturnType<typeof createBlastJobsRepo>;
