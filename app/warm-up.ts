// Derived data built in the background right after start, once per data version, so no user's first request pays for
// it: the tile index, the unfiltered distribution overview, the host-plant sort positions, and the answers the
// operations' policies ask for (the first pages, the download exports, the heaviest details), kept by the read cache.
// A warm-up request that does not answer 2xx makes /health's derivedData say so.
import type { Logger } from '../core/logger.js';
import type { OperationId } from '../generated/operations.js';
import { pathOf, type PathArgs } from '../http/paths.js';
import type { DataOf, PolicyMap, WarmUpContext } from '../http/policy.js';
import type { SubsystemStatus } from '../services/health.js';

export interface WarmUpTask {
  readonly name: string;
  /** `failed` records a request of the service to itself that did not answer 2xx. */
  run(failed: (request: string) => void): Promise<unknown>;
}

export interface WarmUp {
  /** Runs the tasks one after another (the service is serving meanwhile: one at a time leaves it the other core). */
  start(): Promise<void>;
  /** Stops before the next task (a shutdown must not wait for exports being built). */
  stop(): void;
  /** For /health: `loading` until every task has run (failed ones are built on request instead); `error` when a request failed. */
  status(): SubsystemStatus;
}

/** Failed requests named in /health's message; the log has them all. */
const NAMED_FAILURES = 3;

export function createWarmUp(tasks: readonly WarmUpTask[], logger: Logger): WarmUp {
  let stopped = false;
  let done: { ms: number; failed: string[]; failedRequests: string[] } | null = null;
  return {
    async start() {
      const started = performance.now();
      const failed: string[] = [];
      const failedRequests: string[] = [];
      for (const task of tasks) {
        if (stopped) return;
        const taskStarted = performance.now();
        try {
          await task.run((request) => failedRequests.push(request));
          logger.debug({ task: task.name, ms: Math.round(performance.now() - taskStarted) }, 'warm-up task done');
        } catch (error) {
          // a request will build it instead; during a shutdown the database is going away, which is no news
          if (!stopped) logger.warn({ err: error, task: task.name }, 'warm-up task failed');
          failed.push(task.name);
        }
      }
      done = { ms: Math.round(performance.now() - started), failed, failedRequests };
      if (failedRequests.length) logger.warn({ failedRequests }, 'warm-up requests did not answer 2xx');
      logger.info({ ms: done.ms, failed }, 'derived data ready');
    },
    stop() {
      stopped = true;
    },
    status() {
      if (!done) return { status: 'loading', message: 'building derived data', latencyMs: null };
      const ready = `derived data ready in ${(done.ms / 1000).toFixed(1)} s`;
      if (done.failedRequests.length) {
        const named = done.failedRequests.slice(0, NAMED_FAILURES).join(', ');
        const more = done.failedRequests.length > NAMED_FAILURES ? ', …' : '';
        return {
          status: 'error',
          message: `${ready}, but ${done.failedRequests.length} warm-up request(s) did not answer 2xx: ${named}${more}`,
          latencyMs: null,
        };
      }
      return {
        status: 'ok',
        message: done.failed.length ? `${ready}; built on request instead: ${done.failed.join(', ')}` : ready,
        latencyMs: null,
      };
    },
  };
}

/** The path of one declared request (typed where it is declared; here the operation is any of them). */
const pathOfRequest = (operationId: OperationId, request: { params?: object; query?: object } = {}) =>
  pathOf(operationId, ...([request.params, request.query] as PathArgs<OperationId>));

/**
 * The requests the operations' policies declare, made of the service itself (their answers land in the read cache,
 * http/response-cache.ts): first one task of every `'once'` page, then one task per operation whose declaration
 * reads its requests from the data.
 */
export function declaredRequests<D>(policies: PolicyMap<D>, deps: D, baseUrl: () => string): WarmUpTask[] {
  const request = async (path: string, failed: (request: string) => void) => {
    const response = await fetch(`${baseUrl()}${path}`, { headers: { 'X-Request-Id': 'warm-up' } });
    if (!response.ok) failed(`GET ${path} → ${response.status}`);
    return response;
  };
  const context = (failed: (request: string) => void): WarmUpContext<D> => ({
    deps,
    async get<J extends OperationId>(operationId: J, ...args: PathArgs<J>) {
      const path = pathOf(operationId, ...args);
      const response = await request(path, failed);
      if (!response.ok) {
        await response.arrayBuffer();
        throw new Error(`GET ${path} answered ${response.status}`);
      }
      return ((await response.json()) as { data: DataOf<J> }).data;
    },
  });

  const operationIds = Object.keys(policies) as OperationId[];
  const once = operationIds.filter((id) => policies[id].warmUp === 'once');
  const fromData = operationIds.flatMap((id) => {
    const warmUp = policies[id].warmUp;
    return typeof warmUp === 'function' ? [{ id, requests: warmUp }] : [];
  });
  return [
    {
      name: 'first pages',
      async run(failed) {
        for (const id of once) await (await request(pathOfRequest(id), failed)).arrayBuffer();
      },
    },
    ...fromData.map(({ id, requests }) => ({
      name: id,
      async run(failed: (request: string) => void) {
        for (const each of await requests(context(failed)))
          await (await request(pathOfRequest(id, each), failed)).arrayBuffer();
      },
    })),
  ];
}
