// What every job kind shares, whatever its dispatch: the runs this process holds (lease, heartbeat, stopped when their job
// ended elsewhere), reads that answer finished jobs from memory, cancellation, and the orphan and retention sweeps.
import {
  END_STATUSES,
  type JobLeases,
  type JobRun,
  type JobsRepo,
  type JobStatus,
  type JobTx,
  type OwnedStatus,
} from '../../db/jobs/index.js';
import { createFinishedJobs } from './finished-jobs.js';

export interface JobLog {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

export interface JobTiming {
  /** Heartbeat of the runs of this process. */
  readonly heartbeatMs: number;
  /** How often the jobs of dead processes are looked for. */
  readonly orphanCheckMs: number;
  /** How often expired jobs are deleted (and orphans looked for). */
  readonly sweepMs: number;
  /** How often a queue kind looks for queued jobs (besides right after one is queued or a run ends). */
  readonly pollMs: number;
}

/** What a kind's run ended with: the result, or the reason it failed (with what the kind keeps of a failed run). */
export type JobOutcome<Result, Failure = null> =
  | { readonly status: 'succeeded'; readonly result: Result }
  | { readonly status: 'failed'; readonly error: string; readonly result: Failure };

/** What every kind declares. */
export interface KindDefinition<Job extends { readonly status: string }, Result, Failure> {
  /** Names the kind in the job table and the logs ('blast', 'niche', …). */
  readonly kind: string;
  /**
   * How long a job is kept once it ended — and one waiting for its input, or in the queue, once it got there; then it is
   * deleted with its own rows and files.
   */
  readonly keepSeconds: number;
  /** The job as the API shows it to its owner; null when it does not exist or `clientIp` did not create it. */
  read(id: string, clientIp: string): Promise<Job | null>;
  /** Writes the kind's own rows of an outcome, in the transaction that ends the job. */
  saveOutcome(t: JobTx, id: string, outcome: JobOutcome<Result, Failure>): Promise<void>;
  /** Removes what a job keeps outside PostgreSQL (its files) once retention deleted it. */
  removeFiles?(id: string): Promise<void>;
}

/** Whether a client's cancel stopped its job; null when the client has no such job. */
export type CancelAnswer = { readonly status: JobStatus; readonly cancelled: boolean } | null;

/** What the platform's timers call on every kind. */
export interface KindRuntime {
  readonly kind: string;
  /** Heartbeat of this kind's runs in this process. */
  heartbeat(): Promise<void>;
  /** Requeues or fails the jobs of dead processes (once the kind has started). */
  checkOrphans(): Promise<void>;
  /** Orphans, then retention (once the kind has started). */
  sweep(): Promise<void>;
  /** Claims queued jobs while this process has room (queue kinds, once started). */
  poll?(): Promise<void>;
}

export interface PlatformContext {
  readonly repo: JobsRepo;
  readonly leases?: JobLeases;
  readonly log: JobLog;
  readonly timing: JobTiming;
}

/**
 * A job is orphaned when its heartbeat is quiet for QUIET_BEATS beats and nobody holds its lease — trusted only once
 * PostgreSQL has run LEASE_GRACE_S (after a restart of the database, live owners need a moment to retake their leases) —
 * or when its heartbeat is STALE_S old whatever the lease says (a process that hangs with its connection open).
 */
const QUIET_BEATS = 3;
const LEASE_GRACE_S = 15;
const STALE_S = 300;

/** A run this process holds. */
export interface HeldRun {
  readonly run: JobRun;
  /** Stops the work (kills the process, aborts the analysis). */
  readonly stop: () => void;
  /** The job ended elsewhere (cancelled, or taken for an orphan): its outcome is not written. */
  ended: boolean;
  /** Its outcome is being written: the heartbeat no longer speaks for it. */
  settling: boolean;
}

/** What the dispatch of a kind (here or queued) builds on; `orphans` says what becomes of the jobs of a dead process. */
export function createKindCore<Job extends { readonly status: string }, Result, Failure>(
  definition: KindDefinition<Job, Result, Failure>,
  context: PlatformContext,
  orphans: {
    readonly owned: readonly OwnedStatus[];
    readonly maxAttempts: number;
    readonly message: string;
    readonly queuedMessage?: string;
  },
) {
  const { kind } = definition;
  const { repo, leases, log } = context;
  const held = new Map<string, HeldRun>();
  // polls after the end are answered from memory for a minute (the owner check still applies)
  const finished = createFinishedJobs<Job>();

  const warn = (what: string, jobId?: string) => (error: unknown) =>
    log.warn({ err: error, jobId, kind }, `${kind} job ${what} failed`);

  function end(run: HeldRun, why: string): void {
    run.ended = true;
    log.info({ jobId: run.run.id, kind }, `${kind} job stopped: ${why}`);
    run.stop();
  }

  async function sweepOrphans(): Promise<{ id: string; status: 'queued' | 'failed' }[]> {
    const swept = await repo.sweepOrphans({
      kind,
      owned: orphans.owned,
      quietSeconds: Math.ceil((context.timing.heartbeatMs * QUIET_BEATS) / 1000),
      staleSeconds: STALE_S,
      graceSeconds: LEASE_GRACE_S,
      maxAttempts: orphans.maxAttempts,
      message: orphans.message,
      queuedMessage: orphans.queuedMessage,
      keepSeconds: definition.keepSeconds,
    });
    if (swept.length) {
      const requeued = swept.filter((j) => j.status === 'queued').length;
      log.info(
        { kind, requeued, failed: swept.length - requeued },
        `${kind} jobs of a stopped process requeued or failed`,
      );
    }
    return swept;
  }

  async function deleteExpired(): Promise<void> {
    const expired = await repo.deleteExpired(kind);
    for (const id of expired) await definition.removeFiles?.(id);
    if (expired.length) log.info({ kind, deleted: expired.length }, `${kind} jobs past retention deleted`);
  }

  return {
    kind,
    owned: orphans.owned,
    warn,
    sweepOrphans,

    /** Orphans, then the jobs past retention. */
    async sweep(): Promise<void> {
      await sweepOrphans();
      await deleteExpired();
    },

    /** Takes the lease of a run this process starts. */
    hold(run: JobRun, stop: () => void): HeldRun {
      const entry: HeldRun = { run, stop, ended: false, settling: false };
      held.set(run.id, entry);
      void leases?.hold(run.id);
      return entry;
    },

    release(entry: HeldRun): void {
      if (held.get(entry.run.id) !== entry) return;
      held.delete(entry.run.id);
      void leases?.release(entry.run.id);
    },

    running: () => held.size,

    /** The heartbeat of this kind's runs; a run whose job ended elsewhere meanwhile is stopped. */
    async heartbeat(): Promise<void> {
      const runs = [...held.values()];
      const live = await repo.touch(
        runs.map((r) => r.run),
        orphans.owned,
      );
      for (const entry of runs)
        if (!live.has(entry.run.id) && !entry.settling && !entry.ended && held.get(entry.run.id) === entry)
          end(entry, 'its job ended elsewhere (cancelled, or taken for an orphan)');
    },

    /** Writes a run's outcome (job and kind rows in one transaction) unless its job ended elsewhere meanwhile. */
    async finish(entry: HeldRun, outcome: JobOutcome<Result, Failure>): Promise<void> {
      if (entry.ended) return;
      entry.settling = true;
      const bookkeeping = outcome.status === 'succeeded' ? outcome : { status: outcome.status, error: outcome.error };
      await repo.finish(entry.run, orphans.owned, bookkeeping, definition.keepSeconds, (t) =>
        definition.saveOutcome(t, entry.run.id, outcome),
      );
    },

    /** The job for its owner; an ended job is answered from memory for a while (it never changes until deleted). */
    async get(id: string, clientIp: string): Promise<Job | null> {
      const kept = finished.get(id, clientIp);
      if (kept) return kept;
      const job = await definition.read(id, clientIp);
      if (job && END_STATUSES.has(job.status)) finished.keep(id, clientIp, job);
      return job;
    },

    /**
     * A succeeded job whose result is gone from storage (removed by hand) expires now, so it is shown as expired and no
     * request reuses it. Other processes may answer it from their memory for up to a minute more.
     */
    async expire(id: string): Promise<void> {
      await repo.expire(kind, id);
      finished.forget(id);
    },

    /**
     * Cancels a job of `clientIp` that has not ended; its run is stopped at once when this process holds it, otherwise by
     * its own process at its next heartbeat. Null when `clientIp` has no such job; `cancelled` false when it had ended.
     */
    async cancel(id: string, clientIp: string): Promise<CancelAnswer> {
      const answer = await repo.cancel(kind, id, clientIp, definition.keepSeconds);
      const entry = held.get(id);
      if (answer?.cancelled && entry && !entry.ended) end(entry, 'cancelled by its client');
      return answer;
    },
  };
}
