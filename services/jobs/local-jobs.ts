// Jobs run by the process that accepted them (BLAST: a search that outlived the synchronous timeout becomes a job): the
// work already started here is persisted and followed to its end; a job whose process died fails with the kind's reason.
import type { JobWrite } from '../../db/jobs/index.js';
import {
  createKindCore,
  type CancelAnswer,
  type KindDefinition,
  type KindRuntime,
  type PlatformContext,
} from './kind.js';

/** Work started in this process: it may wait for a slot of its own first. */
export interface LocalTask<Result> {
  /** True while the task waits for a slot. */
  readonly waiting: () => boolean;
  /** Resolves when the task gets its slot. */
  readonly started: Promise<void>;
  readonly done: Promise<Result>;
}

export interface LocalKindDefinition<Job extends { readonly status: string }, Result> extends KindDefinition<
  Job,
  Result,
  null
> {
  /**
   * The errors of a job whose process died — only that process had its input, so the job fails rather than runs again:
   * `running` when its run had started, `queued` when it was still waiting for a slot (it never started).
   */
  readonly orphanedMessages: { readonly running: string; readonly queued: string };
}

export interface LocalJobs<Job, Result> {
  /**
   * Persists work already started here as a job of `clientIp` (`write` adds the kind's rows in the same transaction) and
   * records its start and outcome when they come. `cancel` stops the work (the job was cancelled, or ended elsewhere).
   */
  adopt(
    job: { readonly id: string; readonly clientIp: string },
    task: LocalTask<Result>,
    hooks: { readonly write: JobWrite; readonly cancel?: () => void },
  ): Promise<void>;
  /**
   * Records work that already succeeded here (a search answered within the synchronous timeout) as a job of `clientIp`,
   * kept like any other so its result can be read again; resolves once the job reads as succeeded.
   */
  recordSucceeded(
    job: { readonly id: string; readonly clientIp: string },
    result: Result,
    write: JobWrite,
  ): Promise<void>;
  get(id: string, clientIp: string): Promise<Job | null>;
  /** Cancels a job of `clientIp` that has not ended and stops its work (here, or at its process's next heartbeat). */
  cancel(id: string, clientIp: string): Promise<CancelAnswer>;
  running(): number;
  /** Fails orphans and deletes expired jobs now (the platform's timers keep doing it). */
  start(): Promise<void>;
  /** Waits (bounded) for the outcome of the running jobs to be written; stopping their work is the kind's. */
  close(waitMs: number): Promise<void>;
}

export function createLocalJobs<Job extends { readonly status: string }, Result>(
  definition: LocalKindDefinition<Job, Result>,
  context: PlatformContext,
  register: (runtime: KindRuntime) => void,
): LocalJobs<Job, Result> {
  const core = createKindCore(definition, context, {
    owned: ['queued', 'running'],
    maxAttempts: 0,
    message: definition.orphanedMessages.running,
    queuedMessage: definition.orphanedMessages.queued,
  });
  const { repo } = context;
  /** The chains of pending database writes of the jobs this process runs. */
  const chains = new Map<string, Promise<void>>();
  let started = false;

  register({
    kind: definition.kind,
    heartbeat: () => core.heartbeat(),
    checkOrphans: async () => void (started && (await core.sweepOrphans())),
    sweep: async () => void (started && (await core.sweep())),
  } satisfies KindRuntime);

  return {
    async adopt(job, task, hooks) {
      const queued = task.waiting();
      await repo.insert(
        {
          id: job.id,
          kind: definition.kind,
          clientIp: job.clientIp,
          status: queued ? 'queued' : 'running',
          owned: true,
          stage: null,
          keepSeconds: definition.keepSeconds,
        },
        hooks.write,
      );
      const run = { id: job.id, attempt: 1 };
      const entry = core.hold(run, hooks.cancel ?? (() => undefined));
      let chain: Promise<void> = Promise.resolve();
      if (queued) chain = task.started.then(() => repo.markRunning(run)).catch(core.warn('start', job.id));
      chain = chain
        .then(() => task.done)
        .then(
          (result) => core.finish(entry, { status: 'succeeded', result }),
          (error: unknown) =>
            core.finish(entry, {
              status: 'failed',
              error: error instanceof Error ? error.message : String(error),
              result: null,
            }),
        )
        .catch(core.warn('update', job.id))
        .finally(() => {
          chains.delete(job.id);
          core.release(entry);
        });
      chains.set(job.id, chain);
    },

    async recordSucceeded(job, result, write) {
      const row = { id: job.id, kind: definition.kind, clientIp: job.clientIp, stage: null };
      await repo.insert({ ...row, status: 'running', owned: true, keepSeconds: definition.keepSeconds }, write);
      // no lease or heartbeat: the run ends in the next statement
      const run = { run: { id: job.id, attempt: 1 }, stop: () => undefined, ended: false, settling: false };
      await core.finish(run, { status: 'succeeded', result });
    },

    get: (id, clientIp) => core.get(id, clientIp),
    cancel: (id, clientIp) => core.cancel(id, clientIp),
    running: () => core.running(),

    async start() {
      started = true;
      await core.sweep();
    },

    async close(waitMs) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.allSettled([...chains.values()]),
        new Promise((resolve) => {
          timer = setTimeout(resolve, waitMs);
        }),
      ]);
      clearTimeout(timer);
    },
  };
}
