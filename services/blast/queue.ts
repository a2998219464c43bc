// Bounded concurrency for BLAST processes: a few run at once, a bounded number wait, the rest get 503 SERVICE_BUSY.
import { ApiError } from '../../core/errors.js';

export interface QueuedTask<T> {
  /** True while the task waits for a slot. */
  readonly waiting: () => boolean;
  /** Resolves when the task gets its slot. */
  readonly started: Promise<void>;
  readonly done: Promise<T>;
}

export interface TaskQueue {
  push<T>(task: () => Promise<T>): QueuedTask<T>;
  readonly running: () => number;
  readonly queued: () => number;
}

export function createTaskQueue(concurrency: number, maxWaiting: number): TaskQueue {
  let running = 0;
  const waiting: (() => void)[] = [];

  const next = () => {
    if (running >= concurrency) return;
    const start = waiting.shift();
    if (start) start();
  };

  return {
    push<T>(task: () => Promise<T>): QueuedTask<T> {
      if (running >= concurrency && waiting.length >= maxWaiting) {
        throw new ApiError(
          'SERVICE_BUSY',
          'Every BLAST slot and the queue are full; retry shortly.',
          { running, queued: waiting.length },
          { 'Retry-After': '10' },
        );
      }
      let isWaiting = true;
      const started = new Promise<void>((resolve) => {
        waiting.push(() => {
          isWaiting = false;
          running += 1;
          resolve();
        });
      });
      const done = started.then(async () => {
        try {
          return await task();
        } finally {
          running -= 1;
          next();
        }
      });
      next();
      return { waiting: () => isWaiting, started, done };
    },
    running: () => running,
    queued: () => waiting.length,
  };
}
