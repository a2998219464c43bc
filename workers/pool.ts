// The service's worker threads in three lanes: tiles, identification (the only threads holding the model) and background (niche
// analyses), so a long analysis never holds a thread a tile needs; per task kind a slot limit and a bounded queue (503
// SERVICE_BUSY beyond it), abort signals.
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { ApiError } from '../core/errors.js';
import { Slots } from '../core/slots.js';
import type { TaskInput, TaskKind, TaskOutput } from './tasks.js';

export type { TaskKind } from './tasks.js';

export interface WorkerPoolOptions {
  /** Threads of the tile lane; 0 → one per core. */
  readonly threads: number;
  /**
   * Threads of the identification lane, each with its own copy of the model (~100 MB of onnxruntime memory per copy, so
   * few); 0 → one per core.
   */
  readonly identifyThreads: number;
  /** Tasks of one kind waiting for a slot before new ones get 503 SERVICE_BUSY. */
  readonly maxQueue: number;
  /** Niche analyses running at once, each on its own background thread. */
  readonly nicheSlots: number;
  /** Told when a thread died under a task (its request answers 503): a fault for the log, which the client never sees. */
  readonly onThreadLost?: (kind: TaskKind, error: Error) => void;
}

type Lane = 'tiles' | 'identification' | 'background';

const LANE: Readonly<Record<TaskKind, Lane>> = {
  tiles: 'tiles',
  identify: 'identification',
  'niche-analysis': 'background',
};

const here = dirname(fileURLToPath(import.meta.url));
/** Compiled code runs .js workers; sources (tests, tsx) run .ts workers through the tsx loader. */
const compiled = fileURLToPath(import.meta.url).endsWith('.js');

/** The module of a worker thread in this folder (a task kind's, or another thread's such as name-ranking). */
export function workerFile(name: string): string {
  return join(here, `${name}.${compiled ? 'js' : 'ts'}`);
}

/**
 * A thread of its own running this folder's module `name`. A source (tests, tsx) is required through tsx's require hook,
 * registered by the thread itself: on node 20 tsx's ESM hooks do not reach a worker thread (what piscina does too).
 */
export function workerThread(
  name: string,
  options: { readonly heapMb?: number; readonly youngGenerationMb?: number } = {},
): Worker {
  const file = workerFile(name);
  // a thread that outgrows its heap dies alone (ERR_WORKER_OUT_OF_MEMORY), the process goes on
  const resourceLimits = {
    ...(options.heapMb && { maxOldGenerationSizeMb: options.heapMb }),
    ...(options.youngGenerationMb && { maxYoungGenerationSizeMb: options.youngGenerationMb }),
  };
  if (compiled) return new Worker(file, { resourceLimits });
  const tsx = createRequire(import.meta.url).resolve('tsx/cjs/api');
  const entry = `require(${JSON.stringify(tsx)}).register(); require(${JSON.stringify(file)});`;
  return new Worker(entry, { eval: true, resourceLimits });
}

/** The longest timer node keeps (a longer one fires at once): ~24.8 days, "never" for an idle thread. */
const NEVER_MS = 2 ** 31 - 1;

function busy(kind: TaskKind, waiting: number): ApiError {
  return new ApiError(
    'SERVICE_BUSY',
    'Every worker thread and the queue are busy; retry shortly.',
    { task: kind, queued: waiting },
    { 'Retry-After': '10' },
  );
}

/**
 * A task the closing pool ended (queued, or on a thread it terminated): the request behind it answers that the service
 * is stopping — a client whose socket is gone never reads it, but the log no longer takes it for a fault of the code.
 */
function stopping(): ApiError {
  return new ApiError('SERVICE_BUSY', 'The service is stopping; retry shortly.', undefined, { 'Retry-After': '5' });
}

/**
 * Whether a task failed because its thread died under it: piscina rejects what the thread was running with "worker
 * exited with code: N" (it exited or was terminated), or with the thread's ERR_WORKER_OUT_OF_MEMORY. It starts another
 * thread for the next task (an identification thread loads the model again on its first task).
 */
