// The one piscina pool of the service: threads sized to the cores, a bounded queue (503 SERVICE_BUSY beyond it),
// abort signals; tasks name their worker module (workers/<task>.ts, compiled to dist/workers/<task>.js).
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { ApiError } from '../http/errors.js';

/** Worker modules the pool can run (one file each under workers/). */
export type WorkerTask = 'niche-analysis' | 'tiles' | 'identify';

export interface WorkerPoolOptions {
  /** Threads; 0 → one per core. */
  readonly threads: number;
  /** Tasks waiting for a thread before new ones get 503 SERVICE_BUSY. */
  readonly maxQueue: number;
}

const here = dirname(fileURLToPath(import.meta.url));
/** Compiled code runs .js workers; sources (tests, tsx) run .ts workers through the tsx loader. */
const compiled = fileURLToPath(import.meta.url).endsWith('.js');

export function workerFile(task: WorkerTask): string {
  return join(here, `${task}.${compiled ? 'js' : 'ts'}`);
}

export function createWorkerPool(options: WorkerPoolOptions) {
  const threads = options.threads > 0 ? options.threads : Math.max(1, availableParallelism());
  const pool = new Piscina({
    // threads stay up: the identification model is loaded into each one, a reaped thread would reload it (~1 s)
    minThreads: threads,
    maxThreads: threads,
    maxQueue: options.maxQueue,
    idleTimeout: 30_000,
    execArgv: compiled ? [] : ['--import', 'tsx'],
  });

  return {
    threads,

    /** Runs one task; a full queue answers 503 SERVICE_BUSY, an aborted signal rejects with an AbortError. */
    async run<I, O>(task: WorkerTask, input: I, signal?: AbortSignal): Promise<O> {
      try {
        return (await pool.run(input, { filename: workerFile(task), signal })) as O;
      } catch (error) {
        // piscina rejects a task when every thread is busy and maxQueue tasks already wait
        if (error instanceof Error && error.message === 'Task queue is at limit') throw busy(pool.queueSize);
        throw error;
      }
    },

    stats(): { threads: number; running: number; queued: number } {
      return { threads: pool.threads.length, running: pool.threads.length - pool.idleThreads, queued: pool.queueSize };
    },

    /** Waits for running tasks (bounded by piscina's close timeout) and stops the threads. */
    async close(): Promise<void> {
      await pool.close();
    },
  };
}

function busy(queued: number): ApiError {
  return new ApiError(
    'SERVICE_BUSY',
    'Every worker thread and the queue are busy; retry shortly.',
    { queued },
    { 'Retry-After': '10' },
  );
}

export type WorkerPool = ReturnType<typeof createWorkerPool>;
