// Job leases: a session-level advisory lock per job this process runs (of any kind), held on one dedicated connection,
// so any process can tell at once a job whose owner died — its connection, and with it the lock, is gone — from a live one.
import type { IConnected } from 'pg-promise';
import type { Db } from '../database.js';
import { sql } from '../sql.js';
import { ADVISORY_LOCKS } from './lock-ids.js';

export interface JobLeases {
  /** Takes the job's lease (in the background; again after a reconnect). Resolves once tried, never rejects. */
  hold(id: string): Promise<void>;
  /** Gives the lease up. Resolves once done, never rejects. */
  release(id: string): Promise<void>;
  /** Closes the connection, which frees every lease. */
  close(): Promise<void>;
}

export interface LeaseLog {
  warn(message: string): void;
}

/** Reconnect delays while the database is away: leases are taken again once it is back. */
const RECONNECT_DELAYS_MS = [500, 1000, 2000, 5000];

type Connection = IConnected<Record<string, never>, never>;

/**
 * Leases are best effort: a job without one (the database was away when it started) is still protected by its
 * heartbeat, which the orphan sweeps also require to be quiet before they act.
 */
export function createJobLeases(db: Db, log: LeaseLog): JobLeases {
  /** Ids of the jobs whose lease this process wants (taken again after a reconnect). */
  const held = new Set<string>();
  let connection: Connection | null = null;
  let connecting = false;
  let closed = false;
  let failures = 0;
  let retry: NodeJS.Timeout | null = null;
  /** Lock calls run one at a time on the one connection, in the order they were asked for. */
  let queue: Promise<void> = Promise.resolve();

  function enqueue(task: (c: Connection) => Promise<void>): Promise<void> {
    queue = queue
      .then(() => (connection ? task(connection) : undefined))
      .catch((error: unknown) => log.warn(`job lease: ${error instanceof Error ? error.message : String(error)}`));
    return queue;
  }

  async function take(c: Connection, id: string): Promise<void> {
    if (!held.has(id)) return; // released meanwhile
    const { taken } = await c.one<{ taken: boolean }>(sql('jobs/take-lease.sql'), {
      namespace: ADVISORY_LOCKS.jobLease,
      id,
    });
    if (!taken) log.warn(`the lease of job ${id} is held by another process`);
  }

  function scheduleConnect(): void {
    if (closed || retry) return;
    const delay = RECONNECT_DELAYS_MS[Math.min(failures, RECONNECT_DELAYS_MS.length - 1)];
    retry = setTimeout(() => {
      retry = null;
      connect();
    }, delay);
    retry.unref();
  }

  function connect(): void {
    if (closed || connection || connecting) return;
    connecting = true;
    db.connect({
      direct: true,
      onLost: () => {
        connection = null;
        if (closed) return;
        log.warn('the job lease connection was lost; reconnecting');
        scheduleConnect();
      },
    }).then(
      (c) => {
        connecting = false;
        if (closed) return void c.done();
        connection = c as Connection;
        failures = 0;
        // after a reconnect (database restart, network cut) every lease of a running job is taken again
        for (const id of held) void enqueue((conn) => take(conn, id));
      },
      () => {
        connecting = false;
        failures += 1;
        scheduleConnect();
      },
    );
  }

  return {
    hold(id) {
      held.add(id);
      if (!connection) {
        connect();
        return Promise.resolve();
      }
      return enqueue((c) => take(c, id));
    },

    release(id) {
      if (!held.delete(id)) return Promise.resolve();
      return enqueue(async (c) => {
        await c.one(sql('jobs/release-lease.sql'), { namespace: ADVISORY_LOCKS.jobLease, id });
      });
    },

    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      // a lock call stuck on a connection that went silent must not hold up the shutdown: closing frees the leases anyway
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([queue, new Promise((done) => (timer = setTimeout(done, 2000)))]);
      clearTimeout(timer);
      const c = connection;
      connection = null;
      held.clear();
      await c?.done();
    },
  };
}
