// The client-side deadline of database calls: a query held past a few seconds while a fresh connection cannot get
// an answer either means the server is stalled (stopped, frozen host, lost packets), so every connection is cut.
import type pg from 'pg';
import { isDescriptorExhaustion } from '../core/descriptor-exhaustion.js';

export interface StallWatchOptions {
  /**
   * The pools whose connections are watched (pg-pool emits connect / acquire / release / remove): the requests' and
   * the builds', so a build reading from a stalled server is cut too, and a request waiting on that build answers.
   */
  readonly pools: readonly pg.Pool[];
  /** pg's Client class, to open the probe connection outside the pool. */
  readonly Client: typeof pg.Client;
  readonly connectionString: string;
  /** A connection held this long makes the watch ask whether the server still answers. */
  readonly suspectAfterMs: number;
  /** How long the probe may take to connect and answer `SELECT 1`. */
  readonly probeTimeoutMs: number;
  readonly log: { warn(message: string): void; info(message: string): void };
}

export interface StallWatch {
  /** True from a failed probe until a probe succeeds again. */
  stalled(): boolean;
  /**
   * True while stalled, or while a probe has gone unanswered for a second (a live server answers a fresh connection's
   * `SELECT 1` in milliseconds): a request whose wait for a pooled connection times out now met a stalled server, not
   * a busy pool — with every connection held by a stopped server, the wait ends before the probe's deadline does.
   */
  suspected(): boolean;
  stop(): void;
}

/** How long a probe may go unanswered before a pool wait that times out is taken for a stalled server (suspected()). */
const UNANSWERED_PROBE_SUSPECT_MS = 1000;

