// Jobs queued in PostgreSQL and claimed by whichever process sharing the database has a free slot (niche analyses): a
// run stopped by a shutdown or a busy worker pool goes back to the queue, and a job whose process died is requeued until
// it has had its runs, then fails with the kind's reason.
import type { JobRun, JobWrite } from '../../db/jobs/index.js';
import { isDescriptorExhaustion } from '../../core/descriptor-exhaustion.js';
import { ApiError } from '../../core/errors.js';
import {
  createKindCore,
  type CancelAnswer,
  type JobOutcome,
  type KindDefinition,
  type KindRuntime,
  type PlatformContext,
} from './kind.js';

/** What a run gets besides its input. */
export interface RunContext {
  readonly id: string;
  /** 1 for the first run; a job requeued after a crash runs again with the next. */
  readonly attempt: number;
  readonly startedAt: Date;
  /** Aborted when the job is cancelled, ended elsewhere, or the platform stops (then the job goes back to the queue). */
  readonly signal: AbortSignal;
  /** Reports what the run is doing (also a heartbeat). */
  progress(stage: string, fraction: number): Promise<void>;
}

export interface QueueKindDefinition<
  Job extends { readonly status: string },
  Input,
  Result,
  Failure,
> extends KindDefinition<Job, Result, Failure> {
  /** Runs of this kind one process runs at once. */
  readonly maxRunning: number;
  /** Runs a job may have had — a crash while running requeues it — before it fails with `message` instead. */
  readonly orphans: { readonly maxAttempts: number; readonly message: string };
  /** What a claimed job runs with (the kind's own rows). */
  load(id: string): Promise<Input>;
  /**
   * Runs a job to its outcome. A rejection fails it with the outcome `failure` makes of the error — unless the platform
   * is stopping, no worker was free (ApiError SERVICE_BUSY) or no file descriptor was: then the job goes back to the
   * queue.
   */
  run(input: Input, context: RunContext): Promise<JobOutcome<Result, Failure>>;
  failure(error: unknown, input: Input | null, context: RunContext): Promise<JobOutcome<Result, Failure>>;
}

export interface QueuedJobs<Job> {
  /**
   * Records a new job of `clientIp` (`write` adds the kind's rows in the same transaction): `pending` until enqueue()
   * when it awaits its input (`stage` says what), otherwise straight into the queue.
   */
  create(
    job: { readonly id: string; readonly clientIp: string; readonly awaiting?: string },
    write: JobWrite,
  ): Promise<{ createdAt: string; expiresAt: string }>;
  /** Puts a pending job in the queue (its input is complete) and claims; false when it was not pending any more. */
  enqueue(id: string): Promise<boolean>;
  get(id: string, clientIp: string): Promise<Job | null>;
  /** Cancels a job of `clientIp` that has not ended and stops its run (here, or at its process's next heartbeat). */
  cancel(id: string, clientIp: string): Promise<CancelAnswer>;
  /** Expires a succeeded job whose result is gone from storage (removed by hand). */
  expire(id: string): Promise<void>;
  /** Starts queued jobs while this process has room for them. Never rejects. */
  claim(): Promise<void>;
  running(): number;
  /** Requeues orphans, deletes expired jobs, then claims (the platform's timers keep doing all three). */
  start(): Promise<void>;
  /** Stops claiming, aborts the running jobs (they go back to the queue) and waits for that to be written. */
  close(): Promise<void>;
}

/** After the worker pool said busy, claiming pauses briefly instead of spinning on the same job. */
const BUSY_PAUSE_MS = 2_000;

/**
 * Overload that passes, which a later run gets past: every worker busy, or no file descriptor left for the run's files
 * (an export accepted in that moment failed for good on its output file's EMFILE before it went back to the queue).
 */
const passingOverload = (error: unknown): boolean =>
  (error instanceof ApiError && error.code === 'SERVICE_BUSY') || isDescriptorExhaustion(error);

