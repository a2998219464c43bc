// BLAST jobs: a search that outlives the synchronous timeout is persisted and followed to its end in PostgreSQL.
import type { BlastJob, BlastJobsRepo, NewBlastJob } from '../../db/repos/blast-jobs.js';
import type { QueuedTask } from './queue.js';
import type { BlastResult } from './result.js';

export interface BlastJobsOptions {
  readonly repo: BlastJobsRepo;
  readonly retentionHours: number;
  readonly log: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
  readonly heartbeatMs?: number;
  readonly sweepMs?: number;
}

export type NewJob = Readonly<Omit<NewBlastJob, 'status'>>;

/** Heartbeats older than this (several missed beats) mean the owning process is gone. */
const STALE_FACTOR = 4;
export const ORPHANED_MESSAGE =
  'The server stopped while this search was running (restart or crash); submit the search again.';

export function createBlastJobs(options: BlastJobsOptions) {
  const { repo, log } = options;
  const heartbeatMs = options.heartbeatMs ?? 15_000;
  const sweepMs = options.sweepMs ?? 60_000;
  /** Jobs this process is running, with the chain of their pending database writes. */
  const active = new Map<string, Promise<void>>();

  const warn = (jobId: string) => (error: unknown) => log.warn({ err: error, jobId }, 'BLAST job update failed');

  async function sweep(): Promise<void> {
    const failed = await repo.failOrphaned(Math.ceil((heartbeatMs * STALE_FACTOR) / 1000), ORPHANED_MESSAGE);
    const deleted = await repo.deleteExpired(options.retentionHours);
    if (failed || deleted) log.info({ failed, deleted }, 'BLAST job sweep');
  }

  const timers = [
    setInterval(() => void repo.touch([...active.keys()]).catch(warn('heartbeat')), heartbeatMs),
    setInterval(() => void sweep().catch(warn('sweep')), sweepMs),
  ];
  for (const timer of timers) timer.unref();

  return {
    sweep,

    /** Persists a running search as a job and records its progress and outcome when they come. */
    async adopt(job: NewJob, task: QueuedTask<BlastResult>): Promise<void> {
      const queued = task.waiting();
      await repo.insert({ ...job, status: queued ? 'queued' : 'running' });
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
        .finally(() => active.delete(job.id));
      active.set(job.id, chain);
    },

    get(id: string, clientIp: string): Promise<BlastJob | null> {
      return repo.get(id, clientIp);
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
