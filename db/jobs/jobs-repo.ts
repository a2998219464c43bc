// The bookkeeping of every job kind in the `job` table: create, queue, claim, heartbeat, progress, finish, cancel,
// orphans, retention. A kind's own rows (input, results) are written by its repo in the same transaction (JobWrite).
import type { ITask } from 'pg-promise';
import type { Db } from '../database.js';
import { sql } from '../sql.js';
import { ADVISORY_LOCKS } from './lock-ids.js';

/**
 * `pending` waits for its input (uploads), `queued` waits in the queue of its kind or for a slot of the process that
 * accepted it, `running`; then `succeeded`, `failed` or `cancelled`.
 */
export type JobStatus = 'pending' | 'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled';
export type OwnedStatus = Extract<JobStatus, 'queued' | 'running'>;
export type EndStatus = Extract<JobStatus, 'succeeded' | 'failed' | 'cancelled'>;

/** The statuses a job never leaves (until retention deletes it); a string set, so a kind's own status names can be asked. */
export const END_STATUSES: ReadonlySet<string> = new Set<EndStatus>(['succeeded', 'failed', 'cancelled']);

/** A transaction in which a kind writes its own rows together with the job's bookkeeping. */
export type JobTx = ITask<Record<string, never>>;
export type JobWrite = (t: JobTx) => Promise<void>;

/** One run of a job by this process: the attempt tells it from a later run of the same job (after a requeue) elsewhere. */
export interface JobRun {
  readonly id: string;
  readonly attempt: number;
}

export interface NewJobRow {
  readonly id: string;
  readonly kind: string;
  readonly clientIp: string;
  readonly status: 'pending' | OwnedStatus;
  /** True for a job the accepting process runs itself (its heartbeat starts now); false for one left to the queue. */
  readonly owned: boolean;
  readonly stage: string | null;
  readonly keepSeconds: number;
}

/** When a job of a process that is gone counts as orphaned (see sweep-orphans.sql), and what becomes of it. */
export interface OrphanRule {
  readonly kind: string;
  readonly owned: readonly OwnedStatus[];
  readonly quietSeconds: number;
  readonly staleSeconds: number;
  readonly graceSeconds: number;
  /** Runs a job may have had and still be requeued; 0: orphans fail at once. */
  readonly maxAttempts: number;
  /** The error of an orphan whose run had started. */
  readonly message: string;
  /** The error of an orphan still queued (it never started); `message` when the kind does not say otherwise. */
  readonly queuedMessage?: string;
  readonly keepSeconds: number;
}

export function createJobsRepo(db: Db) {
  return {
    /** Records a new job, and the kind's own rows in the same transaction. */
    async insert(job: NewJobRow, write: JobWrite): Promise<{ createdAt: string; expiresAt: string }> {
      return db.tx(async (t) => {
        const row = await t.one<{ created_at: Date; expires_at: Date }>(sql('jobs/insert-job.sql'), {
          ...job,
          attempts: job.owned ? 1 : 0,
        });
        await write(t);
        return { createdAt: row.created_at.toISOString(), expiresAt: row.expires_at.toISOString() };
      });
    },

    /** False when the job is not pending any more (queued already, ended) or has expired. */
    async enqueue(kind: string, id: string, keepSeconds: number): Promise<boolean> {
      return (await db.oneOrNone(sql('jobs/enqueue-job.sql'), { kind, id, keepSeconds })) !== null;
    },

    claim(kind: string): Promise<JobRun | null> {
      return db.oneOrNone<JobRun>(sql('jobs/claim-job.sql'), { kind });
    },

    async markRunning(run: JobRun): Promise<void> {
      await db.none(sql('jobs/mark-job-running.sql'), run);
    },

    async progress(run: JobRun, stage: string, progress: number): Promise<void> {
      await db.none(sql('jobs/update-progress.sql'), { ...run, stage, progress });
    },

    /** Heartbeat of runs in one of `owned`; returns the ids still so (the others ended elsewhere). */
    async touch(runs: readonly JobRun[], owned: readonly OwnedStatus[]): Promise<Set<string>> {
      if (runs.length === 0) return new Set();
      const ids = await db.map(
        sql('jobs/touch-jobs.sql'),
        { ids: runs.map((r) => r.id), attempts: runs.map((r) => r.attempt), owned },
        (r: { id: string }) => r.id,
      );
      return new Set(ids);
    },

    async requeue(run: JobRun): Promise<void> {
      await db.none(sql('jobs/requeue-job.sql'), run);
    },

    /**
     * Ends a run in one of `owned` and writes the kind's rows in the same transaction; false (nothing written) when the
     * run had ended elsewhere.
     */
    async finish(
      run: JobRun,
      owned: readonly OwnedStatus[],
      outcome: { status: 'succeeded' } | { status: 'failed'; error: string },
      keepSeconds: number,
      write: JobWrite,
    ): Promise<boolean> {
      const succeeded = outcome.status === 'succeeded';
      return db.tx(async (t) => {
        const row = await t.oneOrNone(sql('jobs/finish-job.sql'), {
          ...run,
          owned,
          status: outcome.status,
          stage: succeeded ? 'done' : 'failed',
          progress: succeeded ? 1 : 0,
          error: succeeded ? null : outcome.error,
          keepSeconds,
        });
        if (row) await write(t);
        return row !== null;
      });
    },

    /** Null when `clientIp` has no such job; otherwise whether it was cancelled now, and its status before. */
    cancel(
      kind: string,
      id: string,
      clientIp: string,
      keepSeconds: number,
    ): Promise<{ status: JobStatus; cancelled: boolean } | null> {
      return db.oneOrNone(sql('jobs/cancel-job.sql'), { kind, id, clientIp, keepSeconds });
    },

    /** Requeues or fails the orphaned jobs of one kind; returns them with their new status. */
    sweepOrphans(rule: OrphanRule): Promise<{ id: string; status: 'queued' | 'failed' }[]> {
      return db.any(sql('jobs/sweep-orphans.sql'), {
        ...rule,
        queuedMessage: rule.queuedMessage ?? rule.message,
        namespace: ADVISORY_LOCKS.jobLease,
      });
    },

    /** Expires a succeeded job now (its result is gone from storage); deleted by the next retention sweep. */
    async expire(kind: string, id: string): Promise<void> {
      await db.none(sql('jobs/expire-job.sql'), { kind, id });
    },

    /** Deletes the expired jobs of one kind (with their own rows); returns their ids, so their files can be removed. */
    deleteExpired(kind: string): Promise<string[]> {
      return db.map(sql('jobs/delete-expired-jobs.sql'), { kind }, (r: { id: string }) => r.id);
    },

    counts(): Promise<{ kind: string; status: JobStatus; jobs: number }[]> {
      return db.any(sql('jobs/job-counts.sql'));
    },
  };
}

export type JobsRepo = ReturnType<typeof createJobsRepo>;