export function createQueuedJobs<Job extends { readonly status: string }, Input, Result, Failure>(
  definition: QueueKindDefinition<Job, Input, Result, Failure>,
  context: PlatformContext,
  register: (runtime: KindRuntime) => void,
): QueuedJobs<Job> {
  const { kind } = definition;
  const { repo } = context;
  const core = createKindCore(definition, context, { owned: ['running'], ...definition.orphans });
  const shutdown = new AbortController();
  const runs = new Map<string, Promise<void>>();
  let started = false;
  let claiming = false;
  let pausedUntil = 0;

  async function execute(run: JobRun): Promise<void> {
    const stop = new AbortController();
    const entry = core.hold(run, () => stop.abort());
    const runContext: RunContext = {
      ...run,
      startedAt: new Date(),
      signal: AbortSignal.any([shutdown.signal, stop.signal]),
      progress: (stage, fraction) => repo.progress(run, stage, fraction),
    };
    let input: Input | null = null;
    try {
      let outcome: JobOutcome<Result, Failure>;
      try {
        input = await definition.load(run.id);
        outcome = await definition.run(input, runContext);
      } catch (error) {
        if (entry.ended) return;
        if (shutdown.signal.aborted || passingOverload(error)) {
          // stopping (or overloaded for a moment), not failing: the job waits in the queue for the next claim
          if (!shutdown.signal.aborted)
            context.log.info({ jobId: run.id, kind, err: error }, `${kind} job back in the queue: overloaded`);
          await repo.requeue(run).catch(core.warn('requeue', run.id));
          pausedUntil = Date.now() + BUSY_PAUSE_MS;
          return;
        }
        outcome = await definition.failure(error, input, runContext);
      }
      await core.finish(entry, outcome);
    } finally {
      core.release(entry);
    }
  }

  async function claim(): Promise<void> {
    if (!started || claiming || shutdown.signal.aborted || Date.now() < pausedUntil) return;
    claiming = true;
    try {
      while (runs.size < definition.maxRunning && !shutdown.signal.aborted) {
        const run = await repo.claim(kind);
        if (!run) break;
        const done = execute(run)
          .catch(core.warn('run', run.id))
          .finally(() => {
            runs.delete(run.id);
            void claim().catch(core.warn('claim'));
          });
        runs.set(run.id, done);
      }
    } finally {
      claiming = false;
    }
  }

  /** Jobs of a process that is gone go back to the queue (or fail after their runs) and are claimed again. */
  async function recoverOrphans(): Promise<void> {
    if (!started) return;
    const swept = await core.sweepOrphans();
    if (swept.some((j) => j.status === 'queued')) await claim();
  }

  register({
    kind,
    heartbeat: () => core.heartbeat(),
    checkOrphans: recoverOrphans,
    sweep: async () => void (started && (await core.sweep())),
    poll: claim,
  } satisfies KindRuntime);

  return {
    create(job, write) {
      return repo.insert(
        {
          id: job.id,
          kind,
          clientIp: job.clientIp,
          status: job.awaiting ? 'pending' : 'queued',
          owned: false,
          stage: job.awaiting ?? 'queued',
          keepSeconds: definition.keepSeconds,
        },
        write,
      );
    },

    async enqueue(id) {
      if (!(await repo.enqueue(kind, id, definition.keepSeconds))) return false;
      void claim().catch(core.warn('claim'));
      return true;
    },

    get: (id, clientIp) => core.get(id, clientIp),
    cancel: (id, clientIp) => core.cancel(id, clientIp),
    expire: (id) => core.expire(id),
    claim: () => claim().catch(core.warn('claim')),
    running: () => runs.size,

    async start() {
      started = true;
      // (a claim that fails, e.g. the database went away meanwhile, is retried by the timer)
      await core.sweep().catch(core.warn('sweep'));
      await claim().catch(core.warn('claim'));
    },

    async close() {
      shutdown.abort();
      await Promise.allSettled([...runs.values()]);
    },
  };
}