function threadLost(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY' || /^worker exited\b/.test(error.message);
}

/** A task its thread died under: the request may be sent again (the task itself ran to no end; nothing was stored). */
function lostThread(kind: TaskKind): ApiError {
  return new ApiError(
    'SERVICE_BUSY',
    'The worker thread running this task stopped; retry shortly.',
    { task: kind },
    { 'Retry-After': '5' },
  );
}

export function createWorkerPool(options: WorkerPoolOptions) {
  const perCore = (n: number) => (n > 0 ? n : Math.max(1, availableParallelism()));
  const threads = perCore(options.threads);
  const identifyThreads = perCore(options.identifyThreads);
  const backgroundThreads = Math.max(1, options.nicheSlots);
  const execArgv = compiled ? [] : ['--import', 'tsx'];
  const lanes: Record<Lane, Piscina> = {
    tiles: new Piscina({ minThreads: threads, maxThreads: threads, idleTimeout: 30_000, execArgv }),
    // threads start on first use (the service's warm-up; a tool that never identifies starts none) and then stay up: the
    // identification model is loaded into each one, a reaped thread would reload it (~1 s). A lane of its own: on the
    // tiles' threads every thread held a copy of the model (~100 MB each) although one identification (~25 ms) is seldom
    // waited for, and a burst of identifications held the threads tiles need.
    identification: new Piscina({
      minThreads: 0,
      maxThreads: identifyThreads,
      idleTimeout: NEVER_MS,
      execArgv,
    }),
    background: new Piscina({ minThreads: 0, maxThreads: backgroundThreads, idleTimeout: 30_000, execArgv }),
  };
  // each kind waits in its own queue for its own slots, so a full queue of one kind never refuses another; piscina holds at
  // most the slots of its lane's kind (one per thread)
  const slots: Record<TaskKind, Slots> = {
    tiles: new Slots(threads, options.maxQueue),
    identify: new Slots(identifyThreads, options.maxQueue),
    'niche-analysis': new Slots(backgroundThreads, options.maxQueue),
  };

  let closing = false;

  return {
    /** Threads of the tile lane. */
    threads,
    /** Threads of the identification lane (the model is loaded once per thread). */
    identifyThreads,

    /** Runs one task of `kind` when one of its slots is free; a full queue answers 503 SERVICE_BUSY, an aborted signal rejects. */
    async run<K extends TaskKind>(kind: K, input: TaskInput<K>, signal?: AbortSignal): Promise<TaskOutput<K>> {
      if (closing) throw stopping();
      const release = await slots[kind].acquire(() => busy(kind, slots[kind].stats().waiting), signal);
      try {
        // piscina's results are untyped; workers/tasks.ts ties each kind's module to its output type
        return (await lanes[LANE[kind]].run(input, { filename: workerFile(kind), signal })) as TaskOutput<K>;
      } catch (error) {
        if (closing && !signal?.aborted) throw stopping();
        if (threadLost(error)) {
          options.onThreadLost?.(kind, error as Error);
          throw lostThread(kind);
        }
        throw error;
      } finally {
        release();
      }
    },

    /** The threads running `kind`'s tasks now (test/failure/worker-pool.test.ts stops one mid-task, as a crash would). */
    threadsOf(kind: TaskKind): readonly Worker[] {
      return lanes[LANE[kind]].threads;
    },

    /** Per task kind: tasks running and waiting. */
    stats(): Record<TaskKind, { running: number; queued: number }> {
      const entry = (kind: TaskKind) => ({ running: slots[kind].stats().held, queued: slots[kind].stats().waiting });
      return { tiles: entry('tiles'), identify: entry('identify'), 'niche-analysis': entry('niche-analysis') };
    },

    /** Waits for running tasks (bounded by piscina's close timeout) and stops every thread. */
    async close(): Promise<void> {
      closing = true;
      await Promise.all(Object.values(lanes).map((lane) => lane.close()));
    },
  };
}

export type WorkerPool = ReturnType<typeof createWorkerPool>;
