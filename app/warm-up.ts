// Derived data built in the background right after start, once per data version, so no user's first request pays for
// it: the tile index, the unfiltered distribution overview, the host-plant sort positions, the download exports, and
// the answers of the heaviest pages (the tree's top levels, the largest per-node aggregates) kept by the read cache.
import type { Logger } from '../core/logger.js';
import type { SubsystemStatus } from '../services/health.js';

export interface WarmUpTask {
  readonly name: string;
  run(): Promise<unknown>;
}

export interface WarmUp {
  /** Runs the tasks one after another (the service is serving meanwhile: one at a time leaves it the other core). */
  start(): Promise<void>;
  /** Stops before the next task (a shutdown must not wait for exports being built). */
  stop(): void;
  /** For /health: `loading` until every task has run (failed ones are built on request instead). */
  status(): SubsystemStatus;
}

export function createWarmUp(tasks: readonly WarmUpTask[], logger: Logger): WarmUp {
  let stopped = false;
  let done: { ms: number; failed: string[] } | null = null;
  return {
    async start() {
      const started = performance.now();
      const failed: string[] = [];
      for (const task of tasks) {
        if (stopped) return;
        const taskStarted = performance.now();
        try {
          await task.run();
          logger.debug({ task: task.name, ms: Math.round(performance.now() - taskStarted) }, 'warm-up task done');
        } catch (error) {
          // a request will build it instead; during a shutdown the database is going away, which is no news
          if (!stopped) logger.warn({ err: error, task: task.name }, 'warm-up task failed');
          failed.push(task.name);
        }
      }
      done = { ms: Math.round(performance.now() - started), failed };
      logger.info({ ms: done.ms, failed }, 'derived data ready');
    },
    stop() {
      stopped = true;
    },
    status() {
      if (!done) return { status: 'loading', message: 'building derived data', latencyMs: null };
      const seconds = (done.ms / 1000).toFixed(1);
      return {
        status: 'ok',
        message: done.failed.length
          ? `derived data ready in ${seconds} s; built on request instead: ${done.failed.join(', ')}`
          : `derived data ready in ${seconds} s`,
        latencyMs: null,
      };
    },
  };
}

/** Requests the service makes of itself: their answers land in the read cache (http/response-cache.ts). */
export function selfRequests(
  baseUrl: () => string,
  paths: () => Promise<readonly string[]>,
  name = 'canonical pages',
): WarmUpTask {
  return {
    name,
    async run() {
      for (const path of await paths()) {
        const response = await fetch(`${baseUrl()}${path}`, { headers: { 'X-Request-Id': 'warm-up' } });
        await response.arrayBuffer();
      }
    },
  };
}
