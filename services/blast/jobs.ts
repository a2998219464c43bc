// BLAST jobs: a search that outlives the synchronous timeout is persisted and followed to its end in PostgreSQL; jobs whose
// process died (crash, kill -9) fail with a clear message within seconds, found by their lease and heartbeat.
import { LEASE_NAMESPACES, type JobLeases } from '../../db/jobs/leases.js';
import type { BlastJob, BlastJobsRepo, NewBlastJob } from '../../db/blast/index.js';
import type { QueuedTask } from './queue.js';
import type { BlastResult } from './result.js';
import { createFinishedJobs } from '../../core/finished-jobs.js';

export interface BlastJobsOptions {
  readonly repo: BlastJobsRepo;
  /** Leases of the running jobs; without them an orphan is only found once its heartbeat is stale (minutes). */
  readonly leases?: JobLeases;
  readonly retentionHours: number;
  readonly log: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
  readonly heartbeatMs?: number;
  /** How often jobs of dead processes are looked for. */
  readonly orphanCheckMs?: number;
  /** How often jobs past retention are deleted. */
  readonly sweepMs?: number;
}

export type NewJob = Readonly<Omit<NewBlastJob, 'status'>>;

/**
 * A job is orphaned when its heartbeat is quiet for QUIET_BEATS beats and nobody holds its lease — trusted only once
 * PostgreSQL has run LEASE_GRACE_S (after a restart of the database, live owners need a moment to retake their leases) —
 * or when its heartbeat is STALE_S old whatever the lease says (a process that hangs with its connection open).
 */
const QUIET_BEATS = 3;
const LEASE_GRACE_S = 15;
const STALE_S = 300;
export const ORPHANED_MESSAGE =
  'The server stopped while this search was running (restart or crash); submit the search again.';

export function createBlastJobs(options: BlastJobsOptions) {
  const { repo, log, leases } = options;
  const heartbeatMs = options.heartbeatMs ?? 3_000;
  const orphanCheckMs = options.orphanCheckMs ?? 5_000;
  const sweepMs = options.sweepMs ?? 60_000;
  /** Jobs this process is running, with the chain of their pending database writes. */
  const active = new Map<string, Promise<void>>();
  // polls after the end are answered from memory for a minute (the owner check still applies)
  const finished = createFinishedJobs<BlastJob>();

  const warn = (jobId: string) => (error: unknown) => log.warn({ err: error, jobId }, 'BLAST job update failed');

  async function failOrphans(): Promise<number> {
    const failed = await repo.failOrphaned({
      quietSeconds: Math.ceil((heartbeatMs * QUIET_BEATS) / 1000),
      staleSeconds: STALE_S,
      graceSeconds: LEASE_GRACE_S,
      namespace: LEASE_NAMESPACES.blast,
      message: ORPHANED_MESSAGE,
    });
    if (failed) log.info({ failed }, 'BLAST jobs of a stopped process failed');
    return failed;
  }

  async function sweep(): Promise<void> {
    await failOrphans();
    const deleted = await repo.deleteExpired(options.retentionHours);
    if (deleted) log.info({ deleted }, 'BLAST jobs past retention deleted');
  }

  const timers = [
    setInterval(() => void repo.touch([...active.keys()]).catch(warn('heartbeat')), heartbeatMs),
    setInterval(() => void failOrphans().catch(warn('orphan check')), orphanCheckMs),
    setInterval(() => void sweep().catch(warn('sweep')), sweepMs),
  ];
  for (const timer of timers) timer.unref();

  return {
    sweep,

    /** Persists a running search as a job and records its progress and outcome when they come. */
    async adopt(job: NewJob, task: QueuedTask<BlastResult>): Promise<void> {
      const queued = task.waiting();
      await repo.insert({ ...job, status: queued ? 'queued' : 'running' });
      void leases?.hold('blast', job.id);
      let chain: Promise<void> = Promise.resolve();
      if (queued) chain = task.started.then(() => repo.markRunning(job.id)).catch(warn(job.id));
      chain = chain
        .then(() => task.done)
        .then(
          (results) => repo.finish(job.id, { status: 'succeeded', results }),
          (error: unknown) =>
            repo.finish(job.id, { status: 'failed', error: error instanceof Error ? error.message : String(error) }),
        )
        .catch(warn(job.id))
        .finally(() => {
          active.delete(job.id);
          void leases?.release('blast', job.id);
        });
      active.set(job.id, chain);
    },

    /** Keeps a search that finished within the synchronous timeout as a succeeded job (its results readable again). */
    async recordFinished(job: NewJob, results: BlastResult): Promise<void> {
      await repo.insertFinished(job, results);
    },

    async get(id: string, clientIp: string): Promise<BlastJob | null> {
      const kept = finished.get(id, clientIp);
      if (kept) return kept;
      const job = await repo.get(id, clientIp);
      if (job && (job.status === 'succeeded' || job.status === 'failed')) finished.keep(id, clientIp, job);
      return job;
    },

    /** Stops the timers and waits (bounded) for the outcome of running jobs to be written. */
    async close(waitMs: number): Promise<void> {
      for (const timer of timers) clearInterval(timer);
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.allSettled([...active.values()]),
        new Promise((resolve) => {
          timer = setTimeout(resolve, waitMs);
        }),
      ]);
      clearTimeout(timer);
    },
  };
}

export type BlastJobs = ReturnType<typeof createBlastJobs>;
