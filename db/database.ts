// Opens the service's PostgreSQL: the embedded server under DATA_DIR by default, or DATABASE_URL.
import { join } from 'node:path';
import pgPromise from 'pg-promise';
import type { IDatabase, IMain } from 'pg-promise';
import type { Config } from '../config.js';
import { POOL_WAIT_TIMEOUT } from '../core/pool-wait.js';
import { isDescriptorExhaustion } from '../core/descriptor-exhaustion.js';
import { EmbeddedCluster } from './embedded-cluster.js';
import { createJobLeases, type JobLeases } from './jobs/leases.js';
import { runMigrations } from './migrate.js';
import { watchForStalls } from './stall-watch.js';

export type Db = IDatabase<Record<string, never>>;

export interface Database {
  readonly db: Db;
  /**
   * The derived-data builds' own pool (BUILD_POOL_SIZE connections, DB_BUILD_STATEMENT_TIMEOUT_MS per query): a build
   * reads every record of a data version, longer than a request may take, and never holds a request's connection.
   */
  readonly buildDb: Db;
  /** One connection of its own for /health's ping (no request holds it; watched for stalls like the others). */
  readonly healthDb: Db;
  /** Connection string of the server in use (embedded or DATABASE_URL). */
  readonly url: string;
  readonly pgp: IMain;
  /** True when this process started (and so must stop) the embedded server. */
  readonly embedded: boolean;
  /** Leases of the jobs this process runs (one dedicated connection, opened on first use). */
  readonly leases: JobLeases;
  /** True while the server is stalled (db/stall-watch.ts): a caller with a deadline of its own need not ask it. */
  stalled(): boolean;
  close(): Promise<void>;
}

export interface DatabaseLog {
  info(msg: string): void;
  warn(msg: string): void;
}

const EMBEDDED_USER = 'lepidoptera';
const EMBEDDED_DB = 'lepidoptera';
// The cluster only listens on loopback; the password keeps other local users out.
const EMBEDDED_PASSWORD = 'lepidoptera-local';

/** Connections of the builds' pool: the warm-up runs its builds one after another; a request may start one more. */
const BUILD_POOL_SIZE = 2;

/** Connections besides the requests' pool (DB_POOL_SIZE): the builds' pool and /health's one. */
export const SIDE_POOL_CONNECTIONS = BUILD_POOL_SIZE + 1;

/**
 * pg-promise for one database; 64-bit counts come back as JS numbers (they stay far below 2^53). `onConnectError`
 * sees every failed connection attempt, including a wait for a pooled connection that timed out.
 */
function createPgp(onConnectError: (error: Error) => void): IMain {
  const pgp = pgPromise({
    capSQL: true,
    error(error: unknown, context: { cn?: unknown }) {
      if (context.cn !== undefined && error instanceof Error) onConnectError(error);
    },
  });
  pgp.pg.types.setTypeParser(20, (value: string) => Number(value)); // int8 → number
  pgp.pg.types.setTypeParser(1700, (value: string) => Number(value)); // numeric → number
  return pgp;
}

/** Connects (starting the embedded server when no DATABASE_URL is set) and applies pending migrations. */
export async function openDatabase(config: Config, log: DatabaseLog): Promise<Database> {
  let cluster: EmbeddedCluster | null = null;
  let url = config.databaseUrl;
  if (!url) {
    // Supervised: a postmaster that dies is started again by this process (see EmbeddedCluster), and one a killed
    // predecessor left running is stopped first, so `npm start` after a crash succeeds.
    cluster = await EmbeddedCluster.open({
      directory: join(config.dataDir, 'postgres'),
      port: config.embeddedPgPort,
      user: EMBEDDED_USER,
      password: EMBEDDED_PASSWORD,
      database: EMBEDDED_DB,
      fsync: config.embeddedPgFsync,
      log,
    });
    log.info(`embedded PostgreSQL listening on 127.0.0.1:${config.embeddedPgPort}`);
    url = cluster.url;
  }

  // Whether the last attempt to open a connection failed (and none succeeded since), or the stall watch suspects a
  // stopped server: a request that then times out waiting for a pooled connection met a lost database, not a busy
  // pool. http/envelope.ts reads the mark.
  let unreachable = false;
  let stallSuspected = () => false;
  const pgp = createPgp((error) => {
    if (error.message === POOL_WAIT_TIMEOUT) {
      if (unreachable || stallSuspected()) Object.assign(error, { databaseUnreachable: true });
    } else if (!isDescriptorExhaustion(error)) unreachable = true; // no socket to try with says nothing of the server
  });
  /** A pool of `max` connections whose queries may run `statementTimeoutMs` and wait `waitMs` for a connection. */
  const pool = (name: string, max: number, statementTimeoutMs: number, waitMs: number): Db => {
    const created: Db = pgp({
      connectionString: url,
      max,
      statement_timeout: statementTimeoutMs,
      connectionTimeoutMillis: waitMs,
      // the pid tells an operator (and the crash tests) which process a session in pg_stat_activity belongs to
      application_name: `${config.serviceName}/${process.pid}${name}`,
    });
    // An idle pooled connection that dies (server restart, network cut) emits 'error' on the pool;
    // unhandled, that would crash the process. The next query reconnects or fails with a 503.
    created.$pool.on('error', (error: Error) => log.warn(`database connection${name} lost: ${error.message}`));
    return created;
  };
  // A request never waits forever on a stuck query or a dead server.
  const db = pool('', config.dbPoolSize, config.dbStatementTimeoutMs, 5000);
  // Builds queue for their two connections behind each other (the tile points hold one for minutes at 10×): a wait
  // is not a failure, so it is bounded like a build's query, not like a request's.
  const buildDb = pool('/builds', BUILD_POOL_SIZE, config.dbBuildStatementTimeoutMs, config.dbBuildStatementTimeoutMs);
  // /health's ping: one connection no request can hold, so a busy pool reads as busy, not as a database that does not
  // answer; its wait and query are bounded by the health check's own 2 s.
  const healthDb = pool('/health', 1, 2000, 2000);
  db.$pool.on('connect', () => {
    unreachable = false;
  });
  // the client-side deadline: a stalled server (which cannot enforce statement_timeout) gets its connections cut
  const stallWatch = watchForStalls({
    pools: [db.$pool, buildDb.$pool, healthDb.$pool] as unknown as Parameters<typeof watchForStalls>[0]['pools'],
    Client: pgp.pg.Client as unknown as Parameters<typeof watchForStalls>[0]['Client'],
    connectionString: url,
    suspectAfterMs: config.dbStallSuspectMs,
    probeTimeoutMs: config.dbStallProbeMs,
    log,
  });
  stallSuspected = () => stallWatch.suspected();
  const leases = createJobLeases(db, log);
  try {
    await runMigrations(db, log);
  } catch (error) {
    stallWatch.stop();
    await Promise.all([db, buildDb, healthDb].map((each) => each.$pool.end()));
    await cluster?.stop();
    throw error;
  }
  let closed = false;
  return {
    db,
    buildDb,
    healthDb,
    url,
    pgp,
    embedded: cluster !== null,
    leases,
    stalled: () => stallWatch.stalled(),
    async close() {
      if (closed) return;
      closed = true;
      stallWatch.stop();
      await leases.close();
      // Only this database's pools: pgp.end() would close every pool in the process (other services, tests).
      await Promise.all([db, buildDb, healthDb].map((each) => each.$pool.end()));
      await cluster?.stop();
    },
  };
}
