// The service's side of the name search's thread (workers/name-ranking.ts): started on the first build, asked in
// order, and when it dies or stops answering its search is lost — the answers it owed reject (the caller asks the SQL)
// and the next build starts a new thread.
import type { Worker } from 'node:worker_threads';
import { rankingBuffers, type RankedNames } from '../core/name-ranking.js';
import { matchesBuffers, type NameMatch, type NameSearchThread } from '../core/name-search.js';
import type { NameRankingReply, NameRankingRequest } from './name-ranking.js';
import { workerThread } from './pool.js';

export interface NameRankingThread extends NameSearchThread {
  close(): Promise<void>;
}

type Request = NameRankingRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;

/** The thread's heap: the search of today's 86,000 names takes a small part of it (the ranking's arrays live outside it). */
const HEAP_MB = 256;

/**
 * Its young generation: an answer's text (~18 kB) lives only until it is posted, so a small one is collected often and
 * cheaply. V8's default let it grow to tens of MB: the service's RSS peak under the search's long tail was 940 MB with
 * it, 873 with 8 MB, at the same speed (tools/bench-api.ts, searchTaxonomy, 2,027 and 2,265 req/s).
 */
const YOUNG_GENERATION_MB = 8;

/**
 * A query takes well under a millisecond (tools/bench-api.ts), the costliest the contract allows (one letter) a few: one
 * query still being ranked this long means a thread stuck in a loop, and every search after it would wait with it.
 */
const ANSWER_WITHIN_MS = 2_000;

interface Waiting {
  resolve(result: unknown): void;
  reject(error: Error): void;
  /** Whether it is a query (held to the deadline; a build is not: it may take long on a busy machine). */
  readonly query: boolean;
  /** performance.now() when it was asked. */
  readonly askedAt: number;
}

export function createNameRankingThread(
  log: { warn(obj: object, msg: string): void },
  options: { readonly heapMb?: number; readonly answerWithinMs?: number } = {},
): NameRankingThread {
  const answerWithinMs = options.answerWithinMs ?? ANSWER_WITHIN_MS;
  let worker: Worker | null = null;
  /** The version built or being built on the thread, and whether it is built. */
  let held: { version: string; built: boolean } | null = null;
  // in the order asked: the first is the one waiting longest
  const waiting = new Map<number, Waiting>();
  let nextId = 0;
  let closing = false;
  /** performance.now() of the thread's last answer: it works through what it is asked in order, one at a time. */
  let answeredAt = 0;

  /** The thread and its ranking are gone: what it owed rejects (the SQL answers it), the next build starts another. */
  function lose(thread: Worker, reason: string, watchdog: NodeJS.Timeout): void {
    if (worker !== thread) return;
    clearInterval(watchdog);
    worker = null;
    held = null;
    for (const entry of waiting.values()) entry.reject(new Error(reason));
    waiting.clear();
  }

  function start(): Worker {
    const thread = workerThread('name-ranking', {
      heapMb: options.heapMb ?? HEAP_MB,
      youngGenerationMb: YOUNG_GENERATION_MB,
    });
    // a thread with nothing to answer does not keep the process alive
    thread.unref();
    thread.on('message', (reply: NameRankingReply) => {
      answeredAt = performance.now();
      const entry = waiting.get(reply.id);
      waiting.delete(reply.id);
      if ('error' in reply) entry?.reject(new Error(`name ranking: ${reply.error}`));
      else entry?.resolve(reply.result);
    });
    thread.on('error', (error) => log.warn({ err: error }, 'the name ranking thread failed'));
    // A thread that stops answering is stopped: its late answers, if any, find no one waiting. Stopping means one query
    // ranked past the deadline — the oldest one waiting, begun when it was asked or when the one before was answered —
    // not a backlog: thousands of searches at once wait their turn from a thread that answers every fraction of a
    // millisecond (stopping it then would send every search to the SQL, and build it again, while the burst lasts).
    const watchdog = setInterval(
      () => {
        const oldest = waiting.values().next().value;
        if (!oldest?.query || performance.now() - Math.max(oldest.askedAt, answeredAt) <= answerWithinMs) return;
        log.warn(
          { answerWithinMs },
          'the name ranking thread answered no query in time; it is stopped and searches ask the SQL until it is built again',
        );
        lose(thread, `the name ranking thread answered nothing in ${answerWithinMs} ms`, watchdog);
        void thread.terminate();
      },
      Math.max(1, answerWithinMs / 4),
    ).unref();
    thread.on('exit', (code) => {
      if (worker !== thread) return;
      lose(thread, `the name ranking thread exited (${code})`, watchdog);
      if (!closing) log.warn({ code }, 'the name ranking thread exited; searches ask the SQL until it is built again');
    });
    return thread;
  }

  /** Whether the thread has built `version`'s search: the only one it answers queries of. */
  function holds(version: string): boolean {
    return held?.version === version && held.built;
  }

  function ask(request: Request, transfer: ArrayBuffer[] = []): Promise<unknown> {
    worker ??= start();
    const id = nextId++;
    return new Promise((resolve, reject) => {
      waiting.set(id, { resolve, reject, query: request.kind !== 'build', askedAt: performance.now() });
      worker!.postMessage({ ...request, id }, transfer);
    });
  }

  return {
    has: holds,
    lost: () => held === null,
    async build(version, parts, matches) {
      if (closing) return;
      const entry = { version, built: false };
      held = entry;
      try {
        await ask({ kind: 'build', version, parts, matches }, [...rankingBuffers(parts), ...matchesBuffers(matches)]);
      } catch (error) {
        if (held === entry) held = null;
        throw error;
      }
      entry.built = true;
    },
    async rank(version, text, limit) {
      if (!holds(version)) return null;
      return (await ask({ kind: 'rank', version, text, limit })) as RankedNames | null;
    },
    async search(version, text, limit) {
      if (!holds(version)) return null;
      return (await ask({ kind: 'search', version, text, limit })) as { total: number; items: NameMatch[] } | null;
    },
    async answerText(version, text, limit, query) {
      if (!holds(version)) return null;
      return (await ask({ kind: 'answerText', version, text, limit, query })) as string | null;
    },
    async close() {
      closing = true;
      await worker?.terminate();
    },
  };
}
