// The job platform: one set of timers (heartbeat, orphan check, retention sweep, queue poll) over every job kind, and the
// two ways a kind dispatches its jobs — run by the process that accepted them (local) or queued in PostgreSQL (queued).
import type { JobLeases, JobsRepo, JobStatus } from '../../db/jobs/index.js';
import type { JobLog, JobTiming, KindRuntime, PlatformContext } from './kind.js';
import { createLocalJobs, type LocalJobs, type LocalKindDefinition } from './local-jobs.js';
import { createQueuedJobs, type QueuedJobs, type QueueKindDefinition } from './queued-jobs.js';

export interface JobPlatformDeps {
  readonly repo: JobsRepo;
  /** Leases of the running jobs; without them an orphan is only found once its heartbeat is stale (minutes). */
  readonly leases?: JobLeases;
  readonly log: JobLog;
  readonly timing?: Partial<JobTiming>;
}

export interface JobPlatform {
  /** A kind whose jobs run in the process that accepted them; orphans fail. */
  local<Job extends { readonly status: string }, Result>(
    definition: LocalKindDefinition<Job, Result>,
  ): LocalJobs<Job, Result>;
  /** A kind whose jobs wait in PostgreSQL for any process with a free slot; orphans are requeued, then fail. */
  queued<Job extends { readonly status: string }, Input, Result, Failure>(
    definition: QueueKindDefinition<Job, Input, Result, Failure>,
  ): QueuedJobs<Job>;
  /** Jobs by kind and status (the /metrics gauge). */
  counts(): Promise<{ kind: string; status: JobStatus; jobs: number }[]>;
  /** Stops the timers (the kinds stop their own work first). */
  close(): Promise<void>;
}

const DEFAULT_TIMING: JobTiming = { heartbeatMs: 3_000, orphanCheckMs: 5_000, sweepMs: 60_000, pollMs: 2_000 };

export function createJobPlatform(deps: JobPlatformDeps): JobPlatform {
  const timing: JobTiming = { ...DEFAULT_TIMING, ...deps.timing };
  const context: PlatformContext = { repo: deps.repo, leases: deps.leases, log: deps.log, timing };
  const kinds = new Map<string, KindRuntime>();
  let timers: NodeJS.Timeout[] | null = null;

  /** Runs `task` for every kind; a failure is logged (the next tick tries again) and does not stop the others. */
  const each = (what: string, task: (kind: KindRuntime) => Promise<void> | undefined) => () => {
    for (const kind of kinds.values())
      void task(kind)?.catch((error: unknown) =>
        deps.log.warn({ err: error, kind: kind.kind }, `${kind.kind} job ${what} failed`),
      );
  };

  function register(runtime: KindRuntime): void {
    if (kinds.has(runtime.kind)) throw new Error(`the job kind '${runtime.kind}' is registered twice`);
    kinds.set(runtime.kind, runtime);
    timers ??= [
      setInterval(
        each('heartbeat', (k) => k.heartbeat()),
        timing.heartbeatMs,
      ),
      setInterval(
        each('orphan check', (k) => k.checkOrphans()),
        timing.orphanCheckMs,
      ),
      setInterval(
        each('sweep', (k) => k.sweep()),
        timing.sweepMs,
      ),
      setInterval(
        each('claim', (k) => k.poll?.()),
        timing.pollMs,
      ),
    ];
    for (const timer of timers) timer.unref();
  }

  return {
    local: (definition) => createLocalJobs(definition, context, register),
    queued: (definition) => createQueuedJobs(definition, context, register),
    counts: () => deps.repo.counts(),
    async close() {
      for (const timer of timers ?? []) clearInterval(timer);
      timers = null;
    },
  };
}
