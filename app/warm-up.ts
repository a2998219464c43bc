// Derived data built in the background right after start, once per data version, so no user's first request pays for
// it: the tile index, the unfiltered distribution overview, the host-plant sort positions, and the answers the
// operations' policies ask for (the first pages, the download exports, the heaviest details), kept by the read cache.
// A warm-up request that does not answer 2xx makes /health's derivedData say so; one that failed on the server's side
// (5xx: a full disk, a busy database) is tried again with a growing pause, so the status recovers by itself.
import type { Logger } from '../core/logger.js';
import type { OperationId } from '../generated/operations.js';
import { pathOf, type PathArgs } from '../http/paths.js';
import type { DataOf, PolicyMap, WarmUpContext } from '../http/policy.js';
import type { SubsystemStatus } from '../services/health.js';

/** A request of the service to itself that did not answer 2xx. */
export interface FailedRequest {
  /** 'GET /api/v1/downloads/2 → 404', for /health and the log. */
  readonly request: string;
  /** Asks again (only for a server-side failure, which may pass by itself); resolves with the new failure or null. */
  readonly retry?: () => Promise<FailedRequest | null>;
}

export interface WarmUpTask {
  readonly name: string;
  /** `failed` records a request of the service to itself that did not answer 2xx. */
  run(failed: (failure: FailedRequest) => void): Promise<unknown>;
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
/** The first pause before server-side failures are asked again, doubled each time up to the last. */
const RETRY_FIRST_MS = 5_000;
const RETRY_MAX_MS = 300_000;

/**
 * A full GC once the derived data is built (when `npm start`'s `--expose-gc` made `gc` callable): V8 sets the old
 * generation's next limit from what is live after a full collection, and the builds leave several times what they keep
 * (the heap peaked at ~480 MB used for ~190 MB live), so without one the first load grows the heap from that high-water.
 */
function collectBuildGarbage(): void {
  (globalThis as { gc?: () => void }).gc?.();
}

export function createWarmUp(tasks: readonly WarmUpTask[], logger: Logger): WarmUp {
  let stopped = false;
  let done: { ms: number; failed: string[]; failedRequests: FailedRequest[] } | null = null;
  let retryTimer: NodeJS.Timeout | undefined;

  /** Asks the retryable failures again after `pauseMs`, until none is left (or the service stops). */
  function retryLater(pauseMs: number): void {
    const ended = done;
    if (stopped || !ended?.failedRequests.some((f) => f.retry)) return;
    retryTimer = setTimeout(() => {
      void (async () => {
        const kept: FailedRequest[] = [];
        for (const failure of ended.failedRequests) {
          if (stopped) return;
          const again = failure.retry ? await failure.retry().catch(() => failure) : failure;
          if (again) kept.push(again);
        }
        if (kept.length < ended.failedRequests.length)
          logger.info({ left: kept.map((f) => f.request) }, 'warm-up requests answered on retry');
        ended.failedRequests = kept;
        retryLater(Math.min(pauseMs * 2, RETRY_MAX_MS));
      })();
    }, pauseMs);
    retryTimer.unref();
  }

  return {
    async start() {
      const started = performance.now();
      const failed: string[] = [];
      const failedRequests: FailedRequest[] = [];
      for (const task of tasks) {
        if (stopped) return;
        const taskStarted = performance.now();
        try {
          await task.run((failure) => failedRequests.push(failure));
          logger.debug({ task: task.name, ms: Math.round(performance.now() - taskStarted) }, 'warm-up task done');
        } catch (error) {
          // a request will build it instead; during a shutdown the database is going away, which is no news
          if (!stopped) logger.warn({ err: error, task: task.name }, 'warm-up task failed');
          failed.push(task.name);
        }
      }
      done = { ms: Math.round(performance.now() - started), failed, failedRequests };
      if (failedRequests.length)
        logger.warn({ failedRequests: failedRequests.map((f) => f.request) }, 'warm-up requests did not answer 2xx');
      logger.info({ ms: done.ms, failed }, 'derived data ready');
      collectBuildGarbage();
      retryLater(RETRY_FIRST_MS);
    },
    stop() {
      stopped = true;
      clearTimeout(retryTimer);
    },
    status() {
      if (!done) return { status: 'loading', message: 'building derived data', latencyMs: null };
      const ready = `derived data ready in ${(done.ms / 1000).toFixed(1)} s`;
      if (done.failedRequests.length) {
        const named = done.failedRequests
          .slice(0, NAMED_FAILURES)
          .map((f) => f.request)
          .join(', ');
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
  const fetchPath = (path: string) => fetch(`${baseUrl()}${path}`, { headers: { 'X-Request-Id': 'warm-up' } });
  /** The failure of an answer that is not 2xx; a server-side one (5xx) can be asked again. */
  const failureOf = (path: string, status: number): FailedRequest => ({
    request: `GET ${path} → ${status}`,
    retry:
      status >= 500
        ? async () => {
            const response = await fetchPath(path);
            await response.arrayBuffer();
            return response.ok ? null : failureOf(path, response.status);
          }
        : undefined,
  });
  const request = async (path: string, failed: (failure: FailedRequest) => void) => {
    const response = await fetchPath(path);
    if (!response.ok) failed(failureOf(path, response.status));
    return response;
  };
  const context = (failed: (failure: FailedRequest) => void): WarmUpContext<D> => ({
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
      async run(failed: (failure: FailedRequest) => void) {
        for (const each of await requests(context(failed)))
          await (await request(pathOfRequest(id, each), failed)).arrayBuffer();
      },
    })),
  ];
}