/** pg keeps the socket of a client here; destroying it fails the client's query as a lost connection. */
function cut(client: pg.ClientBase): void {
  (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
}

/**
 * Calls queued in pg-pool for a connection, and connections still being opened, would each wait the pool's connection
 * timeout on top of the probe's (a request sent as the server stopped answered after 10 s in the soak): they fail now.
 * pg-pool has no public way to reach them; its queue items and client list are read by their internal names.
 */
function failWaiting(pool: pg.Pool, connected: ReadonlySet<pg.ClientBase>, error: Error): void {
  const internals = pool as unknown as {
    _pendingQueue?: { callback(error: Error): void }[];
    _clients?: pg.ClientBase[];
  };
  for (const item of internals._pendingQueue?.splice(0) ?? []) item.callback(error);
  for (const client of internals._clients ?? []) if (!connected.has(client)) cut(client);
}

/**
 * `statement_timeout` is enforced by the server, so a stopped server (SIGSTOP, a frozen VM) never enforces it: the
 * query waits for ever, and so does every request behind it. The watch is the client's deadline. It costs nothing
 * while queries are quick; when one connection has been held past `suspectAfterMs`, it opens one fresh connection
 * and asks `SELECT 1` within `probeTimeoutMs`. A server that answers is just busy (a long query is not cut: the
 * server's own timeout bounds it). One that does not is stalled: every pooled connection is cut, so its requests
 * answer 503 DATABASE_UNAVAILABLE at once (http/envelope.ts reads a lost connection so) and no connection stays
 * stuck in the pool; new connections meanwhile fail within the pool's connection timeout, and the first that
 * succeeds after the server resumes serves again. While stalled, new calls fail at once (SQLSTATE 08006, a lost
 * connection) until a probe is answered again.
 */
export function watchForStalls(options: StallWatchOptions): StallWatch {
  const { pools, suspectAfterMs, probeTimeoutMs, log } = options;
  const clients = new Set<pg.ClientBase>();
  const heldSince = new Map<pg.ClientBase, number>();
  let probing = false;
  let isStalled = false;
  /** When the probe now in flight started (performance.now()), or null. */
  let probeStartedAt: number | null = null;
  /**
   * When a probe was last answered (Date.now()): a connection held that long ago is not suspected again before
   * suspectAfterMs more, so a build's query held for minutes costs a probe every few seconds, not four a second.
   */
  let answeredAt = 0;
  const stalledError = () =>
    Object.assign(new Error('The database is stalled: it did not answer a probe.'), { code: '08006' });

  for (const pool of pools) {
    pool.on('connect', (client) => clients.add(client));
    pool.on('remove', (client) => {
      clients.delete(client);
      heldSince.delete(client);
    });
    pool.on('acquire', (client) => heldSince.set(client, Date.now()));
    pool.on('release', (_error: unknown, client: pg.ClientBase) => heldSince.delete(client));
    // While the server is stalled, a new database call fails at once instead of waiting the pool's connection timeout
    // (a request makes several calls: each would wait it again). The probe (one at a time) lifts this.
    const connect = pool.connect.bind(pool) as (callback?: unknown) => unknown;
    (pool as { connect: unknown }).connect = (callback?: (error: Error) => void) => {
      if (!isStalled) return connect(callback);
      const error = stalledError();
      if (!callback) return Promise.reject(error);
      process.nextTick(() => callback(error));
      return undefined;
    };
  }

  /**
   * The probe's deadline is a timer on this process's event loop: while the loop is blocked (a warm-up parsing a large
   * result), the timer fires late and the server's answer waits unread, so a busy process would take a busy server for
   * a stopped one. The loop's longest stall during the probe is measured; a probe missed while it exceeded a second
   * says nothing about the server and is not counted.
   */
  async function probeWithLoopLag(): Promise<{ answers: boolean | null; loopLagMs: number }> {
    let last = performance.now();
    let loopLagMs = 0;
    const heartbeat = setInterval(() => {
      const now = performance.now();
      loopLagMs = Math.max(loopLagMs, now - last - 100);
      last = now;
    }, 100);
    try {
      const answers = await probe();
      loopLagMs = Math.max(loopLagMs, performance.now() - last - 100);
      return { answers, loopLagMs };
    } finally {
      clearInterval(heartbeat);
    }
  }

  /**
   * Whether the server answered a fresh connection; null when this process could not open one (out of file
   * descriptors): that says nothing about the server, and cutting every connection for it would turn a passing
   * descriptor shortage into 503 DATABASE_UNAVAILABLE for every request (the one path found to such a 503 that CI
   * met while a test held the service at its open-file limit).
   */
  async function probe(): Promise<boolean | null> {
    const client = new options.Client({
      connectionString: options.connectionString,
      connectionTimeoutMillis: probeTimeoutMs,
      query_timeout: probeTimeoutMs,
      application_name: 'stall-watch',
    });
    // a probe that fails emits 'error' too; the failure is read from the promise below
    client.on('error', () => undefined);
    probeStartedAt = performance.now();
    try {
      await client.connect();
      await client.query('SELECT 1');
      return true;
    } catch (error) {
      return isDescriptorExhaustion(error) ? null : false;
    } finally {
      probeStartedAt = null;
      cut(client);
    }
  }

  async function check(): Promise<void> {
    const now = Date.now();
    const suspect = [...heldSince.values()].some((since) => now - Math.max(since, answeredAt) >= suspectAfterMs);
    if (!suspect && !isStalled) return;
    probing = true;
    try {
      const { answers, loopLagMs } = await probeWithLoopLag();
      if (answers === null) return; // inconclusive: this process had no descriptor to ask with
      if (!answers && loopLagMs > 1000) return; // inconclusive: this process, not the server, was not answering
      if (answers) {
        if (isStalled) log.info('the database answers again');
        isStalled = false;
        answeredAt = Date.now();
        return;
      }
      if (!isStalled) log.warn(`the database did not answer within ${probeTimeoutMs} ms: cutting its connections`);
      isStalled = true;
      for (const client of clients) cut(client);
      for (const pool of pools) failWaiting(pool, clients, stalledError());
    } finally {
      probing = false;
    }
  }

  // a quarter second: the check is a scan of the pools' few held connections, and the stall is seen sooner
  const timer = setInterval(() => {
    if (!probing) void check();
  }, 250);
  timer.unref();
  return {
    stalled: () => isStalled,
    suspected: () =>
      isStalled || (probeStartedAt !== null && performance.now() - probeStartedAt >= UNANSWERED_PROBE_SUSPECT_MS),
    stop: () => clearInterval(timer),
  };
}
